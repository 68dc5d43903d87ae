#include "DlElidedLabel.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>

namespace kbz::dl {

DlElidedLabel::DlElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

DlElidedLabel::~DlElidedLabel() = default;

QSize DlElidedLabel::minimumSizeHint() const
{
    const QMargins m = contentsMargins();
    const int chars = fontMetrics().horizontalAdvance(QStringLiteral("MMM…"));
    return {qMin(chars, QLabel::sizeHint().width()) + m.left() + m.right(),
            QLabel::minimumSizeHint().height()};
}

bool DlElidedLabel::isElided() const
{
    return fontMetrics().horizontalAdvance(text()) > contentsRect().width();
}

void DlElidedLabel::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    // QLabel has no signal for a new text: the tooltip follows at the repaint the text asks for.
    updateToolTip();
    QPainter painter(this);
    const QRect r = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, r.width());
    style()->drawItemText(&painter, r, int(alignment()) | Qt::TextSingleLine, palette(),
                          isEnabled(), shown, foregroundRole());
}

void DlElidedLabel::updateToolTip()
{
    const QString tip = isElided() ? text() : QString();
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace kbz::dl
