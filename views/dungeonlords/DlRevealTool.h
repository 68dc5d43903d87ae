#pragma once

#include "DlTool.h"

class QPushButton;

namespace kbz::dl {

// Phase reveal: the round's combat card: fatigue, lightning, green crystal, the spell chosen
// from the list (spells()) or typed, the card's text.
class DlRevealTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlRevealTool(QWidget *parent = nullptr);
    ~DlRevealTool() override;
    Q_DISABLE_COPY_MOVE(DlRevealTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

private:
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
