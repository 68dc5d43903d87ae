#include "LcCardLibraryStore.h"

#include <QJsonDocument>
#include <QSet>

namespace kbz::lc {

namespace {

const QString kFormat = QStringLiteral("kibitzer-cards");
constexpr int kFileVersion = 1;

DbError unreadable(const QString &detail)
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message("kbz::lc::LcCardLibraryStore",
                        QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryStore",
                                          "A stored Lethal Checkmate card cannot be read."));
    e.detail = detail;
    return e;
}

} // namespace

QList<StoredCard> toStoredCards(const LcCardLibrary &library)
{
    QList<StoredCard> out;
    out.reserve(library.cards().size());
    for (const LcCard &c : library.cards())
        out.append({c.id, c.toJson()});
    return out;
}

std::optional<LcCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    QList<LcCard> out;
    QSet<QString> seen;
    for (const StoredCard &s : cards) {
        QString why;
        auto card = LcCard::fromJson(s.data, &why);
        if (!card) {
            *error = QStringLiteral("card \"%1\": %2").arg(s.id, why);
            return std::nullopt;
        }
        if (card->id != s.id || seen.contains(card->id)) {
            *error = QStringLiteral("card \"%1\": its JSON has the id \"%2\"").arg(s.id, card->id);
            return std::nullopt;
        }
        seen.insert(card->id);
        out.append(*card);
    }
    return LcCardLibrary(out);
}

std::optional<LcCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    const QString kind = QString::fromLatin1(kCardGameKind);
    DbError err;
    if (!store.database().isReadOnly()) {
        if (!store.seedIfEmpty(kind, toStoredCards(LcCardLibrary::shipped()), &err)) {
            if (error)
                *error = err;
            return std::nullopt;
        }
    }
    const QList<StoredCard> stored = store.list(kind, &err);
    if (err) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    if (stored.isEmpty() && store.database().isReadOnly())
        return LcCardLibrary::shipped();
    QString why;
    auto library = fromStoredCards(stored, &why);
    if (!library && error)
        *error = unreadable(why);
    return library;
}

bool saveCardLibrary(CardStore &store, const LcCardLibrary &library, DbError *error)
{
    return store.replaceAll(QString::fromLatin1(kCardGameKind), toStoredCards(library), error);
}

QByteArray cardFileText(const LcCardLibrary &library)
{
    // One card per line: easy to read, to edit by hand and to compare.
    QByteArray out = "{\"format\": \"" + kFormat.toUtf8() +
                     "\", \"version\": " + QByteArray::number(kFileVersion) + ", \"game\": \"" +
                     kCardGameKind + "\",\n \"cards\": [\n";
    const QList<LcCard> &cards = library.cards();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        out += "  " + QJsonDocument(cards.at(i).toJson()).toJson(QJsonDocument::Compact);
        out += i + 1 < cards.size() ? ",\n" : "\n";
    }
    out += " ]}\n";
    return out;
}

std::optional<LcCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error =
            QStringLiteral("not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    QJsonArray cards;
    if (doc.isArray()) {
        cards = doc.array();
    } else {
        const QJsonObject o = doc.object();
        if (o.value(QStringLiteral("format")).toString() != kFormat) {
            *error = QStringLiteral("not a card file: expected a JSON array of cards or an object "
                                    "with \"format\": \"kibitzer-cards\"");
            return std::nullopt;
        }
        const QJsonValue version = o.value(QStringLiteral("version"));
        if (!version.isDouble() || version.toInt() < 1 || version.toInt() > kFileVersion) {
            *error = QStringLiteral("card file version %1 is not supported (this Kibitzer reads "
                                    "version %2)")
                         .arg(version.toVariant().toString())
                         .arg(kFileVersion);
            return std::nullopt;
        }
        const QString game = o.value(QStringLiteral("game")).toString();
        if (game != QLatin1String(kCardGameKind)) {
            *error = QStringLiteral("the file holds cards of \"%1\", not of %2")
                         .arg(game, QString::fromLatin1(kCardGameKind));
            return std::nullopt;
        }
        if (!o.value(QStringLiteral("cards")).isArray()) {
            *error = QStringLiteral("\"cards\" must be a JSON array");
            return std::nullopt;
        }
        cards = o.value(QStringLiteral("cards")).toArray();
    }
    if (cards.isEmpty()) {
        *error = QStringLiteral("the file holds no card");
        return std::nullopt;
    }
    QList<LcCard> out;
    QSet<QString> ids;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        QString why;
        auto card = LcCard::fromJson(cards.at(i), &why);
        if (!card) {
            *error = QStringLiteral("card %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        }
        if (ids.contains(card->id)) {
            *error = QStringLiteral("card %1: the id \"%2\" is used by an earlier card")
                         .arg(i + 1)
                         .arg(card->id);
            return std::nullopt;
        }
        ids.insert(card->id);
        out.append(*card);
    }
    return LcCardLibrary(out);
}

LcCardLibrary mergeCards(const LcCardLibrary &base, const LcCardLibrary &incoming, int *added,
                         int *replaced)
{
    QList<LcCard> out = base.cards();
    int a = 0;
    int r = 0;
    for (const LcCard &c : incoming.cards()) {
        auto it =
            std::find_if(out.begin(), out.end(), [&](const LcCard &x) { return x.id == c.id; });
        if (it != out.end()) {
            *it = c;
            ++r;
        } else {
            out.append(c);
            ++a;
        }
    }
    if (added)
        *added = a;
    if (replaced)
        *replaced = r;
    return LcCardLibrary(out);
}

} // namespace kbz::lc
