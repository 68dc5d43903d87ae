// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>
#include <optional>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace kbz::rr {

// A small line chart of every player's threat per round (the value at the end of each round,
// and the current one as the last point), with the victory line at 8, drawn by Qt Charts
// (issue 19). Unknown values (a monster's threat not entered yet) leave a gap.
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
    QChart *chart() const { return m_chart; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QList<Series> m_series;
    QChart *m_chart;
    QChartView *m_view;
    QLabel *m_empty;
};

} // namespace kbz::rr
