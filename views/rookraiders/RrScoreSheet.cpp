#include "RrScoreSheet.h"

#include <QEvent>

namespace kbz::rr {

RrScoreSheet::RrScoreSheet(QWidget *parent)
    : QWidget(parent)
{}

RrScoreSheet::~RrScoreSheet() = default;

void RrScoreSheet::setResult(std::shared_ptr<const RrState> state,
                             const std::optional<GameResult> &result)
{
    m_state = std::move(state);
    m_result = result;
}

QString RrScoreSheet::plainText() const
{
    return {};
}

void RrScoreSheet::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
