// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "CliCommands.h"

#include "TerminalProgress.h"

#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "rules/Glossary.h"
#include "rules/RuleBook.h"
#include "rules/RuleIndex.h"
#include "storage/CardStore.h"
#include "storage/Database.h"
#include "storage/GameCardLibrary.h"
#include "storage/Journal.h"
#include "storage/JournalExport.h"
#include "storage/JournalImport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryFile>

namespace kbz::cli {

namespace {

bool readFile(Context &ctx, const QString &path, QByteArray *data)
{
    QFile f(path);
    if (path == QLatin1String("-") ? !f.open(stdin, QIODevice::ReadOnly)
                                   : !f.open(QIODevice::ReadOnly)) {
        ctx.err << path << ": cannot read: " << f.errorString() << Qt::endl;
        return false;
    }
    *data = f.readAll();
    return true;
}

// Writes `data` to standard output, or atomically to `outFile` (QSaveFile).
int writeOutput(Context &ctx, const QString &outFile, const QByteArray &data)
{
    if (outFile.isEmpty() || outFile == QLatin1String("-")) {
        ctx.out << QString::fromUtf8(data);
        ctx.out.flush();
        return Ok;
    }
    QSaveFile f(outFile);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        ctx.err << outFile << ": cannot write: " << f.errorString() << Qt::endl;
        return Usage;
    }
    return Ok;
}

// `json` (QJsonDocument's indented form, ending in '\n') with `spaces` more in front of each
// line and without the last '\n': an element of an array nested that deep.
QByteArray indented(const QByteArray &json, int spaces)
{
    const QByteArray pad(spaces, ' ');
    QByteArray out;
    out.reserve(json.size() + json.count('\n') * spaces);
    qsizetype pos = 0;
    while (pos < json.size()) {
        qsizetype end = json.indexOf('\n', pos);
        if (end < 0)
            end = json.size();
        if (pos > 0)
            out += '\n';
        out += pad;
        out += QByteArrayView(json).sliced(pos, end - pos);
        pos = end + 1;
    }
    return out;
}

QJsonArray findingsJson(const QList<Finding> &findings, Lang lang)
{
    QJsonArray a;
    for (const Finding &f : findings)
        a.append(QJsonObject{{QStringLiteral("severity"), severityCode(f.severity)},
                             {QStringLiteral("rule"), f.ruleId},
                             {QStringLiteral("message"), f.message.text(lang)}});
    return a;
}

std::unique_ptr<Database> openDb(Context &ctx, Database::Mode mode)
{
    DbError error;
    auto db = Database::open(ctx.dbPath, mode, &error);
    if (!db)
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
    return db;
}

// The index's snippets are HTML with the match in <b>; a terminal gets it in brackets.
QString plainSnippet(QString html)
{
    html.replace(QLatin1String("<b>"), QLatin1String("["));
    html.replace(QLatin1String("</b>"), QLatin1String("]"));
    html.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    html.replace(QLatin1String("&lt;"), QLatin1String("<"));
    html.replace(QLatin1String("&gt;"), QLatin1String(">"));
    html.replace(QLatin1String("&quot;"), QLatin1String("\""));
    html.replace(QLatin1String("&#39;"), QLatin1String("'"));
    html.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return html;
}

// The games with an editable card library (GameModule::cardLibrary()), in registry order.
QString cardGames(const GameRegistry &registry)
{
    QStringList ids;
    for (const GameModulePtr &game : registry.modules())
        if (game->cardLibrary())
            ids.append(game->id());
    return ids.join(QStringLiteral(", "));
}

// Only games with an editable card library have cards to export or import.
const GameCardLibrary *cardGame(Context &ctx, const QString &game)
{
    const GameModule *module = ctx.registry.module(game);
    if (module && module->cardLibrary())
        return module->cardLibrary();
    if (module)
        ctx.err << "kibitzer-cli: " << game
                << " has no card library (games with one: " << cardGames(ctx.registry) << ')'
                << Qt::endl;
    else
        ctx.err << "kibitzer-cli: unknown game \"" << game
                << "\" (games with a card library: " << cardGames(ctx.registry) << ')' << Qt::endl;
    return nullptr;
}

} // namespace

int replay(Context &ctx, const QString &path)
{
    // The document printed is {"config", "game", "result", "state", "steps"} (QJsonDocument's key
    // order), but the state and the result are known only after the last step: each step's object
    // is spooled to a temporary file as it is replayed, then the document is written around it.
    // Memory is the state and one step, whatever the length of the journal.
    QTemporaryFile spool;
    if (!spool.open()) {
        ctx.err << "kibitzer-cli: cannot create a temporary file: " << spool.errorString()
                << Qt::endl;
        return BadInput;
    }
    bool first = true;
    bool spooled = true;
    const StepSink onStep = [&](const ReplayReport::StepReport &s) {
        QJsonObject o{{QStringLiteral("line"), s.line},
                      {QStringLiteral("kind"), s.step.kind},
                      {QStringLiteral("description"), s.description.text(ctx.lang)},
                      {QStringLiteral("findings"), findingsJson(s.findings, ctx.lang)}};
        if (s.step.actor >= 0)
            o.insert(QStringLiteral("actor"), s.step.actor);
        QByteArray chunk = first ? QByteArray() : QByteArrayLiteral(",\n");
        chunk += indented(QJsonDocument(o).toJson(QJsonDocument::Indented), 8);
        first = false;
        spooled = spool.write(chunk) == chunk.size();
        return spooled;
    };
    TerminalProgress progress;
    QString why;
    const std::optional<JournalScan> scan = scanJournalFile(
        ctx.registry, path, &why, onStep, progress.phase(QStringLiteral("replay: ")));
    progress.clear();
    if (!scan) {
        ctx.err << (spooled ? why
                            : QStringLiteral("kibitzer-cli: cannot write a temporary file: ") +
                                  spool.errorString())
                << Qt::endl;
        return BadInput;
    }
    // The configuration's findings (an army over its budget, a deck off the composition) are
    // those of the header line, before the first step: {"config": {"line", "findings"}}.
    QJsonObject doc{
        {QStringLiteral("config"),
         QJsonObject{{QStringLiteral("line"), scan->headerLine},
                     {QStringLiteral("findings"), findingsJson(scan->configFindings, ctx.lang)}}},
        {QStringLiteral("game"), scan->header.game},
        {QStringLiteral("state"), scan->finalState->toJson()},
        {QStringLiteral("result"),
         scan->result ? QJsonValue(scan->result->toJson()) : QJsonValue(QJsonValue::Null)}};
    const QByteArray head = QJsonDocument(doc).toJson(QJsonDocument::Indented);
    QFile stdOut;
    QIODevice &out = ctx.rawOut ? *ctx.rawOut : stdOut;
    if (!ctx.rawOut && !stdOut.open(stdout, QIODevice::WriteOnly)) {
        ctx.err << "kibitzer-cli: cannot write the standard output" << Qt::endl;
        return Usage;
    }
    // head ends with "\n}\n"; "steps" sorts last, so it goes in before that closing brace.
    out.write(head.chopped(3));
    out.write(",\n    \"steps\": [\n");
    spool.seek(0);
    while (!spool.atEnd())
        out.write(spool.read(1 << 16));
    out.write(first ? "    ]\n}\n" : "\n    ]\n}\n");
    if (!ctx.rawOut)
        stdOut.flush();
    return Ok;
}

namespace {

QString winnerNames(const GameSummary &g)
{
    QStringList names;
    for (int seat : g.winners)
        names.append(seat < g.config.players.size() ? g.config.players.at(seat).name
                                                    : QString::number(seat));
    return names.join(QStringLiteral(", "));
}

} // namespace

int list(Context &ctx)
{
    auto db = openDb(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    Journal journal(*db);
    DbError error;
    const QList<GameSummary> games = journal.listGames(&error);
    if (error) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    ctx.out << "id\tgame\tstatus\tsteps\tupdated\tplayers\twinners\ttitle\n";
    for (const GameSummary &g : games) {
        QStringList players;
        for (const PlayerInfo &p : g.config.players)
            players.append(p.name);
        ctx.out << g.id << '\t' << g.kind << '\t' << gameStatusCode(g.status) << '\t' << g.stepCount
                << '\t' << g.updatedAt.toString(Qt::ISODate) << '\t'
                << players.join(QStringLiteral(", ")) << '\t' << winnerNames(g) << '\t' << g.title
                << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int exportGame(Context &ctx, const QString &gameIdText, const QString &outFile)
{
    Message notAnId;
    const std::optional<qint64> id = parseGameId(gameIdText, &notAnId);
    if (!id) {
        ctx.err << "kibitzer-cli: " << notAnId.text(ctx.lang) << " (see: kibitzer-cli list)"
                << Qt::endl;
        return Usage;
    }
    const qint64 gameId = *id;
    auto db = openDb(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    Journal journal(*db);
    // Streamed (storage/JournalExport.h): every stored step is checked as resuming the game
    // would check it (a game another program damaged is refused with the game and step named)
    // and as `replay` would read it back, before the first line is written. A file is written
    // through QSaveFile: it appears whole or not at all.
    const bool toStdout = outFile.isEmpty() || outFile == QLatin1String("-");
    QSaveFile saveFile(outFile);
    QFile stdOut;
    QIODevice *device = &saveFile;
    if (toStdout) {
        ctx.out.flush();
        stdOut.open(stdout, QIODevice::WriteOnly);
        device = &stdOut;
    } else if (!saveFile.open(QIODevice::WriteOnly)) {
        ctx.err << outFile << ": cannot write: " << saveFile.errorString() << Qt::endl;
        return Usage;
    }
    TerminalProgress progress;
    const ExportOutcome exported = exportJournal(journal, ctx.registry, gameId, device,
                                                 progress.phase(QStringLiteral("export: ")));
    progress.clear();
    if (exported.error) {
        ctx.err << "kibitzer-cli: " << exported.error.text(ctx.lang) << Qt::endl;
        return exported.error.code == DbError::Code::Corrupt ? DatabaseRefused : NotFound;
    }
    if (!exported.problem.isEmpty()) {
        ctx.err << "kibitzer-cli: game " << gameId << ", " << exported.problem
                << "; nothing was exported" << Qt::endl;
        return DatabaseRefused;
    }
    if (toStdout) {
        stdOut.flush();
        return Ok;
    }
    if (exported.writeFailed || !saveFile.commit()) {
        ctx.err << outFile << ": cannot write: " << saveFile.errorString() << Qt::endl;
        return Usage;
    }
    return Ok;
}

int importJournal(Context &ctx, const QString &path)
{
    // Validate everything before the database is even opened: nothing is written on bad input.
    // The file is read twice, one line at a time (checked, then stored as it is replayed again),
    // so standard input is first copied to a temporary file.
    QFile source(path);
    QTemporaryFile copy;
    QIODevice *device = &source;
    QString readPath = path;
    if (path == QLatin1String("-")) {
        if (!source.open(stdin, QIODevice::ReadOnly) || !copy.open()) {
            ctx.err << path << ": cannot read: "
                    << (source.isOpen() ? copy.errorString() : source.errorString()) << Qt::endl;
            return BadInput;
        }
        while (!source.atEnd()) {
            const QByteArray chunk = source.read(1 << 16);
            if (chunk.isEmpty() || copy.write(chunk) != chunk.size())
                break;
        }
        copy.seek(0);
        device = &copy;
        readPath = copy.fileName();
    } else if (!source.open(QIODevice::ReadOnly)) {
        ctx.err << path << ": cannot read: " << source.errorString() << Qt::endl;
        return BadInput;
    }
    TerminalProgress progress;
    QString why;
    const std::optional<JournalScan> scan = scanJournalFile(
        ctx.registry, device, path, &why, {}, progress.phase(QStringLiteral("import: checking ")));
    progress.clear();
    if (!scan) {
        ctx.err << why << Qt::endl;
        return BadInput;
    }
    auto db = openDb(ctx, Database::Mode::ReadWrite);
    if (!db)
        return DatabaseRefused;
    Journal journal(*db);
    DbError error;
    const ImportOutcome imported = importJournalFile(
        journal, readPath, *scan, &error, progress.phase(QStringLiteral("import: storing ")));
    progress.clear();
    if (imported.gameId == 0) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    if (imported.existing)
        ctx.out << "already imported as game " << imported.gameId << " (" << scan->header.game
                << "); nothing was written" << Qt::endl;
    else
        ctx.out << "imported game " << imported.gameId << " (" << scan->header.game << ", "
                << imported.steps << " steps)" << Qt::endl;
    // The configuration's findings, as replay lists them: "config: warning RULE: message".
    for (const Finding &f : scan->configFindings)
        ctx.out << "config: " << severityCode(f.severity) << ' ' << f.ruleId << ": "
                << f.message.text(ctx.lang) << '\n';
    ctx.out.flush();
    return Ok;
}

int exportCards(Context &ctx, const QString &game, const QString &outFile)
{
    const GameCardLibrary *cards = cardGame(ctx, game);
    if (!cards)
        return NotFound;
    auto db = openDb(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    CardStore store(*db);
    DbError error;
    const std::optional<QByteArray> text = cards->exportFile(store, &error);
    if (!text) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    return writeOutput(ctx, outFile, *text);
}

int schema(Context &ctx, const QString &game, const QString &outFile)
{
    const GameModule *module = ctx.registry.module(game);
    const QList<StepSchema> schemas = module ? module->stepSchemas() : QList<StepSchema>{};
    if (schemas.isEmpty()) {
        QStringList described;
        for (const GameModulePtr &m : ctx.registry.modules())
            if (!m->stepSchemas().isEmpty())
                described.append(m->id());
        ctx.err << "kibitzer-cli: " << (module ? "no step schema for \"" : "unknown game \"")
                << game << "\" (games: " << described.join(QStringLiteral(", ")) << ')' << Qt::endl;
        return NotFound;
    }
    // Each kind with its name in the language asked for (--lang).
    QJsonObject doc = schemasToJson(module->id(), schemas);
    QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QJsonObject step = steps.at(i).toObject();
        step.insert(QStringLiteral("name"),
                    module->engine()
                        ->stepKindName(step.value(QStringLiteral("kind")).toString())
                        .text(ctx.lang));
        steps.replace(i, step);
    }
    doc.insert(QStringLiteral("steps"), steps);
    return writeOutput(ctx, outFile, QJsonDocument(doc).toJson(QJsonDocument::Indented));
}

int importCards(Context &ctx, const QString &game, const QString &path, bool replace)
{
    const GameCardLibrary *cards = cardGame(ctx, game);
    if (!cards)
        return NotFound;
    QByteArray data;
    if (!readFile(ctx, path, &data))
        return BadInput;
    // The whole file is checked before the database is even opened: nothing is written on bad
    // input.
    QString why;
    const std::unique_ptr<GameCardLibrary::Parsed> incoming = cards->parseFile(data, &why);
    if (!incoming) {
        ctx.err << path << ": " << why << Qt::endl;
        return BadInput;
    }
    auto db = openDb(ctx, Database::Mode::ReadWrite);
    if (!db)
        return DatabaseRefused;
    CardStore store(*db);
    const GameCardLibrary::Imported imported = cards->import(store, *incoming, replace);
    switch (imported.status) {
    case GameCardLibrary::Imported::Status::Refused:
        ctx.err << path << ": " << imported.problem << Qt::endl;
        return BadInput;
    case GameCardLibrary::Imported::Status::DatabaseError:
        ctx.err << "kibitzer-cli: " << imported.error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    case GameCardLibrary::Imported::Status::Ok:
        break;
    }
    ctx.out << "imported " << incoming->size() << " cards into " << game << " (" << imported.added
            << " new, " << imported.replaced << " replaced; the library has " << imported.total
            << " cards)" << Qt::endl;
    return Ok;
}

int rulesSearch(Context &ctx, const QString &query, const QString &langFilter,
                const QString &gameFilter, int limit)
{
    const RuleBook book = RuleBook::fromResources(ctx.registry);
    for (const RuleParseError &e : book.errors())
        ctx.err << "kibitzer-cli: " << e.toString() << Qt::endl;
    if (!gameFilter.isEmpty() && !ctx.registry.ids().contains(gameFilter)) {
        ctx.err << "kibitzer-cli: unknown game \"" << gameFilter
                << "\" (known: " << ctx.registry.ids().join(QStringLiteral(", ")) << ')'
                << Qt::endl;
        return NotFound;
    }
    RuleIndex index(book);
    index.setGlossary(Glossary::fromResources()); // a term finds its other-language form too
    if (!index.isReady()) {
        ctx.err << "kibitzer-cli: the rule index could not be built: " << index.errorString()
                << Qt::endl;
        return DatabaseRefused;
    }
    std::optional<Lang> lang;
    if (!langFilter.isEmpty())
        lang = langFromCode(langFilter, Lang::En);
    const QList<RuleHit> hits = index.search(query, lang, gameFilter, limit > 0 ? limit : 20);
    for (const RuleHit &h : hits) {
        ctx.out << h.ruleId << "  [" << langCode(h.lang) << "]  " << h.title << '\n'
                << "    " << plainSnippet(h.snippet) << '\n';
    }
    if (hits.isEmpty())
        ctx.err << "no rule matches \"" << query << '"' << Qt::endl;
    ctx.out.flush();
    return hits.isEmpty() ? NotFound : Ok;
}

} // namespace kbz::cli
