#include "RrBoardView.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kbz::rr {

RrBoardView::RrBoardView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
}

RrBoardView::~RrBoardView() = default;

void RrBoardView::setState(std::shared_ptr<const RrState> state, int seat)
{
    m_state = std::move(state);
    m_seat = seat;
    update();
}

void RrBoardView::setOffered(const QList<Square> &squares)
{
    m_offered = squares;
    update();
}

void RrBoardView::setChosen(const QList<Square> &squares)
{
    m_chosen = squares;
    update();
}

void RrBoardView::setProposal(std::optional<Proposal> proposal)
{
    m_proposal = std::move(proposal);
    update();
}

void RrBoardView::setPicking(bool picking)
{
    m_picking = picking;
    update();
}

void RrBoardView::setCursorSquare(Square square)
{
    m_cursor = square;
    update();
}

QRect RrBoardView::squareRect(Square) const
{
    return {};
}

QRect RrBoardView::plusRect(Square) const
{
    return {};
}

QRect RrBoardView::minusRect(Square) const
{
    return {};
}

QSize RrBoardView::sizeHint() const
{
    return {640, 360};
}

QSize RrBoardView::minimumSizeHint() const
{
    return {420, 240};
}

void RrBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
}

void RrBoardView::mousePressEvent(QMouseEvent *event)
{
    QWidget::mousePressEvent(event);
}

void RrBoardView::keyPressEvent(QKeyEvent *event)
{
    QWidget::keyPressEvent(event);
}

void RrBoardView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
