// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QWidget>

namespace kbz {

// A text that never changes its widget's size: it wraps over at most `lines` lines of the width
// it is given, elides the last line when the text does not fit, and then carries the whole text
// as its tooltip. For hints, previews and warnings that must not push the buttons below them
// (issue 12: nothing moves between two steps).
class ElidedText final : public QWidget
{
    Q_OBJECT

public:
    explicit ElidedText(int lines = 1, QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(ElidedText)

    void setText(const QString &text);
    QString text() const { return m_text; }
    void clear() { setText(QString()); }
    int lines() const { return m_lines; }
    // Whether the last painted layout cut the text (then the tooltip holds all of it).
    bool isElided() const { return m_elided; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The lines shown at `width`; sets *elided when the text was cut.
    QStringList layoutLines(int width, bool *elided) const;
    void relayout();

    QString m_text;
    int m_lines = 1;
    bool m_elided = false;
};

} // namespace kbz
