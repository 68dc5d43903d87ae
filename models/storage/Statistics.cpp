// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Statistics.h"

#include "Journal.h"
#include "core/GameModule.h"
#include "core/GameRounds.h"
#include "core/Session.h"

#include <QJsonArray>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace kbz {

namespace {

// Tallies keyed by tag id, kept in order of first appearance.
class TagCounter
{
public:
    void add(const FactTag &tag, bool won)
    {
        if (tag.id.isEmpty())
            return;
        qsizetype i = m_index.value(tag.id, -1);
        if (i < 0) {
            i = m_tallies.size();
            m_index.insert(tag.id, i);
            m_tallies.append(TagTally{tag, {}});
        }
        m_tallies[i].tally.add(won);
    }
    // Most played first; then most won; then by id.
    QList<TagTally> sorted() const
    {
        QList<TagTally> out = m_tallies;
        std::stable_sort(out.begin(), out.end(), [](const TagTally &a, const TagTally &b) {
            if (a.tally.plays != b.tally.plays)
                return a.tally.plays > b.tally.plays;
            if (a.tally.wins != b.tally.wins)
                return a.tally.wins > b.tally.wins;
            return a.tag.id < b.tag.id;
        });
        return out;
    }
    FactTag favourite() const
    {
        const QList<TagTally> s = sorted();
        return s.isEmpty() ? FactTag() : s.first().tag;
    }

private:
    QList<TagTally> m_tallies;
    QHash<QString, qsizetype> m_index;
};

// Facts keyed by their stable key (not by a label, which may carry one game's number), in order
// of first appearance.
class FactCounter
{
public:
    void add(const QList<SeatFact> &facts)
    {
        for (const SeatFact &f : facts) {
            const QString key = f.key.isEmpty() ? factKey(f.label) : f.key;
            qsizetype i = m_index.value(key, -1);
            if (i < 0) {
                i = m_facts.size();
                m_index.insert(key, i);
                m_facts.append(FactTally{key, f.label, 0, 0});
            }
            m_facts[i].total += f.value;
            ++m_facts[i].seats;
        }
    }
    const QList<FactTally> &facts() const { return m_facts; }

private:
    QList<FactTally> m_facts;
    QHash<QString, qsizetype> m_index;
};

double rounded(double v)
{
    return std::round(v * 10000.0) / 10000.0;
}

QJsonValue tagJson(const FactTag &tag, Lang lang)
{
    if (tag.id.isEmpty())
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("id"), tag.id},
                       {QStringLiteral("name"), tag.name.isEmpty() ? tag.id : tag.name.text(lang)}};
}

void putTally(QJsonObject &o, const WinTally &t)
{
    o.insert(QStringLiteral("plays"), t.plays);
    o.insert(QStringLiteral("wins"), t.wins);
    o.insert(QStringLiteral("winRate"), rounded(t.rate()));
}

QJsonArray tagsJson(const QList<TagTally> &tags, Lang lang)
{
    QJsonArray a;
    for (const TagTally &t : tags) {
        QJsonObject o = tagJson(t.tag, lang).toObject();
        putTally(o, t.tally);
        a.append(o);
    }
    return a;
}

QJsonArray factsJson(const QList<FactTally> &facts, Lang lang)
{
    QJsonArray a;
    for (const FactTally &f : facts)
        a.append(QJsonObject{{QStringLiteral("fact"), f.label.text(lang)},
                             {QStringLiteral("total"), rounded(f.total)},
                             {QStringLiteral("average"), rounded(f.average())}});
    return a;
}

QString kindName(const GameRegistry &registry, const QString &kind, Lang lang)
{
    const EnginePtr engine = registry.find(kind);
    return engine ? engine->displayName(lang) : kind;
}

} // namespace

Statistics::Statistics(Journal &journal, const GameRegistry &registry)
    : m_journal(journal)
    , m_registry(registry)
{}

int Statistics::kindOrder(const QString &kind) const
{
    const QList<GameModulePtr> modules = m_registry.modules();
    for (int i = 0; i < modules.size(); ++i)
        if (modules.at(i)->id() == kind)
            return i;
    return int(modules.size());
}

std::optional<GameFacts> Statistics::factsOf(qint64 gameId, DbError *error)
{
    if (const auto it = m_facts.constFind(gameId); it != m_facts.cend())
        return *it;
    const std::unique_ptr<Session> session = Session::resume(m_journal, m_registry, gameId, error);
    if (!session)
        return std::nullopt;
    const GameModule *module = m_registry.module(session->engine()->id());
    GameFacts facts = module ? module->gameFacts(*session->state()) : GameFacts();
    // The rounds, from a module whose game counts them (core/GameRounds.h).
    const auto *rounds = dynamic_cast<const GameRounds *>(module);
    m_rounds.insert(gameId, rounds ? rounds->roundsPlayed(*session->state()) : 0);
    const int seats = int(session->config().players.size());
    facts.seats.resize(seats);
    if (facts.firstSeat < 0) {
        // The game does not say who went first: the first seat to act.
        m_journal.forEachStep(
            gameId,
            [&](const StepRecord &r) {
                if (r.step.actor >= 0 && r.step.actor < seats)
                    facts.firstSeat = r.step.actor;
                return facts.firstSeat < 0;
            },
            nullptr);
    }
    m_facts.insert(gameId, facts);
    return facts;
}

bool Statistics::addPlayFacts(QList<PlayedGame> &games, const Progress &progress)
{
    qint64 done = 0;
    for (PlayedGame &g : games) {
        if (progress && !progress(done++, games.size()))
            return false;
        DbError ignored;
        if (const std::optional<GameFacts> facts = factsOf(g.id, &ignored)) {
            g.firstSeat = facts->firstSeat;
            g.rounds = m_rounds.value(g.id);
        }
    }
    return true;
}

std::optional<PlayerStats> Statistics::player(qint64 playerId, DbError *error,
                                              const PlayFilter &filter, const Progress &progress,
                                              bool replay)
{
    Players players(m_journal.database());
    const std::optional<Player> who = players.find(playerId, error);
    if (!who)
        return std::nullopt;
    PlayFilter f = filter;
    f.playerId = playerId;
    const auto played = finishedGames(m_journal.database(), f, error);
    if (!played)
        return std::nullopt;

    PlayerStats out;
    out.player = *who;
    struct PerKind
    {
        WinTally tally;
        double scoreTotal = 0;
        int scored = 0;
        TagCounter sides;
        FactCounter facts;
    };
    QMap<QString, PerKind> perKind;
    TagCounter sides;
    int run = 0;
    qint64 done = 0;
    for (const PlayedGame &g : *played) {
        if (progress && !progress(done++, played->size()))
            return std::nullopt;
        const auto seat = std::find_if(g.seats.cbegin(), g.seats.cend(),
                                       [&](const PlayedSeat &s) { return s.playerId == playerId; });
        if (seat == g.seats.cend())
            continue;
        const bool won = seat->winner;
        out.total.add(won);
        PerKind &k = perKind[g.kind];
        k.tally.add(won);
        if (seat->score) {
            k.scoreTotal += *seat->score;
            ++k.scored;
        }
        run = won ? (run > 0 ? run + 1 : 1) : (run < 0 ? run - 1 : -1);
        out.longestWinStreak = qMax(out.longestWinStreak, run);
        // A game that cannot be replayed (damaged, or of a game this build does not know)
        // still counts its play and win; it only adds no facts.
        DbError ignored;
        if (const std::optional<GameFacts> facts =
                replay ? factsOf(g.id, &ignored) : std::optional<GameFacts>();
            facts && seat->seat < facts->seats.size()) {
            const SeatFacts &mine = facts->seats.at(seat->seat);
            k.sides.add(mine.side, won);
            sides.add(mine.side, won);
            k.facts.add(mine.facts);
        }
    }
    out.currentStreak = run;
    out.favouriteSide = sides.favourite();
    for (auto it = perKind.cbegin(); it != perKind.cend(); ++it) {
        PlayerGameStats s;
        s.kind = it.key();
        s.tally = it->tally;
        if (it->scored > 0)
            s.averageScore = it->scoreTotal / it->scored;
        s.sides = it->sides.sorted();
        s.favouriteSide = it->sides.favourite();
        s.facts = it->facts.facts();
        out.games.append(s);
    }
    std::stable_sort(out.games.begin(), out.games.end(),
                     [&](const PlayerGameStats &a, const PlayerGameStats &b) {
                         return kindOrder(a.kind) < kindOrder(b.kind);
                     });
    return out;
}

std::optional<QList<GameKindStats>> Statistics::games(DbError *error, const PlayFilter &filter,
                                                      const Progress &progress, bool replay)
{
    const auto played = finishedGames(m_journal.database(), filter, error);
    if (!played)
        return std::nullopt;
    struct PerKind
    {
        GameKindStats stats;
        qint64 seconds = 0;
        TagCounter sides;
        TagCounter units;
        FactCounter facts;
    };
    QMap<QString, PerKind> perKind;
    qint64 done = 0;
    for (const PlayedGame &g : *played) {
        if (progress && !progress(done++, played->size()))
            return std::nullopt;
        PerKind &k = perKind[g.kind];
        k.stats.kind = g.kind;
        ++k.stats.plays;
        if (const qint64 s = g.durationSeconds(); s > 0) {
            k.seconds += s;
            ++k.stats.timedPlays;
        }
        if (!replay)
            continue;
        DbError ignored;
        const std::optional<GameFacts> facts = factsOf(g.id, &ignored);
        if (!facts)
            continue;
        for (const PlayedSeat &seat : g.seats) {
            if (seat.seat == facts->firstSeat)
                k.stats.firstPlayer.add(seat.winner);
            if (seat.seat >= facts->seats.size())
                continue;
            const SeatFacts &sf = facts->seats.at(seat.seat);
            k.sides.add(sf.side, seat.winner);
            for (const FactTag &unit : sf.units)
                k.units.add(unit, seat.winner);
            k.facts.add(sf.facts);
        }
    }
    QList<GameKindStats> out;
    for (auto it = perKind.begin(); it != perKind.end(); ++it) {
        GameKindStats s = it->stats;
        if (s.timedPlays > 0)
            s.averageDurationSeconds = it->seconds / s.timedPlays;
        s.sides = it->sides.sorted();
        s.units = it->units.sorted();
        s.facts = it->facts.facts();
        out.append(s);
    }
    std::stable_sort(out.begin(), out.end(), [&](const GameKindStats &a, const GameKindStats &b) {
        return kindOrder(a.kind) < kindOrder(b.kind);
    });
    return out;
}

QJsonObject playerStatsJson(const PlayerStats &stats, const GameRegistry &registry, Lang lang)
{
    QJsonObject o{{QStringLiteral("id"), stats.player.id},
                  {QStringLiteral("player"), stats.player.name},
                  {QStringLiteral("longestWinStreak"), stats.longestWinStreak},
                  {QStringLiteral("currentStreak"), stats.currentStreak},
                  {QStringLiteral("favouriteSide"), tagJson(stats.favouriteSide, lang)}};
    putTally(o, stats.total);
    QJsonObject games;
    for (const PlayerGameStats &g : stats.games) {
        QJsonObject game{{QStringLiteral("name"), kindName(registry, g.kind, lang)},
                         {QStringLiteral("averageScore"), g.averageScore
                                                              ? QJsonValue(rounded(*g.averageScore))
                                                              : QJsonValue(QJsonValue::Null)},
                         {QStringLiteral("favouriteSide"), tagJson(g.favouriteSide, lang)},
                         {QStringLiteral("sides"), tagsJson(g.sides, lang)},
                         {QStringLiteral("facts"), factsJson(g.facts, lang)}};
        putTally(game, g.tally);
        games.insert(g.kind, game);
    }
    o.insert(QStringLiteral("games"), games);
    return o;
}

QJsonObject gameStatsJson(const GameKindStats &stats, const GameRegistry &registry, Lang lang)
{
    QJsonObject first;
    putTally(first, stats.firstPlayer);
    return QJsonObject{{QStringLiteral("game"), stats.kind},
                       {QStringLiteral("name"), kindName(registry, stats.kind, lang)},
                       {QStringLiteral("plays"), stats.plays},
                       {QStringLiteral("averageDurationMin"),
                        stats.timedPlays > 0
                            ? QJsonValue(rounded(double(stats.averageDurationSeconds) / 60.0))
                            : QJsonValue(QJsonValue::Null)},
                       {QStringLiteral("firstPlayer"), first},
                       {QStringLiteral("sides"), tagsJson(stats.sides, lang)},
                       {QStringLiteral("units"), tagsJson(stats.units, lang)},
                       {QStringLiteral("facts"), factsJson(stats.facts, lang)}};
}

} // namespace kbz
