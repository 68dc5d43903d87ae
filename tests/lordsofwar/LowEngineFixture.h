// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowTestSupport.h"

#include <QObject>
#include <QtTest>

namespace lowtest {

// The engine and the named starting positions shared by tst_low_engine and tst_low_turns.
class EngineFixture : public QObject
{
protected:
    LowEngine m_engine;

    LowState applied(const LowState &s, const Step &step) const
    {
        return typed(m_engine.apply(s, step));
    }

    LowState run(LowState s, const QList<Step> &steps) const
    {
        for (const Step &step : steps) {
            if (const auto m = m_engine.malformed(s, step))
                qWarning("malformed: %s", qPrintable(m->english()));
            s = applied(s, step);
        }
        return s;
    }

    // After both opening placements: turn 3, seat 0 to place; Orc Ravager (1) on D5, Dwarf
    // Slugger (2) on C3.
    LowState afterOpening() const
    {
        LowState s = m_engine.initialState(configFor(2));
        return run(s, {place(0, "orc-ravager", 3, 4), resolve(0), draw(0),
                       place(1, "dwarf-slugger", 2, 2), resolve(1), draw(1)});
    }

    // The named starting positions of the validator table.
    LowState scenario(const QString &name) const
    {
        if (name == QLatin1String("opening"))
            return m_engine.initialState(configFor(2));
        if (name == QLatin1String("afterOpening"))
            return afterOpening();
        if (name == QLatin1String("allUsed")) {
            LowState s = afterOpening();
            put(s, QStringLiteral("orc-ravager"), 0, 5, 6);
            return s;
        }
        if (name == QLatin1String("emptyHand")) {
            LowState s = afterOpening();
            s.players[0].hand = 0;
            return s;
        }
        // The Goblin Shanker (3) on C4 attacks the Slugger (4 > 3) and takes 3 (= 3).
        if (name == QLatin1String("resolve"))
            return run(afterOpening(), {place(0, "orc-goblin-shanker", 2, 3)});
        if (name == QLatin1String("reinforce"))
            return run(afterOpening(), {place(0, "orc-goblin-shanker", 2, 3), resolve(0)});
        if (name == QLatin1String("emptyDeck")) {
            LowState s = scenario(QStringLiteral("reinforce"));
            s.players[0].drawPile = 0;
            return s;
        }
        if (name == QLatin1String("corner")) {
            LowState s = midGame();
            put(s, QStringLiteral("dwarf-marauder"), 1, 0, 0);
            return s;
        }
        if (name == QLatin1String("noEnemy")) {
            LowState s = midGame();
            put(s, QStringLiteral("orc-ravager"), 0, 0, 6);
            return s;
        }
        if (name == QLatin1String("ranged") || name == QLatin1String("rangedFired")) {
            LowState s = midGame();
            put(s, QStringLiteral("orc-catapult"), 0, 1, 5);       // 1: free to fire
            put(s, QStringLiteral("orc-catapult"), 0, 4, 5);       // 2: engaged by 4
            put(s, QStringLiteral("dwarf-slugger"), 1, 1, 3);      // 3: in 1's grid
            put(s, QStringLiteral("dwarf-slugger-2"), 1, 5, 5);    // 4: E3 on catapult 2
            put(s, QStringLiteral("dwarf-sharpshooter"), 1, 0, 0); // 5
            put(s, QStringLiteral("orc-ravager"), 0, 3, 0);        // 6
            s.phase = Phase::Resolve;
            if (name == QLatin1String("rangedFired"))
                s.fired = {1};
            return s;
        }
        if (name == QLatin1String("berserker")) {
            LowState s = midGame(2, {{QStringLiteral("intermediate"), true}});
            put(s, QStringLiteral("orc-deathbringer"), 0, 3, 4); // 1: N5 on the Slugger
            put(s, QStringLiteral("dwarf-slugger-2"), 1, 3, 3);  // 2
            put(s, QStringLiteral("orc-ravager"), 0, 0, 6);      // 3
            s.phase = Phase::Resolve;
            s.players[0].hand = 5;
            return applied(s, resolve(0));
        }
        if (name == QLatin1String("generalKill")) {
            LowState s = midGame();
            put(s, QStringLiteral("dwarf-krod-klouthammer"), 1, 3, 2);
            put(s, QStringLiteral("orc-vanak-fleshripper"), 0, 2, 3);
            return applied(s, place(0, "orc-ravager", 4, 3));
        }
        if (name == QLatin1String("threeGeneral")) {
            LowState s = midGame(3);
            s.active = 1;
            s.orderIndex = 1;
            return run(s, {place(1, "dwarf-krod-klouthammer", 2, 2), resolve(1)});
        }
        if (name == QLatin1String("finished")) {
            LowState s = scenario(QStringLiteral("reinforce"));
            s.phase = Phase::Finished;
            s.winnerSide = 0;
            s.how = QStringLiteral("cards");
            return s;
        }
        qFatal("unknown scenario");
        return {};
    }
};

} // namespace lowtest
