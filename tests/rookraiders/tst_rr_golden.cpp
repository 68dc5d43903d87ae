// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 2b: random steps keep the state consistent, and
// the golden journal fixtures (tests/data/rook-raiders/*.jsonl + *.expected.json) replay to
// their expected findings and follow the guidance.
#include "../support/GoldenJournal.h"
#include "tst_rr_engine.h"

#include "RrTestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

namespace {

struct Lcg
{
    quint32 state;
    int next(int n)
    {
        state = state * 1664525u + 1013904223u;
        return int((state >> 8) % quint32(n));
    }
};

Step randomStep(Lcg &r, const RrState &s)
{
    static const char *squaresList[] = {"A",  "B",  "C",  "A1", "A2", "A3", "A4",
                                        "A5", "A6", "B1", "B2", "B3", "B4", "B5",
                                        "B6", "C1", "C2", "C3", "C4", "C5", "C6"};
    auto sq = [&] {
        return QString::fromLatin1(squaresList[r.next(21)]);
    };
    static const char *units[] = {"t-fighter", "t-blade",  "t-healer",
                                  "t-singer",  "t-squire", "warrior"};
    static const char *monsters[] = {"t-imp", "t-brute", "t-wyrm", "t-runner", "golem"};
    const int seat = r.next(int(s.players.size()) + 1) - 1;
    const int board = qMax(0, seat);
    switch (r.next(17)) {
    case 0:
        return mk("setup-unit", board, {{"card", units[r.next(6)]}, {"to", sq()}});
    case 1:
        return mk("recruit", board, {{"card", units[r.next(6)]}, {"to", sq()}});
    case 2:
        return mk("summon", -1,
                  {{"chip", QString(QChar('A' + r.next(3)))}, {"monster", monsters[r.next(5)]}});
    case 3:
        return mk("move-unit", board, {{"from", sq()}, {"to", sq()}, {"fullMove", r.next(2) == 0}});
    case 4:
        return attack(board, qPrintable(sq()), qPrintable(sq()), 1 + r.next(6), 1 + r.next(6),
                      {{"defence", 8}, {"modifier", 1}});
    case 5:
        return mk("monster-act", board, {{"at", sq()}});
    case 6:
        return mk("pick-command", board, {{"command", kRow.at(r.next(5))}});
    case 7:
        return mk("auto-command", -1);
    case 8:
        return deal();
    case 9:
        return mk("end-round", -1);
    case 10:
        return mk("declare-victory", board);
    case 11:
        return mk("command-done", -1);
    case 12:
        return mk("bard", board, {{"at", sq()}, {"target", sq()}});
    case 13:
        return mk("remove-marker", board, {{"at", sq()}});
    case 14:
        return mk("level-up", board, {{"at", sq()}, {"card", "t-knight"}});
    case 15:
        return mk("adjust-cubes", board, {{"at", sq()}, {"delta", r.next(5) - 2}});
    default:
        return mk("support", board, {{"at", sq()}});
    }
}

} // namespace

void TestRrEngine::randomStepsStayConsistent()
{
    Lcg r{20240607};
    const QStringList ids = engine.ruleIds();
    int applied = 0;
    for (int game = 0; game < 150; ++game) {
        StatePtr s = engine.setup(testConfig(1 + r.next(4)));
        for (int i = 0; i < 80; ++i) {
            const Step step = randomStep(r, rrs(s));
            if (engine.malformed(*s, step))
                continue;
            for (const Finding &f : engine.check(*s, step)) {
                QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
                QVERIFY(!f.message.english().contains(QLatin1Char('%')));
                QVERIFY2(plainWordArgs(f.message, rrs(s)).isEmpty(),
                         qPrintable(f.message.english()));
            }
            QVERIFY(!engine.describe(*s, step).english().contains(QLatin1Char('%')));
            s = engine.apply(*s, step);
            ++applied;
            const RrState &st = rrs(s);
            for (const RrPlayer &p : st.players) {
                QSet<int> taken;
                for (const RrPiece &x : p.units + p.monsters) {
                    QVERIFY(x.at.isValid());
                    QVERIFY(x.damage >= 0);
                    const int key = x.at.row * 10 + x.at.col;
                    QVERIFY2(!taken.contains(key), qPrintable(x.at.name()));
                    taken.insert(key);
                }
            }
            QVERIFY(st.executed >= 0 && st.executed <= st.commandRow.size());
            QCOMPARE(bool(engine.result(*s)), st.phase == Phase::Finished);
            const Guidance g = engine.guidance(*s);
            QCOMPARE(g.finished, st.phase == Phase::Finished);
            QVERIFY(g.finished || !g.expected.isEmpty());
            for (const Message &m : g.hints) {
                QVERIFY(!m.english().contains(QLatin1Char('%')));
                QVERIFY2(plainWordArgs(m, st).isEmpty(), qPrintable(m.english()));
            }
            for (const rules::BoardProposal &b : engine.proposeEnemyPhase(*s))
                QVERIFY(b.monsters.size() <= rrs(s).players.at(b.seat).monsters.size());
        }
    }
    QVERIFY(applied > 1000);
}

void TestRrEngine::goldenJournals_data()
{
    kbz::test::addGoldenJournalRows(QStringLiteral("rook-raiders"), 3);
}

void TestRrEngine::goldenJournals()
{
    QFETCH(QString, path);
    kbz::test::verifyGoldenJournal(engine, path);
}

void TestRrEngine::goldenJournalsFollowGuidance_data()
{
    kbz::test::addGoldenJournalRows(QStringLiteral("rook-raiders"), 3);
}

void TestRrEngine::goldenJournalsFollowGuidance()
{
    // A table that follows Kibitzer's guidance: every step of a golden journal is one the
    // guidance expected at that point, apart from bookkeeping (figures, medals, declarations).
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    JournalFile file;
    int line = 0;
    QString error;
    QVERIFY2(JournalFile::parse(f.readAll(), &file, &line, &error), qPrintable(error));
    StatePtr s = engine.setup(file.config);
    for (qsizetype i = 0; i < file.steps.size(); ++i) {
        const Step &step = file.steps.at(i);
        const Guidance g = engine.guidance(*s);
        QVERIFY2(rules::isBookkeeping(step.kind) || g.expected.contains(step.kind),
                 qPrintable(QStringLiteral("line %1: %2 not in [%3]")
                                .arg(file.stepLines.at(i))
                                .arg(step.kind, g.expected.join(QStringLiteral(", ")))));
        if (step.kind == QLatin1String("pick-command") || step.kind == QLatin1String("setup-unit"))
            QCOMPARE(step.actor, g.actor);
        s = engine.apply(*s, step);
    }
}
