// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"
#include "core/Finding.h"
#include "core/GameConfig.h"
#include "core/GameResult.h"
#include "core/Step.h"

#include <QDateTime>
#include <QHash>
#include <QVariant>
#include <functional>
#include <optional>

class QSqlQuery;

namespace kbz {

// One recorded step as the journal keeps it.
struct StepRecord
{
    int seq = 0; // 1, 2, ... in the order of recording (undone steps keep theirs)
    Step step;
    QList<Finding> findings; // what the validators said when it was recorded
    bool overridden = false; // recorded although it had warnings
    QDateTime recordedAt;
};

// An undo or redo, journaled like a step so that a restart restores the undo history.
struct UndoMark
{
    enum class Op { Undo, Redo };
    Op op = Op::Undo;
    int stepSeq = 0;  // the step undone or redone
    int afterSeq = 0; // the last recorded step when the mark was made (orders marks among steps)
    QDateTime recordedAt;
};

// How far a writer has read a game's journal: its highest step seq and how many undo marks it has.
// On a server, where several laptops record one game, a step or mark is stored only if the game
// is still there (Journal::appendStep's compare-and-set); else DbError::Code::Conflict.
struct JournalPosition
{
    int lastSeq = 0;
    int marks = 0;
};

enum class GameStatus { Active, Finished, Abandoned };
QString gameStatusCode(GameStatus s);
GameStatus gameStatusFromCode(const QString &code);

struct GameSummary
{
    qint64 id = 0;
    QString kind; // engine id
    QString title;
    GameConfig config;
    GameStatus status = GameStatus::Active;
    QDateTime startedAt;
    QDateTime updatedAt;
    QDateTime endedAt;
    QString endedHow;
    int stepCount = 0;
    QList<int> winners; // seats of the winners of a finished game, ascending
    // A game started from a step of another ("New game from here"): the origin game and how many
    // of its steps were copied; 0 for every other game (schema 4).
    qint64 branchedFromGame = 0;
    int branchedAtStep = 0;
    // The game's identity wherever it is copied (schema 6; empty in an older file opened to read).
    QString uuid;
};

struct GameRecord
{
    GameSummary summary;
    QList<StepRecord> steps; // by seq
    QList<UndoMark> marks;   // in the order they were made
    std::optional<GameResult> result;
};

// One step at a time for Journal::importGame: fills *record and returns true; at the end
// returns false with *error empty; on a failure (or a cancel) returns false with *error set, and
// nothing is stored.
using StepSource = std::function<bool(StepRecord *record, QString *error)>;

// Reads and writes games in a Database. Every write is one transaction that has committed when
// the call returns true; on false nothing was written. The clock is injectable for tests.
class Journal final
{
public:
    using Clock = std::function<QDateTime()>;

    explicit Journal(Database &db, Clock clock = {});

    // Creates a game; returns its id, or 0 on failure.
    qint64 createGame(const QString &kind, const GameConfig &config, const QString &title,
                      DbError *error);
    // Stores a whole game (an imported journal file) in one transaction; returns its id or 0.
    // `journalHash` (JournalFile::contentHash) lets findImported() recognise the file later;
    // `uuid` is the game's identity from the file's header (empty: a new one is made).
    // `startedAt` is when the game was started (the header's "started"; invalid: now); the game
    // was last updated (and, finished, ended) when its last step was recorded (each record's
    // recordedAt: the file's "at", or now).
    qint64 importGame(const QString &kind, const GameConfig &config, const QString &title,
                      const QList<StepRecord> &steps, const std::optional<GameResult> &result,
                      DbError *error, const QByteArray &journalHash = {}, const QString &uuid = {},
                      const QDateTime &startedAt = {});
    // The same, pulling the steps from `next` one at a time (a long journal is never held whole).
    qint64 importGame(const QString &kind, const GameConfig &config, const QString &title,
                      const StepSource &next, const std::optional<GameResult> &result,
                      DbError *error, const QByteArray &journalHash = {}, const QString &uuid = {},
                      const QDateTime &startedAt = {});
    // Stores a game branched from `originId` after its first `atStep` steps (TimeTravel's
    // branchGame checks and replays them): as importGame, plus the link to its origin and the
    // bookmarks of the copied steps (keyed by the new seqs), all in one transaction. The result
    // is asked for once every step has been pulled.
    qint64 branchGame(const QString &kind, const GameConfig &config, const QString &title,
                      qint64 originId, int atStep, const StepSource &next,
                      const std::function<std::optional<GameResult>()> &resultAfter,
                      const QHash<int, QString> &bookmarks, DbError *error);
    // Appends a step. `result` is the game's result after the step (stored, or cleared).
    //
    // On a server, with `expected`: a compare-and-set. The game's row is locked for the
    // transaction and the step stored only if the game's journal is still at `expected` (no step
    // and no mark was added by another Kibitzer since this writer read it); else nothing is
    // written and *error is DbError::Code::Conflict. Steps are keyed (game_id, seq), so even a
    // writer without `expected` never stores a seq twice. A COMMIT that fails because the
    // connection dropped (the server may have committed it before it went) is settled: connected
    // again, the step is looked up and reported stored if the server has it, else not, so the
    // step in flight is either committed once or reported as not recorded.
    bool appendStep(qint64 gameId, const StepRecord &record,
                    const std::optional<GameResult> &result, DbError *error,
                    const JournalPosition *expected = nullptr);
    // Appends an undo/redo mark, with the game's result after it (the same compare-and-set).
    bool appendMark(qint64 gameId, const UndoMark &mark, const std::optional<GameResult> &result,
                    DbError *error, const JournalPosition *expected = nullptr);
    bool setStatus(qint64 gameId, GameStatus status, DbError *error);
    bool renameGame(qint64 gameId, const QString &title, DbError *error);

    // The games, most recently updated first; `limit` of them from `offset` (-1: all).
    QList<GameSummary> listGames(DbError *error, int limit = -1, int offset = 0) const;
    std::optional<GameRecord> loadGame(qint64 gameId, DbError *error) const;
    // The same in parts, so that a long game is never held whole: the summary and result (no
    // steps, no marks), the marks, and the steps in seq order, one at a time, checked as
    // loadGame checks them (a damaged row is refused with the game and step named). `each`
    // returning false stops the walk (forEachStep then returns true).
    std::optional<GameRecord> loadGameHeader(qint64 gameId, DbError *error) const;
    std::optional<QList<UndoMark>> loadMarks(qint64 gameId, DbError *error) const;
    bool forEachStep(qint64 gameId, const std::function<bool(const StepRecord &)> &each,
                     DbError *error) const
    {
        return forEachStep(gameId, 0, each, error);
    }
    // The steps after seq `afterSeq` only (a follower reads what is new).
    bool forEachStep(qint64 gameId, int afterSeq,
                     const std::function<bool(const StepRecord &)> &each, DbError *error) const;
    // One stored step (by seq), for a reader that recomputes a state it did not keep.
    std::optional<StepRecord> loadStep(qint64 gameId, int seq, DbError *error) const;
    // A step's bookmark name (by seq; schema 4): an empty name removes the bookmark.
    bool setBookmark(qint64 gameId, int seq, const QString &name, DbError *error);
    // Every bookmark of a game, by seq.
    std::optional<QHash<int, QString>> loadBookmarks(qint64 gameId, DbError *error) const;
    // The game imported from a journal with this content hash (the oldest if several), or 0
    // when there is none (or on error: *error is set then).
    qint64 findImported(const QByteArray &journalHash, DbError *error) const;
    // The game of this UUID (schema 6), or 0 when there is none (or on error: *error is set).
    qint64 findByUuid(const QString &uuid, DbError *error) const;
    // Club history (ClubSync): the seats of the games stored from now on whose name
    // (schema::playerNameKey) is a key here are linked to that player instead of the player of
    // their own name (a name the user mapped to an existing player); the seat keeps its name.
    void setPlayerLinks(const QHash<QString, qint64> &links) { m_playerLinks = links; }
    // Records the content hash of a game's journal when it has none (ClubSync: a game recorded
    // in the app becomes known by it). On a server, where the hash is unique, a game whose
    // journal another game already has keeps none.
    bool setJournalHash(qint64 gameId, const QByteArray &journalHash, DbError *error);
    // "There is no game ID.": what loadGame() says of an unknown id, for callers that know it
    // before asking (no database yet).
    static DbError noSuchGame(qint64 gameId);

    // On a server, every step and undo mark committed to a game is announced on this
    // LISTEN/NOTIFY channel with the game's id as payload (GameWatch listens).
    static constexpr char kGameChannel[] = "kibitzer_game";

    QDateTime now() const { return m_clock(); }
    Database &database() { return m_db; }

private:
    qint64 insertGame(const QString &kind, const GameConfig &config, const QString &title,
                      QString *error, const QByteArray &journalHash = {}, const QString &uuid = {},
                      const QDateTime &startedAt = {});
    bool insertStep(QSqlQuery &insert, qint64 gameId, const StepRecord &record, QString *error);
    void prepareInsertStep(QSqlQuery &insert) const;
    bool notifyChanged(qint64 gameId, QString *error);
    bool checkPosition(qint64 gameId, const JournalPosition *expected, QString *error,
                       bool *conflict);
    // After a step or mark whose transaction failed: a conflict is reported as one; a COMMIT lost
    // on a server is settled by asking whether `storedQuery` finds the row; else not written.
    bool settleFailedWrite(qint64 gameId, bool conflict, bool commitFailed,
                           const QString &storedQuery, const QVariantList &values, DbError *error);
    static DbError conflictError(qint64 gameId);
    bool writeResult(qint64 gameId, const std::optional<GameResult> &result, const QDateTime &at,
                     QString *error);
    template <typename F> bool transaction(F &&body, DbError *error, bool *commitFailed = nullptr);

    Database &m_db;
    Clock m_clock;
    QHash<QString, qint64> m_playerLinks;
};

} // namespace kbz
