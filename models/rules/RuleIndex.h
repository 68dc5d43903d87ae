// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Glossary.h"
#include "core/Lang.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace kbz {

class RuleBook;

struct RuleHit
{
    QString ruleId;
    QString gameId;
    Lang lang = Lang::En;
    QString title;
    QString snippet;  // HTML: escaped plain text around the first match, matches in <b>...</b>
    double rank = 0.; // lower is better; hits are sorted by it. floor(rank / 1000) is the tier:
                      // 0 exact id, 1 id prefix, 2 every term in the title, 3 some term in the
                      // title, 4 body or section title only, 5 some term only inside longer
                      // words (向き only in 表向き); the rest is SQLite's bm25. A term is in the
                      // title (tiers 2, 3) only as a whole word, not inside a longer one.
};

// Full-text search over the rules of a RuleBook, both languages, for search-as-you-type.
// An in-memory SQLite database with an FTS5 table using the trigram tokenizer (substring
// matches in Japanese and English alike); terms shorter than 3 characters fall back to substring
// tests. The index owns its own uniquely named QSqlDatabase connection and removes it when
// destroyed. Like every QSqlDatabase connection it must be used from the thread that built it.
class RuleIndex final
{
public:
    RuleIndex();
    explicit RuleIndex(const RuleBook &book); // builds at once; see isReady()
    ~RuleIndex();
    RuleIndex(const RuleIndex &) = delete;
    RuleIndex &operator=(const RuleIndex &) = delete;

    // (Re)builds the index from all rules of the book. One row per rule per language.
    bool build(const RuleBook &book);
    bool isReady() const { return m_ready; }
    QString errorString() const { return m_error; }
    int rowCount() const { return m_rows; }
    qint64 buildTimeUs() const { return m_buildTimeUs; } // of the last build()
    QString connectionName() const { return m_connection; }

    // With a glossary, a query word (or run of words) that is a game term also matches its
    // other-language forms: "冒険者" finds "adventurer" in the English book and "adventurer"
    // finds 冒険者 in the Japanese one, whichever language is searched. Without one (the
    // default), words match only themselves.
    void setGlossary(const Glossary &glossary) { m_glossary = glossary; }
    const Glossary &glossary() const { return m_glossary; }

    // Words of the query (separated by white space) must all match, anywhere in the title, the
    // text or the section title, case-insensitively; a word may be the start or any part of a
    // word. A rule id (or the start of one) typed in finds that rule first. Title matches rank
    // above text matches, and rules that have every word whole rank above those that have one
    // only inside a longer word: a Japanese word that starts with a kanji (katakana) preceded by
    // a kanji (katakana), an English one preceded by a letter (isWholeAt). With a glossary
    // (setGlossary) a word that is a term of a game matches its other-language forms in that
    // game's rules (every game's, for a term of all games). No lang / empty game = all.
    // limit <= 0 = no limit. An empty query finds nothing. Never fails on user input: FTS5 syntax
    // characters are quoted.
    QList<RuleHit> search(const QString &query, std::optional<Lang> lang = std::nullopt,
                          const QString &gameId = {}, int limit = 50) const;

    // The normalized search terms of a query (NFKC, lower case, quotes dropped, deduplicated).
    static QStringList terms(const QString &query);
    // Whether `word` found at `at` in `text` starts a word there rather than continuing a longer
    // one: "向き" in "の向き" or "向き補正" but not in "表向き", "fire" in "the fire" but not
    // in "campfire". A word that starts with hiragana or a symbol is always whole.
    static bool isWholeAt(const QString &text, qsizetype at, const QString &word);

private:
    // The hits of `groups` (a query's words grouped for search, see Glossary::expandQuery) in
    // `gameId`'s rules ("" = all), each with its place in the book, appended to `out`; false on
    // an SQL error (errorString()).
    bool searchGame(const QStringList &terms, std::optional<Lang> lang, const QString &gameId,
                    const QList<QStringList> &groups, QList<std::pair<RuleHit, int>> *out) const;

    QStringList m_games; // the games indexed, in book order
    QString m_connection;
    mutable QString m_error; // of the last build() or search()
    bool m_ready = false;
    int m_rows = 0;
    qint64 m_buildTimeUs = 0;
    Glossary m_glossary;
};

} // namespace kbz
