// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RuleBook.h"

#include "registerGames.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

// The rule file format (resources/rules/<lang>/<game-id>.md, UTF-8):
//
//   <!-- kibitzer rules: <game-id> en -->               first line: game id and language
//   # lc.escape | Escape phase                          a section: "<prefix>.<name> | title"
//   Introduction of the section (optional).
//   ## lc.escape.move-only | Move cards only            a rule of the current section
//   ## lc.hp.limits | Hand limit per HP step | ruling   a rule marked as Kibitzer's reading
//   ## lc.hp.track | HP track | computed                how Kibitzer follows it (RuleCheck)
//
// A rule's flags are comma-separated: "ruling", and at most one of "computed", "by reference",
// "no constraint" and "not checked" (no mark: a validator cites the rule's id). The text of a
// rule marked "not checked" ends with a paragraph saying why, which docs/rules-coverage.md quotes.
//
// Bodies: paragraphs separated by blank lines, "- " bullet lists (indented lines continue an
// item), **bold**, and cross references [[lc.field.limit]]. Ids are lower-case ASCII letters and
// digits, joined by dots and hyphens. Both languages of a game have the same ids in the same order
// (checked by the tests, not by the parser, which sees one file at a time).

namespace kbz {

namespace {

const QRegularExpression &headerPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^<!--\s*kibitzer rules:\s*(\S+)\s+(\S+)\s*-->$)"));
    return re;
}

const QRegularExpression &idPattern()
{
    // name(.name)+ where a name is [a-z0-9]+ joined by single hyphens
    static const QRegularExpression re(
        QStringLiteral(R"(^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$)"));
    return re;
}

const QRegularExpression &gameIdPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(^[a-z0-9]+(?:-[a-z0-9]+)*$)"));
    return re;
}

// The heading flags of the RuleCheck marks, in the enum's order after Validator.
QStringList ruleCheckFlags()
{
    return {QStringLiteral("computed"), QStringLiteral("by reference"),
            QStringLiteral("no constraint"), QStringLiteral("not checked")};
}

std::optional<RuleCheck> ruleCheckOfFlag(const QString &flag)
{
    const qsizetype i = ruleCheckFlags().indexOf(flag);
    if (i < 0)
        return std::nullopt;
    return RuleCheck(int(i) + 1);
}

bool isId(const QString &s)
{
    return idPattern().match(s).hasMatch();
}

// Ideographs, kana and full-width forms: lines of Japanese text join without a space.
bool isCjk(QChar c)
{
    return c.unicode() >= 0x2E80;
}

QString joinLines(const QStringList &lines)
{
    QString out;
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        // Lines of Latin text join with a space; a line break next to Japanese text joins tight.
        if (!out.isEmpty() && !isCjk(out.back()) && !isCjk(line.front()))
            out += QLatin1Char(' ');
        out += line;
    }
    return out;
}

// A body split into paragraphs and bullet lists.
struct Block
{
    bool isList = false;
    QList<QStringList> items; // a paragraph has one item; each item is a list of source lines
};

QList<Block> splitBlocks(const QString &body)
{
    QList<Block> blocks;
    bool open = false; // the last block still takes lines
    const QStringList lines = body.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty()) {
            open = false;
            continue;
        }
        const bool bullet =
            trimmed.startsWith(QLatin1String("- ")) || trimmed == QLatin1String("-");
        const bool indented = line.front().isSpace();
        if (bullet) {
            if (!open || !blocks.back().isList) {
                blocks.append(Block{true, {}});
                open = true;
            }
            blocks.back().items.append(QStringList{trimmed.mid(2)});
        } else if (open && blocks.back().isList && indented) {
            blocks.back().items.back().append(trimmed);
        } else {
            if (!open || blocks.back().isList) {
                blocks.append(Block{false, {QStringList{}}});
                open = true;
            }
            blocks.back().items.back().append(trimmed);
        }
    }
    return blocks;
}

} // namespace

QString RuleParseError::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
    return QStringLiteral("%1: %2").arg(file, message);
}

QStringList RuleBook::knownGameIds()
{
    return shippedGames().ids();
}

QString RuleBook::idPrefix(const QString &gameId)
{
    const EnginePtr engine = shippedGames().find(gameId);
    return engine ? engine->rulePrefix() : QString();
}

QString RuleBook::resourcePath(const QString &gameId, Lang lang)
{
    return QStringLiteral(":/rules/%1/%2.md").arg(langCode(lang), gameId);
}

QString RuleBook::key(const QString &id, Lang lang)
{
    return langCode(lang) + QLatin1Char(':') + id;
}

bool RuleBook::addFile(const QString &text, const QString &fileName, RuleParseError *error)
{
    const auto fail = [&](int line, const QString &message) {
        if (error)
            *error = RuleParseError{fileName, line, message};
        return false;
    };

    QString source = text;
    if (source.startsWith(QChar(0xFEFF)))
        source.remove(0, 1);
    source.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    source.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList lines = source.split(QLatin1Char('\n'));

    // Header
    const QRegularExpressionMatch header = headerPattern().match(lines.first().trimmed());
    if (!header.hasMatch())
        return fail(1, QStringLiteral("the first line must be "
                                      "\"<!-- kibitzer rules: <game-id> <en|ja> -->\""));
    File file;
    file.gameId = header.captured(1);
    const QString code = header.captured(2);
    if (code != QLatin1String("en") && code != QLatin1String("ja"))
        return fail(1, QStringLiteral("unknown language \"%1\" (expected en or ja)").arg(code));
    file.lang = code == QLatin1String("ja") ? Lang::Ja : Lang::En;
    if (!gameIdPattern().match(file.gameId).hasMatch())
        return fail(1, QStringLiteral("invalid game id \"%1\"").arg(file.gameId));
    if (hasGame(file.gameId, file.lang))
        return fail(1,
                    QStringLiteral("the %1 rules of %2 are already loaded").arg(code, file.gameId));
    QString prefix = idPrefix(file.gameId); // unknown games: taken from the first section

    // Body
    enum class Target { None, Section, Rule };
    Target target = Target::None;
    int targetLine = 0;
    QStringList pending;
    QHash<QString, int> firstLine; // id -> line of its heading
    int sectionRuleCount = 0;

    const auto finishBlock = [&]() -> bool {
        while (!pending.isEmpty() && pending.first().trimmed().isEmpty())
            pending.removeFirst();
        while (!pending.isEmpty() && pending.last().trimmed().isEmpty())
            pending.removeLast();
        const QString joined = pending.join(QLatin1Char('\n'));
        pending.clear();
        if (target == Target::Section) {
            file.sections.last().intro = joined;
        } else if (target == Target::Rule) {
            if (joined.isEmpty())
                return fail(targetLine,
                            QStringLiteral("rule %1 has no text").arg(file.rules.last().id));
            file.rules.last().body = joined;
        }
        return true;
    };
    const auto finishSection = [&]() -> bool {
        if (!file.sections.isEmpty() && sectionRuleCount == 0)
            return fail(firstLine.value(file.sections.last().id),
                        QStringLiteral("section %1 has no rules").arg(file.sections.last().id));
        return true;
    };

    for (int i = 1; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QString line = lines.at(i);
        while (!line.isEmpty() && line.back().isSpace())
            line.chop(1);

        int level = 0;
        while (level < line.size() && line.at(level) == QLatin1Char('#'))
            ++level;
        const bool heading = level > 0 && (level == line.size() || line.at(level).isSpace());

        if (!heading) {
            if (target == Target::None) {
                if (!line.trimmed().isEmpty())
                    return fail(lineNo, QStringLiteral("text before the first section"));
                continue;
            }
            // Cross references must be complete and name a well-formed id.
            qsizetype from = 0;
            while ((from = line.indexOf(QLatin1String("[["), from)) >= 0) {
                const qsizetype end = line.indexOf(QLatin1String("]]"), from + 2);
                if (end < 0)
                    return fail(lineNo, QStringLiteral("unterminated cross reference \"[[\""));
                const QString ref = line.mid(from + 2, end - from - 2).trimmed();
                if (!isId(ref))
                    return fail(lineNo,
                                QStringLiteral("invalid cross reference \"[[%1]]\"").arg(ref));
                from = end + 2;
            }
            pending.append(line);
            continue;
        }

        if (level > 2)
            return fail(lineNo, QStringLiteral("only \"#\" (section) and \"##\" (rule) headings "
                                               "are allowed, found %1")
                                    .arg(QString(level, QLatin1Char('#'))));
        QStringList fields = line.mid(level).split(QLatin1Char('|'));
        for (QString &f : fields)
            f = f.trimmed();
        if (fields.size() < 2)
            return fail(lineNo, QStringLiteral("expected \"%1 <id> | <title>\"")
                                    .arg(QString(level, QLatin1Char('#'))));
        if (fields.size() > 3)
            return fail(lineNo, QStringLiteral("too many \"|\" fields in the heading"));
        const QString id = fields.at(0);
        const QString title = fields.at(1);
        if (!isId(id))
            return fail(lineNo, QStringLiteral("invalid id \"%1\" (lower-case ASCII letters and "
                                               "digits joined by dots and hyphens)")
                                    .arg(id));
        if (title.isEmpty())
            return fail(lineNo, QStringLiteral("%1 has no title").arg(id));
        if (firstLine.contains(id))
            return fail(lineNo, QStringLiteral("duplicate id %1 (first used on line %2)")
                                    .arg(id)
                                    .arg(firstLine.value(id)));

        if (!finishBlock())
            return false;

        if (level == 1) {
            if (fields.size() == 3)
                return fail(lineNo, QStringLiteral("a section takes no flag; only rules can be "
                                                   "marked \"| ruling\""));
            const QStringList parts = id.split(QLatin1Char('.'));
            if (parts.size() != 2)
                return fail(lineNo, QStringLiteral("section id %1 must have the form "
                                                   "<prefix>.<name>")
                                        .arg(id));
            if (prefix.isEmpty())
                prefix = parts.first();
            if (parts.first() != prefix)
                return fail(lineNo, QStringLiteral("section id %1 must start with \"%2.\", the "
                                                   "prefix of %3")
                                        .arg(id, prefix, file.gameId));
            if (!finishSection())
                return false;
            file.sections.append(RuleSection{id, file.gameId, title, {}});
            sectionRuleCount = 0;
            target = Target::Section;
        } else {
            if (file.sections.isEmpty())
                return fail(lineNo,
                            QStringLiteral("rule %1 comes before the first section").arg(id));
            const QString sectionId = file.sections.last().id;
            if (!id.startsWith(sectionId + QLatin1Char('.')))
                return fail(lineNo, QStringLiteral("rule id %1 must start with \"%2.\", the id of "
                                                   "its section")
                                        .arg(id, sectionId));
            bool ruling = false;
            std::optional<RuleCheck> check;
            if (fields.size() == 3) {
                for (QString flag : fields.at(2).split(QLatin1Char(','))) {
                    flag = flag.trimmed();
                    const std::optional<RuleCheck> mark = ruleCheckOfFlag(flag);
                    if (flag == QLatin1String("ruling") && !ruling) {
                        ruling = true;
                    } else if (mark && !check) {
                        check = mark;
                    } else if (mark || flag == QLatin1String("ruling")) {
                        return fail(lineNo, QStringLiteral("flag \"%1\" after another of its "
                                                           "kind")
                                                .arg(flag));
                    } else {
                        return fail(lineNo,
                                    QStringLiteral("unknown flag \"%1\" (allowed: "
                                                   "ruling, %2)")
                                        .arg(flag, ruleCheckFlags().join(QLatin1String(", "))));
                    }
                }
            }
            file.rules.append(Rule{id,
                                   sectionId,
                                   file.gameId,
                                   title,
                                   {},
                                   ruling,
                                   check.value_or(RuleCheck::Validator)});
            ++sectionRuleCount;
            target = Target::Rule;
        }
        firstLine.insert(id, lineNo);
        file.ids.append(id);
        targetLine = lineNo;
    }
    if (!finishBlock() || !finishSection())
        return false;
    if (file.sections.isEmpty())
        return fail(0, QStringLiteral("the file has no sections"));

    // Add
    const int fileIndex = int(m_files.size());
    for (int s = 0; s < file.sections.size(); ++s)
        m_sectionAt.insert(key(file.sections.at(s).id, file.lang), {fileIndex, s});
    for (int r = 0; r < file.rules.size(); ++r)
        m_ruleAt.insert(key(file.rules.at(r).id, file.lang), {fileIndex, r});
    m_files.append(std::move(file));
    return true;
}

bool RuleBook::loadFile(const QString &path, RuleParseError *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error =
                RuleParseError{path, 0, QStringLiteral("cannot open: %1").arg(f.errorString())};
        return false;
    }
    auto decode = QStringDecoder(QStringDecoder::Utf8);
    const QString text = decode(f.readAll());
    if (decode.hasError()) {
        if (error)
            *error = RuleParseError{path, 0, QStringLiteral("not valid UTF-8")};
        return false;
    }
    return addFile(text, path, error);
}

bool RuleBook::loadResources()
{
    return loadResources(shippedGames());
}

bool RuleBook::loadResources(const GameRegistry &registry)
{
    m_errors.clear();
    for (const GameModulePtr &game : registry.modules()) {
        const QString gameId = game->id();
        for (const Lang lang : {Lang::En, Lang::Ja}) {
            const QString path = game->ruleBookPath(lang);
            if (hasGame(gameId, lang))
                continue;
            if (!QFile::exists(path)) {
                m_errors.append(RuleParseError{path, 0, QStringLiteral("missing rule file")});
                continue;
            }
            RuleParseError error;
            if (!loadFile(path, &error)) {
                m_errors.append(error);
                continue;
            }
            const File &loaded = m_files.last();
            if (loaded.gameId != gameId || loaded.lang != lang)
                m_errors.append(RuleParseError{
                    path, 1,
                    QStringLiteral("the header names %1 %2 but the file is at the place of %3 %4")
                        .arg(loaded.gameId, langCode(loaded.lang), gameId, langCode(lang))});
        }
    }
    return m_errors.isEmpty();
}

RuleBook RuleBook::fromResources()
{
    RuleBook book;
    book.loadResources();
    return book;
}

RuleBook RuleBook::fromResources(const GameRegistry &registry)
{
    RuleBook book;
    book.loadResources(registry);
    return book;
}

QStringList RuleBook::games() const
{
    QStringList out;
    for (const QString &gameId : knownGameIds()) {
        if (hasGame(gameId, Lang::En) || hasGame(gameId, Lang::Ja))
            out.append(gameId);
    }
    for (const File &f : m_files) {
        if (!out.contains(f.gameId))
            out.append(f.gameId);
    }
    return out;
}

bool RuleBook::hasGame(const QString &gameId, Lang lang) const
{
    return std::any_of(m_files.cbegin(), m_files.cend(),
                       [&](const File &f) { return f.gameId == gameId && f.lang == lang; });
}

QList<RuleSection> RuleBook::sections(const QString &gameId, Lang lang) const
{
    for (const File &f : m_files) {
        if (f.gameId == gameId && f.lang == lang)
            return f.sections;
    }
    return {};
}

QList<Rule> RuleBook::rules(const QString &gameId, Lang lang) const
{
    for (const File &f : m_files) {
        if (f.gameId == gameId && f.lang == lang)
            return f.rules;
    }
    return {};
}

QList<Rule> RuleBook::sectionRules(const QString &sectionId, Lang lang) const
{
    const auto at = m_sectionAt.constFind(key(sectionId, lang));
    if (at == m_sectionAt.cend())
        return {};
    QList<Rule> out;
    for (const Rule &r : m_files.at(at->first).rules) {
        if (r.sectionId == sectionId)
            out.append(r);
    }
    return out;
}

QStringList RuleBook::ids(const QString &gameId, Lang lang) const
{
    for (const File &f : m_files) {
        if (f.gameId == gameId && f.lang == lang)
            return f.ids;
    }
    return {};
}

std::optional<Rule> RuleBook::rule(const QString &id, Lang lang) const
{
    const auto at = m_ruleAt.constFind(key(id, lang));
    if (at == m_ruleAt.cend())
        return std::nullopt;
    return m_files.at(at->first).rules.at(at->second);
}

std::optional<RuleSection> RuleBook::section(const QString &id, Lang lang) const
{
    const auto at = m_sectionAt.constFind(key(id, lang));
    if (at == m_sectionAt.cend())
        return std::nullopt;
    return m_files.at(at->first).sections.at(at->second);
}

bool RuleBook::hasRule(const QString &id, Lang lang) const
{
    return m_ruleAt.contains(key(id, lang));
}

bool RuleBook::hasSection(const QString &id, Lang lang) const
{
    return m_sectionAt.contains(key(id, lang));
}

QString RuleBook::title(const QString &id, Lang lang) const
{
    if (const auto r = rule(id, lang))
        return r->title;
    if (const auto s = section(id, lang))
        return s->title;
    return {};
}

QStringList RuleBook::references(const QString &body)
{
    static const QRegularExpression re(QStringLiteral(R"(\[\[([^\]\n]*)\]\])"));
    QStringList out;
    for (auto it = re.globalMatch(body); it.hasNext();)
        out.append(it.next().captured(1).trimmed());
    return out;
}

QStringList RuleBook::brokenReferences() const
{
    QStringList out;
    const auto check = [&](const QString &from, const QString &text, Lang lang) {
        for (const QString &to : references(text)) {
            if (!hasRule(to, lang) && !hasSection(to, lang))
                out.append(QStringLiteral("%1 -> %2 (%3)").arg(from, to, langCode(lang)));
        }
    };
    for (const File &f : m_files) {
        for (const RuleSection &s : f.sections)
            check(s.id, s.intro, f.lang);
        for (const Rule &r : f.rules)
            check(r.id, r.body, f.lang);
    }
    return out;
}

QString RuleBook::renderInline(const QString &text, Lang lang, bool html) const
{
    QString out;
    QString plain;
    const auto flushPlain = [&] {
        out += html ? plain.toHtmlEscaped() : plain;
        plain.clear();
    };
    bool bold = false;
    qsizetype i = 0;
    while (i < text.size()) {
        if (text.mid(i, 2) == QLatin1String("**") &&
            (bold || text.indexOf(QLatin1String("**"), i + 2) >= 0)) {
            flushPlain();
            if (html)
                out += bold ? QLatin1String("</b>") : QLatin1String("<b>");
            bold = !bold;
            i += 2;
            continue;
        }
        if (text.mid(i, 2) == QLatin1String("[[")) {
            const qsizetype end = text.indexOf(QLatin1String("]]"), i + 2);
            if (end >= 0) {
                flushPlain();
                const QString id = text.mid(i + 2, end - i - 2).trimmed();
                const QString t = title(id, lang);
                if (!html)
                    out += t.isEmpty() ? id : t;
                else if (t.isEmpty() || !isId(id))
                    out += id.toHtmlEscaped();
                else
                    out += QStringLiteral("<a href=\"rule:%1\">%2</a>").arg(id, t.toHtmlEscaped());
                i = end + 2;
                continue;
            }
        }
        plain += text.at(i);
        ++i;
    }
    flushPlain();
    return out;
}

QString RuleBook::toHtml(const QString &body, Lang lang) const
{
    QStringList parts;
    for (const Block &block : splitBlocks(body)) {
        if (block.isList) {
            QString list = QStringLiteral("<ul>");
            for (const QStringList &item : block.items)
                list +=
                    QStringLiteral("<li>%1</li>").arg(renderInline(joinLines(item), lang, true));
            parts.append(list + QStringLiteral("</ul>"));
        } else {
            parts.append(QStringLiteral("<p>%1</p>")
                             .arg(renderInline(joinLines(block.items.first()), lang, true)));
        }
    }
    return parts.join(QLatin1Char('\n'));
}

QString RuleBook::ruleToHtml(const QString &id, Lang lang) const
{
    const auto r = rule(id, lang);
    if (!r)
        return {};
    QString html = QStringLiteral("<h3>%1</h3>\n").arg(r->title.toHtmlEscaped());
    if (r->isRuling) {
        const QString note =
            lang == Lang::Ja
                ? QStringLiteral(
                      "ルールブックの記述だけでは決まらない点を、Kibitzer はこのように扱います。")
                : QStringLiteral("How Kibitzer reads a point the rulebook leaves open.");
        html += QStringLiteral("<p><i>%1</i></p>\n").arg(note.toHtmlEscaped());
    }
    return html + toHtml(r->body, lang);
}

QString RuleBook::toPlainText(const QString &body, Lang lang) const
{
    QStringList lines;
    for (const Block &block : splitBlocks(body)) {
        for (const QStringList &item : block.items)
            lines.append(renderInline(joinLines(item), lang, false));
    }
    return lines.join(QLatin1Char('\n'));
}

QStringList missingRuleIds(const RuleBook &book, const QStringList &ids)
{
    QStringList out;
    for (const QString &id : ids) {
        for (const Lang lang : {Lang::En, Lang::Ja}) {
            if (!book.hasRule(id, lang))
                out.append(QStringLiteral("%1 (%2)").arg(id, langCode(lang)));
        }
    }
    return out;
}

} // namespace kbz
