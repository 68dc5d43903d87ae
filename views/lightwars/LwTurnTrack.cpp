// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwTurnTrack.h"

#include <QEvent>
#include <QPainter>

namespace kbz::lw {

LwTurnTrack::LwTurnTrack(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("turnTrack"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    updateToolTip();
}

LwTurnTrack::~LwTurnTrack() = default;

void LwTurnTrack::setTurns(int maxTurns, int marker, bool finished)
{
    m_max = qMax(1, maxTurns);
    m_marker = marker;
    m_finished = finished;
    updateGeometry();
    updateToolTip();
    update();
}

int LwTurnTrack::squareSize() const
{
    return qMax(22, fontMetrics().height() * 2);
}

QRect LwTurnTrack::squareRect(int turn) const
{
    const int s = squareSize();
    const int index = m_max - turn; // maxTurns on the left
    return {1 + index * (s + 3), 1, s, s};
}

QSize LwTurnTrack::sizeHint() const
{
    const int s = squareSize();
    return {m_max * (s + 3) + 2, s + 2};
}

QSize LwTurnTrack::minimumSizeHint() const
{
    return sizeHint();
}

void LwTurnTrack::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    QFont bold = font();
    bold.setBold(true);
    for (int turn = m_max; turn >= 1; --turn) {
        const QRectF r = QRectF(squareRect(turn)).adjusted(0.5, 0.5, -0.5, -0.5);
        const bool here = turn == m_marker && !m_finished;
        const bool played = turn > m_marker || m_finished;
        QColor fill = here     ? QColor(0xf2, 0xc1, 0x4e)
                      : played ? pal.color(QPalette::Midlight)
                               : pal.color(QPalette::Base);
        p.setPen(QPen(here ? QColor(0x8a, 0x62, 0x00) : pal.color(QPalette::Mid), here ? 2 : 1));
        p.setBrush(fill);
        p.drawRoundedRect(r, 4, 4);
        p.setFont(here ? bold : font());
        p.setPen(played && !here ? pal.color(QPalette::PlaceholderText)
                                 : pal.color(QPalette::Text));
        p.drawText(r, Qt::AlignCenter, QString::number(turn));
    }
}

void LwTurnTrack::updateToolTip()
{
    setToolTip(m_finished ? tr("Turn track: the game is over")
                          : tr("Turn track: the marker is on %1 of %2 (it moves down after the "
                               "second player's turn)")
                                .arg(m_marker)
                                .arg(m_max));
}

void LwTurnTrack::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
