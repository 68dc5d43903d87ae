// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace kbz {

class GameRegistry;

// A "# <id> | <title>" heading of a rule file and the text under it before its first rule.
struct RuleSection
{
    QString id;     // "lc.escape"
    QString gameId; // the engine id
    QString title;
    QString intro; // markdown-ish source, may be empty
};

// How Kibitzer follows a rule, as its rule book heading says ("| not checked", ...; no mark: a
// validator cites the id in its findings). docs/rules-coverage.md is written from it
// (tools/rules_coverage.cpp), which fails when a mark and the sources disagree.
enum class RuleCheck {
    Validator,    // no mark: a validator cites the id in a warning or an info
    Computed,     // "computed": the engine works it out (or it is part of the configuration)
    ByReference,  // "by reference": checked under the entries its text refers to
    NoConstraint, // "no constraint": a description, a glossary, figures, a permission, an example
    NotChecked,   // "not checked": left to the table; the text's last paragraph says why
};

// A "## <id> | <title> [| flags]" heading of a rule file and its text; flags, comma-separated:
// "ruling" and at most one RuleCheck mark.
struct Rule
{
    QString id;        // "lc.escape.move-only"
    QString sectionId; // "lc.escape"
    QString gameId;    // the engine id
    QString title;
    QString body;          // markdown-ish source (paragraphs, "- " lists, **bold**, [[id]])
    bool isRuling = false; // states how Kibitzer reads an ambiguous point (RULINGS.md)
    RuleCheck check = RuleCheck::Validator;
};

struct RuleParseError
{
    QString file; // file name or resource path as given to the parser
    int line = 0; // 1-based, 0 = the file as a whole
    QString message;

    QString toString() const; // "file:line: message"
};

// The bilingual rule books of all games, parsed from the rule files
// (resources/rules/<lang>/<game-id>.md, see docs of the format in RuleBook.cpp).
// A value type: copy it freely. Lookups return copies (implicitly shared strings).
class RuleBook final
{
public:
    RuleBook() = default;

    // The games Kibitzer ships rule books for (registerGames.h: shippedGames()), in start-page
    // order, and their rule id prefixes (the engine's rulePrefix(); "" if unknown).
    static QStringList knownGameIds();
    static QString idPrefix(const QString &gameId);
    static QString resourcePath(const QString &gameId, Lang lang); // ":/rules/en/<id>.md"

    // Parses one rule file (its first line names game and language) and adds it to the book.
    // On error nothing is added, false is returned and *error (if given) says where and what.
    bool addFile(const QString &text, const QString &fileName, RuleParseError *error = nullptr);
    // Reads a UTF-8 file (a path or a Qt resource path) and adds it.
    bool loadFile(const QString &path, RuleParseError *error = nullptr);
    // Loads every game of `registry` in both languages from its resources
    // (GameModule::ruleBookPath). Returns false when any file is missing or does not parse;
    // errors() lists them, the other files are loaded. Without a registry: the shipped games.
    bool loadResources(const GameRegistry &registry);
    bool loadResources();
    static RuleBook fromResources(const GameRegistry &registry);
    static RuleBook fromResources(); // convenience: a book with loadResources() done

    QList<RuleParseError> errors() const { return m_errors; } // of loadResources()

    bool isEmpty() const { return m_files.isEmpty(); }
    // Loaded games: known games in their order first, then any other game in load order.
    QStringList games() const;
    bool hasGame(const QString &gameId, Lang lang) const;
    QList<RuleSection> sections(const QString &gameId, Lang lang) const;
    QList<Rule> rules(const QString &gameId, Lang lang) const; // file order
    QList<Rule> sectionRules(const QString &sectionId, Lang lang) const;
    QStringList ids(const QString &gameId, Lang lang) const; // sections and rules, file order

    std::optional<Rule> rule(const QString &id, Lang lang) const;
    std::optional<RuleSection> section(const QString &id, Lang lang) const;
    bool hasRule(const QString &id, Lang lang) const;
    bool hasSection(const QString &id, Lang lang) const;
    QString title(const QString &id, Lang lang) const; // of a rule or a section, "" if unknown

    // The ids of the [[id]] cross references of a body, in order of appearance.
    static QStringList references(const QString &body);
    // Cross references that resolve to neither a rule nor a section in the same language,
    // as "<from id> -> <target id> (<lang>)".
    QStringList brokenReferences() const;

    // A body as simple HTML for a QTextBrowser: <p>, <ul><li>, <b>, and [[id]] as
    // <a href="rule:id">title</a>. Everything else is escaped.
    QString toHtml(const QString &body, Lang lang) const;
    // A whole rule: title heading, a note for rulings, the body. "" if the rule is unknown.
    QString ruleToHtml(const QString &id, Lang lang) const;
    // A body without markup: bold markers dropped, references replaced by their titles, one
    // line per paragraph or list item.
    QString toPlainText(const QString &body, Lang lang) const;

private:
    struct File
    {
        QString gameId;
        Lang lang = Lang::En;
        QList<RuleSection> sections;
        QList<Rule> rules;
        QStringList ids; // sections and rules in file order
    };
    static QString key(const QString &id, Lang lang);
    QString renderInline(const QString &text, Lang lang, bool html) const;

    QList<File> m_files;
    QHash<QString, std::pair<int, int>> m_ruleAt;    // key -> (file, rule index)
    QHash<QString, std::pair<int, int>> m_sectionAt; // key -> (file, section index)
    QList<RuleParseError> m_errors;
};

// Every id of `ids` that is not a rule of `book` in English and in Japanese, as "id (en)" /
// "id (ja)" entries. Engine tests use it to check that their findings' rule ids exist.
QStringList missingRuleIds(const RuleBook &book, const QStringList &ids);

} // namespace kbz
