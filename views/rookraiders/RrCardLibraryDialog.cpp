#include "RrCardLibraryDialog.h"

#include "RrRangeEditor.h"
#include "Translations.h"
#include "lethalcheckmate/LcCardEditor.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <type_traits>
#include <utility>

namespace kbz::rr {

namespace {

// The whole-number figures of a card, as the editor shows them: the same bounds as the card
// JSON (RrCard.cpp); one below the minimum is "unknown".
struct Figure
{
    const char *name; // object name of the spin box, and the undo merge key
    const char *label;
    std::optional<int> RrCard::*member;
    int min;
    int max;
    bool unit;    // shown for units
    bool monster; // shown for monsters
};

const Figure kFigures[] = {
    {"hp", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "&HP:"), &RrCard::hp, 1, 99, true,
     true},
    {"move", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "&MOVE:"), &RrCard::move, 0, 9, true,
     true},
    {"modifier", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "Dice &modifier (+N):"),
     &RrCard::modifier, -9, 9, true, false},
    {"amount", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "Damage / heal &amount:"),
     &RrCard::amount, 1, 9, true, false},
    {"times", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "&Times (xN):"), &RrCard::times, 1,
     9, true, false},
    {"defence", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "&Defence:"), &RrCard::defence, 0,
     99, false, true},
    {"damage", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "Attac&k damage:"),
     &RrCard::damage, 0, 9, false, true},
    {"threat", QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryDialog", "&Threat:"), &RrCard::threat, -9,
     99, false, true},
};

constexpr int kFigureCount = int(std::size(kFigures));

} // namespace

// One undoable change of the library being edited: the whole card list before and after (a
// library is a few dozen small cards). Changes of one field of one card merge.
class RrLibraryCommand final : public QUndoCommand
{
public:
    RrLibraryCommand(RrCardLibraryDialog *dialog, QList<RrCard> after, int rowAfter,
                     const QString &text, QString field)
        : QUndoCommand(text)
        , m_dialog(dialog)
        , m_before(dialog->m_cards)
        , m_after(std::move(after))
        , m_rowBefore(dialog->currentRow())
        , m_rowAfter(rowAfter)
        , m_field(std::move(field))
    {}

    void redo() override { m_dialog->showCards(m_after, m_rowAfter); }
    void undo() override { m_dialog->showCards(m_before, m_rowBefore); }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const RrLibraryCommand *>(other);
        if (m_field.isEmpty() || o->m_field != m_field || o->m_rowAfter != m_rowAfter)
            return false;
        m_after = o->m_after;
        return true;
    }

private:
    RrCardLibraryDialog *m_dialog;
    QList<RrCard> m_before;
    QList<RrCard> m_after;
    int m_rowBefore;
    int m_rowAfter;
    QString m_field;
};

RrCardLibraryDialog::RrCardLibraryDialog(Database &db, QWidget *parent)
    : CardLibraryDialogBase(db, parent)
{
    setObjectName(QStringLiteral("rrCardLibraryDialog"));
    buildUi();
    createActions();
    retranslateUi();
    load();
    m_list->setFocus();
}

RrCardLibraryDialog::~RrCardLibraryDialog() = default;

void RrCardLibraryDialog::buildUi()
{
    resize(860, 620);
    auto *main = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    main->addWidget(m_intro);

    auto *content = new QHBoxLayout;
    main->addLayout(content, 1);
    auto *left = new QVBoxLayout;
    content->addLayout(left, 2);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("cardsList"));
    left->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    left->addLayout(buttons);
    auto button = [&](const char *name) {
        auto *b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        b->setAutoDefault(false);
        buttons->addWidget(b);
        return b;
    };
    m_addButton = button("addButton");
    m_duplicateButton = button("duplicateButton");
    m_removeButton = button("removeButton");
    m_undoButton = new QToolButton(this);
    m_redoButton = new QToolButton(this);
    buttons->addWidget(m_undoButton);
    buttons->addWidget(m_redoButton);
    auto *files = new QHBoxLayout;
    left->addLayout(files);
    m_importButton = new QPushButton(this);
    m_exportButton = new QPushButton(this);
    for (QPushButton *b : {m_importButton, m_exportButton}) {
        b->setAutoDefault(false);
        files->addWidget(b);
    }

    // The editor of the selected card.
    auto *editor = new QWidget(this);
    m_form = new QFormLayout(editor);
    m_nameEn = new QLineEdit(editor);
    m_nameEn->setObjectName(QStringLiteral("nameEnEdit"));
    m_nameJa = new QLineEdit(editor);
    m_nameJa->setObjectName(QStringLiteral("nameJaEdit"));
    m_id = new QLineEdit(editor);
    m_id->setObjectName(QStringLiteral("idEdit"));
    m_id->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9._-]*")), m_id));
    m_type = new QComboBox(editor);
    m_type->setObjectName(QStringLiteral("typeCombo"));
    m_levelUp = new QCheckBox(editor);
    m_levelUp->setObjectName(QStringLiteral("levelUpCheck"));
    m_upgrade = new QComboBox(editor);
    m_upgrade->setObjectName(QStringLiteral("upgradeCombo"));
    auto *levelRow = new QHBoxLayout;
    levelRow->addWidget(m_levelUp);
    levelRow->addWidget(m_upgrade, 1);
    m_rangeKnown = new QCheckBox(editor);
    m_rangeKnown->setObjectName(QStringLiteral("rangeKnownCheck"));
    m_range = new RrRangeEditor(editor);
    m_range->setObjectName(QStringLiteral("rangeEditor"));
    m_skill = new QComboBox(editor);
    m_skill->setObjectName(QStringLiteral("skillCombo"));
    m_targeting = new QComboBox(editor);
    m_targeting->setObjectName(QStringLiteral("targetingCombo"));
    m_colour = new QComboBox(editor);
    m_colour->setObjectName(QStringLiteral("colourCombo"));

    // Every row has a label (set in retranslateUi()), the buddy of its field.
    auto addRow = [this, editor](QWidget *field, QLayout *layout = nullptr) {
        auto *label = new QLabel(editor);
        label->setBuddy(field);
        if (layout)
            m_form->addRow(label, layout);
        else
            m_form->addRow(label, field);
    };
    addRow(m_nameEn);
    addRow(m_nameJa);
    addRow(m_id);
    addRow(m_type);
    addRow(m_levelUp, levelRow);
    QSpinBox **spins[] = {&m_hp,    &m_move,    &m_modifier, &m_amount,
                          &m_times, &m_defence, &m_damage,   &m_threat};
    for (int i = 0; i < kFigureCount; ++i) {
        const Figure &f = kFigures[i];
        auto *spin = new QSpinBox(editor);
        spin->setObjectName(QStringLiteral("%1Spin").arg(QLatin1String(f.name)));
        spin->setRange(f.min - 1, f.max); // the minimum shows "unknown"
        *spins[i] = spin;
        connect(spin, &QSpinBox::valueChanged, this, [this, i](int v) {
            const Figure &fig = kFigures[i];
            editCurrent(QLatin1String(fig.name), [&](RrCard &c) {
                c.*(fig.member) = v < fig.min ? std::nullopt : std::optional<int>(v);
            });
        });
        if (i == 2) { // the unit's skill comes before its numbers
            addRow(m_rangeKnown);
            addRow(m_range);
            addRow(m_skill);
        }
        if (i == 5)
            addRow(m_targeting);
        addRow(spin);
    }
    addRow(m_colour);
    // Tab goes through the fields in the order they are shown.
    QList<QWidget *> order = {m_nameEn,  m_nameJa, m_id,   m_type,       m_levelUp,
                              m_upgrade, m_hp,     m_move, m_rangeKnown, m_range};
    order += m_range->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    order += {m_skill,   m_modifier, m_amount, m_times, m_targeting,
              m_defence, m_damage,   m_threat, m_colour};
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order.at(i), order.at(i + 1));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(editor);
    content->addWidget(scroll, 3);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    main->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    main->addWidget(m_buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        fillEditor();
        updateActions();
    });
    connect(m_nameEn, &QLineEdit::textEdited, this, [this](const QString &t) {
        editCurrent(QStringLiteral("nameEn"), [&](RrCard &c) { c.name.en = t.trimmed(); });
    });
    connect(m_nameJa, &QLineEdit::textEdited, this, [this](const QString &t) {
        editCurrent(QStringLiteral("nameJa"), [&](RrCard &c) { c.name.ja = t.trimmed(); });
    });
    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        const int row = currentRow();
        if (row < 0 || m_filling || m_id->text() == m_cards.at(row).id)
            return;
        QStringList taken = ids();
        taken.removeAt(row);
        const QString id = m_id->text();
        if (id.isEmpty() || taken.contains(id)) {
            setStatus(id.isEmpty() ? tr("A card needs an id.")
                                   : tr("The id \"%1\" is used by another card.").arg(id));
            fillEditor();
            return;
        }
        // The level-up cards that named the old id follow.
        const QString old = m_cards.at(row).id;
        QList<RrCard> cards = m_cards;
        for (RrCard &c : cards)
            if (c.upgrade == old)
                c.upgrade = id;
        cards[row].id = id;
        pushCards(cards, row, tr("Change the id of %1").arg(cardLabel(cards.at(row))));
    });
    connect(m_levelUp, &QCheckBox::toggled, this, [this](bool on) {
        editCurrent(QStringLiteral("levelUp"), [&](RrCard &c) { c.levelUp = on; });
    });
    connect(m_upgrade, &QComboBox::currentIndexChanged, this, [this] {
        editCurrent(QStringLiteral("upgrade"),
                    [&](RrCard &c) { c.upgrade = m_upgrade->currentData().toString(); });
    });
    connect(m_rangeKnown, &QCheckBox::toggled, this, [this](bool on) {
        editCurrent(QStringLiteral("range"), [&](RrCard &c) {
            const RrRange r = m_range->range();
            c.range = on && (r.board || !r.squares.isEmpty()) ? std::optional(r) : std::nullopt;
        });
        m_range->setEnabled(on);
    });
    connect(m_range, &RrRangeEditor::rangeChanged, this, [this](const RrRange &r) {
        const bool known = r.board || !r.squares.isEmpty();
        editCurrent(QStringLiteral("range"),
                    [&](RrCard &c) { c.range = known ? std::optional(r) : std::nullopt; });
    });
    // The choices are listed in the order of their enum (see retranslateUi()): index = value.
    auto bindChoice = [this](QComboBox *combo, const QString &field, auto member) {
        connect(combo, &QComboBox::currentIndexChanged, this, [this, field, member](int i) {
            using Enum = std::remove_reference_t<decltype(std::declval<RrCard &>().*member)>;
            editCurrent(field, [&](RrCard &c) { c.*member = Enum(qMax(0, i)); });
        });
    };
    bindChoice(m_type, QStringLiteral("type"), &RrCard::type);
    bindChoice(m_skill, QStringLiteral("skill"), &RrCard::skill);
    bindChoice(m_targeting, QStringLiteral("targeting"), &RrCard::targeting);
    bindChoice(m_colour, QStringLiteral("colour"), &RrCard::colour);
}

void RrCardLibraryDialog::createActions()
{
    setUpCommon({m_addButton, m_duplicateButton, m_importButton, m_exportButton, m_undoButton,
                 m_redoButton, m_buttons});
    // Delete removes a card only from the list: in a field it deletes text.
    m_remove = addKeyAction(m_removeButton, QKeySequence::Delete, &RrCardLibraryDialog::removeCard);
    removeAction(m_remove);
    m_list->addAction(m_remove);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
}

void RrCardLibraryDialog::load()
{
    CardStore store(database());
    DbError error;
    const auto library = loadCardLibrary(store, &error);
    setLoaded(library.has_value());
    showCards(library ? library->cards() : QList<RrCard>{}, 0);
    undoStack()->clear();
    setStatus(library ? QString() : unreadableText(error));
}

int RrCardLibraryDialog::currentRow() const
{
    return m_list->currentRow();
}

void RrCardLibraryDialog::setCurrentRow(int row)
{
    m_list->setCurrentRow(row);
}

QString RrCardLibraryDialog::statusText() const
{
    return m_status->text();
}

QStringList RrCardLibraryDialog::ids() const
{
    QStringList out;
    for (const RrCard &c : m_cards)
        out.append(c.id);
    return out;
}

QString RrCardLibraryDialog::cardLabel(const RrCard &card) const
{
    const QString name = card.name.text(Translations::current());
    return name.isEmpty() ? card.id : name;
}

void RrCardLibraryDialog::showCards(const QList<RrCard> &cards, int row)
{
    m_cards = cards;
    fillList();
    const int show = m_cards.isEmpty() ? -1 : qBound(0, row, int(m_cards.size()) - 1);
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(show);
    }
    if (show >= 0)
        m_list->scrollToItem(m_list->item(show));
    fillEditor();
    updateActions();
}

void RrCardLibraryDialog::pushCards(const QList<RrCard> &cards, int row, const QString &text,
                                    const QString &field)
{
    undoStack()->push(new RrLibraryCommand(this, cards, row, text, field));
}

void RrCardLibraryDialog::editCurrent(const QString &field,
                                      const std::function<void(RrCard &)> &change)
{
    const int row = currentRow();
    if (m_filling || row < 0 || row >= m_cards.size())
        return;
    QList<RrCard> cards = m_cards;
    change(cards[row]);
    if (cards.at(row) == m_cards.at(row))
        return; // nothing changed: no undo step
    pushCards(cards, row, tr("Edit %1").arg(cardLabel(cards.at(row))), field);
}

void RrCardLibraryDialog::fillList()
{
    const QSignalBlocker blocker(m_list);
    const Lang lang = Translations::current();
    while (m_list->count() > m_cards.size())
        delete m_list->takeItem(m_list->count() - 1);
    for (int row = 0; row < m_cards.size(); ++row) {
        const RrCard &c = m_cards.at(row);
        const QString text =
            QStringLiteral("%1 — %2").arg(cardLabel(c), c.isMonster() ? tr("monster") : tr("unit"));
        if (row >= m_list->count())
            m_list->addItem(text);
        QListWidgetItem *item = m_list->item(row);
        item->setText(text);
        item->setData(Qt::UserRole, c.id);
        item->setToolTip(c.name.text(lang == Lang::Ja ? Lang::En : Lang::Ja));
    }
}

void RrCardLibraryDialog::fillEditor()
{
    const int row = currentRow();
    const bool has = row >= 0 && row < m_cards.size();
    m_form->parentWidget()->setEnabled(has && isLoaded());
    const RrCard c = has ? m_cards.at(row) : RrCard{};
    m_filling = true;
    auto setText = [](QLineEdit *e, const QString &t) {
        if (e->text() != t) // keeps the cursor while the user types
            e->setText(t);
    };
    setText(m_id, c.id);
    setText(m_nameEn, c.name.en);
    setText(m_nameJa, c.name.ja);
    m_type->setCurrentIndex(int(c.type));
    m_levelUp->setChecked(c.levelUp);
    m_upgrade->clear();
    m_upgrade->addItem(tr("level-up card not known"), QString());
    for (const RrCard &other : m_cards)
        if (other.id != c.id)
            m_upgrade->addItem(cardLabel(other), other.id);
    if (!c.upgrade.isEmpty() && m_upgrade->findData(c.upgrade) < 0)
        m_upgrade->addItem(tr("%1 (not in the library)").arg(c.upgrade), c.upgrade);
    m_upgrade->setCurrentIndex(qMax(0, m_upgrade->findData(c.upgrade)));
    QSpinBox *spins[] = {m_hp,    m_move,    m_modifier, m_amount,
                         m_times, m_defence, m_damage,   m_threat};
    for (int i = 0; i < kFigureCount; ++i)
        spins[i]->setValue((c.*(kFigures[i].member)).value_or(kFigures[i].min - 1));
    m_rangeKnown->setChecked(c.range.has_value());
    m_range->setEnabled(c.range.has_value());
    if (m_range->range() != c.range.value_or(RrRange{}))
        m_range->setRange(c.range.value_or(RrRange{}));
    m_range->setNumbered(c.isMonster() && c.targeting == Targeting::Single);
    m_skill->setCurrentIndex(int(c.skill));
    m_targeting->setCurrentIndex(int(c.targeting));
    m_colour->setCurrentIndex(int(c.colour));
    m_filling = false;
    updateTypeRows();
}

void RrCardLibraryDialog::updateTypeRows()
{
    const int row = currentRow();
    const bool monster = row >= 0 && row < m_cards.size() && m_cards.at(row).isMonster();
    QSpinBox *spins[] = {m_hp,    m_move,    m_modifier, m_amount,
                         m_times, m_defence, m_damage,   m_threat};
    for (int i = 0; i < kFigureCount; ++i)
        m_form->setRowVisible(spins[i], monster ? kFigures[i].monster : kFigures[i].unit);
    m_form->setRowVisible(m_skill, !monster);
    m_form->setRowVisible(m_targeting, monster);
    m_form->setRowVisible(m_colour, monster);
}

void RrCardLibraryDialog::addCard()
{
    if (!isLoaded())
        return;
    RrCard c;
    const QString name = tr("New card");
    c.id = lc::LcCardEditor::idFromName(QStringLiteral("new card"), ids());
    if (Translations::current() == Lang::Ja)
        c.name.ja = name;
    else
        c.name.en = name;
    const int row = currentRow() < 0 ? int(m_cards.size()) : currentRow() + 1;
    QList<RrCard> cards = m_cards;
    cards.insert(row, c);
    pushCards(cards, row, tr("Add a card"));
    m_nameEn->setFocus();
    m_nameEn->selectAll();
}

void RrCardLibraryDialog::duplicateCard()
{
    const int row = currentRow();
    if (row < 0)
        return;
    RrCard copy = m_cards.at(row);
    copy.id = lc::LcCardEditor::idFromName(copy.id, ids());
    QList<RrCard> cards = m_cards;
    cards.insert(row + 1, copy);
    pushCards(cards, row + 1, tr("Duplicate %1").arg(cardLabel(copy)));
}

void RrCardLibraryDialog::removeCard()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const QString name = cardLabel(m_cards.at(row));
    QList<RrCard> cards = m_cards;
    cards.removeAt(row);
    pushCards(cards, row, tr("Remove %1").arg(name));
    setStatus(tr("Removed %1. Ctrl+Z brings it back.").arg(name));
}

int RrCardLibraryDialog::cardCount() const
{
    return int(m_cards.size());
}

QString RrCardLibraryDialog::importTitle() const
{
    return tr("Import Rook & Raiders cards");
}

QString RrCardLibraryDialog::exportTitle() const
{
    return tr("Export Rook & Raiders cards");
}

QString RrCardLibraryDialog::exportFileName() const
{
    return QStringLiteral("rook-raiders-cards.json");
}

QByteArray RrCardLibraryDialog::cardFileData() const
{
    return cardFileText(library());
}

std::optional<CardLibraryDialogBase::Merge>
RrCardLibraryDialog::mergeCardFile(const QByteArray &text, const QString &undoText, QString *why)
{
    const std::optional<RrCardLibrary> incoming = parseCardFile(text, why);
    if (!incoming)
        return std::nullopt;
    Merge merge;
    const RrCardLibrary merged = mergeCards(library(), *incoming, &merge.added, &merge.replaced);
    merge.changed = merged.cards() != m_cards;
    if (merge.changed)
        pushCards(merged.cards(), int(merged.cards().size()) - 1, undoText);
    return merge;
}

bool RrCardLibraryDialog::saveLibrary(CardStore &store, DbError *error) const
{
    return saveCardLibrary(store, library(), error);
}

QString RrCardLibraryDialog::problem() const
{
    if (m_cards.isEmpty())
        return tr("The library needs at least one card.");
    for (int i = 0; i < m_cards.size(); ++i) {
        QString why;
        if (!RrCard::fromJson(m_cards.at(i).toJson(), &why))
            return tr("Card %1 (%2): %3").arg(i + 1).arg(m_cards.at(i).id, why);
    }
    return upgradeProblem(library());
}

QString RrCardLibraryDialog::notSavedText(const QString &problem) const
{
    return tr("Not saved: %1").arg(problem);
}

void RrCardLibraryDialog::updateActions()
{
    const bool hasCard = currentRow() >= 0;
    updateCommon(hasCard);
    m_remove->setEnabled(isLoaded() && hasCard);
    m_removeButton->setEnabled(m_remove->isEnabled());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(isLoaded());
    m_status->setText(statusLine());
}

void RrCardLibraryDialog::keyPressEvent(QKeyEvent *event)
{
    // Enter in a field goes to the next field: it must not save and close the library (Save
    // is Ctrl+S or a click).
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && !qobject_cast<QAbstractButton *>(focusWidget())) {
        focusNextChild();
        return;
    }
    CardLibraryDialogBase::keyPressEvent(event);
}

void RrCardLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    CardLibraryDialogBase::changeEvent(event);
}

void RrCardLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Rook & Raiders card library[*]"));
    m_intro->setText(tr("The unit and monster cards your table plays with. Enter a figure the "
                        "rule book does not print once; every new game of Rook & Raiders takes "
                        "its card set from here (a game keeps the set it started with). A figure "
                        "left \"unknown\" is asked for when the card comes into play."));
    retranslateCommon();
    m_addButton->setText(tr("&Add"));
    m_duplicateButton->setText(tr("D&uplicate"));
    m_removeButton->setText(tr("&Remove"));
    m_removeButton->setToolTip(tr("Remove the selected card (Delete in the list)"));
    m_importButton->setText(tr("&Import JSON…"));
    m_exportButton->setText(tr("E&xport JSON…"));
    m_levelUp->setText(tr("★ can level up to"));
    m_rangeKnown->setText(tr("Range known"));

    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_nameEn, tr("Name (&English):"));
    label(m_nameJa, tr("Name (&Japanese):"));
    label(m_id, tr("&Id:"));
    label(m_type, tr("T&ype:"));
    label(m_rangeKnown, tr("&Range:"));
    label(m_range, QString());
    label(m_skill, tr("&Skill:"));
    label(m_targeting, tr("Tar&geting:"));
    label(m_colour, tr("Threat &colour:"));
    QSpinBox *spins[] = {m_hp,    m_move,    m_modifier, m_amount,
                         m_times, m_defence, m_damage,   m_threat};
    for (int i = 0; i < kFigureCount; ++i) {
        label(spins[i], tr(kFigures[i].label));
        spins[i]->setSpecialValueText(tr("unknown"));
    }
    if (QLayoutItem *levelRow = m_form->itemAt(4, QFormLayout::FieldRole))
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(levelRow->layout())))
            l->setText(tr("&Level up:"));

    const bool filling = m_filling;
    m_filling = true;
    auto refill = [](QComboBox *combo, const QStringList &items) {
        const int i = combo->currentIndex();
        combo->clear();
        combo->addItems(items);
        combo->setCurrentIndex(qMax(0, i));
    };
    // In the order of the enums CardType, SkillKind, Targeting and ThreatColour (RrCard.h).
    refill(m_type, {tr("unit"), tr("monster")});
    refill(m_skill,
           {tr("not known"), tr("dice attack (2d6 + modifier)"),
            tr("fixed damage (amount × times)"), tr("heal (amount × times)"),
            tr("bard (an ally acts again)"), tr("sword attack (form not known)"), tr("special")});
    refill(m_targeting,
           {tr("not known"), tr("single (numbered squares)"), tr("area (every unit in range)")});
    refill(m_colour, {tr("not known"), tr("red"), tr("blue")});
    m_filling = filling;
    fillList();
    if (!m_filling)
        fillEditor();
    updateActions();
}

} // namespace kbz::rr
