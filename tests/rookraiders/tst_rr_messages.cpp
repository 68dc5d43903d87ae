// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 3: the words the engine puts into its sentences
// (figure names, destinations, what a monster should do) carry a Japanese spelling, so a
// Japanese sentence never shows an English word in its middle.
#include "tst_rr_engine.h"

#include "RrTestSupport.h"

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

Q_DECLARE_METATYPE(kbz::StatePtr)

namespace {

// A position (RrTestSupport's language) whose card set also holds cards with figures the table
// has not entered yet.
StatePtr vague(const QString &spec)
{
    RrState s = position(spec);
    RrCardLibrary lib = *s.cards;
    const QByteArray json = R"([
      {"id":"v-unit","name":{"en":"Vague Unit","ja":"未記入兵"},"type":"unit","hp":2,
       "skill":"dice"},
      {"id":"v-blade","name":{"en":"Vague Blade","ja":"未記入剣士"},"type":"unit","hp":2,
       "move":1,"range":[[-1,0]],"skill":"fixed"},
      {"id":"v-monster","name":{"en":"Vague Monster","ja":"未記入魔"},"type":"monster","hp":2,
       "range":[[1,0]]}
    ])";
    for (const QJsonValue &v : QJsonDocument::fromJson(json).array()) {
        QString error;
        const std::optional<RrCard> c = RrCard::fromJson(v, &error);
        Q_ASSERT_X(c, "vague", qPrintable(error));
        lib.put(*c);
    }
    s.cards = std::make_shared<const RrCardLibrary>(std::move(lib));
    return std::make_shared<const RrState>(std::move(s));
}

QList<Message> messagesOf(const QString &via, const StatePtr &s, const Step &step)
{
    QList<Message> out;
    if (via == QLatin1String("check")) {
        for (const Finding &f : engine.check(*s, step))
            out.append(f.message);
    } else if (via == QLatin1String("malformed")) {
        if (const auto m = engine.malformed(*s, step))
            out.append(*m);
    } else {
        out = engine.guidance(*s).hints;
    }
    return out;
}

} // namespace

void TestRrEngine::insertedWordsAreBilingual_data()
{
    QTest::addColumn<QString>("via"); // check, malformed or guidance
    QTest::addColumn<StatePtr>("state");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("source"); // the English source text of the message looked at
    QTest::addColumn<QStringList>("ja"); // Japanese words expected among its arguments

    const QString enemy = "phase:enemy executed:4";
    const QString notKnown = "The %1 of %2 is not known: enter it from the card so Kibitzer can "
                             "check this step";
    const QString notKnownStep = "The %1 of %2 is not known: enter it (set-figures) or give it "
                                 "in the step";
    const QString goTo = "The monster on %1 should go to %2, not %3";
    const Step none = mk("none", -1);
    auto row = [](const char *tag, const char *via, const StatePtr &state, const Step &step,
                  const QString &source, const QStringList &ja) {
        QTest::newRow(tag) << QString::fromLatin1(via) << state << step << source << ja;
    };

    // Figures the table has not entered yet.
    row("check: range of a unit", "check", vague("cmd:advance U:v-unit@B4 M:t-imp@B2"),
        attack(0, "B4", "B2", 3, 4, {{"modifier", 1}}), notKnown, {"射程"});
    row("check: MOVE of a unit", "check", vague("cmd:advance U:v-unit@B4"), moveUnit(0, "B4", "B5"),
        notKnown, {"移動力"});
    row("check: range of a monster", "check", vague(enemy + " M:golem@B2"),
        act(0, "B2", {{"action", "stay"}}), notKnown, {"射程"});
    row("check: MOVE of a monster", "check", vague(enemy + " M:v-monster@B2"),
        act(0, "B2", {{"action", "move"}, {"to", "B4"}}), notKnown, {"移動力"});
    row("check: targeting and damage of a monster", "check",
        vague(enemy + " M:v-monster@B2 U:t-fighter@B3"),
        act(0, "B2", {{"action", "attack"}, {"damage", 1}}), notKnown,
        {"単体攻撃か範囲攻撃か", "固定ダメージ"});
    row("malformed: modifier", "malformed", vague("cmd:advance U:v-unit@B4 M:t-imp@B2"),
        attack(0, "B4", "B2", 3, 4), notKnownStep, {"修正値"});
    row("malformed: defence", "malformed", vague("cmd:advance U:t-fighter@B3 M:v-monster@B2"),
        attack(0, "B3", "B2", 3, 4), notKnownStep, {"防御力"});
    row("malformed: damage of a unit", "malformed", vague("cmd:advance U:v-blade@B3 M:t-imp@B2"),
        mk("fixed-damage", 0, {{"at", "B3"}, {"hits", QJsonArray{QJsonObject{{"target", "B2"}}}}}),
        notKnownStep, {"固定ダメージ"});
    row("malformed: range of a monster", "malformed", vague(enemy + " M:golem@B2"), act(0, "B2"),
        notKnownStep, {"射程"});
    row("malformed: damage of a monster", "malformed",
        vague(enemy + " M:v-monster@B2 U:t-fighter@B3"), act(0, "B2"), notKnownStep,
        {"固定ダメージ"});
    row("malformed: MOVE of a monster", "malformed", vague(enemy + " M:v-monster@B2"), act(0, "B2"),
        notKnownStep, {"移動力"});

    // What a monster should do: one sentence per case.
    row("choice: should attack", "check", at(enemy + " U:t-fighter@B3 M:t-imp@B2"),
        act(0, "B2", {{"action", "move"}, {"to", "B4"}}),
        "The monster on %1 should attack: a unit is in its range", {});
    row("choice: should move", "check", at(enemy + " U:t-fighter@B5 M:t-imp@B2"),
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"B5"}}}),
        "The monster on %1 should move: no unit is in its range", {});
    row("choice: should stay", "check", at(enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3"),
        act(0, "B1", {{"action", "attack"}, {"targets", QJsonArray{"B3"}}}),
        "The monster on %1 should stay where it is: no unit is in its range and it cannot move",
        {});

    // Destinations.
    row("destination: the castle, not a square", "check", at(enemy + " M:t-runner@B5"),
        act(0, "B5", {{"action", "move"}, {"to", "B6"}}), goTo, {"城内"});
    row("destination: a square, not the castle", "check", at(enemy + " M:t-imp@B2"),
        act(0, "B2", {{"action", "move"}, {"to", "castle"}}), goTo, {"城内"});
    row("destination: staying, not a square", "check",
        at(enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3"),
        act(0, "B1", {{"action", "move"}, {"to", "B4"}}), goTo, {});
    Step waiting = summon("A", "t-brute");
    waiting.payload.insert("boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", "A2"}}});
    row("destination: the waiting line", "check", at(enemy + " M:t-imp@A! M:t-imp@A1!"), waiting,
        "On %1's board the monster goes to %2", {"待機列"});
    row("guidance: moving into the castle", "guidance", at(enemy + " M:t-runner@B5"), none,
        "%1's board: %2 on %3 moves to %4", {"城内"});
}

void TestRrEngine::insertedWordsAreBilingual()
{
    QFETCH(QString, via);
    QFETCH(StatePtr, state);
    QFETCH(Step, step);
    QFETCH(QString, source);
    QFETCH(QStringList, ja);
    if (via == QLatin1String("check")) {
        const std::optional<Message> bad = engine.malformed(*state, step);
        QVERIFY2(!bad, bad ? qPrintable(bad->english()) : "");
    }
    QList<Message> found;
    QStringList seen;
    for (const Message &m : messagesOf(via, state, step)) {
        seen.append(m.english());
        if (m.source == source)
            found.append(m);
    }
    QVERIFY2(!found.isEmpty(), qPrintable(seen.join(" | ")));
    QStringList words;
    for (const Message &m : found) {
        const QStringList plain = plainWordArgs(m, rrs(state));
        QVERIFY2(plain.isEmpty(), qPrintable(m.english() + " <- " + plain.join(", ")));
        for (const MessageArg &a : m.args)
            if (const auto *n = std::get_if<LocalizedName>(&a))
                words.append(n->ja);
    }
    for (const QString &w : ja)
        QVERIFY2(words.contains(w), qPrintable(words.join(", ")));
}
