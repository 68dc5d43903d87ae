#include "DlPlanTool.h"

#include <QPushButton>

// Stub: a helper implements this tool.
namespace kbz::dl {

DlPlanTool::DlPlanTool(QWidget *parent)
    : DlTool(parent)
    , m_record(new QPushButton(this))
{}

DlPlanTool::~DlPlanTool() = default;

void DlPlanTool::sync() {}

std::optional<Step> DlPlanTool::preparedStep(QString *) const
{
    return std::nullopt;
}

QAbstractButton *DlPlanTool::defaultButton() const
{
    return m_record;
}

} // namespace kbz::dl
