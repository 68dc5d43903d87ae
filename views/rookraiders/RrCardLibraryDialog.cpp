// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
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

RrCardLibraryDialog::RrCardLibraryDialog(Database &db, QWidget *parent)
    : CardLibraryDialogOf(db, parent)
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
    addListColumn(left);

    // The editor of the selected card.
    auto *editor = new QWidget(this);
    m_form = new QFormLayout(editor);
    createCommonFields(editor);
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

    addStatusAndButtons(main);

    connectCommonFields();
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

void RrCardLibraryDialog::idChanged(QList<RrCard> &cards, int row, const QString &old) const
{
    const QString id = cards.at(row).id;
    for (RrCard &c : cards)
        if (c.upgrade == old)
            c.upgrade = id;
}

QString RrCardLibraryDialog::listText(const RrCard &card) const
{
    return QStringLiteral("%1 — %2").arg(cardLabel(card),
                                         card.isMonster() ? tr("monster") : tr("unit"));
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
    if (isLoaded())
        insertNewCard(RrCard{}, tr("New card"), QStringLiteral("new card"));
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

RrCardLibraryDialog::Texts RrCardLibraryDialog::texts() const
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

void RrCardLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Rook & Raiders card library[*]"));
    m_intro->setText(tr("The unit and monster cards your table plays with. Enter a figure the "
                        "rule book does not print once; every new game of Rook & Raiders takes "
                        "its card set from here (a game keeps the set it started with). A figure "
                        "left \"unknown\" is asked for when the card comes into play."));
    retranslateCommon();
    retranslateButtons();
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
