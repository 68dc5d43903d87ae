#include "DlRevealTool.h"

#include <QPushButton>

// Stub: a helper implements this tool.
namespace kbz::dl {

DlRevealTool::DlRevealTool(QWidget *parent)
    : DlTool(parent)
    , m_record(new QPushButton(this))
{}

DlRevealTool::~DlRevealTool() = default;

void DlRevealTool::sync() {}

std::optional<Step> DlRevealTool::preparedStep(QString *) const
{
    return std::nullopt;
}

QAbstractButton *DlRevealTool::defaultButton() const
{
    return m_record;
}

} // namespace kbz::dl
