// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowDeckDialog.h"

#include "Translations.h"
#include "lordsofwar/LowDeck.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz::low {

namespace {

constexpr int kIdRole = Qt::UserRole;

// The arrows of a card in one line: "N5 NE3 NW3".
QString arrowsText(const LowCard &c)
{
    QStringList parts;
    for (int d = 0; d < kDirections; ++d)
        if (c.attack[d] > 0)
            parts.append(directionCode(d) + QString::number(c.attack[d]));
    return parts.join(QLatin1Char(' '));
}

} // namespace

LowDeckDialog::LowDeckDialog(const LowCardLibrary &library, QWidget *parent)
    : QDialog(parent)
    , m_library(library)
{
    setObjectName(QStringLiteral("lowDeckDialog"));
    buildUi();
    retranslateUi();
    const QStringList armies = m_library.armies();
    setDeck(armies.isEmpty() ? QString() : armies.first());
}

LowDeckDialog::~LowDeckDialog() = default;

void LowDeckDialog::buildUi()
{
    resize(900, 620);
    auto *main = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    main->addLayout(top);
    m_armyLabel = new QLabel(this);
    m_armyCombo = new QComboBox(this);
    m_armyCombo->setObjectName(QStringLiteral("armyCombo"));
    m_armyLabel->setBuddy(m_armyCombo);
    m_resetButton = new QPushButton(this);
    m_resetButton->setObjectName(QStringLiteral("resetButton"));
    m_resetButton->setAutoDefault(false);
    top->addWidget(m_armyLabel);
    top->addWidget(m_armyCombo, 1);
    top->addWidget(m_resetButton);

    auto *grid = new QGridLayout;
    main->addLayout(grid, 1);
    m_deckLabel = new QLabel(this);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("deckTree"));
    m_tree->setColumnCount(1);
    m_tree->setHeaderHidden(true);
    m_deckLabel->setBuddy(m_tree);
    grid->addWidget(m_deckLabel, 0, 0);
    grid->addWidget(m_tree, 1, 0, 3, 1);

    m_replacementsLabel = new QLabel(this);
    auto *filters = new QHBoxLayout;
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("sourceCombo"));
    m_sameRank = new QCheckBox(this);
    m_sameRank->setObjectName(QStringLiteral("sameRankBox"));
    m_sameRank->setChecked(true);
    filters->addWidget(m_source, 1);
    filters->addWidget(m_sameRank);
    m_replacements = new QListWidget(this);
    m_replacements->setObjectName(QStringLiteral("replacementList"));
    m_replacementsLabel->setBuddy(m_replacements);
    m_swapButton = new QPushButton(this);
    m_swapButton->setObjectName(QStringLiteral("swapButton"));
    m_swapButton->setAutoDefault(false);
    grid->addWidget(m_replacementsLabel, 0, 1);
    grid->addLayout(filters, 1, 1);
    grid->addWidget(m_replacements, 2, 1);
    grid->addWidget(m_swapButton, 3, 1, Qt::AlignRight);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    m_findingsLabel = new QLabel(this);
    m_findingsList = new QListWidget(this);
    m_findingsList->setObjectName(QStringLiteral("findingsList"));
    m_findingsList->setWordWrap(true);
    m_findingsList->setMaximumHeight(130);
    m_findingsLabel->setBuddy(m_findingsList);
    main->addWidget(m_findingsLabel);
    main->addWidget(m_findingsList);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    main->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setTabOrder(m_armyCombo, m_resetButton);
    setTabOrder(m_resetButton, m_tree);
    setTabOrder(m_tree, m_source);
    setTabOrder(m_source, m_sameRank);
    setTabOrder(m_sameRank, m_replacements);
    setTabOrder(m_replacements, m_swapButton);
    setTabOrder(m_swapButton, m_findingsList);

    fillArmies();
    connect(m_armyCombo, &QComboBox::activated, this, [this] {
        const QString army = m_armyCombo->currentData().toString();
        if (army != m_army)
            setDeck(army);
    });
    connect(m_resetButton, &QPushButton::clicked, this, &LowDeckDialog::resetToCore);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { fillReplacements(); });
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] { fillReplacements(); });
    connect(m_sameRank, &QCheckBox::toggled, this, [this] { fillReplacements(); });
    connect(m_replacements, &QListWidget::currentRowChanged, this, [this] {
        m_swapButton->setEnabled(!selectedDeckCard().isEmpty() &&
                                 m_replacements->currentItem() != nullptr);
    });
    connect(m_replacements, &QListWidget::itemDoubleClicked, this, [this] { swapSelected(); });
    // Enter in the deck goes to the replacements, Enter there swaps: neither closes the dialog.
    m_tree->installEventFilter(this);
    m_replacements->installEventFilter(this);
    connect(m_swapButton, &QPushButton::clicked, this, &LowDeckDialog::swapSelected);
}

void LowDeckDialog::fillArmies()
{
    const QSignalBlocker blocker(m_armyCombo);
    const Lang lang = Translations::current();
    m_armyCombo->clear();
    for (const QString &army : m_library.armies())
        m_armyCombo->addItem(armyName(army).text(lang), army);
    if (!m_army.isEmpty() && m_armyCombo->findData(m_army) < 0)
        m_armyCombo->addItem(armyName(m_army).text(lang), m_army);
    m_armyCombo->setCurrentIndex(qMax(0, m_armyCombo->findData(m_army)));
}

void LowDeckDialog::setPlayerName(const QString &name)
{
    m_player = name;
    retranslateUi();
}

void LowDeckDialog::setDeck(const QString &army, const QStringList &cards)
{
    m_army = army;
    m_cards = cards.isEmpty() ? m_library.coreDeck(army) : cards;
    fillArmies();
    fillTree();
    updateFindings();
}

void LowDeckDialog::resetToCore()
{
    setDeck(m_army);
}

QJsonObject LowDeckDialog::deck() const
{
    return QJsonObject{{QStringLiteral("army"), m_army},
                       {QStringLiteral("cards"), QJsonArray::fromStringList(m_cards)}};
}

QString LowDeckDialog::cardLine(const LowCard &c) const
{
    const Lang lang = Translations::current();
    QString line = tr("%1 (%2, %3, defence %4, %5)")
                       .arg(faceName(m_library, c.id).text(lang), armyName(c.army).text(lang),
                            className(c.cls).text(lang))
                       .arg(c.defence)
                       .arg(arrowsText(c));
    if (c.shoots())
        line += QLatin1Char(' ') + tr("ranged %1").arg(c.rangedDamage);
    return line;
}

void LowDeckDialog::fillTree(const QString &select)
{
    const QString keep = select.isEmpty() ? selectedDeckCard() : select;
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    const Lang lang = Translations::current();
    // Distinct ids in library order, then the unknown ones.
    QList<QString> order;
    for (const LowCard &c : m_library.cards())
        if (m_cards.contains(c.id))
            order.append(c.id);
    QStringList unknown;
    for (const QString &id : m_cards)
        if (!m_library.find(id) && !unknown.contains(id))
            unknown.append(id);
    QTreeWidgetItem *current = nullptr;
    for (Rank group : kRankGroups) {
        int have = 0;
        auto *top = new QTreeWidgetItem(m_tree);
        top->setFlags(Qt::ItemIsEnabled);
        for (const QString &id : order) {
            const LowCard *c = m_library.find(id);
            if (rankGroup(c->rank) != group)
                continue;
            const int n = int(m_cards.count(id));
            have += n;
            auto *item = new QTreeWidgetItem(top);
            QString text = tr("%1 × %2").arg(n).arg(cardLine(*c));
            if (c->isGeneral())
                text += QStringLiteral(" — ") + tr("General");
            item->setText(0, text);
            item->setData(0, kIdRole, id);
            if (id == keep)
                current = item;
        }
        const int want = groupCount(group);
        top->setText(0, QStringLiteral("%1%2: %3 / %4")
                            .arg(have == want ? QString() : QStringLiteral("⚠ "),
                                 rankGroupName(group).text(lang))
                            .arg(have)
                            .arg(want));
        top->setExpanded(true);
    }
    if (!unknown.isEmpty()) {
        auto *top = new QTreeWidgetItem(m_tree);
        top->setFlags(Qt::ItemIsEnabled);
        top->setText(0, QStringLiteral("⚠ ") + tr("Not in the card library"));
        for (const QString &id : unknown) {
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, tr("%1 × %2").arg(m_cards.count(id)).arg(id));
            item->setData(0, kIdRole, id);
            if (id == keep)
                current = item;
        }
        top->setExpanded(true);
    }
    m_deckLabel->setText(tr("&Deck: %1 of 36 cards").arg(m_cards.size()));
    if (current)
        m_tree->setCurrentItem(current);
    fillReplacements();
}

QString LowDeckDialog::selectedDeckCard() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, kIdRole).toString() : QString();
}

QTreeWidgetItem *LowDeckDialog::deckItem(const QString &id) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = m_tree->topLevelItem(i);
        for (int j = 0; j < top->childCount(); ++j)
            if (top->child(j)->data(0, kIdRole).toString() == id)
                return top->child(j);
    }
    return nullptr;
}

int LowDeckDialog::replacementRow(const QString &id) const
{
    for (int row = 0; row < m_replacements->count(); ++row)
        if (m_replacements->item(row)->data(kIdRole).toString() == id)
            return row;
    return -1;
}

void LowDeckDialog::fillReplacements()
{
    const QString keep = m_replacements->currentItem()
                             ? m_replacements->currentItem()->data(kIdRole).toString()
                             : QString();
    const QSignalBlocker blocker(m_replacements);
    m_replacements->clear();
    const QString from = selectedDeckCard();
    const LowCard *fromCard = m_library.find(from);
    const bool allArmies = m_source->currentIndex() == 1;
    const Lang lang = Translations::current();
    for (const LowCard &c : m_library.cards()) {
        if (c.id == from)
            continue;
        if (!allArmies && c.army != m_army)
            continue;
        if (m_sameRank->isChecked() && fromCard && rankGroup(c.rank) != rankGroup(fromCard->rank))
            continue;
        QString text = QStringLiteral("%1 — %2").arg(rankName(c.rank).text(lang), cardLine(c));
        if (c.army != m_army)
            text += QStringLiteral(" — ") + tr("mercenary");
        auto *item = new QListWidgetItem(text, m_replacements);
        item->setData(kIdRole, c.id);
        if (c.id == keep)
            m_replacements->setCurrentItem(item);
    }
    m_replacements->setEnabled(!from.isEmpty());
    m_swapButton->setEnabled(!from.isEmpty() && m_replacements->currentItem() != nullptr);
}

bool LowDeckDialog::swapSelected()
{
    const QString from = selectedDeckCard();
    const QListWidgetItem *to = m_replacements->currentItem();
    if (from.isEmpty() || !to)
        return false;
    const QString toId = to->data(kIdRole).toString();
    const qsizetype i = m_cards.indexOf(from);
    if (i < 0)
        return false;
    m_cards[i] = toId;
    // The selection stays on the card swapped out while copies remain, else on the new one;
    // the replacement stays selected (the focus stays where it was).
    fillTree(m_cards.contains(from) ? from : toId);
    const int row = replacementRow(toId);
    if (row >= 0)
        m_replacements->setCurrentRow(row);
    updateFindings();
    return true;
}

void LowDeckDialog::updateFindings()
{
    m_findings = checkDeck(m_library, m_army, m_cards);
    m_findingsList->clear();
    const Lang lang = Translations::current();
    int warnings = 0;
    for (const Finding &f : m_findings) {
        const bool warning = f.severity == Severity::Warning;
        warnings += warning ? 1 : 0;
        auto *item =
            new QListWidgetItem(QStringLiteral("%1 %2  [%3]")
                                    .arg(warning ? QStringLiteral("⚠") : QStringLiteral("ℹ"),
                                         f.message.text(lang), f.ruleId),
                                m_findingsList);
        item->setData(kIdRole, f.ruleId);
        if (warning)
            item->setForeground(QColor(0xb0, 0x3a, 0x2e));
    }
    if (m_findings.isEmpty())
        new QListWidgetItem(tr("The core deck of the army, as the rulebook builds it."),
                            m_findingsList);
    m_findingsLabel->setText(warnings == 0 ? tr("&Checks: no warning")
                                           : tr("&Checks: %1 warning(s); the deck can still be "
                                                "used")
                                                 .arg(warnings));
}

bool LowDeckDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (watched == m_tree && !selectedDeckCard().isEmpty()) {
                m_replacements->setFocus(Qt::TabFocusReason);
                if (!m_replacements->currentItem() && m_replacements->count() > 0)
                    m_replacements->setCurrentRow(0);
                return true;
            }
            if (watched == m_replacements) {
                swapSelected();
                return true;
            }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void LowDeckDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void LowDeckDialog::retranslateUi()
{
    setWindowTitle(m_player.isEmpty() ? tr("Deck") : tr("Deck of %1").arg(m_player));
    m_armyLabel->setText(tr("&Army:"));
    m_resetButton->setText(tr("&Reset to core deck"));
    m_resetButton->setToolTip(tr("Put back the army's core deck from the card library (Alt+R)"));
    m_replacementsLabel->setText(tr("Re&placement:"));
    {
        const QSignalBlocker blocker(m_source);
        const int i = m_source->currentIndex();
        m_source->clear();
        m_source->addItems({tr("From the same army"), tr("From any army (mercenaries)")});
        m_source->setCurrentIndex(qMax(0, i));
    }
    m_sameRank->setText(tr("Same ran&k only"));
    m_sameRank->setToolTip(tr("Customising swaps a card for one of the same rank; another rank "
                              "is allowed but warned"));
    m_swapButton->setText(tr("&Swap one"));
    m_swapButton->setToolTip(
        tr("Replace one copy of the selected deck card with the selected replacement (Enter)"));
    m_tree->setAccessibleName(tr("Deck by rank"));
    fillArmies();
    if (!m_army.isEmpty() || !m_cards.isEmpty()) {
        fillTree();
        updateFindings();
    }
}

} // namespace kbz::low
