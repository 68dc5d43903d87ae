#include "RrRangeEditor.h"

namespace kbz::rr {

RrRangeEditor::RrRangeEditor(QWidget *parent)
    : QWidget(parent)
{}

RrRangeEditor::~RrRangeEditor() = default;

void RrRangeEditor::setRange(const RrRange &range)
{
    m_range = range;
    update();
}

void RrRangeEditor::setNumbered(bool numbered)
{
    m_numbered = numbered;
    update();
}

QRect RrRangeEditor::cellRect(QPoint) const
{
    return {};
}

QSize RrRangeEditor::sizeHint() const
{
    return {200, 160};
}

} // namespace kbz::rr
