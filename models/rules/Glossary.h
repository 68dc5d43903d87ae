// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace kbz {

// One row of the glossary: a game term in English and the Japanese word its rulebook uses.
struct GlossaryEntry
{
    QString game;          // a game id (the engine id), or "" for every game ("all")
    QString en;            // "adventurer"
    QString ja;            // "冒険者"
    QString section;       // the rulebook section that uses the term (free text)
    QStringList forbidden; // Japanese variants the texts must not use ("囚人", "捕虜")
    int line = 0;          // 1-based line in the file
    // The forms of the term: the English and Japanese columns split at " / " / "／" and ", "
    // alternatives, notes in parentheses dropped ("die, dice" -> "die", "dice"; "exhausted (a
    // monster ...)" -> "exhausted"). When both columns have as many forms, they pair in order.
    QStringList enForms;
    QStringList jaForms;

    bool isUi() const { return section.compare(QLatin1String("UI"), Qt::CaseInsensitive) == 0; }
};

// The glossary of game terms (translations/glossary.tsv, compiled in as ":/glossary/glossary.tsv"):
// one tab-separated row per term, `game  English  Japanese  section  forbidden variants`
// (the conventions are written in the file's header comments).
// Lines starting with '#', blank lines, a header row (first field "game") and lines with fewer
// than three fields are skipped, so the file can carry its conventions at the top. The game may be
// a game id, its rule-id prefix ("dl"), its English name ("Dungeon Lords") or "all"; forbidden
// variants are separated by ',' (or '|', ';', '、' and the full-width comma).
//
// Rule search uses it both ways: a query word that is a term in one language also finds the
// term's other-language form (expandQuery), so a Japanese word finds the English rule book and an
// English word the Japanese one. Interface terms (section "UI") are not rule terms and are left
// out of the search. A value type; copy it freely.
class Glossary final
{
public:
    Glossary() = default;

    static QString resourcePath(); // ":/glossary/glossary.tsv"
    // Parses the TSV text (replacing what was loaded). Rows it cannot read are skipped; returns
    // false only when no row could be read.
    bool parse(const QString &text);
    bool loadFile(const QString &path); // a path or a Qt resource path, UTF-8
    static Glossary fromResources();    // the compiled-in glossary (empty if missing)

    bool isEmpty() const { return m_entries.isEmpty(); }
    QList<GlossaryEntry> entries() const { return m_entries; }
    // The rows that apply to a game: its own and those for every game. "" = all rows.
    QList<GlossaryEntry> entries(const QString &gameId) const;

    // A shipped game's English name, rule prefix or id -> its id ("Game Name", "gn", "game-name"
    // -> "game-name"); "all", "*", "" -> "".
    static QString normalizeGame(const QString &game);
    // The form lookups compare: NFKC, lower case, single spaces, trimmed.
    static QString normalizeTerm(const QString &term);

    // The other-language forms of a term (English -> its Japanese terms; Japanese, or a forbidden
    // variant -> the English terms and the canonical Japanese ones), for one game ("" = any game),
    // normalised, without the term itself. Empty when the term is not in the glossary.
    QStringList otherForms(const QString &term, const QString &gameId = {}) const;

    // A search query's words (normalised, as RuleIndex::terms gives them) grouped for search:
    // each group is the words that must match (one of them), in query order. Runs of words that
    // form a glossary term ("declaration of challenge") become one group holding the phrase and
    // its other-language forms; an English plural ("adventurers") finds its singular's term.
    // Words that are no term stay groups of one.
    QList<QStringList> expandQuery(const QStringList &words, const QString &gameId = {}) const;

private:
    struct Form
    {
        int entry = 0;
        int index = -1; // in enForms / jaForms; -1 for a forbidden variant
    };
    QList<Form> lookup(const QMultiHash<QString, Form> &forms, const QString &normalizedTerm,
                       const QString &gameId) const;

    QList<GlossaryEntry> m_entries;
    QMultiHash<QString, Form> m_byEn; // normalised English form -> entry (rule terms only)
    QMultiHash<QString, Form> m_byJa; // normalised Japanese form or forbidden variant -> entry
    int m_longestEnWords = 1;         // words in the longest English term
};

} // namespace kbz
