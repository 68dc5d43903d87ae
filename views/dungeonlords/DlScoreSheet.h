#pragma once

#include "DlTool.h"

class QPushButton;

namespace kbz::dl {

class DlScoreModel;

// Phase scoring (and finished): the year-end score sheet over DlScoreModel: a table of items x
// players (counts editable, "count x value = points"), the values per item editable (defaults
// from the data README, unconfirmed ones marked), titles with sole holder / tied, totals, ranks
// and the winner; "Record the score" records the "score" step with every edit. Once finished it
// shows the recorded sheet read-only.
class DlScoreSheet final : public DlTool
{
    Q_OBJECT

public:
    explicit DlScoreSheet(QWidget *parent = nullptr);
    ~DlScoreSheet() override;
    Q_DISABLE_COPY_MOVE(DlScoreSheet)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;
    DlScoreModel *model() const { return m_model; }

private:
    DlScoreModel *m_model = nullptr;
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
