// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Session.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

// What a child process killed with SIGKILL had acknowledged, and the check after each kill
// (tst_crash: crash_writer, the real app's --record-script and the real kibitzer-cli import).
namespace kbz::test {

// Read from the child's standard output; the child prints a line only after the commit returned
// and flushes it. Only whole lines count.
//   game ID                            a game was started
//   ack ID SEQ                         step SEQ of game ID was recorded
//   mark ID INDEX                      undo/redo marks were recorded; INDEX steps in effect
//   imported game ID (KIND, N steps)   kibitzer-cli import stored a whole game
struct Acknowledged
{
    QMap<qint64, QSet<int>> steps; // recorded step seqs per game
    QMap<qint64, int> imported;    // imported games: their step count
    QMap<qint64, int> markIndex;   // the index after the last acknowledged marks, per game
    qint64 lastGame = 0;           // the game being recorded when the child died
    int importSteps = 0; // imports only: the step count of every import, the one in flight too

    void read(const QByteArray &output)
    {
        static const QRegularExpression importedLine(
            QStringLiteral("^imported game (\\d+) \\(.*, (\\d+) steps\\)$"));
        const qsizetype end = output.lastIndexOf('\n');
        if (end < 0)
            return;
        const QList<QByteArray> lines = output.left(end).split('\n');
        for (const QByteArray &l : lines) {
            const QList<QByteArray> w = l.split(' ');
            if (w.size() == 2 && w.at(0) == "game") {
                lastGame = w.at(1).toLongLong();
                steps[lastGame];
            } else if (w.size() == 3 && w.at(0) == "ack") {
                steps[w.at(1).toLongLong()].insert(w.at(2).toInt());
            } else if (w.size() == 3 && w.at(0) == "mark") {
                markIndex[w.at(1).toLongLong()] = w.at(2).toInt();
            } else if (const auto m = importedLine.match(QString::fromUtf8(l)); m.hasMatch()) {
                imported[m.captured(1).toLongLong()] = m.captured(2).toInt();
            }
        }
    }

    int stepCount() const
    {
        int n = 0;
        for (const QSet<int> &s : steps)
            n += int(s.size());
        for (int count : imported)
            n += count;
        return n;
    }
};

// After a kill: the database opens for writing (the dead writer's lock went with it), passes
// PRAGMA integrity_check, holds every acknowledged game and step, and every game resumes with
// at most the one step in flight beyond what was acknowledged, and with at least the index its
// last acknowledged undo/redo marks left. A stored game nobody acknowledged can only be the one in
// flight
// (`maxUnacknowledgedGames`), and an imported game is whole or absent. Adds the acknowledged
// steps not found to *lost; returns what is wrong, or an empty string. Games from
// `fullCheckFrom` on (the ones the last child touched) are loaded and resumed; older ones, which
// no writer touched since their last check, are counted (their step count) only.
inline QString verifyAfterKill(const QString &dbPath, const GameRegistry &registry,
                               const Acknowledged &acked, int maxUnacknowledgedGames, int *lost,
                               qint64 fullCheckFrom = 0)
{
    DbError err;
    auto db = Database::open(dbPath, Database::Mode::ReadWrite, &err);
    if (!db)
        return QStringLiteral("reopening: ") + err.text(Lang::En);
    QString report;
    if (!db->integrityCheck(&report))
        return QStringLiteral("integrity check: ") + report;
    Journal journal(*db);
    const QList<GameSummary> games = journal.listGames(&err);
    if (err)
        return QStringLiteral("listing: ") + err.text(Lang::En);
    QSet<qint64> stored;
    int unacknowledged = 0;
    for (const GameSummary &g : games) {
        stored.insert(g.id);
        if (!acked.steps.contains(g.id) && !acked.imported.contains(g.id))
            ++unacknowledged;
    }
    if (unacknowledged > maxUnacknowledgedGames)
        return QStringLiteral("%1 games nobody acknowledged").arg(unacknowledged);
    for (const GameSummary &g : games) {
        if (acked.imported.contains(g.id) || (!acked.steps.contains(g.id) && acked.importSteps))
            continue; // an import: checked below
        const QSet<int> mine = acked.steps.value(g.id);
        if (g.id < fullCheckFrom) {
            if (g.stepCount < mine.size())
                *lost += int(mine.size()) - g.stepCount;
            continue;
        }
        const std::optional<GameRecord> rec = journal.loadGame(g.id, &err);
        if (!rec)
            return QStringLiteral("game %1: %2").arg(g.id).arg(err.text(Lang::En));
        QSet<int> seqs;
        for (const StepRecord &s : rec->steps)
            seqs.insert(s.seq);
        for (int seq : mine)
            if (!seqs.contains(seq))
                ++*lost;
        if (seqs.size() > mine.size() + 1)
            return QStringLiteral("game %1: %2 steps stored, %3 acknowledged")
                .arg(g.id)
                .arg(seqs.size())
                .arg(mine.size());
        auto session = Session::resume(journal, registry, g.id, &err);
        if (!session)
            return QStringLiteral("game %1 does not resume: %2").arg(g.id).arg(err.text(Lang::En));
        if (acked.markIndex.contains(g.id) && session->index() < acked.markIndex.value(g.id))
            return QStringLiteral("game %1 resumes at %2, marks acknowledged up to %3")
                .arg(g.id)
                .arg(session->index())
                .arg(acked.markIndex.value(g.id));
    }
    // Imports are one transaction: an imported game is there whole; one in flight is whole too.
    for (const GameSummary &g : games) {
        if (acked.steps.contains(g.id) || (!acked.imported.contains(g.id) && !acked.importSteps))
            continue;
        const int want = acked.imported.value(g.id, acked.importSteps);
        if (g.stepCount != want)
            return QStringLiteral("imported game %1 has %2 of its %3 steps")
                .arg(g.id)
                .arg(g.stepCount)
                .arg(want);
    }
    for (auto it = acked.imported.cbegin(); it != acked.imported.cend(); ++it)
        if (!stored.contains(it.key()))
            *lost += it.value();
    for (auto it = acked.steps.cbegin(); it != acked.steps.cend(); ++it)
        if (!stored.contains(it.key()))
            *lost += int(it.value().size()) + 1; // the game itself was acknowledged
    return {};
}

// What a restart shows becomes what the next child builds on: every stored game and step counts
// as acknowledged from now on (the step in flight at the kill, found committed, included).
inline void adoptStored(const QString &dbPath, Acknowledged *acked, qint64 from = 0)
{
    DbError err;
    auto db = Database::open(dbPath, Database::Mode::ReadOnly, &err);
    if (!db)
        return;
    Journal journal(*db);
    for (const GameSummary &g : journal.listGames(&err)) {
        if (g.id < from)
            continue;
        if (acked->importSteps || acked->imported.contains(g.id)) {
            acked->imported[g.id] = g.stepCount;
            continue;
        }
        QSet<int> &seqs = acked->steps[g.id];
        if (const std::optional<GameRecord> rec = journal.loadGame(g.id, &err))
            for (const StepRecord &s : rec->steps)
                seqs.insert(s.seq);
    }
}

} // namespace kbz::test
