// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrCommandRow.h"

#include "RrBoardView.h"
#include "RrPaint.h"
#include "Translations.h"
#include "rookraiders/RrRules.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QShortcut>

namespace kbz::rr {

namespace {

constexpr int kCards = 5;

QColor commandAccent(const QString &id)
{
    if (id == QLatin1String("advance"))
        return {0xc0, 0x39, 0x2b};
    if (id == QLatin1String("ambush"))
        return {0x8e, 0x44, 0xad};
    if (id == QLatin1String("rest"))
        return {0x27, 0xae, 0x60};
    if (id == QLatin1String("reward"))
        return {0xd4, 0xa0, 0x17};
    if (id == QLatin1String("recruit"))
        return {0x29, 0x80, 0xb9};
    return {0x7f, 0x8c, 0x8d};
}

QColor runningColour()
{
    return {0xf3, 0x9c, 0x12};
}

} // namespace

RrCommandRow::RrCommandRow(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    for (int n = 1; n <= kCards; ++n) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::ALT | (Qt::Key_0 + n)), this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, n] { requestPick(n - 1); });
    }
    describeKeys();
}

void RrCommandRow::describeKeys()
{
    for (QShortcut *sc : findChildren<QShortcut *>(Qt::FindDirectChildrenOnly))
        sc->setWhatsThis(tr("Choose a command card (the first, the second…)"));
}

RrCommandRow::~RrCommandRow() = default;

void RrCommandRow::setState(std::shared_ptr<const RrState> state)
{
    m_state = std::move(state);
    updateGeometry();
    update();
}

bool RrCommandRow::isPending(int index) const
{
    return m_state && index >= 0 && index < m_state->commandRow.size() &&
           index >= m_state->executed;
}

bool RrCommandRow::isPickable(int index) const
{
    // Picks happen in the command phase only (the row stays on screen the whole round); an
    // executed card too (against the rules: recording warns), as the table may pick it again.
    return m_state && index >= 0 && index < m_state->commandRow.size() &&
           m_state->phase == Phase::Command;
}

void RrCommandRow::requestPick(int index)
{
    if (isPickable(index))
        Q_EMIT pickRequested(m_state->commandRow.at(index));
}

QRectF RrCommandRow::infoRect() const
{
    const double h = fontMetrics().height() * 1.35;
    return {2, 0, width() - 4.0, h};
}

QRectF RrCommandRow::cardRectF(int index) const
{
    if (index < 0 || index >= kCards)
        return {};
    const QRectF info = infoRect();
    const double gap = fontMetrics().height() * 0.45;
    const double top = info.bottom() + 1;
    const double h = qMax(8.0, height() - top - 3);
    const double w = qMax(8.0, (width() - 4 - gap * (kCards - 1)) / kCards);
    return {2 + index * (w + gap), top, w, h};
}

QRect RrCommandRow::cardRect(int index) const
{
    return cardRectF(index).toRect();
}

QSize RrCommandRow::sizeHint() const
{
    const int h = fontMetrics().height();
    return {qMax(600, h * 44), qRound(h * 1.35 + h * 3.4 + 4)};
}

QSize RrCommandRow::minimumSizeHint() const
{
    const int h = fontMetrics().height();
    return {qMax(400, h * 28), qRound(h * 1.35 + h * 2.9 + 4)};
}

QString RrCommandRow::infoText() const
{
    if (!m_state)
        return {};
    const RrState &s = *m_state;
    QStringList parts;
    if (s.round > 0)
        parts.append(tr("Round %1").arg(s.round));
    else
        parts.append(tr("Setup"));
    if (s.startPlayer >= 0 && s.startPlayer < s.players.size())
        parts.append(tr("Start player: %1").arg(s.players.at(s.startPlayer).name));
    if (!s.commandRow.isEmpty() && s.phase == Phase::Command) {
        const int next = rules::nextPicker(s);
        if (next >= 0 && next < s.players.size())
            parts.append(tr("Next to pick: %1").arg(s.players.at(next).name));
        else if (rules::canAutoExecute(s))
            parts.append(tr("Every player has picked: the rest up to position 4 runs "
                            "automatically"));
        else
            parts.append(tr("Every player has picked"));
    }
    return parts.join(QStringLiteral("  ·  "));
}

void RrCommandRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);

    // The information line.
    QFont infoFont = font();
    infoFont.setBold(true);
    p.setFont(infoFont);
    p.setPen(palette().color(QPalette::WindowText));
    const QRectF info = infoRect();
    p.drawText(info, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(infoFont).elidedText(infoText(), Qt::ElideRight, info.width()));

    if (!m_state || m_state->commandRow.isEmpty()) {
        // Empty slots and the hint.
        QColor line = palette().color(QPalette::WindowText);
        line.setAlpha(90);
        for (int i = 0; i < kCards; ++i) {
            const QRectF r = cardRectF(i);
            p.setPen(QPen(line, 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.height() * 0.12, r.height() * 0.12);
        }
        const QRectF all = cardRectF(0).united(cardRectF(kCards - 1));
        QFont hint =
            paint::fontForHeight(font(), qMin(all.height() * 0.4, fontMetrics().height() * 1.4));
        hint.setItalic(true);
        p.setFont(hint);
        QColor ink = palette().color(QPalette::WindowText);
        ink.setAlpha(170);
        p.setPen(ink);
        p.drawText(all, Qt::AlignCenter, m_state ? tr("Deal the command cards") : tr("No game"));
        return;
    }
    for (int i = 0; i < kCards && i < m_state->commandRow.size(); ++i)
        paintCard(p, i);
}

void RrCommandRow::paintCard(QPainter &p, int index) const
{
    const RrState &s = *m_state;
    const QString id = s.commandRow.at(index);
    const QRectF r = cardRectF(index).adjusted(1, 1, -1, -1);
    const bool running = s.commandRunning && index == s.executed - 1;
    const bool executed = index < s.executed && !running;
    const bool pending = isPending(index);
    const bool hovered = pending && index == m_hovered;
    const QColor accent = commandAccent(id);
    const double radius = r.height() * 0.12;

    p.save();
    if (executed)
        p.setOpacity(0.45);
    // Body.
    QColor fill = palette().color(QPalette::Base);
    if (running)
        fill = QColor(0xff, 0xf3, 0xd6);
    QPen border(palette().color(QPalette::Mid), 1.2);
    if (running)
        border = QPen(runningColour(), qMax(2.5, r.height() * 0.05));
    else if (hovered)
        border = QPen(palette().color(QPalette::Highlight), 2);
    else if (index == kCards - 1 && pending)
        border = QPen(palette().color(QPalette::Mid), 1.5, Qt::DashLine);
    p.setPen(border);
    p.setBrush(fill);
    p.drawRoundedRect(r, radius, radius);
    // Accent band on the left, with the position.
    QPainterPath clip;
    clip.addRoundedRect(r, radius, radius);
    p.save();
    p.setClipPath(clip);
    const double band = qMin(r.height() * 0.62, r.width() * 0.24);
    p.fillRect(QRectF(r.left(), r.top(), band, r.height()), accent);
    p.restore();
    QFont posFont = paint::fontForHeight(font(), qMin(band * 0.8, r.height() * 0.45));
    posFont.setBold(true);
    p.setFont(posFont);
    p.setPen(Qt::white);
    p.drawText(QRectF(r.left(), r.top(), band, r.height()), Qt::AlignCenter,
               QString::number(index + 1));

    // Name and state.
    const double pad = r.height() * 0.1;
    const QRectF text(r.left() + band + pad, r.top() + pad * 0.5, r.width() - band - pad * 2,
                      r.height() - pad);
    QFont nameFont =
        paint::fontForHeight(font(), qMin(text.height() * 0.5, fontMetrics().height() * 1.5));
    nameFont.setBold(true);
    const QFontMetricsF nfm(nameFont);
    const QString name = commandName(id).text(Translations::current());
    p.setFont(nameFont);
    p.setPen(running ? QColor(0x20, 0x20, 0x20) : palette().color(QPalette::Text));
    const QRectF nameRect(text.left(), text.top(), text.width(), text.height() * 0.55);
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignBottom,
               nfm.elidedText(name, Qt::ElideRight, nameRect.width()));

    QString status;
    QColor statusColour = palette().color(QPalette::Text);
    if (running) {
        const int picker = s.commandPicker;
        status = (s.commandAuto || picker < 0 || picker >= s.players.size())
                     ? tr("▶ running: automatic")
                     : tr("▶ picked by %1").arg(s.players.at(picker).name);
        statusColour = QColor(0xb0, 0x60, 0x00);
    } else if (executed) {
        status = tr("✓ executed");
    } else if (index == kCards - 1) {
        status = tr("never runs automatically");
        statusColour.setAlpha(170);
    } else {
        status = tr("pending");
        statusColour.setAlpha(170);
    }
    QFont statusFont = font();
    if (running)
        statusFont.setBold(true);
    const QFontMetricsF sfm(statusFont);
    p.setFont(statusFont);
    p.setPen(statusColour);
    const QRectF statusRect(text.left(), nameRect.bottom(), text.width(),
                            text.bottom() - nameRect.bottom());
    p.drawText(statusRect, Qt::AlignLeft | Qt::AlignTop,
               sfm.elidedText(status, Qt::ElideRight, statusRect.width()));

    if (executed) {
        // A large tick over the card.
        p.setOpacity(0.8);
        const double t = r.height() * 0.32;
        const QPointF c(r.right() - t * 0.9, r.top() + t * 0.8);
        QPainterPath tick;
        tick.moveTo(c + QPointF(-t * 0.5, 0));
        tick.lineTo(c + QPointF(-t * 0.15, t * 0.35));
        tick.lineTo(c + QPointF(t * 0.5, -t * 0.4));
        p.setPen(QPen(QColor(0x27, 0xae, 0x60), qMax(2.0, t * 0.22), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
    }
    p.restore();
}

void RrCommandRow::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_state) {
        for (int i = 0; i < kCards; ++i) {
            if (cardRectF(i).contains(event->position())) {
                requestPick(i);
                event->accept();
                return;
            }
        }
    }
    QWidget::mousePressEvent(event);
}

void RrCommandRow::mouseMoveEvent(QMouseEvent *event)
{
    int hovered = -1;
    for (int i = 0; i < kCards; ++i)
        if (cardRectF(i).contains(event->position()))
            hovered = i;
    if (hovered != m_hovered) {
        m_hovered = hovered;
        setCursor(isPickable(hovered) ? Qt::PointingHandCursor : Qt::ArrowCursor);
        const QString name =
            isPickable(hovered)
                ? commandName(m_state->commandRow.at(hovered)).text(Translations::current())
                : QString();
        if (isPending(hovered))
            setToolTip(tr("Pick %1 (Alt+%2)").arg(name).arg(hovered + 1));
        else if (isPickable(hovered))
            setToolTip(tr("Pick %1 again (Alt+%2): it has been carried out this round, against "
                          "the rules [%3]")
                           .arg(name)
                           .arg(hovered + 1)
                           .arg(QStringLiteral("rr.command.pick")));
        else
            setToolTip(QString());
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void RrCommandRow::leaveEvent(QEvent *event)
{
    if (m_hovered >= 0) {
        m_hovered = -1;
        update();
    }
    QWidget::leaveEvent(event);
}

void RrCommandRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        describeKeys();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
