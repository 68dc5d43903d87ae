// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Lethal Checkmate rule engine, part 1: identity, card library, configuration,
// structure (malformed) and every validator firing and not firing.
#include "tst_lc_engine.h"

#include "LcTestSupport.h"
#include "registerGames.h"

using namespace kbz;
using namespace kbz::lc;
using namespace lctest;

void TestLcEngine::identity()
{
    QCOMPARE(engine.id(), QStringLiteral("lethal-checkmate"));
    QCOMPARE(engine.name().en, QStringLiteral("Lethal Checkmate"));
    QCOMPARE(engine.name().ja, QStringLiteral("リーサルチェックメイト"));
    QCOMPARE(engine.rulePrefix(), QStringLiteral("lc"));
    QCOMPARE(engine.minPlayers(), 2);
    QCOMPARE(engine.maxPlayers(), 2);
    GameRegistry registry;
    registerGames(registry);
    QVERIFY(registry.find(QStringLiteral("lethal-checkmate")));
    const QStringList ids = engine.ruleIds();
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    for (const QString &id : ids) {
        QVERIFY2(id.startsWith(QLatin1String("lc.")), qPrintable(id));
        QCOMPARE(id, id.toLower());
    }
    QCOMPARE(engine.stepKinds().size(), 10);
    QCOMPARE(engine.stepKindName("rotate").english(), QStringLiteral("Turn the board"));
}

void TestLcEngine::cardLibrary()
{
    const LcCardLibrary &lib = LcCardLibrary::shipped();
    QCOMPARE(lib.cards().size(), 1);
    const LcCard *pawn = lib.find("pawn-step");
    QVERIFY(pawn);
    QCOMPARE(pawn->name.en, QStringLiteral("Pawn Step"));
    QCOMPARE(pawn->name.ja, QStringLiteral("ポーンステップ"));
    QCOMPARE(pawn->type, CardType::Move);
    QCOMPARE(pawn->pattern, QList<QPoint>{QPoint(0, 1)});
    QVERIFY(pawn->attackPhase);
    QVERIFY(pawn->escapePhase);
    QVERIFY(!pawn->text.isEmpty());
    // Round trip through JSON.
    QString error;
    const auto again = LcCardLibrary::fromJson(lib.toJson(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(*again, lib);
    const auto test = LcCardLibrary::fromJson(testCards(), &error);
    QVERIFY2(test, qPrintable(error));
    QCOMPARE(test->cards().size(), 7);
    QCOMPARE(test->find("t-wide")->type, CardType::Arms);
    QVERIFY(!test->find("t-back")->attackPhase);
}

void TestLcEngine::cardLibraryErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error"); // empty = valid

    QTest::newRow("valid") << QByteArray(
                                  R"([{"id":"x","name":"X","type":"move","pattern":[[0,1]]}])")
                           << QString();
    QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
    QTest::newRow("not array") << QByteArray("{}")
                               << QStringLiteral("the card list must be a JSON array");
    QTest::newRow("bad id")
        << QByteArray(R"([{"id":"Bad Id","name":"X","type":"move","pattern":[[0,1]]}])")
        << QStringLiteral("card 0: \"id\"");
    QTest::newRow("no name") << QByteArray(R"([{"id":"x","type":"move","pattern":[[0,1]]}])")
                             << QStringLiteral("card 0: \"name\"");
    QTest::newRow("bad type") << QByteArray(
                                     R"([{"id":"x","name":"X","type":"magic","pattern":[[0,1]]}])")
                              << QStringLiteral("card 0: \"type\"");
    QTest::newRow("bad pattern") << QByteArray(
                                        R"([{"id":"x","name":"X","type":"move","pattern":[[0,1]]},)"
                                        R"({"id":"y","name":"Y","type":"arms","pattern":[[0,9]]}])")
                                 << QStringLiteral("card 1: \"pattern\" entry 0");
    QTest::newRow("empty pattern")
        << QByteArray(R"([{"id":"x","name":"X","type":"move","pattern":[]}])")
        << QStringLiteral("card 0: \"pattern\"");
    QTest::newRow("bad flag")
        << QByteArray(R"([{"id":"x","name":"X","type":"move","pattern":[[0,1]],"attack":"yes"}])")
        << QStringLiteral("card 0: \"attack\"");
    QTest::newRow("duplicate") << QByteArray(
                                      R"([{"id":"x","name":"X","type":"move","pattern":[[0,1]]},)"
                                      R"({"id":"x","name":"Y","type":"move","pattern":[[1,0]]}])")
                               << QStringLiteral("card 1: duplicate id \"x\"");
}

void TestLcEngine::cardLibraryErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString why;
    const auto lib = LcCardLibrary::fromJsonText(json, &why);
    if (error.isEmpty()) {
        QVERIFY2(lib, qPrintable(why));
        QCOMPARE(lib->cards().size(), 1);
        QVERIFY(lib->cards().first().escapePhase); // move cards default to usable in escape
    } else {
        QVERIFY(!lib);
        QVERIFY2(why.startsWith(error), qPrintable(why));
    }
}

void TestLcEngine::configWarnings_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QJsonObject>("options");
    QTest::addColumn<QStringList>("rules");

    QTest::newRow("default") << 2 << QJsonObject() << QStringList();
    QTest::newRow("three players") << 3 << QJsonObject() << QStringList{"lc.config.players"};
    QTest::newRow("one player") << 1 << QJsonObject() << QStringList{"lc.config.players"};
    QTest::newRow("limits decreasing ok")
        << 2 << QJsonObject{{"handLimits", QJsonArray{5, 4, 3}}} << QStringList();
    QTest::newRow("limit zero") << 2 << QJsonObject{{"handLimits", QJsonArray{0, 4, 5}}}
                                << QStringList{"lc.config.hand-limits"};
    QTest::newRow("two limits") << 2 << QJsonObject{{"handLimits", QJsonArray{3, 4}}}
                                << QStringList{"lc.config.hand-limits"};
    QTest::newRow("first player 2")
        << 2 << QJsonObject{{"firstPlayer", 2}} << QStringList{"lc.config.first-player"};
    QTest::newRow("first player 1") << 2 << QJsonObject{{"firstPlayer", 1}} << QStringList();
    QTest::newRow("hand over deck")
        << 2 << QJsonObject{{"deckSize", 2}} << QStringList{"lc.config.deck"};
    QTest::newRow("bad cards") << 2 << QJsonObject{{"cards", QJsonArray{1}}}
                               << QStringList{"lc.config.cards"};
}

void TestLcEngine::configWarnings()
{
    QFETCH(int, players);
    QFETCH(QJsonObject, options);
    QFETCH(QStringList, rules);
    GameConfig c = engine.defaultConfig();
    while (c.players.size() < players)
        c.players.append({QStringLiteral("Extra"), {}});
    while (c.players.size() > players)
        c.players.removeLast();
    for (auto it = options.begin(); it != options.end(); ++it)
        c.options.insert(it.key(), it.value());
    const QList<Finding> fs = engine.checkConfig(c);
    QCOMPARE(ruleIdsOf(fs), rules);
    for (const Finding &f : fs)
        QVERIFY(engine.ruleIds().contains(f.ruleId));
}

void TestLcEngine::setupState()
{
    const GameConfig def = engine.defaultConfig();
    QCOMPARE(def.players.size(), 2);
    QCOMPARE(def.players.at(0).name, QStringLiteral("White"));
    QCOMPARE(def.players.at(1).colour, QStringLiteral("black"));
    QCOMPARE(def.options.value("handLimits").toArray(), (QJsonArray{3, 4, 5}));
    QCOMPARE(def.options.value("startingHand").toInt(), 3);
    QCOMPARE(def.options.value("deckSize").toInt(), 9);
    QCOMPARE(def.options.value("cards").toArray().size(), 1);
    const StatePtr s = engine.setup(def);
    const LcState &st = lcs(s);
    QCOMPARE(st.phase, Phase::Placement);
    QCOMPARE(st.players.at(0).hand.unknown, 3);
    QCOMPARE(st.players.at(1).deck, 6);
    QCOMPARE(st.handLimit(0), 3);
    const QJsonObject j = s->toJson();
    QCOMPARE(j.value("phase").toString(), QStringLiteral("placement"));
    QCOMPARE(j.value("players").toArray().at(1).toObject().value("deck").toInt(), 6);
    QCOMPARE(s->toJson(), engine.setup(def)->toJson()); // deterministic
    // Custom limits and the second seat starting.
    const StatePtr t =
        engine.setup(testConfig({{"handLimits", QJsonArray{2, 3, 6}}, {"firstPlayer", 1}}));
    QCOMPARE(lcs(t).handLimits, (QList<int>{2, 3, 6}));
    QCOMPARE(lcs(t).southSeat, 1);
    QCOMPARE(engine.guidance(*t).actor, 1);
}

void TestLcEngine::squares()
{
    QCOMPARE(Square::parse("a1")->col, 0);
    QCOMPARE(Square::parse("C4")->row, 3);
    QVERIFY(!Square::parse("d1"));
    QVERIFY(!Square::parse("a5"));
    QVERIFY(!Square::parse("a0"));
    QCOMPARE((Square{1, 2}).name(), QStringLiteral("b3"));
    QCOMPARE(rules::rotated(Square{0, 0}).name(), QStringLiteral("c4"));
    QCOMPARE(rules::rotated(Square{1, 1}).name(), QStringLiteral("b3"));
    // Black (north) sees the board the other way round: its forward is toward row 1.
    const LcState st = lcs(run(faceToFace()));
    QCOMPARE(rules::offsetSquare(st, 1, Square{1, 2}, QPoint(0, 1)).name(), QStringLiteral("b2"));
    QCOMPARE(rules::offsetSquare(st, 1, Square{1, 2}, QPoint(1, 0)).name(), QStringLiteral("a3"));
    QCOMPARE(rules::offsetSquare(st, 0, Square{1, 1}, QPoint(1, 0)).name(), QStringLiteral("c2"));
    QCOMPARE(rules::farRow(st, 0), 3);
    QCOMPARE(rules::farRow(st, 1), 0);
}

void TestLcEngine::malformed_data()
{
    QTest::addColumn<QList<Step>>("prefix");
    QTest::addColumn<Step>("step");
    QTest::addColumn<bool>("bad");

    const QList<Step> none;
    QTest::newRow("unknown kind") << none << mk("dance", 0) << true;
    QTest::newRow("seat out of range") << none << place(2, "a1") << true;
    QTest::newRow("no seat") << none << place(-1, "a1") << true;
    QTest::newRow("square off grid") << none << place(0, "d1") << true;
    QTest::newRow("square missing") << none << mk("place-piece", 0) << true;
    QTest::newRow("place ok") << none << place(0, "c4") << false;
    QTest::newRow("card missing") << opening() << mk("play-card", 0) << true;
    QTest::newRow("card unknown") << opening() << play(0, "queen") << true;
    QTest::newRow("card not string") << opening() << mk("play-card", 0, {{"card", 3}}) << true;
    QTest::newRow("to off grid") << opening() << play(0, "t-side", "a5") << true;
    QTest::newRow("offset bad") << opening() << play(0, "t-side", nullptr, {{"offset", 1}}) << true;
    QTest::newRow("to and offset")
        << opening() << play(0, "t-side", "a1", {{"offset", QJsonArray{-1, 0}}}) << true;
    QTest::newRow("ambiguous move") << opening() << play(0, "t-side") << true;
    QTest::newRow("single move") << opening() << play(0, "pawn-step") << false;
    QTest::newRow("swap out of range")
        << opening() << play(0, "pawn-step", nullptr, {{"swapWith", 3}}) << true;
    QTest::newRow("swap ok") << opening() << play(0, "pawn-step", nullptr, {{"swapWith", 0}})
                             << false;
    QTest::newRow("pass") << attacked() << pass(1) << false;
    QTest::newRow("pass not bool") << attacked() << mk("escape", 1, {{"pass", 1}}) << true;
    QTest::newRow("refill one seat")
        << opening() << mk("refill", -1, {{"players", QJsonArray{QJsonObject{{"count", 1}}}}})
        << true;
    QTest::newRow("refill negative") << opening() << refill(-1, 0) << true;
    QTest::newRow("refill ids") << opening()
                                << mk("refill", -1,
                                      {{"players",
                                        QJsonArray{QJsonObject{{"cards", QJsonArray{"t-side"}}},
                                                   QJsonObject{{"count", 0}}}}})
                                << false;
    QTest::newRow("refill unknown id")
        << opening()
        << mk("refill", -1,
              {{"players", QJsonArray{QJsonObject{{"cards", QJsonArray{"queen"}}},
                                      QJsonObject{{"count", 0}}}}})
        << true;
    QTest::newRow("damage seat") << opening() << mk("take-damage", -1, {{"seat", 5}}) << true;
    QTest::newRow("damage by actor") << opening() << mk("take-damage", 1) << false;
    QTest::newRow("revealed not bool")
        << opening() << mk("end-turn", 0, {{"revealedHand", "yes"}}) << true;
    QTest::newRow("rotate by table") << opening() << rotate() << false;
    QTest::newRow("identify bad") << opening() << mk("identify", 0, {{"cards", "t-side"}}) << true;
    QTest::newRow("reveal top") << none << mk("reveal-top", 1, {{"card", "pawn-step"}}) << false;
}

void TestLcEngine::malformed()
{
    QFETCH(QList<Step>, prefix);
    QFETCH(Step, step);
    QFETCH(bool, bad);
    const StatePtr s = run(prefix);
    const auto m = engine.malformed(*s, step);
    QCOMPARE(bool(m), bad);
    if (m)
        QVERIFY(!m->english().isEmpty());
    else
        QVERIFY(engine.apply(*s, step));
}

void TestLcEngine::validators_data()
{
    QTest::addColumn<QList<Step>>("prefix");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QJsonObject>("options");

    auto row = [](const char *tag, const QList<Step> &prefix, const Step &step, const char *rule,
                  bool fires, const QJsonObject &options = {}) {
        QTest::newRow(tag) << prefix << step << QString::fromLatin1(rule) << fires << options;
    };
    const QList<Step> none;

    row("occupied: place on the first piece", {place(0, "b2")}, place(1, "b2"), "lc.board.occupied",
        true);
    row("occupied: place elsewhere", {place(0, "b2")}, place(1, "b3"), "lc.board.occupied", false);
    row("occupied: move onto", faceToFace(), play(0, "pawn-step", "b3"), "lc.board.occupied", true);
    row("occupied: move beside", faceToFace(), play(0, "t-side", "a2"), "lc.board.occupied", false);

    row("edge: offset off the board", {place(0, "a1"), place(1, "c4")},
        play(0, "t-side", nullptr, {{"offset", QJsonArray{-1, 0}}}), "lc.board.edge", true);
    row("edge: offset on the board", {place(0, "a1"), place(1, "c4")},
        play(0, "t-side", nullptr, {{"offset", QJsonArray{1, 0}}}), "lc.board.edge", false);
    row("edge: offset far beyond the board", {place(0, "c1"), place(1, "a4")},
        play(0, "t-side", nullptr, {{"offset", QJsonArray{2147483647, 0}}}), "lc.board.edge", true);

    row("pattern: diagonal with a sideways card", opening(), play(0, "t-side", "c2"),
        "lc.move.pattern", true);
    row("pattern: sideways", opening(), play(0, "t-side", "c1"), "lc.move.pattern", false);
    row("pattern: black's forward is toward row 1",
        faceToFace() + QList<Step>{endTurn(0, true), refill(0, 0)}, play(1, "t-leap", "b1"),
        "lc.move.pattern", false);
    row("pattern: black moving up is backward",
        faceToFace() + QList<Step>{endTurn(0, true), refill(0, 0)}, play(1, "pawn-step", "b4"),
        "lc.move.pattern", true);

    row("unplayable: blocked and off board", {place(0, "a1"), place(1, "b1")},
        play(0, "t-side", "b1"), "lc.move.unplayable", true);
    row("unplayable: free square", opening(), play(0, "pawn-step"), "lc.move.unplayable", false);

    const QList<Step> known =
        opening() + QList<Step>{identify(0, {"pawn-step", "t-side", "t-front"})};
    row("not-in-hand: hand fully known", known, play(0, "t-leap", "b3"), "lc.card.not-in-hand",
        true);
    row("not-in-hand: known card", known, play(0, "t-front"), "lc.card.not-in-hand", false);
    row("not-in-hand: unknown hand", opening(), play(0, "t-leap", "b3"), "lc.card.not-in-hand",
        false);
    row("not-in-hand: already on the field", opening() + QList<Step>{play(0, "t-front")},
        play(0, "t-front"), "lc.card.not-in-hand", true);
    row("not-in-hand: revealed top card not drawn yet",
        QList<Step>{mk("reveal-top", 0, {{"card", "t-leap"}})} + opening(), play(0, "t-leap", "b3"),
        "lc.card.not-in-hand", true);
    row("not-in-hand: revealed top card drawn",
        QList<Step>{mk("reveal-top", 0, {{"card", "t-leap"}})} + opening() +
            QList<Step>{play(0, "t-front"), endTurn(0), refill(1, 0), play(1, "t-front"),
                        endTurn(1), refill(0, 1)},
        play(0, "t-leap", "b3"), "lc.card.not-in-hand", false);

    row("phase: escape-only card in attack", faceToFace(), play(0, "t-back", "b1"), "lc.card.phase",
        true);
    row("phase: attack card in attack", faceToFace(), play(0, "t-side", "a2"), "lc.card.phase",
        false);
    row("phase: attack-only move in escape", attacked(), esc(1, "t-leap", "b1"), "lc.card.phase",
        true);
    row("phase: escape card in escape", attacked(), esc(1, "t-back", "b4"), "lc.card.phase", false);

    row("field limit: fourth card",
        opening() + QList<Step>{play(0, "t-front"), play(0, "t-wide"), play(0, "t-side", "a1")},
        play(0, "pawn-step"), "lc.field.limit", true);
    row("field limit: third card", opening() + QList<Step>{play(0, "t-front"), play(0, "t-wide")},
        play(0, "t-side", "a1"), "lc.field.limit", false);

    row("trigger: front attacks", faceToFace(), play(0, "t-front"), "lc.attack.trigger", true);
    row("trigger: nothing in range", opening(), play(0, "t-front"), "lc.attack.trigger", false);
    row("trigger: move card brings the range", {place(0, "b1"), place(1, "c3")},
        play(0, "pawn-step"), "lc.attack.trigger", false);
    row("trigger: move card with arms on the field",
        {place(0, "b1"), place(1, "c4"), play(0, "t-wide")}, play(0, "t-side", "c1"),
        "lc.attack.trigger", false);
    row("trigger: arms already in range fire on the next card",
        {place(0, "b1"), place(1, "a3"), play(0, "t-wide")}, play(0, "pawn-step"),
        "lc.attack.trigger", true);

    row("move-only: arms card", attacked(), esc(1, "t-wide"), "lc.escape.move-only", true);
    row("move-only: move card", attacked(), esc(1, "t-side", "a3"), "lc.escape.move-only", false);

    const QList<Step> escaped = attacked() + QList<Step>{esc(1, "t-side", "a3")};
    row("one-card: second escape", escaped, esc(1, "pawn-step"), "lc.escape.one-card", true);
    row("one-card: first escape", attacked(), esc(1, "pawn-step"), "lc.escape.one-card", false);
    row("one-card: new attack opens a new window", escaped + QList<Step>{play(0, "t-wide")},
        esc(1, "pawn-step"), "lc.escape.one-card", false);
    row("one-card: the attacker's stray escape does not use up the window",
        attacked() + QList<Step>{esc(0, "t-side", "c2")}, esc(1, "t-side", "a3"),
        "lc.escape.one-card", false);

    row("not-attacked: no attack", opening(), esc(1, "t-side", "a4"), "lc.escape.not-attacked",
        true);
    row("not-attacked: attacked", attacked(), esc(1, "t-side", "a3"), "lc.escape.not-attacked",
        false);

    row("order: black plays in white's turn", opening(), play(1, "t-front"), "lc.turn.order", true);
    row("order: white plays", opening(), play(0, "t-front"), "lc.turn.order", false);
    row("order: second player places first", none, place(1, "a1"), "lc.turn.order", true);
    row("order: first player places first", none, place(0, "a1"), "lc.turn.order", false);
    row("order: attacker plays in the escape window", attacked(), play(0, "t-wide"),
        "lc.turn.order", true);
    row("order: attacker escapes", attacked(), esc(0, "t-side", "a2"), "lc.turn.order", true);
    row("order: black ends white's turn", opening() + QList<Step>{play(0, "t-front")}, endTurn(1),
        "lc.turn.order", true);
    row("order: black declares lethal", opening(), lethal(1), "lc.turn.order", true);
    row("order: card after the turn was ended",
        opening() + QList<Step>{play(0, "t-front"), endTurn(0)}, play(0, "t-wide"), "lc.turn.order",
        true);

    row("must-play: nothing played", opening(), endTurn(0), "lc.turn.must-play", true);
    row("must-play: hand revealed", opening(), endTurn(0, true), "lc.turn.must-play", false);
    row("must-play: a card played", opening() + QList<Step>{play(0, "t-front")}, endTurn(0),
        "lc.turn.must-play", false);
    // Deck of 3: White plays the whole starting hand and has nothing left to draw.
    const QList<Step> emptyHand = {place(0, "a1"),    place(1, "c4"),          play(0, "t-front"),
                                   play(0, "t-wide"), play(0, "t-side", "b1"), endTurn(0),
                                   refill(0, 0),      play(1, "t-front"),      endTurn(1),
                                   refill(0, 0)};
    row("must-play: empty hand", emptyHand, endTurn(0), "lc.turn.must-play", false,
        {{"deckSize", 3}});
    // 5-1: only a hand with nothing playable is revealed. An ARMS card always can be played; a
    // MOVE card when a square of its pattern is on the board and free (White on b1).
    row("reveal-hand: an arms card in the entered hand",
        opening() + QList<Step>{mk("identify", 0, {{"cards", QJsonArray{"t-back", "t-front"}}})},
        endTurn(0, true), "lc.turn.reveal-hand", true);
    row("reveal-hand: a move card with a free square",
        opening() + QList<Step>{mk("identify", 0, {{"cards", QJsonArray{"t-leap"}}})},
        endTurn(0, true), "lc.turn.reveal-hand", true);
    row("reveal-hand: off the board or onto the opponent",
        QList<Step>{place(0, "b1"), place(1, "b3"),
                    mk("identify", 0, {{"cards", QJsonArray{"t-back", "t-leap"}}})},
        endTurn(0, true), "lc.turn.reveal-hand", false);
    row("reveal-hand: a card played first",
        opening() + QList<Step>{mk("identify", 0, {{"cards", QJsonArray{"t-front", "t-wide"}}}),
                                play(0, "t-front")},
        endTurn(0, true), "lc.turn.reveal-hand", false);

    const QList<Step> hit = attacked() + QList<Step>{pass(1)};
    row("after-damage: more cards", hit, play(0, "t-wide"), "lc.turn.after-damage", true);
    row("after-damage: with lethal",
        faceToFace() + QList<Step>{lethal(0), play(0, "t-front"), pass(1)}, play(0, "t-wide"),
        "lc.turn.after-damage", false);
    row("after-damage: turn ended without damage",
        opening() + QList<Step>{play(0, "t-front"), endTurn(0)}, play(0, "t-wide"),
        "lc.turn.after-damage", false);

    row("damage: nothing pending", opening(), damage(1), "lc.damage.hp", true);
    row("damage: taking the hit", attacked(), damage(1), "lc.damage.hp", false);
    row("damage: the attacker", attacked(), damage(0), "lc.damage.hp", true);

    const QList<Step> far = {place(0, "b3"), place(1, "a4"), play(0, "pawn-step")};
    row("rotation missing: card instead", far, play(0, "t-front"), "lc.rotation.missing", true);
    row("rotation missing: rotate", far, rotate(), "lc.rotation.missing", false);
    row("rotation missing: bookkeeping is fine", far, identify(0, {"t-front"}),
        "lc.rotation.missing", false);
    row("rotation needless: nothing due", opening(), rotate(), "lc.rotation.needless", true);
    row("rotation needless: due", far, rotate(), "lc.rotation.needless", false);
    row("rotation chain: carried piece", far + QList<Step>{rotate()}, rotate(), "lc.rotation.chain",
        true);
    row("rotation chain: due", far, rotate(), "lc.rotation.chain", false);
    row("rotation chain: plain needless", opening(), rotate(), "lc.rotation.chain", false);

    row("lethal phase: attack phase", opening(), lethal(0), "lc.lethal.phase", false);
    row("lethal phase: escape window", attacked(), lethal(0), "lc.lethal.phase", true);
    row("lethal phase: end phase", hit, lethal(0), "lc.lethal.phase", true);
    row("lethal last step: last step", opening() + QList<Step>{damage(0), damage(0)}, lethal(0),
        "lc.lethal.last-step", true);
    row("lethal last step: first step", opening(), lethal(0), "lc.lethal.last-step", false);

    const QList<Step> ended = opening() + QList<Step>{play(0, "t-front"), endTurn(0)};
    row("refill: right counts", ended, refill(1, 0), "lc.end.refill", false);
    row("refill: too many", ended, refill(2, 0), "lc.end.refill", true);
    row("refill: opponent draws nothing", ended, refill(1, 1), "lc.end.refill", true);
    row("refill: after damage", hit, refill(1, 1), "lc.end.refill", false);
    row("end phase: refill mid-turn", opening() + QList<Step>{play(0, "t-front")}, refill(1, 0),
        "lc.end.phase", true);
    row("end phase: refill at the end", ended, refill(1, 0), "lc.end.phase", false);
    row("rebuild: deck too small",
        {place(0, "a1"), place(1, "c4"), play(0, "t-front"), play(0, "t-wide"),
         play(0, "t-side", "b1"), play(0, "pawn-step"), endTurn(0)},
        refill(2, 0), "lc.end.rebuild", true, {{"deckSize", 4}});
    row("rebuild: deck enough", ended, refill(1, 0), "lc.end.rebuild", false);
    row("rebuild: nothing in the discard pile to shuffle", ended, refill(9, 0), "lc.end.rebuild",
        false);

    row("swap: pawn step with a field card", opening() + QList<Step>{play(0, "t-front")},
        play(0, "pawn-step", nullptr, {{"swapWith", 0}}), "lc.pawn-step.swap", false);
    row("swap: empty field position", opening() + QList<Step>{play(0, "t-front")},
        play(0, "pawn-step", nullptr, {{"swapWith", 1}}), "lc.pawn-step.swap", true);
    row("swap: not pawn step", opening() + QList<Step>{play(0, "t-front")},
        play(0, "t-side", "a1", {{"swapWith", 0}}), "lc.pawn-step.swap", true);

    row("placement: again", opening(), place(0, "a1"), "lc.setup.placement", true);
    row("placement: first", none, place(0, "a1"), "lc.setup.placement", false);
    row("placement: card before placing", {place(0, "b1")}, play(0, "t-front"),
        "lc.setup.placement", true);

    row("unresolved: ending with an escape pending", attacked(), endTurn(0), "lc.escape.unresolved",
        true);
    row("unresolved: ending normally", opening() + QList<Step>{play(0, "t-front")}, endTurn(0),
        "lc.escape.unresolved", false);

    const QList<Step> over =
        faceToFace() + QList<Step>{damage(1), damage(1), play(0, "t-front"), pass(1)};
    row("game over: step after the end", over, refill(0, 0), "lc.game.over", true);
    row("game over: running game", attacked(), pass(1), "lc.game.over", false);
}

void TestLcEngine::validators()
{
    QFETCH(QList<Step>, prefix);
    QFETCH(Step, step);
    QFETCH(QString, rule);
    QFETCH(bool, fires);
    QFETCH(QJsonObject, options);
    QVERIFY2(engine.ruleIds().contains(rule), qPrintable(rule));
    const StatePtr s = run(prefix, options);
    QVERIFY(!engine.malformed(*s, step));
    const QList<Finding> fs = engine.check(*s, step);
    const QStringList ids = ruleIdsOf(fs);
    QVERIFY2(ids.contains(rule) == fires, qPrintable(ids.join(", ")));
    for (const Finding &f : fs) {
        QVERIFY2(engine.ruleIds().contains(f.ruleId), qPrintable(f.ruleId));
        QCOMPARE(f.message.context, QByteArray("kbz::lc::LcEngine"));
        QVERIFY(!f.message.english().contains(QLatin1String("%1")));
        const bool infoRule = f.ruleId == QLatin1String("lc.field.limit") ||
                              f.ruleId == QLatin1String("lc.attack.trigger") ||
                              f.ruleId == QLatin1String("lc.lethal.last-step") ||
                              f.ruleId == QLatin1String("lc.end.rebuild");
        QCOMPARE(f.severity, infoRule ? Severity::Info : Severity::Warning);
    }
    // The table is the truth: apply() records the step whatever the findings.
    QVERIFY(engine.apply(*s, step));
    (fires ? m_testedFire : m_testedQuiet).insert(rule);
}

void TestLcEngine::everyRuleIdIsTested()
{
    if (m_testedFire.isEmpty())
        QSKIP("needs the validators test to run first");
    for (const QString &id : engine.ruleIds()) {
        if (id.startsWith(QLatin1String("lc.config.")))
            continue; // configWarnings covers these
        QVERIFY2(m_testedFire.contains(id), qPrintable(id + " never fires in a test"));
        QVERIFY2(m_testedQuiet.contains(id), qPrintable(id + " has no quiet test"));
    }
}

QTEST_GUILESS_MAIN(TestLcEngine)
