#include "RrCardLibraryStore.h"

#include <QJsonDocument>
#include <QSet>

namespace kbz::rr {

namespace {

const QString kFormat = QStringLiteral("kibitzer-cards");
constexpr int kFileVersion = 1;

QString gameKind()
{
    return QString::fromLatin1(kCardGameKind);
}

// The "cards" array of a card file of this game (or the file itself when it is a bare array).
// These envelope rules are the same for every game: only `game` differs.
std::optional<QJsonArray> fileCards(const QByteArray &text, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error =
            QStringLiteral("not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    if (doc.isArray())
        return doc.array();
    const QJsonObject o = doc.object();
    const QJsonValue version = o.value(QStringLiteral("version"));
    const QString game = o.value(QStringLiteral("game")).toString();
    const QJsonValue cards = o.value(QStringLiteral("cards"));
    if (o.value(QStringLiteral("format")).toString() != kFormat)
        *error = QStringLiteral("not a card file: expected a JSON array of cards or an object "
                                "with \"format\": \"kibitzer-cards\"");
    else if (!version.isDouble() || version.toInt() < 1 || version.toInt() > kFileVersion)
        *error = QStringLiteral("card file version %1 is not supported (this Kibitzer reads "
                                "version %2)")
                     .arg(version.toVariant().toString())
                     .arg(kFileVersion);
    else if (game != gameKind())
        *error = QStringLiteral("the file holds cards of \"%1\", not of %2").arg(game, gameKind());
    else if (!cards.isArray())
        *error = QStringLiteral("\"cards\" must be a JSON array");
    else
        return cards.toArray();
    return std::nullopt;
}

} // namespace

QList<StoredCard> toStoredCards(const RrCardLibrary &library)
{
    QList<StoredCard> out;
    out.reserve(library.cards().size());
    for (const RrCard &c : library.cards())
        out.append({c.id, c.toJson()});
    return out;
}

std::optional<RrCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    // A level-up card that is missing does not stop the library from loading: the dialog
    // shows it and Save refuses it (upgradeProblem()).
    QList<RrCard> out;
    for (const StoredCard &s : cards) {
        QString why;
        auto card = RrCard::fromJson(s.data, &why);
        if (card && card->id != s.id)
            why = QStringLiteral("its JSON has the id \"%1\"").arg(card->id);
        if (!why.isEmpty()) {
            *error = QStringLiteral("card \"%1\": %2").arg(s.id, why);
            return std::nullopt;
        }
        out.append(*card);
    }
    return RrCardLibrary(out);
}

std::optional<RrCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    const bool readOnly = store.database().isReadOnly();
    DbError err;
    if (!readOnly &&
        !store.seedIfEmpty(gameKind(), toStoredCards(RrCardLibrary::shipped()), &err)) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    const QList<StoredCard> stored = store.list(gameKind(), &err);
    if (err) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    if (stored.isEmpty() && readOnly)
        return RrCardLibrary::shipped();
    QString why;
    auto library = fromStoredCards(stored, &why);
    if (!library && error) {
        error->code = DbError::Code::Sql;
        error->message = Message("kbz::rr::RrCardLibraryStore",
                                 QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryStore",
                                                   "A stored Rook & Raiders card cannot be read."));
        error->detail = why;
    }
    return library;
}

bool saveCardLibrary(CardStore &store, const RrCardLibrary &library, DbError *error)
{
    return store.replaceAll(gameKind(), toStoredCards(library), error);
}

QByteArray cardFileText(const RrCardLibrary &library)
{
    // One card per line: easy to read, to edit by hand and to compare.
    QByteArrayList lines;
    for (const RrCard &c : library.cards())
        lines.append("  " + QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact));
    return "{\"format\": \"" + kFormat.toUtf8() +
           "\", \"version\": " + QByteArray::number(kFileVersion) + ", \"game\": \"" +
           kCardGameKind + "\",\n \"cards\": [\n" + lines.join(",\n") +
           (lines.isEmpty() ? "" : "\n") + " ]}\n";
}

std::optional<RrCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    const std::optional<QJsonArray> cards = fileCards(text, error);
    if (!cards)
        return std::nullopt;
    if (cards->isEmpty()) {
        *error = QStringLiteral("the file holds no card");
        return std::nullopt;
    }
    // The cards of a file are checked one by one (a level-up card may already be in the
    // library it is merged into: see upgradeProblem()).
    QList<RrCard> out;
    QSet<QString> ids;
    for (qsizetype i = 0; i < cards->size(); ++i) {
        QString why;
        auto card = RrCard::fromJson(cards->at(i), &why);
        if (card && ids.contains(card->id))
            why = QStringLiteral("the id \"%1\" is used by an earlier card").arg(card->id);
        if (!why.isEmpty()) {
            *error = QStringLiteral("card %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        }
        ids.insert(card->id);
        out.append(*card);
    }
    return RrCardLibrary(out);
}

QString upgradeProblem(const RrCardLibrary &library)
{
    return upgradeProblem(library, library);
}

QString upgradeProblem(const RrCardLibrary &file, const RrCardLibrary &library)
{
    const QList<RrCard> &cards = file.cards();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const QString &upgrade = cards.at(i).upgrade;
        if (!upgrade.isEmpty() && !library.find(upgrade))
            return QStringLiteral("card %1: \"upgrade\" names the unknown card \"%2\"")
                .arg(i + 1)
                .arg(upgrade);
    }
    return {};
}

RrCardLibrary mergeCards(const RrCardLibrary &base, const RrCardLibrary &incoming, int *added,
                         int *replaced)
{
    RrCardLibrary out = base;
    int a = 0;
    for (const RrCard &c : incoming.cards()) {
        if (!out.find(c.id))
            ++a;
        out.put(c); // same id: replaced in place; else appended
    }
    if (added)
        *added = a;
    if (replaced)
        *replaced = int(incoming.cards().size()) - a;
    return out;
}

} // namespace kbz::rr
