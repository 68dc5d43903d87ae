// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "storage/CardStore.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>
#include <memory>
#include <optional>

namespace kbz {

// A game's editable card library as the shared code sees it (core/GameModule::cardLibrary()):
// the CLI's `cards export/import` and the New Game dialog's card count go through it, whatever
// the game's card type. CardLibraryOf below implements it over a game's *CardLibraryStore.h.
class GameCardLibrary
{
public:
    virtual ~GameCardLibrary() = default;

    // The game kind the cards are stored under (the engine id).
    virtual QString kind() const = 0;

    // The table's library, each card as its JSON: the "cards" option of a game's config.
    virtual std::optional<QJsonArray> loadJson(CardStore &store, DbError *error) const = 0;
    // The table's library as a card file (storage/CardLibraryFile.h).
    virtual std::optional<QByteArray> exportFile(CardStore &store, DbError *error) const = 0;

    // A whole card file, checked and parsed (before any database is opened).
    class Parsed
    {
    public:
        virtual ~Parsed() = default;
        virtual int size() const = 0; // the file's cards
    };
    // nullptr and *why (one English sentence) when the file cannot be imported.
    virtual std::unique_ptr<Parsed> parseFile(const QByteArray &text, QString *why) const = 0;

    struct Imported
    {
        enum class Status { Ok, Refused, DatabaseError };
        Status status = Status::Ok;
        QString problem; // Refused: why the merged library cannot be stored
        DbError error;   // DatabaseError
        int added = 0;
        int replaced = 0;
        int total = 0; // the library's cards afterwards
    };
    // Merges `cards` into the table's library (same id = replaced; `replace`: the file becomes
    // the library) and stores it in one transaction.
    virtual Imported import(CardStore &store, const Parsed &cards, bool replace) const = 0;
};

// GameCardLibrary over a game's card library type and the functions of its
// *CardLibraryStore.h (cardFileText, mergeCards and saveCardLibrary are found by argument-
// dependent lookup in the game's namespace).
template <typename Library> class CardLibraryOf final : public GameCardLibrary
{
public:
    using Load = std::optional<Library> (*)(CardStore &, DbError *);
    using Parse = std::optional<Library> (*)(const QByteArray &, QString *);
    // Why a merged library cannot be stored (`file` the imported cards), "" when it can.
    using Problem = QString (*)(const Library &file, const Library &merged);

    CardLibraryOf(QString kind, Load load, Parse parse, Problem problem = nullptr)
        : m_kind(std::move(kind))
        , m_load(load)
        , m_parse(parse)
        , m_problem(problem)
    {}

    QString kind() const override { return m_kind; }

    std::optional<QJsonArray> loadJson(CardStore &store, DbError *error) const override
    {
        if (const std::optional<Library> library = m_load(store, error))
            return library->toJson();
        return std::nullopt;
    }

    std::optional<QByteArray> exportFile(CardStore &store, DbError *error) const override
    {
        if (const std::optional<Library> library = m_load(store, error))
            return cardFileText(*library);
        return std::nullopt;
    }

    std::unique_ptr<Parsed> parseFile(const QByteArray &text, QString *why) const override
    {
        std::optional<Library> library = m_parse(text, why);
        if (!library)
            return nullptr;
        return std::make_unique<ParsedOf>(std::move(*library));
    }

    Imported import(CardStore &store, const Parsed &cards, bool replace) const override
    {
        const Library &incoming = static_cast<const ParsedOf &>(cards).library;
        Imported out;
        out.added = int(incoming.cards().size());
        Library result = incoming;
        if (!replace) {
            const std::optional<Library> current = m_load(store, &out.error);
            if (!current) {
                out.status = Imported::Status::DatabaseError;
                return out;
            }
            result = mergeCards(*current, incoming, &out.added, &out.replaced);
        }
        if (m_problem)
            out.problem = m_problem(incoming, result);
        if (!out.problem.isEmpty()) {
            out.status = Imported::Status::Refused;
            return out;
        }
        if (!saveCardLibrary(store, result, &out.error)) {
            out.status = Imported::Status::DatabaseError;
            return out;
        }
        out.total = int(result.cards().size());
        return out;
    }

private:
    struct ParsedOf final : Parsed
    {
        explicit ParsedOf(Library l)
            : library(std::move(l))
        {}
        int size() const override { return int(library.cards().size()); }
        Library library;
    };

    QString m_kind;
    Load m_load;
    Parse m_parse;
    Problem m_problem;
};

} // namespace kbz
