// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ToolLayout.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>

namespace kbz {

namespace {

// A vertical scroll area as wide as its content needs (the content never scrolls sideways) and
// only a few lines high at least.
class BodyArea final : public QScrollArea
{
public:
    explicit BodyArea(QWidget *parent)
        : QScrollArea(parent)
    {}

    QSize minimumSizeHint() const override
    {
        const int lines = QFontMetrics(font()).lineSpacing() * 3;
        const int width = widget() ? widget()->minimumSizeHint().width() : 0;
        return {width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), lines};
    }

    QSize sizeHint() const override
    {
        QSize s = widget() ? widget()->sizeHint() : QSize();
        s.rwidth() += verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
        s.rheight() += 2 * frameWidth();
        return s.expandedTo(minimumSizeHint());
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The content's needs changed (a combo filled, a row shown): so does the area's width.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

QScrollArea *textStrip(QLabel *label, int lines, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setObjectName(label->objectName() + QStringLiteral("Strip"));
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    area->setWidget(label);
    label->setAutoFillBackground(false);
    area->viewport()->setAutoFillBackground(false);
    const QMargins m = label->contentsMargins();
    const int height = QFontMetrics(label->font()).lineSpacing() * qMax(1, lines) + m.top() +
                       m.bottom() + 2 * label->margin() + 2;
    area->setFixedHeight(height);
    area->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    area->setMinimumWidth(area->verticalScrollBar()->sizeHint().width() * 3);
    return area;
}

QScrollArea *scrollBody(QWidget *content, QWidget *parent)
{
    auto *area = new BodyArea(parent);
    area->setObjectName(content->objectName() + QStringLiteral("Scroll"));
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(content);
    content->installEventFilter(area);
    content->setAutoFillBackground(false);
    area->viewport()->setAutoFillBackground(false);
    area->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    return area;
}

} // namespace kbz
