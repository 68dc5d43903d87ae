#pragma once

#include <QLabel>
#include <QPainter>

namespace kbz {

// A one-line plain-text label that elides ("…") what does not fit the width it is given instead
// of growing the layout, with the whole text as its tooltip while it is cut (issue 12). Its
// minimum width is a few characters; its preferred width the whole text.
class ElidedLabel final : public QLabel
{
public:
    explicit ElidedLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setTextFormat(Qt::PlainText);
        setWordWrap(false);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }

    QSize minimumSizeHint() const override
    {
        const QSize full = QLabel::minimumSizeHint();
        return {qMin(full.width(), fontMetrics().horizontalAdvance(QStringLiteral("MMMM…"))),
                full.height()};
    }
    bool isElided() const
    {
        return fontMetrics().horizontalAdvance(text()) > contentsRect().width();
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        const QString full = text();
        const QString shown =
            fontMetrics().elidedText(full, Qt::ElideRight, contentsRect().width());
        setToolTip(shown == full ? QString() : full);
        if (shown == full) {
            QLabel::paintEvent(event);
            return;
        }
        QPainter p(this);
        p.setPen(palette().color(foregroundRole()));
        p.drawText(contentsRect(), int((alignment() & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter),
                   shown);
    }
};

} // namespace kbz
