// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QString>
#include <memory>
#include <optional>

namespace kbz::lc {

// The two kinds of chess card: ARMS cards stay on the field and attack their pattern, MOVE cards
// move the owner's piece to one square of their pattern when played.
enum class CardType { Arms, Move };

QString cardTypeCode(CardType type); // "arms" / "move"
std::optional<CardType> cardTypeFromCode(const QString &code);

// One chess card as printed. Pattern offsets are (dx, dy) as the card's OWNER sees the board:
// dx > 0 = to the owner's right, dy > 0 = forward (toward the opponent's side of the table).
struct LcCard
{
    QString id; // stable, lower-case, e.g. "pawn-step"
    LocalizedName name;
    CardType type = CardType::Move;
    QList<QPoint> pattern;
    bool attackPhase = true; // usable in the attack phase (the circle mark)
    bool escapePhase = true; // usable in the escape phase (JSON default: true for MOVE only)
    LocalizedName text;      // optional effect text

    bool isMove() const { return type == CardType::Move; }
    bool isArms() const { return type == CardType::Arms; }

    QJsonObject toJson() const;
    // Reads one card; returns std::nullopt and sets *error ("what is wrong") when malformed.
    static std::optional<LcCard> fromJson(const QJsonValue &value, QString *error);
    friend bool operator==(const LcCard &, const LcCard &) = default;
};

// The id of the one card with a special rule (swap with a field card when played).
inline constexpr const char pawnStepId[] = "pawn-step";

// A card set: the cards both colours' decks hold (one copy of each per player).
class LcCardLibrary final
{
public:
    LcCardLibrary() = default;
    explicit LcCardLibrary(QList<LcCard> cards);

    const QList<LcCard> &cards() const { return m_cards; }
    const LcCard *find(const QString &id) const;
    bool isEmpty() const { return m_cards.isEmpty(); }

    QJsonArray toJson() const;
    // Parses a JSON array of cards. On error returns std::nullopt and sets *error to a sentence
    // naming the card index and the problem ("card 2: \"pattern\" must be ...").
    static std::optional<LcCardLibrary> fromJson(const QJsonValue &value, QString *error);
    // Parses a JSON document (file contents).
    static std::optional<LcCardLibrary> fromJsonText(const QByteArray &text, QString *error);
    // The shipped library (resource :/cards/lethal-checkmate.json).
    static const LcCardLibrary &shipped();

    friend bool operator==(const LcCardLibrary &, const LcCardLibrary &) = default;

private:
    QList<LcCard> m_cards;
};

using LibraryPtr = std::shared_ptr<const LcCardLibrary>;

} // namespace kbz::lc
