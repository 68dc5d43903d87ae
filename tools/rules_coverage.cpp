// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Writes the tables of docs/rules-coverage.md from the rule books and the sources (issue 30),
// and checks that the committed page is what it would write (test tst_rules_coverage).
//
//   rules-coverage --check [SOURCE_DIR]   exit 1 when the page differs, 2 on a contradiction
//   rules-coverage --write [SOURCE_DIR]   rewrite the page's generated blocks
//
// SOURCE_DIR defaults to the tree the tool was built from. For every shipped game and every rule
// of its English rule book (resources/rules/en/<game>.md, read from the tree, not the compiled
// resources), in file order:
// - checked by: the sources under models/ with a string literal equal to the id (comments and an
//   engine's ruleIds() list do not count): a validator or the engine cites it in a finding;
// - otherwise the rule book's mark (RuleCheck): computed (with the models' files that mention
//   it), by reference (its references that a validator cites), no constraint, or not checked
//   with the reason the rule's last paragraph gives ("Kibitzer does not check ...");
// - tested by: the tests (tests/**/*.cpp, *.h) that name the id, and how many journal fixtures
//   (tests/data/<game>/*.expected.json, tests/data/rules-review/*.jsonl) name it.
// A rule with no mark that no source cites, a mark on a rule a source cites, a "not checked"
// without its reason or a "by reference" whose references no validator cites is a
// contradiction: the tool names it and writes nothing.
//
// The page's hand-written parts are kept; only the text between
// "<!-- BEGIN GENERATED: NAME -->" and "<!-- END GENERATED: NAME -->" is replaced.
#include "core/GameRegistry.h"
#include "registerGames.h"
#include "rules/RuleBook.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QTextStream>

#include <cstdio>

using namespace kbz;

namespace {

const QString kPage = QStringLiteral("docs/rules-coverage.md");
const QString kRegenerate =
    QStringLiteral("./dev coverage (or: build/tools/rules-coverage --write)");

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The files under `dir` whose name ends with one of `suffixes`, relative to `dir`, sorted.
QStringList filesUnder(const QString &dir, const QStringList &suffixes)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        for (const QString &s : suffixes) {
            if (path.endsWith(s)) {
                out.append(QDir(dir).relativeFilePath(path));
                break;
            }
        }
    }
    out.sort();
    return out;
}

// The ranges of an engine's ruleIds() definition: the ids it lists are declared, not cited.
QList<std::pair<qsizetype, qsizetype>> ruleIdsBodies(const QString &text)
{
    static const QRegularExpression def(
        QStringLiteral(R"(::ruleIds\(\)\s*const\s*(?:override\s*)?\{)"));
    QList<std::pair<qsizetype, qsizetype>> out;
    auto it = def.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        qsizetype i = m.capturedEnd();
        int depth = 1;
        while (i < text.size() && depth > 0) {
            if (text.at(i) == QLatin1Char('{'))
                ++depth;
            else if (text.at(i) == QLatin1Char('}'))
                --depth;
            ++i;
        }
        out.append({m.capturedStart(), i});
    }
    return out;
}

// The string literals of a C++ source outside comments and ruleIds() definitions.
QSet<QString> stringLiterals(const QString &text)
{
    const auto bodies = ruleIdsBodies(text);
    const auto excluded = [&](qsizetype at) {
        for (const auto &[from, to] : bodies)
            if (at >= from && at < to)
                return true;
        return false;
    };
    QSet<QString> out;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < n ? text.at(i + 1) : QChar();
        if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
            i = text.indexOf(QLatin1Char('\n'), i);
            if (i < 0)
                break;
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            i = text.indexOf(QLatin1String("*/"), i + 2);
            if (i < 0)
                break;
            i += 2;
        } else if (c == QLatin1Char('R') && next == QLatin1Char('"') &&
                   (i == 0 || !text.at(i - 1).isLetterOrNumber())) {
            const qsizetype open = text.indexOf(QLatin1Char('('), i + 2);
            if (open < 0)
                break;
            const QString close =
                QLatin1Char(')') + text.mid(i + 2, open - i - 2) + QLatin1Char('"');
            const qsizetype end = text.indexOf(close, open + 1);
            if (end < 0)
                break;
            if (!excluded(i))
                out.insert(text.mid(open + 1, end - open - 1));
            i = end + close.size();
        } else if (c == QLatin1Char('"') ||
                   (c == QLatin1Char('\'') && (i == 0 || !text.at(i - 1).isLetterOrNumber()))) {
            QString literal;
            qsizetype j = i + 1;
            while (j < n && text.at(j) != c && text.at(j) != QLatin1Char('\n')) {
                if (text.at(j) == QLatin1Char('\\') && j + 1 < n)
                    literal += text.at(j++);
                literal += text.at(j++);
            }
            if (c == QLatin1Char('"') && !excluded(i))
                out.insert(literal);
            i = j + 1;
        } else {
            ++i;
        }
    }
    return out;
}

QRegularExpression idPattern(const QString &id)
{
    return QRegularExpression(
        QStringLiteral(R"((?<![A-Za-z0-9_.-])%1(?![A-Za-z0-9_-]|\.[A-Za-z0-9]))")
            .arg(QRegularExpression::escape(id)));
}

struct SourceFile
{
    QString shown;  // the name the page shows
    QString folder; // under models/ or tests/
    QString text;   // for mentions: the whole text but an engine's ruleIds() list
    QSet<QString> literals;
};

struct Tree
{
    QList<SourceFile> models;        // models/**: shown by file name
    QList<SourceFile> tests;         // tests/**: shown by path under tests/
    QMap<QString, QString> fixtures; // tests/data/... -> text
};

Tree readTree(const QString &root)
{
    Tree tree;
    const QString models = root + QStringLiteral("/models");
    for (const QString &rel : filesUnder(models, {QStringLiteral(".cpp"), QStringLiteral(".h")})) {
        QString text = readText(models + QLatin1Char('/') + rel);
        const QSet<QString> literals = stringLiterals(text);
        const auto bodies = ruleIdsBodies(text);
        for (auto it = bodies.crbegin(); it != bodies.crend(); ++it)
            text.remove(it->first, it->second - it->first);
        tree.models.append({QFileInfo(rel).fileName(), QFileInfo(rel).path(), text, literals});
    }
    std::sort(tree.models.begin(), tree.models.end(),
              [](const SourceFile &a, const SourceFile &b) { return a.shown < b.shown; });
    const QString tests = root + QStringLiteral("/tests");
    for (const QString &rel : filesUnder(tests, {QStringLiteral(".cpp"), QStringLiteral(".h")}))
        tree.tests.append(
            {rel, QFileInfo(rel).path(), readText(tests + QLatin1Char('/') + rel), {}});
    for (const QString &rel :
         filesUnder(tests + QStringLiteral("/data"),
                    {QStringLiteral(".expected.json"), QStringLiteral(".jsonl")})) {
        if (rel.endsWith(QLatin1String(".jsonl")) &&
            !rel.startsWith(QLatin1String("rules-review/")))
            continue;
        tree.fixtures.insert(rel, readText(tests + QStringLiteral("/data/") + rel));
    }
    return tree;
}

QStringList citing(const Tree &tree, const QString &id)
{
    QStringList out;
    for (const SourceFile &f : tree.models)
        if (f.literals.contains(id) && !out.contains(f.shown))
            out.append(f.shown);
    return out;
}

// The files that name `id` anywhere (comments too), in `folders` if any are given.
QStringList mentioning(const QList<SourceFile> &files, const QString &id,
                       const QSet<QString> &folders = {})
{
    const QRegularExpression re = idPattern(id);
    QStringList out;
    for (const SourceFile &f : files)
        if ((folders.isEmpty() || folders.contains(f.folder)) && f.text.contains(re) &&
            !out.contains(f.shown))
            out.append(f.shown);
    return out;
}

int fixturesNaming(const Tree &tree, const QString &id)
{
    const QRegularExpression re = idPattern(id);
    int n = 0;
    for (const QString &text : tree.fixtures)
        n += text.contains(re) ? 1 : 0;
    return n;
}

QString flagOf(RuleCheck check)
{
    switch (check) {
    case RuleCheck::Validator:
        return QStringLiteral("checked");
    case RuleCheck::Computed:
        return QStringLiteral("computed");
    case RuleCheck::ByReference:
        return QStringLiteral("by reference");
    case RuleCheck::NoConstraint:
        return QStringLiteral("no constraint");
    case RuleCheck::NotChecked:
        return QStringLiteral("not checked");
    }
    return {};
}

QString lastParagraph(const RuleBook &book, const Rule &rule)
{
    const QStringList paragraphs = rule.body.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
    if (paragraphs.isEmpty())
        return {};
    return book.toPlainText(paragraphs.last().trimmed(), Lang::En)
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString cell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|"));
}

struct Generated
{
    QMap<QString, QString> blocks; // name -> text between the markers
    QStringList contradictions;
};

Generated generate(const QString &root)
{
    Generated out;
    const Tree tree = readTree(root);
    QString counts = QStringLiteral(
        "| game | rule book entries | checked by a validator | computed | by reference | no "
        "constraint | not checked |\n|---|---|---|---|---|---|---|\n");
    QString games;
    QMap<RuleCheck, int> all;
    int allEntries = 0;
    for (const EnginePtr &engine : shippedGames().engines()) {
        const QString gameId = engine->id();
        const QString file = QStringLiteral("resources/rules/en/%1.md").arg(gameId);
        RuleBook book;
        RuleParseError error;
        if (!book.loadFile(root + QLatin1Char('/') + file, &error)) {
            out.contradictions.append(error.toString());
            continue;
        }
        const QString name = engine->name().en;
        games += QStringLiteral("## %1 (`%2`)\n\n").arg(name, gameId);
        games += QStringLiteral("| rule book section | rule id | the rule | checked by | tested by "
                                "|\n|---|---|---|---|---|\n");
        QMap<RuleCheck, int> kinds;
        QStringList notChecked;
        const QList<Rule> rules = book.rules(gameId, Lang::En);
        // The game's folders under models/: where its rules are cited. A computed rule is named
        // by the files there that mention it, not by shared code quoting an id as an example.
        QSet<QString> folders;
        for (const Rule &rule : rules)
            for (const SourceFile &f : tree.models)
                if (f.literals.contains(rule.id))
                    folders.insert(f.folder);
        for (const Rule &rule : rules) {
            const QString where = QStringLiteral("%1 (%2)").arg(rule.id, file);
            const QStringList cites = citing(tree, rule.id);
            RuleCheck kind = rule.check;
            QString checkedBy;
            if (!cites.isEmpty()) {
                if (rule.check != RuleCheck::Validator)
                    out.contradictions.append(
                        QStringLiteral("%1: marked \"%2\" but %3 cites it: drop the mark")
                            .arg(where, flagOf(rule.check), cites.join(QLatin1String(", "))));
                kind = RuleCheck::Validator;
                checkedBy = cites.join(QLatin1String(", "));
            } else if (rule.check == RuleCheck::Validator) {
                out.contradictions.append(
                    QStringLiteral("%1: no source under models/ cites it; mark it \"computed\", "
                                   "\"by reference\", \"no constraint\" or \"not checked\" (with "
                                   "its reason) in both languages")
                        .arg(where));
            } else if (rule.check == RuleCheck::Computed) {
                const QStringList files = mentioning(tree.models, rule.id, folders);
                checkedBy =
                    files.isEmpty()
                        ? QStringLiteral("computed")
                        : QStringLiteral("computed (%1)").arg(files.join(QLatin1String(", ")));
            } else if (rule.check == RuleCheck::ByReference) {
                QStringList through;
                for (const QString &ref : RuleBook::references(rule.body)) {
                    const QString shown = QStringLiteral("`%1`").arg(ref);
                    if (!citing(tree, ref).isEmpty() && !through.contains(shown))
                        through.append(shown);
                }
                if (through.isEmpty())
                    out.contradictions.append(
                        QStringLiteral("%1: marked \"by reference\" but no validator cites the "
                                       "rules it refers to")
                            .arg(where));
                checkedBy =
                    QStringLiteral("by reference: %1").arg(through.join(QLatin1String(", ")));
            } else if (rule.check == RuleCheck::NoConstraint) {
                checkedBy = QStringLiteral("no constraint");
            } else {
                const QString reason = lastParagraph(book, rule);
                if (!reason.startsWith(QLatin1String("Kibitzer does not check")))
                    out.contradictions.append(
                        QStringLiteral("%1: marked \"not checked\"; its last paragraph must say "
                                       "why, beginning \"Kibitzer does not check\"")
                            .arg(where));
                checkedBy = QStringLiteral("**not checked** (below)");
                notChecked.append(
                    QStringLiteral("- `%1` (%2): %3").arg(rule.id, rule.title, reason));
            }
            ++kinds[kind];
            QStringList tested = mentioning(tree.tests, rule.id);
            const int fixtures = fixturesNaming(tree, rule.id);
            if (fixtures > 0)
                tested.append(QStringLiteral("%1 journal fixture%2")
                                  .arg(fixtures)
                                  .arg(fixtures == 1 ? QString() : QStringLiteral("s")));
            const QString testedBy =
                tested.isEmpty() ? QStringLiteral("—") : tested.join(QLatin1String(", "));
            const QString title =
                rule.isRuling ? rule.title + QStringLiteral(" (ruling)") : rule.title;
            games += QStringLiteral("| %1 | `%2` | %3 | %4 | %5 |\n")
                         .arg(cell(book.title(rule.sectionId, Lang::En)), rule.id, cell(title),
                              cell(checkedBy), cell(testedBy));
        }
        if (!notChecked.isEmpty())
            games += QStringLiteral("\nNot checked, in the rule book's words:\n\n%1\n")
                         .arg(notChecked.join(QLatin1Char('\n')));
        games += QLatin1Char('\n');
        counts += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                      .arg(name)
                      .arg(rules.size())
                      .arg(kinds.value(RuleCheck::Validator))
                      .arg(kinds.value(RuleCheck::Computed))
                      .arg(kinds.value(RuleCheck::ByReference))
                      .arg(kinds.value(RuleCheck::NoConstraint))
                      .arg(kinds.value(RuleCheck::NotChecked));
        allEntries += int(rules.size());
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            all[it.key()] += it.value();
    }
    counts += QStringLiteral("| all | %1 | %2 | %3 | %4 | %5 | %6 |\n")
                  .arg(allEntries)
                  .arg(all.value(RuleCheck::Validator))
                  .arg(all.value(RuleCheck::Computed))
                  .arg(all.value(RuleCheck::ByReference))
                  .arg(all.value(RuleCheck::NoConstraint))
                  .arg(all.value(RuleCheck::NotChecked));
    out.blocks.insert(QStringLiteral("counts"), counts);
    games.chop(1); // one blank line before the end marker, not two
    out.blocks.insert(QStringLiteral("games"), games);
    return out;
}

// The page with each generated block replaced; an error names a missing marker.
QString rewrite(QString page, const QMap<QString, QString> &blocks, QString *error)
{
    for (auto it = blocks.cbegin(); it != blocks.cend(); ++it) {
        const QString begin = QStringLiteral("<!-- BEGIN GENERATED: %1 -->\n").arg(it.key());
        const QString end = QStringLiteral("<!-- END GENERATED: %1 -->").arg(it.key());
        const qsizetype from = page.indexOf(begin);
        const qsizetype to = page.indexOf(end);
        if (from < 0 || to < from) {
            *error = QStringLiteral("%1 has no \"%2\" ... \"%3\" block")
                         .arg(kPage, begin.trimmed(), end);
            return {};
        }
        page.replace(from + begin.size(), to - from - begin.size(), it.value());
    }
    return page;
}

int firstDifferentLine(const QString &a, const QString &b, QString *expected, QString *found)
{
    const QStringList la = a.split(QLatin1Char('\n'));
    const QStringList lb = b.split(QLatin1Char('\n'));
    for (int i = 0; i < std::max(la.size(), lb.size()); ++i) {
        const QString x = i < la.size() ? la.at(i) : QStringLiteral("(end of file)");
        const QString y = i < lb.size() ? lb.at(i) : QStringLiteral("(end of file)");
        if (x != y) {
            *expected = x;
            *found = y;
            return i + 1;
        }
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    const bool write = args.removeAll(QStringLiteral("--write")) > 0;
    const bool check = args.removeAll(QStringLiteral("--check")) > 0;
    if (write == check || args.size() > 1) {
        err << "usage: rules-coverage --check|--write [SOURCE_DIR]\n";
        return 2;
    }
    const QString root =
        QDir(args.isEmpty() ? QStringLiteral(KIBITZER_SOURCE_DIR) : args.first()).absolutePath();

    const Generated generated = generate(root);
    if (!generated.contradictions.isEmpty()) {
        for (const QString &c : generated.contradictions)
            err << c << '\n';
        err << "rules-coverage: the rule books and the sources disagree; nothing written\n";
        return 2;
    }
    const QString path = root + QLatin1Char('/') + kPage;
    const QString page = readText(path);
    QString error;
    const QString fresh = rewrite(page, generated.blocks, &error);
    if (!error.isEmpty()) {
        err << error << '\n';
        return 2;
    }
    if (check) {
        QString expected, found;
        const int line = firstDifferentLine(fresh, page, &expected, &found);
        if (line == 0) {
            out << kPage << " is up to date\n";
            return 0;
        }
        err << kPage << " differs from what rules-coverage writes, from line " << line << ":\n"
            << "  expected: " << expected << "\n  found:    " << found << '\n'
            << "Regenerate it with " << kRegenerate << '\n';
        return 1;
    }
    if (fresh == page) {
        out << kPage << " is up to date\n";
        return 0;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(fresh.toUtf8()) < 0 || !f.commit()) {
        err << "cannot write " << path << ": " << f.errorString() << '\n';
        return 2;
    }
    out << "wrote " << kPage << '\n';
    return 0;
}
