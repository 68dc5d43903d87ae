#pragma once

#include "core/Finding.h"
#include "core/Step.h"

#include <QPointer>
#include <QWidget>

namespace kbz {
class Session;
}

namespace kbz::rr {

// The end-phase checklist: support (the ranking by monsters on board and waiting line, who may
// heal 1 cube and on which unit), fatigue (each player removes up to 2 action markers), new
// mercenaries, the command reshuffle, and the start player passing left; then "End the round".
// Items the journal knows are ticked from the state; table-only items are ticked by hand. Each
// action asks the game page to record its step.
class RrEndPhasePanel final : public QWidget
{
    Q_OBJECT

public:
    explicit RrEndPhasePanel(QWidget *parent = nullptr);
    ~RrEndPhasePanel() override;
    Q_DISABLE_COPY_MOVE(RrEndPhasePanel)

    void setSession(Session *session);
    void sync();

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);

protected:
    void changeEvent(QEvent *event) override;

private:
    QPointer<Session> m_session;
};

} // namespace kbz::rr
