// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Glossary.h"

#include "RuleBook.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace kbz {

namespace {

// Singular candidates of an English word: "adventurers" -> "adventurer", "parties" -> "party",
// "boxes" -> "box". Only for plain ASCII words.
QStringList singulars(const QString &word)
{
    QStringList out;
    for (const QChar c : word) {
        if (c.unicode() > 0x7F)
            return out;
    }
    if (word.size() > 3 && word.endsWith(QLatin1String("ies")))
        out.append(word.chopped(3) + QLatin1Char('y'));
    if (word.size() > 3 && word.endsWith(QLatin1String("es")))
        out.append(word.chopped(2));
    if (word.size() > 2 && word.endsWith(QLatin1Char('s')) && !word.endsWith(QLatin1String("ss")))
        out.append(word.chopped(1));
    return out;
}

// The forms of one column: alternatives split, notes in parentheses dropped.
QStringList splitForms(const QString &column, bool japanese)
{
    static const QRegularExpression notes(
        QStringLiteral(R"(\s*[(\x{FF08}][^)\x{FF09}]*[)\x{FF09}])"));
    static const QRegularExpression enSeparators(QStringLiteral(R"(\s+/\s+|\s*,\s*)"));
    static const QRegularExpression jaSeparators(
        QStringLiteral(R"(\s*[\x{FF0F}\x{FF0C},\x{3001}]\s*)"));
    QString text = column;
    text.remove(notes);
    QStringList out;
    for (const QString &f :
         text.split(japanese ? jaSeparators : enSeparators, Qt::SkipEmptyParts)) {
        const QString form = f.trimmed();
        if (!form.isEmpty() && !out.contains(form))
            out.append(form);
    }
    return out;
}

bool appendUnique(QStringList &list, const QString &s)
{
    if (s.isEmpty() || list.contains(s))
        return false;
    list.append(s);
    return true;
}

} // namespace

QString Glossary::resourcePath()
{
    return QStringLiteral(":/glossary/glossary.tsv");
}

QString Glossary::normalizeTerm(const QString &term)
{
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));
    QString out = term.normalized(QString::NormalizationForm_KC).toLower();
    out.replace(QChar(0x2018), QLatin1Char('\'')).replace(QChar(0x2019), QLatin1Char('\''));
    out.replace(space, QStringLiteral(" "));
    return out.trimmed();
}

QString Glossary::normalizeGame(const QString &game)
{
    QString g = game.normalized(QString::NormalizationForm_KC).trimmed().toLower();
    if (g.isEmpty() || g == QLatin1String("all") || g == QLatin1String("*"))
        return {};
    for (const QString &id : RuleBook::knownGameIds()) {
        if (g == id || g == RuleBook::idPrefix(id))
            return id;
    }
    // An English name: "Game & Name" -> "game-name", "Game of Names" -> "game-of-names".
    static const QRegularExpression nonWord(QStringLiteral(R"([^a-z0-9]+)"));
    g.remove(QLatin1Char('&'));
    g.replace(nonWord, QStringLiteral("-"));
    while (g.startsWith(QLatin1Char('-')))
        g.remove(0, 1);
    while (g.endsWith(QLatin1Char('-')))
        g.chop(1);
    return g;
}

bool Glossary::parse(const QString &text)
{
    m_entries.clear();
    m_byEn.clear();
    m_byJa.clear();
    m_longestEnWords = 1;

    static const QRegularExpression variantSeparators(
        QStringLiteral("[|,;\\x{3001}\\x{FF0C}\\x{FF1B}\\x{FF5C}]"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (i == 0 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = line.split(QLatin1Char('\t'));
        if (f.size() < 3)
            continue;
        if (f.at(0).trimmed().compare(QLatin1String("game"), Qt::CaseInsensitive) == 0)
            continue; // the header row
        GlossaryEntry e;
        e.game = normalizeGame(f.at(0));
        e.en = f.at(1).trimmed();
        e.ja = f.at(2).trimmed();
        e.section = f.value(3).trimmed();
        for (const QString &v : f.value(4).split(variantSeparators, Qt::SkipEmptyParts)) {
            const QString variant = v.trimmed();
            if (!variant.isEmpty() && variant != QLatin1String("-") && variant != e.ja)
                e.forbidden.append(variant);
        }
        e.line = i + 1;
        e.enForms = splitForms(e.en, false);
        e.jaForms = splitForms(e.ja, true);
        if (e.enForms.isEmpty() || e.jaForms.isEmpty())
            continue;

        const int index = int(m_entries.size());
        m_entries.append(e);
        if (e.isUi())
            continue;
        for (int k = 0; k < e.enForms.size(); ++k) {
            const QString en = normalizeTerm(e.enForms.at(k));
            m_byEn.insert(en, Form{index, k});
            m_longestEnWords = std::max(m_longestEnWords, int(en.count(QLatin1Char(' '))) + 1);
        }
        for (int k = 0; k < e.jaForms.size(); ++k)
            m_byJa.insert(normalizeTerm(e.jaForms.at(k)), Form{index, k});
        for (const QString &v : std::as_const(e.forbidden))
            m_byJa.insert(normalizeTerm(v), Form{index, -1});
    }
    return !m_entries.isEmpty();
}

bool Glossary::loadFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QStringDecoder decode(QStringDecoder::Utf8);
    return parse(decode(file.readAll()));
}

Glossary Glossary::fromResources()
{
    Glossary g;
    g.loadFile(resourcePath());
    return g;
}

QList<GlossaryEntry> Glossary::entries(const QString &gameId) const
{
    if (gameId.isEmpty())
        return m_entries;
    QList<GlossaryEntry> out;
    for (const GlossaryEntry &e : m_entries) {
        if (e.game.isEmpty() || e.game == gameId)
            out.append(e);
    }
    return out;
}

QList<Glossary::Form> Glossary::lookup(const QMultiHash<QString, Form> &forms, const QString &term,
                                       const QString &gameId) const
{
    QList<Form> out;
    for (const Form &f : forms.values(term)) {
        const QString &game = m_entries.at(f.entry).game;
        if (gameId.isEmpty() || game.isEmpty() || game == gameId)
            out.append(f);
    }
    // File order, whatever the hash order.
    std::sort(out.begin(), out.end(), [](const Form &a, const Form &b) {
        return a.entry != b.entry ? a.entry < b.entry : a.index < b.index;
    });
    return out;
}

QStringList Glossary::otherForms(const QString &term, const QString &gameId) const
{
    const QString key = normalizeTerm(term);
    // A form may be English and Japanese at once ("HP"): both directions apply.
    QList<Form> en = lookup(m_byEn, key, gameId);
    QList<Form> ja = lookup(m_byJa, key, gameId);
    if (en.isEmpty() && ja.isEmpty()) {
        for (const QString &s : singulars(key)) {
            en = lookup(m_byEn, s, gameId);
            if (!en.isEmpty())
                break;
        }
    }
    QStringList out;
    for (const Form &f : std::as_const(en)) {
        const GlossaryEntry &e = m_entries.at(f.entry);
        if (e.enForms.size() == e.jaForms.size()) {
            appendUnique(out, normalizeTerm(e.jaForms.at(f.index)));
        } else {
            for (const QString &form : e.jaForms)
                appendUnique(out, normalizeTerm(form));
        }
    }
    for (const Form &f : std::as_const(ja)) {
        const GlossaryEntry &e = m_entries.at(f.entry);
        if (f.index >= 0 && e.enForms.size() == e.jaForms.size()) {
            appendUnique(out, normalizeTerm(e.enForms.at(f.index)));
            continue;
        }
        for (const QString &form : e.enForms)
            appendUnique(out, normalizeTerm(form));
        if (f.index < 0) { // a forbidden variant: the canonical Japanese too
            for (const QString &form : e.jaForms)
                appendUnique(out, normalizeTerm(form));
        }
    }
    out.removeAll(key);
    return out;
}

QList<QStringList> Glossary::expandQuery(const QStringList &words, const QString &gameId) const
{
    QList<QStringList> groups;
    for (qsizetype i = 0; i < words.size();) {
        // The longest run of words from i that is a term.
        qsizetype taken = 0;
        QStringList forms;
        for (qsizetype n = std::min<qsizetype>(m_longestEnWords, words.size() - i); n >= 1; --n) {
            const QString phrase = words.mid(i, n).join(QLatin1Char(' '));
            forms = otherForms(phrase, gameId);
            if (!forms.isEmpty() || n == 1) {
                taken = n;
                forms.prepend(phrase);
                break;
            }
        }
        groups.append(forms);
        i += taken;
    }
    return groups;
}

} // namespace kbz
