// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Session.h"

#include "core/Step.h"

#include <QPointer>
#include <QWidget>
#include <memory>

class QLabel;
class QListView;
class QPushButton;
class QSplitter;
class QTreeView;

namespace kbz {

class AnyStepDialog;
class ElidedLabel;
class GameRegistry;
class FindingsModel;
class GameOverPanel;
class GameView;
class GameViewRegistry;
class GuidancePanel;
class JournalModel;
class LiveGame;
class TimeTravelControl;

// The page of a game in play: guidance on top, the game's own view (board + step entry) in the
// middle, the journal and the findings panel on the right. It records the steps the game view
// prepares: Session::record, the "record anyway?" question on warnings, and "recorded" only
// once the session says so.
//
// A game on a server is live (LiveGame, docs/club.md): what other laptops record, undo and redo
// appears here as it is committed there; a step that loses to another laptop's is reported as
// not recorded, with what the other laptop did; a lost connection is shown in a banner above the
// guidance until the server is back and the game has been read again.
class GamePage final : public QWidget
{
    Q_OBJECT

public:
    explicit GamePage(QWidget *parent = nullptr);
    ~GamePage() override;
    Q_DISABLE_COPY_MOVE(GamePage)

    void setSession(Session *session); // nullptr = no game
    Session *session() const { return m_session; }
    // Where the game's own view comes from (not owned; nullptr: the generic step entry).
    void setGameViews(const GameViewRegistry *views) { m_views = views; }
    // The games' modules (not owned): their step schemas make the "any step" form.
    void setGames(const GameRegistry *games) { m_games = games; }

    // Game ▸ Enter any step… (Ctrl+E) and the "Any step…" button: the form of every step kind
    // (AnyStepDialog), opened on what the tool in front prepares, beside the board so that a
    // click on a square fills its square fields. Nothing happens while looking back.
    void showAnyStep();
    AnyStepDialog *anyStepDialog() const;

    // Records `step`; true when it was recorded.
    bool record(const Step &step);
    bool undo();
    bool redo();

    GameView *gameView() const { return m_view.get(); }
    GuidancePanel *guidancePanel() const { return m_guidance; }
    QListView *journalView() const { return m_journal; }
    QTreeView *findingsView() const { return m_findings; }
    JournalModel *journalModel() const { return m_journalModel; }
    FindingsModel *findingsModel() const { return m_findingsModel; }
    QString findingsTitle() const;
    // Looking back, branching and bookmarks (issue 22).
    TimeTravelControl *timeTravel() const { return m_travel; }
    // A game on a server: what follows it (nullptr on SQLite), and the banner that says the
    // connection is lost (hidden while connected).
    LiveGame *liveGame() const { return m_live.get(); }
    QLabel *connectionBanner() const { return m_connectionBanner; }

    // When the game is over, the game-over summary (GameOverPanel) takes the game view's place;
    // its Board button shows the board again and the Game summary button beside the guidance
    // brings it back.
    // Undoing the last step removes it.
    GameOverPanel *gameOverPanel() const { return m_gameOver; }
    bool isGameOverShown() const;
    void setGameOverShown(bool shown);
    QPushButton *summaryButton() const { return m_summaryButton; }

    QByteArray saveSplitters() const;
    void restoreSplitters(const QByteArray &state);

    // The journal and findings panel on the right. While the rule browser is open beside a game
    // it takes this panel's room (MainWindow hides the panel), so the board never shrinks.
    void setSidePanelShown(bool shown);
    bool isSidePanelShown() const;
    // The width the side panel has (or had before it was hidden).
    int sidePanelWidth() const;

Q_SIGNALS:
    void statusMessage(const QString &text);
    void ruleRequested(const QString &ruleId);
    // "New game from here" stored game `gameId`: the window opens it.
    void gameBranched(qint64 gameId);
    // The game-over buttons (MainWindow starts the game or writes the file).
    void rematchRequested(const QString &engineId, const kbz::GameConfig &config);
    void newGameRequested();
    void exportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showEntryFindings();
    void onPreview(const QList<kbz::Finding> &findings);
    void selectLastEntry();
    bool refuseWhileLookingBack();
    void updateGameOver();
    void followLive(Session *session);
    void onChangedElsewhere(const Session::CatchUp &what);
    void onConnectionLost(const DbError &why);
    QString lostToAnotherLaptop(const std::optional<Session::Change> &theirs,
                                const QString &yours) const;

    QPointer<Session> m_session;
    const GameViewRegistry *m_views = nullptr;
    const GameRegistry *m_games = nullptr;
    QPointer<AnyStepDialog> m_anyStep;
    std::unique_ptr<LiveGame> m_live;
    QLabel *m_connectionBanner = nullptr;
    GuidancePanel *m_guidance = nullptr;
    QSplitter *m_split = nullptr;
    QSplitter *m_side = nullptr;
    QWidget *m_viewHolder = nullptr;
    QWidget *m_sideBox = nullptr;
    int m_sideWidth = 0;
    std::unique_ptr<GameView> m_view;
    QLabel *m_journalTitle = nullptr;
    QListView *m_journal = nullptr;
    ElidedLabel *m_findingsTitle = nullptr;
    QTreeView *m_findings = nullptr;
    JournalModel *m_journalModel = nullptr;
    FindingsModel *m_findingsModel = nullptr;
    TimeTravelControl *m_travel = nullptr;
    GameOverPanel *m_gameOver = nullptr;
    QPushButton *m_summaryButton = nullptr;
    bool m_over = false;                // the session's game has a result
    bool m_inPast = false;              // looking back (TimeTravelControl shows a past view)
    bool m_overShownBeforePast = false; // the summary was shown when looking back began
    bool m_showingPreview = false;
    int m_findingsRow = -1;
};

} // namespace kbz
