// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QEvent>
#include <QFrame>
#include <QScrollArea>
#include <QScrollBar>

namespace kbz {

// A scroll area for the secondary part of a tool column (issue 12): it scrolls up and down only,
// keeps the width its content needs (its minimum width is the content's plus the scroll bar), and
// asks for only `minimumLines` lines of height, so that a long list or form does not grow the
// view's minimum size. The step's primary buttons stay outside, in a fixed strip.
class ColumnScrollArea final : public QScrollArea
{
public:
    explicit ColumnScrollArea(QWidget *content, int minimumLines, QWidget *parent = nullptr)
        : QScrollArea(parent)
        , m_lines(minimumLines)
    {
        setWidget(content);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
        // The scroll bar's room is kept while it is hidden: the content keeps its width when a
        // longer form needs the bar (issue 29: the tools' grid shifted 12 px, the Lethal
        // Checkmate panels wrapped).
        QObject::connect(verticalScrollBar(), &QScrollBar::rangeChanged, this,
                         [this] { reserveScrollBarRoom(); });
        reserveScrollBarRoom();
    }

    QSize minimumSizeHint() const override
    {
        const int w = widget() ? widget()->minimumSizeHint().width() : 0;
        return {w + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
                fontMetrics().height() * m_lines + 2 * frameWidth()};
    }
    QSize sizeHint() const override
    {
        const QSize content = widget() ? widget()->sizeHint() : QSize();
        return {content.width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
                content.height() + 2 * frameWidth()};
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The content needs more (or less) width now: tell the layout above, which otherwise
        // never hears of it through a scroll area, so the column keeps the content's width.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }

private:
    void reserveScrollBarRoom()
    {
        const QScrollBar *bar = verticalScrollBar();
        const bool shown = bar->maximum() > bar->minimum();
        const int room = shown ? 0 : bar->sizeHint().width();
        if (viewportMargins().right() == room)
            return;
        setViewportMargins(0, 0, room, 0);
        // The content takes the viewport's new width (QScrollArea resizes it on a layout
        // request, not on a change of the margins).
        QEvent request(QEvent::LayoutRequest);
        QScrollArea::event(&request);
    }

    int m_lines = 3;
};

// A strip of `lines` lines for a step's live preview (warnings, what the step does): it keeps its
// height whatever it says, so the buttons under it never move; a longer text scrolls inside it.
inline ColumnScrollArea *fixedPreviewStrip(QWidget *label, int lines, QWidget *parent)
{
    auto *strip = new ColumnScrollArea(label, lines, parent);
    const int height = label->fontMetrics().lineSpacing() * lines + 6;
    strip->setFixedHeight(height);
    strip->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return strip;
}

} // namespace kbz
