// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RuleIndex.h"

#include "RuleBook.h"

#include <QElapsedTimer>
#include <QHash>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace kbz {

namespace {

std::atomic<quint64> g_connectionCounter{0};

// Search text and queries go through the same normalization: full-width ASCII becomes
// half-width, half-width katakana full-width, ideographic spaces plain spaces, typographic
// apostrophes and quotes ASCII ones.
QString normalize(const QString &s)
{
    QString out = s.normalized(QString::NormalizationForm_KC);
    out.replace(QChar(0x2018), QLatin1Char('\'')).replace(QChar(0x2019), QLatin1Char('\''));
    out.replace(QChar(0x201C), QLatin1Char('"')).replace(QChar(0x201D), QLatin1Char('"'));
    return out;
}

qsizetype codePoints(const QString &s)
{
    return s.toUcs4().size();
}

// A single term that looks like (the start of) a rule id: "lc.escape", "lc.escape.move-only".
bool looksLikeId(const QString &term)
{
    static const QRegularExpression re(QStringLiteral(R"(^[a-z0-9-]+\.[a-z0-9.-]*$)"));
    return re.match(term).hasMatch();
}

// An FTS5 string literal: the whole term is one phrase, so no character of it is syntax.
QString ftsPhrase(QString term)
{
    term.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + term + QLatin1Char('"');
}

// Plain text around the first match of any term, HTML-escaped, every match in <b>.
QString makeSnippet(QString text, const QStringList &terms, Lang lang)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const qsizetype before = lang == Lang::Ja ? 20 : 40;
    const qsizetype width = lang == Lang::Ja ? 70 : 140;
    const qsizetype slack = 15; // how far a cut may move to fall between words

    qsizetype first = -1;
    for (const QString &t : terms) {
        const qsizetype at = text.indexOf(t, 0, Qt::CaseInsensitive);
        if (at >= 0 && (first < 0 || at < first))
            first = at;
    }
    qsizetype start = first < 0 ? 0 : std::max<qsizetype>(0, first - before);
    qsizetype end = std::min(text.size(), start + width);
    if (lang == Lang::En) {
        const qsizetype minStart = std::max<qsizetype>(0, start - slack);
        while (start > minStart && !text.at(start - 1).isSpace())
            --start;
        const qsizetype maxEnd = std::min(text.size(), end + slack);
        while (end < maxEnd && !text.at(end).isSpace())
            ++end;
    }
    const QString fragment = text.mid(start, end - start);

    // Matched ranges in the fragment, merged.
    QList<std::pair<qsizetype, qsizetype>> ranges; // [begin, end)
    for (const QString &t : terms) {
        if (t.isEmpty())
            continue;
        for (qsizetype at = fragment.indexOf(t, 0, Qt::CaseInsensitive); at >= 0;
             at = fragment.indexOf(t, at + t.size(), Qt::CaseInsensitive))
            ranges.append({at, at + t.size()});
    }
    std::sort(ranges.begin(), ranges.end());
    QList<std::pair<qsizetype, qsizetype>> merged;
    for (const auto &r : ranges) {
        if (!merged.isEmpty() && r.first <= merged.back().second)
            merged.back().second = std::max(merged.back().second, r.second);
        else
            merged.append(r);
    }

    QString html;
    if (start > 0)
        html += QChar(0x2026);
    qsizetype pos = 0;
    for (const auto &r : merged) {
        html += fragment.mid(pos, r.first - pos).toHtmlEscaped();
        html += QLatin1String("<b>") + fragment.mid(r.first, r.second - r.first).toHtmlEscaped() +
                QLatin1String("</b>");
        pos = r.second;
    }
    html += fragment.mid(pos).toHtmlEscaped();
    if (end < text.size())
        html += QChar(0x2026);
    return html;
}

} // namespace

RuleIndex::RuleIndex()
    : m_connection(QStringLiteral("kbz.RuleIndex.%1").arg(++g_connectionCounter))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(QStringLiteral(":memory:"));
    if (!db.open())
        m_error =
            QStringLiteral("cannot open the in-memory database: %1").arg(db.lastError().text());
}

RuleIndex::RuleIndex(const RuleBook &book)
    : RuleIndex()
{
    build(book);
}

RuleIndex::~RuleIndex()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool RuleIndex::build(const RuleBook &book)
{
    QElapsedTimer timer;
    timer.start();
    m_ready = false;
    m_rows = 0;
    m_games.clear();

    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen()) {
        if (m_error.isEmpty())
            m_error = QStringLiteral("the database is not open");
        return false;
    }
    m_error.clear();
    const auto fail = [&](const QSqlQuery &q, const char *what) {
        m_error = QStringLiteral("%1: %2").arg(QLatin1String(what), q.lastError().text());
        return false;
    };

    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("DROP TABLE IF EXISTS rule_text")))
        return fail(q, "drop");
    // Only title, body and section are searched; the other columns are stored for filtering.
    if (!q.exec(QStringLiteral("CREATE VIRTUAL TABLE rule_text USING fts5("
                               "game UNINDEXED, lang UNINDEXED, id UNINDEXED, ord UNINDEXED, "
                               "title, body, section, tokenize = 'trigram')")))
        return fail(q, "create (FTS5 with the trigram tokenizer needs SQLite >= 3.34)");

    if (!db.transaction()) {
        m_error = QStringLiteral("transaction: %1").arg(db.lastError().text());
        return false;
    }
    if (!q.prepare(QStringLiteral("INSERT INTO rule_text (game, lang, id, ord, title, body, "
                                  "section) VALUES (?, ?, ?, ?, ?, ?, ?)"))) {
        db.rollback();
        return fail(q, "prepare insert");
    }
    int order = 0; // book order: games in order, rules in file order
    for (const QString &gameId : book.games()) {
        for (const Lang lang : {Lang::En, Lang::Ja}) {
            QHash<QString, QString> sectionTitles;
            for (const RuleSection &s : book.sections(gameId, lang))
                sectionTitles.insert(s.id, s.title);
            int inFile = 0;
            for (const Rule &r : book.rules(gameId, lang)) {
                q.bindValue(0, gameId);
                q.bindValue(1, langCode(lang));
                q.bindValue(2, r.id);
                q.bindValue(3, order + inFile++);
                q.bindValue(4, normalize(r.title));
                q.bindValue(5, normalize(book.toPlainText(r.body, lang)));
                q.bindValue(6, normalize(sectionTitles.value(r.sectionId)));
                if (!q.exec()) {
                    db.rollback();
                    return fail(q, "insert");
                }
                ++m_rows;
            }
        }
        order += 10000;
        m_games.append(gameId);
    }
    if (!db.commit()) {
        m_error = QStringLiteral("commit: %1").arg(db.lastError().text());
        return false;
    }
    m_ready = true;
    m_buildTimeUs = timer.nsecsElapsed() / 1000;
    return true;
}

QStringList RuleIndex::terms(const QString &query)
{
    QString q = normalize(query).toLower();
    q.remove(QLatin1Char('"')); // a quote never helps a search; FTS5 phrases are built by us
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));
    QStringList out;
    for (const QString &t : q.split(space, Qt::SkipEmptyParts)) {
        if (!out.contains(t))
            out.append(t);
    }
    return out;
}

bool RuleIndex::isWholeAt(const QString &text, qsizetype at, const QString &word)
{
    if (at <= 0 || word.isEmpty() || at > text.size())
        return true;
    // The kind of character a word is made of: kanji, katakana, letters and digits; the rest
    // (hiragana, symbols) never continues a word of another kind.
    const auto kind = [](QChar c) {
        const char16_t u = c.unicode();
        if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || u == 0x3005)
            return 1; // kanji (and 々)
        if (u >= 0x30A1 && u <= 0x30FF)
            return 2; // katakana and ー
        if (u >= 0x3040 && u <= 0x309F)
            return 0; // hiragana: particles and okurigana stand between words
        return c.isLetterOrNumber() ? 3 : 0;
    };
    const int first = kind(word.at(0));
    return first == 0 || kind(text.at(at - 1)) != first;
}

QList<RuleHit> RuleIndex::search(const QString &query, std::optional<Lang> lang,
                                 const QString &gameId, int limit) const
{
    const QStringList ts = terms(query);
    if (ts.isEmpty() || !m_ready)
        return {};
    m_error.clear();
    QList<std::pair<RuleHit, int>> rows; // each hit with its place in the book
    if (m_glossary.isEmpty()) {
        QList<QStringList> groups;
        for (const QString &t : ts)
            groups.append(QStringList{t});
        if (!searchGame(ts, lang, gameId, groups, &rows))
            return {};
    } else if (!gameId.isEmpty()) {
        if (!searchGame(ts, lang, gameId, m_glossary.expandQuery(ts, gameId), &rows))
            return {};
    } else {
        // A term finds its other-language forms in its own game's rules only: 射撃 is "shoot"
        // in Light Wars and "fire" in Lords of War, and "fire" is no shot in another game.
        for (const QString &game : m_games)
            if (!searchGame(ts, lang, game, m_glossary.expandQuery(ts, game), &rows))
                return {};
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        if (a.first.rank != b.first.rank)
            return a.first.rank < b.first.rank;
        if (a.second != b.second)
            return a.second < b.second;
        return a.first.lang < b.first.lang;
    });
    QList<RuleHit> hits;
    for (const auto &row : std::as_const(rows)) {
        if (limit > 0 && hits.size() >= limit)
            break;
        hits.append(row.first);
    }
    return hits;
}

bool RuleIndex::searchGame(const QStringList &ts, std::optional<Lang> lang, const QString &gameId,
                           const QList<QStringList> &groups,
                           QList<std::pair<RuleHit, int>> *out) const
{
    const QString whole = ts.join(QLatin1Char(' '));
    const bool idQuery = ts.size() == 1 && looksLikeId(whole);

    // Each group of words must match (one of its alternatives: the query's own words, all of
    // them, or a glossary term's other-language form). Terms of 3+ characters go to the trigram
    // index; shorter ones (trigram cannot see them) and id-like ones (ids are not indexed text)
    // become substring tests. SQLite's lower() folds ASCII only, which is what short Latin terms
    // need; kana and kanji have no case.
    QStringList conditions;
    QVariantList values;
    QStringList phrases;
    QStringList highlight;                       // every word and alternative, for the snippet
    QList<QList<QStringList>> groupAlternatives; // per group: alternatives, each a list of words
    for (const QStringList &group : groups) {
        QList<QStringList> alternatives;
        alternatives.append(group.first().split(QLatin1Char(' '), Qt::SkipEmptyParts));
        for (qsizetype i = 1; i < group.size(); ++i)
            alternatives.append(QStringList{group.at(i)});
        groupAlternatives.append(alternatives);
        bool trigram = true;
        for (const QStringList &words : std::as_const(alternatives)) {
            for (const QString &w : words) {
                if (!highlight.contains(w))
                    highlight.append(w);
                trigram = trigram && !looksLikeId(w) && codePoints(w) >= 3;
            }
        }
        if (trigram) {
            QStringList ors;
            for (const QStringList &words : std::as_const(alternatives)) {
                QStringList ands;
                for (const QString &w : words)
                    ands.append(ftsPhrase(w));
                ors.append(ands.size() == 1 ? ands.first()
                                            : QLatin1Char('(') + ands.join(QLatin1String(" AND ")) +
                                                  QLatin1Char(')'));
            }
            phrases.append(ors.size() == 1 ? ors.first()
                                           : QLatin1Char('(') + ors.join(QLatin1String(" OR ")) +
                                                 QLatin1Char(')'));
            continue;
        }
        QStringList ors;
        for (const QStringList &words : std::as_const(alternatives)) {
            QStringList ands;
            for (const QString &w : words) {
                if (looksLikeId(w)) {
                    ands.append(QStringLiteral("(instr(id, ?) > 0 OR instr(lower(title), ?) > 0 OR "
                                               "instr(lower(body), ?) > 0 OR "
                                               "instr(lower(section), ?) > 0)"));
                    values << w << w << w << w;
                } else {
                    ands.append(QStringLiteral("(instr(lower(title), ?) > 0 OR "
                                               "instr(lower(body), ?) > 0 OR "
                                               "instr(lower(section), ?) > 0)"));
                    values << w << w << w;
                }
            }
            ors.append(ands.join(QLatin1String(" AND ")));
        }
        conditions.append(ors.size() == 1 ? ors.first()
                                          : QLatin1Char('(') + ors.join(QLatin1String(" OR ")) +
                                                QLatin1Char(')'));
    }
    if (!phrases.isEmpty()) {
        conditions.prepend(QStringLiteral("rule_text MATCH ?"));
        values.prepend(phrases.join(QLatin1String(" AND ")));
    }
    if (lang) {
        conditions.append(QStringLiteral("lang = ?"));
        values.append(langCode(*lang));
    }
    if (!gameId.isEmpty()) {
        conditions.append(QStringLiteral("game = ?"));
        values.append(gameId);
    }
    // bm25 weights per column: game, lang, id, ord (unindexed), title, body, section.
    const QString score = phrases.isEmpty()
                              ? QStringLiteral("0.0")
                              : QStringLiteral("bm25(rule_text, 0, 0, 0, 0, 10.0, 1.0, 2.0)");
    const QString sql =
        QStringLiteral(
            "SELECT game, lang, id, ord, title, body, section, %1 FROM rule_text WHERE %2")
            .arg(score, conditions.join(QLatin1String(" AND ")));

    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.prepare(sql)) {
        m_error = QStringLiteral("search: %1").arg(q.lastError().text());
        return false;
    }
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec()) {
        m_error = QStringLiteral("search: %1").arg(q.lastError().text());
        return false;
    }

    while (q.next()) {
        RuleHit hit;
        hit.gameId = q.value(0).toString();
        hit.lang = langFromCode(q.value(1).toString());
        hit.ruleId = q.value(2).toString();
        const int order = q.value(3).toInt();
        hit.title = q.value(4).toString();
        const QString body = q.value(5).toString();
        const QString section = q.value(6).toString();
        const double bm25 = std::clamp(q.value(7).toDouble(), -999.0, 0.0);

        // A group is in a text when all words of one of its alternatives are, as whole words
        // (a word inside a longer one: 向き in 表向き).
        const auto hasWhole = [](const QString &text, const QString &w) {
            for (qsizetype at = text.indexOf(w, 0, Qt::CaseInsensitive); at >= 0;
                 at = text.indexOf(w, at + 1, Qt::CaseInsensitive))
                if (isWholeAt(text, at, w))
                    return true;
            return false;
        };
        const auto groupIn = [&](const QList<QStringList> &alternatives, auto &&contains) {
            return std::any_of(alternatives.cbegin(), alternatives.cend(),
                               [&](const QStringList &words) {
                                   return std::all_of(words.cbegin(), words.cend(), contains);
                               });
        };
        int tier = 4;
        if (idQuery && hit.ruleId == whole) {
            tier = 0;
        } else if (idQuery && hit.ruleId.startsWith(whole)) {
            tier = 1;
        } else {
            const auto inTitle =
                std::count_if(groupAlternatives.cbegin(), groupAlternatives.cend(),
                              [&](const QList<QStringList> &alternatives) {
                                  return groupIn(alternatives, [&](const QString &w) {
                                      return hasWhole(hit.title, w);
                                  });
                              });
            const bool allWhole =
                std::all_of(groupAlternatives.cbegin(), groupAlternatives.cend(),
                            [&](const QList<QStringList> &alternatives) {
                                return groupIn(alternatives, [&](const QString &w) {
                                    return hasWhole(hit.title, w) || hasWhole(body, w) ||
                                           hasWhole(section, w) || looksLikeId(w);
                                });
                            });
            tier = !allWhole ? 5 : inTitle == groupAlternatives.size() ? 2 : inTitle > 0 ? 3 : 4;
        }
        hit.rank = tier * 1000.0 + bm25;
        hit.snippet = makeSnippet(body, highlight, hit.lang);
        out->append({std::move(hit), order});
    }
    return true;
}

} // namespace kbz
