// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Japanese rule books and Japanese card names keep to the glossary (issue 15, items 2 and 3):
// no forbidden variant of a term of their game, and the punctuation convention of the glossary
// (full-width ：（）、 next to Japanese text).
#include "dungeonlords/DlRules.h"
#include "rules/Glossary.h"
#include "rules/RuleBook.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace kbz;

namespace {

// One Japanese text to check: where it is, its game and the text.
struct JaText
{
    QString where; // "ja/dungeon-lords.md dl.prison.release", "cards/rook-raiders.json ..."
    QString game;
    QString text;
};

// Every forbidden variant of the glossary rows for the text's game and for every game (interface
// terms too) found in a text, as "「variant」 (use 「term」, glossary.tsv:line)". An occurrence
// inside a Japanese term of the glossary for the same game (疲労 in 疲労ダメージ) is that term, not
// the variant.
QStringList forbiddenIn(const Glossary &glossary, const JaText &t)
{
    const QList<GlossaryEntry> entries = glossary.entries(t.game);
    QStringList terms; // the Japanese forms of the game, longest first
    for (const GlossaryEntry &e : entries)
        terms += e.jaForms;
    std::sort(terms.begin(), terms.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QStringList out;
    for (const GlossaryEntry &e : entries) {
        for (const QString &variant : e.forbidden) {
            QString text = t.text;
            for (const QString &term : std::as_const(terms)) {
                if (term != variant && term.contains(variant))
                    text.replace(term, QString(term.size(), QChar(0x3000)));
            }
            if (text.contains(variant))
                out.append(QStringLiteral("%1: 「%2」 (use 「%3」, glossary.tsv:%4)")
                               .arg(t.where, variant, e.ja)
                               .arg(e.line));
        }
    }
    return out;
}

// Half-width ( ) : , " next to Japanese text (ids, numbers and Latin words keep theirs; a name
// in Japanese text is quoted 「like this」).
QStringList punctuationIn(const JaText &t)
{
    static const QRegularExpression halfWidth(QStringLiteral(
        R"re([\x{3000}-\x{9FFF}\x{FF00}-\x{FFEF}] ?[(:,)"]|[(:,)"] ?[\x{3000}-\x{9FFF}])re"));
    QStringList out;
    for (auto it = halfWidth.globalMatch(t.text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append(
            QStringLiteral("%1: half-width punctuation in 「%2」")
                .arg(t.where, t.text.mid(std::max<qsizetype>(0, m.capturedStart() - 8), 20)));
    }
    return out;
}

QList<JaText> ruleBookTexts(const RuleBook &book)
{
    QList<JaText> out;
    for (const QString &game : RuleBook::knownGameIds()) {
        const QString file = QStringLiteral("ja/%1.md ").arg(game);
        for (const RuleSection &s : book.sections(game, Lang::Ja))
            out.append({file + s.id, game, s.title + QLatin1Char('\n') + s.intro});
        for (const Rule &r : book.rules(game, Lang::Ja))
            out.append({file + r.id, game, r.title + QLatin1Char('\n') + r.body});
    }
    return out;
}

// The "ja" strings of a card file (names and texts), each with its path in the file.
void collectJa(const QJsonValue &v, const QString &path, const QString &game, QList<JaText> *out)
{
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectJa(a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), game, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(QLatin1String("id")).toString();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == QLatin1String("ja") && it.value().isString())
                out->append({path, game, it.value().toString()});
            else
                collectJa(it.value(), path + QLatin1Char('.') + (id.isEmpty() ? it.key() : id),
                          game, out);
        }
    }
}

QList<JaText> cardTexts()
{
    QList<JaText> out;
    const QDir dir(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/cards"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString game = name.chopped(5);
        collectJa(QJsonDocument::fromJson(f.readAll()).array(), QStringLiteral("cards/") + name,
                  game, &out);
    }
    // Dungeon Lords names live in its rules code.
    const QString dl = QStringLiteral("dungeon-lords");
    const auto add = [&](const QString &what, const LocalizedName &n) {
        out.append({QStringLiteral("DlRules %1 %2").arg(what, n.en), dl, n.ja});
    };
    for (int k = 0; k <= int(dl::MonsterKind::Ghost); ++k)
        add(QStringLiteral("monsterName"), dl::monsterName(dl::MonsterKind(k)));
    for (int k = 0; k <= int(dl::TrapKind::PoisonedMeal); ++k)
        add(QStringLiteral("trapName"), dl::trapName(dl::TrapKind(k)));
    for (int k = 0; k <= int(dl::AdvClass::Paladin); ++k)
        add(QStringLiteral("className"), dl::className(dl::AdvClass(k)));
    for (int k = 0; k <= int(dl::FightStep::Conquest); ++k)
        add(QStringLiteral("fightStepName"), dl::fightStepName(dl::FightStep(k)));
    for (const dl::TileKind k : {dl::TileKind::Tunnel, dl::TileKind::Room})
        add(QStringLiteral("tileKindName"), dl::tileKindName(k));
    return out;
}

// Every problem on its own line (a QVERIFY2 message is cut short), then whether there was any.
bool report(const QStringList &problems)
{
    for (const QString &p : problems)
        qWarning("%s", qPrintable(p));
    return problems.isEmpty();
}

} // namespace

class TestJaTerms : public QObject
{
    Q_OBJECT

private:
    RuleBook m_book;
    Glossary m_glossary;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_book.loadResources());
        m_glossary = Glossary::fromResources();
        QVERIFY(!m_glossary.isEmpty());
    }

    void forbiddenVariantIsFound()
    {
        Glossary g;
        QVERIFY(g.parse(QStringLiteral("dungeon-lords\ttrap\tトラップ\tDL\t罠\n"
                                       "dungeon-lords\tfatigue\t疲労ダメージ\tDL\t\n"
                                       "dungeon-lords\texhausted\t使用済み\tDL\t疲労\n")));
        const QString dl = QStringLiteral("dungeon-lords");
        QCOMPARE(forbiddenIn(g, {QStringLiteral("x"), dl, QStringLiteral("罠を外す")}).size(), 1);
        QCOMPARE(forbiddenIn(g, {QStringLiteral("x"), dl, QStringLiteral("疲労ダメージ")}).size(),
                 0);
        QCOMPARE(
            forbiddenIn(g, {QStringLiteral("x"), dl, QStringLiteral("疲労したモンスター")}).size(),
            1);
        QCOMPARE(forbiddenIn(
                     g, {QStringLiteral("x"), QStringLiteral("light-wars"), QStringLiteral("罠")})
                     .size(),
                 0);
        QCOMPARE(punctuationIn({QStringLiteral("x"), dl, QStringLiteral("例:冒険者(戦士)")}).size(),
                 3);
        QCOMPARE(punctuationIn({QStringLiteral("x"), dl, QStringLiteral("例：\"Orc\" を")}).size(),
                 2);
        QCOMPARE(punctuationIn({QStringLiteral("x"), dl, QStringLiteral("dl.plan.tile (1/3, 2/4)")})
                     .size(),
                 0);
    }

    void ruleBooksUseTheGlossaryTerms()
    {
        QStringList problems;
        const QList<JaText> texts = ruleBookTexts(m_book);
        for (const JaText &t : texts)
            problems += forbiddenIn(m_glossary, t);
        qInfo("%lld Japanese rule texts checked", qlonglong(texts.size()));
        QVERIFY2(report(problems),
                 qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
    }

    void ruleBooksUseFullWidthPunctuation()
    {
        QStringList problems;
        for (const JaText &t : ruleBookTexts(m_book))
            problems += punctuationIn(t);
        QVERIFY2(report(problems),
                 qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
    }

    void cardNamesUseTheGlossaryTerms()
    {
        QStringList problems;
        const QList<JaText> texts = cardTexts();
        for (const JaText &t : texts)
            problems += forbiddenIn(m_glossary, t) + punctuationIn(t);
        qInfo("%lld Japanese card names and texts checked", qlonglong(texts.size()));
        QVERIFY(texts.size() > 30);
        QVERIFY2(report(problems),
                 qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
    }
};

QTEST_GUILESS_MAIN(TestJaTerms)
#include "tst_ja_terms.moc"
