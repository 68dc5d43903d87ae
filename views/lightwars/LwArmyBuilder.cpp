// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwArmyBuilder.h"

#include "LwText.h"
#include "Translations.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

enum LibraryColumn { LibName, LibCost, LibAttack, LibMove, LibSkills, LibColumns };
enum ArmyColumn { ArmyName, ArmyCount, ArmyCost, ArmyColumns };

QStringList toStrings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toString());
    return out;
}

} // namespace

LwArmyBuilder::LwArmyBuilder(int side, QWidget *parent)
    : QWidget(parent)
    , m_side(side)
    , m_title(new QLabel(this))
    , m_libraryLabel(new QLabel(this))
    , m_libraryTree(new QTreeWidget(this))
    , m_armyLabel(new QLabel(this))
    , m_armyTree(new QTreeWidget(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_budgetLabel(new QLabel(this))
    , m_unitsLabel(new QLabel(this))
    , m_kingLabel(new QLabel(this))
    , m_basesLabel(new QLabel(this))
    , m_bases(new QSpinBox(this))
    , m_spareLabel(new QLabel(this))
{
    const QString prefix = sideCode(side);
    setObjectName(prefix + QStringLiteral("Builder"));
    m_libraryTree->setObjectName(QStringLiteral("libraryTree"));
    m_armyTree->setObjectName(QStringLiteral("armyTree"));
    m_add->setObjectName(QStringLiteral("addButton"));
    m_remove->setObjectName(QStringLiteral("removeButton"));
    m_budgetLabel->setObjectName(QStringLiteral("budgetLabel"));
    m_unitsLabel->setObjectName(QStringLiteral("unitsLabel"));
    m_kingLabel->setObjectName(QStringLiteral("kingLabel"));
    m_bases->setObjectName(QStringLiteral("basesSpin"));
    m_spareLabel->setObjectName(QStringLiteral("spareLabel"));

    QFont title = m_title->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.15);
    m_title->setFont(title);
    m_title->setStyleSheet(QStringLiteral("color: %1").arg(LwText::colour(side).name()));
    QFont big = m_budgetLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_budgetLabel->setFont(big);

    for (QTreeWidget *tree : {m_libraryTree, m_armyTree}) {
        tree->setRootIsDecorated(false);
        tree->setUniformRowHeights(true);
        tree->setAllColumnsShowFocus(true);
        tree->installEventFilter(this);
        tree->header()->setStretchLastSection(false);
        tree->setMinimumHeight(fontMetrics().height() * 4);
    }
    m_libraryTree->setColumnCount(LibColumns);
    m_libraryTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_libraryTree->header()->setSectionResizeMode(LibName, QHeaderView::Stretch);
    m_armyTree->setColumnCount(ArmyColumns);
    m_armyTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_armyTree->header()->setSectionResizeMode(ArmyName, QHeaderView::Stretch);
    m_libraryLabel->setBuddy(m_libraryTree);
    m_armyLabel->setBuddy(m_armyTree);
    m_bases->setRange(0, 40);
    m_bases->setValue(10);
    m_basesLabel->setBuddy(m_bases);
    for (QPushButton *b : {m_add, m_remove})
        b->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_libraryLabel);
    layout->addWidget(m_libraryTree, 3);
    // The army's heading and the buttons share a row, and the lists are four lines high at
    // least: the New Game dialog fits a 1280x680 window (issue 12).
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_armyLabel, 1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    layout->addLayout(buttons);
    layout->addWidget(m_armyTree, 2);
    auto *summary = new QHBoxLayout;
    summary->addWidget(m_budgetLabel);
    summary->addStretch(1);
    summary->addWidget(m_unitsLabel);
    summary->addSpacing(12);
    summary->addWidget(m_kingLabel);
    layout->addLayout(summary);
    auto *bases = new QHBoxLayout;
    bases->addWidget(m_basesLabel);
    bases->addWidget(m_bases);
    bases->addWidget(m_spareLabel, 1);
    layout->addLayout(bases);

    connect(m_add, &QPushButton::clicked, this, &LwArmyBuilder::addSelected);
    connect(m_remove, &QPushButton::clicked, this, &LwArmyBuilder::removeSelected);
    connect(m_libraryTree, &QTreeWidget::itemDoubleClicked, this, &LwArmyBuilder::addSelected);
    connect(m_armyTree, &QTreeWidget::itemDoubleClicked, this, &LwArmyBuilder::removeSelected);
    connect(m_bases, &QSpinBox::valueChanged, this, [this] {
        updateSummary();
        Q_EMIT changed();
    });
    retranslateUi();
}

LwArmyBuilder::~LwArmyBuilder() = default;

void LwArmyBuilder::setLibrary(const LwCardLibrary &library)
{
    m_library = library;
    // Cards the new library lacks leave the army.
    auto known = [this](const QString &id) {
        return m_library.find(id) != nullptr;
    };
    m_units.removeIf([&](const QString &id) { return !known(id); });
    m_tactics.removeIf([&](const QString &id) { return !known(id); });
    fillLibrary();
    fillArmy();
}

void LwArmyBuilder::setBudget(int budget)
{
    m_budget = budget;
    updateSummary();
}

QJsonObject LwArmyBuilder::army() const
{
    return {{QStringLiteral("units"), QJsonArray::fromStringList(m_units)},
            {QStringLiteral("tactics"), QJsonArray::fromStringList(m_tactics)},
            {QStringLiteral("bases"), m_bases->value()}};
}

void LwArmyBuilder::setArmy(const QJsonObject &army)
{
    m_units = toStrings(army.value(QStringLiteral("units")));
    m_tactics = toStrings(army.value(QStringLiteral("tactics")));
    {
        const QSignalBlocker blocker(m_bases);
        m_bases->setValue(army.value(QStringLiteral("bases")).toInt(10));
    }
    fillArmy();
}

int LwArmyBuilder::bases() const
{
    return m_bases->value();
}

int LwArmyBuilder::spent() const
{
    int total = 0;
    for (const QStringList &ids : {m_units, m_tactics})
        for (const QString &id : ids)
            if (const LwCard *c = m_library.find(id))
                total += c->budgetCost();
    return total;
}

int LwArmyBuilder::unknownCosts() const
{
    int n = 0;
    for (const QStringList &ids : {m_units, m_tactics})
        for (const QString &id : ids)
            if (const LwCard *c = m_library.find(id); c && !c->king && !c->cost)
                ++n;
    return n;
}

int LwArmyBuilder::kings() const
{
    int n = 0;
    for (const QString &id : m_units)
        if (const LwCard *c = m_library.find(id); c && c->king)
            ++n;
    return n;
}

bool LwArmyBuilder::addCard(const QString &id)
{
    const LwCard *c = m_library.find(id);
    if (!c)
        return false;
    (c->isUnit() ? m_units : m_tactics).append(id);
    fillArmy(id);
    Q_EMIT changed();
    return true;
}

bool LwArmyBuilder::removeCard(const QString &id)
{
    QStringList &list = m_units.contains(id) ? m_units : m_tactics;
    const qsizetype at = list.lastIndexOf(id);
    if (at < 0)
        return false;
    list.removeAt(at);
    fillArmy(list.contains(id) ? id : QString());
    Q_EMIT changed();
    return true;
}

void LwArmyBuilder::addSelected()
{
    if (QTreeWidgetItem *item = m_libraryTree->currentItem())
        addCard(item->data(0, Qt::UserRole).toString());
}

void LwArmyBuilder::removeSelected()
{
    QTreeWidgetItem *item = m_armyTree->currentItem();
    if (!item)
        return;
    const int row = m_armyTree->indexOfTopLevelItem(item);
    removeCard(item->data(0, Qt::UserRole).toString());
    // Keep the focus on a line of the army so that Delete can go on.
    if (!m_armyTree->currentItem() && m_armyTree->topLevelItemCount() > 0)
        m_armyTree->setCurrentItem(
            m_armyTree->topLevelItem(qMin(row, m_armyTree->topLevelItemCount() - 1)));
}

bool LwArmyBuilder::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (watched == m_libraryTree && (key == Qt::Key_Return || key == Qt::Key_Enter ||
                                         key == Qt::Key_Plus || key == Qt::Key_Insert)) {
            addSelected();
            return true;
        }
        if (watched == m_armyTree &&
            (key == Qt::Key_Delete || key == Qt::Key_Minus || key == Qt::Key_Backspace)) {
            removeSelected();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LwArmyBuilder::fillLibrary()
{
    const QString current = m_libraryTree->currentItem()
                                ? m_libraryTree->currentItem()->data(0, Qt::UserRole).toString()
                                : QString();
    m_libraryTree->clear();
    // Units first (the king on top), then the tactics tiles.
    QList<const LwCard *> order;
    for (const LwCard &c : m_library.cards())
        if (c.isUnit() && c.king)
            order.append(&c);
    for (const LwCard &c : m_library.cards())
        if (c.isUnit() && !c.king)
            order.append(&c);
    for (const LwCard &c : m_library.cards())
        if (c.isTactic())
            order.append(&c);
    for (const LwCard *c : order) {
        auto *item = new QTreeWidgetItem(m_libraryTree);
        item->setData(0, Qt::UserRole, c->id);
        if (c->isTactic()) {
            item->setText(LibName, tr("%1 (tactics)").arg(LwText::cardName(*c)));
            item->setText(LibCost, LwText::figure(c->cost));
            item->setToolTip(LibName, c->text.text(Translations::current()));
        } else {
            item->setText(LibName, c->king ? tr("%1 (king)").arg(LwText::cardName(*c))
                                           : LwText::cardName(*c));
            item->setText(LibCost, c->king ? QStringLiteral("0") : LwText::figure(c->cost));
            item->setText(LibAttack, LwText::figure(c->attack));
            item->setText(LibMove, LwText::figure(c->move));
            item->setText(LibSkills, LwText::skills(c->skills));
        }
        for (int col = LibCost; col < LibSkills; ++col)
            item->setTextAlignment(col, Qt::AlignCenter);
        if (c->id == current)
            m_libraryTree->setCurrentItem(item);
    }
    if (!m_libraryTree->currentItem() && m_libraryTree->topLevelItemCount() > 0)
        m_libraryTree->setCurrentItem(m_libraryTree->topLevelItem(0));
}

void LwArmyBuilder::fillArmy(const QString &select)
{
    const QString current = !select.isEmpty() ? select
                            : m_armyTree->currentItem()
                                ? m_armyTree->currentItem()->data(0, Qt::UserRole).toString()
                                : QString();
    m_armyTree->clear();
    QStringList order; // first appearance, units before tactics
    for (const QStringList &ids : {m_units, m_tactics})
        for (const QString &id : ids)
            if (!order.contains(id))
                order.append(id);
    for (const QString &id : order) {
        const LwCard *c = m_library.find(id);
        const int count = int(m_units.count(id) + m_tactics.count(id));
        auto *item = new QTreeWidgetItem(m_armyTree);
        item->setData(0, Qt::UserRole, id);
        const QString name = c ? LwText::cardName(*c) : id;
        item->setText(ArmyName, c && c->isTactic() ? tr("%1 (tactics)").arg(name) : name);
        item->setText(ArmyCount, QStringLiteral("× %1").arg(count));
        if (c && (c->king || c->cost))
            item->setText(ArmyCost, QString::number(c->budgetCost() * count));
        else
            item->setText(ArmyCost, QStringLiteral("?"));
        item->setTextAlignment(ArmyCount, Qt::AlignCenter);
        item->setTextAlignment(ArmyCost, Qt::AlignCenter);
        if (id == current)
            m_armyTree->setCurrentItem(item);
    }
    updateSummary();
}

void LwArmyBuilder::updateSummary()
{
    const int spentNow = spent();
    const int left = m_budget - spentNow;
    const bool over = left < 0;
    m_budgetLabel->setText(over ? tr("%1 over %2").arg(-left).arg(m_budget)
                                : tr("%1 of %2 left").arg(left).arg(m_budget));
    m_budgetLabel->setToolTip(
        tr("Cost spent: %1 of the budget %2 (lw.army.budget)").arg(spentNow).arg(m_budget));
    m_budgetLabel->setStyleSheet(over ? QStringLiteral("color: #b03a2e") : QString());
    const int units = int(m_units.size());
    m_unitsLabel->setText(tr("%1 / %2 units").arg(units).arg(kUnitLimit));
    m_unitsLabel->setStyleSheet(
        units > kUnitLimit ? QStringLiteral("color: #b03a2e; font-weight: bold") : QString());
    const int k = kings();
    m_kingLabel->setText(k == 1 ? tr("King ✓") : k == 0 ? tr("No king") : tr("%1 kings").arg(k));
    m_kingLabel->setStyleSheet(k == 1 ? QStringLiteral("color: #2e7d4f")
                                      : QStringLiteral("color: #b03a2e; font-weight: bold"));
    const int spare = m_bases->value() - units;
    m_spareLabel->setText(spare >= 0 ? tr("→ %1 spare bases").arg(spare)
                                     : tr("→ %1 bases short").arg(-spare));
    m_spareLabel->setStyleSheet(spare < 0 ? QStringLiteral("color: #b03a2e") : QString());
    m_remove->setEnabled(m_armyTree->topLevelItemCount() > 0);
}

void LwArmyBuilder::retranslateUi()
{
    m_title->setText(LwText::army(m_side));
    m_libraryLabel->setText(tr("Units and tactics (Enter or + adds):"));
    m_armyLabel->setText(tr("Army (Delete or − takes out):"));
    m_add->setText(tr("+ Add"));
    m_add->setToolTip(tr("Add the selected unit or tactics tile to the army"));
    m_remove->setText(tr("− Take out"));
    m_remove->setToolTip(tr("Take one of the selected card out of the army"));
    m_libraryTree->setHeaderLabels(
        {tr("Unit / tile"), tr("Cost"), tr("Attack", "unit figure"), tr("MOVE"), tr("Skills")});
    m_armyTree->setHeaderLabels({tr("In the army"), tr("Count"), tr("Cost")});
    m_basesLabel->setText(tr("Bases of this colour:"));
    m_bases->setToolTip(tr("The unit bases of this colour in your box (lw.army.bases)"));
    fillLibrary();
    fillArmy();
}

void LwArmyBuilder::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
