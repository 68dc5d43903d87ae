// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Zoom.h"

#include <QAction>
#include <QLocale>
#include <QSettings>
#include <QWidget>
#include <algorithm>
#include <iterator>

namespace kbz {

namespace {

const QString kZoom = QStringLiteral("ui/zoom");

// The platform's keys for `key` and `also`, each once (two equal shortcuts would be ambiguous).
QList<QKeySequence> shortcuts(QKeySequence::StandardKey key, const QKeySequence &also)
{
    QList<QKeySequence> out = QKeySequence::keyBindings(key);
    if (!out.contains(also))
        out.append(also);
    return out;
}

} // namespace

Zoom::Zoom(QWidget *window, QSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_base(window->font())
    , m_in(new QAction(window))
    , m_out(new QAction(window))
    , m_reset(new QAction(window))
{
    // Ctrl++ needs Shift on most keyboards; Ctrl+= is the same key without it.
    m_in->setShortcuts(shortcuts(QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)));
    m_out->setShortcuts(shortcuts(QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Minus)));
    m_reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    for (QAction *a : {m_in, m_out, m_reset})
        a->setShortcutContext(Qt::WindowShortcut);
    connect(m_in, &QAction::triggered, this, [this] { step(+1); });
    connect(m_out, &QAction::triggered, this, [this] { step(-1); });
    connect(m_reset, &QAction::triggered, this, [this] { setPercent(100); });
    m_percent = std::clamp(m_settings->value(kZoom, 100).toInt(), kSteps[0], kMaximum);
    apply();
    retranslate();
}

Zoom::~Zoom() = default;

void Zoom::setPercent(int percent)
{
    percent = std::clamp(percent, kSteps[0], kMaximum);
    if (percent == m_percent)
        return;
    m_percent = percent;
    m_settings->setValue(kZoom, m_percent);
    apply();
    retranslate();
    Q_EMIT percentChanged(m_percent);
}

void Zoom::step(int direction)
{
    const int *begin = std::begin(kSteps);
    const int *end = std::end(kSteps);
    if (direction > 0) {
        const int *next = std::upper_bound(begin, end, m_percent);
        setPercent(next == end ? kMaximum : *next);
    } else {
        const int *at = std::lower_bound(begin, end, m_percent);
        setPercent(at == begin ? kSteps[0] : *(at - 1));
    }
}

void Zoom::apply()
{
    QFont f = m_base;
    if (m_base.pointSizeF() > 0)
        f.setPointSizeF(m_base.pointSizeF() * m_percent / 100.0);
    else
        f.setPixelSize(qMax(1, m_base.pixelSize() * m_percent / 100));
    // At 100% the window goes back to inheriting the application's font.
    m_window->setFont(m_percent == 100 ? QFont() : f);
    m_in->setEnabled(m_percent < kMaximum);
    m_out->setEnabled(m_percent > kSteps[0]);
}

void Zoom::retranslate()
{
    m_in->setText(tr("Zoom &in"));
    m_out->setText(tr("Zoom &out"));
    //: View menu: the zoom back to 100%; %1 is the zoom now ("125%").
    m_reset->setText(tr("&Actual size (now %1)").arg(QLocale().toString(m_percent) + u'%'));
}

} // namespace kbz
