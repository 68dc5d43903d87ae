#include "DlScoreSheet.h"

#include <QPushButton>

// Stub: the score helper implements this file.
namespace kbz::dl {

DlScoreSheet::DlScoreSheet(QWidget *parent)
    : DlTool(parent)
    , m_record(new QPushButton(this))
{}

DlScoreSheet::~DlScoreSheet() = default;

void DlScoreSheet::sync() {}

std::optional<Step> DlScoreSheet::preparedStep(QString *) const
{
    return std::nullopt;
}

QAbstractButton *DlScoreSheet::defaultButton() const
{
    return m_record;
}

} // namespace kbz::dl
