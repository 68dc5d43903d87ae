// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Japanese UI speaks with one voice: translations/kibitzer_ja.ts against
// translations/glossary.tsv (issue 15). Reads both files with QtCore only (QXmlStreamReader), so
// no Python is needed at test time. Every failure names the .ts line of the message's <source>,
// its context and its English source.
//
// KIBITZER_TS_FILE and KIBITZER_GLOSSARY (environment) override the compiled-in paths, so the
// same checks can be run over another version of the file.

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;          // the disambiguation
    QStringList translations; // one, or the numerus forms
    QString type;             // translation type attribute: "", unfinished, obsolete, vanished
    qint64 line = 0;          // line of <source> in the .ts
};

struct GlossaryRow
{
    QString game;
    QString english;
    QString japanese;
    QString section;
    QStringList forbidden;
    int line = 0;
};

QString envOr(const char *name, const char *fallback)
{
    const QByteArray v = qgetenv(name);
    return v.isEmpty() ? QString::fromUtf8(fallback) : QString::fromLocal8Bit(v);
}

QString tsPath()
{
    return envOr("KIBITZER_TS_FILE", KIBITZER_TS_FILE);
}

QString glossaryPath()
{
    return envOr("KIBITZER_GLOSSARY", KIBITZER_GLOSSARY);
}

QList<TsMessage> loadTs(const QString &path, QString *error)
{
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage msg;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == u"message")
                out.append(msg);
            continue;
        }
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            msg = TsMessage{};
            msg.context = context;
        } else if (name == u"source") {
            msg.line = xml.lineNumber();
            msg.source = xml.readElementText();
        } else if (name == u"comment") {
            msg.comment = xml.readElementText();
        } else if (name == u"translation") {
            msg.type = xml.attributes().value(QLatin1StringView("type")).toString();
            // Either text or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform")
                    msg.translations.append(xml.readElementText());
                else if (xml.isEndElement() && xml.name() == u"translation")
                    break;
            }
            if (msg.translations.isEmpty())
                msg.translations.append(text);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return out;
}

QList<GlossaryRow> loadGlossary(const QString &path, QString *error)
{
    QList<GlossaryRow> rows;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return rows;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cols = line.split(u'\t');
        if (cols.size() != 5) {
            *error += QStringLiteral("glossary line %1: %2 columns, 5 expected\n")
                          .arg(i + 1)
                          .arg(cols.size());
            continue;
        }
        GlossaryRow r{cols[0], cols[1], cols[2], cols[3], {}, i + 1};
        for (const QString &v : cols[4].split(u',', Qt::SkipEmptyParts))
            if (!v.trimmed().isEmpty())
                r.forbidden.append(v.trimmed());
        rows.append(r);
    }
    return rows;
}

// The game a translation context belongs to ("" for the shared UI).
QString gameOf(const QString &context)
{
    static const QList<std::pair<QString, QString>> prefixes = {
        {QStringLiteral("kbz::rr::"), QStringLiteral("rook-raiders")},
        {QStringLiteral("kbz::low::"), QStringLiteral("lords-of-war")},
        {QStringLiteral("kbz::lc::"), QStringLiteral("lethal-checkmate")},
        {QStringLiteral("kbz::lw::"), QStringLiteral("light-wars")},
        {QStringLiteral("kbz::dl::"), QStringLiteral("dungeon-lords")},
        {QStringLiteral("Lc"), QStringLiteral("lethal-checkmate")}, // forms/Lc*.ui
    };
    for (const auto &[prefix, game] : prefixes)
        if (context.startsWith(prefix))
            return game;
    return {};
}

bool isJapanese(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x30FF) || (u >= 0x3400 && u <= 0x4DBF) ||
           (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xFF01 && u <= 0xFF60) ||
           (u >= 0xFF66 && u <= 0xFF9F);
}

bool hasKanaOrKanji(const QString &s)
{
    for (QChar c : s) {
        const char16_t u = c.unicode();
        if ((u >= 0x3040 && u <= 0x30FF) || (u >= 0x4E00 && u <= 0x9FFF))
            return true;
    }
    return false;
}

// Positions of single '&' (a "&&" pair is a literal ampersand).
QList<int> singleAmpersands(const QString &s)
{
    QList<int> at;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] != u'&')
            continue;
        if (i + 1 < s.size() && s[i + 1] == u'&') {
            ++i;
            continue;
        }
        at.append(i);
    }
    return at;
}

bool isMnemonicAt(const QString &s, int i)
{
    if (i + 1 >= s.size())
        return false;
    if (s[i + 1].isLetterOrNumber())
        return true;
    // "&%1": the mnemonic is the argument (a circle letter, a digit).
    return s[i + 1] == u'%' && i + 2 < s.size() && s[i + 2].isDigit();
}

// "&" followed by a space, punctuation or nothing: not a mnemonic, and not a literal either.
QStringList ampersandProblems(const QString &s)
{
    QStringList problems;
    for (int i : singleAmpersands(s)) {
        if (i + 1 >= s.size())
            problems << QStringLiteral("a single & at the end (a literal & is &&)");
        else if (!isMnemonicAt(s, i))
            problems
                << QStringLiteral("a single & before \"%1\" (a literal & is &&)").arg(s[i + 1]);
    }
    return problems;
}

// The mnemonic of a text: "g" for "Li&ght", "%1" for "Circle &%1", empty without one.
QString mnemonicOf(const QString &s)
{
    for (int i : singleAmpersands(s))
        if (isMnemonicAt(s, i))
            return s[i + 1] == u'%' ? s.mid(i + 1, 2) : QString(s[i + 1]);
    return {};
}

// Problems of the Japanese form of a text whose English has the mnemonic `letter`.
QStringList japaneseMnemonicProblems(const QString &ja, const QString &letter)
{
    QStringList problems = ampersandProblems(ja);
    const int count = int(singleAmpersands(ja).size());
    static const QRegularExpression tail(
        QStringLiteral("\\(&([A-Za-z0-9]|%[0-9])\\)(?:…|\\.\\.\\.|：|:)?$"));
    const auto m = tail.match(ja);
    if (!m.hasMatch())
        problems << QStringLiteral("does not end with one (&X) mnemonic");
    else if (m.captured(1).compare(letter, Qt::CaseInsensitive) != 0)
        problems
            << QStringLiteral("mnemonic (&%1), the English has &%2").arg(m.captured(1), letter);
    if (count != 1)
        problems << QStringLiteral("%1 single & (exactly one mnemonic expected)").arg(count);
    return problems;
}

// Half-width ':' and '(' ')' around Japanese text. Mnemonics "(&X)", placeholders and technical
// text (ASCII only inside the parentheses, ASCII before the colon) are allowed.
QStringList punctuationProblems(const QString &ja)
{
    QStringList problems;
    if (!hasKanaOrKanji(ja))
        return problems;
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^&\\s]\\)"));
    QString s = ja;
    s.replace(mnemonic, QString());
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] == u':') {
            int j = i - 1;
            while (j >= 0 && s[j] == u' ')
                --j;
            if (j >= 0 && isJapanese(s[j]))
                problems << QStringLiteral("half-width \":\" after \"%1\" (use ：)").arg(s[j]);
        } else if (s[i] == u'(') {
            int depth = 0;
            int end = -1;
            for (int k = i; k < s.size(); ++k) {
                if (s[k] == u'(')
                    ++depth;
                else if (s[k] == u')' && --depth == 0) {
                    end = k;
                    break;
                }
            }
            const QString inside = s.mid(i + 1, end < 0 ? -1 : end - i - 1);
            if (std::any_of(inside.cbegin(), inside.cend(), isJapanese))
                problems << QStringLiteral("half-width ( ) around \"%1\" (use （）)").arg(inside);
            else if (i > 0 && isJapanese(s[i - 1]) && s[i - 1] != u'「') // 「(?)」: a literal
                problems << QStringLiteral(
                                "half-width ( ) inside Japanese text: \"%1(%2)\" (use （）)")
                                .arg(s[i - 1])
                                .arg(inside);
        }
    }
    return problems;
}

// The display text of a menu entry: without its mnemonic and trailing ellipsis.
QString menuDisplay(QString s, bool japanese)
{
    static const QRegularExpression jaMnemonic(QStringLiteral("\\(&[A-Za-z0-9]\\)"));
    if (japanese)
        s.replace(jaMnemonic, QString());
    QString out;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] == u'&') {
            if (i + 1 < s.size() && s[i + 1] == u'&') {
                out += u'&';
                ++i;
            }
            continue;
        }
        out += s[i];
    }
    if (out.endsWith(QStringLiteral("…")))
        out.chop(1);
    if (out.endsWith(QStringLiteral("...")))
        out.chop(3);
    return out.trimmed();
}

// Every "A ▸ B" in `text` whose A or B is not a menu text of `menus`.
QStringList menuPathProblems(const QString &text, const QStringList &menus)
{
    QStringList problems;
    static const QString arrow = QStringLiteral(" ▸ ");
    int from = 0;
    while (true) {
        const int at = int(text.indexOf(arrow, from));
        if (at < 0)
            break;
        const QString before = text.left(at);
        const QString after = text.mid(at + arrow.size());
        const bool leftOk = std::any_of(menus.cbegin(), menus.cend(),
                                        [&](const QString &m) { return before.endsWith(m); });
        const bool rightOk = std::any_of(menus.cbegin(), menus.cend(),
                                         [&](const QString &m) { return after.startsWith(m); });
        if (!leftOk || !rightOk)
            problems << QStringLiteral("menu path \"…%1 ▸ %2…\" is not in the menus")
                            .arg(before.right(12), after.left(30));
        from = at + int(arrow.size());
    }
    return problems;
}

} // namespace

class TstGlossary : public QObject
{
    Q_OBJECT

    QList<TsMessage> m_messages;
    QList<GlossaryRow> m_glossary;

    static QString where(const TsMessage &m)
    {
        QString src = m.source;
        src.replace(u'\n', QStringLiteral("\\n"));
        if (src.size() > 70)
            src = src.left(67) + QStringLiteral("...");
        return QStringLiteral("kibitzer_ja.ts:%1: %2: \"%3\"").arg(m.line).arg(m.context, src);
    }

    static bool report(const char *what, const QStringList &failures)
    {
        for (const QString &f : failures)
            qWarning().noquote() << f;
        if (!failures.isEmpty())
            qWarning().noquote()
                << QStringLiteral("%1: %2 failure(s)").arg(what).arg(failures.size());
        return failures.isEmpty();
    }

private slots:
    void initTestCase()
    {
        QString error;
        m_messages = loadTs(tsPath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(tsPath() + QStringLiteral(": ") + error));
        QVERIFY(m_messages.size() > 1000);
        m_glossary = loadGlossary(glossaryPath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(glossaryPath() + QStringLiteral(": ") + error));
        QVERIFY(m_glossary.size() > 100);
    }

    // The checkers themselves, on known good and bad texts.
    void checkers()
    {
        QCOMPARE(ampersandProblems(QStringLiteral("&Rook & Raiders card library…")).size(), 1);
        QVERIFY(ampersandProblems(QStringLiteral("&Rook && Raiders card library…")).isEmpty());
        QCOMPARE(mnemonicOf(QStringLiteral("Li&ght Wars")), QStringLiteral("g"));
        QCOMPARE(mnemonicOf(QStringLiteral("Circle &%1")), QStringLiteral("%1"));
        QVERIFY(mnemonicOf(QStringLiteral("Export Rook & Raiders cards")).isEmpty());
        QVERIFY(japaneseMnemonicProblems(QStringLiteral("ファイル(&F)"), QStringLiteral("F"))
                    .isEmpty());
        QVERIFY(japaneseMnemonicProblems(QStringLiteral("名前（英語）(&E)："), QStringLiteral("E"))
                    .isEmpty());
        QVERIFY(
            !japaneseMnemonicProblems(QStringLiteral("ルーク&レイダース(&R)…"), QStringLiteral("R"))
                 .isEmpty());
        QVERIFY(!japaneseMnemonicProblems(QStringLiteral("記録(&R) (Enter)"), QStringLiteral("R"))
                     .isEmpty());
        QVERIFY(punctuationProblems(QStringLiteral("読み込めません：%1（%2）")).isEmpty());
        QVERIFY(punctuationProblems(QStringLiteral("入口の隣です (dl.plan.tile)")).isEmpty());
        QVERIFY(punctuationProblems(QStringLiteral("保存(&S)")).isEmpty());
        QCOMPARE(punctuationProblems(QStringLiteral("読み込めません: %1")).size(), 1);
        QCOMPARE(punctuationProblems(QStringLiteral("そのゲーム(%2)を開きました。")).size(), 1);
        QVERIFY(
            punctuationProblems(QStringLiteral("ルール %1 を開き (F1)、確認します。")).isEmpty());
        QCOMPARE(punctuationProblems(QStringLiteral("名前（英語）(&E):")).size(), 1);
        const QStringList menus{QStringLiteral("Cards"),
                                QStringLiteral("Light Wars units, tactics and map")};
        QVERIFY(menuPathProblems(
                    QStringLiteral("Enter it in Cards ▸ Light Wars units, tactics and map."), menus)
                    .isEmpty());
        QCOMPARE(menuPathProblems(QStringLiteral("in Cards ▸ Light Wars library."), menus).size(),
                 1);
    }

    void noUnfinishedOrObsoleteMessage()
    {
        QStringList failures;
        for (const TsMessage &m : std::as_const(m_messages)) {
            if (!m.type.isEmpty())
                failures << where(m) + QStringLiteral(": translation is %1").arg(m.type);
            else if (std::any_of(m.translations.cbegin(), m.translations.cend(),
                                 [](const QString &t) { return t.isEmpty(); }))
                failures << where(m) + QStringLiteral(": empty translation");
        }
        QVERIFY(report("unfinished or obsolete", failures));
    }

    void noForbiddenVariant()
    {
        // A variant that is part of a glossary term of the same game is checked only where the
        // English source names the row's term.
        auto termsOf = [this](const QString &game) {
            QStringList terms;
            for (const GlossaryRow &r : std::as_const(m_glossary))
                if (game == u"all" || r.game == game || r.game == u"all")
                    terms << r.japanese;
            return terms;
        };
        QStringList failures;
        for (const GlossaryRow &r : std::as_const(m_glossary)) {
            if (r.forbidden.isEmpty())
                continue;
            const QStringList terms = termsOf(r.game);
            QList<QRegularExpression> english;
            QString en = r.english;
            if (const int paren = int(en.indexOf(QStringLiteral(" ("))); paren > 0)
                en = en.left(paren);
            for (const QString &e : en.split(QRegularExpression(QStringLiteral("\\s*[,/]\\s*"))))
                english << QRegularExpression(QStringLiteral("\\b") +
                                                  QRegularExpression::escape(e.trimmed()),
                                              QRegularExpression::CaseInsensitiveOption);
            for (const QString &variant : r.forbidden) {
                const bool scoped =
                    std::any_of(terms.cbegin(), terms.cend(),
                                [&](const QString &t) { return t.contains(variant); });
                for (const TsMessage &m : std::as_const(m_messages)) {
                    if (r.game != u"all" && gameOf(m.context) != r.game)
                        continue;
                    if (scoped && std::none_of(english.cbegin(), english.cend(),
                                               [&](const QRegularExpression &re) {
                                                   return re.match(m.source).hasMatch();
                                               }))
                        continue;
                    for (const QString &t : m.translations)
                        if (t.contains(variant)) {
                            failures
                                << where(m) + QStringLiteral(": \"%1\" is forbidden (glossary line "
                                                             "%2: %3 = %4)")
                                                  .arg(variant)
                                                  .arg(r.line)
                                                  .arg(r.english, r.japanese);
                            break;
                        }
                }
            }
        }
        QVERIFY(report("forbidden variants", failures));
    }

    void repeatedSourceHasOneTranslation()
    {
        QHash<QString, QList<const TsMessage *>> bySource;
        for (const TsMessage &m : std::as_const(m_messages))
            bySource[m.source + u'\x1f' + m.comment].append(&m);
        QStringList failures;
        for (auto it = bySource.cbegin(); it != bySource.cend(); ++it) {
            const QList<const TsMessage *> &list = it.value();
            QSet<QString> distinct;
            for (const TsMessage *m : list)
                distinct.insert(m->translations.join(u'\x1f'));
            if (distinct.size() < 2)
                continue;
            QStringList forms;
            for (const TsMessage *m : list)
                forms << QStringLiteral("%1 (line %2) \"%3\"")
                             .arg(m->context)
                             .arg(m->line)
                             .arg(m->translations.join(u'|'));
            failures << where(*list.first()) + QStringLiteral(": %1 translations: %2")
                                                   .arg(distinct.size())
                                                   .arg(forms.join(QStringLiteral("; ")));
        }
        QVERIFY(report("inconsistent repeated sources", failures));
    }

    void mnemonicsWellFormed()
    {
        QStringList failures;
        for (const TsMessage &m : std::as_const(m_messages)) {
            // A text without a mnemonic is shown as it is ("Import Rook & Raiders cards", a
            // window title); one with a mnemonic is a menu, button or label text.
            const QString letter = mnemonicOf(m.source);
            if (!letter.isEmpty())
                for (const QString &p : ampersandProblems(m.source))
                    failures << where(m) + QStringLiteral(": English: ") + p;
            for (const QString &t : m.translations) {
                const QStringList problems =
                    letter.isEmpty() ? QStringList() : japaneseMnemonicProblems(t, letter);
                for (const QString &p : problems)
                    failures << where(m) + QStringLiteral(": Japanese \"%1\": ").arg(t) + p;
            }
        }
        QVERIFY(report("mnemonics", failures));
    }

    void menuPathsExist()
    {
        QStringList english;
        QStringList japanese;
        for (const TsMessage &m : std::as_const(m_messages)) {
            if (m.context != u"kbz::MainWindow" || mnemonicOf(m.source).isEmpty() ||
                m.source.contains(u'%'))
                continue;
            english << menuDisplay(m.source, false);
            japanese << menuDisplay(m.translations.first(), true);
        }
        QVERIFY(english.contains(QStringLiteral("Cards")));
        QStringList failures;
        for (const TsMessage &m : std::as_const(m_messages)) {
            for (const QString &p : menuPathProblems(m.source, english))
                failures << where(m) + QStringLiteral(": English: ") + p;
            for (const QString &t : m.translations) {
                for (const QString &p : menuPathProblems(t, japanese))
                    failures << where(m) + QStringLiteral(": Japanese: ") + p;
                if (t.count(QStringLiteral(" ▸ ")) != m.source.count(QStringLiteral(" ▸ ")))
                    failures << where(m) + QStringLiteral(": the Japanese quotes another number "
                                                          "of menu paths than the English");
            }
        }
        QVERIFY(report("menu paths", failures));
    }

    void japanesePunctuation()
    {
        QStringList failures;
        for (const TsMessage &m : std::as_const(m_messages))
            for (const QString &t : m.translations)
                for (const QString &p : punctuationProblems(t))
                    failures << where(m) + QStringLiteral(": ") + p;
        QVERIFY(report("Japanese punctuation", failures));
    }
};

QTEST_GUILESS_MAIN(TstGlossary)
#include "tst_glossary.moc"
