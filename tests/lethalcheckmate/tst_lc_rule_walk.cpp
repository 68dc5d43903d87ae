// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Lethal Checkmate that a step can break
// is broken once by a recorded step (warned before recording, recorded anyway, in the journal
// with a finding citing it); the ids no step can break are listed with the reason. The cases
// are tst_lc_engine's validator rows that fire.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "LcTestSupport.h"

using namespace lctest;

namespace {

QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString setup = QStringLiteral("the table's setup, before any step");
    const QString config = QStringLiteral("a setup option, checked on the game's configuration");
    const QString worked = QStringLiteral("what the engine works out from a step");
    return {
        {QStringLiteral("lc.overview.goal"), definition},
        {QStringLiteral("lc.overview.card-kinds"), definition},
        {QStringLiteral("lc.overview.flow"), definition},
        {QStringLiteral("lc.components.chess-cards"), definition},
        {QStringLiteral("lc.components.hp-card"), definition},
        {QStringLiteral("lc.components.summary"), definition},
        {QStringLiteral("lc.components.pieces"), definition},
        {QStringLiteral("lc.components.board"), definition},
        {QStringLiteral("lc.setup.decks"), setup},
        {QStringLiteral("lc.setup.hp"), setup},
        {QStringLiteral("lc.setup.board"), setup},
        {QStringLiteral("lc.setup.reveal"), setup},
        {QStringLiteral("lc.setup.first-player"), setup},
        {QStringLiteral("lc.board.grid"), definition},
        {QStringLiteral("lc.card.play"), definition},
        {QStringLiteral("lc.field.order"), worked},
        {QStringLiteral("lc.attack.pattern"), worked},
        {QStringLiteral("lc.escape.result"), worked},
        {QStringLiteral("lc.turn.stop"), worked},
        {QStringLiteral("lc.damage.sources"), definition},
        {QStringLiteral("lc.hp.track"), worked},
        {QStringLiteral("lc.hp.limits"), worked},
        {QStringLiteral("lc.end.next"), worked},
        {QStringLiteral("lc.pawn-step.move"), definition},
        {QStringLiteral("lc.rotation.trigger"), worked},
        {QStringLiteral("lc.lethal.declare"), definition},
        {QStringLiteral("lc.win.hits"), worked},
        {QStringLiteral("lc.win.lethal"), worked},
        {QStringLiteral("lc.config.players"), config},
        {QStringLiteral("lc.config.hand-limits"), config},
        {QStringLiteral("lc.config.first-player"), config},
        {QStringLiteral("lc.config.deck"), config},
        {QStringLiteral("lc.config.cards"), config},
    };
}

struct LcCase
{
    kbztest::RuleCase walk;
    QJsonObject options;
};

QList<LcCase> cases()
{
    QList<LcCase> out;
    auto add = [&out](const char *id, const QList<Step> &before, const Step &step,
                      const QJsonObject &options = {}) {
        out.append({{QString::fromLatin1(id), step, nullptr, before}, options});
    };
    add("lc.board.occupied", faceToFace(), play(0, "pawn-step", "b3"));
    add("lc.board.edge", {place(0, "a1"), place(1, "c4")},
        play(0, "t-side", nullptr, {{"offset", QJsonArray{-1, 0}}}));
    add("lc.move.pattern", opening(), play(0, "t-side", "c2"));
    add("lc.move.unplayable", {place(0, "a1"), place(1, "b1")}, play(0, "t-side", "b1"));
    add("lc.card.not-in-hand", opening() + QList<Step>{play(0, "t-front")}, play(0, "t-front"));
    add("lc.card.phase", faceToFace(), play(0, "t-back", "b1"));
    add("lc.field.limit",
        opening() + QList<Step>{play(0, "t-front"), play(0, "t-wide"), play(0, "t-side", "a1")},
        play(0, "pawn-step"));
    add("lc.attack.trigger", faceToFace(), play(0, "t-front"));
    add("lc.escape.not-attacked", opening(), esc(1, "t-side", "a4"));
    add("lc.escape.move-only", attacked(), esc(1, "t-wide"));
    add("lc.escape.one-card", attacked() + QList<Step>{esc(1, "pawn-step")}, esc(1, "pawn-step"));
    add("lc.escape.unresolved", attacked(), endTurn(0));
    add("lc.turn.order", opening(), play(1, "t-front"));
    add("lc.turn.must-play", opening(), endTurn(0));
    add("lc.turn.reveal-hand",
        opening() + QList<Step>{mk("identify", 0, {{"cards", QJsonArray{"t-back", "t-front"}}})},
        endTurn(0, true));
    add("lc.turn.after-damage", attacked() + QList<Step>{pass(1)}, play(0, "t-wide"));
    add("lc.damage.hp", opening(), damage(1));
    const QList<Step> far = {place(0, "b3"), place(1, "a4"), play(0, "pawn-step")};
    add("lc.rotation.missing", far, play(0, "t-front"));
    add("lc.rotation.needless", opening(), rotate());
    add("lc.rotation.chain", far + QList<Step>{rotate()}, rotate());
    add("lc.lethal.phase", attacked(), lethal(0));
    add("lc.lethal.last-step", opening() + QList<Step>{damage(0), damage(0)}, lethal(0));
    const QList<Step> ended = opening() + QList<Step>{play(0, "t-front"), endTurn(0)};
    add("lc.end.refill", ended, refill(2, 0));
    add("lc.end.phase", opening() + QList<Step>{play(0, "t-front")}, refill(1, 0));
    add("lc.end.rebuild",
        {place(0, "a1"), place(1, "c4"), play(0, "t-front"), play(0, "t-wide"),
         play(0, "t-side", "b1"), play(0, "pawn-step"), endTurn(0)},
        refill(2, 0), {{"deckSize", 4}});
    add("lc.pawn-step.swap", opening() + QList<Step>{play(0, "t-front")},
        play(0, "pawn-step", nullptr, {{"swapWith", 1}}));
    add("lc.setup.placement", opening(), place(0, "a1"));
    add("lc.game.over",
        faceToFace() + QList<Step>{damage(1), damage(1), play(0, "t-front"), pass(1)},
        refill(0, 0));
    return out;
}

// ---- Tool facts (issue 13, item 2): what a step does to the pieces, as the entry works it out
// (rules::escapeStillHit, the function behind its escape proposal, and the HP track of the
// rulebook), against what the journal's step did (the states before and after it).

QString seatName(const LcState &s, int seat)
{
    return s.players.at(seat).name;
}

// The attacked seat takes the hit of the pending attack: the damage on the track, the end of the
// attack phase (unless lethal was declared), or the game lost on the third.
QStringList hitFacts(const LcState &s, int seat)
{
    const int hits = qMin(3, s.players.at(seat).hits + 1);
    QStringList out{QStringLiteral("damage %1 %2").arg(seatName(s, seat)).arg(hits)};
    if (hits >= 3)
        out.append(QStringLiteral("%1 loses").arg(seatName(s, seat)));
    else if (!s.lethalDeclared)
        out.append(QStringLiteral("attack phase ends"));
    return out;
}

std::optional<QStringList> toolFacts(const GameState &state, const Step &step)
{
    const LcState &s = static_cast<const LcState &>(state);
    // A finished game, or a rotation left out (its deferred attack is worked out first): the
    // entry proposes nothing.
    if (s.winner >= 0 ||
        (s.rotationDue && step.kind != QLatin1String("rotate") && !rules::isBookkeeping(step.kind)))
        return std::nullopt;
    const QString &k = step.kind;
    const int seat = step.actor;
    if (rules::isEscape(s, step)) {
        const bool window = s.phase == Phase::Escape && seat == s.defender();
        rules::Play play;
        rules::decodePlay(s, step, &play);
        if (!window)
            return QStringList{};
        if (play.pass)
            return hitFacts(s, seat);
        Square at = s.players.at(seat).piece;
        if (play.card->isMove()) {
            bool offBoard = false;
            if (const auto to = rules::moveTarget(s, seat, play, &offBoard))
                at = *to;
            if (at.row == rules::farRow(s, seat))
                return std::nullopt; // worked out once the board is turned (the rotate step)
            if (!rules::escapeStillHit(s, seat, at))
                return QStringList{}; // out of reach: the turn player goes on
        }
        return hitFacts(s, seat); // an ARMS card does not move the piece
    }
    if (k == QLatin1String("take-damage")) {
        const int victim = step.payload.value(QStringLiteral("seat")).toInt(seat);
        if (s.phase == Phase::Escape && victim == s.defender())
            return hitFacts(s, victim);
        const int hits = qMin(3, s.players.at(victim).hits + 1);
        QStringList out{QStringLiteral("damage %1 %2").arg(seatName(s, victim)).arg(hits)};
        if (hits >= 3)
            out.append(QStringLiteral("%1 loses").arg(seatName(s, victim)));
        return out;
    }
    if (k == QLatin1String("declare-lethal")) {
        // Lethal costs one step of the track, except on the last one.
        const int hits = s.players.at(seat).hits;
        if (hits >= 2)
            return QStringList{};
        return QStringList{QStringLiteral("damage %1 %2").arg(seatName(s, seat)).arg(hits + 1)};
    }
    if (k == QLatin1String("end-turn") || k == QLatin1String("refill")) {
        // A lethal declared on the last step fails when the turn ends with the opponent standing.
        if (s.lethalOnLastStep && s.phase != Phase::Placement)
            return QStringList{QStringLiteral("%1 loses").arg(seatName(s, s.turnPlayer))};
        return QStringList{};
    }
    if (k == QLatin1String("rotate"))
        return std::nullopt; // the deferred attack or escape: see the rotate's journal line
    return QStringList{};    // placements, cards played, bookkeeping: nobody is damaged
}

QStringList journalFacts(const GameState &beforeState, const Step &, const GameState &afterState)
{
    const LcState &before = static_cast<const LcState &>(beforeState);
    const LcState &after = static_cast<const LcState &>(afterState);
    QStringList out;
    for (int seat = 0; seat < 2; ++seat)
        if (after.players.at(seat).hits > before.players.at(seat).hits)
            out.append(QStringLiteral("damage %1 %2")
                           .arg(seatName(after, seat))
                           .arg(after.players.at(seat).hits));
    if (before.winner < 0 && after.winner >= 0)
        out.append(QStringLiteral("%1 loses").arg(seatName(after, after.opponent(after.winner))));
    else if (before.phase == Phase::Escape && after.phase == Phase::End)
        out.append(QStringLiteral("attack phase ends"));
    return out;
}

} // namespace

class TstLcRuleWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Previews and journal lines never contradict each other" (issue 13): the golden journals
    // replayed, every step's preview (what StepPreview shows: describe() on the state before)
    // equals its journal line as a structured message (arguments and following sentences), and
    // what the entry works out for a step (damage, the end of the attack phase, the game lost)
    // is what the step did.
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("lethal-checkmate"), 3);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        const int compared = kbztest::verifyPreviewAgreement(std::make_shared<LcEngine>(), path,
                                                             toolFacts, journalFacts);
        QVERIFY(compared > 0);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const LcCase &c : cases())
            ids.append(c.walk.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(engine), ids, unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<LcCase> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).walk.ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        const LcCase c = cases().at(index);
        kbztest::RuleWalk walk(std::make_shared<LcEngine>(), testConfig(c.options));
        walk.verify(c.walk);
    }
};

QTEST_GUILESS_MAIN(TstLcRuleWalk)
#include "tst_lc_rule_walk.moc"
