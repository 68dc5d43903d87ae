#pragma once

#include "dungeonlords/DlState.h"

#include <QWidget>
#include <memory>

namespace kbz::dl {

// One player's board (see DlGameView): tiles, party with damage, prison, monsters, traps and
// resources, drawn from the state; keyboard and mouse reachable. Emits adjustRequested /
// paladinRequested from its context menu; the game view turns them into steps.
class DlBoardView final : public QWidget
{
    Q_OBJECT

public:
    explicit DlBoardView(int seat, QWidget *parent = nullptr);
    ~DlBoardView() override;
    Q_DISABLE_COPY_MOVE(DlBoardView)

    int seat() const { return m_seat; }
    void setState(std::shared_ptr<const DlState> state);

Q_SIGNALS:
    void adjustRequested(int seat);
    void paladinRequested(int seat);

private:
    int m_seat = 0;
    std::shared_ptr<const DlState> m_state;
};

} // namespace kbz::dl
