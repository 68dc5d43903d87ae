// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// The rule-id walk of issue 13 ("never refuse a table step"), shared by the games' tests: for
// each rule id a step can break, a case records such a step in a new game on a temporary
// database and checks that it is not refused, that the session asks before recording it (a
// warning), that it is recorded anyway and that the journal holds it with a finding citing the
// rule. Rule ids no step can break are listed by the game's test with the reason, and
// verifyCoverage() fails when the engine declares an id that is neither, so a new rule cannot
// come without its case. Include it as "../support/RuleWalk.h".
#include "core/GameEngine.h"
#include "core/Session.h"
#include "rules/RuleBook.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace kbztest {

// Any engine in every respect, except that setup() returns a given state: a case starts in the
// middle of a game.
class FixedStartEngine final : public kbz::GameEngine
{
public:
    FixedStartEngine(kbz::EnginePtr inner, kbz::StatePtr start)
        : m_inner(std::move(inner))
        , m_start(std::move(start))
    {}

    QString id() const override { return m_inner->id(); }
    kbz::LocalizedName name() const override { return m_inner->name(); }
    kbz::Lang nameLang() const override { return m_inner->nameLang(); }
    QString rulePrefix() const override { return m_inner->rulePrefix(); }
    int minPlayers() const override { return m_inner->minPlayers(); }
    int maxPlayers() const override { return m_inner->maxPlayers(); }
    kbz::GameConfig defaultConfig() const override { return m_inner->defaultConfig(); }
    QList<kbz::Finding> checkConfig(const kbz::GameConfig &c) const override
    {
        return m_inner->checkConfig(c);
    }
    kbz::StatePtr setup(const kbz::GameConfig &c) const override
    {
        return m_start ? m_start : m_inner->setup(c);
    }
    QStringList ruleIds() const override { return m_inner->ruleIds(); }
    QList<kbz::StepKind> stepKinds() const override { return m_inner->stepKinds(); }
    std::optional<kbz::Message> malformed(const kbz::GameState &s,
                                          const kbz::Step &step) const override
    {
        return m_inner->malformed(s, step);
    }
    QList<kbz::Finding> check(const kbz::GameState &s, const kbz::Step &step) const override
    {
        return m_inner->check(s, step);
    }
    kbz::StatePtr apply(const kbz::GameState &s, const kbz::Step &step) const override
    {
        return m_inner->apply(s, step);
    }
    kbz::Guidance guidance(const kbz::GameState &s) const override { return m_inner->guidance(s); }
    std::optional<kbz::GameResult> result(const kbz::GameState &s) const override
    {
        return m_inner->result(s);
    }
    kbz::Message describe(const kbz::GameState &before, const kbz::Step &step) const override
    {
        return m_inner->describe(before, step);
    }

private:
    kbz::EnginePtr m_inner;
    kbz::StatePtr m_start;
};

// One step breaking one rule: from `start` (the engine's setup when null), the steps `before`
// (recorded whatever they warn), then `step`.
struct RuleCase
{
    QString ruleId;
    kbz::Step step;
    kbz::StatePtr start;
    QList<kbz::Step> before;
};

class RuleWalk
{
public:
    RuleWalk(kbz::EnginePtr engine, kbz::GameConfig config)
        : m_engine(std::move(engine))
        , m_config(std::move(config))
    {}

    // The ids to walk: every rule of the game's rule book (English) and every id the engine
    // declares.
    static QStringList ruleIds(const kbz::GameEngine &engine)
    {
        QStringList ids = engine.ruleIds();
        for (const kbz::Rule &r : kbz::RuleBook::fromResources().rules(engine.id(), kbz::Lang::En))
            if (!ids.contains(r.id))
                ids.append(r.id);
        return ids;
    }

    // Every declared rule id has a case or a reason; no case or reason names an unknown id.
    static void verifyCoverage(const QStringList &declared, const QStringList &cases,
                               const QMap<QString, QString> &unbreakable)
    {
        QStringList missing, unknown;
        for (const QString &id : declared)
            if (!cases.contains(id) && !unbreakable.contains(id))
                missing.append(id);
        for (const QString &id : cases + unbreakable.keys())
            if (!declared.contains(id))
                unknown.append(id);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("rule ids without a case or a reason: ") +
                            missing.join(QStringLiteral(", "))));
        QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("ids the engine does not declare: ") +
                                               unknown.join(QStringLiteral(", "))));
        for (auto it = unbreakable.cbegin(); it != unbreakable.cend(); ++it) {
            QVERIFY2(!cases.contains(it.key()), qPrintable(it.key()));
            QVERIFY2(!it.value().trimmed().isEmpty(), qPrintable(it.key()));
        }
    }

    // Records the case in a new game and checks what issue 13 asks of it.
    void verify(const RuleCase &c)
    {
        QVERIFY(m_dir.isValid());
        kbz::DbError err;
        auto db = kbz::Database::open(m_dir.filePath(QStringLiteral("walk%1.sqlite").arg(++m_n)),
                                      kbz::Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        kbz::Journal journal(*db);
        auto session =
            kbz::Session::start(journal, std::make_shared<FixedStartEngine>(m_engine, c.start),
                                m_config, QStringLiteral("walk"), &err);
        QVERIFY(session);
        for (const kbz::Step &b : c.before) {
            const auto r = session->record(b, kbz::Session::Confirm::Yes);
            QVERIFY2(r.outcome == kbz::Session::Outcome::Recorded,
                     qPrintable(QStringLiteral("%1: the step before, %2: %3")
                                    .arg(c.ruleId, b.kind, r.problem.english())));
        }
        const int before = session->count();
        // Asked first (a warning is shown before recording), nothing written yet.
        const auto asked = session->record(c.step, kbz::Session::Confirm::No);
        QVERIFY2(asked.outcome != kbz::Session::Outcome::Malformed,
                 qPrintable(c.ruleId + QStringLiteral(": refused: ") + asked.problem.english()));
        bool warned = false, cited = false;
        for (const kbz::Finding &f : asked.findings) {
            cited = cited || f.ruleId == c.ruleId;
            warned = warned || (f.ruleId == c.ruleId && f.severity != kbz::Severity::Info);
        }
        QVERIFY2(cited, qPrintable(c.ruleId + QStringLiteral(": not cited; findings: ") +
                                   ids(asked.findings)));
        if (warned) {
            QVERIFY2(asked.outcome == kbz::Session::Outcome::NeedsConfirmation,
                     qPrintable(c.ruleId));
            QCOMPARE(session->count(), before);
        }
        // Recorded anyway, and in the journal with its finding.
        const auto recorded = asked.outcome == kbz::Session::Outcome::NeedsConfirmation
                                  ? session->record(c.step, kbz::Session::Confirm::Yes)
                                  : asked;
        QVERIFY2(recorded.outcome == kbz::Session::Outcome::Recorded, qPrintable(c.ruleId));
        QCOMPARE(session->count(), before + 1);
        const kbz::Session::Entry e = session->entry(before);
        QCOMPARE(e.record.step.kind, c.step.kind);
        QCOMPARE(e.record.step.payload, c.step.payload);
        QVERIFY2(
            ids(e.record.findings).split(QLatin1Char(' ')).contains(c.ruleId),
            qPrintable(c.ruleId + QStringLiteral(": journal findings: ") + ids(e.record.findings)));
        QVERIFY2(!e.description.isEmpty(), qPrintable(c.ruleId));
    }

    static QString ids(const QList<kbz::Finding> &findings)
    {
        QStringList out;
        for (const kbz::Finding &f : findings)
            out.append(f.ruleId);
        return out.join(QLatin1Char(' '));
    }

private:
    kbz::EnginePtr m_engine;
    kbz::GameConfig m_config;
    QTemporaryDir m_dir;
    int m_n = 0;
};

} // namespace kbztest
