// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StatisticsPage.h"

#include "LongWork.h"
#include "Translations.h"
#include "core/GameName.h"
#include "core/GameRegistry.h"
#include "storage/PlayersModel.h"
#include "storage/Statistics.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

namespace kbz {

namespace {

QLocale uiLocale()
{
    return QLocale(Translations::current() == Lang::Ja ? QLocale::Japanese : QLocale::English);
}

QString decimal(double v)
{
    // One decimal at most: 15.75 shows as 15.8, 3.0 as 3.
    const double r = std::round(v * 10.0) / 10.0;
    return uiLocale().toString(r, 'f', r == std::round(r) ? 0 : 1);
}

QString percent(const WinTally &t)
{
    return t.plays > 0 ? uiLocale().toString(100.0 * t.rate(), 'f', 0) + uiLocale().percent()
                       : QString();
}

QString tagName(const FactTag &tag)
{
    return tag.name.isEmpty() ? tag.id : tag.name.text(Translations::current());
}

} // namespace

StatisticsPage::StatisticsPage(Kind kind, Statistics &stats, PlayersModel *players,
                               const GameRegistry &registry, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_stats(stats)
    , m_players(players)
    , m_registry(registry)
    , m_tree(new QTreeWidget(this))
    , m_note(new QLabel(this))
    , m_replay(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    if (kind == Kind::Player) {
        m_playerLabel = new QLabel(this);
        m_player = new QComboBox(this);
        m_player->setObjectName(QStringLiteral("statisticsPlayer"));
        m_player->setModel(players);
        m_player->setModelColumn(PlayersModel::NameColumn);
        m_player->setMinimumContentsLength(16);
        m_player->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_playerLabel->setBuddy(m_player);
        auto *top = new QHBoxLayout;
        top->addWidget(m_playerLabel);
        top->addWidget(m_player);
        top->addStretch(1);
        layout->addLayout(top);
        connect(m_player, &QComboBox::currentIndexChanged, this, &StatisticsPage::markStale);
    }
    m_tree->setColumnCount(ColumnCount);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(NameCol, QHeaderView::Stretch);
    m_tree->setMinimumHeight(m_tree->fontMetrics().height() * 10);
    m_note->setWordWrap(true);
    m_note->hide();
    m_replay->setObjectName(QStringLiteral("statisticsReplay"));
    m_replay->hide();
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_note);
    auto *replayRow = new QHBoxLayout;
    replayRow->addWidget(m_replay);
    replayRow->addStretch(1);
    layout->addLayout(replayRow);
    connect(m_replay, &QPushButton::clicked, this, [this] {
        m_replayAsked = true;
        refresh();
    });
    retranslateUi();
}

StatisticsPage::~StatisticsPage() = default;

void StatisticsPage::setGameKind(const QString &kind)
{
    if (kind == m_gameKind && !m_stale)
        return;
    m_gameKind = kind;
    markStale();
}

void StatisticsPage::markStale()
{
    m_stale = true;
    m_replayAsked = false;
    if (isVisible())
        refresh();
}

void StatisticsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void StatisticsPage::refresh()
{
    m_stale = false;
    m_tree->clear();
    m_note->hide();
    m_replay->hide();
    if (m_kind == Kind::Player)
        fillPlayer();
    else
        fillGames();
    m_tree->expandAll();
}

QString StatisticsPage::gameName(const QString &kind) const
{
    const EnginePtr engine = m_registry.find(kind);
    return engine ? engine->displayName(Translations::current()) : kind;
}

QString StatisticsPage::gameTooltip(const QString &kind) const
{
    const EnginePtr engine = m_registry.find(kind);
    return engine ? gameNameTooltip(*engine, Translations::current()) : kind;
}

QTreeWidgetItem *StatisticsPage::addRow(QTreeWidgetItem *parent, const QString &name,
                                        const WinTally *tally, const QString &average)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
    item->setText(NameCol, name);
    if (tally) {
        const QLocale locale = uiLocale();
        item->setText(PlaysCol, locale.toString(tally->plays));
        item->setText(WinsCol, locale.toString(tally->wins));
        item->setText(RateCol, percent(*tally));
    }
    item->setText(AverageCol, average);
    for (int c = PlaysCol; c < ColumnCount; ++c)
        item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void StatisticsPage::addSides(QTreeWidgetItem *parent, const QString &heading,
                              const QList<TagTally> &tags)
{
    if (tags.isEmpty())
        return;
    QTreeWidgetItem *group = addRow(parent, heading, nullptr);
    for (const TagTally &t : tags)
        addRow(group, tagName(t.tag), &t.tally);
}

void StatisticsPage::addFacts(QTreeWidgetItem *parent, const QList<FactTally> &facts)
{
    if (facts.isEmpty())
        return;
    QTreeWidgetItem *group = addRow(parent, tr("Facts (average a game)"), nullptr);
    const Lang lang = Translations::current();
    for (const FactTally &f : facts) {
        QTreeWidgetItem *item = addRow(group, f.label.text(lang), nullptr, decimal(f.average()));
        item->setData(NameCol, Qt::UserRole, f.key);
        item->setToolTip(AverageCol, tr("Total %1 (plays: %2)")
                                         .arg(uiLocale().toString(f.total, 'g', 12),
                                              uiLocale().toString(f.seats)));
    }
}

void StatisticsPage::showUnfinished(const DbError &err)
{
    // A replay stopped (its progress cancelled) or failed: the page is filled again when shown.
    m_note->setText(err.message.isEmpty()
                        ? tr("Stopped before the end: show the page again to go on.")
                        : err.text(Translations::current()));
    m_note->show();
    m_stale = true;
}

void StatisticsPage::fillPlayer()
{
    const int row = m_player->currentIndex();
    const qint64 id =
        row < 0 ? 0 : m_players->index(row, 0).data(PlayersModel::IdRole).toLongLong();
    if (id == 0) {
        m_note->setText(m_players->rowCount() == 0 ? tr("No players yet.")
                                                   : tr("Choose a player."));
        m_note->show();
        return;
    }
    PlayFilter filter;
    filter.kind = m_gameKind;
    DbError err;
    // What the database holds first; the replays when they are few or asked for.
    std::optional<PlayerStats> stats = m_stats.player(id, &err, filter, {}, false);
    const bool replay = stats && (m_replayAsked || stats->total.plays <= m_replayLimit);
    if (replay) {
        LongWork work(this, tr("Reading the games of %1…").arg(m_player->currentText()), true);
        stats = m_stats.player(id, &err, filter, work.progress());
    }
    if (!stats) {
        showUnfinished(err);
        return;
    }
    if (stats->total.plays == 0) {
        m_note->setText(tr("%1 has no finished game here.").arg(stats->player.name));
        m_note->show();
        return;
    }
    QTreeWidgetItem *all = addRow(nullptr, tr("All games"), &stats->total);
    all->setData(NameCol, Qt::UserRole, QStringLiteral("total"));
    QFont bold = all->font(NameCol);
    bold.setBold(true);
    for (int c = 0; c < ColumnCount; ++c)
        all->setFont(c, bold);
    const QLocale locale = uiLocale();
    addRow(all, tr("Longest winning streak: %1").arg(locale.toString(stats->longestWinStreak)),
           nullptr);
    if (stats->currentStreak != 0)
        addRow(all,
               stats->currentStreak > 0
                   ? tr("Games won in a row now: %1").arg(locale.toString(stats->currentStreak))
                   : tr("Games without a win now: %1").arg(locale.toString(-stats->currentStreak)),
               nullptr);
    if (!stats->favouriteSide.id.isEmpty())
        addRow(all, tr("Favourite side: %1").arg(tagName(stats->favouriteSide)), nullptr);
    for (const PlayerGameStats &g : std::as_const(stats->games)) {
        QTreeWidgetItem *game = addRow(nullptr, gameName(g.kind), &g.tally,
                                       g.averageScore ? decimal(*g.averageScore) : QString());
        game->setData(NameCol, Qt::UserRole, g.kind);
        game->setToolTip(NameCol, gameTooltip(g.kind));
        if (g.averageScore)
            game->setToolTip(AverageCol, tr("Average score"));
        addSides(game, tr("Armies, races and sides played"), g.sides);
        addFacts(game, g.facts);
    }
    if (!replay)
        offerReplay(stats->total.plays);
}

void StatisticsPage::fillGames()
{
    PlayFilter filter;
    filter.kind = m_gameKind;
    DbError err;
    std::optional<QList<GameKindStats>> games = m_stats.games(&err, filter, {}, false);
    int plays = 0;
    for (const GameKindStats &g : games ? *games : QList<GameKindStats>())
        plays += g.plays;
    const bool replay = games && (m_replayAsked || plays <= m_replayLimit);
    if (replay) {
        LongWork work(this, tr("Reading the finished games…"), true);
        games = m_stats.games(&err, filter, work.progress());
    }
    if (!games) {
        showUnfinished(err);
        return;
    }
    const QLocale locale = uiLocale();
    for (const GameKindStats &g : std::as_const(*games)) {
        QTreeWidgetItem *game = addRow(nullptr, gameName(g.kind), nullptr);
        game->setData(NameCol, Qt::UserRole, g.kind);
        game->setToolTip(NameCol, gameTooltip(g.kind));
        game->setText(PlaysCol, locale.toString(g.plays));
        game->setTextAlignment(PlaysCol, Qt::AlignRight | Qt::AlignVCenter);
        QFont bold = game->font(NameCol);
        bold.setBold(true);
        for (int c = 0; c < ColumnCount; ++c)
            game->setFont(c, bold);
        if (g.timedPlays > 0) {
            QTreeWidgetItem *time =
                addRow(game, tr("Average duration"), nullptr,
                       tr("%1 min").arg(decimal(double(g.averageDurationSeconds) / 60.0)));
            time->setData(NameCol, Qt::UserRole, QStringLiteral("duration"));
        }
        if (g.firstPlayer.plays > 0)
            addRow(game, tr("First player won"), &g.firstPlayer)
                ->setData(NameCol, Qt::UserRole, QStringLiteral("first"));
        addSides(game, tr("Armies, races and sides"), g.sides);
        addSides(game, tr("Units fielded"), g.units);
        addFacts(game, g.facts);
    }
    if (games->isEmpty()) {
        m_note->setText(tr("No finished game here yet."));
        m_note->show();
    }
    if (!replay)
        offerReplay(plays);
}

void StatisticsPage::offerReplay(int games)
{
    m_note->setText(tr("Armies, races, sides, units, first players and the games' facts come "
                       "from replaying each game: %1 games here.")
                        .arg(uiLocale().toString(games)));
    m_note->show();
    m_replay->setText(tr("&Count them too (replays the games)"));
    m_replay->show();
}

void StatisticsPage::retranslateUi()
{
    if (m_playerLabel)
        m_playerLabel->setText(tr("&Player:"));
    m_tree->setHeaderLabels({m_kind == Kind::Player ? tr("Game") : tr("Game, side or unit"),
                             tr("Plays"), tr("Wins"), tr("Win rate"), tr("Average")});
    m_stale = true;
    if (isVisible())
        refresh();
}

} // namespace kbz
