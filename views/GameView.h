// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "core/GameConfig.h"
#include "core/GameOverSummary.h"
#include "core/Step.h"

#include <QJsonValue>
#include <QWidget>
#include <memory>
#include <optional>

class QAbstractButton;
class QKeyEvent;

namespace kbz {

class GameViewRegistry;
class Session;
class TableContent;

// The game specific part of the game page: the board and the step-entry panel of one game.
// GamePage picks one with create() by engine id (from the game's GameViewModule) and does the
// recording itself: a view only prepares steps (recordRequested) and shows what the validators say
// about the step being prepared (previewChanged).
class GameView : public QWidget
{
    Q_OBJECT

public:
    explicit GameView(QWidget *parent = nullptr);
    ~GameView() override;
    Q_DISABLE_COPY_MOVE(GameView)

    // The view of `engineId`'s views module (GameViewModule::createView), else a generic entry.
    static std::unique_ptr<GameView> create(const GameViewRegistry *views, const QString &engineId,
                                            QWidget *parent = nullptr);

    virtual void setSession(Session *session) = 0;
    // After a step was recorded (or the stack moved): reset the prepared step.
    virtual void stepRecorded() = 0;
    // The button that records the step the game expects now (the one Enter presses), or nullptr
    // when the game is over or no tool is shown. At 1280x680 it must be visible without scrolling
    // and must keep its place between two steps of the same phase (the layout tests check both).
    virtual QAbstractButton *primaryAction() const { return nullptr; }

    // A view of the past (look-back, issue 22): nothing can be entered in it, but what only
    // changes what is shown (a player's board in front) stays usable. Default: the whole view
    // disabled.
    virtual void setBrowseOnly(bool browseOnly) { setEnabled(!browseOnly); }

    // The game's part of the players' view on a second screen (its board read-only and its
    // counters), or nullptr: the players' view then shows the guidance and journal lines only.
    virtual TableContent *createTableContent(QWidget *parent) const
    {
        Q_UNUSED(parent);
        return nullptr;
    }
    // The game's part of the game-over screen (GameOverPanel, issue 13): its score sheet and
    // facts for the session's result. Default: none (the screen shows the winner, the scores of
    // the result, the steps and the time the game took).
    virtual GameOverSummary gameOverSummary() const { return {}; }
    // A rematch of a game set up with `config`: the same players and options, the first player
    // rotated. Default: the "firstPlayer" or "startPlayer" option moves to the next seat; a game
    // without one has its players rotated (seat 0 starts).
    virtual GameConfig rematchConfig(const GameConfig &config) const;

    // The step the tool in front is preparing, as far as it goes (its kind, seat and what is
    // chosen so far), for the "any step" form to open on (issue 35); std::nullopt: the form
    // opens on the step the guidance expects.
    virtual std::optional<Step> draftStep() const { return std::nullopt; }

    // Presses primaryAction() when it is shown and enabled, as Enter does; false when it is not.
    bool pressPrimary();

    // The step kinds the tool in front records with primaryAction() (issue 29: the tool in
    // front is the one the guidance's expected step needs). Empty: not known (a generic entry).
    virtual QStringList frontKinds() const;

    // The rule the step being prepared first cites (its first warning), or an empty string:
    // what F1 anywhere in the view opens (ruleRequested).
    QString previewRuleId() const;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    // Show a sentence in the status bar ("Choose a square first").
    void statusMessage(const QString &text);
    // Open a rule in the rule browser (a rule id clicked in the view).
    void ruleRequested(const QString &ruleId);
    // A square of the board was clicked, in the journal's form ("b2", [x, y]): the "any step"
    // form, when open, fills its first empty square field with it.
    void squareClicked(const QJsonValue &square);

protected:
    // Enter that no field or board took presses primaryAction(), whatever the view: Enter does
    // what the primary button says (issue 29). A view handles other keys and calls this one.
    void keyPressEvent(QKeyEvent *event) override;

    // The tools of the view and the step kinds each records: guidedTool() is the one that
    // records the first of the guidance's expected kinds any of them records, so every game
    // brings its tools forward the same way (issue 29). A tool may be registered with no kinds
    // (the score sheet) and picked by the view itself.
    void addGuidedTool(QWidget *tool, const QStringList &kinds);
    QWidget *guidedTool(const QStringList &expected) const;
    // The kinds registered for `tool`.
    QStringList guidedKinds(const QWidget *tool) const;

private:
    QList<Finding> m_preview; // the last previewChanged
    QList<QPair<QWidget *, QStringList>> m_guidedTools;
};

} // namespace kbz
