// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrRules.h"

#include <QJsonArray>
#include <algorithm>

namespace kbz::rr::rules {

bool isFree(const RrPlayer &p, Square sq)
{
    return !unitAt(p, sq) && !monsterAt(p, sq);
}

int unitPathLength(const RrPlayer &p, Square from, Square to)
{
    if (!from.isValid() || !to.isValid() || to.isCircle())
        return -1;
    if (to == from)
        return 0;
    if (!isFree(p, to))
        return -1;
    // Breadth-first over the 6x3 squares: monsters and circles are walls, allies are passable.
    int dist[kRows][kColumns + 1];
    for (auto &row : dist)
        for (int &d : row)
            d = -1;
    QList<Square> queue{from};
    dist[from.row][from.col] = 0;
    for (qsizetype i = 0; i < queue.size(); ++i) {
        const Square cur = queue.at(i);
        const Square next[] = {{cur.row - 1, cur.col},
                               {cur.row + 1, cur.col},
                               {cur.row, cur.col - 1},
                               {cur.row, cur.col + 1}};
        for (const Square n : next) {
            if (!n.isValid() || n.isCircle() || dist[n.row][n.col] >= 0 || monsterAt(p, n))
                continue;
            dist[n.row][n.col] = dist[cur.row][cur.col] + 1;
            if (n == to)
                return dist[n.row][n.col];
            queue.append(n);
        }
    }
    return -1;
}

QList<Square> reachableSquares(const RrPlayer &p, Square from, int move)
{
    QList<Square> out;
    for (int row = 0; row < kRows; ++row) {
        for (int col = 1; col <= kColumns; ++col) {
            const Square sq{row, col};
            const int len = unitPathLength(p, from, sq);
            if (len >= 0 && len <= move)
                out.append(sq);
        }
    }
    return out;
}

QList<Square> rangeSquares(const RrRange &range, Square at)
{
    QList<Square> out;
    if (range.board) {
        for (int row = 0; row < kRows; ++row)
            for (int col = 0; col <= kColumns; ++col)
                out.append(Square{row, col});
        return out;
    }
    for (const QPoint &d : range.squares) {
        const Square sq{at.row + d.y(), at.col + d.x()};
        if (sq.isValid())
            out.append(sq);
    }
    return out;
}

DiceCase diceCase(int d1, int d2)
{
    if (d1 == 6 && d2 == 6)
        return DiceCase::Critical;
    if (d1 == 1 && d2 == 1)
        return DiceCase::Fumble;
    return DiceCase::Normal;
}

int diceDamage(int d1, int d2, int modifier, int defence)
{
    switch (diceCase(d1, d2)) {
    case DiceCase::Critical:
        return 3;
    case DiceCase::Fumble:
        return 0;
    case DiceCase::Normal:
        break;
    }
    return defence <= d1 + d2 + modifier ? 2 : 1;
}

int attackDamage(const RrState &s, int seat, const QJsonObject &payload)
{
    const QJsonValue given = payload.value(QStringLiteral("damage"));
    if (given.isDouble())
        return given.toInt();
    const RrPlayer *p = seat >= 0 && seat < s.players.size() ? &s.players.at(seat) : nullptr;
    const std::optional<Square> at = squareOf(payload, "at");
    const std::optional<Square> target = squareOf(payload, "target");
    const RrPiece *u = p && at ? unitAt(*p, *at) : nullptr;
    const RrPiece *m = p && target ? monsterAt(*p, *target) : nullptr;
    const RrCard *c = u ? s.card(u->card) : nullptr;
    const RrCard *mc = m ? s.card(m->card) : nullptr;
    const auto figure = [&payload](const char *key, std::optional<int> printed) {
        const QJsonValue v = payload.value(QLatin1String(key));
        return v.isDouble() ? v.toInt() : printed.value_or(0);
    };
    const QJsonArray dice = payload.value(QStringLiteral("dice")).toArray();
    return diceDamage(dice.at(0).toInt(), dice.at(1).toInt(),
                      figure("modifier", c ? c->modifier : std::nullopt),
                      figure("defence", mc ? mc->defence : std::nullopt));
}

bool monsterDefeated(const RrCard &card, int damage)
{
    return card.hp && damage >= *card.hp;
}

bool unitFaints(const RrCard &card, int damage)
{
    return card.hp && damage > *card.hp;
}

QList<RrPiece> actionOrder(const RrPlayer &p)
{
    QList<RrPiece> out = p.monsters;
    std::stable_sort(out.begin(), out.end(), [](const RrPiece &a, const RrPiece &b) {
        if (a.at.col != b.at.col)
            return a.at.col > b.at.col;
        return a.at.row < b.at.row;
    });
    return out;
}

const RrPiece *nextToAct(const RrPlayer &p)
{
    const QList<RrPiece> order = actionOrder(p);
    for (const RrPiece &m : order)
        if (!m.acted)
            for (const RrPiece &x : p.monsters)
                if (x.uid == m.uid)
                    return &x;
    return nullptr;
}

MonsterMove monsterMove(const RrPlayer &p, Square from, int move)
{
    MonsterMove out;
    if (move <= 0 || !from.isValid())
        return out;
    int target = from.col + move;
    while (target <= kColumns && monsterAt(p, Square{from.row, target})) {
        ++target;
        out.jumped = true;
    }
    for (int c = from.col + 1; c <= qMin(target, kColumns); ++c) {
        if (!unitAt(p, Square{from.row, c}))
            continue;
        out.blocked = true;
        for (int b = c - 1; b > from.col; --b) {
            if (!monsterAt(p, Square{from.row, b})) {
                out.kind = MonsterMove::Square;
                out.to = Square{from.row, b};
                return out;
            }
        }
        return out; // no free square before the unit: the monster stays
    }
    if (target > kColumns) {
        out.kind = MonsterMove::Castle;
        return out;
    }
    out.kind = MonsterMove::Square;
    out.to = Square{from.row, target};
    return out;
}

QList<Square> monsterTargets(const RrPlayer &p, const RrCard &monster, Square at)
{
    QList<Square> out;
    if (!monster.range)
        return out;
    for (const Square sq : rangeSquares(*monster.range, at)) {
        if (!unitAt(p, sq))
            continue;
        out.append(sq);
        if (monster.targeting == Targeting::Single)
            break;
    }
    return out;
}

QString monsterActionCode(MonsterAction a)
{
    switch (a) {
    case MonsterAction::Attack:
        return QStringLiteral("attack");
    case MonsterAction::Move:
        return QStringLiteral("move");
    case MonsterAction::Stay:
        return QStringLiteral("stay");
    case MonsterAction::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

LocalizedName figureName(const QString &code)
{
    const QString c = code.toLower();
    if (c == QLatin1String("range"))
        return {QStringLiteral("range"), QStringLiteral("射程")};
    if (c == QLatin1String("move"))
        return {QStringLiteral("MOVE"), QStringLiteral("移動力")};
    if (c == QLatin1String("defence"))
        return {QStringLiteral("defence"), QStringLiteral("防御力")};
    if (c == QLatin1String("modifier"))
        return {QStringLiteral("modifier"), QStringLiteral("修正値")};
    if (c == QLatin1String("damage"))
        return {QStringLiteral("damage"), QStringLiteral("固定ダメージ")};
    if (c == QLatin1String("targeting"))
        return {QStringLiteral("targeting (single or area)"),
                QStringLiteral("単体攻撃か範囲攻撃か")};
    return {code, code};
}

LocalizedName castleName()
{
    return {QStringLiteral("the castle"), QStringLiteral("城内")};
}

LocalizedName waitingLineName()
{
    return {QStringLiteral("the waiting line"), QStringLiteral("待機列")};
}

MessageArg destinationName(const MonsterMove &m, Square from)
{
    if (m.kind == MonsterMove::Castle)
        return castleName();
    return m.kind == MonsterMove::Square ? m.to.name() : from.name();
}

namespace {

QJsonValue moveJson(const MonsterMove &m)
{
    if (m.kind == MonsterMove::Castle)
        return QStringLiteral("castle");
    if (m.kind == MonsterMove::Square)
        return m.to.name();
    return QJsonValue();
}

QJsonArray squaresJson(const QList<Square> &list)
{
    QJsonArray a;
    for (const Square sq : list)
        a.append(sq.name());
    return a;
}

} // namespace

QJsonObject MonsterProposal::toJson() const
{
    QJsonObject o{{QStringLiteral("uid"), uid},
                  {QStringLiteral("card"), card},
                  {QStringLiteral("at"), at.name()},
                  {QStringLiteral("action"), monsterActionCode(action)}};
    if (action == MonsterAction::Move)
        o.insert(QStringLiteral("to"), moveJson(move));
    if (action == MonsterAction::Attack) {
        o.insert(QStringLiteral("targets"), squaresJson(targets));
        o.insert(QStringLiteral("damage"), damage);
        o.insert(QStringLiteral("faints"), squaresJson(faints));
        if (bonus)
            o.insert(QStringLiteral("bonusTo"), moveJson(*bonus));
    }
    if (!missing.isEmpty())
        o.insert(QStringLiteral("missing"), QJsonArray::fromStringList(missing));
    return o;
}

QJsonObject BoardProposal::toJson() const
{
    QJsonArray a;
    for (const MonsterProposal &m : monsters)
        a.append(m.toJson());
    return QJsonObject{{QStringLiteral("seat"), seat}, {QStringLiteral("monsters"), a}};
}

MonsterProposal proposeMonster(const RrState &s, int seat, const RrPiece &monster)
{
    MonsterProposal out;
    out.uid = monster.uid;
    out.card = monster.card;
    out.at = monster.at;
    const RrPlayer &p = s.players.at(seat);
    const RrCard *card = s.card(monster.card);
    if (!card || !card->range) {
        out.missing.append(QStringLiteral("range"));
        return out;
    }
    out.targets = monsterTargets(p, *card, monster.at);
    if (out.targets.isEmpty()) {
        out.action = MonsterAction::Move;
        if (!card->move) {
            out.missing.append(QStringLiteral("move"));
            return out;
        }
        out.move = monsterMove(p, monster.at, *card->move);
        if (out.move.kind == MonsterMove::Stay)
            out.action = MonsterAction::Stay;
        return out;
    }
    out.action = MonsterAction::Attack;
    if (card->targeting == Targeting::Unknown)
        out.missing.append(QStringLiteral("targeting"));
    if (!card->damage) {
        out.missing.append(QStringLiteral("damage"));
        return out;
    }
    out.damage = *card->damage;
    RrPlayer after = p;
    for (const Square sq : out.targets) {
        const RrPiece *u = unitAt(p, sq);
        const RrCard *uc = u ? s.card(u->card) : nullptr;
        if (u && uc && unitFaints(*uc, u->damage + out.damage)) {
            out.faints.append(sq);
            after.units.removeIf([sq](const RrPiece &x) { return x.at == sq; });
        }
    }
    if (!out.faints.isEmpty()) {
        if (card->move)
            out.bonus = monsterMove(after, monster.at, *card->move);
        else
            out.missing.append(QStringLiteral("move"));
    }
    return out;
}

QList<BoardProposal> proposeEnemyPhase(const RrState &s)
{
    QList<BoardProposal> out;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        if (s.players.at(seat).out)
            continue;
        BoardProposal board{seat, {}};
        RrState t = s;
        for (int guard = 0; guard < 64; ++guard) {
            const RrPiece *m = nextToAct(t.players.at(seat));
            if (!m || t.players.at(seat).out)
                break;
            const MonsterProposal prop = proposeMonster(t, seat, *m);
            board.monsters.append(prop);
            const Step step{QStringLiteral("monster-act"), seat,
                            QJsonObject{{QStringLiteral("at"), m->at.name()}}};
            if (!malformedStep(t, step))
                t = applyStep(t, step).state;
            if (t.phase == Phase::Finished)
                break;
            // Whatever happened, this monster has had its turn.
            for (RrPiece &x : t.players[seat].monsters)
                if (x.uid == prop.uid)
                    x.acted = true;
        }
        out.append(board);
    }
    return out;
}

std::optional<Square> summonPlacement(const RrPlayer &p, int row)
{
    const Square circle{row, 0};
    if (!circle.isValid())
        return std::nullopt;
    if (isFree(p, circle))
        return circle;
    const Square beside{row, 1};
    if (isFree(p, beside))
        return beside;
    return std::nullopt;
}

std::optional<int> threatTotal(const RrState &s, int seat)
{
    const RrPlayer &p = s.players.at(seat);
    QStringList all = p.waiting + p.castle;
    for (const RrPiece &m : p.monsters)
        all.append(m.card);
    int total = 0;
    for (const QString &id : all) {
        const RrCard *c = s.card(id);
        if (!c || !c->threat)
            return std::nullopt;
        total += *c->threat;
    }
    for (int m : p.medals)
        total -= m;
    return total;
}

int monsterCount(const RrPlayer &p)
{
    return int(p.monsters.size() + p.waiting.size());
}

QList<int> supportEligible(const RrState &s)
{
    QList<int> seats;
    for (int i = 0; i < s.players.size(); ++i)
        if (!s.players.at(i).out)
            seats.append(i);
    if (seats.isEmpty() || s.supportCount <= 0)
        return {};
    QList<int> counts;
    for (int i : seats)
        counts.append(monsterCount(s.players.at(i)));
    std::sort(counts.begin(), counts.end(), std::greater<int>());
    const int threshold = counts.at(qMin(int(counts.size()), s.supportCount) - 1);
    QList<int> out;
    for (int i : seats)
        if (monsterCount(s.players.at(i)) >= threshold)
            out.append(i);
    return out;
}

int picksPerRound(const RrState &s)
{
    return qMin(4, s.activePlayers());
}

int nextPicker(const RrState &s)
{
    if (s.picks >= picksPerRound(s) || s.players.isEmpty())
        return -1;
    int seen = 0;
    const int n = int(s.players.size());
    for (int i = 0; i < n; ++i) {
        const int seat = (s.startPlayer + i) % n;
        if (s.players.at(seat).out)
            continue;
        if (seen == s.picks)
            return seat;
        ++seen;
    }
    return -1;
}

bool canAutoExecute(const RrState &s)
{
    return s.commandRow.size() == 5 && s.picks >= picksPerRound(s) && s.executed < 4;
}

QList<int> declarationWinners(const RrState &s)
{
    QList<int> declarers;
    for (int i = 0; i < s.players.size(); ++i)
        if (s.players.at(i).declared && !s.players.at(i).out)
            declarers.append(i);
    if (declarers.size() <= 1)
        return declarers;
    int bestHonour = -1;
    for (int i : declarers)
        bestHonour = qMax(bestHonour, s.players.at(i).honour);
    declarers.removeIf([&](int i) { return s.players.at(i).honour < bestHonour; });
    int bestGold = -1;
    for (int i : declarers)
        bestGold = qMax(bestGold, s.players.at(i).gold);
    declarers.removeIf([&](int i) { return s.players.at(i).gold < bestGold; });
    return declarers;
}

std::optional<Square> squareOf(const QJsonObject &payload, const char *key)
{
    const QJsonValue v = payload.value(QLatin1String(key));
    if (!v.isString())
        return std::nullopt;
    return Square::parse(v.toString());
}

bool isBookkeeping(const QString &kind)
{
    return kind == QLatin1String("declare-victory") || kind == QLatin1String("set-figures") ||
           kind == QLatin1String("take-medal") || kind == QLatin1String("gain-gold") ||
           kind == QLatin1String("adjust-cubes");
}

bool isTableStep(const QString &kind)
{
    return kind == QLatin1String("deal-commands") || kind == QLatin1String("auto-command") ||
           kind == QLatin1String("command-done") || kind == QLatin1String("summon") ||
           kind == QLatin1String("end-round") || kind == QLatin1String("set-figures");
}

} // namespace kbz::rr::rules
