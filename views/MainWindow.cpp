// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "MainWindow.h"

#include "PhonesControl.h"

#include "core/GameName.h"
#include "core/TimeTravel.h"

#include "AboutDialog.h"
#include "CardLibraryDialogBase.h"
#include "ClubMenu.h"
#include "DatabaseCheckRunner.h"
#include "GameExport.h"
#include "GamePage.h"
#include "GameView.h"
#include "HistoryBrowser.h"
#include "KeyboardShortcuts.h"
#include "LongWork.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "NewGameMemory.h"
#include "RuleBrowserDock.h"
#include "StartPage.h"
#include "StatisticsDialog.h"
#include "TableMode.h"
#include "Translations.h"
#include "WindowPlacement.h"
#include "Zoom.h"
#include "core/Session.h"
#include "registerGameViews.h"
#include "registerGames.h"
#include "storage/Journal.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

namespace kbz {

namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitters = QStringLiteral("window/gameSplitters");
const QString kLanguage = QStringLiteral("ui/language");
const QString kRulesShown = QStringLiteral("window/ruleBrowserShown");
constexpr int kStartPageBatch = 50;  // games the start page lists at first, and per more
constexpr int kNamesFromGames = 200; // recent games whose players New Game offers

} // namespace

namespace {

GameRegistry shippedModels()
{
    GameRegistry games;
    registerGames(games);
    return games;
}

GameViewRegistry shippedViews()
{
    GameViewRegistry views;
    registerGameViews(views);
    return views;
}

} // namespace

MainWindow::MainWindow(QSettings *settings, QWidget *parent)
    : MainWindow(shippedModels(), shippedViews(), settings, parent)
{}

MainWindow::MainWindow(GameRegistry games, GameViewRegistry views, QSettings *settings,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_registry(std::move(games))
    , m_views(std::move(views))
    , m_stack(new QStackedWidget(this))
    , m_startPage(new StartPage(this))
    , m_dbLabel(new QLabel(this))
{
    if (!m_settings) {
        m_ownedSettings = std::make_unique<QSettings>();
        m_settings = m_ownedSettings.get();
    }
    setObjectName(QStringLiteral("mainWindow"));

    m_stack->addWidget(m_startPage);
    setCentralWidget(m_stack);
    statusBar()->addPermanentWidget(m_dbLabel);

    createActions();
    createMenus();

    connect(m_startPage, &StartPage::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(m_startPage, &StartPage::resumeRequested, this,
            [this](qint64 gameId) { resumeGame(gameId); });
    connect(m_startPage, &StartPage::historyRequested, this, &MainWindow::showHistory);
    connect(m_startPage, &StartPage::moreRequested, this, [this] {
        if (!m_journal)
            return;
        DbError err;
        QList<GameSummary> games =
            m_journal->listGames(&err, kStartPageBatch + 1, m_startPage->gameCount());
        const bool more = games.size() > kStartPageBatch;
        if (more)
            games.removeLast();
        m_startPage->appendGames(games, more);
    });
    // The size of a window nobody placed (tests); the app calls placeOnScreen() before show().
    resize(1280, 800);
    const QByteArray state = m_settings->value(kState).toByteArray();
    restoreState(state);
    // The rule browser is built on first use (MainWindow::ruleBrowser), or now when it was open
    // at the last close (or the state is older than the key that says so).
    const QVariant rulesShown = m_settings->value(kRulesShown);
    if (rulesShown.isValid() ? rulesShown.toBool() : !state.isEmpty())
        ruleBrowser();
    m_langGroup->blockSignals(true);
    languageAction(Translations::current())->setChecked(true);
    m_langGroup->blockSignals(false);
    retranslateUi();
    updateUndoActions();
}

MainWindow::~MainWindow()
{
    // ~QWidget hides the dock after this destructor: its visibilityChanged must not call back
    // into a MainWindow that is gone (UBSan: a downcast to a destroyed type).
    if (m_rules)
        disconnect(m_rules, nullptr, this, nullptr);
    if (m_gamePage)
        m_gamePage->setSession(nullptr);
    m_session.reset();
    m_journal.reset();
    m_db.reset();
}

bool MainWindow::openDatabase(const QString &path, DbError *error, bool report)
{
    DbError err;
    auto db = Database::open(path, Database::Mode::ReadWrite, &err);
    if (!db) {
        if (error)
            *error = err;
        if (report)
            MessageBoxes::critical(this, tr("Cannot open the database"),
                                   tr("%1\n\nThe file was not changed.\n%2")
                                       .arg(err.text(language()), Database::displayLocation(path)));
        return false;
    }
    setSession(nullptr);
    delete m_historyBrowser.data(); // it shows the database being closed
    m_journal.reset();
    m_db = std::move(db);
    m_journal = std::make_unique<Journal>(*m_db);
    // A file the last writer never closed: SQLite replayed its log; check the whole file in
    // the background, the window is already usable (issue 19).
    if (m_db->wasLeftOpen())
        QTimer::singleShot(0, this, [this] {
            if (m_db)
                m_dbCheck->start(m_db->path(), DatabaseCheckRunner::Reason::LeftOpen);
        });
    // A server's URL is shown without its password.
    m_dbLabel->setText(m_db->isServer() ? m_db->path() : QFileInfo(path).fileName());
    m_dbLabel->setToolTip(Database::displayLocation(m_db->path()));
    refreshStartPage();
    updateUndoActions();
    updateTitle();
    return true;
}

void MainWindow::placeOnScreen()
{
    const QMargins frame = placement::frameGuess(style()->pixelMetric(QStyle::PM_TitleBarHeight));
    const QByteArray saved = m_settings->value(kGeometry).toByteArray();
    if (!saved.isEmpty() && restoreGeometry(saved)) {
        // A maximised or full-screen window keeps its state (Qt gives it the screen it is on).
        if (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
            return;
        // Saved on a larger screen: clipped to this one.
        setGeometry(placement::fitInside(geometry(), screen()->availableGeometry(), frame));
        return;
    }
    const QRect available = screen()->availableGeometry();
    setGeometry(placement::firstStartGeometry(available, frame));
    if (placement::maximiseOnFirstStart(available))
        setWindowState(windowState() | Qt::WindowMaximized);
}

QString MainWindow::databasePath() const
{
    return m_db ? m_db->path() : QString();
}

void MainWindow::setLanguage(Lang lang)
{
    Translations::install(lang);
    if (QAction *a = languageAction(lang); a && !a->isChecked())
        a->setChecked(true);
    // Only a change is written: QSettings writes (and flushes) its whole file on the next event,
    // which at start-up would come before the first paint.
    if (m_settings->value(kLanguage).toString() != langCode(lang))
        m_settings->setValue(kLanguage, langCode(lang));
}

Lang MainWindow::language() const
{
    return Translations::current();
}

Lang MainWindow::savedLanguage() const
{
    const QString code = m_settings->value(kLanguage).toString();
    return code.isEmpty() ? Translations::systemDefault() : langFromCode(code);
}

QAction *MainWindow::languageAction(Lang lang) const
{
    return lang == Lang::Ja ? m_japanese : m_english;
}

void MainWindow::createActions()
{
    m_newGame = new QAction(this);
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::showNewGameDialog);

    // File ▸ Start a game ▸ one entry per game, in registry order: New Game on that game.
    for (const GameViewModulePtr &game : m_views.modules()) {
        auto *action = new QAction(game->icon(), QString(), this);
        action->setData(game->id());
        connect(action, &QAction::triggered, this, [this, id = game->id()] {
            if (NewGameDialog *dialog = showNewGameDialog())
                dialog->setEngineId(id);
        });
        m_startActions.append(action);
    }

    // Cards ▸ one entry per game with a card library, in registry order.
    for (const GameViewModulePtr &game : m_views.modules()) {
        const GameModule *model = m_registry.module(game->id());
        if (!model || !model->cardLibrary() || game->cardLibraryMenuText().isEmpty())
            continue;
        auto *action = new QAction(game->icon(), QString(), this);
        action->setData(game->id());
        action->setShortcut(game->cardLibraryShortcut());
        connect(action, &QAction::triggered, this,
                [this, id = game->id()] { showCardLibraryDialog(id); });
        m_cardActions.append(action);
    }

    m_openDb = new QAction(this);
    m_openDb->setShortcut(QKeySequence::Open);
    connect(m_openDb, &QAction::triggered, this, &MainWindow::openDatabaseDialog);

    m_closeGame = new QAction(this);
    m_closeGame->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    connect(m_closeGame, &QAction::triggered, this, &MainWindow::closeGame);

    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_undo = new QAction(this);
    m_undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_gamePage)
            m_gamePage->undo();
    });

    m_redo = new QAction(this);
    m_redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_gamePage)
            m_gamePage->redo();
    });

    m_anyStep = new QAction(this);
    m_anyStep->setObjectName(QStringLiteral("anyStep"));
    m_anyStep->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_anyStep, &QAction::triggered, this, [this] {
        if (m_gamePage && m_stack->currentWidget() == m_gamePage)
            m_gamePage->showAnyStep();
    });

    m_searchRules = new QAction(this);
    m_searchRules->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(m_searchRules, &QAction::triggered, this, [this] { ruleBrowser()->focusSearch(); });
    // View ▸ Rules: the dock's own toggle once it is built (the two stay in step).
    m_rulesToggle = new QAction(this);
    m_rulesToggle->setObjectName(QStringLiteral("toggleRuleBrowser"));
    m_rulesToggle->setCheckable(true);
    connect(m_rulesToggle, &QAction::triggered, this, [this](bool on) {
        QAction *toggle = ruleBrowser()->toggleViewAction();
        if (toggle->isChecked() != on)
            toggle->trigger();
    });

    m_about = new QAction(this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_history = new QAction(this);
    m_history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_history, &QAction::triggered, this, &MainWindow::showHistory);
    m_statistics = new QAction(this);
    connect(m_statistics, &QAction::triggered, this, &MainWindow::showStatistics);
    m_checkDb = new QAction(this);
    m_dbCheck = new DatabaseCheckRunner(this);
    connect(m_checkDb, &QAction::triggered, this, [this] {
        if (m_db)
            m_dbCheck->start(m_db->path(), DatabaseCheckRunner::Reason::Asked);
    });
    connect(m_dbCheck, &DatabaseCheckRunner::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });

    m_club = new ClubMenu(this, m_registry, m_settings);
    m_phones = new PhonesControl(this, m_settings);
    connect(m_club, &ClubMenu::gamesPulled, this, [this] {
        if (!m_session)
            refreshStartPage();
    });

    m_table = new TableMode(this, m_settings);
    m_zoom = new Zoom(this, m_settings);

    m_langGroup = new QActionGroup(this);
    m_langGroup->setExclusive(true);
    // Each language is named in itself, so it can be found whatever the UI language is.
    m_english = new QAction(QStringLiteral("English"), m_langGroup);
    m_japanese = new QAction(QStringLiteral("日本語"), m_langGroup);
    m_english->setCheckable(true);
    m_japanese->setCheckable(true);
    m_english->setData(int(Lang::En));
    m_japanese->setData(int(Lang::Ja));
    connect(m_langGroup, &QActionGroup::triggered, this,
            [this](QAction *a) { setLanguage(Lang(a->data().toInt())); });
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    // No Alt+letter: the games' step kinds and fields use them.
    m_gameMenu->setTitle(tr("Game", "menu"));
    m_anyStep->setText(tr("Enter any step…"));
    m_cardsMenu->setTitle(tr("&Cards"));
    for (QAction *action : std::as_const(m_cardActions))
        if (const GameViewModule *game = m_views.find(action->data().toString()))
            action->setText(game->cardLibraryMenuText());
    m_viewMenu->setTitle(tr("&View"));
    m_history->setText(tr("Game &history…"));
    m_statistics->setText(tr("S&tatistics…"));
    m_checkDb->setText(tr("Check &database…"));
    m_club->retranslate();
    m_phones->retranslate();
    m_langMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newGame->setText(tr("&New game…"));
    m_startMenu->setTitle(tr("&Start a game"));
    for (QAction *action : std::as_const(m_startActions))
        if (const EnginePtr engine = m_registry.find(action->data().toString())) {
            action->setText(
                engine->displayName(language()).replace(QLatin1Char('&'), QStringLiteral("&&")) +
                QStringLiteral("…"));
            action->setToolTip(gameNameTooltip(*engine, language()));
        }
    m_openDb->setText(tr("&Open database…"));
    m_closeGame->setText(tr("&Close game"));
    m_quit->setText(tr("&Quit"));
    m_searchRules->setText(tr("&Search rules…"));
    m_rulesToggle->setText(RuleBrowserDock::tr("Rules")); // the dock's own toggle says the same
    if (auto *keys = findChild<QAction *>(QStringLiteral("gameShortcuts")))
        keys->setText(tr("&Keyboard shortcuts of the game…"));
    m_about->setText(tr("&About Kibitzer"));
    m_table->retranslate();
    m_zoom->retranslate();
    updateUndoActions();
    updateTitle();
}

void MainWindow::updateUndoActions()
{
    const Lang lang = language();
    const bool canUndo = m_session && m_session->canUndo();
    const bool canRedo = m_session && m_session->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(m_session->undoText(lang)) : tr("&Undo"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(m_session->redoText(lang)) : tr("&Redo"));
    m_closeGame->setEnabled(m_session != nullptr);
    m_anyStep->setEnabled(m_session != nullptr);
    m_newGame->setEnabled(m_journal != nullptr);
    m_startMenu->setEnabled(m_journal != nullptr);
    for (QAction *action : std::as_const(m_cardActions))
        action->setEnabled(m_db != nullptr);
    for (QAction *action : {m_history, m_statistics})
        action->setEnabled(m_db != nullptr);
    // The whole-file check reads an SQLite file; a PostgreSQL server checks its own pages.
    m_checkDb->setEnabled(m_db != nullptr && !m_db->isServer());
    m_club->setDatabase(m_db.get());
}

void MainWindow::placeRuleBrowser()
{
    if (!m_gamePage)
        return; // no game page yet: nothing beside it
    const bool beside = m_rules && m_stack->currentWidget() == m_gamePage && !m_rules->isHidden() &&
                        !m_rules->isFloating();
    if (beside == !m_gamePage->isSidePanelShown())
        return;
    const int width = m_gamePage->sidePanelWidth();
    m_gamePage->setSidePanelShown(!beside);
    if (beside)
        resizeDocks({m_rules}, {qMax(width, m_rules->minimumSizeHint().width())}, Qt::Horizontal);
}

void MainWindow::updateTitle()
{
    QString title = tr("Kibitzer");
    if (m_session && m_journal) {
        DbError err;
        if (const auto header = m_journal->loadGameHeader(m_session->gameId(), &err)) {
            const GameSummary &g = header->summary;
            QString name =
                g.title.isEmpty() ? m_session->engine()->displayName(language()) : g.title;
            if (const Message origin = branchOrigin(g); !origin.isEmpty())
                name = tr("%1 (%2)").arg(name, origin.text(language()));
            title = QStringLiteral("%1 — %2").arg(name, title);
        }
    }
    setWindowTitle(title);
}

void MainWindow::setSession(std::unique_ptr<Session> session)
{
    if (m_gamePage)
        m_gamePage->setSession(nullptr);
    // The phones' server stops before the session it records into goes.
    m_phones->setSession(session.get(),
                         session ? m_registry.module(session->engine()->id()) : nullptr);
    m_session = std::move(session);
    if (m_session) {
        Session *s = m_session.get();
        connect(s, &Session::indexChanged, this, &MainWindow::updateUndoActions);
        connect(s, &Session::entriesChanged, this, &MainWindow::updateUndoActions);
        connect(s, &Session::finished, this, [this](const GameResult &result) {
            statusBar()->showMessage(result.summary.text(language()));
        });
        gamePage()->setSession(s);
        m_stack->setCurrentWidget(m_gamePage);
        m_rulesGameFilter = s->engine()->id();
        if (m_rules)
            m_rules->setGameFilter(m_rulesGameFilter);
        m_table->setSession(s, m_gamePage->gameView());
    } else {
        m_table->setSession(nullptr, nullptr);
        m_stack->setCurrentWidget(m_startPage);
        m_startPage->setFocus();
    }
    placeRuleBrowser();
    updateUndoActions();
    updateTitle();
}

NewGameDialog *MainWindow::showNewGameDialog()
{
    if (!m_journal)
        return nullptr;
    if (auto *existing = findChild<NewGameDialog *>(); existing && existing->isVisible()) {
        existing->raise();
        return existing;
    }
    auto *dialog = new NewGameDialog(m_registry, m_views, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setDatabase(m_db.get());
    // The names of the players of the games in the database complete after the remembered ones
    // (if the list cannot be read, only the remembered names are offered: nothing is lost).
    QStringList earlier;
    DbError err;
    for (const GameSummary &g : m_journal->listGames(&err, kNamesFromGames))
        for (const PlayerInfo &p : g.config.players)
            earlier.append(p.name);
    dialog->setSettings(m_settings, earlier);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (startGame(dialog->engineId(), dialog->config(), dialog->title()))
            dialog->remember();
    });
    dialog->open();
    return dialog;
}

// Built with the first game opened, not with the window: the start page is what the first paint
// shows.
GamePage *MainWindow::gamePage()
{
    if (m_gamePage)
        return m_gamePage;
    m_gamePage = new GamePage(this);
    m_gamePage->setGameViews(&m_views);
    m_gamePage->setGames(&m_registry);
    m_stack->addWidget(m_gamePage);
    m_gamePage->restoreSplitters(m_settings->value(kSplitters).toByteArray());
    connect(m_gamePage, &GamePage::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_gamePage, &GamePage::ruleRequested, this,
            [this](const QString &ruleId) { ruleBrowser()->showRule(ruleId); });
    // "New game from here" opens the new game (queued: the page that asked is replaced).
    connect(
        m_gamePage, &GamePage::gameBranched, this, [this](qint64 gameId) { resumeGame(gameId); },
        Qt::QueuedConnection);
    // Game over (issue 13): a rematch starts at once, remembered as the New Game dialog would.
    connect(m_gamePage, &GamePage::rematchRequested, this, &MainWindow::startRematch);
    connect(m_gamePage, &GamePage::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(m_gamePage, &GamePage::exportRequested, this, [this] {
        if (!m_session || !m_journal)
            return;
        const QString path = exportGameJournal(this, *m_journal, m_registry, m_session->gameId(),
                                               windowTitle().section(QStringLiteral(" — "), 0, 0));
        if (!path.isEmpty())
            statusBar()->showMessage(tr("Journal exported: %1").arg(path), 8000);
    });
    return m_gamePage;
}

RuleBrowserDock *MainWindow::ruleBrowser()
{
    if (m_rules)
        return m_rules;
    m_rules = new RuleBrowserDock(this);
    m_rules->setRegistry(&m_registry);
    if (!m_rulesGameFilter.isEmpty()) // a game was opened before (this reads the rule book)
        m_rules->setGameFilter(m_rulesGameFilter);
    // Where restoreState() put it (kept by QMainWindow for a dock built later), else on the
    // right, hidden.
    if (!restoreDockWidget(m_rules)) {
        addDockWidget(Qt::RightDockWidgetArea, m_rules);
        m_rules->hide();
    }
    m_rulesToggle->setChecked(m_rules->toggleViewAction()->isChecked());
    connect(m_rules->toggleViewAction(), &QAction::toggled, m_rulesToggle, &QAction::setChecked);
    // The rule browser beside a game takes the journal panel's room, never the board's.
    connect(m_rules, &QDockWidget::visibilityChanged, this, &MainWindow::placeRuleBrowser);
    connect(m_rules, &RuleBrowserDock::closeRequested, this, [this] {
        m_rules->hide();
        if (m_gamePage && m_stack->currentWidget() == m_gamePage && m_gamePage->gameView())
            m_gamePage->gameView()->setFocus();
    });
    placeRuleBrowser();
    return m_rules;
}

QAction *MainWindow::cardLibraryAction(const QString &gameId) const
{
    for (QAction *action : m_cardActions)
        if (action->data().toString() == gameId)
            return action;
    return nullptr;
}

// One card library dialog per game at a time: an open one is raised, else a new one is opened.
CardLibraryDialogBase *MainWindow::showCardLibraryDialog(const QString &gameId)
{
    const GameViewModule *game = m_views.find(gameId);
    if (!m_db || !game)
        return nullptr;
    if (CardLibraryDialogBase *existing = m_cardDialogs.value(gameId);
        existing && existing->isVisible()) {
        existing->raise();
        existing->activateWindow();
        return existing;
    }
    CardLibraryDialogBase *dialog = game->createCardLibraryDialog(*m_db, this);
    if (!dialog)
        return nullptr;
    m_cardDialogs.insert(gameId, dialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CardLibraryDialogBase::saved, this, [this](int count) {
        statusBar()->showMessage(
            tr("Card library saved: %1.").arg(CardLibraryDialogBase::cardCountText(count)), 5000);
    });
    dialog->open();
    return dialog;
}

bool MainWindow::startGame(const QString &engineId, const GameConfig &config, const QString &title)
{
    const EnginePtr engine = m_registry.find(engineId);
    if (!engine || !m_journal)
        return false;
    setSession(nullptr);
    DbError err;
    auto session = Session::start(*m_journal, engine, config, title, &err);
    if (!session) {
        MessageBoxes::critical(this, tr("Cannot start the game"), err.text(language()));
        refreshStartPage();
        return false;
    }
    setSession(std::move(session));
    statusBar()->showMessage(tr("New game: %1").arg(title), 5000);
    return true;
}

bool MainWindow::startRematch(const QString &engineId, const GameConfig &config)
{
    const EnginePtr engine = m_registry.find(engineId);
    if (!engine)
        return false;
    const Lang lang = language();
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    const QString title = tr("%1 %2 (rematch)")
                              .arg(engine->displayName(lang),
                                   locale.toString(QDate::currentDate(), QLocale::ShortFormat));
    if (!startGame(engineId, config, title))
        return false;
    QStringList names;
    for (const PlayerInfo &p : config.players)
        names.append(p.name);
    NewGameMemory::store(*m_settings, engineId, config, names);
    return true;
}

bool MainWindow::resumeGame(qint64 gameId, DbError *error, bool report)
{
    if (!m_journal)
        return false;
    setSession(nullptr);
    DbError err;
    std::unique_ptr<Session> session;
    {
        // Opening a long game replays every step: a progress dialog past half a second; a
        // cancel writes nothing and leaves the start page.
        LongWork work(this, tr("Opening game %1…").arg(QLocale().toString(gameId)), true);
        session = Session::resume(*m_journal, m_registry, gameId, &err, work.progress());
        if (work.cancelled()) {
            statusBar()->showMessage(tr("Opening the game was cancelled."), 5000);
            refreshStartPage();
            return false;
        }
    }
    if (!session) {
        if (error)
            *error = err;
        if (report)
            MessageBoxes::critical(this, tr("Cannot resume the game"), err.text(language()));
        refreshStartPage();
        return false;
    }
    setSession(std::move(session));
    return true;
}

void MainWindow::closeGame()
{
    setSession(nullptr);
    refreshStartPage();
}

void MainWindow::refreshStartPage()
{
    if (!m_journal) {
        m_startPage->setGames({}, &m_registry);
        return;
    }
    // A page of the most recent games; more as the list is scrolled (issue 19: a start that
    // stays instant after years of play).
    DbError err;
    QList<GameSummary> games = m_journal->listGames(&err, kStartPageBatch + 1);
    if (err)
        statusBar()->showMessage(err.text(language()));
    const bool more = games.size() > kStartPageBatch;
    if (more)
        games.removeLast();
    m_startPage->setGames(games, &m_registry, more);
    if (m_stack->currentWidget() == m_startPage && !m_session)
        m_startPage->setFocus();
}

HistoryBrowser *MainWindow::showHistory()
{
    if (!m_journal)
        return nullptr;
    if (!m_historyBrowser) {
        m_historyBrowser = new HistoryBrowser(*m_journal, m_registry, this);
        m_historyBrowser->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_historyBrowser, &HistoryBrowser::openRequested, this,
                [this](qint64 gameId) { resumeGame(gameId); });
        connect(m_historyBrowser, &HistoryBrowser::statusMessage, this,
                [this](const QString &text) { statusBar()->showMessage(text, 8000); });
        // A deleted game leaves the start page's list too.
        connect(m_historyBrowser, &QDialog::finished, this, [this] {
            if (!m_session)
                refreshStartPage();
        });
    }
    m_historyBrowser->setOpenGame(m_session ? m_session->gameId() : 0);
    m_historyBrowser->show();
    m_historyBrowser->raise();
    m_historyBrowser->activateWindow();
    return m_historyBrowser;
}

void MainWindow::showStatistics()
{
    if (!m_db)
        return;
    auto *dialog = new StatisticsDialog(*m_db, m_registry, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::openDatabaseDialog()
{
    const QString dir =
        m_db && !m_db->isServer() ? QFileInfo(m_db->path()).absolutePath() : QString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open database"), dir, tr("Kibitzer databases (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        openDatabase(path);
}

void MainWindow::showAbout()
{
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::saveSettings()
{
    m_settings->setValue(kGeometry, saveGeometry());
    m_settings->setValue(kState, saveState());
    if (m_gamePage) // else the splitters stay as they were saved
        m_settings->setValue(kSplitters, m_gamePage->saveSplitters());
    m_settings->setValue(kRulesShown, m_rules && !m_rules->isHidden());
    m_settings->setValue(kLanguage, langCode(language()));
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshStartPage();
    }
    QMainWindow::changeEvent(event);
}

} // namespace kbz
