// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlTool.h"

#include "core/Session.h"

#include <QAbstractButton>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

// Scrolls up and down only: as wide as its widget's widest row, as low as a few lines.
class VerticalScrollArea final : public QScrollArea
{
public:
    explicit VerticalScrollArea(int minimumLines, QWidget *parent)
        : QScrollArea(parent)
        , m_lines(minimumLines)
    {
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }

    QSize minimumSizeHint() const override
    {
        const QWidget *w = widget();
        const int width = (w ? w->minimumSizeHint().width() : 0) +
                          verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
        return {width, fontMetrics().height() * m_lines + 2 * frameWidth()};
    }

    QSize sizeHint() const override
    {
        const QWidget *w = widget();
        const QSize s = w ? w->sizeHint() : QSize();
        return {qMax(minimumSizeHint().width(),
                     s.width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth()),
                s.height() + 2 * frameWidth()};
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The widget's minimum changed (a longer entry): the tool's layout asks again.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }

private:
    int m_lines;
};

} // namespace

std::shared_ptr<const DlState> DlTool::state() const
{
    if (!session())
        return {};
    return std::dynamic_pointer_cast<const DlState>(session()->state());
}

void DlTool::keepWidest(QAbstractButton *button, const QStringList &texts)
{
    const QString shown = button->text();
    int widest = 0;
    button->setMinimumWidth(0);
    for (const QString &text : texts) {
        button->setText(text);
        widest = qMax(widest, button->sizeHint().width());
    }
    button->setText(shown);
    button->setMinimumWidth(widest);
}

void DlTool::setUpLayout(QWidget *body, QLayout *buttons, bool scrolls)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (scrolls) {
        m_bodyScroll = new VerticalScrollArea(6, this);
        m_bodyScroll->setObjectName(QStringLiteral("body"));
        m_bodyScroll->setWidget(body);
        layout->addWidget(m_bodyScroll, 1);
    } else {
        layout->addWidget(body, 1);
    }

    // The preview strip: three lines, whether a warning is shown or not.
    QLabel *preview = previewLabel();
    auto *strip = new VerticalScrollArea(3, this);
    strip->setObjectName(QStringLiteral("previewStrip"));
    strip->setWidget(preview);
    preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    const int lines = preview->fontMetrics().lineSpacing() * 3 + 2 * preview->margin() + 4;
    strip->setFixedHeight(lines);
    strip->setMinimumWidth(preview->fontMetrics().averageCharWidth() * 20);

    auto *footer = new QVBoxLayout;
    footer->setContentsMargins(9, 3, 9, 9);
    footer->addWidget(strip);
    footer->addLayout(buttons);
    layout->addLayout(footer);
}

} // namespace kbz::dl
