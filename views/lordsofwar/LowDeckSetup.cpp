// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowDeckSetup.h"

#include "LowDeckDialog.h"
#include "Translations.h"
#include "lordsofwar/LowDeck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <utility>

namespace kbz::low {

LowDeckSetup::LowDeckSetup(QWidget *parent)
    : GameSetupPage(parent)
    , m_library(LowCardLibrary::shipped())
{
    setObjectName(QStringLiteral("lowDeckSetup"));
    auto *main = new QVBoxLayout(this);
    main->setContentsMargins(0, 0, 0, 0);
    m_deckGrid = new QGridLayout;
    main->addLayout(m_deckGrid);
    m_form = new QFormLayout;
    main->addLayout(m_form);
    m_mat = new QComboBox(this);
    m_mat->setObjectName(QStringLiteral("lowMatCombo"));
    m_intermediate = new QCheckBox(this);
    m_intermediate->setObjectName(QStringLiteral("lowIntermediateBox"));
    m_cardsToWin = new QSpinBox(this);
    m_cardsToWin->setObjectName(QStringLiteral("lowCardsToWinSpin"));
    m_cardsToWin->setRange(1, 200);
    m_commandersToWin = new QSpinBox(this);
    m_commandersToWin->setObjectName(QStringLiteral("lowCommandersToWinSpin"));
    m_commandersToWin->setRange(1, 60);
    for (QWidget *w : std::initializer_list<QWidget *>{m_mat, m_intermediate}) {
        auto *label = new QLabel(this);
        label->setBuddy(w);
        m_form->addRow(label, w);
    }
    // Both thresholds on one row: the dialog fits a 1280x680 window with six players too.
    m_cardsLabel = new QLabel(this);
    m_cardsLabel->setBuddy(m_cardsToWin);
    m_commandersLabel = new QLabel(this);
    m_commandersLabel->setBuddy(m_commandersToWin);
    auto *thresholds = new QHBoxLayout;
    thresholds->addWidget(m_cardsToWin);
    thresholds->addSpacing(fontMetrics().averageCharWidth() * 2);
    thresholds->addWidget(m_commandersLabel);
    thresholds->addWidget(m_commandersToWin);
    thresholds->addStretch(1);
    m_form->addRow(m_cardsLabel, thresholds);
    retranslateUi();
    // Programmatic changes are made under a QSignalBlocker: a signal here is the user's.
    connect(m_mat, &QComboBox::currentIndexChanged, this, [this] {
        m_matEdited = true;
        Q_EMIT changed();
    });
    connect(m_intermediate, &QCheckBox::toggled, this, &LowDeckSetup::changed);
    for (QSpinBox *spin : {m_cardsToWin, m_commandersToWin})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            m_thresholdsEdited = true;
            Q_EMIT changed();
        });
    setPlayers({QString(), QString()});
}

LowDeckSetup::~LowDeckSetup() = default;

int LowDeckSetup::defaultCardsToWin(int players)
{
    return players >= 6 ? 50 : (players >= 4 ? 30 : 20);
}

int LowDeckSetup::defaultCommandersToWin(int players)
{
    return players >= 6 ? 9 : (players >= 4 ? 7 : 4);
}

int LowDeckSetup::sideOfSeat(int players, int seat)
{
    if (players == 3)
        return seat == 0 ? 0 : 1;
    return seat % 2;
}

QString LowDeckSetup::defaultArmy(int side) const
{
    const QStringList armies = m_library.armies();
    const QString wanted = side == 0 ? QStringLiteral("orc") : QStringLiteral("dwarf");
    if (armies.contains(wanted))
        return wanted;
    return armies.value(side, armies.value(0));
}

void LowDeckSetup::setLibrary(const LowCardLibrary &library)
{
    const LowCardLibrary before = std::exchange(m_library, library);
    for (int i = 0; i < m_decks.size(); ++i) {
        Deck &d = m_decks[i];
        // A core deck stays the army's core deck of the new library.
        if (d.cards == before.coreDeck(d.army))
            d.cards.clear();
        bool known = m_library.armies().contains(d.army);
        for (const QString &id : d.cards)
            known = known && m_library.find(id);
        if (!known) {
            d.army = defaultArmy(sideOfSeat(playerCount(), i));
            d.cards.clear();
        }
        if (d.cards.isEmpty())
            d.cards = m_library.coreDeck(d.army);
        fillArmyCombo(d);
        updateRow(i);
    }
    Q_EMIT changed();
}

void LowDeckSetup::setPlayers(const QStringList &names)
{
    const int before = playerCount();
    m_names = names;
    const int decks = names.size() == 3 ? 2 : int(names.size());
    if (decks != m_decks.size() || before != names.size()) {
        // Decks keep what was chosen while their row stays; a new row gets its side's army.
        while (m_decks.size() > decks)
            m_decks.removeLast();
        while (m_decks.size() < decks) {
            Deck d;
            d.army = defaultArmy(sideOfSeat(int(names.size()), int(m_decks.size())));
            d.cards = m_library.coreDeck(d.army);
            m_decks.append(d);
        }
        rebuildRows();
        followPlayerCount();
    } else {
        for (int i = 0; i < m_decks.size(); ++i)
            if (m_decks.at(i).label)
                m_decks.at(i).label->setText(rowLabel(i));
    }
    Q_EMIT changed();
}

void LowDeckSetup::followPlayerCount()
{
    const int n = playerCount();
    if (!m_thresholdsEdited) {
        const QSignalBlocker a(m_cardsToWin);
        const QSignalBlocker b(m_commandersToWin);
        m_cardsToWin->setValue(defaultCardsToWin(n));
        m_commandersToWin->setValue(defaultCommandersToWin(n));
    }
    if (!m_matEdited) {
        const QSignalBlocker blocker(m_mat);
        m_mat->setCurrentIndex(defaultUnlimited(n) ? 1 : 0);
    }
}

QString LowDeckSetup::rowLabel(int deck) const
{
    const int n = playerCount();
    auto name = [this](int seat) {
        const QString s = m_names.value(seat).trimmed();
        return s.isEmpty() ? tr("Player %1").arg(seat + 1) : s;
    };
    if (n == 3 && deck == 1)
        return tr("%1 and %2 (team, one deck):").arg(name(1), name(2));
    const QString side = sideOfSeat(n, deck) == 0 ? tr("side 1") : tr("side 2");
    return tr("%1 (%2):").arg(name(deck), side);
}

void LowDeckSetup::rebuildRows()
{
    // The widgets of every row are made anew (a few rows; the focus is on the player count).
    while (QLayoutItem *item = m_deckGrid->takeAt(0)) {
        if (QWidget *w = item->widget())
            w->deleteLater();
        delete item;
    }
    for (int i = 0; i < m_decks.size(); ++i) {
        Deck &d = m_decks[i];
        d.label = new QLabel(this);
        d.combo = new QComboBox(this);
        d.combo->setObjectName(QStringLiteral("lowArmyCombo%1").arg(i));
        d.label->setBuddy(d.combo);
        d.button = new QPushButton(this);
        d.button->setObjectName(QStringLiteral("lowDeckButton%1").arg(i));
        d.button->setAutoDefault(false);
        d.status = new QLabel(this);
        d.status->setObjectName(QStringLiteral("lowDeckStatus%1").arg(i));
        // Four decks or more: two per row (the team battles), so the dialog stays low.
        const int perRow = m_decks.size() > 3 ? 2 : 1;
        const int row = i / perRow;
        const int column = (i % perRow) * 4;
        m_deckGrid->addWidget(d.label, row, column);
        m_deckGrid->addWidget(d.combo, row, column + 1);
        m_deckGrid->addWidget(d.button, row, column + 2);
        m_deckGrid->addWidget(d.status, row, column + 3);
        fillArmyCombo(d);
        connect(d.combo, &QComboBox::currentIndexChanged, this, [this, i] {
            Deck &deck = m_decks[i];
            const QString army = deck.combo->currentData().toString();
            if (army == deck.army)
                return;
            deck.army = army;
            deck.cards = m_library.coreDeck(army);
            updateRow(i);
            Q_EMIT changed();
        });
        connect(d.button, &QPushButton::clicked, this, [this, i] { openDeck(i); });
        updateRow(i);
    }
    for (int column : {1, 3, 5, 7})
        m_deckGrid->setColumnStretch(column, column < 4 || m_decks.size() > 3 ? 1 : 0);
    // Tab: each row's army, then its Deck… button.
    QWidget *previous = m_tabAnchor;
    for (const Deck &d : m_decks) {
        if (previous)
            setTabOrder(previous, d.combo);
        setTabOrder(d.combo, d.button);
        previous = d.button;
    }
    if (previous)
        setTabOrder(previous, m_mat);
    setTabOrder(m_mat, m_intermediate);
    setTabOrder(m_intermediate, m_cardsToWin);
    setTabOrder(m_cardsToWin, m_commandersToWin);
}

void LowDeckSetup::fillArmyCombo(Deck &deck)
{
    if (!deck.combo)
        return;
    const QSignalBlocker blocker(deck.combo);
    const Lang lang = Translations::current();
    deck.combo->clear();
    for (const QString &army : m_library.armies())
        deck.combo->addItem(armyName(army).text(lang), army);
    deck.combo->setCurrentIndex(qMax(0, deck.combo->findData(deck.army)));
}

void LowDeckSetup::updateRow(int i)
{
    Deck &d = m_decks[i];
    if (!d.status)
        return;
    d.label->setText(rowLabel(i));
    d.button->setText(tr("&Deck…"));
    d.button->setToolTip(tr("See the deck by rank and swap cards (customising, mercenaries)"));
    const QList<Finding> findings = checkDeck(m_library, d.army, d.cards);
    int warnings = 0;
    for (const Finding &f : findings)
        warnings += f.severity == Severity::Warning ? 1 : 0;
    QStringList lines;
    const Lang lang = Translations::current();
    for (const Finding &f : findings)
        lines.append(f.message.text(lang));
    if (d.cards == m_library.coreDeck(d.army))
        d.status->setText(tr("core deck"));
    else if (warnings == 0)
        d.status->setText(tr("customised"));
    else
        d.status->setText(QStringLiteral("⚠ ") + tr("customised, %1 warning(s)").arg(warnings));
    d.status->setToolTip(lines.join(QLatin1Char('\n')));
}

QComboBox *LowDeckSetup::armyCombo(int deck) const
{
    return deck >= 0 && deck < m_decks.size() ? m_decks.at(deck).combo : nullptr;
}

QPushButton *LowDeckSetup::deckButton(int deck) const
{
    return deck >= 0 && deck < m_decks.size() ? m_decks.at(deck).button : nullptr;
}

QLabel *LowDeckSetup::deckStatus(int deck) const
{
    return deck >= 0 && deck < m_decks.size() ? m_decks.at(deck).status : nullptr;
}

QString LowDeckSetup::deckArmy(int deck) const
{
    return m_decks.value(deck).army;
}

QStringList LowDeckSetup::deckCards(int deck) const
{
    return m_decks.value(deck).cards;
}

void LowDeckSetup::setDeck(int deck, const QString &army, const QStringList &cards)
{
    if (deck < 0 || deck >= m_decks.size())
        return;
    Deck &d = m_decks[deck];
    d.army = army;
    d.cards = cards.isEmpty() ? m_library.coreDeck(army) : cards;
    fillArmyCombo(d);
    updateRow(deck);
    Q_EMIT changed();
}

void LowDeckSetup::setCards(const std::optional<QJsonArray> &cards)
{
    QString why;
    const std::optional<LowCardLibrary> library =
        cards ? LowCardLibrary::fromJson(*cards, &why) : std::nullopt;
    setLibrary(library ? *library : LowCardLibrary::shipped());
}

void LowDeckSetup::setTabAnchor(QWidget *anchor)
{
    m_tabAnchor = anchor;
    rebuildRows();
}

LowDeckDialog *LowDeckSetup::openDeck(int deck)
{
    if (deck < 0 || deck >= m_decks.size())
        return nullptr;
    auto *dialog = new LowDeckDialog(m_library, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QString who = rowLabel(deck);
    if (who.endsWith(QLatin1Char(':')))
        who.chop(1);
    dialog->setPlayerName(who);
    dialog->setDeck(m_decks.at(deck).army, m_decks.at(deck).cards);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, deck] { setDeck(deck, dialog->army(), dialog->cards()); });
    dialog->open();
    return dialog;
}

QJsonObject LowDeckSetup::options() const
{
    QJsonArray decks;
    for (const Deck &d : m_decks)
        decks.append(QJsonObject{{QStringLiteral("army"), d.army},
                                 {QStringLiteral("cards"), QJsonArray::fromStringList(d.cards)}});
    return QJsonObject{
        {QStringLiteral("decks"), decks},
        {QStringLiteral("mat"),
         m_mat->currentIndex() == 1 ? QStringLiteral("unlimited") : QStringLiteral("standard")},
        {QStringLiteral("intermediate"), m_intermediate->isChecked()},
        {QStringLiteral("cardsToWin"), m_cardsToWin->value()},
        {QStringLiteral("commandersToWin"), m_commandersToWin->value()},
    };
}

void LowDeckSetup::setOptions(const QJsonObject &options)
{
    const QJsonArray decks = options.value(QStringLiteral("decks")).toArray();
    for (int i = 0; i < m_decks.size() && i < decks.size(); ++i) {
        const QJsonObject d = decks.at(i).toObject();
        const QString army = d.value(QStringLiteral("army")).toString();
        QStringList cards;
        for (const QJsonValue &v : d.value(QStringLiteral("cards")).toArray())
            cards.append(v.toString());
        bool known = m_library.armies().contains(army);
        for (const QString &id : cards)
            known = known && m_library.find(id);
        if (known) {
            m_decks[i].army = army;
            m_decks[i].cards = cards.isEmpty() ? m_library.coreDeck(army) : cards;
            fillArmyCombo(m_decks[i]);
            updateRow(i);
        }
    }
    const QString mat = options.value(QStringLiteral("mat")).toString();
    if (mat == QLatin1String("standard") || mat == QLatin1String("unlimited")) {
        const QSignalBlocker blocker(m_mat);
        m_mat->setCurrentIndex(mat == QLatin1String("unlimited") ? 1 : 0);
        m_matEdited = (m_mat->currentIndex() == 1) != defaultUnlimited(playerCount());
    }
    if (const QJsonValue v = options.value(QStringLiteral("intermediate")); v.isBool())
        m_intermediate->setChecked(v.toBool());
    const int n = playerCount();
    const QSignalBlocker a(m_cardsToWin);
    const QSignalBlocker b(m_commandersToWin);
    for (auto [spin, key] :
         {std::pair{m_cardsToWin, "cardsToWin"}, std::pair{m_commandersToWin, "commandersToWin"}}) {
        const int value = options.value(QLatin1String(key)).toInt(-1);
        if (value >= spin->minimum() && value <= spin->maximum())
            spin->setValue(value);
    }
    m_thresholdsEdited = m_cardsToWin->value() != defaultCardsToWin(n) ||
                         m_commandersToWin->value() != defaultCommandersToWin(n);
    Q_EMIT changed();
}

void LowDeckSetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LowDeckSetup::retranslateUi()
{
    {
        const QSignalBlocker blocker(m_mat);
        const int i = m_mat->currentIndex();
        m_mat->clear();
        m_mat->addItems({tr("Standard mat (7 × 6)"), tr("Unlimited battlefield")});
        m_mat->setCurrentIndex(qMax(0, i));
    }
    m_mat->setToolTip(tr("The unlimited battlefield has no edges; the team battles of 4 and 6 "
                         "players use it"));
    m_intermediate->setText(tr("Intermediate rules (cavalry recall, berserker advance)"));
    m_cardsToWin->setToolTip(
        tr("Enemy cards to destroy to win (20; 30 with 4 players, 50 with 6)"));
    m_commandersToWin->setToolTip(
        tr("Enemy commanders, the general included, to destroy to win (4; 7 with 4 players, 9 "
           "with 6)"));
    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_mat, tr("&Mat:"));
    label(m_intermediate, QString());
    m_cardsLabel->setText(tr("Cards to &win:"));
    m_commandersLabel->setText(tr("C&ommanders to win:"));
    for (int i = 0; i < m_decks.size(); ++i) {
        fillArmyCombo(m_decks[i]);
        updateRow(i);
    }
}

} // namespace kbz::low
