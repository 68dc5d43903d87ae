// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Session.h"

#include "GameView.h"
#include "lethalcheckmate/LcState.h"

#include <QPointer>
#include <memory>

namespace kbz {}

namespace kbz::lc {

class LcBoardView;
class LcPanel;
class LcStepEntry;

// The Lethal Checkmate game view: the board on the left; the players' panel and the step entry
// on the right. The entry is checked live against the rules (Session::check) and the warnings
// are shown before recording.
class LcGameView final : public GameView
{
    Q_OBJECT

public:
    explicit LcGameView(QWidget *parent = nullptr);
    ~LcGameView() override;
    Q_DISABLE_COPY_MOVE(LcGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;
    QAbstractButton *primaryAction() const override;
    TableContent *createTableContent(QWidget *parent) const override;
    GameOverSummary gameOverSummary() const override;
    std::optional<Step> draftStep() const override;
    QStringList frontKinds() const override;

    LcBoardView *board() const { return m_board; }
    LcPanel *panel() const { return m_panel; }
    LcStepEntry *entry() const { return m_entry; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void describeKeys();
    void syncFromSession();
    void updatePreview();
    // The squares the board offers, its cursor and whether it picks squares at all.
    void offerSquares();
    // The square proposed among the offered ones: a placement's middle of the near row, a
    // move's first legal square (an escape's first one out of reach).
    Square proposedSquare(const QList<Square> &targets) const;
    // "Quick refill": the refill recorded after a step that ended the turn.
    void refillAfterTurn();
    // The entry's preview; `announce` also tells the game page (previewChanged).
    void renderPreview(bool announce);
    void requestRecord();
    std::shared_ptr<const LcState> lcState() const;

    QPointer<Session> m_session;
    LcBoardView *m_board = nullptr;
    LcPanel *m_panel = nullptr;
    LcStepEntry *m_entry = nullptr;
};

} // namespace kbz::lc
