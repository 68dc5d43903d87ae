#include "DlResolveTool.h"

#include <QPushButton>

// Stub: a helper implements this tool.
namespace kbz::dl {

DlResolveTool::DlResolveTool(QWidget *parent)
    : DlTool(parent)
    , m_record(new QPushButton(this))
{}

DlResolveTool::~DlResolveTool() = default;

void DlResolveTool::sync() {}

std::optional<Step> DlResolveTool::preparedStep(QString *) const
{
    return std::nullopt;
}

QAbstractButton *DlResolveTool::defaultButton() const
{
    return m_record;
}

} // namespace kbz::dl
