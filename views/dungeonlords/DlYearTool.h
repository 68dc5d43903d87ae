#pragma once

#include "DlTool.h"

class QPushButton;

namespace kbz::dl {

// Phase year-setup: the table enters the year (the "year" step): per player (tabs) the
// dungeon's tiles (kind, distance, conquered, name), the party in marching order (class, level,
// HP, damage, symbols; presets from the adventurer figures), prisoners, monsters and ghosts
// (kind, exhausted, a demon's sacrifice), traps in hand, gold, food, imps, evil, unpaid taxes;
// the start player and the paladin (figures and the board it starts at). Year 1 starts empty
// (or from the previous game's figures); year 2 is prefilled from the state (tiles kept,
// prisoners kept, monsters restored, start player passed left).
class DlYearTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlYearTool(QWidget *parent = nullptr);
    ~DlYearTool() override;
    Q_DISABLE_COPY_MOVE(DlYearTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

private:
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
