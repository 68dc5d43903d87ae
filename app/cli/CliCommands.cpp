#include "CliCommands.h"

#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "lightwars/LwCardLibraryStore.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "rules/Glossary.h"
#include "rules/RuleBook.h"
#include "rules/RuleIndex.h"
#include "storage/CardStore.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

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

// Parses and replays a journal file (core/Replay.h, shared with the app); prints
// "FILE:LINE: what" when it is refused.
int replayJournalFile(Context &ctx, const QString &path, CheckedJournal *checked)
{
    QString why;
    std::optional<CheckedJournal> c = checkJournalFile(ctx.registry, path, &why);
    if (!c) {
        ctx.err << why << Qt::endl;
        return BadInput;
    }
    *checked = std::move(*c);
    return Ok;
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

// The games with an editable card library, and what the CLI needs of each (the functions of
// its *CardLibraryStore.h; the file format and merge rules are the same for all).
template <typename Library> struct CardGame;

template <> struct CardGame<lc::LcCardLibrary>
{
    static constexpr auto load = &lc::loadCardLibrary;
    static constexpr auto parse = &lc::parseCardFile;
    static QString problem(const lc::LcCardLibrary &, const lc::LcCardLibrary &) { return {}; }
};

template <> struct CardGame<rr::RrCardLibrary>
{
    static constexpr auto load = &rr::loadCardLibrary;
    static constexpr auto parse = &rr::parseCardFile;
    static QString problem(const rr::RrCardLibrary &file, const rr::RrCardLibrary &library)
    {
        return rr::upgradeProblem(file, library);
    }
};

template <> struct CardGame<low::LowCardLibrary>
{
    static constexpr auto load = &low::loadCardLibrary;
    static constexpr auto parse = &low::parseCardFile;
    static QString problem(const low::LowCardLibrary &, const low::LowCardLibrary &) { return {}; }
};

template <> struct CardGame<lw::LwCardLibrary>
{
    static constexpr auto load = &lw::loadCardLibrary;
    static constexpr auto parse = &lw::parseCardFile;
    static QString problem(const lw::LwCardLibrary &, const lw::LwCardLibrary &) { return {}; }
};

QString cardGames()
{
    return QStringLiteral("%1, %2, %3, %4")
        .arg(QLatin1String(lc::kCardGameKind), QLatin1String(rr::kCardGameKind),
             QLatin1String(low::kCardGameKind), QLatin1String(lw::kCardGameKind));
}

// Only games with an editable card library have cards to export or import.
int checkCardGame(Context &ctx, const QString &game)
{
    if (game == QLatin1String(lc::kCardGameKind) || game == QLatin1String(rr::kCardGameKind) ||
        game == QLatin1String(low::kCardGameKind) || game == QLatin1String(lw::kCardGameKind))
        return Ok;
    if (ctx.registry.find(game))
        ctx.err << "kibitzer-cli: " << game
                << " has no card library (games with one: " << cardGames() << ')' << Qt::endl;
    else
        ctx.err << "kibitzer-cli: unknown game \"" << game
                << "\" (games with a card library: " << cardGames() << ')' << Qt::endl;
    return NotFound;
}

template <typename Library> int exportCardsOf(Context &ctx, const QString &outFile)
{
    auto db = openDb(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    CardStore store(*db);
    DbError error;
    const std::optional<Library> library = CardGame<Library>::load(store, &error);
    if (!library) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    return writeOutput(ctx, outFile, cardFileText(*library));
}

template <typename Library>
int importCardsOf(Context &ctx, const QString &game, const QString &path, bool replace)
{
    QByteArray data;
    if (!readFile(ctx, path, &data))
        return BadInput;
    // The whole file is checked before the database is even opened: nothing is written on bad
    // input.
    QString why;
    const std::optional<Library> incoming = CardGame<Library>::parse(data, &why);
    if (!incoming) {
        ctx.err << path << ": " << why << Qt::endl;
        return BadInput;
    }
    auto db = openDb(ctx, Database::Mode::ReadWrite);
    if (!db)
        return DatabaseRefused;
    CardStore store(*db);
    DbError error;
    int added = int(incoming->cards().size());
    int replaced = 0;
    Library result = *incoming;
    if (!replace) {
        const std::optional<Library> current = CardGame<Library>::load(store, &error);
        if (!current) {
            ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
            return DatabaseRefused;
        }
        result = mergeCards(*current, *incoming, &added, &replaced);
    }
    if (const QString problem = CardGame<Library>::problem(*incoming, result); !problem.isEmpty()) {
        ctx.err << path << ": " << problem << Qt::endl;
        return BadInput;
    }
    if (!saveCardLibrary(store, result, &error)) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    ctx.out << "imported " << incoming->cards().size() << " cards into " << game << " (" << added
            << " new, " << replaced << " replaced; the library has " << result.cards().size()
            << " cards)" << Qt::endl;
    return Ok;
}

} // namespace

int replay(Context &ctx, const QString &path)
{
    CheckedJournal checked;
    if (const int rc = replayJournalFile(ctx, path, &checked); rc != Ok)
        return rc;
    const JournalFile &file = checked.file;
    const ReplayReport &report = checked.report;
    QJsonArray steps;
    for (const ReplayReport::StepReport &s : report.steps) {
        QJsonObject o{{QStringLiteral("line"), s.line},
                      {QStringLiteral("kind"), s.step.kind},
                      {QStringLiteral("description"), s.description.text(ctx.lang)},
                      {QStringLiteral("findings"), findingsJson(s.findings, ctx.lang)}};
        if (s.step.actor >= 0)
            o.insert(QStringLiteral("actor"), s.step.actor);
        steps.append(o);
    }
    QJsonObject doc{{QStringLiteral("game"), file.game},
                    {QStringLiteral("steps"), steps},
                    {QStringLiteral("state"), report.finalState->toJson()},
                    {QStringLiteral("result"), report.result ? QJsonValue(report.result->toJson())
                                                             : QJsonValue(QJsonValue::Null)}};
    ctx.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    ctx.out.flush();
    return Ok;
}

namespace {

// Never export what `replay` would refuse: the text is read back as replay reads it, and each
// step is checked by the engine in the state it was recorded in. Empty when all is well, else
// "step N: what is wrong" (N the stored step number).
QString exportProblem(const Session &session, const JournalFile &file, const QByteArray &data)
{
    JournalFile back;
    int line = 0;
    QString why;
    if (!JournalFile::parse(data, &back, &line, &why)) {
        const int i = back.steps.size(); // the steps before the refused line were read
        if (line <= 1 || i >= session.index())
            return QStringLiteral("its setup: ") + why;
        return QStringLiteral("step %1: %2").arg(session.entry(i).record.seq).arg(why);
    }
    if (back.game != file.game || back.config != file.config ||
        back.steps.size() != file.steps.size())
        return QStringLiteral("its setup: it does not read back as written");
    for (int i = 0; i < back.steps.size(); ++i) {
        const int seq = session.entry(i).record.seq;
        if (back.steps.at(i) != file.steps.at(i))
            return QStringLiteral("step %1: it does not read back as written").arg(seq);
        if (const auto problem =
                session.engine()->malformed(*session.stateBefore(i), back.steps.at(i)))
            return QStringLiteral("step %1: %2").arg(seq).arg(problem->english());
    }
    return {};
}

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
    DbError error;
    // Resuming checks every stored step as replay would (a game another program damaged is
    // refused with the game and step named).
    auto session = Session::resume(journal, ctx.registry, gameId, &error);
    if (!session) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return error.code == DbError::Code::Corrupt ? DatabaseRefused : NotFound;
    }
    const auto rec = journal.loadGame(gameId, &error);
    JournalFile file;
    file.game = session->engine()->id();
    file.title = rec ? rec->summary.title : QString();
    file.config = session->config();
    // The steps in effect: the undo stack up to its index (undone steps are not exported).
    for (int i = 0; i < session->index(); ++i)
        file.steps.append(session->entry(i).record.step);
    const QByteArray data = file.serialize();
    if (const QString problem = exportProblem(*session, file, data); !problem.isEmpty()) {
        ctx.err << "kibitzer-cli: game " << gameId << ", " << problem << "; nothing was exported"
                << Qt::endl;
        return DatabaseRefused;
    }
    return writeOutput(ctx, outFile, data);
}

int importJournal(Context &ctx, const QString &path)
{
    // Validate everything before the database is even opened: nothing is written on bad input.
    CheckedJournal checked;
    if (const int rc = replayJournalFile(ctx, path, &checked); rc != Ok)
        return rc;
    auto db = openDb(ctx, Database::Mode::ReadWrite);
    if (!db)
        return DatabaseRefused;
    Journal journal(*db);
    DbError error;
    const ImportOutcome imported = kbz::importJournal(journal, checked, &error);
    if (imported.gameId == 0) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    if (imported.existing)
        ctx.out << "already imported as game " << imported.gameId << " (" << checked.file.game
                << "); nothing was written" << Qt::endl;
    else
        ctx.out << "imported game " << imported.gameId << " (" << checked.file.game << ", "
                << imported.steps << " steps)" << Qt::endl;
    return Ok;
}

int exportCards(Context &ctx, const QString &game, const QString &outFile)
{
    if (const int rc = checkCardGame(ctx, game); rc != Ok)
        return rc;
    if (game == QLatin1String(rr::kCardGameKind))
        return exportCardsOf<rr::RrCardLibrary>(ctx, outFile);
    if (game == QLatin1String(low::kCardGameKind))
        return exportCardsOf<low::LowCardLibrary>(ctx, outFile);
    if (game == QLatin1String(lw::kCardGameKind))
        return exportCardsOf<lw::LwCardLibrary>(ctx, outFile);
    return exportCardsOf<lc::LcCardLibrary>(ctx, outFile);
}

int importCards(Context &ctx, const QString &game, const QString &path, bool replace)
{
    if (const int rc = checkCardGame(ctx, game); rc != Ok)
        return rc;
    if (game == QLatin1String(rr::kCardGameKind))
        return importCardsOf<rr::RrCardLibrary>(ctx, game, path, replace);
    if (game == QLatin1String(low::kCardGameKind))
        return importCardsOf<low::LowCardLibrary>(ctx, game, path, replace);
    if (game == QLatin1String(lw::kCardGameKind))
        return importCardsOf<lw::LwCardLibrary>(ctx, game, path, replace);
    return importCardsOf<lc::LcCardLibrary>(ctx, game, path, replace);
}

int rulesSearch(Context &ctx, const QString &query, const QString &langFilter,
                const QString &gameFilter, int limit)
{
    const RuleBook book = RuleBook::fromResources();
    for (const RuleParseError &e : book.errors())
        ctx.err << "kibitzer-cli: " << e.toString() << Qt::endl;
    if (!gameFilter.isEmpty() && !RuleBook::knownGameIds().contains(gameFilter)) {
        ctx.err << "kibitzer-cli: unknown game \"" << gameFilter
                << "\" (known: " << RuleBook::knownGameIds().join(QStringLiteral(", ")) << ')'
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
