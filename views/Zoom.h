// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QFont>
#include <QObject>

class QAction;
class QSettings;
class QWidget;

namespace kbz {

// Large type for the main window (issue 22): View ▸ Zoom in (Ctrl++ and Ctrl+=), Zoom out
// (Ctrl+-) and Actual size (Ctrl+0) scale the window's font, which every widget of the window
// inherits (boards paint with their widget's font, so they follow). The zoom is one of
// kSteps, saved in QSettings and applied again at the next start. Dialogs keep the desktop's
// font size.
class Zoom final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kSteps[] = {80, 90, 100, 110, 125, 150};
    static constexpr int kMaximum = 150;

    // Scales `window`'s font; `settings` (not owned) remembers the zoom.
    Zoom(QWidget *window, QSettings *settings);
    ~Zoom() override;
    Q_DISABLE_COPY_MOVE(Zoom)

    int percent() const { return m_percent; }
    // Sets the zoom (clamped to kSteps' range) and remembers it.
    void setPercent(int percent);

    QAction *zoomInAction() const { return m_in; }
    QAction *zoomOutAction() const { return m_out; }
    QAction *resetAction() const { return m_reset; }
    void retranslate();

Q_SIGNALS:
    void percentChanged(int percent);

private:
    void apply();
    void step(int direction);

    QWidget *m_window;
    QSettings *m_settings;
    QFont m_base; // the window's font at 100%
    int m_percent = 100;
    QAction *m_in = nullptr;
    QAction *m_out = nullptr;
    QAction *m_reset = nullptr;
};

} // namespace kbz
