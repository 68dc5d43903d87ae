#include "LowMatView.h"

// Stub: the mat helper writes the view.
namespace kbz::low {

LowMatView::LowMatView(QWidget *parent)
    : QWidget(parent)
{}
LowMatView::~LowMatView() = default;
void LowMatView::setState(std::shared_ptr<const LowState> state) { m_state = std::move(state); update(); }
void LowMatView::setBottomSide(int side) { m_bottomSide = side; }
void LowMatView::setOffered(const QList<QPoint> &squares) { m_offered = squares; }
void LowMatView::setChosen(const QList<QPoint> &squares) { m_chosen = squares; }
void LowMatView::setGhost(const QString &cardId, int seat) { m_ghostCard = cardId; m_ghostSeat = seat; }
void LowMatView::setCombat(const rules::CombatReport &report, const QList<rules::Shot> &shots)
{
    m_combat = report;
    m_shots = shots;
}
void LowMatView::clearCombat() { setCombat({}, {}); }
void LowMatView::setPicking(bool picking) { m_picking = picking; }
void LowMatView::setCursorSquare(QPoint square) { m_cursor = square; }
QRect LowMatView::squareRect(QPoint) const { return {}; }
std::optional<QPoint> LowMatView::squareAt(QPoint) const { return std::nullopt; }
QRect LowMatView::shownSquares() const { return QRect(0, 0, kMatColumns, kMatRows); }
QSize LowMatView::sizeHint() const { return {700, 600}; }
QSize LowMatView::minimumSizeHint() const { return {350, 300}; }
int LowMatView::heightForWidth(int width) const { return width * 6 / 7; }
void LowMatView::paintEvent(QPaintEvent *) {}
void LowMatView::mousePressEvent(QMouseEvent *) {}
void LowMatView::mouseMoveEvent(QMouseEvent *) {}
void LowMatView::keyPressEvent(QKeyEvent *) {}
void LowMatView::changeEvent(QEvent *event) { QWidget::changeEvent(event); }

} // namespace kbz::low
