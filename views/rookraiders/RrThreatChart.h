// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <optional>

class QPainter;
class QPainterPath;

namespace kbz::rr {

// A small line chart of every player's threat per round (the value at the end of each round,
// and the current one as the last point), with the victory line at 8. Unknown values (a
// monster's threat not entered yet) leave a gap.
class RrThreatChart final : public QWidget
{
    Q_OBJECT

public:
    struct Series
    {
        QString name;
        QColor colour;
        QList<std::optional<int>> values; // index = round - 1 (the last one may be the current)
    };

    explicit RrThreatChart(QWidget *parent = nullptr);
    ~RrThreatChart() override;
    Q_DISABLE_COPY_MOVE(RrThreatChart)

    void setSeries(const QList<Series> &series);
    const QList<Series> &series() const { return m_series; }

    // Where the "victory ≤ 8" label was last painted (clear of the series when there is room).
    QRectF victoryLabelRect() const { return m_victoryLabelRect; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void drawVictoryLabel(QPainter &p, const QString &text, const QColor &colour,
                          const QRectF &plot, double vy, double pad, const QPainterPath &dataShape);

    QList<Series> m_series;
    QRectF m_victoryLabelRect;
};

} // namespace kbz::rr
