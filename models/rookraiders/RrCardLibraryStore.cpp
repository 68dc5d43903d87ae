// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrCardLibraryStore.h"

#include "storage/CardLibraryFile.h"

#include <QJsonObject>
#include <QSet>

namespace kbz::rr {

namespace {

QString gameKind()
{
    return QString::fromLatin1(kCardGameKind);
}

} // namespace

QList<StoredCard> toStoredCards(const RrCardLibrary &library)
{
    return cardlib::toStoredCards(library);
}

std::optional<RrCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    // A level-up card that is missing does not stop the library from loading: the dialog
    // shows it and Save refuses it (upgradeProblem()).
    return cardlib::fromStoredCards<RrCardLibrary>(cards, error);
}

std::optional<RrCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    return cardlib::loadCardLibrary<RrCardLibrary>(
        store, gameKind(),
        Message("kbz::rr::RrCardLibraryStore",
                QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryStore",
                                  "A stored Rook & Raiders card cannot be read.")),
        error);
}

bool saveCardLibrary(CardStore &store, const RrCardLibrary &library, DbError *error)
{
    return cardlib::saveCardLibrary(store, gameKind(), library, error);
}

QByteArray cardFileText(const RrCardLibrary &library)
{
    return cardlib::cardFileText(gameKind(), library);
}

std::optional<RrCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    // The cards of a file are checked one by one (a level-up card may already be in the
    // library it is merged into: see upgradeProblem()).
    return cardlib::parseCardFile<RrCardLibrary>(text, gameKind(), error);
}

QString upgradeProblem(const RrCardLibrary &library)
{
    return upgradeProblem(library, library);
}

QString upgradeProblem(const RrCardLibrary &file, const RrCardLibrary &library)
{
    // The library's ids in a set: RrCardLibrary::find() searches the list, which made this
    // quadratic in the size of the file.
    QSet<QString> ids;
    ids.reserve(library.cards().size());
    for (const RrCard &c : library.cards())
        ids.insert(c.id);
    const QList<RrCard> &cards = file.cards();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const QString &upgrade = cards.at(i).upgrade;
        if (!upgrade.isEmpty() && !ids.contains(upgrade))
            return QStringLiteral("card %1: \"upgrade\" names the unknown card \"%2\"")
                .arg(i + 1)
                .arg(upgrade);
    }
    return {};
}

bool rememberFigures(CardStore &store, const RrCard &gameCard, const QJsonObject &figures,
                     DbError *error)
{
    const auto library = loadCardLibrary(store, error);
    if (!library)
        return false;
    RrCard card = gameCard;
    if (const RrCard *stored = library->find(gameCard.id)) {
        card = *stored;
        QJsonObject amendment = figures;
        amendment.remove(QStringLiteral("card"));
        QString problem;
        if (!card.amend(amendment, &problem)) {
            if (error) {
                error->code = DbError::Code::Sql;
                error->message =
                    Message("kbz::rr::RrCardLibraryStore",
                            QT_TRANSLATE_NOOP("kbz::rr::RrCardLibraryStore",
                                              "The figures cannot be added to the stored card."));
                error->detail = problem;
            }
            return false;
        }
    }
    return store.put(gameKind(), StoredCard{card.id, card.toJson()}, error);
}

RrCardLibrary mergeCards(const RrCardLibrary &base, const RrCardLibrary &incoming, int *added,
                         int *replaced)
{
    return cardlib::mergeCards(base, incoming, added, replaced);
}

} // namespace kbz::rr
