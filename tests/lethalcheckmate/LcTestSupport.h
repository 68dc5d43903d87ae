// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Shared helpers of the Lethal Checkmate engine tests: a test card set (cards made up for the
// tests only; the shipped library holds Pawn Step alone), step builders and a replay helper.
#include "../support/GoldenJournal.h"
#include "lethalcheckmate/LcEngine.h"
#include "lethalcheckmate/LcRules.h"
#include "lethalcheckmate/LcState.h"

#include <QJsonArray>
#include <QPoint>
#include <QTest>

Q_DECLARE_METATYPE(kbz::Step)

namespace lctest {

using namespace kbz;
using namespace kbz::lc;

inline const LcEngine engine;

inline QJsonObject cardJson(const char *id, const char *en, const char *ja, const char *type,
                            QList<QPoint> pattern, bool attack, bool escape)
{
    QJsonArray p;
    for (const QPoint &pt : pattern)
        p.append(QJsonArray{pt.x(), pt.y()});
    return QJsonObject{
        {"id", id},         {"name", QJsonObject{{"en", en}, {"ja", QString::fromUtf8(ja)}}},
        {"type", type},     {"pattern", p},
        {"attack", attack}, {"escape", escape}};
}

// Cards made up for the tests only (the shipped library holds only Pawn Step).
inline QJsonArray testCards()
{
    QJsonArray a{
        cardJson("t-front", "Test Front", "テスト前", "arms", {{0, 1}}, true, false),
        cardJson("t-wide", "Test Wide", "テスト横", "arms", {{-1, 1}, {0, 1}, {1, 1}}, true, false),
        cardJson("t-side", "Test Side", "テスト横移動", "move", {{-1, 0}, {1, 0}}, true, true),
        cardJson("t-leap", "Test Leap", "テスト跳躍", "move", {{0, 2}}, true, false),
        cardJson("t-back", "Test Back", "テスト後退", "move", {{0, -1}}, false, true),
        cardJson("t-dash", "Test Dash", "テスト突進", "move", {{0, 2}}, true, true),
    };
    for (const QJsonValue &v : LcCardLibrary::shipped().toJson())
        a.append(v);
    return a;
}

inline GameConfig testConfig(const QJsonObject &overrides = {})
{
    GameConfig c = engine.defaultConfig();
    c.options.insert("cards", testCards());
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        c.options.insert(it.key(), it.value());
    return c;
}

inline Step mk(const char *kind, int actor, QJsonObject payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}
inline Step place(int seat, const char *sq)
{
    return mk("place-piece", seat, {{"square", sq}});
}
inline Step play(int seat, const char *card, const char *to = nullptr, QJsonObject extra = {})
{
    extra.insert("card", card);
    if (to)
        extra.insert("to", to);
    return mk("play-card", seat, extra);
}
inline Step esc(int seat, const char *card, const char *to = nullptr)
{
    QJsonObject p{{"card", card}};
    if (to)
        p.insert("to", to);
    return mk("escape", seat, p);
}
inline Step pass(int seat)
{
    return mk("escape", seat, {{"pass", true}});
}
inline Step endTurn(int seat, bool revealed = false)
{
    return revealed ? mk("end-turn", seat, {{"revealedHand", true}}) : mk("end-turn", seat);
}
inline Step refill(int a, int b)
{
    return mk("refill", -1,
              {{"players", QJsonArray{QJsonObject{{"count", a}}, QJsonObject{{"count", b}}}}});
}
inline Step rotate()
{
    return mk("rotate", -1);
}
inline Step lethal(int seat)
{
    return mk("declare-lethal", seat);
}
inline Step damage(int seat)
{
    return mk("take-damage", -1, {{"seat", seat}});
}
inline Step identify(int seat, const QStringList &cards)
{
    return mk("identify", seat, {{"cards", QJsonArray::fromStringList(cards)}});
}

inline const LcState &lcs(const StatePtr &s)
{
    return *dynamic_cast<const LcState *>(s.get());
}

using kbz::test::ruleIdsOf;

// Replays steps (check + apply); each step must be well formed.
inline StatePtr run(const QList<Step> &steps, const QJsonObject &options = {},
                    QList<QStringList> *findings = nullptr)
{
    StatePtr s = engine.setup(testConfig(options));
    for (const Step &step : steps) {
        const auto bad = engine.malformed(*s, step);
        if (bad)
            qWarning("malformed step %s: %s", qPrintable(step.kind), qPrintable(bad->english()));
        Q_ASSERT(!bad);
        if (findings)
            findings->append(ruleIdsOf(engine.check(*s, step)));
        s = engine.apply(*s, step);
    }
    return s;
}

// W(hite, seat 0) on b2 and B(lack, seat 1) on b3: Test Front attacks b3 straight away.
inline QList<Step> faceToFace()
{
    return {place(0, "b2"), place(1, "b3")};
}
inline QList<Step> opening()
{
    return {place(0, "b1"), place(1, "b4")};
}
inline QList<Step> attacked()
{
    return faceToFace() + QList<Step>{play(0, "t-front")};
}

} // namespace lctest
