// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Each game's step schema (core/StepSchema.h, issue 35) against what else describes the steps:
// the engine's step kinds, every journal the project keeps, the engines' malformed() and the
// journal-format page. The schema is what the "any step" form and `kibitzer-cli schema` are
// built from, so a disagreement here is a step the form could not enter or a page that lies.
#include "core/GameRegistry.h"
#include "core/JournalFile.h"
#include "core/StepSchema.h"
#include "registerGames.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace kbz;

namespace {

struct Journal
{
    QString path;
    JournalFile file;
};

QList<Journal> projectJournals()
{
    QList<Journal> out;
    QDirIterator it(QStringLiteral(KIBITZER_TEST_DATA), {QStringLiteral("*.jsonl")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Journal j{path, {}};
        int line = 0;
        QString error;
        // Journals kept to be refused (malformed fixtures) are not described by any schema.
        if (!JournalFile::parse(f.readAll(), &j.file, &line, &error))
            continue;
        if (shippedGames().module(j.file.game))
            out.append(j);
    }
    return out;
}

// The names of every field, at any depth.
void collectNames(const QList<FieldSchema> &fields, QSet<QString> *out)
{
    for (const FieldSchema &f : fields) {
        if (!f.name.isEmpty())
            out->insert(f.name);
        const FieldSchema *inner = &f;
        while (inner->type == FieldSchema::Type::List)
            inner = inner->item.get();
        if (inner->type == FieldSchema::Type::Object)
            collectNames(*inner->fields, out);
    }
}

// The journal-format page's table of step kinds for one game: kind -> (actor text, payload text).
QHash<QString, QPair<QString, QString>> documentedKinds(const QString &page, const QString &game)
{
    QHash<QString, QPair<QString, QString>> out;
    const qsizetype start = page.indexOf(QStringLiteral("(`%1`)").arg(game));
    if (start < 0)
        return out;
    qsizetype end = page.indexOf(QStringLiteral("\n## "), start);
    if (end < 0)
        end = page.size();
    const QStringList lines = page.mid(start, end - start).split(QLatin1Char('\n'));
    bool inTable = false;
    static const QRegularExpression kindRx(QStringLiteral("`([a-z-]+)`"));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("| kind |"))) {
            inTable = true;
            continue;
        }
        if (!inTable || line.startsWith(QLatin1String("|---")))
            continue;
        if (!line.startsWith(QLatin1Char('|')))
            break;
        const QStringList cells = line.split(QLatin1String(" | "));
        if (cells.size() < 3)
            continue;
        const QString payload = cells.mid(2).join(QLatin1String(" | "));
        auto m = kindRx.globalMatch(cells.at(0));
        while (m.hasNext())
            out.insert(m.next().captured(1), {cells.at(1).trimmed(), payload});
    }
    return out;
}

} // namespace

class TestStepSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyKindHasOneSchema()
    {
        for (const GameModulePtr &m : shippedGames().modules()) {
            QStringList kinds;
            for (const StepKind &k : m->engine()->stepKinds())
                kinds.append(k.kind);
            QStringList described;
            for (const StepSchema &s : m->stepSchemas())
                described.append(s.kind);
            QCOMPARE(described, kinds);
        }
    }

    // Every step of every journal the project keeps (golden games, rules reviews, history) fits
    // its kind's schema: the form can enter each of them.
    void everyKeptStepFitsItsSchema()
    {
        const QList<Journal> journals = projectJournals();
        QVERIFY2(journals.size() >= 25, qPrintable(QString::number(journals.size())));
        QSet<QString> kindsSeen;
        for (const Journal &j : journals) {
            const GameModule *module = shippedGames().module(j.file.game);
            const QList<StepSchema> schemas = module->stepSchemas();
            const int players = int(j.file.config.players.size());
            for (qsizetype i = 0; i < j.file.steps.size(); ++i) {
                const Step &step = j.file.steps.at(i);
                const StepSchema *schema = findSchema(schemas, step.kind);
                QVERIFY2(schema,
                         qPrintable(QStringLiteral("%1:%2: %3")
                                        .arg(j.path, QString::number(j.file.stepLines.value(i)),
                                             step.kind)));
                const auto problem = shapeProblem(*schema, step, players);
                QVERIFY2(!problem,
                         qPrintable(QStringLiteral("%1:%2: %3")
                                        .arg(j.path, QString::number(j.file.stepLines.value(i)),
                                             problem ? problem->english() : QString())));
                kindsSeen.insert(j.file.game + QLatin1Char('/') + step.kind);
            }
        }
        // The journals hold nearly every kind: the schema is tried on real steps.
        QVERIFY2(kindsSeen.size() >= 50, qPrintable(QString::number(kindsSeen.size())));
    }

    // A required field is one the engine cannot do without: with it left out of a kept step,
    // malformed() refuses the step.
    void requiredFieldsAreRequiredByTheEngine()
    {
        int tried = 0;
        for (const Journal &j : projectJournals()) {
            const GameModule *module = shippedGames().module(j.file.game);
            const EnginePtr engine = module->engine();
            const QList<StepSchema> schemas = module->stepSchemas();
            StatePtr state = engine->setup(j.file.config);
            for (const Step &step : j.file.steps) {
                if (engine->malformed(*state, step))
                    break; // a journal kept to show a refusal
                const StepSchema *schema = findSchema(schemas, step.kind);
                for (const FieldSchema &f : schema->fields) {
                    if (!f.required)
                        continue;
                    Step without = step;
                    without.payload.remove(f.name);
                    QVERIFY2(engine->malformed(*state, without),
                             qPrintable(QStringLiteral("%1: %2 without \"%3\" was accepted")
                                            .arg(j.path, step.kind, f.name)));
                    ++tried;
                }
                state = engine->apply(*state, step);
            }
        }
        QVERIFY(tried > 100);
    }

    void shapeProblems_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<QString>("problem"); // empty: fits
        QTest::newRow("fits") << "lethal-checkmate"
                              << "play-card" << 0 << QByteArray(R"({"card":"pawn-step","to":"b3"})")
                              << QString();
        QTest::newRow("missing") << "lethal-checkmate"
                                 << "play-card" << 0 << QByteArray(R"({"to":"b3"})")
                                 << "The field \"card\" is missing";
        QTest::newRow("unknown field") << "lethal-checkmate"
                                       << "rotate" << -1 << QByteArray(R"({"angle":180})")
                                       << "There is no field \"angle\" here";
        QTest::newRow("table step by a seat's actor")
            << "lethal-checkmate"
            << "place-piece" << 2 << QByteArray(R"({"square":"b2"})")
            << "Seat 2 is not a player seat (0 to 1)";
        QTest::newRow("dice out of range")
            << "rook-raiders"
            << "attack" << 0 << QByteArray(R"({"at":"B5","target":"B4","dice":[7,1]})")
            << "\"dice\" must be 2 dice, each 1 to 6";
        QTest::newRow("nested") << "rook-raiders"
                                << "heal" << 0
                                << QByteArray(
                                       R"({"at":"B5","heals":[{"target":"B4","amount":"x"}]})")
                                << "\"heals[0].amount\" must be a whole number from 1 to 9";
        QTest::newRow("square as [x, y]")
            << "lords-of-war"
            << "place" << 1 << QByteArray(R"({"card":"orc-1","at":"C4"})")
            << "\"at\" must be a square as [x, y]";
        QTest::newRow("seat bound by the players")
            << "light-wars"
            << "first-player" << 0 << QByteArray(R"({"side":2,"decidedBy":0})")
            << "\"side\" must be a seat number, 0 to 1";
        QTest::newRow("word a square also takes")
            << "rook-raiders"
            << "monster-act" << 0 << QByteArray(R"({"at":"A1","action":"move","to":"castle"})")
            << QString();
        QTest::newRow("nullable") << "dungeon-lords"
                                  << "plan" << 0 << QByteArray(R"({"tile":0,"trap":null})")
                                  << QString();
        QTest::newRow("choice") << "dungeon-lords"
                                << "magic" << 0 << QByteArray(R"({"when":"soon"})")
                                << "\"when\" must be one of: early, late";
    }

    void shapeProblems()
    {
        QFETCH(QString, game);
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QByteArray, payload);
        QFETCH(QString, problem);
        const GameModule *module = shippedGames().module(game);
        QVERIFY(module);
        const QList<StepSchema> schemas = module->stepSchemas();
        const StepSchema *schema = findSchema(schemas, kind);
        QVERIFY(schema);
        const Step step{kind, actor, QJsonDocument::fromJson(payload).object()};
        const auto found = shapeProblem(*schema, step, 2);
        QCOMPARE(found ? found->english() : QString(), problem);
    }

    // The journal-format page describes the same kinds, actors and fields as the schema.
    void journalFormatPageAgrees()
    {
        QFile f(QStringLiteral(KIBITZER_SOURCE_DIR "/docs/journal-format.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(f.readAll());
        static const QRegularExpression keyRx(QStringLiteral("\"([A-Za-z]+)\"\\s*:"));
        for (const GameModulePtr &m : shippedGames().modules()) {
            const auto documented = documentedKinds(page, m->id());
            QSet<QString> kinds;
            for (const StepSchema &s : m->stepSchemas()) {
                kinds.insert(s.kind);
                QVERIFY2(documented.contains(s.kind),
                         qPrintable(m->id() + QStringLiteral(": ") + s.kind + " not documented"));
                const auto [actor, payload] = documented.value(s.kind);
                // "table" for the table's steps; a seat ("seat", "side") or "any" otherwise.
                const bool tableOnly = actor == QLatin1String("table");
                QVERIFY2(tableOnly == (s.actor == ActorRule::Table) ||
                             (tableOnly && s.actor == ActorRule::SeatOrTable),
                         qPrintable(s.kind + QStringLiteral(": actor ") + actor));
                QVERIFY2(s.actor != ActorRule::Seat || !tableOnly, qPrintable(s.kind));
                QSet<QString> names;
                collectNames(s.fields, &names);
                for (const FieldSchema &field : s.fields)
                    QVERIFY2(payload.contains(QLatin1Char('"') + field.name + QLatin1Char('"')) ||
                                 payload.contains(QLatin1Char('`') + field.name + QLatin1Char('`')),
                             qPrintable(QStringLiteral("%1 %2: field \"%3\" not on the page")
                                            .arg(m->id(), s.kind, field.name)));
                auto keys = keyRx.globalMatch(payload);
                while (keys.hasNext()) {
                    const QString key = keys.next().captured(1);
                    QVERIFY2(names.contains(key),
                             qPrintable(QStringLiteral("%1 %2: the page names \"%3\", the schema "
                                                       "does not")
                                            .arg(m->id(), s.kind, key)));
                }
            }
            for (auto it = documented.begin(); it != documented.end(); ++it)
                QVERIFY2(kinds.contains(it.key()),
                         qPrintable(m->id() + QStringLiteral(": the page documents ") + it.key()));
        }
    }

    void schemaAsJson()
    {
        const GameModule *module = shippedGames().module(QStringLiteral("rook-raiders"));
        const QJsonObject o = schemasToJson(module->id(), module->stepSchemas());
        QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("rook-raiders"));
        const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
        QJsonObject heal;
        for (const QJsonValue &v : steps)
            if (v.toObject().value(QStringLiteral("kind")) == QLatin1String("heal"))
                heal = v.toObject();
        QCOMPARE(heal.value(QStringLiteral("actor")).toString(), QStringLiteral("seat"));
        const QJsonObject heals = heal.value(QStringLiteral("fields")).toArray().at(1).toObject();
        QCOMPARE(heals.value(QStringLiteral("name")).toString(), QStringLiteral("heals"));
        QCOMPARE(heals.value(QStringLiteral("type")).toString(), QStringLiteral("list"));
        QCOMPARE(heals.value(QStringLiteral("minItems")).toInt(), 1);
        const QJsonArray item = heals.value(QStringLiteral("item"))
                                    .toObject()
                                    .value(QStringLiteral("fields"))
                                    .toArray();
        QCOMPARE(item.at(1).toObject().value(QStringLiteral("max")).toInt(), 9);
    }
};

QTEST_GUILESS_MAIN(TestStepSchema)
#include "tst_step_schema.moc"
