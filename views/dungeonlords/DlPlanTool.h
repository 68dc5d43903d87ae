#pragma once

#include "DlTool.h"

class QPushButton;

namespace kbz::dl {

// Phase plan: one player's plan (the seat chooser defaults to the next player to plan, in order
// from the start player): the tile (the nearest unconquered ones first, marked), the trap from
// the hand, the monsters and ghosts to commit (ready ones; exhausted ones shown disabled), with
// the limits and the room's trap gold said as the player chooses. With no unconquered tile the
// tool offers the release of a prisoner instead ("release" step).
class DlPlanTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlPlanTool(QWidget *parent = nullptr);
    ~DlPlanTool() override;
    Q_DISABLE_COPY_MOVE(DlPlanTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

private:
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
