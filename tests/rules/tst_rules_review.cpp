// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The rules of issue 17 through the engines (no process, no database but for the session):
// each journal of tests/data/rules-review/ is built from a rulebook's words (cited in its
// comments) and warns, with the rule's id, exactly on the step that breaks the rule; the
// configuration's findings (army over budget, deck off the composition) are the game's from
// its first step, in a replay and in a session.
#include "core/Replay.h"
#include "core/Session.h"
#include "lordsofwar/LowCard.h"
#include "registerGames.h"
#include "rules/RuleBook.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

class TestRulesReview : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    QTemporaryDir m_dir;

    static QString data(const QString &name)
    {
        return QStringLiteral(KIBITZER_TEST_DATA "/rules-review/") + name;
    }

    std::optional<CheckedJournal> check(const QString &path) const
    {
        QString error;
        std::optional<CheckedJournal> c = checkJournalFile(m_registry, path, &error);
        if (!c)
            qWarning("%s", qPrintable(error));
        return c;
    }

    static QStringList warningsOf(const QList<Finding> &findings)
    {
        QStringList out;
        for (const Finding &f : findings)
            if (f.severity == Severity::Warning)
                out.append(f.ruleId);
        return out;
    }

    static QStringList infosOf(const QList<Finding> &findings)
    {
        QStringList out;
        for (const Finding &f : findings)
            if (f.severity == Severity::Info)
                out.append(f.ruleId);
        return out;
    }

    // The warnings of the step on `line` of the checked journal.
    static QStringList warningsAt(const CheckedJournal &c, int line)
    {
        for (const ReplayReport::StepReport &s : c.report.steps)
            if (s.line == line)
                return warningsOf(s.findings);
        return {QStringLiteral("no step on line %1").arg(line)};
    }

    static QJsonObject stateOf(const CheckedJournal &c) { return c.report.finalState->toJson(); }

    QString write(const QString &name, const QJsonObject &header)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n');
        return path;
    }

    static QJsonObject header(const char *game, const QJsonObject &options, int players = 2)
    {
        QJsonArray ps;
        for (int i = 0; i < players; ++i)
            ps.append(QJsonObject{
                {QStringLiteral("name"), QStringList{"Aki", "Ben", "Cal", "Dee"}.at(i)}});
        return {{QStringLiteral("format"), QStringLiteral("kibitzer-journal")},
                {QStringLiteral("version"), 1},
                {QStringLiteral("game"), QString::fromLatin1(game)},
                {QStringLiteral("config"), QJsonObject{{QStringLiteral("players"), ps},
                                                       {QStringLiteral("options"), options}}}};
    }

    // Light Wars, small scale (20): Aki fields two kings and eight archers (24), Ben eleven
    // infantry and no king (22).
    static QJsonObject badArmies()
    {
        QStringList archers{QStringLiteral("king"), QStringLiteral("king")};
        QStringList infantry;
        for (int i = 0; i < 8; ++i)
            archers.append(QStringLiteral("archer"));
        for (int i = 0; i < 11; ++i)
            infantry.append(QStringLiteral("infantry"));
        auto army = [](const QStringList &units) {
            return QJsonObject{{QStringLiteral("units"), QJsonArray::fromStringList(units)},
                               {QStringLiteral("tactics"), QJsonArray()},
                               {QStringLiteral("bases"), 12}};
        };
        return header("light-wars",
                      {{QStringLiteral("budget"), 20},
                       {QStringLiteral("turns"), 5},
                       {QStringLiteral("cards"), QJsonDocument::fromJson(R"([
                            {"id":"king","name":{"en":"King","ja":"王"},"type":"unit","king":true,"cost":0,"attack":2,"move":1},
                            {"id":"infantry","name":{"en":"Infantry","ja":"歩兵"},"type":"unit","cost":2,"attack":3,"move":2},
                            {"id":"archer","name":{"en":"Archer","ja":"弓兵"},"type":"unit","cost":3,"attack":2,"move":1,"skills":["shoot"]}])")
                                                     .array()},
                       {QStringLiteral("armies"), QJsonArray{army(archers), army(infantry)}}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        QVERIFY(m_dir.isValid());
    }

    // ---- Configuration findings ---------------------------------------------------------------

    void configFindingsInReplay()
    {
        const std::optional<CheckedJournal> lw =
            check(write(QStringLiteral("lw.jsonl"), badArmies()));
        QVERIFY(lw);
        const QStringList ids = warningsOf(lw->report.configFindings);
        QCOMPARE(ids.count(QStringLiteral("lw.army.budget")), 2);
        QCOMPARE(ids.count(QStringLiteral("lw.army.king")), 2);
        QCOMPARE(ids.count(QStringLiteral("lw.army.unit-limit")), 1);
        // replayJournal (a journal held whole) says the same.
        const ReplayReport whole =
            replayJournal(*m_registry.find(QStringLiteral("light-wars")), lw->file);
        QCOMPARE(warningsOf(whole.configFindings), ids);

        // Lords of War: a regular swapped for a conscript (ranks off the composition), and a
        // core deck of 35 cards.
        const low::LowCardLibrary &lib = low::LowCardLibrary::shipped();
        QStringList orc = lib.coreDeck(QStringLiteral("orc"));
        QString conscript;
        for (const low::LowCard &c : lib.cards())
            if (c.army == QLatin1String("orc") && c.rank == low::Rank::Conscript)
                conscript = c.id;
        for (QString &id : orc)
            if (lib.find(id)->rank == low::Rank::Regular) {
                id = conscript;
                break;
            }
        QStringList dwarf = lib.coreDeck(QStringLiteral("dwarf"));
        dwarf.removeLast();
        auto deck = [](const char *army, const QStringList &cards) {
            return QJsonObject{{QStringLiteral("army"), QString::fromLatin1(army)},
                               {QStringLiteral("cards"), QJsonArray::fromStringList(cards)}};
        };
        const std::optional<CheckedJournal> low = check(
            write(QStringLiteral("low.jsonl"),
                  header("lords-of-war", {{QStringLiteral("decks"),
                                           QJsonArray{deck("orc", orc), deck("dwarf", dwarf)}}})));
        QVERIFY(low);
        const QStringList lowIds = warningsOf(low->report.configFindings);
        QVERIFY2(lowIds.count(QStringLiteral("low.deck.composition")) >= 3,
                 qPrintable(lowIds.join(QLatin1Char(' '))));

        // A clean configuration (a golden journal's) has no warning; the journal records no
        // squares, which the one info says (lw.deploy.zone: the positional rules are skipped).
        const std::optional<CheckedJournal> clean =
            check(QStringLiteral(KIBITZER_TEST_DATA "/light-wars/full-game.jsonl"));
        QVERIFY(clean);
        QCOMPARE(warningsOf(clean->report.configFindings), QStringList());
        QCOMPARE(infosOf(clean->report.configFindings), QStringList{"lw.deploy.zone"});
        // A golden journal on the map has neither.
        const std::optional<CheckedJournal> map =
            check(QStringLiteral(KIBITZER_TEST_DATA "/light-wars/map-battle.jsonl"));
        QVERIFY(map);
        QVERIFY(map->report.configFindings.isEmpty());
    }

    void configFindingsInSession()
    {
        DbError error;
        auto db = Database::open(m_dir.filePath(QStringLiteral("s.sqlite")),
                                 Database::Mode::ReadWrite, &error);
        QVERIFY(db);
        Journal journal(*db);
        JournalFile file;
        int errorLine = 0;
        QString why;
        QVERIFY2(JournalFile::parse(QJsonDocument(badArmies()).toJson(QJsonDocument::Compact),
                                    &file, &errorLine, &why),
                 qPrintable(why));
        auto session = Session::start(journal, m_registry.find(QStringLiteral("light-wars")),
                                      file.config, QStringLiteral("t"), &error);
        QVERIFY(session);
        const QStringList ids = warningsOf(session->configFindings());
        QCOMPARE(ids.count(QStringLiteral("lw.army.king")), 2);
        const qint64 id = session->gameId();
        session.reset();
        // Opened again: the same findings, before the first step.
        auto resumed = Session::resume(journal, m_registry, id, &error);
        QVERIFY(resumed);
        QCOMPARE(warningsOf(resumed->configFindings()), ids);
    }

    // ---- The missing rules, each on the step that breaks it -----------------------------------

    void warnings_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QStringList>("warnings");
        const QStringList none;
        QTest::newRow("lw no tile, modifier")
            << "lw-tactics-effect.jsonl" << 8 << QStringList{"lw.tactics.effect"};
        QTest::newRow("lw tile paid this turn") << "lw-tactics-effect.jsonl" << 14 << none;
        QTest::newRow("lc arms card in the revealed hand")
            << "lc-reveal-playable.jsonl" << 8 << QStringList{"lc.turn.reveal-hand"};
        QTest::newRow("lc arms card among the cards shown")
            << "lc-reveal-hand-shown.jsonl" << 8 << QStringList{"lc.turn.reveal-hand"};
        QTest::newRow("lc nothing playable") << "lc-reveal-nothing.jsonl" << 8 << none;
        QTest::newRow("lc escape-only move card") << "lc-reveal-escape-only.jsonl" << 10 << none;
        QTest::newRow("lw move onto the enemy Castle") << "lw-castle-move.jsonl" << 22 << none;
        QTest::newRow("lw step after the Castle victory")
            << "lw-castle-move.jsonl" << 25 << QStringList{"lw.overview.goal"};
        QTest::newRow("lw placed out of turn")
            << "lw-deploy-order.jsonl" << 8 << QStringList{"lw.deploy.order"};
        QTest::newRow("lw the other side after it") << "lw-deploy-order.jsonl" << 9 << none;
        QTest::newRow("lw alternation goes on") << "lw-deploy-order.jsonl" << 10 << none;
        QTest::newRow("lw alternation goes on 2") << "lw-deploy-order.jsonl" << 12 << none;
        QTest::newRow("lw last unit") << "lw-deploy-order.jsonl" << 13 << none;
        QTest::newRow("lw no positions: move") << "lw-no-positions.jsonl" << 10 << none;
        QTest::newRow("dl card from the side with more crystals")
            << "dl-reveal-side.jsonl" << 9 << QStringList{"dl.combat-card.reveal"};
        QTest::newRow("low same race teammate") << "low-team-recall-same-race.jsonl" << 40 << none;
        QTest::newRow("low another race teammate")
            << "low-team-recall-other-race.jsonl" << 40
            << QStringList{"low.variant.teams-rules", "low.reinforce.draw"};
        QTest::newRow("rr setup incomplete")
            << "rr-setup-incomplete.jsonl" << 13
            << QStringList{"rr.setup.complete", "rr.setup.complete", "rr.setup.complete"};
        QTest::newRow("rr picker from the row") << "rr-recruit.jsonl" << 30 << none;
        QTest::newRow("rr mercenary not in the row")
            << "rr-recruit.jsonl" << 32 << QStringList{"rr.command.mercenary-row"};
        QTest::newRow("rr Ann before Dee") << "rr-recruit.jsonl" << 34 << none;
        QTest::newRow("rr Dee after Ann")
            << "rr-recruit.jsonl" << 36 << QStringList{"rr.command.recruit-order"};
        QTest::newRow("rr Dee twice")
            << "rr-recruit.jsonl" << 38 << QStringList{"rr.command.recruit-order"};
        QTest::newRow("rr level-up to another unit's card")
            << "rr-level-up-card.jsonl" << 22 << QStringList{"rr.boon.level-up-card"};
        QTest::newRow("rr Rest before the level-up") << "rr-level-up-card.jsonl" << 19 << none;
        QTest::newRow("rr willpower once") << "rr-willpower.jsonl" << 20 << none;
        QTest::newRow("rr willpower twice")
            << "rr-willpower.jsonl" << 23 << QStringList{"rr.boon.willpower"};
    }

    void warnings()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QStringList, warnings);
        const std::optional<CheckedJournal> c = check(data(file));
        QVERIFY(c);
        QCOMPARE(warningsAt(*c, line), warnings);
    }

    // Every journal of the folder warns only where the rows above say (the rest of each journal
    // is steps of a golden journal), apart from the noted placements of the other-race case.
    void noOtherWarnings()
    {
        const QDir dir(QStringLiteral(KIBITZER_TEST_DATA "/rules-review"));
        const QStringList files = dir.entryList({QStringLiteral("*.jsonl")});
        QCOMPARE(files.size(), 15);
        for (const QString &name : files) {
            const std::optional<CheckedJournal> c = check(dir.filePath(name));
            QVERIFY2(c, qPrintable(name));
            int warned = 0;
            for (const ReplayReport::StepReport &s : c->report.steps)
                warned += warningsOf(s.findings).isEmpty() ? 0 : 1;
            const int expected = name == QLatin1String("rr-recruit.jsonl")                   ? 3
                                 : name == QLatin1String("low-team-recall-other-race.jsonl") ? 4
                                 : name.startsWith(QLatin1String("lc-reveal-nothing")) ||
                                         name.startsWith(QLatin1String("lc-reveal-escape")) ||
                                         name.startsWith(QLatin1String("lw-no-positions")) ||
                                         name.startsWith(QLatin1String("low-team-recall-same"))
                                     ? 0
                                     : 1;
            QVERIFY2(warned == expected,
                     qPrintable(QStringLiteral("%1: %2 steps warned").arg(name).arg(warned)));
            QVERIFY2(warningsOf(c->report.configFindings).isEmpty(), qPrintable(name));
            // A Light Wars journal without squares says once that the positional rules are
            // skipped; any other has no finding of its configuration.
            const bool noSquares = name == QLatin1String("lw-tactics-effect.jsonl") ||
                                   name == QLatin1String("lw-no-positions.jsonl");
            QCOMPARE(infosOf(c->report.configFindings),
                     noSquares ? QStringList{"lw.deploy.zone"} : QStringList());
        }
    }

    // Light Wars, victory conditions: the move onto the enemy Castle wins at once; the game is
    // over with that step, and its result is the move's.
    void castleMoveEndsTheGame()
    {
        const EnginePtr lw = m_registry.find(QStringLiteral("light-wars"));
        const std::optional<CheckedJournal> c = check(data("lw-castle-move.jsonl"));
        QVERIFY(c);
        QCOMPARE(c->report.result ? c->report.result->how : QString(), QStringLiteral("castle"));
        QCOMPARE(c->report.result->winners(), QList<int>{0});
        // Up to the move: over, Red winning; the step before it: not over.
        JournalFile upTo = c->file;
        upTo.steps.removeLast();
        const ReplayReport atMove = replayJournal(*lw, upTo);
        QVERIFY(atMove.result);
        QCOMPARE(atMove.result->how, QStringLiteral("castle"));
        QCOMPARE(infosOf(atMove.steps.last().findings), QStringList{"lw.victory.castle"});
        QVERIFY(atMove.steps.last().findings.last().message.text(Lang::En).contains(
            QStringLiteral("Red Infantry reaches Blue's Castle (b3): Red wins at once")));
        upTo.steps.removeLast();
        QVERIFY(!replayJournal(*lw, upTo).result);
        // A "castle" step for the same unit, as the app recorded it before, changes nothing and
        // is not warned (map-castle.jsonl); one for another unit is.
        Step castle{QStringLiteral("castle"), 0, QJsonObject{{QStringLiteral("unit"), 1}}};
        QCOMPARE(warningsOf(lw->check(*atMove.finalState, castle)), QStringList());
        castle.payload.insert(QStringLiteral("unit"), 0);
        QCOMPARE(warningsOf(lw->check(*atMove.finalState, castle)),
                 QStringList{"lw.overview.goal"});
    }

    // Light Wars without squares: the session (the game view's findings) says what replay says,
    // once the turns have started, and not before.
    void noPositionsInSession()
    {
        DbError error;
        auto db = Database::open(m_dir.filePath(QStringLiteral("np.sqlite")),
                                 Database::Mode::ReadWrite, &error);
        QVERIFY(db);
        Journal journal(*db);
        const std::optional<CheckedJournal> c = check(data("lw-no-positions.jsonl"));
        QVERIFY(c);
        auto session = Session::start(journal, m_registry.find(QStringLiteral("light-wars")),
                                      c->file.config, QStringLiteral("t"), &error);
        QVERIFY(session);
        QVERIFY(session->configFindings().isEmpty());
        for (const Step &s : c->file.steps) {
            QCOMPARE(session->record(s).outcome, Session::Outcome::Recorded);
            if (s.kind == QLatin1String("deploy"))
                QVERIFY(session->configFindings().isEmpty()); // the units may still be placed
        }
        QCOMPARE(infosOf(session->configFindings()), QStringList{"lw.deploy.zone"});
        const QString text = session->configFindings().first().message.text(Lang::En);
        QVERIFY2(text.contains(QStringLiteral("the positional rules are not checked")),
                 qPrintable(text));
        const qint64 id = session->gameId();
        session.reset();
        auto resumed = Session::resume(journal, m_registry, id, &error);
        QVERIFY(resumed);
        QCOMPARE(infosOf(resumed->configFindings()), QStringList{"lw.deploy.zone"});
    }

    // What the rules change in the state: the recalled card's hand, the mercenary row, the
    // cards a revealed hand showed.
    void stateAfter()
    {
        const std::optional<CheckedJournal> shown = check(data("lc-reveal-hand-shown.jsonl"));
        QVERIFY(shown);
        const QJsonObject white =
            stateOf(*shown).value(QStringLiteral("players")).toArray().at(0).toObject();
        QCOMPARE(white.value(QStringLiteral("hand")).toObject().value(QStringLiteral("known")),
                 QJsonValue(QJsonArray{"t-back", "t-front"}));
        // Team battle, same race: Dee (5 cards) takes Ben's card into her own hand.
        const std::optional<CheckedJournal> same = check(data("low-team-recall-same-race.jsonl"));
        QVERIFY(same);
        const QJsonArray players = stateOf(*same).value(QStringLiteral("players")).toArray();
        QCOMPARE(players.at(3).toObject().value(QStringLiteral("hand")).toInt(), 6);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("hand")).toInt(), 6);
        // Another race: the card goes back to Ben, its owner.
        const std::optional<CheckedJournal> other = check(data("low-team-recall-other-race.jsonl"));
        QVERIFY(other);
        const QJsonArray others = stateOf(*other).value(QStringLiteral("players")).toArray();
        QCOMPARE(others.at(1).toObject().value(QStringLiteral("hand")).toInt(), 7);
        QCOMPARE(others.at(3).toObject().value(QStringLiteral("hand")).toInt(), 5);
        // The Warrior and the Bard left the mercenary row when recruited.
        const std::optional<CheckedJournal> recruit = check(data("rr-recruit.jsonl"));
        QVERIFY(recruit);
        QCOMPARE(stateOf(*recruit).value(QStringLiteral("mercenaries")).toArray(),
                 QJsonArray{QStringLiteral("cleric")});
        // The journal line shows the roll given up and the roll that counts.
        const std::optional<CheckedJournal> will = check(data("rr-willpower.jsonl"));
        QVERIFY(will);
        for (const ReplayReport::StepReport &s : will->report.steps)
            if (s.line == 20) {
                QCOMPARE(s.description.text(Lang::En),
                         QStringLiteral("Ann: Warrior★ (B2) attacks Goblin (B), dice 5 + 3; "
                                        "re-rolled by willpower from 1 + 2; Goblin on B takes 2 "
                                        "damage (2 cubes, HP 3)"));
            }
    }

    // Dungeon Lords: "from" is checked; a step that says "fewer" is in order, an unknown value is
    // refused as malformed.
    void revealFrom()
    {
        const std::optional<CheckedJournal> c = check(data("dl-reveal-side.jsonl"));
        QVERIFY(c);
        const EnginePtr dl = m_registry.find(QStringLiteral("dungeon-lords"));
        const StatePtr before = c->report.steps.size() > 1
                                    ? replayJournal(*dl,
                                                    [&] {
                                                        JournalFile f = c->file;
                                                        f.steps.removeLast();
                                                        return f;
                                                    }())
                                          .finalState
                                    : nullptr;
        QVERIFY(before);
        Step reveal = c->file.steps.last();
        reveal.payload.insert(QStringLiteral("from"), QStringLiteral("fewer"));
        QVERIFY(!dl->malformed(*before, reveal));
        QCOMPARE(warningsOf(dl->check(*before, reveal)), QStringList());
        reveal.payload.insert(QStringLiteral("from"), QStringLiteral("left"));
        QVERIFY(dl->malformed(*before, reveal));
    }

    // Every new rule id is declared by its engine and has a rule book entry in both languages
    // (tst_rules checks every declared id the same way; this names the issue's).
    void ruleBookEntries()
    {
        const RuleBook book = RuleBook::fromResources();
        for (const char *id :
             {"lw.tactics.effect", "lc.turn.reveal-hand", "dl.combat-card.reveal",
              "low.variant.teams-rules", "rr.setup.complete", "rr.command.recruit-order",
              "rr.command.mercenary-row", "rr.boon.willpower"}) {
            const QString rule = QString::fromLatin1(id);
            const QString game = rule.section(QLatin1Char('.'), 0, 0);
            bool declared = false;
            for (const QString &g : m_registry.ids())
                if (m_registry.find(g)->rulePrefix() == game)
                    declared = m_registry.find(g)->ruleIds().contains(rule);
            QVERIFY2(declared, id);
            QVERIFY2(book.hasRule(rule, Lang::En), id);
            QVERIFY2(book.hasRule(rule, Lang::Ja), id);
        }
    }
};

QTEST_GUILESS_MAIN(TestRulesReview)
#include "tst_rules_review.moc"
