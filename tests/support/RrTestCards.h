// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Rook & Raiders cards made up for the tests (the shipped library holds only the rulebook's
// figures). Include it as "../support/RrTestCards.h".
#include "rookraiders/RrCard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace kbztest {

// Every test card, by id.
inline QJsonArray rrAllTestCards()
{
    const QByteArray json = R"([
      {"id":"t-fighter","name":{"en":"Test Fighter","ja":"テスト戦士"},"type":"unit","hp":2,
       "move":2,"range":[[-1,0],[-2,0]],"skill":"dice","modifier":1},
      {"id":"t-blade","name":{"en":"Test Blade","ja":"テスト剣士"},"type":"unit","hp":3,
       "move":1,"range":[[-1,0],[-1,-1],[-1,1]],"skill":"fixed","amount":1,"times":2},
      {"id":"t-healer","name":{"en":"Test Healer","ja":"テスト僧"},"type":"unit","hp":2,
       "move":1,"range":"board","skill":"heal","amount":1,"times":3},
      {"id":"t-singer","name":{"en":"Test Singer","ja":"テスト詩人"},"type":"unit","hp":2,
       "move":1,"range":"board","skill":"bard"},
      {"id":"t-squire","name":{"en":"Test Squire","ja":"テスト従者"},"type":"unit","hp":2,
       "move":2,"range":[[-1,0]],"skill":"dice","modifier":0,"levelUp":true,
       "upgrade":"t-knight"},
      {"id":"t-knight","name":{"en":"Test Knight","ja":"テスト騎士"},"type":"unit","hp":3,
       "move":2,"range":[[-1,0]],"skill":"dice","modifier":1},
      {"id":"t-imp","name":{"en":"Test Imp","ja":"テスト小鬼"},"type":"monster","hp":2,
       "defence":7,"move":2,"range":[[1,0]],"targeting":"single","damage":1,"threat":2,
       "colour":"blue"},
      {"id":"t-brute","name":{"en":"Test Brute","ja":"テスト巨人"},"type":"monster","hp":3,
       "defence":9,"move":1,"range":[[1,0],[1,-1],[1,1]],"targeting":"single","damage":2,
       "threat":3,"colour":"blue"},
      {"id":"t-wyrm","name":{"en":"Test Wyrm","ja":"テスト竜"},"type":"monster","hp":4,
       "defence":10,"move":1,"range":[[1,0],[1,-1],[1,1],[2,0]],"targeting":"area",
       "damage":1,"threat":5,"colour":"red"},
      {"id":"t-runner","name":{"en":"Test Runner","ja":"テスト走者"},"type":"monster","hp":1,
       "defence":5,"move":3,"range":[[1,0]],"targeting":"single","damage":1,"threat":1,
       "colour":"blue"}
    ])";
    return QJsonDocument::fromJson(json).array();
}

// The test cards `ids`, in that order, then (withShipped) the shipped library.
inline QJsonArray rrTestCards(const QStringList &ids, bool withShipped = true)
{
    const QJsonArray all = rrAllTestCards();
    QJsonArray out;
    for (const QString &id : ids)
        for (const QJsonValue &v : all)
            if (v.toObject().value(QStringLiteral("id")).toString() == id)
                out.append(v);
    if (withShipped)
        for (const QJsonValue &v : kbz::rr::RrCardLibrary::shipped().toJson())
            out.append(v);
    return out;
}

} // namespace kbztest
