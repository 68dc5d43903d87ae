// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Schema.h"

#include <QHash>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <algorithm>

namespace kbz::schema {

namespace {

// Version 1: games, players, the append-only step journal, undo/redo marks, results and the
// editable card libraries. Times are ISO 8601 UTC strings; JSON columns hold compact JSON.
const char *const kVersion1[] = {
    R"(CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        kind        TEXT NOT NULL,
        title       TEXT NOT NULL DEFAULT '',
        variant     TEXT NOT NULL DEFAULT '',
        config      TEXT NOT NULL,
        status      TEXT NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'finished', 'abandoned')),
        started_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        ended_at    TEXT,
        ended_how   TEXT,
        result      TEXT
    ))",
    R"(CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL CHECK (seat >= 0),
        name    TEXT NOT NULL,
        colour  TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (game_id, seat)
    ))",
    R"(CREATE TABLE steps (
        game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL CHECK (seq >= 1),
        kind        TEXT NOT NULL,
        actor       INTEGER,
        payload     TEXT NOT NULL DEFAULT '{}',
        findings    TEXT NOT NULL DEFAULT '[]',
        overridden  INTEGER NOT NULL DEFAULT 0 CHECK (overridden IN (0, 1)),
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ))",
    // The journal is append-only: a recorded step is never rewritten.
    R"(CREATE TRIGGER steps_append_only BEFORE UPDATE ON steps
       BEGIN SELECT RAISE(ABORT, 'steps are append-only'); END)",
    R"(CREATE TABLE undo_marks (
        id          INTEGER PRIMARY KEY,
        game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        op          TEXT NOT NULL CHECK (op IN ('undo', 'redo')),
        step_seq    INTEGER NOT NULL,
        after_seq   INTEGER NOT NULL,
        recorded_at TEXT NOT NULL
    ))",
    R"(CREATE TRIGGER undo_marks_append_only BEFORE UPDATE ON undo_marks
       BEGIN SELECT RAISE(ABORT, 'undo marks are append-only'); END)",
    "CREATE INDEX undo_marks_by_game ON undo_marks(game_id, after_seq, id)",
    R"(CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL,
        score   REAL,
        rank    INTEGER,
        winner  INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
        PRIMARY KEY (game_id, seat)
    ))",
    R"(CREATE TABLE cards (
        game_kind  TEXT NOT NULL,
        card_id    TEXT NOT NULL,
        data       TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (game_kind, card_id)
    ))",
    "CREATE INDEX games_by_update ON games(updated_at DESC)",
};

// Version 2: the card libraries keep the order the table gave them (`ord`, 0-based per game
// kind). Existing cards keep the order they were inserted in.
const char *const kVersion2[] = {
    "ALTER TABLE cards ADD COLUMN ord INTEGER NOT NULL DEFAULT 0",
    R"(UPDATE cards SET ord = (SELECT count(*) FROM cards c2
        WHERE c2.game_kind = cards.game_kind AND c2.rowid < cards.rowid))",
    "CREATE INDEX cards_by_order ON cards(game_kind, ord)",
};

// Version 3: a game imported from a journal file keeps the SHA-256 of the normalised journal
// (JournalFile::contentHash), so that opening the same file again opens that game instead of
// importing a duplicate. Games started in the app, and games imported before, have none.
const char *const kVersion3[] = {
    "ALTER TABLE games ADD COLUMN journal_hash TEXT",
    "CREATE INDEX games_by_journal_hash ON games(journal_hash)",
};

// Version 4 (time travel, issue 22): a game started from a step of another ("New game from
// here") names its origin game and the step it was branched at (NULL for every other game, and
// for every game of an older file); a step can carry a bookmark name. Bookmarks are notes on the
// append-only steps, so they live in their own table keyed by the step's seq and can be renamed
// or removed.
const char *const kVersion4[] = {
    "ALTER TABLE games ADD COLUMN branched_from_game INTEGER",
    "ALTER TABLE games ADD COLUMN branched_at_step INTEGER",
    R"(CREATE TABLE bookmarks (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq     INTEGER NOT NULL CHECK (seq >= 1),
        name    TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ))",
};

// Version 5 (play history, issue 19): the players of the table, each seat of a game linked to
// one. A player is a name (any Unicode, trimmed), an optional colour and avatar, and when it was
// first seen. PostgreSQL (kPgVersion5) maps INTEGER PRIMARY KEY to an identity column, as for
// every table. The players of an older file are made from the names its games were played with
// (linkStoredPlayers below).
const char *const kVersion5[] = {
    R"(CREATE TABLE players (
        id         INTEGER PRIMARY KEY,
        name       TEXT NOT NULL,
        colour     TEXT NOT NULL DEFAULT '',
        avatar     TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
    ))",
    "CREATE INDEX players_by_name ON players(name)",
    "ALTER TABLE game_players ADD COLUMN player_id INTEGER REFERENCES players(id)",
    "CREATE INDEX game_players_by_player ON game_players(player_id, game_id)",
};

// Version 6 (club history, issue 20): every game has a UUID (games.uuid, unique), its identity
// wherever it is copied: a journal file's header carries it (docs/journal-format.md, revision
// 1.4), so a game exported from one database and imported into another, or pushed to the club
// server and pulled to another laptop, is the same game. Every stored game gets one here
// (assignGameUuids), every new game when it is stored. And the indexes the history's filters and
// sorts use (HistoryModel, issue 19 item 6): the player filter looked a name up in game_players
// (it now goes by player_id, through version 5's game_players_by_player), the default sort and the
// date range read games by started_at, the game and status filters by kind and status (each ordered
// by started_at, the default sort, so a filtered page is read in order).
const char *const kVersion6[] = {
    "ALTER TABLE games ADD COLUMN uuid TEXT",
    "CREATE INDEX game_players_by_name ON game_players(name, game_id)",
    "CREATE INDEX games_by_start ON games(started_at)",
    "CREATE INDEX games_by_kind ON games(kind, started_at)",
    "CREATE INDEX games_by_status ON games(status, started_at)",
};
// After the UUIDs are assigned (a unique index over NULLs would not mind, but it is clearer).
const char *const kVersion6Unique[] = {
    "CREATE UNIQUE INDEX games_by_uuid ON games(uuid)",
};

// SQLite has no UUID function: one QUuid (version 4, random) per stored game, by one prepared
// UPDATE each (the whole migration of 18,000 games, indexes included: under 1 s, once;
// docs/performance.md).
bool assignGameUuids(QSqlDatabase &db, QString *error)
{
    QSqlQuery ids(db);
    ids.setForwardOnly(true);
    if (!ids.exec(QStringLiteral("SELECT id FROM games WHERE uuid IS NULL"))) {
        *error = ids.lastError().text();
        return false;
    }
    QList<qint64> all;
    while (ids.next())
        all.append(ids.value(0).toLongLong());
    ids.finish();
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE games SET uuid = ? WHERE id = ?"));
    for (qint64 id : std::as_const(all)) {
        update.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
        update.addBindValue(id);
        if (!update.exec()) {
            *error = update.lastError().text();
            return false;
        }
    }
    return true;
}

// One player per distinct name of the stored seats (trimmed and in Unicode NFC, as
// playerNameKey() compares them: the same name is the same player), created when the first game
// with that name started (ids in that order), and every seat linked to its player. A seat whose
// name is empty once trimmed stays unlinked. Names are compared here rather than in SQL because
// SQL's TRIM knows only the ASCII space, and a Japanese table types U+3000. The seats are linked
// by one UPDATE through a temporary table of the distinct names (16,000 games: one statement,
// not 64,000).
bool linkStoredPlayers(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    auto fail = [&](const QSqlQuery &failed) {
        *error = failed.lastError().text();
        return false;
    };
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT gp.name, min(g.started_at) FROM game_players gp JOIN games "
                               "g ON g.id = gp.game_id GROUP BY gp.name")))
        return fail(q);
    QMap<QString, QString> firstSeen; // player name -> when its first game started
    QHash<QString, QString> keyOf;    // stored name -> player name
    while (q.next()) {
        const QString raw = q.value(0).toString();
        const QString key = playerNameKey(raw);
        if (key.isEmpty())
            continue;
        keyOf.insert(raw, key);
        const QString started = q.value(1).toString();
        const auto it = firstSeen.find(key);
        if (it == firstSeen.end() || started < *it)
            firstSeen.insert(key, started);
    }
    q.finish();
    QList<std::pair<QString, QString>> order; // (first seen, name)
    for (auto it = firstSeen.cbegin(); it != firstSeen.cend(); ++it)
        order.append({it.value(), it.key()});
    std::sort(order.begin(), order.end());
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO players (name, created_at) VALUES (?, ?)"));
    QHash<QString, qint64> ids;
    for (const auto &[started, name] : std::as_const(order)) {
        insert.addBindValue(name);
        insert.addBindValue(started);
        if (!insert.exec())
            return fail(insert);
        ids.insert(name, insert.lastInsertId().toLongLong());
    }
    if (!q.exec(QStringLiteral(
            "CREATE TEMPORARY TABLE seat_names (name TEXT PRIMARY KEY, player_id INTEGER)")))
        return fail(q);
    QSqlQuery name(db);
    name.prepare(QStringLiteral("INSERT INTO seat_names (name, player_id) VALUES (?, ?)"));
    for (auto it = keyOf.cbegin(); it != keyOf.cend(); ++it) {
        name.addBindValue(it.key());
        name.addBindValue(ids.value(it.value()));
        if (!name.exec())
            return fail(name);
    }
    if (!q.exec(QStringLiteral("UPDATE game_players SET player_id = (SELECT n.player_id FROM "
                               "seat_names n WHERE n.name = game_players.name)")) ||
        !q.exec(QStringLiteral("DROP TABLE seat_names")))
        return fail(q);
    return true;
}

// The same versions on PostgreSQL (docs/club.md). Where SQLite writes INTEGER PRIMARY KEY (a
// rowid alias), PostgreSQL has a BIGINT identity column; RAISE(ABORT) triggers are one plpgsql
// function; REAL (8 bytes in SQLite) is DOUBLE PRECISION. Version 1 also creates the meta table
// that holds what SQLite keeps in its header.
const char *const kPgVersion1[] = {
    R"(CREATE TABLE kibitzer_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    ))",
    R"(CREATE TABLE games (
        id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        kind        TEXT NOT NULL,
        title       TEXT NOT NULL DEFAULT '',
        variant     TEXT NOT NULL DEFAULT '',
        config      TEXT NOT NULL,
        status      TEXT NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'finished', 'abandoned')),
        started_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        ended_at    TEXT,
        ended_how   TEXT,
        result      TEXT
    ))",
    R"(CREATE TABLE game_players (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL CHECK (seat >= 0),
        name    TEXT NOT NULL,
        colour  TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (game_id, seat)
    ))",
    R"(CREATE TABLE steps (
        game_id     BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL CHECK (seq >= 1),
        kind        TEXT NOT NULL,
        actor       INTEGER,
        payload     TEXT NOT NULL DEFAULT '{}',
        findings    TEXT NOT NULL DEFAULT '[]',
        overridden  INTEGER NOT NULL DEFAULT 0 CHECK (overridden IN (0, 1)),
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ))",
    R"(CREATE FUNCTION kibitzer_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION '% are append-only', TG_ARGV[0]; END $$)",
    R"(CREATE TRIGGER steps_append_only BEFORE UPDATE ON steps
       FOR EACH ROW EXECUTE FUNCTION kibitzer_append_only('steps'))",
    R"(CREATE TABLE undo_marks (
        id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game_id     BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        op          TEXT NOT NULL CHECK (op IN ('undo', 'redo')),
        step_seq    INTEGER NOT NULL,
        after_seq   INTEGER NOT NULL,
        recorded_at TEXT NOT NULL
    ))",
    R"(CREATE TRIGGER undo_marks_append_only BEFORE UPDATE ON undo_marks
       FOR EACH ROW EXECUTE FUNCTION kibitzer_append_only('undo marks'))",
    "CREATE INDEX undo_marks_by_game ON undo_marks(game_id, after_seq, id)",
    R"(CREATE TABLE results (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL,
        score   DOUBLE PRECISION,
        rank    INTEGER,
        winner  INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
        PRIMARY KEY (game_id, seat)
    ))",
    R"(CREATE TABLE cards (
        game_kind  TEXT NOT NULL,
        card_id    TEXT NOT NULL,
        data       TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (game_kind, card_id)
    ))",
    "CREATE INDEX games_by_update ON games(updated_at DESC)",
};

// No PostgreSQL database predates version 4, so the cards it orders are always none; the order
// is still given (by card id) so that the step means the same on both.
const char *const kPgVersion2[] = {
    "ALTER TABLE cards ADD COLUMN ord INTEGER NOT NULL DEFAULT 0",
    R"(UPDATE cards SET ord = n.ord FROM (SELECT game_kind, card_id,
        row_number() OVER (PARTITION BY game_kind ORDER BY card_id) - 1 AS ord FROM cards) n
        WHERE cards.game_kind = n.game_kind AND cards.card_id = n.card_id)",
    "CREATE INDEX cards_by_order ON cards(game_kind, ord)",
};

// Unique on a server: several importers of one journal at once (or an import retried) store it
// once; the loser of the race finds the winner's game (JournalImport).
const char *const kPgVersion3[] = {
    "ALTER TABLE games ADD COLUMN journal_hash TEXT",
    "CREATE UNIQUE INDEX games_by_journal_hash ON games(journal_hash)",
};

const char *const kPgVersion4[] = {
    "ALTER TABLE games ADD COLUMN branched_from_game BIGINT",
    "ALTER TABLE games ADD COLUMN branched_at_step INTEGER",
    R"(CREATE TABLE bookmarks (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq     INTEGER NOT NULL CHECK (seq >= 1),
        name    TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ))",
};

const char *const kPgVersion5[] = {
    R"(CREATE TABLE players (
        id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name       TEXT NOT NULL,
        colour     TEXT NOT NULL DEFAULT '',
        avatar     TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
    ))",
    "CREATE INDEX players_by_name ON players(name)",
    "ALTER TABLE game_players ADD COLUMN player_id BIGINT REFERENCES players(id)",
    "CREATE INDEX game_players_by_player ON game_players(player_id, game_id)",
};

// PostgreSQL makes the UUIDs itself (gen_random_uuid, built in since version 13), in one
// statement, and the column is NOT NULL from then on.
const char *const kPgVersion6[] = {
    "ALTER TABLE games ADD COLUMN uuid TEXT",
    "UPDATE games SET uuid = gen_random_uuid()::text",
    "ALTER TABLE games ALTER COLUMN uuid SET NOT NULL",
    "CREATE UNIQUE INDEX games_by_uuid ON games(uuid)",
    "CREATE INDEX game_players_by_name ON game_players(name, game_id)",
    "CREATE INDEX games_by_start ON games(started_at)",
    "CREATE INDEX games_by_kind ON games(kind, started_at)",
    "CREATE INDEX games_by_status ON games(status, started_at)",
};

template <std::size_t N>
bool run(QSqlDatabase &db, const char *const (&statements)[N], QString *error)
{
    QSqlQuery q(db);
    for (const char *sql : statements) {
        if (!q.exec(QString::fromUtf8(sql))) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

QString playerNameKey(const QString &name)
{
    return name.trimmed().normalized(QString::NormalizationForm_C);
}

bool migrate(QSqlDatabase &db, int fromVersion, QString *error, int toVersion, Backend backend)
{
    const bool pg = backend == Backend::Postgres;
    // Each step upgrades exactly one version; later versions append a case here.
    for (int v = fromVersion; v < toVersion; ++v) {
        bool ok = false;
        switch (v) {
        case 0:
            ok = pg ? run(db, kPgVersion1, error) : run(db, kVersion1, error);
            break;
        case 1:
            ok = pg ? run(db, kPgVersion2, error) : run(db, kVersion2, error);
            break;
        case 2:
            ok = pg ? run(db, kPgVersion3, error) : run(db, kVersion3, error);
            break;
        case 3:
            ok = pg ? run(db, kPgVersion4, error) : run(db, kVersion4, error);
            break;
        case 4:
            ok = (pg ? run(db, kPgVersion5, error) : run(db, kVersion5, error)) &&
                 linkStoredPlayers(db, error);
            break;
        case 5:
            ok = pg ? run(db, kPgVersion6, error)
                    : run(db, kVersion6, error) && assignGameUuids(db, error) &&
                          run(db, kVersion6Unique, error);
            break;
        default:
            *error = QStringLiteral("no migration from schema version %1").arg(v);
            return false;
        }
        if (!ok)
            return false;
    }
    return true;
}

} // namespace kbz::schema
