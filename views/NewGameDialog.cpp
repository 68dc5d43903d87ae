// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "NewGameDialog.h"
#include "core/GameName.h"
#include "core/ListText.h"

#include "CardLibraryDialogBase.h"
#include "GameSetupPage.h"
#include "NewGameMemory.h"
#include "PlayerNames.h"
#include "Translations.h"
#include "core/GameRegistry.h"
#include "registerGameViews.h"
#include "storage/CardStore.h"
#include "storage/GameCardLibrary.h"
#include "storage/Players.h"
#include "ui_NewGameDialog.h"

#include <QCompleter>
#include <QDate>
#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <algorithm>

namespace kbz {

namespace {

// Player colours the dialog names in the UI language: colour id, default player name, colour.
struct KnownColour
{
    const char *id;
    const char *name;
    const char *colour;
};

const KnownColour kKnownColours[] = {
    {"white", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "White"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "white")},
    {"black", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "Black"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "black")},
    {"red", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "Red"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "red")},
    {"blue", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "Blue"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "blue")},
    {"green", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "Green"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "green")},
    {"yellow", QT_TRANSLATE_NOOP("kbz::NewGameDialog", "Yellow"),
     QT_TRANSLATE_NOOP("kbz::NewGameDialog", "yellow")},
};

const KnownColour *knownColour(const QString &id)
{
    for (const KnownColour &k : kKnownColours)
        if (id == QLatin1String(k.id))
            return &k;
    return nullptr;
}

// The players of `defaults` first, then the game's further seat colours
// (GameViewModule::seatColours).
QList<PlayerInfo> defaultPlayers(const GameViewModule *game, const GameConfig &defaults)
{
    QList<PlayerInfo> out = defaults.players;
    if (!game)
        return out;
    for (const QString &colour : game->seatColours()) {
        if (!knownColour(colour))
            continue;
        if (std::none_of(out.cbegin(), out.cend(),
                         [&](const PlayerInfo &p) { return p.colour == colour; }))
            out.append({QString::fromLatin1(knownColour(colour)->name), colour});
    }
    return out;
}

// The widest the setup part asks to be before it scrolls sideways (a 1280-pixel screen's room).
constexpr int kMaxSetupWidth = 1000;

// The name cells' editor completes from the recent names.
class NameDelegate final : public QStyledItemDelegate
{
public:
    NameDelegate(QCompleter *completer, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_completer(completer)
    {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *edit = qobject_cast<QLineEdit *>(editor))
            edit->setCompleter(m_completer);
        return editor;
    }

private:
    QCompleter *m_completer;
};

int defaultSupport(int players)
{
    return players <= 2 ? 1 : 2; // RULINGS.md: the text gives no table
}

GameViewRegistry shippedViews()
{
    GameViewRegistry views;
    registerGameViews(views);
    return views;
}

} // namespace

NewGameDialog::NewGameDialog(const GameRegistry &registry, QWidget *parent)
    : NewGameDialog(registry, shippedViews(), parent)
{}

NewGameDialog::NewGameDialog(const GameRegistry &registry, const GameViewRegistry &views,
                             QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewGameDialog>())
    , m_registry(registry)
    , m_views(views)
{
    m_ui->setupUi(this);
    m_ui->playersTable->verticalHeader()->setVisible(false);
    m_ui->playersTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_ui->playersTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_completer = new QCompleter(new QStringListModel(this), this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    m_ui->playersTable->setItemDelegateForColumn(0, new NameDelegate(m_completer, this));
    // Each game's own options page, in registry order; only the chosen game's is shown.
    for (const GameModulePtr &game : m_registry.modules()) {
        const GameViewModule *views = m_views.find(game->id());
        GameSetupPage *page = views ? views->createSetupPage(m_ui->optionsGroup) : nullptr;
        if (!page)
            continue;
        m_ui->optionsLayout->addRow(page);
        page->setTabAnchor(m_ui->cardsButton);
        connect(page, &GameSetupPage::changed, this, &NewGameDialog::updateWarnings);
        m_pages.insert(game->id(), page);
    }
    m_startYear = new QComboBox(m_ui->optionsGroup);
    m_startYear->setObjectName(QStringLiteral("startYearCombo"));
    m_startYear->addItem(QString(), 1);
    m_startYear->addItem(QString(), 2);
    m_ui->optionsLayout->addRow(QString(), m_startYear);
    connect(m_startYear, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateWarnings);
    connect(m_ui->gameCombo, &QComboBox::currentIndexChanged, this, [this] {
        loadDefaults();
        restoreRemembered();
        updateWarnings();
        fitToScreen(false);
    });
    connect(m_ui->playersTable, &QTableWidget::itemChanged, this, [this] {
        updateFirstPlayers();
        if (GameSetupPage *page = currentPage())
            page->setPlayers(playerNames());
        updateWarnings();
    });
    for (QSpinBox *spin : {m_ui->handLimit1, m_ui->handLimit2, m_ui->handLimit3, m_ui->goldSpin,
                           m_ui->supportSpin, m_ui->monsterDeckSpin})
        connect(spin, &QSpinBox::valueChanged, this, &NewGameDialog::updateWarnings);
    // Programmatic changes of the support count are made under a QSignalBlocker: a signal here
    // is the user's.
    connect(m_ui->supportSpin, &QSpinBox::valueChanged, this, [this] { m_supportEdited = true; });
    connect(m_ui->playerCountSpin, &QSpinBox::valueChanged, this, [this](int n) {
        // A count the game is not played with (GameModule::allowsPlayerCount) is skipped in the
        // direction of the step.
        if (const GameModule *g = game(); g && !g->allowsPlayerCount(n)) {
            const int step = n < m_lastPlayerCount ? -1 : 1;
            int next = n;
            while (next >= m_ui->playerCountSpin->minimum() &&
                   next <= m_ui->playerCountSpin->maximum() && !g->allowsPlayerCount(next))
                next += step;
            if (g->allowsPlayerCount(next)) {
                n = next;
                const QSignalBlocker blocker(m_ui->playerCountSpin);
                m_ui->playerCountSpin->setValue(n);
            }
        }
        resizePlayers(n);
        updateWarnings();
    });
    connect(m_ui->firstPlayerCombo, &QComboBox::currentIndexChanged, this,
            &NewGameDialog::updateWarnings);
    connect(m_ui->cardsButton, &QPushButton::clicked, this, &NewGameDialog::showCardLibrary);
    retranslateUi();
    loadDefaults();
    updateWarnings();
    fitToScreen(true);
    m_ui->titleEdit->setFocus();
}

void NewGameDialog::fitToScreen(bool first)
{
    // The game's setup part scrolls when the screen is short (issue 12): OK and Cancel stay
    // below it, always visible. The dialog asks for the room its content wants, within the
    // screen; a game with a larger setup makes it grow, never shrink under the user's hand.
    // The rows just shown or hidden count now, not at the next event loop: the layouts are
    // redone from the innermost out.
    const QList<QWidget *> parts = m_ui->setupPage->findChildren<QWidget *>();
    for (auto it = parts.crbegin(); it != parts.crend(); ++it)
        if (QLayout *l = (*it)->layout()) {
            l->invalidate();
            l->activate();
        }
    m_ui->setupPage->layout()->invalidate();
    m_ui->setupPage->layout()->activate();
    const QSize content = m_ui->setupPage->sizeHint();
    const int bar = m_ui->setupScroll->verticalScrollBar()->sizeHint().width();
    // Up and down the setup scrolls; sideways only when the screen is narrower than its rows.
    m_ui->setupScroll->setMinimumWidth(
        qMin(m_ui->setupPage->minimumSizeHint().width() + bar, kMaxSetupWidth));
    const QSize chrome = sizeHint() - m_ui->setupScroll->sizeHint();
    QSize wanted = chrome + content + QSize(bar, 0);
    if (const QScreen *s = screen())
        wanted = wanted.boundedTo(s->availableGeometry().size() * 9 / 10);
    wanted = wanted.expandedTo(minimumSizeHint());
    resize(first ? wanted : size().expandedTo(wanted));
    // Grown while shown (another game chosen), it moves back inside the screen rather than
    // run off its bottom: Start and Cancel stay where they can be clicked (issue 29 item 6b).
    if (const QScreen *s = screen(); s && isVisible()) {
        const QRect room = s->availableGeometry();
        const QRect frame = frameGeometry();
        const int x =
            qBound(room.left(), frame.left(), qMax(room.left(), room.right() + 1 - frame.width()));
        const int y =
            qBound(room.top(), frame.top(), qMax(room.top(), room.bottom() + 1 - frame.height()));
        if (QPoint(x, y) != frame.topLeft())
            move(x, y);
    }
}

NewGameDialog::~NewGameDialog() = default;

QString NewGameDialog::engineId() const
{
    return m_ui->gameCombo->currentData().toString();
}

void NewGameDialog::setEngineId(const QString &id)
{
    const int i = m_ui->gameCombo->findData(id);
    if (i >= 0)
        m_ui->gameCombo->setCurrentIndex(i);
}

QString NewGameDialog::title() const
{
    const QString t = m_ui->titleEdit->text().trimmed();
    if (!t.isEmpty())
        return t;
    return m_ui->titleEdit->placeholderText();
}

GameConfig NewGameDialog::config() const
{
    const EnginePtr engine = m_registry.find(engineId());
    GameConfig c = engine ? engine->defaultConfig() : GameConfig{};
    c.players.clear();
    for (int row = 0; row < m_ui->playersTable->rowCount(); ++row) {
        const QTableWidgetItem *name = m_ui->playersTable->item(row, 0);
        const QTableWidgetItem *colour = m_ui->playersTable->item(row, 1);
        PlayerInfo p;
        p.name = name ? name->text().trimmed() : QString();
        if (p.name.isEmpty())
            p.name = tr("Player %1").arg(row + 1);
        p.colour = colour ? colour->data(Qt::UserRole).toString() : QString();
        if (colour && colour->text() != colour->data(Qt::UserRole + 1).toString())
            p.colour = colour->text().trimmed(); // edited by hand: free text
        c.players.append(p);
    }
    if (const QString key = firstPlayerKey(); !key.isEmpty())
        c.options.insert(key, qMax(0, m_ui->firstPlayerCombo->currentIndex()));
    if (c.options.contains(QStringLiteral("startYear")))
        c.options.insert(QStringLiteral("startYear"), m_startYear->currentData().toInt());
    if (c.options.contains(QStringLiteral("handLimits")))
        c.options.insert(QStringLiteral("handLimits"),
                         QJsonArray{m_ui->handLimit1->value(), m_ui->handLimit2->value(),
                                    m_ui->handLimit3->value()});
    if (hasSupportRows()) {
        c.options.insert(QStringLiteral("gold"), m_ui->goldSpin->value());
        c.options.insert(QStringLiteral("supportCount"), m_ui->supportSpin->value());
        if (m_ui->monsterDeckSpin->value() >= 0)
            c.options.insert(QStringLiteral("monsterDeck"), m_ui->monsterDeckSpin->value());
        else
            c.options.remove(QStringLiteral("monsterDeck")); // unknown
    }
    if (const GameSetupPage *page = currentPage()) {
        const QJsonObject options = page->options();
        for (auto it = options.begin(); it != options.end(); ++it)
            c.options.insert(it.key(), it.value());
    }
    if (hasCardLibrary() && m_cards)
        c.options.insert(QStringLiteral("cards"), *m_cards);
    return c;
}

void NewGameDialog::setDatabase(Database *db)
{
    m_db = db;
    loadCards();
    updateWarnings();
}

void NewGameDialog::setSettings(QSettings *settings, const QStringList &earlierNames)
{
    m_settings = settings;
    // Default names ("White", "Player 2") are not worth completing.
    QStringList earlier;
    for (const QString &name : earlierNames) {
        bool isDefault = false;
        for (int row = 0; row < 8 && !isDefault; ++row)
            isDefault = isDefaultName(row, name);
        if (!isDefault)
            earlier.append(name);
    }
    QStringList names = settings ? NewGameMemory::recentNames(*settings, earlier)
                                 : earlier.mid(0, NewGameMemory::kMaxRecentNames);
    // Then every player of the table (schema 5, by name), so that type-ahead finds anyone who
    // ever played; a name typed that is none of them becomes a new player with the game.
    if (m_db) {
        DbError error;
        if (const auto players = Players(*m_db).list(&error))
            for (const Player &p : *players) {
                bool isDefault = false;
                for (int row = 0; row < 8 && !isDefault; ++row)
                    isDefault = isDefaultName(row, p.name);
                if (!isDefault && !names.contains(p.name))
                    names.append(p.name);
            }
    }
    static_cast<QStringListModel *>(m_completer->model())->setStringList(names);
    restoreRemembered();
    updateWarnings();
    fitToScreen(false);
}

void NewGameDialog::remember()
{
    if (!m_settings)
        return;
    GameConfig c = config();
    QStringList names;
    for (int row = 0; row < c.players.size(); ++row) {
        if (!isDefaultName(row, c.players.at(row).name))
            names.append(c.players.at(row).name);
        else // a default name is remembered as none: shown in the language of the next time
            c.players[row].name.clear();
    }
    NewGameMemory::store(*m_settings, engineId(), c, names);
}

bool NewGameDialog::isDefaultName(int row, const QString &name) const
{
    if (name == tr("Player %1").arg(row + 1) || name == QStringLiteral("Player %1").arg(row + 1))
        return true;
    return std::any_of(
        std::cbegin(kKnownColours), std::cend(kKnownColours),
        [&](const KnownColour &k) { return name == QLatin1String(k.name) || name == tr(k.name); });
}

void NewGameDialog::restoreRemembered()
{
    if (!m_settings)
        return;
    const EnginePtr engine = m_registry.find(engineId());
    const std::optional<GameConfig> stored = NewGameMemory::load(*m_settings, engineId());
    if (!engine || !stored)
        return;
    // A count the game does not allow keeps the default players.
    const int n = int(stored->players.size());
    if (!game()->allowsPlayerCount(n))
        return;
    resizePlayers(n);
    {
        const QSignalBlocker blocker(m_ui->playersTable);
        for (int row = 0; row < n; ++row)
            setPlayerRow(row, stored->players.at(row));
    }
    updateFirstPlayers();
    if (GameSetupPage *page = currentPage())
        page->setPlayers(playerNames());
    const QJsonObject &o = stored->options;
    if (const QString key = firstPlayerKey(); !key.isEmpty()) {
        const int first = o.value(key).toInt(-1);
        if (first >= 0 && first < n)
            m_ui->firstPlayerCombo->setCurrentIndex(first);
    }
    if (const int year = o.value(QStringLiteral("startYear")).toInt(); year == 1 || year == 2)
        m_startYear->setCurrentIndex(year - 1);
    if (const QJsonArray limits = o.value(QStringLiteral("handLimits")).toArray();
        limits.size() == 3 && m_ui->optionsLayout->isRowVisible(m_ui->handLimitsLayout)) {
        QSpinBox *spins[] = {m_ui->handLimit1, m_ui->handLimit2, m_ui->handLimit3};
        for (int i = 0; i < 3; ++i) {
            const int v = limits.at(i).toInt(-1);
            if (v >= spins[i]->minimum() && v <= spins[i]->maximum())
                spins[i]->setValue(v);
        }
    }
    if (hasSupportRows()) {
        const QSignalBlocker blocker(m_ui->supportSpin);
        for (auto [spin, key] :
             {std::pair{m_ui->goldSpin, "gold"}, std::pair{m_ui->supportSpin, "supportCount"},
              std::pair{m_ui->monsterDeckSpin, "monsterDeck"}}) {
            const int v = o.value(QLatin1String(key)).toInt(-2);
            if (v >= spin->minimum() && v <= spin->maximum())
                spin->setValue(v);
        }
        m_supportEdited = m_ui->supportSpin->value() != defaultSupport(n);
    }
    if (GameSetupPage *page = currentPage())
        page->restoreOptions(o);
}

const GameModule *NewGameDialog::game() const
{
    return m_registry.module(engineId());
}

GameSetupPage *NewGameDialog::currentPage() const
{
    return m_pages.value(engineId());
}

bool NewGameDialog::hasSupportRows() const
{
    const EnginePtr engine = m_registry.find(engineId());
    return engine && engine->defaultConfig().options.contains(QStringLiteral("supportCount"));
}

QString NewGameDialog::firstPlayerKey() const
{
    const EnginePtr engine = m_registry.find(engineId());
    const GameConfig c = engine ? engine->defaultConfig() : GameConfig{};
    for (const char *key : {"firstPlayer", "startPlayer"})
        if (c.options.contains(QLatin1String(key)))
            return QString::fromLatin1(key);
    return {};
}

bool NewGameDialog::hasCardLibrary() const
{
    const GameModule *g = game();
    return g && g->cardLibrary();
}

QStringList NewGameDialog::playerNames() const
{
    QStringList out;
    for (int row = 0; row < m_ui->playersTable->rowCount(); ++row) {
        const QTableWidgetItem *name = m_ui->playersTable->item(row, 0);
        out.append(name ? name->text().trimmed() : QString());
    }
    return out;
}

int NewGameDialog::playerCount() const
{
    return m_ui->playersTable->rowCount();
}

void NewGameDialog::setPlayerCount(int n)
{
    m_ui->playerCountSpin->setValue(n);
}

int NewGameDialog::cardCount() const
{
    return m_cards ? int(m_cards->size()) : -1;
}

void NewGameDialog::loadCards()
{
    m_cards.reset();
    m_cardsError.clear();
    const GameCardLibrary *cards = hasCardLibrary() ? game()->cardLibrary() : nullptr;
    m_ui->optionsLayout->setRowVisible(m_ui->cardsLayout, cards != nullptr);
    if (!cards)
        return;
    const GameViewModule *views = m_views.find(engineId());
    m_ui->cardsLabel->setText(views ? views->cardsLabel() : tr("Unit cards:"));
    if (m_db) {
        CardStore store(*m_db);
        DbError error;
        m_cards = cards->loadJson(store, &error);
        if (!m_cards)
            m_cardsError = error.text(Translations::current());
    }
    if (GameSetupPage *page = currentPage())
        page->setCards(m_cards);
    m_ui->cardsButton->setEnabled(m_db != nullptr);
    const int n = cardCount();
    if (n >= 0) {
        m_ui->cardsCountLabel->setText(
            tr("%1 from the table's library").arg(CardLibraryDialogBase::cardCountText(n)));
        QStringList names;
        const Lang lang = Translations::current();
        for (const QJsonValue &v : *m_cards)
            names.append(
                LocalizedName::fromJson(v.toObject().value(QStringLiteral("name"))).text(lang));
        m_ui->cardsCountLabel->setToolTip(joinList(names));
    } else {
        m_ui->cardsCountLabel->setText(tr("the shipped cards"));
        m_ui->cardsCountLabel->setToolTip({});
    }
}

QDialog *NewGameDialog::showCardLibrary()
{
    if (!m_db)
        return nullptr;
    const GameViewModule *views = m_views.find(engineId());
    QDialog *dialog = views ? views->createCardLibraryDialog(*m_db, this) : nullptr;
    if (!dialog)
        return nullptr;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this] {
        loadCards();
        updateWarnings();
    });
    dialog->open();
    return dialog;
}

void NewGameDialog::loadDefaults()
{
    const EnginePtr engine = m_registry.find(engineId());
    const GameConfig c = engine ? engine->defaultConfig() : GameConfig{};
    m_supportEdited = false;
    loadCards();
    for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it)
        m_ui->optionsLayout->setRowVisible(it.value(), it.key() == engineId());
    const int players = int(c.players.size());
    {
        const QSignalBlocker blocker(m_ui->playerCountSpin);
        m_ui->playerCountSpin->setRange(engine ? engine->minPlayers() : players,
                                        engine ? engine->maxPlayers() : players);
        m_ui->playerCountSpin->setValue(players);
        m_ui->formLayout->setRowVisible(m_ui->playerCountSpin,
                                        m_ui->playerCountSpin->minimum() !=
                                            m_ui->playerCountSpin->maximum());
    }
    {
        const QSignalBlocker blocker(m_ui->playersTable);
        m_ui->playersTable->setRowCount(0);
    }
    resizePlayers(players);
    const QString firstKey = firstPlayerKey();
    m_ui->formLayout->setRowVisible(m_ui->firstPlayerCombo, !firstKey.isEmpty());
    m_ui->firstPlayerLabel->setText(
        firstKey == QLatin1String("startPlayer") ? tr("S&tart player:") : tr("&First player:"));
    const bool years = c.options.contains(QStringLiteral("startYear"));
    m_ui->optionsLayout->setRowVisible(m_startYear, years);
    m_startYear->setCurrentIndex(c.options.value(QStringLiteral("startYear")).toInt(1) == 2 ? 1
                                                                                            : 0);
    const QJsonArray limits = c.options.value(QStringLiteral("handLimits")).toArray();
    m_ui->optionsLayout->setRowVisible(m_ui->handLimitsLayout, limits.size() == 3);
    if (limits.size() == 3) {
        m_ui->handLimit1->setValue(limits.at(0).toInt(3));
        m_ui->handLimit2->setValue(limits.at(1).toInt(4));
        m_ui->handLimit3->setValue(limits.at(2).toInt(5));
    }
    const bool rr = hasSupportRows();
    for (QWidget *w : {m_ui->goldSpin, m_ui->supportSpin, m_ui->monsterDeckSpin})
        m_ui->optionsLayout->setRowVisible(w, rr);
    if (rr) {
        const QSignalBlocker blocker(m_ui->supportSpin);
        m_ui->goldSpin->setValue(c.options.value(QStringLiteral("gold")).toInt(2));
        m_ui->supportSpin->setRange(0, players);
        m_ui->supportSpin->setValue(
            c.options.value(QStringLiteral("supportCount")).toInt(defaultSupport(players)));
        m_ui->monsterDeckSpin->setValue(c.options.value(QStringLiteral("monsterDeck")).toInt(-1));
    }
    m_ui->optionsGroup->setVisible(limits.size() == 3 || rr || years || hasCardLibrary() ||
                                   currentPage());
    if (GameSetupPage *page = currentPage())
        page->setPlayers(playerNames());
    m_ui->firstPlayerCombo->setCurrentIndex(qMax(0, c.options.value(firstKey).toInt(0)));
    const Lang lang = Translations::current();
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    m_ui->titleEdit->setPlaceholderText(
        QStringLiteral("%1 %2").arg(engine ? engine->displayName(lang) : QString(),
                                    locale.toString(QDate::currentDate(), QLocale::ShortFormat)));
}

void NewGameDialog::setPlayerRow(int row, const PlayerInfo &p)
{
    // A default name or colour is shown in the UI language; the colour keeps its id.
    QString name = p.name;
    QString colourText = p.colour;
    if (const KnownColour *k = knownColour(p.colour)) {
        if (name == QLatin1String(k->name))
            name = tr(k->name);
        colourText = tr(k->colour);
    } else if (const GameViewModule *views = m_views.find(engineId())) {
        colourText = views->colourName(p.colour); // a game's own seat colours ("orc")
    }
    // The engines' default names are English ("Player 1"): shown in the UI language, as a
    // default name remembered from a game set up in the other language is.
    if (name.isEmpty() || name == QStringLiteral("Player %1").arg(row + 1))
        name = tr("Player %1").arg(row + 1);
    m_ui->playersTable->setItem(row, 0, new QTableWidgetItem(name));
    auto *colour = new QTableWidgetItem(colourText);
    colour->setData(Qt::UserRole, p.colour);
    colour->setData(Qt::UserRole + 1, colourText);
    m_ui->playersTable->setItem(row, 1, colour);
}

void NewGameDialog::resizePlayers(int n)
{
    const EnginePtr engine = m_registry.find(engineId());
    const GameConfig defaults = engine ? engine->defaultConfig() : GameConfig{};
    {
        const QSignalBlocker blocker(m_ui->playersTable);
        const int before = m_ui->playersTable->rowCount();
        // Rows already there keep what the user typed; a new row gets the first default
        // colour no row has yet.
        QStringList used;
        for (int row = 0; row < qMin(before, n); ++row)
            if (const QTableWidgetItem *colour = m_ui->playersTable->item(row, 1))
                used.append(colour->data(Qt::UserRole).toString());
        const QList<PlayerInfo> candidates = defaultPlayers(m_views.find(engineId()), defaults);
        m_ui->playersTable->setRowCount(n);
        for (int row = before; row < n; ++row) {
            PlayerInfo p;
            for (const PlayerInfo &candidate : candidates) {
                if (!used.contains(candidate.colour)) {
                    p = candidate;
                    break;
                }
            }
            used.append(p.colour);
            setPlayerRow(row, p);
        }
        const int rowsHeight = m_ui->playersTable->horizontalHeader()->height() +
                               m_ui->playersTable->verticalHeader()->defaultSectionSize() * n +
                               2 * m_ui->playersTable->frameWidth();
        m_ui->playersTable->setFixedHeight(rowsHeight);
    }
    if (m_ui->playerCountSpin->value() != n) {
        const QSignalBlocker blocker(m_ui->playerCountSpin);
        m_ui->playerCountSpin->setValue(n);
    }
    followPlayerCount();
    updateFirstPlayers();
    m_lastPlayerCount = n;
    if (GameSetupPage *page = currentPage())
        page->setPlayers(playerNames());
}

void NewGameDialog::followPlayerCount()
{
    const int n = playerCount();
    const QSignalBlocker blocker(m_ui->supportSpin);
    m_ui->supportSpin->setMaximum(qMax(0, n));
    if (!m_supportEdited)
        m_ui->supportSpin->setValue(defaultSupport(n));
}

void NewGameDialog::updateFirstPlayers()
{
    const int current = m_ui->firstPlayerCombo->currentIndex();
    const QSignalBlocker blocker(m_ui->firstPlayerCombo);
    m_ui->firstPlayerCombo->clear();
    for (int row = 0; row < m_ui->playersTable->rowCount(); ++row) {
        const QTableWidgetItem *name = m_ui->playersTable->item(row, 0);
        m_ui->firstPlayerCombo->addItem(
            name && !name->text().isEmpty() ? name->text() : tr("Player %1").arg(row + 1));
    }
    // The first player stays the same seat while it is still at the table.
    m_ui->firstPlayerCombo->setCurrentIndex(
        qBound(0, current, qMax(0, m_ui->firstPlayerCombo->count() - 1)));
}

void NewGameDialog::updateWarnings()
{
    const EnginePtr engine = m_registry.find(engineId());
    QStringList lines;
    if (engine) {
        const Lang lang = Translations::current();
        for (const Finding &f : engine->checkConfig(config()))
            lines.append(
                (f.severity == Severity::Info ? QStringLiteral("ℹ ") : QStringLiteral("⚠ ")) +
                f.message.text(lang).toHtmlEscaped());
        if (hasCardLibrary() && !m_cardsError.isEmpty())
            lines.append(QStringLiteral("⚠ ") +
                         tr("The card library could not be read (%1); the game will use the "
                            "shipped cards.")
                             .arg(m_cardsError)
                             .toHtmlEscaped());
    }
    m_ui->warningsLabel->setText(lines.isEmpty()
                                     ? QString()
                                     : QStringLiteral("<span style='color:#b03a2e'>%1</span>")
                                           .arg(lines.join(QStringLiteral("<br>"))));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(engine != nullptr);
}

void NewGameDialog::accept()
{
    if (m_db) {
        const QStringList names = playerNames();
        const QStringList matched = matchKnownPlayers(this, *m_db, names);
        for (int row = 0; row < matched.size(); ++row)
            if (matched.at(row) != names.at(row))
                if (QTableWidgetItem *item = m_ui->playersTable->item(row, 0))
                    item->setText(matched.at(row));
    }
    QDialog::accept();
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
        loadCards();
    }
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslateUi()
{
    const QString id = engineId();
    const QSignalBlocker blocker(m_ui->gameCombo);
    m_ui->gameCombo->clear();
    const Lang lang = Translations::current();
    for (const EnginePtr &e : m_registry.engines()) {
        m_ui->gameCombo->addItem(e->displayName(lang), e->id());
        m_ui->gameCombo->setItemData(m_ui->gameCombo->count() - 1, gameNameTooltip(*e, lang),
                                     Qt::ToolTipRole);
    }
    if (!id.isEmpty())
        setEngineId(id);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    if (auto *label = qobject_cast<QLabel *>(m_ui->optionsLayout->labelForField(m_startYear)))
        label->setText(tr("Combat phases:"));
    m_startYear->setItemText(0, tr("Years 1 and 2"));
    m_startYear->setItemText(1, tr("Year 2 only"));
    m_startYear->setToolTip(tr("Track both years' combat phases, or start with year 2's"));
    m_ui->firstPlayerLabel->setText(firstPlayerKey() == QLatin1String("startPlayer")
                                        ? tr("S&tart player:")
                                        : tr("&First player:"));
    m_ui->monsterDeckSpin->setSpecialValueText(tr("unknown"));
    m_ui->monsterDeckSpin->setToolTip(
        tr("The face-down monsters left in the deck, when the table knows it"));
    m_ui->supportSpin->setToolTip(
        tr("How many players, most threatened first, remove a damage cube in each end phase "
           "(1 for 1-2 players, 2 for 3-4 unless you change it)"));
}

} // namespace kbz
