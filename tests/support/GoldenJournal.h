// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameEngine.h"
#include "core/JournalFile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

// Golden journals, shared by every game's engine test: tests/data/<game>/NAME.jsonl is replayed
// through the engine (malformed? -> check -> apply per step) and compared with
// NAME.expected.json: {"steps": [[rule ids of each step's findings], ...],
//                      "result": {"how": ..., "winners": [...]} (absent while the game goes on),
//                      "final": {state keys to compare with GameState::toJson()} (optional)}.
namespace kbz::test {

inline QStringList ruleIdsOf(const QList<Finding> &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.ruleId);
    return ids;
}

// Adds one data row per golden journal of `gameId`; `minimum` guards against an empty folder.
inline void addGoldenJournalRows(const QString &gameId, int minimum)
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/") + gameId);
    const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= minimum, qPrintable(dir.path()));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

inline void verifyGoldenJournal(const GameEngine &engine, const QString &path)
{
    QFile journal(path);
    QVERIFY2(journal.open(QIODevice::ReadOnly), qPrintable(path));
    JournalFile file;
    int errorLine = 0;
    QString error;
    QVERIFY2(JournalFile::parse(journal.readAll(), &file, &errorLine, &error),
             qPrintable(QStringLiteral("line %1: %2").arg(errorLine).arg(error)));
    QCOMPARE(file.game, engine.id());

    QString expectedPath = path;
    expectedPath.replace(QLatin1String(".jsonl"), QLatin1String(".expected.json"));
    QFile expectedFile(expectedPath);
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedPath));
    const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
    const QJsonArray expSteps = expected.value(QStringLiteral("steps")).toArray();
    QCOMPARE(file.steps.size(), expSteps.size());

    QVERIFY(engine.checkConfig(file.config).isEmpty());
    StatePtr s = engine.setup(file.config);
    for (qsizetype i = 0; i < file.steps.size(); ++i) {
        const Step &step = file.steps.at(i);
        const int line = file.stepLines.at(i);
        const auto bad = engine.malformed(*s, step);
        QVERIFY2(
            !bad,
            qPrintable(
                QStringLiteral("line %1: %2").arg(line).arg(bad ? bad->english() : QString())));
        const QStringList got = ruleIdsOf(engine.check(*s, step));
        const QStringList want = expSteps.at(i).toVariant().toStringList();
        QVERIFY2(got == want, qPrintable(QStringLiteral("line %1: got [%2], want [%3]")
                                             .arg(line)
                                             .arg(got.join(QStringLiteral(", ")),
                                                  want.join(QStringLiteral(", ")))));
        s = engine.apply(*s, step);
    }

    const QJsonObject er = expected.value(QStringLiteral("result")).toObject();
    const auto r = engine.result(*s);
    if (er.isEmpty()) {
        QVERIFY(!r);
    } else {
        QVERIFY(r);
        QCOMPARE(r->how, er.value(QStringLiteral("how")).toString());
        QJsonArray winners;
        for (int w : r->winners())
            winners.append(w);
        QCOMPARE(winners, er.value(QStringLiteral("winners")).toArray());
    }
    const QJsonObject fin = expected.value(QStringLiteral("final")).toObject();
    const QJsonObject js = s->toJson();
    for (auto it = fin.begin(); it != fin.end(); ++it)
        QCOMPARE(js.value(it.key()), it.value());
}

} // namespace kbz::test
