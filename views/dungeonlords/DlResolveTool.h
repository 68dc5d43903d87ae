#pragma once

#include "DlTool.h"

class QPushButton;

namespace kbz::dl {

// Phase resolve: the checklist of the seat resolving now (checklist()): the six steps with done
// / next / skipped and why, and the entry for the next one: the trap's effect, the spell's
// effect (hits, heals, monsters kept from attacking), one monster's attack at a time with its
// text's options and targets and the proposed damage (proposeAttack), editable per adventurer,
// the healing and the conquest with the fatigue spill-over shown before it is recorded.
class DlResolveTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlResolveTool(QWidget *parent = nullptr);
    ~DlResolveTool() override;
    Q_DISABLE_COPY_MOVE(DlResolveTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

private:
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
