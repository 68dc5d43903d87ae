// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Lords of War that a step can break is
// broken once by a recorded step (warned before recording, recorded anyway, in the journal with
// a finding citing it); the ids no step can break are listed with the reason. And "previews and
// journal lines never contradict each other": the golden journals replayed, every step's preview
// against its journal line, the combat tool's losses against the units the step removed.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "LowEngineFixture.h"
#include "lordsofwar/LowInternal.h"

using namespace lowtest;

namespace {

// The ids no step can break, and why.
QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString setup = QStringLiteral("the setup of the table, before any step");
    const QString card = QStringLiteral("what a card shows: its figures come from the card set");
    const QString worked = QStringLiteral("how a combat is worked out: the engine computes it");
    const QString example = QStringLiteral("a worked example of the rulebook");
    return {
        {QStringLiteral("low.combat.simultaneous"),
         QStringLiteral("how a combat is worked out (all at once): the engine computes it")},
        {QStringLiteral("low.deck.composition"),
         QStringLiteral("deck building: checked on the decks at setup, not on a step")},
        {QStringLiteral("low.deck.customise"),
         QStringLiteral("deck building: checked on the decks at setup, not on a step")},
        {QStringLiteral("low.deck.mercenary"),
         QStringLiteral("deck building: checked on the decks at setup, not on a step")},
        {QStringLiteral("low.mat.unlimited"),
         QStringLiteral("a variant chosen at setup: the battlefield has no edges")},
        {QStringLiteral("low.place.empty-mat"),
         QStringLiteral("the first card of the battle: the opening's squares (low.place.opening)")},
        {QStringLiteral("low.variant.teams"),
         QStringLiteral("the seats and sides of a team battle, chosen at setup")},
        {QStringLiteral("low.victory.time-limit"),
         QStringLiteral("the table's declaration of a time limit: no step breaks it")},
        {QStringLiteral("low.overview.goal"), definition},
        {QStringLiteral("low.overview.components"), definition},
        {QStringLiteral("low.mat.setup"), setup},
        {QStringLiteral("low.setup.steps"), setup},
        {QStringLiteral("low.card.arrows"), card},
        {QStringLiteral("low.card.values"), card},
        {QStringLiteral("low.card.class"), card},
        {QStringLiteral("low.card.rank"), card},
        {QStringLiteral("low.card.ranged"), card},
        {QStringLiteral("low.card.orientation"), card},
        {QStringLiteral("low.combat.friendly"), worked},
        {QStringLiteral("low.combat.removal"), worked},
        {QStringLiteral("low.combat.outcomes"), worked},
        {QStringLiteral("low.combat.example-1v2"), example},
        {QStringLiteral("low.combat.example-2v1"), example},
        {QStringLiteral("low.ranged.one-way"),
         QStringLiteral(
             "part of engagement: a shot from an engaged unit cites low.ranged.engaged")},
        {QStringLiteral("low.ranged.combined"), worked},
        {QStringLiteral("low.ranged.example-catapult"), example},
        {QStringLiteral("low.ranged.example-combined"), example},
        {QStringLiteral("low.variant.three-player"),
         QStringLiteral("the seats and sides of three players, chosen at setup (its team rules "
                        "are low.variant.three-player-team)")},
    };
}

// What the placement and combat tools propose: the card and square placed; the units the combat
// removes (the table's "destroyed" when it overrides the engine's figures, as the tool records).
std::optional<QStringList> toolFacts(const GameState &before, const Step &step)
{
    const LowState &s = static_cast<const LowState &>(before);
    if (step.kind == QLatin1String("place"))
        return QStringList{step.payload.value(QStringLiteral("card")).toString() +
                           QLatin1Char('@') +
                           squareName(*squareFromJson(step.payload.value(QStringLiteral("at"))))};
    if (step.kind != QLatin1String("resolve"))
        return std::nullopt;
    QList<int> uids = destroyedOf(step.payload, rules::resolveCombat(s, shotsOf(step.payload)));
    std::sort(uids.begin(), uids.end());
    QStringList out;
    for (const int uid : uids)
        out.append(QStringLiteral("destroyed %1").arg(uid));
    return out;
}

// What the recorded step did: the unit that appeared, or the units that left the mat.
QStringList journalFacts(const GameState &before, const Step &step, const GameState &after)
{
    const LowState &b = static_cast<const LowState &>(before);
    const LowState &a = static_cast<const LowState &>(after);
    QStringList out;
    if (step.kind == QLatin1String("place")) {
        for (const LowUnit &u : a.units)
            if (!b.unit(u.uid))
                out.append(u.card + QLatin1Char('@') + squareName(u.at));
        return out;
    }
    for (const LowUnit &u : b.units)
        if (!a.unit(u.uid))
            out.append(QStringLiteral("destroyed %1").arg(u.uid));
    return out;
}

} // namespace

class TstLowRuleWalk : public EngineFixture
{
    Q_OBJECT

    QList<kbztest::RuleCase> cases() const
    {
        auto at = [this](const char *scenario) {
            return std::make_shared<const LowState>(this->scenario(QString::fromLatin1(scenario)));
        };
        QList<kbztest::RuleCase> out;
        auto add = [&out](const char *id, std::shared_ptr<const LowState> s, const Step &step) {
            out.append({QString::fromLatin1(id), step, s, {}});
        };
        add("low.berserker.forced-move", at("berserker"), draw(0));
        add("low.combat.strictly-greater", at("resolve"), resolve(0, {}, QJsonArray{2, 3}));
        add("low.general.extra-turn", at("generalKill"), resolve(0));
        add("low.mat.size", at("afterOpening"), place(0, "orc-goblin-shanker", 9, 9));
        add("low.overview.turn", at("opening"), resolve(0));
        add("low.place.contact", at("afterOpening"), place(0, "orc-goblin-shanker", 0, 0));
        add("low.place.no-enemy", at("noEnemy"), place(0, "orc-goblin-shanker", 4, 4));
        Step away = place(0, "orc-goblin-shanker-2", 3, 3);
        away.payload.insert(QStringLiteral("shownHand"), QJsonArray{"orc-goblin-shanker-2"});
        add("low.place.no-legal-square", at("corner"), away);
        add("low.place.opening", at("opening"), place(0, "orc-ravager", 2, 2));
        add("low.place.support-exception", at("afterOpening"),
            place(0, "orc-goblin-spikeman", 0, 0));
        add("low.ranged.engaged", at("ranged"), resolve(0, {shot(2, 4)}));
        add("low.ranged.fire", at("ranged"), resolve(0, {shot(6, 3)}));
        add("low.recall.conditions", at("reinforce"), recall(0, 3));
        {
            // Intermediate rules: a cavalry unit placed this turn is recalled.
            LowState s = midGame(2, {{QStringLiteral("intermediate"), true}});
            const int rider = put(s, QStringLiteral("orc-goblin-spider-rider"), 0, 2, 3, s.turn);
            s.phase = Phase::Reinforce;
            s.players[0].hand = 3;
            add("low.recall.cavalry", std::make_shared<const LowState>(s), recall(0, rider));
        }
        add("low.reinforce.draw", at("reinforce"), draw(0, 2));
        add("low.variant.three-player-team", at("threeGeneral"), draw(1));
        {
            // Team battle: seat 0 recalls a teammate's general (never recalled by another).
            LowState s = midGame(4);
            int mate = -1;
            for (int seat = 1; seat < s.players.size() && mate < 0; ++seat)
                if (s.players.at(seat).side == s.players.at(0).side)
                    mate = seat;
            const int unit = put(s, QStringLiteral("orc-gonke-longtooth"), qMax(0, mate), 2, 3);
            s.phase = Phase::Reinforce;
            s.players[0].hand = 3;
            add("low.variant.teams-rules", std::make_shared<const LowState>(s), recall(0, unit));
        }
        add("low.victory.thresholds", at("finished"), draw(0));
        return out;
    }

private Q_SLOTS:
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("lords-of-war"), 3);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        const int compared = kbztest::verifyPreviewAgreement(std::make_shared<LowEngine>(), path,
                                                             toolFacts, journalFacts);
        QVERIFY(compared > 0);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const kbztest::RuleCase &c : cases())
            ids.append(c.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(m_engine), ids, unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<kbztest::RuleCase> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        const kbztest::RuleCase c = cases().at(index);
        const int players = int(static_cast<const LowState &>(*c.start).players.size());
        kbztest::RuleWalk walk(std::make_shared<LowEngine>(), configFor(players));
        walk.verify(c);
    }
};

QTEST_GUILESS_MAIN(TstLowRuleWalk)
#include "tst_low_rule_walk.moc"
