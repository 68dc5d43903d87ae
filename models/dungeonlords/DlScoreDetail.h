// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlScore.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// Helpers DlScore.cpp and DlScoreModel.cpp share; not part of the score sheet's interface
// (include DlScore.h or DlScoreModel.h).
namespace kbz::dl::detail {

// The counts' JSON keys, in one place (the "score" step's payload uses them).
inline const QString kRooms = QStringLiteral("rooms");
inline const QString kTunnels = QStringLiteral("tunnels");
inline const QString kMonsters = QStringLiteral("monsters");
inline const QString kPrisoners = QStringLiteral("prisoners");
inline const QString kPaladins = QStringLiteral("paladins");
inline const QString kConquered = QStringLiteral("conquered");
inline const QString kUnpaidTaxes = QStringLiteral("unpaidTaxes");
inline const QString kEvil = QStringLiteral("evil");
inline const QString kImps = QStringLiteral("imps");
inline const QString kGoldFood = QStringLiteral("goldFood");
inline const QString kUnconquered = QStringLiteral("unconquered");
inline const QString kExtra = QStringLiteral("extra");
inline const QString kTitles = QStringLiteral("titles");
inline const QString kSole = QStringLiteral("sole");
inline const QString kTied = QStringLiteral("tied");

// Known title ids of a JSON list, in sheet order, without repeats.
QStringList titleList(const QJsonValue &v);
// {"sole": [ids], "tied": [ids]}
QJsonObject titlesJson(const QStringList &sole, const QStringList &tied);
// The sheet of these counts: titles (then the per-seat overrides, {} = none), points, ranks.
DlScoreSheetData buildSheet(const QList<DlScoreCounts> &counts, const DlScoreValues &values,
                            const QList<QJsonObject> &titleOverrides);

} // namespace kbz::dl::detail
