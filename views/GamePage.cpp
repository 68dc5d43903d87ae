// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GamePage.h"

#include "AnyStepDialog.h"
#include "ElidedLabel.h"
#include "FindingsDelegate.h"
#include "GameOverPanel.h"
#include "GameView.h"
#include "GuidancePanel.h"
#include "JournalDelegate.h"
#include "MessageBoxes.h"
#include "TimeTravelControl.h"
#include "Translations.h"
#include "core/FindingsModel.h"
#include "core/GameRegistry.h"
#include "core/JournalModel.h"
#include "core/LiveGame.h"
#include "core/Session.h"

#include "ElidedLabel.h"
#include <QDataStream>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>

#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace kbz {

namespace {

QWidget *titled(QLabel *title, QWidget *content, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont f = title->font();
    f.setBold(true);
    title->setFont(f);
    layout->addWidget(title);
    layout->addWidget(content, 1);
    return box;
}

} // namespace

GamePage::GamePage(QWidget *parent)
    : QWidget(parent)
    , m_connectionBanner(new QLabel(this))
    , m_guidance(new GuidancePanel(this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_side(new QSplitter(Qt::Vertical, this))
    , m_viewHolder(new QWidget(this))
    , m_journalTitle(new QLabel(this))
    , m_journal(new QListView(this))
    , m_findingsTitle(new ElidedLabel(this))
    , m_findings(new QTreeView(this))
    , m_journalModel(new JournalModel(this))
    , m_findingsModel(new FindingsModel(this))
    , m_gameOver(new GameOverPanel(this))
{
    m_journal->setObjectName(QStringLiteral("journal"));
    m_findings->setObjectName(QStringLiteral("findings"));
    m_journal->setModel(m_journalModel);
    m_journal->setItemDelegate(new JournalDelegate(m_journal));
    m_journal->setSelectionMode(QAbstractItemView::SingleSelection);
    // Long lines wrap (the delegate measures them at the view's width): nothing scrolls
    // sideways and nothing is cut (issue 29); the rows follow a change of the width.
    m_journal->setWordWrap(true);
    m_journal->setResizeMode(QListView::Adjust);
    m_journal->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_journal->setIconSize(QSize(16, 16));
    m_journal->setAlternatingRowColors(true);
    m_findings->setModel(m_findingsModel);
    m_findings->setItemDelegate(new FindingsDelegate(m_findings));
    m_findings->setRootIsDecorated(false);
    m_findings->setUniformRowHeights(true);
    m_findings->setWordWrap(true);
    m_findings->header()->setStretchLastSection(true);
    m_findings->header()->setSectionResizeMode(FindingsModel::RuleColumn,
                                               QHeaderView::ResizeToContents);
    m_journalTitle->setBuddy(m_journal);
    m_findingsTitle->setBuddy(m_findings);

    auto *holderLayout = new QVBoxLayout(m_viewHolder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    m_gameOver->setParent(m_viewHolder);
    m_gameOver->hide();
    holderLayout->addWidget(m_gameOver);
    // On the board after the game: one button beside the guidance (above the board, taking none
    // of its room) brings the summary back.
    m_summaryButton = new QPushButton(this);
    m_summaryButton->setObjectName(QStringLiteral("summaryButton"));
    m_summaryButton->hide();
    connect(m_summaryButton, &QPushButton::clicked, this, [this] { setGameOverShown(true); });
    connect(m_gameOver, &GameOverPanel::boardRequested, this, [this] { setGameOverShown(false); });
    connect(m_gameOver, &GameOverPanel::newGameRequested, this, &GamePage::newGameRequested);
    connect(m_gameOver, &GameOverPanel::exportRequested, this, &GamePage::exportRequested);
    connect(m_gameOver, &GameOverPanel::statusMessage, this, &GamePage::statusMessage);
    connect(m_gameOver, &GameOverPanel::rematchRequested, this, [this] {
        if (m_session && m_view)
            Q_EMIT rematchRequested(m_session->engine()->id(),
                                    m_view->rematchConfig(m_session->config()));
    });
    m_side->addWidget(titled(m_journalTitle, m_journal, m_side));
    m_side->addWidget(titled(m_findingsTitle, m_findings, m_side));
    m_side->setStretchFactor(0, 3);
    m_side->setStretchFactor(1, 1);
    m_side->setChildrenCollapsible(false);
    // Laptop first (issue 12): at 1280x680 the game view gets all but a narrow journal column;
    // on a large screen the extra width goes mostly to the board, some to the journal.
    const int em = fontMetrics().averageCharWidth();
    m_journal->setMinimumSize(em * 22, fontMetrics().lineSpacing() * 4);
    m_findings->setMinimumSize(em * 22, fontMetrics().lineSpacing() * 3);
    m_sideBox = m_side;
    m_split->addWidget(m_viewHolder);
    m_split->addWidget(m_side);
    m_split->setStretchFactor(0, 4);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);
    m_split->setSizes({980, 280});
    m_side->setSizes({500, 180});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    // Shown only while a server's connection is lost (a game on SQLite never shows it).
    m_connectionBanner->setObjectName(QStringLiteral("connectionBanner"));
    m_connectionBanner->setWordWrap(true);
    m_connectionBanner->setAutoFillBackground(true);
    m_connectionBanner->setBackgroundRole(QPalette::ToolTipBase);
    m_connectionBanner->setForegroundRole(QPalette::ToolTipText);
    m_connectionBanner->setMargin(4);
    m_connectionBanner->hide();
    layout->addWidget(m_connectionBanner);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_guidance, 1);
    top->addWidget(m_summaryButton, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_split, 1);

    connect(m_journal->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &GamePage::showEntryFindings);
    // Selecting a step looks back at the game as it was then (views/TimeTravelControl).
    m_travel = new TimeTravelControl(
        this, m_journal, m_journalModel, m_guidance,
        [this] { return GameView::create(m_views, m_session->engine()->id(), m_viewHolder); },
        [this](QWidget *past, bool liveEnabled) {
            if (!m_view)
                return;
            m_view->setEnabled(liveEnabled);
            if (past) {
                // A finished game's summary gives way to the past too, and comes back with now.
                if (!m_inPast)
                    m_overShownBeforePast = isGameOverShown();
                m_inPast = true;
                m_gameOver->hide();
                // Kept in place (the guidance beside it must not move), but not while looking back.
                m_summaryButton->setEnabled(false);
                m_viewHolder->layout()->addWidget(past);
                m_view->hide();
                past->show();
            } else {
                m_inPast = false;
                m_summaryButton->setEnabled(true);
                if (m_over)
                    setGameOverShown(m_overShownBeforePast);
                else
                    m_view->show();
            }
        });
    connect(m_journal->selectionModel(), &QItemSelectionModel::currentChanged, m_travel,
            [this](const QModelIndex &current) { m_travel->journalRowChanged(current.row()); });
    connect(m_travel, &TimeTravelControl::statusMessage, this, &GamePage::statusMessage);
    connect(m_travel, &TimeTravelControl::gameBranched, this, &GamePage::gameBranched);
    connect(m_journal, &QListView::clicked, this, &GamePage::showEntryFindings);
    connect(m_findings, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString id = index.data(FindingsModel::RuleIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT ruleRequested(id);
    });
    // F1 on a finding opens the rule it cites (with no current row: the first that cites one).
    auto *help = new QShortcut(QKeySequence(Qt::Key_F1), m_findings);
    help->setContext(Qt::WidgetShortcut);
    connect(help, &QShortcut::activated, this, [this] {
        QString id = m_findings->currentIndex().data(FindingsModel::RuleIdRole).toString();
        for (int row = 0; id.isEmpty() && row < m_findingsModel->rowCount(); ++row)
            id = m_findingsModel->index(row, 0).data(FindingsModel::RuleIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT ruleRequested(id);
    });
    retranslateUi();
}

GamePage::~GamePage()
{
    m_live.reset();
    m_journalModel->setSession(nullptr);
}

void GamePage::setSession(Session *session)
{
    m_live.reset(); // before the session it follows goes
    m_connectionBanner->hide();
    m_travel->setSession(nullptr); // back to now while the old view is still there
    if (m_anyStep)                 // its form was made for the game that goes
        m_anyStep->close();
    m_session = session;
    const Lang lang = Translations::current();
    m_journalModel->setLang(lang);
    m_findingsModel->setLang(lang);
    m_journalModel->setSession(session);
    m_findingsModel->setFindings({});
    m_guidance->setSession(session);
    m_view.reset();
    m_over = false;
    m_gameOver->hide();
    m_summaryButton->hide();
    if (session) {
        m_view = GameView::create(m_views, session->engine()->id(), m_viewHolder);
        m_viewHolder->layout()->addWidget(m_view.get());
        connect(m_view.get(), &GameView::recordRequested, this, &GamePage::record);
        connect(m_view.get(), &GameView::previewChanged, this, &GamePage::onPreview);
        connect(m_view.get(), &GameView::statusMessage, this, &GamePage::statusMessage);
        connect(m_view.get(), &GameView::ruleRequested, this, &GamePage::ruleRequested);
        connect(m_view.get(), &GameView::squareClicked, this, [this](const QJsonValue &square) {
            if (m_anyStep)
                m_anyStep->offerSquare(square);
        });
        m_view->setSession(session);
        m_view->setFocus();
        m_travel->setSession(session);
        selectLastEntry();
        connect(session, &Session::stateChanged, this, &GamePage::updateGameOver);
        // A finished game opened again shows its board, the summary one click away; the summary
        // itself comes when a game ends in play.
        if (const auto result = session->result()) {
            m_over = true;
            m_gameOver->setSummary(*session, *result, m_view->gameOverSummary());
            setGameOverShown(false);
        }
        followLive(session);
    }
}

void GamePage::followLive(Session *session)
{
    if (!session->journal().database().isServer() || session->isPast())
        return;
    m_live = std::make_unique<LiveGame>(*session);
    connect(m_live.get(), &LiveGame::changedElsewhere, this, &GamePage::onChangedElsewhere);
    connect(m_live.get(), &LiveGame::connectionLost, this, &GamePage::onConnectionLost);
    connect(m_live.get(), &LiveGame::connectionRestored, this,
            [this](const Session::CatchUp &what) {
                m_connectionBanner->hide();
                if (what.changed() && !m_travel->isLookingBack())
                    selectLastEntry();
                Q_EMIT statusMessage(tr("Connected to the server again; the game is up to date."));
            });
    connect(m_live.get(), &LiveGame::catchUpFailed, this, [this](const DbError &error) {
        m_connectionBanner->setText(tr("The game could not be read again from the server: %1")
                                        .arg(error.text(Translations::current())));
        m_connectionBanner->show();
    });
}

void GamePage::onChangedElsewhere(const Session::CatchUp &what)
{
    if (!m_travel->isLookingBack()) // a look back stays where it is; the journal grew below it
        selectLastEntry();
    if (!what.last)
        return;
    const QString text = what.last->description.text(Translations::current());
    switch (what.last->kind) {
    case Session::Change::Kind::Step:
        Q_EMIT statusMessage(tr("Recorded on another laptop: %1").arg(text));
        break;
    case Session::Change::Kind::Undo:
        Q_EMIT statusMessage(tr("Undone on another laptop: %1").arg(text));
        break;
    case Session::Change::Kind::Redo:
        Q_EMIT statusMessage(tr("Redone on another laptop: %1").arg(text));
        break;
    }
}

void GamePage::onConnectionLost(const DbError &why)
{
    m_connectionBanner->setText(
        tr("%1 Nothing can be recorded until it is back: Kibitzer connects again by itself and "
           "then shows what was recorded meanwhile.")
            .arg(why.message.text(Translations::current())));
    m_connectionBanner->show();
    Q_EMIT statusMessage(m_connectionBanner->text());
}

QString GamePage::lostToAnotherLaptop(const std::optional<Session::Change> &theirs,
                                      const QString &yours) const
{
    QString first = tr("Another laptop changed the game first.");
    if (theirs) {
        const QString text = theirs->description.text(Translations::current());
        switch (theirs->kind) {
        case Session::Change::Kind::Step:
            first = tr("“%1” was recorded on another laptop first.").arg(text);
            break;
        case Session::Change::Kind::Undo:
            first = tr("“%1” was undone on another laptop first.").arg(text);
            break;
        case Session::Change::Kind::Redo:
            first = tr("“%1” was redone on another laptop first.").arg(text);
            break;
        }
    }
    return first + QLatin1Char(' ') + yours + QLatin1Char(' ') +
           tr("The game now shows what the other laptop did.");
}

bool GamePage::refuseWhileLookingBack()
{
    if (!m_travel->isLookingBack())
        return false;
    Q_EMIT statusMessage(tr("Looking back at step %1: nothing can be recorded onto a past state. "
                            "Esc returns to now.")
                             .arg(m_travel->lookBackStep()));
    return true;
}

bool GamePage::isGameOverShown() const
{
    return m_gameOver->isVisibleTo(this);
}

void GamePage::setGameOverShown(bool shown)
{
    shown = shown && m_over && m_view;
    if (m_view)
        m_view->setVisible(!shown);
    m_gameOver->setVisible(shown);
    m_summaryButton->setVisible(m_over && !shown);
    if (shown)
        m_gameOver->table()->setFocus();
    else if (m_view)
        m_view->setFocus();
}

void GamePage::updateGameOver()
{
    const auto result = m_session && m_view ? m_session->result() : std::nullopt;
    const bool wasOver = m_over;
    m_over = result.has_value();
    if (result)
        m_gameOver->setSummary(*m_session, *result, m_view->gameOverSummary());
    if (m_over != wasOver)
        setGameOverShown(m_over); // the end (or its undo): the summary comes (or goes)
}

AnyStepDialog *GamePage::anyStepDialog() const
{
    return m_anyStep;
}

void GamePage::showAnyStep()
{
    if (!m_session || refuseWhileLookingBack())
        return;
    const GameModule *module = m_games ? m_games->module(m_session->engine()->id()) : nullptr;
    if (!module || module->stepSchemas().isEmpty()) {
        Q_EMIT statusMessage(tr("This game has no step form: enter its steps in the step entry."));
        return;
    }
    if (m_anyStep) {
        m_anyStep->raise();
        m_anyStep->activateWindow();
        return;
    }
    // Beside the board, not in front of it: a click on a square fills a square field.
    auto *dialog = new AnyStepDialog(
        m_session, module, [this](const Step &step) { return record(step); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    std::optional<Step> draft = m_view ? m_view->draftStep() : std::nullopt;
    if (!draft) {
        const Guidance g = m_session->guidance();
        draft = Step{g.expected.value(0), g.actor, {}};
    }
    dialog->setDraft(*draft);
    m_anyStep = dialog;
    dialog->show();
}

bool GamePage::record(const Step &step)
{
    if (!m_session || refuseWhileLookingBack())
        return false;
    const Lang lang = Translations::current();
    const QString description = m_session->engine()->describe(*m_session->state(), step).text(lang);
    Session::RecordResult r = m_session->record(step);
    if (r.outcome == Session::Outcome::NeedsConfirmation) {
        QStringList warnings;
        QStringList rules;
        for (const Finding &f : r.findings)
            if (f.severity == Severity::Warning) {
                warnings.append(QStringLiteral("%1 [%2]").arg(f.message.text(lang), f.ruleId));
                if (!f.ruleId.isEmpty() && !rules.contains(f.ruleId))
                    rules.append(f.ruleId);
            }
        if (!MessageBoxes::askRecordAnyway(
                this, description, warnings, rules,
                [this](const QString &rule) { Q_EMIT ruleRequested(rule); })) {
            Q_EMIT statusMessage(tr("Not recorded: %1").arg(description));
            return false;
        }
        r = m_session->record(step, Session::Confirm::Yes);
    }
    switch (r.outcome) {
    case Session::Outcome::Recorded:
        if (m_view)
            m_view->stepRecorded();
        selectLastEntry();
        Q_EMIT statusMessage(tr("Recorded: %1").arg(description));
        return true;
    case Session::Outcome::Malformed:
        MessageBoxes::warning(this, tr("Cannot record this step"), r.problem.text(lang));
        break;
    case Session::Outcome::StorageFailed:
        if (m_live) // a lost connection is said in the banner too, at once
            m_live->checkConnection();
        MessageBoxes::critical(
            this, tr("Not recorded"),
            tr("The step could not be saved. Nothing was recorded.\n\n%1").arg(r.error.text(lang)));
        break;
    case Session::Outcome::Conflict:
        if (m_view)
            m_view->stepRecorded(); // the entry starts again from the game as it now is
        selectLastEntry();
        MessageBoxes::warning(
            this, tr("Not recorded"),
            lostToAnotherLaptop(r.theirs, tr("Your step “%1” was not recorded.").arg(description)));
        break;
    case Session::Outcome::NeedsConfirmation:
        break;
    }
    Q_EMIT statusMessage(tr("Not recorded: %1").arg(description));
    return false;
}

bool GamePage::undo()
{
    if (!m_session || !m_session->canUndo() || refuseWhileLookingBack())
        return false;
    const QString text = m_session->undoText(Translations::current());
    DbError error;
    std::optional<Session::Change> theirs;
    if (!m_session->undo(&error, &theirs)) {
        if (error.code == DbError::Code::Conflict) {
            if (m_view)
                m_view->stepRecorded();
            selectLastEntry();
            MessageBoxes::warning(
                this, tr("Undo failed"),
                lostToAnotherLaptop(theirs, tr("Your undo of “%1” was not made.").arg(text)));
            return false;
        }
        if (m_live)
            m_live->checkConnection();
        MessageBoxes::critical(this, tr("Undo failed"), error.text(Translations::current()));
        return false;
    }
    if (m_view)
        m_view->stepRecorded();
    selectLastEntry();
    Q_EMIT statusMessage(tr("Undone: %1").arg(text));
    return true;
}

bool GamePage::redo()
{
    if (!m_session || !m_session->canRedo() || refuseWhileLookingBack())
        return false;
    const QString text = m_session->redoText(Translations::current());
    DbError error;
    std::optional<Session::Change> theirs;
    if (!m_session->redo(&error, &theirs)) {
        if (error.code == DbError::Code::Conflict) {
            if (m_view)
                m_view->stepRecorded();
            selectLastEntry();
            MessageBoxes::warning(
                this, tr("Redo failed"),
                lostToAnotherLaptop(theirs, tr("Your redo of “%1” was not made.").arg(text)));
            return false;
        }
        if (m_live)
            m_live->checkConnection();
        MessageBoxes::critical(this, tr("Redo failed"), error.text(Translations::current()));
        return false;
    }
    if (m_view)
        m_view->stepRecorded();
    selectLastEntry();
    Q_EMIT statusMessage(tr("Redone: %1").arg(text));
    return true;
}

void GamePage::selectLastEntry()
{
    if (!m_session || m_session->index() == 0) {
        m_journal->clearSelection();
        m_journal->setCurrentIndex({});
        m_findingsRow = -1;
        m_showingPreview = false;
        // Before the first step: what the engine says of the setup (an army over its budget).
        m_findingsModel->setFindings(m_session ? m_session->configFindings() : QList<Finding>{});
        retranslateUi();
        return;
    }
    const QModelIndex last = m_journalModel->index(m_session->index() - 1);
    m_journal->setCurrentIndex(last);
    m_journal->scrollTo(last);
    showEntryFindings();
}

void GamePage::showEntryFindings()
{
    const QModelIndex current = m_journal->currentIndex();
    if (!m_session || !current.isValid() || current.row() >= m_session->count())
        return;
    m_showingPreview = false;
    m_findingsRow = current.row();
    QList<Finding> findings = m_session->entry(current.row()).record.findings;
    if (current.row() == 0) // the setup's findings are the game's from its first step on
        findings = m_session->configFindings() + findings;
    m_findingsModel->setFindings(findings);
    retranslateUi();
}

void GamePage::onPreview(const QList<Finding> &findings)
{
    if (m_travel->isLookingBack())
        return; // a past view prepares nothing: the selected step's findings stay
    if (findings.isEmpty() && m_findingsRow >= 0 && !m_showingPreview)
        return; // keep showing the selected entry
    m_showingPreview = true;
    m_findingsRow = -1;
    m_findingsModel->setFindings(findings);
    retranslateUi();
}

QString GamePage::findingsTitle() const
{
    return m_findingsTitle->fullText();
}

QByteArray GamePage::saveSplitters() const
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s << m_split->saveState() << m_side->saveState();
    return out;
}

void GamePage::restoreSplitters(const QByteArray &state)
{
    QDataStream s(state);
    QByteArray a;
    QByteArray b;
    s >> a >> b;
    if (s.status() == QDataStream::Ok) {
        m_split->restoreState(a);
        m_side->restoreState(b);
    }
}

void GamePage::setSidePanelShown(bool shown)
{
    if (shown == m_sideBox->isVisibleTo(this))
        return;
    if (!shown)
        m_sideWidth = m_sideBox->width();
    m_sideBox->setVisible(shown);
}

bool GamePage::isSidePanelShown() const
{
    return m_sideBox->isVisibleTo(this);
}

int GamePage::sidePanelWidth() const
{
    return m_sideBox->isVisibleTo(this) || m_sideWidth == 0 ? m_sideBox->width() : m_sideWidth;
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        const Lang lang = Translations::current();
        m_journalModel->setLang(lang);
        m_findingsModel->setLang(lang);
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void GamePage::retranslateUi()
{
    m_journalTitle->setText(tr("&Journal"));
    if (m_showingPreview)
        m_findingsTitle->setFullText(tr("Findin&gs of the step being entered"));
    else if (m_findingsRow >= 0)
        m_findingsTitle->setFullText(tr("Findin&gs of step %1").arg(m_findingsRow + 1));
    else if (m_session && !m_session->configFindings().isEmpty())
        m_findingsTitle->setFullText(tr("Findin&gs of the setup"));
    else
        m_findingsTitle->setFullText(tr("Findin&gs"));
    m_summaryButton->setText(tr("Game &summary"));
    m_summaryButton->setToolTip(tr("The winner, the score sheet and a rematch."));
}

} // namespace kbz
