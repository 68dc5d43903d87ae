// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StatisticsDialog.h"

#include "StatisticsPage.h"
#include "Translations.h"
#include "core/GameName.h"
#include "core/GameRegistry.h"
#include "storage/Journal.h"
#include "storage/PlayStats.h"
#include "storage/PlayersModel.h"
#include "storage/Statistics.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace kbz {

namespace {

int monthsBetween(QDate from, QDate to)
{
    return (to.year() - from.year()) * 12 + to.month() - from.month();
}

} // namespace

void StatisticsDialog::setWholeCounts(QValueAxis *axis, int most)
{
    // Ticks at whole numbers (1, 2, 5, 10, 20, ... apart), at most six, from 0 to the first tick
    // above the highest count, so a point of 4 sits on the 4 line and never near the frame.
    static constexpr int kMantissa[] = {1, 2, 5};
    int interval = 1;
    for (int i = 1, decade = 1; most / interval + 1 > 5; ++i) {
        if (i % 3 == 0)
            decade *= 10;
        interval = kMantissa[i % 3] * decade; // 1, 2, 5, 10, 20, 50, ...
    }
    axis->setRange(0, double(interval) * (most / interval + 1));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(interval);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

QCategoryAxis *StatisticsDialog::monthAxis(const QList<QDate> &months, const QLocale &locale)
{
    // Labelled as months ("Oct 2026", "2026年10月"), at most four labels (three charts share
    // the width); x counts months from the first.
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(-0.5);
    if (months.isEmpty()) {
        axis->setRange(-0.5, 0.5);
        return axis;
    }
    const int span = monthsBetween(months.first(), months.last());
    const int every = span / 4 + 1;
    const QString format = locale.language() == QLocale::Japanese ? QStringLiteral("yyyy年M月")
                                                                  : QStringLiteral("MMM yyyy");
    for (int m = 0; m <= span; m += every)
        axis->append(locale.toString(months.first().addMonths(m), format), m);
    axis->setRange(-0.5, span + 0.5);
    return axis;
}

StatisticsDialog::StatisticsDialog(Database &db, const GameRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_db(db)
    , m_registry(registry)
    , m_journal(std::make_unique<Journal>(db))
    , m_stats(std::make_unique<Statistics>(*m_journal, registry))
    , m_players(new PlayersModel(db, this))
    , m_tabs(new QTabWidget(this))
    , m_playerPage(nullptr)
    , m_gamesPage(nullptr)
    , m_scores(new QChart)
    , m_scoresView(new QChartView(m_scores))
    , m_gameLabel(new QLabel(this))
    , m_game(new QComboBox(this))
    , m_plays(new QChart)
    , m_wins(new QChart)
    , m_playsView(new QChartView(m_plays))
    , m_winsView(new QChartView(m_wins))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("statistics"));
    m_game->addItem(QString());
    for (const EnginePtr &engine : registry.engines())
        m_game->addItem(QString(), engine->id());
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gameLabel->setBuddy(m_game);
    for (QChartView *view : {m_playsView, m_winsView, m_scoresView}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(fontMetrics().height() * 16, fontMetrics().height() * 14);
    }
    m_players->reload();
    m_playerPage =
        new StatisticsPage(StatisticsPage::Kind::Player, *m_stats, m_players, registry, m_tabs);
    m_gamesPage =
        new StatisticsPage(StatisticsPage::Kind::Games, *m_stats, m_players, registry, m_tabs);
    m_error->setWordWrap(true);
    m_error->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_gameLabel);
    top->addWidget(m_game);
    top->addStretch(1);
    auto *chartsPage = new QWidget(m_tabs);
    auto *charts = new QHBoxLayout(chartsPage);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(m_playsView, 3);
    charts->addWidget(m_winsView, 3);
    charts->addWidget(m_scoresView, 3);
    m_tabs->addTab(chartsPage, QString());
    m_tabs->addTab(m_playerPage, QString());
    m_tabs->addTab(m_gamesPage, QString());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
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
    replace(m_scoresView, m_scores);
    m_playerPage->setGameKind(kind);
    m_gamesPage->setGameKind(kind);

    // Games per month: a line over the months, x in months since the first (months without
    // games left out of the line but not of the axis).
    m_plays->setTitle(tr("Games started per month"));
    auto *line = new QLineSeries;
    line->setPointsVisible(true);
    int most = 0;
    QDate first;
    QList<QDate> months;
    for (const playStats::MonthPlays &m : playStats::playsPerMonth(m_db, kind, &error)) {
        const QDate month = QDate::fromString(m.month + QStringLiteral("-01"), Qt::ISODate);
        if (!month.isValid())
            continue;
        if (!first.isValid())
            first = month;
        line->append(monthsBetween(first, month), m.games);
        months.append(month);
        most = qMax(most, m.games);
    }
    m_plays->addSeries(line);
    auto *time = monthAxis(months, locale);
    auto *count = new QValueAxis;
    setWholeCounts(count, most);
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

    refreshScores(kind, &error);

    m_error->setText(error.isEmpty() ? QString()
                                     : tr("The statistics could not be read: %1").arg(error));
    m_error->setVisible(!error.isEmpty());
}

void StatisticsDialog::refreshScores(const QString &kind, QString *error)
{
    // Scores of different games are not comparable: a chosen game's only.
    if (kind.isEmpty()) {
        m_scores->setTitle(tr("Scores: choose a game"));
        return;
    }
    const QList<playStats::ScoreBin> bins = playStats::scoreDistribution(m_db, kind, 10, error);
    m_scores->setTitle(tr("Scores of the finished games"));
    const QLocale locale(Translations::current() == Lang::Ja ? QLocale::Japanese
                                                             : QLocale::English);
    auto *set = new QBarSet(tr("Number of players"));
    QStringList ranges;
    int most = 0;
    for (const playStats::ScoreBin &b : bins) {
        *set << b.seats;
        most = qMax(most, b.seats);
        ranges << (b.to - b.from <= 1
                       ? locale.toString(b.from)
                       : tr("%1–%2").arg(locale.toString(b.from), locale.toString(b.to - 1)));
    }
    auto *bars = new QBarSeries;
    bars->append(set);
    m_scores->addSeries(bars);
    auto *score = new QBarCategoryAxis;
    score->append(ranges);
    // Upright labels for more than a few bars: side by side they would be cut to "…".
    if (ranges.size() > 5)
        score->setLabelsAngle(-90);
    score->setTitleText(tr("Score"));
    auto *seats = new QValueAxis;
    setWholeCounts(seats, most);
    seats->setTitleText(tr("Number of players"));
    m_scores->addAxis(score, Qt::AlignBottom);
    m_scores->addAxis(seats, Qt::AlignLeft);
    bars->attachAxis(score);
    bars->attachAxis(seats);
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
    m_tabs->setTabText(0, tr("&Charts"));
    m_tabs->setTabText(1, tr("&Player"));
    m_tabs->setTabText(2, tr("G&ames"));
    m_playerPage->retranslateUi();
    m_gamesPage->retranslateUi();
    m_gameLabel->setText(tr("&Game:"));
    m_game->setItemText(0, tr("All games"));
    for (int i = 1; i < m_game->count(); ++i)
        if (const EnginePtr engine = m_registry.find(m_game->itemData(i).toString())) {
            m_game->setItemText(i, engine->displayName(Translations::current()));
            m_game->setItemData(i, gameNameTooltip(*engine, Translations::current()),
                                Qt::ToolTipRole);
        }
    refresh();
}

} // namespace kbz
