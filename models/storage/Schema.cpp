// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Schema.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

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
// first seen. Portable SQL: the PostgreSQL backend runs the same statements. The players of an
// older file are made from the names its games were played with (linkStoredPlayers below).
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

// One player per distinct name of the stored seats (trimmed and in Unicode NFC, as
// playerNameKey() compares them: the same name is the same player), created when the first game
// with that name started, and every seat linked to its player. A seat whose name is empty once
// trimmed stays unlinked. Done here rather than in SQL because SQL's TRIM knows only the ASCII
// space, and a Japanese table types U+3000.
bool linkStoredPlayers(QSqlDatabase &db, QString *error)
{
    QSqlQuery seats(db);
    seats.setForwardOnly(true);
    if (!seats.exec(QStringLiteral(
            "SELECT gp.game_id, gp.seat, gp.name, g.started_at FROM game_players gp JOIN games g "
            "ON g.id = gp.game_id ORDER BY g.started_at, gp.game_id, gp.seat"))) {
        *error = seats.lastError().text();
        return false;
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO players (name, created_at) VALUES (?, ?)"));
    QSqlQuery link(db);
    link.prepare(
        QStringLiteral("UPDATE game_players SET player_id = ? WHERE game_id = ? AND seat = ?"));
    QHash<QString, qint64> ids;
    while (seats.next()) {
        const QString name = playerNameKey(seats.value(2).toString());
        if (name.isEmpty())
            continue;
        qint64 id = ids.value(name);
        if (id == 0) {
            insert.addBindValue(name);
            insert.addBindValue(seats.value(3).toString());
            if (!insert.exec()) {
                *error = insert.lastError().text();
                return false;
            }
            id = insert.lastInsertId().toLongLong();
            ids.insert(name, id);
        }
        link.addBindValue(id);
        link.addBindValue(seats.value(0));
        link.addBindValue(seats.value(1));
        if (!link.exec()) {
            *error = link.lastError().text();
            return false;
        }
    }
    return true;
}

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

bool migrate(QSqlDatabase &db, int fromVersion, QString *error, int toVersion)
{
    // Each step upgrades exactly one version; later versions append a case here.
    for (int v = fromVersion; v < toVersion; ++v) {
        bool ok = false;
        switch (v) {
        case 0:
            ok = run(db, kVersion1, error);
            break;
        case 1:
            ok = run(db, kVersion2, error);
            break;
        case 2:
            ok = run(db, kVersion3, error);
            break;
        case 3:
            ok = run(db, kVersion4, error);
            break;
        case 4:
            ok = run(db, kVersion5, error) && linkStoredPlayers(db, error);
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
