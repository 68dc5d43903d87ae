// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwMap.h"

#include <QJsonArray>

namespace kbz::lw {

namespace {

constexpr int kMinSize = 2;
constexpr int kMaxSize = 26; // columns are letters a-z

const char *const kSideKeys[] = {"red", "blue"};

bool isWhole(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= min && d <= max && d == double(int(d));
}

QJsonArray squaresJson(const QList<Square> &squares)
{
    QJsonArray a;
    for (Square s : squares)
        a.append(squareCode(s));
    return a;
}

// A list of squares on the map; `what` names the list in the error.
bool readSquares(const QJsonValue &v, const LwMap &m, const QString &what, QList<Square> &out,
                 QString *error)
{
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isArray()) {
        *error = QStringLiteral("%1 must be a list of squares such as \"c4\"").arg(what);
        return false;
    }
    for (const QJsonValue &x : v.toArray()) {
        const std::optional<Square> s = x.isString() ? squareFromCode(x.toString()) : std::nullopt;
        if (!s) {
            *error = QStringLiteral("%1: \"%2\" is not a square such as \"c4\"")
                         .arg(what, x.isString() ? x.toString() : QStringLiteral("?"));
            return false;
        }
        if (!m.contains(*s)) {
            *error = QStringLiteral("%1: %2 is off the %3 x %4 board")
                         .arg(what, x.toString())
                         .arg(m.width)
                         .arg(m.height);
            return false;
        }
        if (!out.contains(*s))
            out.append(*s);
    }
    return true;
}

bool readSides(const QJsonObject &o, const char *key, LwMap &m, QList<Square> (&out)[2],
               QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject()) {
        *error = QStringLiteral("\"%1\" must give red's and blue's squares: {\"red\": [...], "
                                "\"blue\": [...]}")
                     .arg(QLatin1String(key));
        return false;
    }
    for (int side = 0; side < 2; ++side) {
        const QString what =
            QStringLiteral("%1 %2").arg(QLatin1String(kSideKeys[side]), QLatin1String(key));
        if (!readSquares(v.toObject().value(QLatin1String(kSideKeys[side])), m, what, out[side],
                         error))
            return false;
        if (out[side].isEmpty()) {
            *error = QStringLiteral("%1: %2 has none")
                         .arg(QLatin1String(key), QLatin1String(kSideKeys[side]));
            return false;
        }
    }
    return true;
}

} // namespace

QString squareCode(Square s)
{
    if (!s.isValid() || s.x >= kMaxSize)
        return {};
    return QString(QChar(u'a' + s.x)) + QString::number(s.y + 1);
}

std::optional<Square> squareFromCode(const QString &code)
{
    if (code.size() < 2 || code.size() > 3)
        return std::nullopt;
    const QChar c = code.at(0);
    if (c < u'a' || c > u'z')
        return std::nullopt;
    bool ok = false;
    const int row = code.mid(1).toInt(&ok);
    if (!ok || row < 1 || code.at(1) == u'0' || code.at(1) == u'+')
        return std::nullopt;
    return Square{c.unicode() - u'a', row - 1};
}

QString dirCode(Dir d)
{
    switch (d) {
    case Dir::N:
        return QStringLiteral("n");
    case Dir::E:
        return QStringLiteral("e");
    case Dir::S:
        return QStringLiteral("s");
    case Dir::W:
        return QStringLiteral("w");
    }
    return {};
}

std::optional<Dir> dirFromCode(const QString &code)
{
    for (Dir d : kDirs)
        if (dirCode(d) == code)
            return d;
    return std::nullopt;
}

Dir opposite(Dir d)
{
    switch (d) {
    case Dir::N:
        return Dir::S;
    case Dir::E:
        return Dir::W;
    case Dir::S:
        return Dir::N;
    case Dir::W:
        return Dir::E;
    }
    return Dir::N;
}

Square stepFrom(Square s, Dir d, int n)
{
    switch (d) {
    case Dir::N:
        return {s.x, s.y + n};
    case Dir::E:
        return {s.x + n, s.y};
    case Dir::S:
        return {s.x, s.y - n};
    case Dir::W:
        return {s.x - n, s.y};
    }
    return s;
}

std::optional<Dir> dirTowards(Square from, Square to)
{
    if (from == to)
        return std::nullopt;
    if (from.x == to.x)
        return to.y > from.y ? Dir::N : Dir::S;
    if (from.y == to.y)
        return to.x > from.x ? Dir::E : Dir::W;
    return std::nullopt;
}

int distance(Square a, Square b)
{
    return qAbs(a.x - b.x) + qAbs(a.y - b.y);
}

int LwMap::zoneOf(Square s) const
{
    for (int side = 0; side < 2; ++side)
        if (zones[side].contains(s))
            return side;
    return -1;
}

int LwMap::castleOf(Square s) const
{
    for (int side = 0; side < 2; ++side)
        if (castles[side].contains(s))
            return side;
    return -1;
}

void LwMap::writeJson(QJsonObject &o) const
{
    o.insert(QStringLiteral("width"), width);
    o.insert(QStringLiteral("height"), height);
    o.insert(QStringLiteral("zones"), QJsonObject{{QStringLiteral("red"), squaresJson(zones[0])},
                                                  {QStringLiteral("blue"), squaresJson(zones[1])}});
    o.insert(QStringLiteral("castles"),
             QJsonObject{{QStringLiteral("red"), squaresJson(castles[0])},
                         {QStringLiteral("blue"), squaresJson(castles[1])}});
    o.insert(QStringLiteral("blocked"), squaresJson(blocked));
}

std::optional<LwMap> LwMap::fromJson(const QJsonObject &o, QString *error)
{
    LwMap m;
    for (const auto &[key, member] :
         {std::pair{"width", &LwMap::width}, std::pair{"height", &LwMap::height}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!isWhole(v, kMinSize, kMaxSize)) {
            *error = QStringLiteral("the map's \"%1\" must be a whole number of squares from %2 "
                                    "to %3")
                         .arg(QLatin1String(key))
                         .arg(kMinSize)
                         .arg(kMaxSize);
            return std::nullopt;
        }
        m.*member = v.toInt();
    }
    if (!readSides(o, "zones", m, m.zones, error) || !readSides(o, "castles", m, m.castles, error))
        return std::nullopt;
    if (!readSquares(o.value(QStringLiteral("blocked")), m, QStringLiteral("blocked"), m.blocked,
                     error))
        return std::nullopt;
    for (Square s : m.zones[0]) {
        if (m.zones[1].contains(s)) {
            *error = QStringLiteral("%1 is in both deployment zones").arg(squareCode(s));
            return std::nullopt;
        }
    }
    for (Square s : m.castles[0]) {
        if (m.castles[1].contains(s)) {
            *error = QStringLiteral("%1 is both sides' Castle").arg(squareCode(s));
            return std::nullopt;
        }
    }
    for (Square s : m.blocked) {
        if (m.zoneOf(s) >= 0 || m.castleOf(s) >= 0) {
            *error = QStringLiteral("%1 cannot be entered, so it cannot be in a deployment zone "
                                    "or be a Castle")
                         .arg(squareCode(s));
            return std::nullopt;
        }
    }
    return m;
}

LwMap LwMap::defaultMap()
{
    LwMap m;
    m.width = 7;
    m.height = 8;
    for (int y : {0, 1})
        for (int x = 0; x < m.width; ++x)
            m.zones[0].append({x, y});
    for (int y : {m.height - 2, m.height - 1})
        for (int x = 0; x < m.width; ++x)
            m.zones[1].append({x, y});
    m.castles[0] = {{m.width / 2, 0}};
    m.castles[1] = {{m.width / 2, m.height - 1}};
    return m;
}

} // namespace kbz::lw
