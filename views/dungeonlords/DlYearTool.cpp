#include "DlYearTool.h"

#include <QPushButton>

// Stub: a helper implements this tool.
namespace kbz::dl {

DlYearTool::DlYearTool(QWidget *parent)
    : DlTool(parent)
    , m_record(new QPushButton(this))
{}

DlYearTool::~DlYearTool() = default;

void DlYearTool::sync() {}

std::optional<Step> DlYearTool::preparedStep(QString *) const
{
    return std::nullopt;
}

QAbstractButton *DlYearTool::defaultButton() const
{
    return m_record;
}

} // namespace kbz::dl
