// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "lordsofwar/LowEngine.h"

#include <QJsonArray>
#include <QTest>
#include <utility>

using namespace kbz;
using namespace kbz::low;

// Lords of War engine benchmarks (QBENCHMARK): the combat of a full mat, and check + apply of
// a placement and of a combat step. Numbers are printed, never asserted (docs/performance.md).
class bench_low : public QObject
{
    Q_OBJECT

    LowEngine m_engine;

    // Every square of the mat holds a unit: dwarves on the top rows, orcs below, with ranged
    // units of both sides among them. Turn 3, the orcs to resolve.
    LowState fullMat() const
    {
        GameConfig c;
        c.players = {{QStringLiteral("Orcs"), {}}, {QStringLiteral("Dwarves"), {}}};
        LowState s = m_engine.initialState(c);
        s.inOpening = false;
        s.turn = 3;
        s.phase = Phase::Resolve;
        const QStringList orcs = {"orc-ravager", "orc-catapult",        "orc-goblin-shanker",
                                  "orc-butcher", "orc-goblin-bow-pest", "orc-warhog"};
        const QStringList dwarves = {"dwarf-marauder",   "dwarf-sharpshooter", "dwarf-slugger",
                                     "dwarf-rock-hound", "dwarf-axethrower",   "dwarf-impaler"};
        for (int y = 0; y < kMatRows; ++y)
            for (int x = 0; x < kMatColumns; ++x) {
                const bool dwarf = y < kMatRows / 2;
                LowUnit u;
                u.uid = s.nextUid++;
                u.card = (dwarf ? dwarves : orcs).at((x + y) % 6);
                u.owner = dwarf ? 1 : 0;
                u.at = QPoint(x, y);
                u.placedTurn = 1;
                s.units.append(u);
            }
        return s;
    }

    static QJsonArray shotsJson(const QList<rules::Shot> &shots)
    {
        QJsonArray a;
        for (const rules::Shot &shot : shots)
            a.append(QJsonObject{{QStringLiteral("from"), shot.from},
                                 {QStringLiteral("target"), shot.target}});
        return a;
    }

private Q_SLOTS:
    void resolveFullMat()
    {
        const LowState s = fullMat();
        QCOMPARE(s.units.size(), kMatColumns * kMatRows);
        const QList<rules::Shot> shots = rules::proposeShots(s);
        QVERIFY(!shots.isEmpty());
        rules::CombatReport r;
        QBENCHMARK
        {
            r = rules::resolveCombat(s, shots);
        }
        QVERIFY(!r.fates.isEmpty());
        static bool said = false;
        if (!std::exchange(said, true))
            qInfo("full mat: %d units, %d shots, %d attacked, %d destroyed", int(s.units.size()),
                  int(shots.size()), int(r.fates.size()), int(r.destroyed.size()));
    }

    void proposeShotsFullMat()
    {
        const LowState s = fullMat();
        QList<rules::Shot> shots;
        QBENCHMARK
        {
            shots = rules::proposeShots(s);
        }
        QVERIFY(!shots.isEmpty());
    }

    void checkAndApplyPlace()
    {
        // The full mat with one square freed: the orcs place a Ravager there.
        LowState s = fullMat();
        const QPoint free(2, 3);
        s.units.removeIf([&](const LowUnit &u) { return u.at == free; });
        s.phase = Phase::Place;
        const Step step{QStringLiteral("place"), 0,
                        QJsonObject{{QStringLiteral("card"), QStringLiteral("orc-ravager")},
                                    {QStringLiteral("at"), QJsonArray{free.x(), free.y()}}}};
        QVERIFY(!m_engine.malformed(s, step));
        StatePtr next;
        QBENCHMARK
        {
            (void)m_engine.check(s, step);
            next = m_engine.apply(s, step);
        }
        QVERIFY(next);
    }

    void checkAndApplyResolve()
    {
        const LowState s = fullMat();
        const QList<rules::Shot> shots = rules::proposeShots(s);
        const rules::CombatReport r = rules::resolveCombat(s, shots);
        QJsonArray destroyed;
        for (const int uid : r.destroyed)
            destroyed.append(uid);
        const Step step{QStringLiteral("resolve"), 0,
                        QJsonObject{{QStringLiteral("shots"), shotsJson(shots)},
                                    {QStringLiteral("destroyed"), destroyed}}};
        QVERIFY(!m_engine.malformed(s, step));
        QList<Finding> findings;
        StatePtr next;
        QBENCHMARK
        {
            findings = m_engine.check(s, step);
            next = m_engine.apply(s, step);
        }
        QVERIFY(findings.isEmpty());
        QVERIFY(next);
    }
};

QTEST_MAIN(bench_low)
#include "bench_low.moc"
