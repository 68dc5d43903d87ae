// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "rules/RuleBook.h"
#include "rules/RuleIndex.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QTest>

#include <memory>

using namespace kbz;

namespace {

// The rule ids the Lethal Checkmate validators cite.
const QStringList lcRequiredIds = {
    QStringLiteral("lc.board.occupied"),      QStringLiteral("lc.board.edge"),
    QStringLiteral("lc.move.pattern"),        QStringLiteral("lc.move.unplayable"),
    QStringLiteral("lc.card.not-in-hand"),    QStringLiteral("lc.card.phase"),
    QStringLiteral("lc.field.limit"),         QStringLiteral("lc.attack.trigger"),
    QStringLiteral("lc.escape.move-only"),    QStringLiteral("lc.escape.one-card"),
    QStringLiteral("lc.escape.not-attacked"), QStringLiteral("lc.turn.order"),
    QStringLiteral("lc.turn.must-play"),      QStringLiteral("lc.turn.after-damage"),
    QStringLiteral("lc.damage.hp"),           QStringLiteral("lc.rotation.missing"),
    QStringLiteral("lc.rotation.needless"),   QStringLiteral("lc.rotation.chain"),
    QStringLiteral("lc.lethal.phase"),        QStringLiteral("lc.lethal.last-step"),
    QStringLiteral("lc.end.refill"),          QStringLiteral("lc.pawn-step.swap"),
    QStringLiteral("lc.setup.placement"),
};

// Rules that carry a point of RULINGS.md (Lethal Checkmate) and must be marked "| ruling".
const QStringList lcRulingIds = {
    QStringLiteral("lc.board.occupied"),   QStringLiteral("lc.hp.limits"),
    QStringLiteral("lc.field.limit"),      QStringLiteral("lc.move.unplayable"),
    QStringLiteral("lc.attack.trigger"),   QStringLiteral("lc.escape.result"),
    QStringLiteral("lc.turn.must-play"),   QStringLiteral("lc.end.refill"),
    QStringLiteral("lc.pawn-step.swap"),   QStringLiteral("lc.rotation.trigger"),
    QStringLiteral("lc.rotation.chain"),   QStringLiteral("lc.lethal.declare"),
    QStringLiteral("lc.lethal.last-step"),
};

const QString lc = QStringLiteral("lethal-checkmate");

QString sample()
{
    return QStringLiteral("<!-- kibitzer rules: lethal-checkmate en -->\n"
                          "\n"
                          "# lc.escape | Escape phase\n"
                          "When attacked, you may run.\n"
                          "\n"
                          "## lc.escape.move-only | Move cards only\n"
                          "Only **move** cards. See [[lc.hp.limits]].\n"
                          "\n"
                          "- first item\n"
                          "  continued\n"
                          "- second item\n"
                          "\n"
                          "# lc.hp | HP\n"
                          "## lc.hp.limits | Hand limit per HP step | ruling\n"
                          "Limits 3, 4, 5.\n");
}

QString header(const QString &game = QStringLiteral("lethal-checkmate"),
               const QString &lang = QStringLiteral("en"))
{
    return QStringLiteral("<!-- kibitzer rules: %1 %2 -->\n").arg(game, lang);
}

// Everything a hit was found through: title, plain body and section title.
QString searchableText(const RuleBook &book, const RuleHit &hit)
{
    const auto rule = book.rule(hit.ruleId, hit.lang);
    if (!rule)
        return {};
    return (rule->title + QLatin1Char(' ') + book.toPlainText(rule->body, hit.lang) +
            QLatin1Char(' ') + book.title(rule->sectionId, hit.lang))
        .normalized(QString::NormalizationForm_KC);
}

QStringList hitIds(const QList<RuleHit> &hits)
{
    QStringList out;
    for (const RuleHit &h : hits)
        out.append(h.ruleId + (h.lang == Lang::Ja ? QStringLiteral("@ja") : QStringLiteral("@en")));
    return out;
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private:
    RuleBook m_book;
    std::unique_ptr<RuleIndex> m_index;

private Q_SLOTS:
    void initTestCase()
    {
        const bool ok = m_book.loadResources();
        QStringList errors;
        for (const RuleParseError &e : m_book.errors())
            errors.append(e.toString());
        QVERIFY2(ok, qPrintable(errors.join(QLatin1Char('\n'))));

        QElapsedTimer timer;
        timer.start();
        m_index = std::make_unique<RuleIndex>(m_book);
        const qint64 total = timer.nsecsElapsed() / 1000;
        QVERIFY2(m_index->isReady(), qPrintable(m_index->errorString()));
        qInfo("rule index: %d rows, build %lld us (with connection setup %lld us)",
              m_index->rowCount(), m_index->buildTimeUs(), total);
        QVERIFY(m_index->rowCount() > 0);
        QVERIFY2(m_index->buildTimeUs() < 2'000'000, "building the rule index must be fast");
    }

    // ---- parser ---------------------------------------------------------------------------

    void parseSample()
    {
        RuleBook book;
        RuleParseError error;
        QVERIFY2(book.addFile(sample(), QStringLiteral("sample.md"), &error),
                 qPrintable(error.toString()));
        QCOMPARE(book.games(), QStringList{lc});
        QVERIFY(book.hasGame(lc, Lang::En));
        QVERIFY(!book.hasGame(lc, Lang::Ja));

        const QList<RuleSection> sections = book.sections(lc, Lang::En);
        QCOMPARE(sections.size(), 2);
        QCOMPARE(sections.at(0).id, QStringLiteral("lc.escape"));
        QCOMPARE(sections.at(0).title, QStringLiteral("Escape phase"));
        QCOMPARE(sections.at(0).intro, QStringLiteral("When attacked, you may run."));
        QCOMPARE(sections.at(1).intro, QString());

        const QList<Rule> rules = book.rules(lc, Lang::En);
        QCOMPARE(rules.size(), 2);
        QCOMPARE(rules.at(0).id, QStringLiteral("lc.escape.move-only"));
        QCOMPARE(rules.at(0).sectionId, QStringLiteral("lc.escape"));
        QCOMPARE(rules.at(0).gameId, lc);
        QCOMPARE(rules.at(0).title, QStringLiteral("Move cards only"));
        QVERIFY(!rules.at(0).isRuling);
        QVERIFY(rules.at(0).body.startsWith(QStringLiteral("Only **move** cards.")));
        QVERIFY(rules.at(0).body.endsWith(QStringLiteral("- second item")));
        QVERIFY(rules.at(1).isRuling);
        QCOMPARE(rules.at(1).title, QStringLiteral("Hand limit per HP step"));
        QCOMPARE(rules.at(0).check, RuleCheck::Validator); // no mark
        QCOMPARE(rules.at(1).check, RuleCheck::Validator);

        QCOMPARE(book.ids(lc, Lang::En),
                 (QStringList{QStringLiteral("lc.escape"), QStringLiteral("lc.escape.move-only"),
                              QStringLiteral("lc.hp"), QStringLiteral("lc.hp.limits")}));
        QVERIFY(book.hasRule(QStringLiteral("lc.hp.limits"), Lang::En));
        QVERIFY(!book.hasRule(QStringLiteral("lc.hp.limits"), Lang::Ja));
        QVERIFY(!book.hasRule(QStringLiteral("lc.hp"), Lang::En)); // a section, not a rule
        QVERIFY(book.hasSection(QStringLiteral("lc.hp"), Lang::En));
        QCOMPARE(book.sectionRules(QStringLiteral("lc.escape"), Lang::En).size(), 1);
        QCOMPARE(book.title(QStringLiteral("lc.hp"), Lang::En), QStringLiteral("HP"));
        QVERIFY(!book.rule(QStringLiteral("lc.nope"), Lang::En).has_value());

        QCOMPARE(RuleBook::references(rules.at(0).body),
                 QStringList{QStringLiteral("lc.hp.limits")});
        QVERIFY(book.brokenReferences().isEmpty());
    }

    // How Kibitzer follows a rule (docs/rules-coverage.md): one mark, beside "ruling" or alone.
    void parseCheckMarks()
    {
        const QString text = header() + QStringLiteral("# lc.a | A\n"
                                                       "## lc.a.b | B | computed\nx\n"
                                                       "## lc.a.c | C | ruling, by reference\nx\n"
                                                       "## lc.a.d | D | no constraint\nx\n"
                                                       "## lc.a.e | E | not checked , ruling\nx\n");
        RuleBook book;
        RuleParseError error;
        QVERIFY2(book.addFile(text, QStringLiteral("marks.md"), &error),
                 qPrintable(error.toString()));
        const QList<Rule> rules = book.rules(lc, Lang::En);
        QCOMPARE(rules.size(), 4);
        QCOMPARE(rules.at(0).check, RuleCheck::Computed);
        QVERIFY(!rules.at(0).isRuling);
        QCOMPARE(rules.at(1).check, RuleCheck::ByReference);
        QVERIFY(rules.at(1).isRuling);
        QCOMPARE(rules.at(2).check, RuleCheck::NoConstraint);
        QCOMPARE(rules.at(3).check, RuleCheck::NotChecked);
        QVERIFY(rules.at(3).isRuling);
    }

    void parseCrlfAndBom()
    {
        QString text = QChar(0xFEFF) + sample();
        text.replace(QLatin1String("\n"), QLatin1String("\r\n"));
        RuleBook book;
        RuleParseError error;
        QVERIFY2(book.addFile(text, QStringLiteral("crlf.md"), &error),
                 qPrintable(error.toString()));
        QCOMPARE(book.sections(lc, Lang::En).at(0).intro,
                 QStringLiteral("When attacked, you may run."));
    }

    void parseErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("messagePart");

        const QString h = header();
        const QString sec = QStringLiteral("# lc.a | A\n");
        QTest::newRow("no header") << QStringLiteral("# lc.a | A\n## lc.a.b | B\nx\n") << 1
                                   << QStringLiteral("first line");
        QTest::newRow("empty file") << QString() << 1 << QStringLiteral("first line");
        QTest::newRow("bad language")
            << header(lc, QStringLiteral("fr")) + sec << 1 << QStringLiteral("unknown language");
        QTest::newRow("bad game id") << header(QStringLiteral("Lethal"), QStringLiteral("en")) << 1
                                     << QStringLiteral("invalid game id");
        QTest::newRow("no sections")
            << h + QStringLiteral("\n\n") << 0 << QStringLiteral("no sections");
        QTest::newRow("text before section") << h + QStringLiteral("\nHello\n") + sec << 3
                                             << QStringLiteral("before the first section");
        QTest::newRow("rule before section") << h + QStringLiteral("## lc.a.b | B\nx\n") << 2
                                             << QStringLiteral("before the first section");
        QTest::newRow("rule outside its section")
            << h + sec + QStringLiteral("## lc.b.c | C\nx\n") << 3
            << QStringLiteral("must start with \"lc.a.\"");
        QTest::newRow("upper-case id")
            << h + QStringLiteral("# lc.Escape | E\n") << 2 << QStringLiteral("invalid id");
        QTest::newRow("id without dot")
            << h + QStringLiteral("# escape | E\n") << 2 << QStringLiteral("invalid id");
        QTest::newRow("section id too deep")
            << h + QStringLiteral("# lc.a.b | E\n") << 2 << QStringLiteral("<prefix>.<name>");
        QTest::newRow("wrong prefix")
            << h + QStringLiteral("# rr.a | E\n") << 2 << QStringLiteral("must start with \"lc.\"");
        QTest::newRow("missing title")
            << h + sec + QStringLiteral("## lc.a.b\nx\n") << 3 << QStringLiteral("expected");
        QTest::newRow("empty title")
            << h + sec + QStringLiteral("## lc.a.b |  \nx\n") << 3 << QStringLiteral("no title");
        QTest::newRow("unknown flag") << h + sec + QStringLiteral("## lc.a.b | B | rulling\nx\n")
                                      << 3 << QStringLiteral("unknown flag");
        QTest::newRow("two marks")
            << h + sec + QStringLiteral("## lc.a.b | B | computed, not checked\nx\n") << 3
            << QStringLiteral("flag \"not checked\" after another of its kind");
        QTest::newRow("ruling twice")
            << h + sec + QStringLiteral("## lc.a.b | B | ruling, ruling\nx\n") << 3
            << QStringLiteral("after another of its kind");
        QTest::newRow("flag on section") << h + QStringLiteral("# lc.a | A | ruling\n") << 2
                                         << QStringLiteral("section takes no flag");
        QTest::newRow("too many fields") << h + sec + QStringLiteral("## lc.a.b | B | ruling | x\n")
                                         << 3 << QStringLiteral("too many");
        QTest::newRow("duplicate id")
            << h + sec + QStringLiteral("## lc.a.b | B\nx\n\n## lc.a.b | B again\ny\n") << 6
            << QStringLiteral("duplicate id lc.a.b (first used on line 3)");
        QTest::newRow("level 3 heading") << h + sec + QStringLiteral("## lc.a.b | B\nx\n### Sub\n")
                                         << 5 << QStringLiteral("only \"#\"");
        QTest::newRow("empty rule")
            << h + sec + QStringLiteral("## lc.a.b | B\n\n## lc.a.c | C\nx\n") << 3
            << QStringLiteral("rule lc.a.b has no text");
        QTest::newRow("section without rules")
            << h + sec + QStringLiteral("intro\n# lc.b | B\n## lc.b.c | C\nx\n") << 2
            << QStringLiteral("section lc.a has no rules");
        QTest::newRow("last section without rules")
            << h + sec + QStringLiteral("## lc.a.b | B\nx\n# lc.b | B\n") << 5
            << QStringLiteral("section lc.b has no rules");
        QTest::newRow("unterminated reference")
            << h + sec + QStringLiteral("## lc.a.b | B\nsee [[lc.a.c\n") << 4
            << QStringLiteral("unterminated");
        QTest::newRow("invalid reference")
            << h + sec + QStringLiteral("## lc.a.b | B\nok\nsee [[Not An Id]]\n") << 5
            << QStringLiteral("invalid cross reference");
    }

    void parseErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, messagePart);
        RuleBook book;
        RuleParseError error;
        QVERIFY(!book.addFile(text, QStringLiteral("bad.md"), &error));
        QCOMPARE(error.file, QStringLiteral("bad.md"));
        QVERIFY2(error.message.contains(messagePart), qPrintable(error.toString()));
        QCOMPARE(error.line, line);
        QVERIFY(book.isEmpty()); // nothing of a failed file is kept
        if (line > 0)
            QVERIFY(error.toString().startsWith(QStringLiteral("bad.md:%1: ").arg(line)));
    }

    void parseRejectsSecondCopy()
    {
        RuleBook book;
        QVERIFY(book.addFile(sample(), QStringLiteral("a.md")));
        RuleParseError error;
        QVERIFY(!book.addFile(sample(), QStringLiteral("b.md"), &error));
        QCOMPARE(error.line, 1);
        QVERIFY(error.message.contains(QStringLiteral("already loaded")));
    }

    void brokenReferenceIsReported()
    {
        RuleBook book;
        QVERIFY(
            book.addFile(header() + QStringLiteral("# lc.a | A\n## lc.a.b | B\nsee [[lc.a.zz]]\n"),
                         QStringLiteral("x.md")));
        QCOMPARE(book.brokenReferences(), QStringList{QStringLiteral("lc.a.b -> lc.a.zz (en)")});
        QCOMPARE(book.toHtml(QStringLiteral("see [[lc.a.zz]]"), Lang::En),
                 QStringLiteral("<p>see lc.a.zz</p>"));
    }

    // ---- rendering ------------------------------------------------------------------------

    void renderHtml()
    {
        RuleBook book;
        QVERIFY(book.addFile(sample(), QStringLiteral("sample.md")));
        const QString body = book.rule(QStringLiteral("lc.escape.move-only"), Lang::En)->body;
        QCOMPARE(book.toHtml(body, Lang::En),
                 QStringLiteral("<p>Only <b>move</b> cards. See <a href=\"rule:lc.hp.limits\">Hand "
                                "limit per HP step</a>.</p>\n"
                                "<ul><li>first item continued</li><li>second item</li></ul>"));
        QCOMPARE(book.toPlainText(body, Lang::En),
                 QStringLiteral("Only move cards. See Hand limit per HP step.\n"
                                "first item continued\nsecond item"));
        const QString rule = book.ruleToHtml(QStringLiteral("lc.hp.limits"), Lang::En);
        QVERIFY(rule.startsWith(QStringLiteral("<h3>Hand limit per HP step</h3>")));
        QVERIFY(rule.contains(QStringLiteral("<i>"))); // the ruling note
        QVERIFY(!book.ruleToHtml(QStringLiteral("lc.escape.move-only"), Lang::En)
                     .contains(QStringLiteral("<i>")));
        QCOMPARE(book.ruleToHtml(QStringLiteral("lc.none"), Lang::En), QString());
    }

    void renderEscapes_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("html");
        QTest::newRow("script") << QStringLiteral("<script>alert(1)</script>")
                                << QStringLiteral("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
        QTest::newRow("amp and quotes")
            << QStringLiteral("a & b \"c\"") << QStringLiteral("<p>a &amp; b &quot;c&quot;</p>");
        QTest::newRow("markup inside bold") << QStringLiteral("**<i>x</i>**")
                                            << QStringLiteral("<p><b>&lt;i&gt;x&lt;/i&gt;</b></p>");
        QTest::newRow("tag in list") << QStringLiteral("- <img src=x>")
                                     << QStringLiteral("<ul><li>&lt;img src=x&gt;</li></ul>");
        QTest::newRow("unpaired bold")
            << QStringLiteral("2 ** 3") << QStringLiteral("<p>2 ** 3</p>");
        QTest::newRow("hostile reference")
            << QStringLiteral("[[<b>]]") << QStringLiteral("<p>&lt;b&gt;</p>");
        QTest::newRow("japanese lines join tight")
            << QStringLiteral("手札を\n引きます。") << QStringLiteral("<p>手札を引きます。</p>");
    }

    void renderEscapes()
    {
        QFETCH(QString, body);
        QFETCH(QString, html);
        QCOMPARE(m_book.toHtml(body, Lang::En), html);
    }

    void renderReferenceTitleIsEscaped()
    {
        RuleBook book;
        QVERIFY(book.addFile(header() +
                                 QStringLiteral("# lc.a | A\n## lc.a.b | <b>&\nsee [[lc.a.b]]\n"),
                             QStringLiteral("x.md")));
        QCOMPARE(book.toHtml(QStringLiteral("[[lc.a.b]]"), Lang::En),
                 QStringLiteral("<p><a href=\"rule:lc.a.b\">&lt;b&gt;&amp;</a></p>"));
    }

    // ---- shipped rule books ---------------------------------------------------------------

    void shippedFilesParse_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<bool>("ja");
        for (const QString &g : RuleBook::knownGameIds()) {
            QTest::newRow(qPrintable(g + QStringLiteral("/en"))) << g << false;
            QTest::newRow(qPrintable(g + QStringLiteral("/ja"))) << g << true;
        }
    }

    void shippedFilesParse()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, ja);
        const Lang lang = ja ? Lang::Ja : Lang::En;
        RuleBook book;
        RuleParseError error;
        QVERIFY2(book.loadFile(RuleBook::resourcePath(gameId, lang), &error),
                 qPrintable(error.toString()));
        QCOMPARE(book.games(), QStringList{gameId});
        QVERIFY(!book.rules(gameId, lang).isEmpty());
        const QString prefix = RuleBook::idPrefix(gameId) + QLatin1Char('.');
        for (const QString &id : book.ids(gameId, lang))
            QVERIFY2(id.startsWith(prefix), qPrintable(id));
        // Rendering never leaves an unconverted marker behind.
        for (const Rule &r : book.rules(gameId, lang)) {
            const QString html = book.toHtml(r.body, lang);
            QVERIFY2(!html.contains(QLatin1String("**")), qPrintable(r.id));
            QVERIFY2(!html.contains(QLatin1String("[[")), qPrintable(r.id));
        }
    }

    void languagesHaveSameIds_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const QString &g : RuleBook::knownGameIds())
            QTest::newRow(qPrintable(g)) << g;
    }

    void languagesHaveSameIds()
    {
        QFETCH(QString, gameId);
        const QStringList en = m_book.ids(gameId, Lang::En);
        const QStringList ja = m_book.ids(gameId, Lang::Ja);
        QVERIFY(!en.isEmpty());
        QCOMPARE(ja, en);
        // The ruling flag is a property of the rule, not of a language.
        const QList<Rule> enRules = m_book.rules(gameId, Lang::En);
        const QList<Rule> jaRules = m_book.rules(gameId, Lang::Ja);
        for (int i = 0; i < enRules.size(); ++i)
            QVERIFY2(enRules.at(i).isRuling == jaRules.at(i).isRuling &&
                         enRules.at(i).check == jaRules.at(i).check,
                     qPrintable(enRules.at(i).id));
    }

    void referencesResolve() { QCOMPARE(m_book.brokenReferences(), QStringList()); }

    void requiredLcIdsPresent()
    {
        QCOMPARE(missingRuleIds(m_book, lcRequiredIds), QStringList());
        QCOMPARE(missingRuleIds(m_book, {QStringLiteral("lc.escape.move-only"),
                                         QStringLiteral("lc.no-such.rule")}),
                 (QStringList{QStringLiteral("lc.no-such.rule (en)"),
                              QStringLiteral("lc.no-such.rule (ja)")}));
        // A section id is not a rule id.
        QCOMPARE(missingRuleIds(m_book, {QStringLiteral("lc.escape")}).size(), 2);
    }

    void lcRulingsMarked_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString &id : lcRulingIds)
            QTest::newRow(qPrintable(id)) << id;
    }

    void lcRulingsMarked()
    {
        QFETCH(QString, id);
        for (const Lang lang : {Lang::En, Lang::Ja}) {
            const auto r = m_book.rule(id, lang);
            QVERIFY2(r.has_value(), qPrintable(id));
            QVERIFY2(r->isRuling, qPrintable(id));
        }
    }

    void lcCoversTheGame()
    {
        const QStringList sections = {
            QStringLiteral("lc.overview"), QStringLiteral("lc.components"),
            QStringLiteral("lc.setup"),    QStringLiteral("lc.board"),
            QStringLiteral("lc.move"),     QStringLiteral("lc.card"),
            QStringLiteral("lc.field"),    QStringLiteral("lc.attack"),
            QStringLiteral("lc.escape"),   QStringLiteral("lc.turn"),
            QStringLiteral("lc.damage"),   QStringLiteral("lc.hp"),
            QStringLiteral("lc.end"),      QStringLiteral("lc.pawn-step"),
            QStringLiteral("lc.rotation"), QStringLiteral("lc.lethal"),
            QStringLiteral("lc.win")};
        for (const QString &s : sections) {
            QVERIFY2(m_book.hasSection(s, Lang::En), qPrintable(s));
            QVERIFY2(!m_book.sectionRules(s, Lang::Ja).isEmpty(), qPrintable(s));
        }
        // The Japanese text uses the rulebook's terms.
        QString ja;
        for (const Rule &r : m_book.rules(lc, Lang::Ja))
            ja += r.body;
        for (const char *term : {"アタックフェイズ", "エスケープフェイズ", "エンドフェイズ", "場",
                                 "手札", "山札", "捨て札", "ポーンステップ", "リーサル"})
            QVERIFY2(ja.contains(QString::fromUtf8(term)), term);
    }

    // ---- search ---------------------------------------------------------------------------

    void search_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("lang"); // -1 any, 0 en, 1 ja
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("expected");    // must be among the hits
        QTest::addColumn<QString>("firstStarts"); // the first hit's id starts with this

        QTest::newRow("escape") << "escape" << 0 << lc << "lc.escape.move-only"
                                << "lc.escape.";
        QTest::newRow("esc prefix") << "esc" << 0 << lc << "lc.escape.one-card"
                                    << "lc.escape.";
        QTest::newRow("upper case") << "ESCAPE" << 0 << lc << "lc.escape.result"
                                    << "lc.escape.";
        QTest::newRow("rotat") << "rotat" << 0 << lc << "lc.rotation.trigger"
                               << "lc.rotation.";
        QTest::newRow("hand limit") << "hand limit" << 0 << lc << "lc.hp.limits"
                                    << "lc.hp.limits";
        QTest::newRow("two-letter en") << "hp" << 0 << lc << "lc.hp.limits"
                                       << "";
        QTest::newRow("pawn step en") << "pawn step" << 0 << lc << "lc.pawn-step.swap"
                                      << "lc.pawn-step.";
        QTest::newRow("回転") << "回転" << 1 << lc << "lc.rotation.chain"
                              << "lc.rotation.";
        QTest::newRow("移動") << "移動" << 1 << lc << "lc.move.pattern"
                              << "";
        QTest::newRow("エスケープ") << "エスケープ" << 1 << lc << "lc.escape.one-card"
                                    << "lc.escape.";
        QTest::newRow("ポーンステップ") << "ポーンステップ" << 1 << lc << "lc.pawn-step.swap"
                                        << "lc.pawn-step.";
        QTest::newRow("手札の上限") << "手札の上限" << 1 << lc << "lc.hp.limits"
                                    << "lc.hp.limits";
        QTest::newRow("ja substring") << "ケープ" << 1 << lc << "lc.escape.move-only"
                                      << "";
        QTest::newRow("ja two words") << "リーサル 宣言" << 1 << lc << "lc.lethal.declare"
                                      << "lc.lethal.";
        QTest::newRow("full-width latin") << "ＨＰ" << 0 << lc << "lc.hp.limits"
                                          << "";
        QTest::newRow("id") << "lc.escape.one-card" << -1 << ""
                            << "lc.escape.one-card"
                            << "lc.escape.one-card";
        QTest::newRow("id upper case") << "LC.Escape.One-Card" << 0 << lc << "lc.escape.one-card"
                                       << "lc.escape.one-card";
        QTest::newRow("id prefix") << "lc.escape" << 0 << lc << "lc.escape.result"
                                   << "lc.escape.";
        QTest::newRow("id prefix ja") << "lc.rotation" << 1 << lc << "lc.rotation.chain"
                                      << "lc.rotation.";
        QTest::newRow("all games en") << "escape" << 0 << ""
                                      << "lc.escape.move-only"
                                      << "";
        QTest::newRow("all games ja") << "回転" << 1 << ""
                                      << "lc.rotation.trigger"
                                      << "";
        QTest::newRow("game filter") << "lethal" << -1 << lc << "lc.lethal.declare"
                                     << "lc.";
    }

    void search()
    {
        QFETCH(QString, query);
        QFETCH(int, lang);
        QFETCH(QString, game);
        QFETCH(QString, expected);
        QFETCH(QString, firstStarts);
        const std::optional<Lang> filter =
            lang < 0 ? std::nullopt : std::optional<Lang>(lang == 0 ? Lang::En : Lang::Ja);

        QElapsedTimer timer;
        timer.start();
        const QList<RuleHit> hits = m_index->search(query, filter, game, 0);
        const qint64 us = timer.nsecsElapsed() / 1000;
        QVERIFY2(m_index->errorString().isEmpty(), qPrintable(m_index->errorString()));
        QVERIFY2(!hits.isEmpty(), qPrintable(query));
        qInfo("search %s: %lld hits in %lld us", qPrintable(query), qlonglong(hits.size()), us);

        const QStringList ids = hitIds(hits);
        bool found = false;
        for (const RuleHit &h : hits)
            found = found || h.ruleId == expected;
        QVERIFY2(found, qPrintable(ids.mid(0, 15).join(QLatin1Char(' '))));
        QVERIFY2(hits.first().ruleId.startsWith(firstStarts),
                 qPrintable(ids.mid(0, 5).join(QLatin1Char(' '))));

        const QStringList terms = RuleIndex::terms(query);
        for (int i = 0; i < hits.size(); ++i) {
            const RuleHit &h = hits.at(i);
            if (filter)
                QVERIFY(h.lang == *filter);
            if (!game.isEmpty())
                QCOMPARE(h.gameId, game);
            if (i > 0)
                QVERIFY(hits.at(i - 1).rank <= h.rank);
            QVERIFY(!h.title.isEmpty());
            QVERIFY(!h.snippet.contains(QLatin1String("<script")));
            // Every term is found somewhere in what the hit shows (or in its id).
            const QString text = searchableText(m_book, h);
            for (const QString &t : terms)
                QVERIFY2(text.contains(t, Qt::CaseInsensitive) || h.ruleId.contains(t),
                         qPrintable(h.ruleId + QStringLiteral(" lacks ") + t));
        }
    }

    void searchIdComesFirstAmongAllLanguages()
    {
        const QList<RuleHit> hits = m_index->search(QStringLiteral("lc.end.refill"));
        QVERIFY(hits.size() >= 2);
        QCOMPARE(hits.at(0).ruleId, QStringLiteral("lc.end.refill"));
        QCOMPARE(hits.at(1).ruleId, QStringLiteral("lc.end.refill"));
        QVERIFY(hits.at(0).lang != hits.at(1).lang);
    }

    void searchTitleRanksAboveBody()
    {
        const QList<RuleHit> hits = m_index->search(QStringLiteral("escape"), Lang::En, lc, 0);
        bool seenBodyOnly = false;
        for (const RuleHit &h : hits) {
            const bool inTitle = h.title.contains(QStringLiteral("escape"), Qt::CaseInsensitive);
            if (!inTitle)
                seenBodyOnly = true;
            QVERIFY2(!(inTitle && seenBodyOnly), qPrintable(h.ruleId));
        }
        QVERIFY(seenBodyOnly); // the query also matched texts, not only titles
    }

    void searchAllWordsMustMatch()
    {
        const QList<RuleHit> both =
            m_index->search(QStringLiteral("discard pile"), Lang::En, {}, 0);
        const QList<RuleHit> one = m_index->search(QStringLiteral("discard"), Lang::En, {}, 0);
        QVERIFY(!both.isEmpty());
        QVERIFY(both.size() <= one.size());
        const QList<RuleHit> none =
            m_index->search(QStringLiteral("escape xyzzyq"), Lang::En, {}, 0);
        QVERIFY(none.isEmpty());
        // A short term narrows a long one too.
        const QList<RuleHit> narrowed = m_index->search(QStringLiteral("回転 駒"), Lang::Ja, lc, 0);
        const QList<RuleHit> wide = m_index->search(QStringLiteral("回転"), Lang::Ja, lc, 0);
        QVERIFY(!narrowed.isEmpty());
        QVERIFY(narrowed.size() <= wide.size());
    }

    void searchLanguageFilter()
    {
        const QList<RuleHit> any =
            m_index->search(QStringLiteral("lc.lethal"), std::nullopt, {}, 0);
        const QList<RuleHit> en = m_index->search(QStringLiteral("lc.lethal"), Lang::En, {}, 0);
        const QList<RuleHit> ja = m_index->search(QStringLiteral("lc.lethal"), Lang::Ja, {}, 0);
        QVERIFY(!en.isEmpty());
        QVERIFY(!ja.isEmpty());
        QCOMPARE(any.size(), en.size() + ja.size());
        for (const RuleHit &h : ja)
            QVERIFY(h.lang == Lang::Ja);
        // Japanese words find nothing in English texts.
        QVERIFY(m_index->search(QStringLiteral("ポーンステップ"), Lang::En).isEmpty());
    }

    void searchGameFilter()
    {
        const QList<RuleHit> lcHits = m_index->search(QStringLiteral("lc.escape"), {}, lc, 0);
        QVERIFY(!lcHits.isEmpty());
        const QString other = QStringLiteral("rook-raiders");
        for (const RuleHit &h : m_index->search(QStringLiteral("lc.escape"), {}, other, 0))
            QCOMPARE(h.gameId, other);
        QVERIFY(m_index->search(QStringLiteral("lc.escape.move-only"), {}, other, 0).isEmpty());
        QVERIFY(m_index->search(QStringLiteral("escape"), {}, QStringLiteral("no-such-game"))
                    .isEmpty());
    }

    void searchLimit()
    {
        QCOMPARE(m_index->search(QStringLiteral("card"), Lang::En, lc, 3).size(), 3);
        QVERIFY(m_index->search(QStringLiteral("card"), Lang::En, lc, 0).size() > 3);
    }

    void searchSnippetHighlights()
    {
        const QList<RuleHit> hits =
            m_index->search(QStringLiteral("discard pile"), Lang::En, lc, 0);
        QVERIFY(!hits.isEmpty());
        QVERIFY2(
            hits.first().snippet.contains(QStringLiteral("<b>discard</b>"), Qt::CaseInsensitive),
            qPrintable(hits.first().snippet));
        const QList<RuleHit> ja = m_index->search(QStringLiteral("回転"), Lang::Ja, lc, 0);
        QVERIFY(!ja.isEmpty());
        QVERIFY2(ja.first().snippet.contains(QStringLiteral("<b>回転</b>")),
                 qPrintable(ja.first().snippet));
    }

    void searchHostileInput_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("expect"); // 0 nothing, 1 something, 2 either
        QTest::newRow("quote") << "\"" << 0;
        QTest::newRow("star") << "*" << 0;
        QTest::newRow("NEAR(") << "NEAR(" << 0;
        QTest::newRow("apostrophe") << "'" << 2; // English texts have "opponent's"
        QTest::newRow("typographic apostrophe") << "opponent’s" << 1;
        QTest::newRow("unbalanced quote") << "escape\"" << 1;
        QTest::newRow("prefix star") << "esc*" << 0;
        QTest::newRow("boolean words") << "escape OR NOT AND" << 2;
        QTest::newRow("column filter") << "title:escape" << 0;
        QTest::newRow("braces") << "{title body}: escape" << 0;
        QTest::newRow("caret") << "^escape" << 0;
        QTest::newRow("parens") << "(escape)" << 0;
        QTest::newRow("plus minus") << "+ - :" << 2;
        QTest::newRow("like wildcards") << "%" << 0;
        QTest::newRow("underscore") << "_" << 0;
        QTest::newRow("sql") << "'; DROP TABLE rule_text; --" << 0;
        QTest::newRow("backslash") << "\\" << 0;
        QTest::newRow("nul") << QString(QChar(0)) << 0;
    }

    void searchHostileInput()
    {
        QFETCH(QString, query);
        QFETCH(int, expect);
        const QList<RuleHit> hits = m_index->search(query, std::nullopt, lc);
        QVERIFY2(m_index->errorString().isEmpty(), qPrintable(m_index->errorString()));
        if (expect == 0)
            QVERIFY2(hits.isEmpty(), qPrintable(hitIds(hits).join(QLatin1Char(' '))));
        else if (expect == 1)
            QVERIFY(!hits.isEmpty());
        // The index still works afterwards.
        QVERIFY(!m_index->search(QStringLiteral("escape")).isEmpty());
    }

    void searchEmptyQuery_data()
    {
        QTest::addColumn<QString>("query");
        QTest::newRow("empty") << QString();
        QTest::newRow("spaces") << QStringLiteral("   ");
        QTest::newRow("ideographic space") << QStringLiteral("\u3000");
        QTest::newRow("only quotes") << QStringLiteral("\"\"");
    }

    void searchEmptyQuery()
    {
        QFETCH(QString, query);
        QVERIFY(m_index->search(query).isEmpty());
    }

    void indexOwnsItsConnection()
    {
        QString name;
        {
            RuleIndex a(m_book);
            RuleIndex b(m_book);
            QVERIFY(a.isReady());
            QVERIFY(b.isReady());
            QVERIFY(a.connectionName() != b.connectionName());
            QVERIFY(QSqlDatabase::contains(a.connectionName()));
            QCOMPARE(a.search(QStringLiteral("lc.field.limit")).first().ruleId,
                     QStringLiteral("lc.field.limit"));
            name = a.connectionName();
            QVERIFY(a.build(m_book)); // a rebuild replaces the rows
            QCOMPARE(a.rowCount(), m_index->rowCount());
        }
        QVERIFY(!QSqlDatabase::contains(name));
        RuleIndex empty;
        QVERIFY(!empty.isReady());
        QVERIFY(empty.search(QStringLiteral("escape")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
