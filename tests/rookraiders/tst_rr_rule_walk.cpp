// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Rook & Raiders that a step can break is
// broken once by a recorded step (warned before recording, recorded anyway, in the journal with
// a finding citing it); the ids no step can break are listed with the reason. The case of each
// rule is the first row of the validator table (RrValidatorRows.h) that fires it.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "RrValidatorRows.h"

using namespace rrtest;

namespace {

QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString setup = QStringLiteral("the table's setup, before any step");
    const QString worked = QStringLiteral("what the engine works out from a step");
    return {
        {QStringLiteral("rr.overview.goal"), definition},
        {QStringLiteral("rr.overview.round"), definition},
        {QStringLiteral("rr.overview.player-count"), setup},
        {QStringLiteral("rr.components.personal"), definition},
        {QStringLiteral("rr.components.terms"), definition},
        {QStringLiteral("rr.board.sides"), definition},
        {QStringLiteral("rr.setup.gold"), setup},
        {QStringLiteral("rr.setup.support-count"), setup},
        {QStringLiteral("rr.setup.monsters"), setup},
        {QStringLiteral("rr.units.skill-types"), definition},
        {QStringLiteral("rr.units.known"), definition},
        {QStringLiteral("rr.action.sequence"), definition},
        {QStringLiteral("rr.attack.example"), QStringLiteral("a worked example of the rulebook")},
        {QStringLiteral("rr.command.check"), worked},
        {QStringLiteral("rr.summon.waiting-line"), worked},
        {QStringLiteral("rr.end.mercenaries"), worked},
        {QStringLiteral("rr.end.reshuffle"), worked},
        {QStringLiteral("rr.end.start-player"), worked},
        {QStringLiteral("rr.boon.level-up-timing"), worked},
    };
}

struct Row
{
    QString spec;
    kbztest::RuleCase walk;
};

// The first firing row of each rule.
QList<Row> cases()
{
    QList<Row> out;
    QStringList seen;
    validatorRows([&](const char *, const QString &spec, const QList<Step> &prefix,
                      const Step &step, const char *rule, bool fires) {
        const QString id = QString::fromLatin1(rule);
        if (!fires || seen.contains(id))
            return;
        seen.append(id);
        out.append({spec, {id, step, nullptr, prefix}});
    });
    return out;
}

} // namespace

class TstRrRuleWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Previews and journal lines never contradict each other" (issue 13): the golden journals
    // replayed, every step's preview (what StepPreview shows: describe() on the state before)
    // equals its journal line as a structured message (arguments and following sentences).
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("rook-raiders"), 3);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        kbztest::verifyPreviewAgreement(std::make_shared<RrEngine>(), path);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const Row &c : cases())
            ids.append(c.walk.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(engine), ids, unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<Row> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).walk.ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        Row c = cases().at(index);
        c.walk.start = validatorStart(c.spec);
        const int players = int(rrs(c.walk.start).players.size());
        kbztest::RuleWalk walk(std::make_shared<RrEngine>(), testConfig(players));
        walk.verify(c.walk);
    }
};

QTEST_GUILESS_MAIN(TstRrRuleWalk)
#include "tst_rr_rule_walk.moc"
