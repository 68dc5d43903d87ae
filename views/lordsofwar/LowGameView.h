#pragma once

#include "GameView.h"
#include "core/Session.h"

#include <QPointer>
#include <memory>

namespace kbz::low {

class LowMatView;
struct LowState;

// The Lords of War game view: the mat, the counters (cards destroyed and commanders lost per
// side against the thresholds), the active player's deck list to place from, and the tool for
// what happens now (placement, combat resolution with ranged shots, berserker advance,
// reinforcement: draw or recall, the result). The game view helper designs its parts.
class LowGameView final : public GameView
{
    Q_OBJECT

public:
    explicit LowGameView(QWidget *parent = nullptr);
    ~LowGameView() override;
    Q_DISABLE_COPY_MOVE(LowGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;

    LowMatView *mat() const { return m_mat; }

private:
    std::shared_ptr<const LowState> lowState() const;

    QPointer<Session> m_session;
    LowMatView *m_mat = nullptr;
};

} // namespace kbz::low
