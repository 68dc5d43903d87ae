// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli: the headless entry point. Shares kibitzer_models with the desktop app.
#include "CliCommands.h"
#include "core/AppIdentity.h"
#include "registerGames.h"
#include "storage/Database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    kbz::setAppIdentity();
    QCoreApplication::setApplicationName(QStringLiteral("Kibitzer"));

    kbz::GameRegistry registry;
    kbz::registerGames(registry);
    QStringList cardGames;
    for (const kbz::GameModulePtr &game : registry.modules())
        if (game->cardLibrary())
            cardGames.append(game->id());

    QCommandLineParser parser;
    const QString description = QStringLiteral(
        "Kibitzer headless tools.\n\n"
        "Commands:\n"
        "  replay FILE                  replay a journal file; print findings, state and result as "
        "JSON\n"
        "  list                         list the games in the database\n"
        "  export GAME [-o FILE]        write a stored game as a journal file (JSON Lines)\n"
        "  import FILE                  store a journal file as a new game (a journal imported\n"
        "                               before is recognised and not stored twice)\n"
        "  branch GAME STEP             store a new game made of the first STEP steps of GAME\n"
        "                               (linked to it); prints the new game's id\n"
        "  cards export GAME [-o FILE]  write a game's card library as JSON (GAME: %1)\n"
        "  cards import GAME FILE       check a card file, then add its cards to the library\n"
        "                               (same id = replaced; --replace: the file becomes the "
        "library)\n"
        "  rules search QUERY           search the rule books [--lang ja|en] [--game ID]\n"
        "  schema GAME [-o FILE]        what each step kind of GAME holds, as JSON\n"
        "  players list                 list the table's players (id, name, games, created)\n"
        "  players rename PLAYER NAME   rename a player (--same-name: a name another has)\n"
        "  players merge KEEP OTHER     merge OTHER into KEEP (not two players of one game)\n"
        "  results --format csv|bgstats [-o FILE] [--game ID] [--player NAME]\n"
        "          [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n"
        "                               the finished games' results, for a spreadsheet or BG "
        "Stats\n"
        "  stats --player NAME          a player's statistics as JSON [--game ID]\n"
        "  stats [--game ID]            each game's statistics as JSON\n"
        "  club push|pull --club URL    copy the finished games of --db to the club's PostgreSQL\n"
        "          [--yes] [--map NAME=PLAYER]...\n"
        "                               server, or the club's to --db; each game once (by its\n"
        "                               UUID); players matched by name, new names confirmed");
    parser.setApplicationDescription(description.arg(cardGames.join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOpt(
        QStringLiteral("db"),
        QStringLiteral("Database file (default: %1), or a PostgreSQL server: "
                       "postgresql://USER:PASSWORD@HOST:PORT/DATABASE, postgresql:///DATABASE "
                       "(local socket; PG* variables and ~/.pgpass as libpq reads them).")
            .arg(kbz::Database::defaultPath()),
        QStringLiteral("path"), kbz::Database::defaultPath());
    const QCommandLineOption langOpt(
        QStringLiteral("lang"), QStringLiteral("Language of messages and rule search: en or ja."),
        QStringLiteral("lang"));
    const QCommandLineOption gameOpt(QStringLiteral("game"),
                                     QStringLiteral("Game id filter (rules, results, stats)."),
                                     QStringLiteral("id"));
    const QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output file (default: standard output)."),
                                    QStringLiteral("file"));
    const QCommandLineOption limitOpt(QStringLiteral("limit"), QStringLiteral("Maximum results."),
                                      QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption replaceOpt(
        QStringLiteral("replace"),
        QStringLiteral(
            "cards import: the file replaces the whole library instead of adding to it."));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       QStringLiteral("results: csv or bgstats."),
                                       QStringLiteral("format"), QStringLiteral("csv"));
    const QCommandLineOption playerOpt(QStringLiteral("player"),
                                       QStringLiteral("results, stats: a player's name or id."),
                                       QStringLiteral("name"));
    const QCommandLineOption fromOpt(QStringLiteral("from"),
                                     QStringLiteral("results: games started on or after."),
                                     QStringLiteral("date"));
    const QCommandLineOption toOpt(QStringLiteral("to"),
                                   QStringLiteral("results: games started on or before."),
                                   QStringLiteral("date"));
    const QCommandLineOption sameNameOpt(
        QStringLiteral("same-name"),
        QStringLiteral("players rename: allow a name another player already has."));
    const QCommandLineOption clubOpt(
        QStringLiteral("club"),
        QStringLiteral("club push|pull: the club server, postgresql://USER@HOST:PORT/DATABASE."),
        QStringLiteral("url"));
    const QCommandLineOption yesOpt(
        QStringLiteral("yes"),
        QStringLiteral("club push|pull: copy without asking (new names become new players)."));
    const QCommandLineOption mapOpt(
        QStringLiteral("map"),
        QStringLiteral("club push|pull: the incoming NAME's seats go to the existing PLAYER "
                       "(a name or an id); repeatable."),
        QStringLiteral("NAME=PLAYER"));
    parser.addOptions({dbOpt, langOpt, gameOpt, outOpt, limitOpt, replaceOpt, formatOpt, playerOpt,
                       fromOpt, toOpt, sameNameOpt, clubOpt, yesOpt, mapOpt});
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do."));
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString langCode = parser.value(langOpt);
    kbz::cli::Context ctx{registry, parser.value(dbOpt), kbz::langFromCode(langCode, kbz::Lang::En),
                          out, err};

    QTranslator translator;
    if (ctx.lang == kbz::Lang::Ja && translator.load(QStringLiteral(":/i18n/kibitzer_ja.qm")))
        QCoreApplication::installTranslator(&translator);

    const QStringList args = parser.positionalArguments();
    const QString cmd = args.value(0);
    auto need = [&](int n, const char *usage) {
        if (args.size() >= n)
            return true;
        err << "usage: kibitzer-cli " << usage << Qt::endl;
        return false;
    };
    if (cmd == QLatin1String("replay"))
        return need(2, "replay FILE") ? kbz::cli::replay(ctx, args.at(1)) : kbz::cli::Usage;
    if (cmd == QLatin1String("list"))
        return kbz::cli::list(ctx);
    if (cmd == QLatin1String("export"))
        return need(2, "export GAME_ID [-o FILE]")
                   ? kbz::cli::exportGame(ctx, args.at(1), parser.value(outOpt))
                   : kbz::cli::Usage;
    if (cmd == QLatin1String("import"))
        return need(2, "import FILE") ? kbz::cli::importJournal(ctx, args.at(1)) : kbz::cli::Usage;
    if (cmd == QLatin1String("branch"))
        return need(3, "branch GAME_ID STEP") ? kbz::cli::branch(ctx, args.at(1), args.at(2))
                                              : kbz::cli::Usage;
    if (cmd == QLatin1String("cards")) {
        const QString sub = args.value(1);
        if (sub == QLatin1String("export"))
            return need(3, "cards export GAME [-o FILE]")
                       ? kbz::cli::exportCards(ctx, args.at(2), parser.value(outOpt))
                       : kbz::cli::Usage;
        if (sub == QLatin1String("import"))
            return need(4, "cards import GAME FILE [--replace]")
                       ? kbz::cli::importCards(ctx, args.at(2), args.at(3),
                                               parser.isSet(replaceOpt))
                       : kbz::cli::Usage;
        err << "usage: kibitzer-cli cards export GAME [-o FILE] | cards import GAME FILE "
               "[--replace]"
            << Qt::endl;
        return kbz::cli::Usage;
    }
    if (cmd == QLatin1String("schema"))
        return need(2, "schema GAME [-o FILE]")
                   ? kbz::cli::schema(ctx, args.at(1), parser.value(outOpt))
                   : kbz::cli::Usage;
    if (cmd == QLatin1String("players"))
        return kbz::cli::players(ctx, args.mid(1), parser.isSet(sameNameOpt));
    if (cmd == QLatin1String("results"))
        return kbz::cli::results(ctx, {parser.value(formatOpt), parser.value(outOpt),
                                       parser.value(gameOpt), parser.value(playerOpt),
                                       parser.value(fromOpt), parser.value(toOpt)});
    if (cmd == QLatin1String("stats"))
        return kbz::cli::stats(ctx, parser.value(playerOpt), parser.value(gameOpt));
    if (cmd == QLatin1String("club"))
        return need(2, "club push|pull --club URL [--db FILE]")
                   ? kbz::cli::club(ctx, args.at(1), parser.value(clubOpt),
                                    {parser.isSet(yesOpt), parser.values(mapOpt)})
                   : kbz::cli::Usage;
    if (cmd == QLatin1String("rules")) {
        if (args.value(1) != QLatin1String("search") ||
            !need(3, "rules search QUERY [--lang ja|en] [--game ID]"))
            return kbz::cli::Usage;
        return kbz::cli::rulesSearch(ctx, args.mid(2).join(QLatin1Char(' ')), langCode,
                                     parser.value(gameOpt), parser.value(limitOpt).toInt());
    }
    err << (cmd.isEmpty() ? QStringLiteral("kibitzer-cli: no command given")
                          : QStringLiteral("kibitzer-cli: unknown command \"%1\"").arg(cmd))
        << Qt::endl
        << parser.helpText();
    return kbz::cli::Usage;
}
