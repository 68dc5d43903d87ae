// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Shared helpers of the Rook & Raiders engine tests: a test card set (cards made up for the
// tests only, beside the shipped library), a small position language, step builders and a
// replay helper.
#include "../support/GoldenJournal.h"
#include "../support/RrTestCards.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

Q_DECLARE_METATYPE(kbz::Step)

namespace rrtest {

using namespace kbz;
using namespace kbz::rr;

inline const RrEngine engine;

// Cards made up for the tests only (the shipped library holds just the rulebook's figures):
// every one of tests/support/RrTestCards.h, then the shipped library.
inline QJsonArray testCards()
{
    QJsonArray a = kbztest::rrAllTestCards();
    for (const QJsonValue &v : RrCardLibrary::shipped().toJson())
        a.append(v);
    return a;
}

inline GameConfig testConfig(int players = 2, const QJsonObject &overrides = {})
{
    GameConfig c = engine.defaultConfig();
    const QStringList names = {"Ann", "Ben", "Cal", "Dee"};
    c.players.clear();
    for (int i = 0; i < players; ++i)
        c.players.append({names.at(i), {}});
    c.options.insert("cards", testCards());
    c.options.remove("supportCount");
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        c.options.insert(it.key(), it.value());
    return c;
}

inline const QStringList kRow = {"advance", "ambush", "rest", "reward", "recruit"};

// A position, as space-separated tokens (board 0 unless a seat digit follows the letter):
//   U:card@B4   unit (U1: on board 1); suffix /2 = 2 damage cubes, * = action marker
//   M:card@B2   monster; suffix /1 = damage, ! = already acted in this invasion
//   W:card  C:card   a monster in the waiting line / the castle (W1:, C1: other boards)
//   cmd:advance   the row is dealt and seat 0 has picked that command, which is running
//   phase:enemy|end|setup   summons:N   honour:N   deck:N   players:N   out:1   executed:N
// Default: 2 players, command phase of round 1, the row dealt in kRow order, nothing picked.
inline RrState position(const QString &spec)
{
    int players = 2;
    for (const QString &t : spec.split(' ', Qt::SkipEmptyParts))
        if (t.startsWith("players:"))
            players = t.mid(8).toInt();
    RrState s = engine.initialState(testConfig(players));
    s.phase = Phase::Command;
    s.round = 1;
    s.commandRow = kRow;
    for (RrPlayer &p : s.players)
        p.placedFirstUnit = true;
    for (QString t : spec.split(' ', Qt::SkipEmptyParts)) {
        const int colon = int(t.indexOf(':'));
        const QString key = t.left(colon);
        QString value = t.mid(colon + 1);
        const int seat = key.size() == 2 && key.at(1).isDigit() ? key.at(1).digitValue() : 0;
        const QChar kind = key.at(0);
        if (key == "cmd") {
            s.commandRow.move(s.commandRow.indexOf(value), 0);
            s.executed = 1;
            s.picks = 1;
            s.commandRunning = true;
            s.commandPicker = 0;
        } else if (key == "phase") {
            s.phase = value == "enemy"   ? Phase::Enemy
                      : value == "end"   ? Phase::End
                      : value == "setup" ? Phase::Setup
                                         : Phase::Command;
        } else if (key == "summons") {
            s.summons = value.toInt();
        } else if (key == "executed") {
            s.executed = value.toInt();
            s.picks = qMin(value.toInt(), 2);
        } else if (key == "honour") {
            s.players[0].honour = value.toInt();
        } else if (key == "deck") {
            s.monsterDeck = value.toInt();
        } else if (key == "out") {
            s.players[value.toInt()].out = true;
        } else if (kind == 'W' && key.size() <= 2) {
            s.players[seat].waiting.append(value);
        } else if (kind == 'C' && key.size() <= 2) {
            s.players[seat].castle.append(value);
        } else if ((kind == 'U' || kind == 'M') && key.size() <= 2) {
            RrPiece piece;
            piece.uid = s.nextUid++;
            piece.marker = value.endsWith('*');
            piece.acted = value.endsWith('!');
            if (piece.marker || piece.acted)
                value.chop(1);
            const int slash = int(value.indexOf('/'));
            if (slash >= 0) {
                piece.damage = value.mid(slash + 1).toInt();
                value = value.left(slash);
            }
            piece.card = value.section('@', 0, 0);
            piece.at = *Square::parse(value.section('@', 1, 1));
            (kind == 'U' ? s.players[seat].units : s.players[seat].monsters).append(piece);
        }
    }
    return s;
}

inline Step mk(const char *kind, int actor, QJsonObject payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}
inline Step setupUnit(int seat, const char *card, const char *to)
{
    return mk("setup-unit", seat, {{"card", card}, {"to", to}});
}
inline Step summon(const char *chip, const char *monster)
{
    return mk("summon", -1, {{"chip", chip}, {"monster", monster}});
}
inline Step deal(const QStringList &row = kRow)
{
    return mk("deal-commands", -1, {{"row", QJsonArray::fromStringList(row)}});
}
inline Step pick(int seat, const char *command)
{
    return mk("pick-command", seat, {{"command", command}});
}
inline Step moveUnit(int seat, const char *from, const char *to, bool full = false)
{
    QJsonObject p{{"from", from}, {"to", to}};
    if (full)
        p.insert("fullMove", true);
    return mk("move-unit", seat, p);
}
inline Step attack(int seat, const char *at, const char *target, int d1, int d2,
                   QJsonObject extra = {})
{
    extra.insert("at", at);
    extra.insert("target", target);
    extra.insert("dice", QJsonArray{d1, d2});
    return mk("attack", seat, extra);
}
inline Step act(int seat, const char *at, QJsonObject extra = {})
{
    extra.insert("at", at);
    return mk("monster-act", seat, extra);
}

inline const RrState &rrs(const StatePtr &s)
{
    return *dynamic_cast<const RrState *>(s.get());
}

using kbz::test::ruleIdsOf;

// Replays steps (check + apply) from `start`; each step must be well formed.
inline StatePtr runFrom(StatePtr s, const QList<Step> &steps,
                        QList<QStringList> *findings = nullptr)
{
    for (const Step &step : steps) {
        const auto bad = engine.malformed(*s, step);
        if (bad)
            qWarning("malformed step %s: %s", qPrintable(step.kind), qPrintable(bad->english()));
        Q_ASSERT(!bad);
        if (findings)
            findings->append(ruleIdsOf(engine.check(*s, step)));
        s = engine.apply(*s, step);
    }
    return s;
}

inline StatePtr run(const QList<Step> &steps, int players = 2,
                    QList<QStringList> *findings = nullptr)
{
    return runFrom(engine.setup(testConfig(players)), steps, findings);
}

inline StatePtr at(const QString &spec)
{
    return std::make_shared<const RrState>(position(spec));
}

// The arguments of `m` that would show as English in a Japanese sentence: a plain string that
// is not made of square names, numbers, "-" and players' names (a list joined by ", "); a
// bilingual name whose Japanese spelling is empty or holds Latin letters.
inline QStringList plainWordArgs(const Message &m, const RrState &s)
{
    static const QRegularExpression code(QStringLiteral("^(-|-?\\d+|[A-C][1-6]?)$"));
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
    QStringList out;
    for (const MessageArg &a : m.args) {
        if (const auto *text = std::get_if<QString>(&a)) {
            for (const QString &part : text->split(QStringLiteral(", "))) {
                bool player = false;
                for (const RrPlayer &p : s.players)
                    player = player || p.name == part;
                if (!player && !code.match(part).hasMatch()) {
                    out.append(*text);
                    break;
                }
            }
        } else {
            const LocalizedName &n = std::get<LocalizedName>(a);
            if (n.ja.isEmpty() || n.ja.contains(latin))
                out.append(n.en + QStringLiteral(" / ") + n.ja);
        }
    }
    return out;
}

inline QStringList squares(const QList<Square> &list)
{
    QStringList out;
    for (const Square sq : list)
        out.append(sq.name());
    return out;
}

} // namespace rrtest
