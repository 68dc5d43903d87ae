// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The rules of issue 17 through the engines (no process, no database but for the session):
// the configuration's findings (army over budget, deck off the composition) are the game's from
// its first step, in a replay and in a session.
#include "core/Replay.h"
#include "core/Session.h"
#include "lordsofwar/LowCard.h"
#include "registerGames.h"

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

        // A clean configuration (a golden journal's) has no finding.
        const std::optional<CheckedJournal> clean =
            check(QStringLiteral(KIBITZER_TEST_DATA "/light-wars/full-game.jsonl"));
        QVERIFY(clean);
        QVERIFY(clean->report.configFindings.isEmpty());
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
};

QTEST_GUILESS_MAIN(TestRulesReview)
#include "tst_rules_review.moc"
