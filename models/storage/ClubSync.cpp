// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ClubSync.h"

#include "JournalExport.h"
#include "JournalImport.h"
#include "Players.h"
#include "Schema.h"
#include "core/Replay.h"

#include <QMap>
#include <QSet>
#include <QTemporaryFile>

#include <algorithm>

namespace kbz {

namespace {

// A name folded for "similar": lower case, without accents (the marks of its NFKD form) and
// without spaces, so "Zoë", "zoe" and "Zo e" fold alike.
QString folded(const QString &name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_KD).toCaseFolded();
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (!c.isMark() && !c.isSpace())
            out.append(c);
    return out;
}

// The edit distance of a and b, or 2 when it is more than 1 (all "similar" needs).
int distanceUpToOne(const QString &a, const QString &b)
{
    if (a == b)
        return 0;
    const qsizetype la = a.size(), lb = b.size();
    if (qAbs(la - lb) > 1)
        return 2;
    qsizetype i = 0;
    while (i < la && i < lb && a.at(i) == b.at(i))
        ++i;
    // One substitution, insertion or deletion at i: the rest must then agree.
    if (la == lb)
        return a.mid(i + 1) == b.mid(i + 1) ? 1 : 2;
    if (la > lb)
        return a.mid(i + 1) == b.mid(i) ? 1 : 2;
    return a.mid(i) == b.mid(i + 1) ? 1 : 2;
}

bool similar(const QString &foldedA, const QString &foldedB)
{
    if (foldedA == foldedB)
        return true;
    return qMin(foldedA.size(), foldedB.size()) >= 3 && distanceUpToOne(foldedA, foldedB) <= 1;
}

} // namespace

bool ClubPlan::needsConfirmation() const
{
    return std::any_of(players.cbegin(), players.cend(), [](const ClubPlayerMatch &m) {
        return m.kind != ClubPlayerMatch::Kind::Same;
    });
}

ClubPlan planCopy(const Journal &from, Journal &to)
{
    ClubPlan plan;
    const QList<GameSummary> games = from.listGames(&plan.error);
    if (plan.error)
        return plan;
    QMap<QString, int> names; // name -> games with it
    for (const GameSummary &game : games) {
        if (game.status != GameStatus::Finished)
            continue;
        if (!game.uuid.isEmpty() && to.findByUuid(game.uuid, &plan.error) != 0) {
            ++plan.alreadyThere;
            continue;
        }
        if (plan.error)
            return plan;
        plan.games.append(game.id);
        QSet<QString> seen;
        for (const PlayerInfo &p : game.config.players) {
            const QString key = schema::playerNameKey(p.name);
            if (!key.isEmpty() && !seen.contains(key)) {
                seen.insert(key);
                ++names[key];
            }
        }
    }
    // Oldest first: from a database's own copy order, the oldest games are sent first.
    std::reverse(plan.games.begin(), plan.games.end());
    const std::optional<QList<Player>> players = Players(to.database()).list(&plan.error);
    if (!players)
        return plan;
    QHash<QString, qint64> exact; // the oldest player of each name
    for (const Player &p : *players)
        if (const auto it = exact.constFind(p.name); it == exact.cend() || p.id < *it)
            exact.insert(p.name, p.id);
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        ClubPlayerMatch m;
        m.name = it.key();
        m.games = it.value();
        if (const auto same = exact.constFind(m.name); same != exact.cend()) {
            m.kind = ClubPlayerMatch::Kind::Same;
            m.playerId = *same;
        } else {
            const QString f = folded(m.name);
            for (const Player &p : *players)
                if (similar(f, folded(p.name)))
                    m.nearTo.append({p.id, p.name});
            m.kind = m.nearTo.isEmpty() ? ClubPlayerMatch::Kind::New : ClubPlayerMatch::Kind::Near;
        }
        plan.players.append(m);
    }
    return plan;
}

QString describeMatch(const ClubPlayerMatch &match)
{
    switch (match.kind) {
    case ClubPlayerMatch::Kind::Same:
        return QStringLiteral("%1: the player %1 (%2)").arg(match.name).arg(match.playerId);
    case ClubPlayerMatch::Kind::Near: {
        QStringList near;
        for (const auto &[id, name] : match.nearTo)
            near.append(QStringLiteral("%1 (%2)").arg(name).arg(id));
        return QStringLiteral("%1: a new player (similar: %2)")
            .arg(match.name, near.join(QStringLiteral(", ")));
    }
    case ClubPlayerMatch::Kind::New:
        break;
    }
    return QStringLiteral("%1: a new player").arg(match.name);
}

ClubCopyOutcome copyFinishedGames(Journal &from, Journal &to, const GameRegistry &registry,
                                  const ClubPlan &plan, const QHash<QString, qint64> &links,
                                  const Progress &progress)
{
    ClubCopyOutcome out;
    out.alreadyThere = plan.alreadyThere;
    // Who each name's seats go to: a link, the player of that name, else a new player (one per
    // name: a negative stand-in here).
    QHash<QString, qint64> seatPlayer;
    qint64 newPlayer = 0;
    for (const ClubPlayerMatch &m : plan.players)
        seatPlayer.insert(m.name, links.contains(m.name)                  ? links.value(m.name)
                                  : m.kind == ClubPlayerMatch::Kind::Same ? m.playerId
                                                                          : --newPlayer);
    to.setPlayerLinks(links);
    qint64 done = 0;
    for (const qint64 id : plan.games) {
        if (progress && !progress(done, plan.games.size())) {
            out.cancelled = true;
            break;
        }
        ++done;
        const QString name = QStringLiteral("game %1").arg(id);
        const std::optional<GameRecord> header = from.loadGameHeader(id, &out.error);
        if (!header)
            break;
        QSet<qint64> seated;
        bool twice = false;
        for (const PlayerInfo &p : header->summary.config.players) {
            const QString key = schema::playerNameKey(p.name);
            if (key.isEmpty())
                continue;
            const qint64 player = seatPlayer.value(key, --newPlayer);
            twice = twice || seated.contains(player);
            seated.insert(player);
        }
        if (twice) {
            out.skipped.append(name + QStringLiteral(": two of its seats would be one player"));
            continue;
        }
        QTemporaryFile file;
        if (!file.open()) {
            out.skipped.append(name + QStringLiteral(": cannot create a temporary file: ") +
                               file.errorString());
            continue;
        }
        const ExportOutcome exported = exportJournal(from, registry, id, &file);
        if (!exported.ok || !file.flush()) {
            out.skipped.append(
                name + QStringLiteral(": ") +
                (exported.problem.isEmpty() ? exported.error.text(Lang::En) : exported.problem));
            continue;
        }
        QString why;
        const std::optional<JournalScan> scan = scanJournalFile(registry, file.fileName(), &why);
        if (!scan) {
            out.skipped.append(name + QStringLiteral(": ") + why);
            continue;
        }
        // Known by its hash on this side too from now on (a no-op when it has one).
        DbError hashError;
        from.setJournalHash(id, scan->contentHash, &hashError);
        const ImportOutcome imported = importJournalFile(to, file.fileName(), *scan, &out.error);
        if (imported.gameId == 0)
            break;
        ++(imported.existing ? out.alreadyThere : out.copied);
    }
    to.setPlayerLinks({});
    if (progress && !out.cancelled && !out.error)
        progress(done, plan.games.size());
    return out;
}

} // namespace kbz
