// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 1b: every validator firing and not firing (one
// row per case), and every rule id tested both ways.
#include "tst_rr_engine.h"

#include "RrTestSupport.h"
#include "RrValidatorRows.h"

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

void TestRrEngine::validators_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<Step>>("prefix");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("fires");
    validatorRows([](const char *tag, const QString &spec, const QList<Step> &prefix,
                     const Step &step, const char *rule, bool fires) {
        QTest::newRow(tag) << spec << prefix << step << QString::fromLatin1(rule) << fires;
    });
}

void TestRrEngine::validators()
{
    QFETCH(QString, spec);
    QFETCH(QList<Step>, prefix);
    QFETCH(Step, step);
    QFETCH(QString, rule);
    QFETCH(bool, fires);
    QVERIFY2(engine.ruleIds().contains(rule), qPrintable(rule));
    const StatePtr start = validatorStart(spec);
    const StatePtr s = runFrom(start, prefix);
    QVERIFY(!engine.malformed(*s, step));
    const QList<Finding> fs = engine.check(*s, step);
    const QStringList ids = ruleIdsOf(fs);
    QVERIFY2(ids.contains(rule) == fires, qPrintable(ids.join(", ")));
    for (const Finding &f : fs) {
        QVERIFY2(engine.ruleIds().contains(f.ruleId), qPrintable(f.ruleId));
        QCOMPARE(f.message.context, QByteArray("kbz::rr::RrEngine"));
        QVERIFY(!f.message.english().contains(QLatin1String("%1")));
        const QStringList plain = plainWordArgs(f.message, rrs(s));
        QVERIFY2(plain.isEmpty(), qPrintable(f.message.english() + " <- " + plain.join(", ")));
    }
    QVERIFY(engine.apply(*s, step));
    (fires ? m_testedFire : m_testedQuiet).insert(rule);
}

void TestRrEngine::everyRuleIdIsTested()
{
    if (m_testedFire.isEmpty())
        QSKIP("needs the validators test to run first");
    for (const QString &id : engine.ruleIds()) {
        QVERIFY2(m_testedFire.contains(id), qPrintable(id + " never fires in a test"));
        QVERIFY2(m_testedQuiet.contains(id), qPrintable(id + " has no quiet test"));
    }
}
