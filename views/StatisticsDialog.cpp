// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StatisticsDialog.h"

#include "Translations.h"
#include "core/GameRegistry.h"
#include "storage/PlayStats.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTimeAxis>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>
#include <QValueAxis>

namespace kbz {

StatisticsDialog::StatisticsDialog(Database &db, const GameRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_db(db)
    , m_registry(registry)
    , m_gameLabel(new QLabel(this))
    , m_game(new QComboBox(this))
    , m_plays(new QChart)
    , m_wins(new QChart)
    , m_playsView(new QChartView(m_plays, this))
    , m_winsView(new QChartView(m_wins, this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("statistics"));
    m_game->addItem(QString());
    for (const EnginePtr &engine : registry.engines())
        m_game->addItem(QString(), engine->id());
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gameLabel->setBuddy(m_game);
    for (QChartView *view : {m_playsView, m_winsView}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(fontMetrics().height() * 18, fontMetrics().height() * 14);
    }
    m_error->setWordWrap(true);
    m_error->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_gameLabel);
    top->addWidget(m_game);
    top->addStretch(1);
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_playsView, 3);
    charts->addWidget(m_winsView, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(charts, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_game, &QComboBox::currentIndexChanged, this, &StatisticsDialog::refresh);
    retranslateUi();
    resize(1100, 580);
}

StatisticsDialog::~StatisticsDialog() = default;

void StatisticsDialog::refresh()
{
    const Lang lang = Translations::current();
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    const QString kind = m_game->currentData().toString();
    QString error;

    // New charts each time (Qt Charts 6.4 keeps drawing the labels of an axis removed from a
    // chart); the views own them.
    const auto replace = [this](QChartView *view, QChart *&chart) {
        QChart *old = view->chart();
        chart = new QChart;
        chart->legend()->hide();
        chart->setMargins(QMargins(4, 4, 4, 4));
        view->setChart(chart);
        delete old;
    };
    replace(m_playsView, m_plays);
    replace(m_winsView, m_wins);

    // Games per month: a line over time.
    m_plays->setTitle(tr("Games started per month"));
    auto *line = new QLineSeries;
    line->setPointsVisible(true);
    int most = 1;
    QDateTime first, last;
    for (const playStats::MonthPlays &m : playStats::playsPerMonth(m_db, kind, &error)) {
        const QDateTime at(QDate::fromString(m.month + QStringLiteral("-01"), Qt::ISODate),
                           QTime(0, 0), QTimeZone::utc());
        if (!at.isValid())
            continue;
        line->append(double(at.toMSecsSinceEpoch()), m.games);
        most = qMax(most, m.games);
        if (!first.isValid())
            first = at;
        last = at;
    }
    m_plays->addSeries(line);
    auto *time = new QDateTimeAxis;
    time->setFormat(lang == Lang::Ja ? QStringLiteral("yyyy/MM") : QStringLiteral("MMM yyyy"));
    if (first.isValid())
        time->setRange(first.addDays(-15), last.addDays(15));
    time->setTickCount(qBound(2, int(line->count()), 6));
    auto *count = new QValueAxis;
    count->setRange(0, most + qMax(1, most / 10)); // the highest point clear of the frame
    count->setLabelFormat(QStringLiteral("%d"));
    count->setTitleText(tr("Games"));
    m_plays->addAxis(time, Qt::AlignBottom);
    m_plays->addAxis(count, Qt::AlignLeft);
    line->attachAxis(time);
    line->attachAxis(count);

    // Win rates: the players with the most finished games, most first (top of the chart).
    m_wins->setTitle(tr("Win rate of the players with the most finished games"));
    QList<playStats::PlayerRecord> players = playStats::winRates(m_db, kind, kPlayers, &error);
    std::reverse(players.begin(), players.end()); // a horizontal bar chart draws bottom up
    auto *set = new QBarSet(tr("Win rate"));
    QStringList names;
    for (const playStats::PlayerRecord &p : std::as_const(players)) {
        *set << p.winRate() * 100;
        names << tr("%1 (%2/%3)").arg(p.name, locale.toString(p.wins), locale.toString(p.plays));
    }
    set->setLabelColor(palette().color(QPalette::WindowText));
    auto *bars = new QHorizontalBarSeries;
    bars->append(set);
    bars->setLabelsVisible(true);
    bars->setLabelsFormat(QStringLiteral("@value %"));
    bars->setLabelsPrecision(3);
    m_wins->addSeries(bars);
    auto *who = new QBarCategoryAxis;
    who->append(names);
    auto *rate = new QValueAxis;
    rate->setRange(0, 100);
    rate->setLabelFormat(QStringLiteral("%d %"));
    m_wins->addAxis(who, Qt::AlignLeft);
    m_wins->addAxis(rate, Qt::AlignBottom);
    bars->attachAxis(who);
    bars->attachAxis(rate);

    m_error->setText(error.isEmpty() ? QString()
                                     : tr("The statistics could not be read: %1").arg(error));
    m_error->setVisible(!error.isEmpty());
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void StatisticsDialog::retranslateUi()
{
    setWindowTitle(tr("Statistics"));
    m_gameLabel->setText(tr("&Game:"));
    m_game->setItemText(0, tr("All games"));
    for (int i = 1; i < m_game->count(); ++i)
        if (const EnginePtr engine = m_registry.find(m_game->itemData(i).toString()))
            m_game->setItemText(i, engine->displayName(Translations::current()));
    refresh();
}

} // namespace kbz
