// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCardLibraryDialog.h"

#include "LowCardArrowsEditor.h"
#include "LowCardPainter.h"
#include "LowCardTargetEditor.h"
#include "Translations.h"
#include "lethalcheckmate/LcCardEditor.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "lordsofwar/LowDeck.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <utility>

namespace kbz::low {

// The card being edited, painted as it lies on the table (upright, side 0).
class LowCardPreview final : public QWidget
{
public:
    explicit LowCardPreview(QWidget *parent)
        : QWidget(parent)
    {
        setMinimumSize(110, 110);
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    void setCard(const std::optional<LowCard> &card)
    {
        m_card = card;
        update();
    }
    QSize sizeHint() const override { return {130, 130}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (!m_card)
            return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        CardPaintOptions options;
        options.lang = Translations::current();
        options.font = font();
        paintCard(p, QRectF(rect()).adjusted(2, 2, -2, -2), *m_card, 0, options);
    }

private:
    std::optional<LowCard> m_card;
};

LowCardLibraryDialog::LowCardLibraryDialog(Database &db, QWidget *parent)
    : CardLibraryDialogOf(db, parent)
{
    setObjectName(QStringLiteral("lowCardLibraryDialog"));
    buildUi();
    createActions();
    retranslateUi();
    load();
    m_list->setFocus();
}

LowCardLibraryDialog::~LowCardLibraryDialog() = default;

void LowCardLibraryDialog::buildUi()
{
    resize(920, 680);
    auto *main = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    main->addWidget(m_intro);

    auto *content = new QHBoxLayout;
    main->addLayout(content, 1);
    auto *left = new QVBoxLayout;
    content->addLayout(left, 2);
    m_filter = new QComboBox(this);
    m_filter->setObjectName(QStringLiteral("armyFilter"));
    left->addWidget(m_filter);
    addListColumn(left);

    // The editor of the selected card.
    auto *editor = new QWidget(this);
    auto *editorLayout = new QHBoxLayout(editor);
    m_form = new QFormLayout;
    editorLayout->addLayout(m_form, 1);
    m_preview = new LowCardPreview(editor);
    editorLayout->addWidget(m_preview, 0, Qt::AlignTop);
    createCommonFields(editor);
    m_army = new QComboBox(editor);
    m_army->setObjectName(QStringLiteral("armyCombo"));
    m_army->setEditable(true);
    m_army->setInsertPolicy(QComboBox::NoInsert);
    m_rank = new QComboBox(editor);
    m_rank->setObjectName(QStringLiteral("rankCombo"));
    m_class = new QComboBox(editor);
    m_class->setObjectName(QStringLiteral("classCombo"));
    m_defence = new QSpinBox(editor);
    m_defence->setObjectName(QStringLiteral("defenceSpin"));
    m_defence->setRange(0, 99);
    m_arrows = new LowCardArrowsEditor(editor);
    m_arrows->setObjectName(QStringLiteral("arrowsEditor"));
    m_rangedDamage = new QSpinBox(editor);
    m_rangedDamage->setObjectName(QStringLiteral("rangedDamageSpin"));
    m_rangedDamage->setRange(0, 99);
    m_targets = new LowCardTargetEditor(editor);
    m_targets->setObjectName(QStringLiteral("targetEditor"));
    m_copies = new QSpinBox(editor);
    m_copies->setObjectName(QStringLiteral("copiesSpin"));
    m_copies->setRange(0, 36);

    auto addRow = [this, editor](QWidget *field) {
        auto *label = new QLabel(editor);
        label->setBuddy(field);
        m_form->addRow(label, field);
    };
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_nameEn, m_nameJa, m_id, m_army, m_rank, m_class,
                                          m_defence, m_arrows, m_rangedDamage, m_targets, m_copies})
        addRow(w);
    QList<QWidget *> order = {m_nameEn, m_nameJa, m_id, m_army, m_rank, m_class, m_defence};
    order += m_arrows->fields();
    order += {m_rangedDamage, m_targets, m_copies};
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order.at(i), order.at(i + 1));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(editor);
    content->addWidget(scroll, 3);

    m_notes = new QLabel(this);
    m_notes->setObjectName(QStringLiteral("notesLabel"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    main->addWidget(m_notes);
    addStatusAndButtons(main);

    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] {
        applyFilter();
        // The selection follows into the army shown.
        const int row = currentRow();
        if (row < 0 || m_list->item(row)->isHidden()) {
            for (int r = 0; r < m_list->count(); ++r) {
                if (!m_list->item(r)->isHidden()) {
                    m_list->setCurrentRow(r);
                    break;
                }
            }
        }
    });
    connectCommonFields();
    // The army is taken when one is chosen from the list or the typing is finished (the list
    // of armies follows the cards, so it must not change under the typing).
    auto commitArmy = [this] {
        const QString army = m_army->currentText().trimmed();
        editCurrent(QStringLiteral("army"), [&](LowCard &c) { c.army = army; });
    };
    connect(m_army, &QComboBox::activated, this, commitArmy);
    connect(m_army->lineEdit(), &QLineEdit::editingFinished, this, commitArmy);
    connect(m_rank, &QComboBox::currentIndexChanged, this, [this](int i) {
        editCurrent(QStringLiteral("rank"), [&](LowCard &c) { c.rank = kRanks[qBound(0, i, 6)]; });
    });
    connect(m_class, &QComboBox::currentIndexChanged, this, [this](int i) {
        editCurrent(QStringLiteral("class"),
                    [&](LowCard &c) { c.cls = kClasses[qBound(0, i, 4)]; });
    });
    connect(m_defence, &QSpinBox::valueChanged, this, [this](int v) {
        editCurrent(QStringLiteral("defence"), [&](LowCard &c) { c.defence = v; });
    });
    connect(m_arrows, &LowCardArrowsEditor::arrowChanged, this, [this](int dir, int v) {
        editCurrent(QStringLiteral("arrow%1").arg(dir), [&](LowCard &c) { c.attack[dir] = v; });
    });
    connect(m_rangedDamage, &QSpinBox::valueChanged, this, [this](int v) {
        editCurrent(QStringLiteral("rangedDamage"), [&](LowCard &c) { c.rangedDamage = v; });
    });
    connect(m_targets, &LowCardTargetEditor::targetsChanged, this,
            [this](const QList<QPoint> &targets) {
                // Each square is its own step: a click is undone by one Ctrl+Z.
                editCurrent({}, [&](LowCard &c) { c.rangedTargets = targets; });
            });
    connect(m_copies, &QSpinBox::valueChanged, this, [this](int v) {
        editCurrent(QStringLiteral("copies"), [&](LowCard &c) { c.copies = v; });
    });
}

int LowCardLibraryDialog::rowOf(const QString &id) const
{
    for (int row = 0; row < m_cards.size(); ++row)
        if (m_cards.at(row).id == id)
            return row;
    return -1;
}

QString LowCardLibraryDialog::notesText() const
{
    return m_notes->text();
}

void LowCardLibraryDialog::showCards(const QList<LowCard> &cards, int row)
{
    m_cards = cards;
    fillFilter();
    fillList();
    applyFilter();
    const int show = m_cards.isEmpty() ? -1 : qBound(0, row, int(m_cards.size()) - 1);
    if (show >= 0 && m_list->item(show)->isHidden()) {
        // A card of another army than the filter shows: show every army.
        const QSignalBlocker blocker(m_filter);
        m_filter->setCurrentIndex(0);
        applyFilter();
    }
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(show);
    }
    if (show >= 0)
        m_list->scrollToItem(m_list->item(show));
    fillEditor();
    updateNotes();
    updateActions();
}

void LowCardLibraryDialog::fillFilter()
{
    const QSignalBlocker blocker(m_filter);
    const QString current = m_filter->currentData().toString();
    const Lang lang = Translations::current();
    m_filter->clear();
    m_filter->addItem(tr("All armies"), QString());
    for (const QString &army : library().armies()) {
        int n = 0;
        for (const LowCard &c : m_cards)
            if (c.army == army)
                ++n;
        m_filter->addItem(tr("%1 (%2)").arg(armyName(army).text(lang), cardCountText(n)), army);
    }
    m_filter->setCurrentIndex(qMax(0, m_filter->findData(current)));
}

void LowCardLibraryDialog::applyFilter()
{
    const QString army = m_filter->currentData().toString();
    for (int row = 0; row < m_list->count() && row < m_cards.size(); ++row)
        m_list->item(row)->setHidden(!army.isEmpty() && m_cards.at(row).army != army);
}

QString LowCardLibraryDialog::listText(const LowCard &c) const
{
    const Lang lang = Translations::current();
    QString name = faceName(library(), c.id).text(lang);
    if (name.isEmpty())
        name = c.id;
    return tr("%1 — %2, %3, ×%4")
        .arg(name, armyName(c.army).text(lang), rankName(c.rank).text(lang))
        .arg(c.copies);
}

void LowCardLibraryDialog::fillEditor()
{
    const int row = currentRow();
    const bool has = row >= 0 && row < m_cards.size();
    m_form->parentWidget()->setEnabled(has && isLoaded());
    const LowCard c = has ? m_cards.at(row) : LowCard{};
    m_filling = true;
    auto setText = [](QLineEdit *e, const QString &t) {
        if (e->text() != t) // keeps the cursor while the user types
            e->setText(t);
    };
    setText(m_id, c.id);
    setText(m_nameEn, c.name.en);
    setText(m_nameJa, c.name.ja);
    {
        const QStringList armies = library().armies();
        QStringList items;
        for (int i = 0; i < m_army->count(); ++i)
            items.append(m_army->itemText(i));
        if (items != armies) {
            m_army->clear();
            m_army->addItems(armies);
        }
        if (m_army->currentText() != c.army)
            m_army->setCurrentText(c.army);
    }
    m_rank->setCurrentIndex(int(c.rank));
    m_class->setCurrentIndex(int(c.cls));
    m_defence->setValue(c.defence);
    m_arrows->setArrows(c.attack);
    m_rangedDamage->setValue(c.rangedDamage);
    if (m_targets->targets() != c.rangedTargets)
        m_targets->setTargets(c.rangedTargets);
    m_copies->setValue(c.copies);
    m_preview->setCard(has ? std::optional<LowCard>(c) : std::nullopt);
    m_filling = false;
}

void LowCardLibraryDialog::updateNotes()
{
    // What the core decks deviate from the composition: shown, never blocking.
    const LowCardLibrary lib = library();
    const Lang lang = Translations::current();
    QStringList lines;
    for (const QString &army : lib.armies()) {
        for (const Finding &f : checkDeck(lib, army, lib.coreDeck(army)))
            if (f.severity == Severity::Warning)
                lines.append(QStringLiteral("⚠ %1: %2")
                                 .arg(armyName(army).text(lang), f.message.text(lang)));
    }
    m_notes->setText(lines.join(QLatin1Char('\n')));
    m_notes->setVisible(!lines.isEmpty());
}

void LowCardLibraryDialog::addCard()
{
    if (!isLoaded())
        return;
    LowCard c;
    const int current = currentRow();
    c.army = m_filter->currentData().toString();
    if (c.army.isEmpty())
        c.army = current >= 0 ? m_cards.at(current).army : QStringLiteral("orc");
    c.attack[N] = 1;
    c.defence = 1;
    insertNewCard(c, tr("New card"), QStringLiteral("new card"));
}

QString LowCardLibraryDialog::importTitle() const
{
    return tr("Import Lords of War cards");
}

QString LowCardLibraryDialog::exportTitle() const
{
    return tr("Export Lords of War cards");
}

QString LowCardLibraryDialog::exportFileName() const
{
    return QStringLiteral("lords-of-war-cards.json");
}

QString LowCardLibraryDialog::problem() const
{
    if (m_cards.isEmpty())
        return tr("The library needs at least one card.");
    for (int i = 0; i < m_cards.size(); ++i) {
        const LowCard &c = m_cards.at(i);
        const QString where = tr("Card %1 (%2)").arg(i + 1).arg(cardLabel(c));
        if (c.name.isEmpty())
            return tr("%1: a card needs a name in English or Japanese.").arg(where);
        if (c.army.trimmed().isEmpty())
            return tr("%1: a card needs an army.").arg(where);
        if (c.rangedDamage > 0 && c.rangedTargets.isEmpty())
            return tr("%1: a unit with ranged damage needs at least one square in its target "
                      "grid.")
                .arg(where);
        if (c.rangedDamage == 0 && !c.rangedTargets.isEmpty())
            return tr("%1: a target grid needs a ranged damage of at least 1 (or clear the "
                      "grid).")
                .arg(where);
        QString why;
        if (!LowCard::fromJson(c.toJson(), &why))
            return tr("%1: %2").arg(where, why);
    }
    return {};
}

LowCardLibraryDialog::Texts LowCardLibraryDialog::texts() const
{
    return {tr("Edit %1"),
            tr("Change the id of %1"),
            tr("Add a card"),
            tr("Duplicate %1"),
            tr("Remove %1"),
            tr("Removed %1. Ctrl+Z brings it back."),
            tr("A card needs an id."),
            tr("The id \"%1\" is used by another card."),
            tr("Not saved: %1"),
            tr("&Add"),
            tr("D&uplicate"),
            tr("&Remove"),
            tr("Remove the selected card (Delete in the list)"),
            tr("&Import JSON…"),
            tr("E&xport JSON…")};
}

void LowCardLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Lords of War card library[*]"));
    m_intro->setText(tr("The unit cards your table plays with, as printed on your copy: every "
                        "new game of Lords of War takes its card set and the armies' core decks "
                        "(a card's copies) from here; a game keeps the set it started with."));
    retranslateCommon();
    retranslateButtons();
    m_filter->setToolTip(tr("Show the cards of one army"));
    m_filter->setAccessibleName(tr("Army filter"));

    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_nameEn, tr("Name (&English):"));
    label(m_nameJa, tr("Name (&Japanese):"));
    label(m_id, tr("&Id:"));
    label(m_army, tr("Ar&my:"));
    label(m_rank, tr("Ran&k:"));
    label(m_class, tr("C&lass:"));
    label(m_defence, tr("&Defence:"));
    label(m_arrows, tr("A&ttack arrows:"));
    label(m_rangedDamage, tr("Ran&ged damage:"));
    label(m_targets, tr("Tar&get grid:"));
    label(m_copies, tr("C&opies in the core deck:"));
    m_rangedDamage->setSpecialValueText(tr("does not shoot"));
    m_army->setToolTip(tr("The army (race) whose core deck holds this card; type a new one for "
                          "a table's own army"));

    const bool filling = m_filling;
    m_filling = true;
    const Lang lang = Translations::current();
    auto refill = [](QComboBox *combo, const QStringList &items) {
        const int i = combo->currentIndex();
        combo->clear();
        combo->addItems(items);
        combo->setCurrentIndex(qMax(0, i));
    };
    QStringList ranks;
    for (Rank r : kRanks)
        ranks.append(rankName(r).text(lang));
    QStringList classes;
    for (UnitClass c : kClasses)
        classes.append(className(c).text(lang));
    refill(m_rank, ranks);
    refill(m_class, classes);
    m_filling = filling;
    fillFilter();
    fillList();
    applyFilter();
    if (!m_filling)
        fillEditor();
    updateNotes();
    updateActions();
}

} // namespace kbz::low
