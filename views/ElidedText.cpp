// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ElidedText.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

namespace kbz {

ElidedText::ElidedText(int lines, QWidget *parent)
    : QWidget(parent)
    , m_lines(qMax(1, lines))
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ElidedText::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    relayout();
    update();
}

QSize ElidedText::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return {qMin(fm.horizontalAdvance(m_text) + 2, fm.averageCharWidth() * 60),
            m_lines * fm.lineSpacing()};
}

QSize ElidedText::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return {fm.averageCharWidth() * 8, m_lines * fm.lineSpacing()};
}

QStringList ElidedText::layoutLines(int width, bool *elided) const
{
    *elided = false;
    QStringList out;
    if (m_text.isEmpty() || width <= 0)
        return out;
    QString text = m_text;
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    const QFontMetrics fm = fontMetrics();
    while (true) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        const int start = line.textStart();
        if (out.size() == m_lines - 1) {
            // The last line shown: the rest of the text, elided when it is longer than a line.
            QString rest = text.mid(start);
            rest.replace(QChar::LineSeparator, QLatin1Char(' '));
            const QString shown = fm.elidedText(rest, Qt::ElideRight, width);
            *elided = shown != rest;
            out.append(shown);
            break;
        }
        out.append(text.mid(start, line.textLength()).trimmed());
    }
    layout.endLayout();
    return out;
}

void ElidedText::relayout()
{
    layoutLines(contentsRect().width(), &m_elided);
    setToolTip(m_elided ? m_text : QString());
}

void ElidedText::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    const QRect r = contentsRect();
    bool elided = false;
    const QStringList shown = layoutLines(r.width(), &elided);
    const int step = fontMetrics().lineSpacing();
    int y = r.top();
    for (const QString &line : shown) {
        p.drawText(QRect(r.left(), y, r.width(), step), Qt::AlignLeft | Qt::AlignVCenter, line);
        y += step;
    }
}

void ElidedText::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void ElidedText::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        relayout();
    }
    QWidget::changeEvent(event);
}

} // namespace kbz
