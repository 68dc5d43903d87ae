// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CounterEngine.h"
#include "../support/LongJournal.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "core/TimeTravel.h"
#include "registerGames.h"
#include "rookraiders/RrEngine.h"
#include "rules/Glossary.h"
#include "rules/RuleBook.h"
#include "rules/RuleIndex.h"

#include <QElapsedTimer>
#include <QFile>

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// Benchmarks (QBENCHMARK). Numbers and the machine they were taken on: docs/performance.md.
class BenchKibitzer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GameRegistry m_registry;
    RuleBook m_book;
    std::unique_ptr<RuleIndex> m_index;
    Glossary m_glossary;
    JournalFile m_lcHeader; // config with a card set, from the golden journals
    JournalFile m_rrRound;  // the four-player round of the Rook & Raiders golden journals
    std::unique_ptr<Database> m_longDb; // lookBackLongJournal's 100,000-step game
    std::unique_ptr<Journal> m_longJournal;
    std::unique_ptr<Session> m_longSession;

    // The Rook & Raiders state after the first `count` steps of the four-player round.
    StatePtr rrStateAfter(const GameEngine &engine, qsizetype count) const
    {
        StatePtr s = engine.setup(m_rrRound.config);
        for (qsizetype i = 0; i < count; ++i)
            s = engine.apply(*s, m_rrRound.steps.at(i));
        return s;
    }

    // Index of the step after Dee picks Ambush (Ann's warrior on B2 faces the goblin on B).
    qsizetype rrAmbushIndex() const
    {
        for (qsizetype i = 0; i < m_rrRound.steps.size(); ++i)
            if (m_rrRound.steps.at(i).payload.value(QStringLiteral("command")).toString() ==
                QLatin1String("ambush"))
                return i + 1;
        return -1;
    }

    // A long but representative Lethal Checkmate journal: each turn one sideways move, the end
    // of the turn and a refill, so check() and apply() run their full paths.
    QList<Step> lcSteps(int count) const
    {
        QList<Step> out;
        out.append(
            {QStringLiteral("place-piece"), 0, {{QStringLiteral("square"), QStringLiteral("a1")}}});
        out.append(
            {QStringLiteral("place-piece"), 1, {{QStringLiteral("square"), QStringLiteral("c4")}}});
        for (int turn = 0; out.size() < count; ++turn) {
            const int seat = turn % 2;
            const bool left = (turn / 2) % 2 == 0;
            const QString to = seat == 0 ? (left ? QStringLiteral("b1") : QStringLiteral("a1"))
                                         : (left ? QStringLiteral("b4") : QStringLiteral("c4"));
            out.append(
                {QStringLiteral("play-card"),
                 seat,
                 {{QStringLiteral("card"), QStringLiteral("t-side")}, {QStringLiteral("to"), to}}});
            out.append({QStringLiteral("end-turn"), seat, {}});
            QJsonArray players{QJsonObject{{QStringLiteral("count"), seat == 0 ? 1 : 0}},
                               QJsonObject{{QStringLiteral("count"), seat == 1 ? 1 : 0}}};
            out.append({QStringLiteral("refill"), -1, {{QStringLiteral("players"), players}}});
        }
        out.resize(count);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        m_registry.add(std::make_shared<test::CounterEngine>());
        m_book = RuleBook::fromResources();
        m_index = std::make_unique<RuleIndex>(m_book);
        m_glossary = Glossary::fromResources();
        QVERIFY(m_index->isReady());
        QFile f(QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(f.readAll(), &m_lcHeader, &line, &error), qPrintable(error));
        m_lcHeader.steps.clear();
        m_lcHeader.stepLines.clear();
        QFile rr(QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/full-round.jsonl"));
        QVERIFY(rr.open(QIODevice::ReadOnly));
        QVERIFY2(JournalFile::parse(rr.readAll(), &m_rrRound, &line, &error), qPrintable(error));
        QVERIFY(rrAmbushIndex() > 0);
    }

    // One Rook & Raiders dice attack as the UI records it (malformed? + check + apply + commit)
    // on a file database. The dice are a fumble so the goblin survives every repetition; from
    // the second one on the warrior carries a marker (a warning the table confirms).
    void recordRookRaidersAttack()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("rr-record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s =
            Session::start(journal, m_registry.find(m_rrRound.game), m_rrRound.config, {}, &err);
        QVERIFY(s);
        for (qsizetype i = 0; i < rrAmbushIndex(); ++i)
            QCOMPARE(s->record(m_rrRound.steps.at(i), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        const Step attack{QStringLiteral("attack"),
                          0,
                          {{QStringLiteral("at"), QStringLiteral("B2")},
                           {QStringLiteral("target"), QStringLiteral("B")},
                           {QStringLiteral("dice"), QJsonArray{1, 1}}}};
        QBENCHMARK
        {
            QCOMPARE(s->record(attack, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        }
    }

    // One Lords of War step through Session::record, mid-game on a busy mat: the combat
    // resolution after a placement (check recomputes all combat on the mat, apply removes the
    // destroyed units) and the commit. The steps come from the full-game golden journal.
    void recordLordsOfWarResolve()
    {
        QFile f(QStringLiteral(KIBITZER_TEST_DATA "/lords-of-war/full-game.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        JournalFile game;
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(f.readAll(), &game, &line, &error), qPrintable(error));
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("low-record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(game.game), game.config, {}, &err);
        QVERIFY(s);
        // Up to the placement of turn 30 or so; the next step is its combat.
        qsizetype i = 0;
        for (; i < 90 || game.steps.at(i).kind != QLatin1String("resolve"); ++i)
            QCOMPARE(s->record(game.steps.at(i), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        // The table confirms a combat where nothing falls (its checks still recompute every
        // combat on the mat); repeating it is always well formed.
        const Step resolve{
            QStringLiteral("resolve"),
            game.steps.at(i).actor,
            {{QStringLiteral("shots"), QJsonArray()}, {QStringLiteral("destroyed"), QJsonArray()}}};
        QBENCHMARK
        {
            QCOMPARE(s->record(resolve, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        }
    }

    // One Dungeon Lords step through Session::record, mid-game: the first monster attack of
    // year 2 in the two-player golden journal (check walks the fight's checklist and the
    // monster's text, apply the party and the prison) and the commit. The attack names its hits
    // (none), so repeating it is always well formed; the repeats are warned ("already
    // attacked") and confirmed by the table.
    void recordDungeonLordsAttack()
    {
        QFile f(QStringLiteral(KIBITZER_TEST_DATA "/dungeon-lords/two-player-game.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        JournalFile game;
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(f.readAll(), &game, &line, &error), qPrintable(error));
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("dl-record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(game.game), game.config, {}, &err);
        QVERIFY(s);
        // Up to the first attack of year 2 (after the second "year" step).
        int years = 0;
        qsizetype i = 0;
        for (; i < game.steps.size(); ++i) {
            const Step &st = game.steps.at(i);
            if (st.kind == QLatin1String("year"))
                ++years;
            if (years == 2 && st.kind == QLatin1String("attack"))
                break;
            QCOMPARE(s->record(st, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        }
        QVERIFY(i < game.steps.size());
        QJsonObject payload = game.steps.at(i).payload;
        payload.insert(QStringLiteral("hits"), QJsonArray());
        const Step attack{QStringLiteral("attack"), game.steps.at(i).actor, payload};
        QBENCHMARK
        {
            QCOMPARE(s->record(attack, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        }
    }

    // check + apply of a damaging dice attack (the live preview of the step entry).
    void checkAndApplyRookRaidersAttack()
    {
        const EnginePtr engine = m_registry.find(m_rrRound.game);
        const StatePtr state = rrStateAfter(*engine, rrAmbushIndex());
        const Step attack{QStringLiteral("attack"),
                          1,
                          {{QStringLiteral("at"), QStringLiteral("B1")},
                           {QStringLiteral("target"), QStringLiteral("B")},
                           {QStringLiteral("dice"), QJsonArray{3, 2}}}};
        QVERIFY(!engine->malformed(*state, attack));
        QBENCHMARK
        {
            const QList<Finding> f = engine->check(*state, attack);
            const StatePtr next = engine->apply(*state, attack);
            QVERIFY(next);
        }
    }

    // The enemy assistant's whole-phase proposal with every board full: four boards, each with
    // a monster on every circle and on 12 of the 18 squares and a unit on the other 6.
    void proposeRookRaidersEnemyPhaseFullBoards()
    {
        const auto engine =
            std::dynamic_pointer_cast<const rr::RrEngine>(m_registry.find(m_rrRound.game));
        QVERIFY(engine);
        const StatePtr before = rrStateAfter(*engine, m_rrRound.steps.size());
        rr::RrState s = *dynamic_cast<const rr::RrState *>(before.get());
        const QStringList monsters{QStringLiteral("goblin"), QStringLiteral("lem"),
                                   QStringLiteral("golem")};
        const QStringList units{QStringLiteral("warrior"), QStringLiteral("swordmaster"),
                                QStringLiteral("cleric")};
        for (rr::RrPlayer &p : s.players) {
            p.units.clear();
            p.monsters.clear();
            for (int row = 0; row < rr::kRows; ++row) {
                for (int col = 0; col <= rr::kColumns; ++col) {
                    rr::RrPiece piece;
                    piece.uid = s.nextUid++;
                    piece.at = rr::Square{row, col};
                    if (col <= 4) {
                        piece.card = monsters.at((row + col) % 3);
                        p.monsters.append(piece);
                    } else {
                        piece.card = units.at((row + col) % 3);
                        p.units.append(piece);
                    }
                }
            }
        }
        s.phase = rr::Phase::Enemy;
        s.summons = 0;
        const rr::RrState full = s;
        QBENCHMARK
        {
            const QList<rr::rules::BoardProposal> boards = engine->proposeEnemyPhase(full);
            QCOMPARE(boards.size(), 4);
            QCOMPARE(boards.first().monsters.size(), 15);
        }
    }

    // One Lethal Checkmate step as the UI records it, on a file database.
    void recordLethalCheckmateStep()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("lc-record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s =
            Session::start(journal, m_registry.find(m_lcHeader.game), m_lcHeader.config, {}, &err);
        QVERIFY(s);
        const QList<Step> steps = lcSteps(100000);
        int i = 0;
        QBENCHMARK
        {
            QCOMPARE(s->record(steps.at(i++), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        }
    }

    // check + apply only (what must fit in a frame before the commit).
    void checkAndApplyLethalCheckmateStep()
    {
        const EnginePtr engine = m_registry.find(m_lcHeader.game);
        const QList<Step> steps = lcSteps(1000);
        StatePtr state = engine->setup(m_lcHeader.config);
        for (int i = 0; i < 500; ++i)
            state = engine->apply(*state, steps.at(i));
        const Step &step = steps.at(500);
        QBENCHMARK
        {
            const QList<Finding> f = engine->check(*state, step);
            const StatePtr next = engine->apply(*state, step);
            QVERIFY(next);
        }
    }

    void replayLethalCheckmate10000Steps()
    {
        JournalFile file = m_lcHeader;
        file.steps = lcSteps(10000);
        const EnginePtr engine = m_registry.find(file.game);
        QBENCHMARK
        {
            const ReplayReport r = replayJournal(*engine, file);
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.steps.size(), 10000);
        }
    }

    // kibitzer-cli replay's core on a long file (issue 14, defect 10): 100,000 steps read line
    // by line and replayed with malformed? + describe + check + apply, holding one step.
    void replayJournalFile100000Steps()
    {
        const QString path = m_dir.filePath(QStringLiteral("long-100k.jsonl"));
        QVERIFY(kbztest::writeLongJournal(path, 100000));
        QBENCHMARK
        {
            QString why;
            const std::optional<JournalScan> scan = scanJournalFile(m_registry, path, &why);
            QVERIFY2(scan, qPrintable(why));
            QCOMPARE(scan->steps, 100000);
        }
    }

    void resumeLethalCheckmate10000Steps()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("lc-resume.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        QList<StepRecord> records;
        const QList<Step> steps = lcSteps(10000);
        for (int i = 0; i < steps.size(); ++i)
            records.append({i + 1, steps.at(i), {}, false, journal.now()});
        const qint64 id =
            journal.importGame(m_lcHeader.game, m_lcHeader.config, {}, records, std::nullopt, &err);
        QVERIFY(id > 0);
        QBENCHMARK
        {
            auto s = Session::resume(journal, m_registry, id, &err);
            QCOMPARE(s->count(), 10000);
        }
    }

    // Looking back (issue 22) at step n of a 100,000-step game: from the state the session kept
    // at or below n (one in StateHistory::kInterval), each step read back from the journal and
    // checked; "worst" is a step just below a kept one (63 steps replayed), "forward" one arrow
    // key on from the last answer, and "from setup" what the same look-back costs with no kept
    // state (the whole game up to n replayed): the before/after of docs/performance.md.
    void lookBackLongJournal_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("step");
        QTest::newRow("kept state, worst (step 99967)") << QStringLiteral("kept") << 99967;
        QTest::newRow("kept state, exact (step 64000)") << QStringLiteral("kept") << 64000;
        QTest::newRow("forward one step (from 50000)") << QStringLiteral("forward") << 50000;
        QTest::newRow("from setup, no kept state (step 99967)") << QStringLiteral("setup") << 99967;
    }

    void lookBackLongJournal()
    {
        QFETCH(QString, mode);
        QFETCH(int, step);
        if (!m_longDb) {
            DbError err;
            m_longDb = Database::open(m_dir.filePath(QStringLiteral("lc-lookback.sqlite")),
                                      Database::Mode::ReadWrite, &err);
            QVERIFY(m_longDb);
            m_longJournal = std::make_unique<Journal>(*m_longDb);
            const QList<Step> steps = lcSteps(100000);
            int i = 0;
            const StepSource next = [&](StepRecord *r, QString *) {
                if (i == steps.size())
                    return false;
                *r = {i + 1, steps.at(i), {}, false, m_longJournal->now()};
                ++i;
                return true;
            };
            const qint64 id = m_longJournal->importGame(m_lcHeader.game, m_lcHeader.config, {},
                                                        next, std::nullopt, &err);
            QVERIFY(id > 0);
            m_longSession = Session::resume(*m_longJournal, m_registry, id, &err);
            QVERIFY(m_longSession);
        }
        const Session &s = *m_longSession;
        DbError err;
        if (mode == QLatin1String("kept")) {
            QBENCHMARK
            {
                LookBack look(s);
                QVERIFY(look.stateAfter(step, &err));
            }
        } else if (mode == QLatin1String("forward")) {
            LookBack look(s);
            int n = step;
            QVERIFY(look.stateAfter(n, &err));
            QBENCHMARK
            {
                QVERIFY(look.stateAfter(++n, &err));
            }
        } else {
            QBENCHMARK
            {
                StatePtr state = s.engine()->setup(s.config());
                for (int i = 0; i < step; ++i) {
                    const auto r = m_longJournal->loadStep(s.gameId(), s.seqAt(i), &err);
                    QVERIFY(r && !s.engine()->malformed(*state, r->step));
                    state = s.engine()->apply(*state, r->step);
                }
            }
        }
    }

    void ruleIndexBuild()
    {
        QBENCHMARK
        {
            RuleIndex index(m_book);
            QVERIFY(index.isReady());
        }
    }

    void ruleSearch_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("glossary"); // search both ways (issue 15)
        QTest::newRow("en word") << QStringLiteral("escape") << QStringLiteral("en") << false;
        QTest::newRow("en prefix") << QStringLiteral("rot") << QStringLiteral("en") << false;
        QTest::newRow("ja 2 chars") << QStringLiteral("回転") << QStringLiteral("ja") << false;
        QTest::newRow("ja word") << QStringLiteral("エスケープ") << QStringLiteral("ja") << false;
        QTest::newRow("en word, glossary")
            << QStringLiteral("escape") << QStringLiteral("en") << true;
        QTest::newRow("ja term in en book")
            << QStringLiteral("冒険者") << QStringLiteral("en") << true;
        QTest::newRow("en term in ja book")
            << QStringLiteral("adventurer") << QStringLiteral("ja") << true;
        QTest::newRow("ja 1-char variant in ja book")
            << QStringLiteral("罠") << QStringLiteral("ja") << true;
    }

    void ruleSearch()
    {
        QFETCH(QString, query);
        QFETCH(QString, lang);
        QFETCH(bool, glossary);
        m_index->setGlossary(glossary ? m_glossary : Glossary());
        QBENCHMARK
        {
            const QList<RuleHit> hits = m_index->search(query, langFromCode(lang));
            QVERIFY(!hits.isEmpty());
        }
        m_index->setGlossary(Glossary());
    }

    void glossaryLoad()
    {
        QBENCHMARK
        {
            QVERIFY(!Glossary::fromResources().isEmpty());
        }
    }

    // From process start to the main window's first paint (kibitzer --quit-after-show).
    void appStartToFirstPaint()
    {
        const QString db = m_dir.filePath(QStringLiteral("startup.sqlite"));
        QBENCHMARK
        {
            QProcess p;
            p.start(QStringLiteral(KIBITZER_APP_PATH),
                    {QStringLiteral("--quit-after-show"), QStringLiteral("--db"), db});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
        }
    }

    // One step as the UI records it: malformed? + check + apply + commit (synchronous=FULL, WAL).
    void recordStep()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, {}, &err);
        QVERIFY(s);
        QBENCHMARK
        {
            QCOMPARE(s->record(test::add(1)).outcome, Session::Outcome::Recorded);
        }
    }

    // Loading a stored 10,000-step game: read the journal and replay it through the engine.
    void resume10000Steps()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("resume.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        QList<StepRecord> steps;
        for (int i = 1; i <= 10000; ++i)
            steps.append({i, test::add(1), {}, false, journal.now()});
        const qint64 id = journal.importGame(QStringLiteral("test-counter"), GameConfig{}, {},
                                             steps, std::nullopt, &err);
        QVERIFY(id > 0);
        QBENCHMARK
        {
            auto s = Session::resume(journal, m_registry, id, &err);
            QCOMPARE(s->count(), 10000);
        }
    }

    // A 10,000-step journal file replayed with check + apply per step (kibitzer-cli replay).
    void replay10000Steps()
    {
        JournalFile file;
        file.game = QStringLiteral("test-counter");
        for (int i = 0; i < 10000; ++i)
            file.steps.append(test::add(1));
        const EnginePtr engine = m_registry.find(file.game);
        QBENCHMARK
        {
            const ReplayReport r = replayJournal(*engine, file);
            QCOMPARE(r.steps.size(), 10000);
        }
    }
};

QTEST_GUILESS_MAIN(BenchKibitzer)
#include "bench_kibitzer.moc"
