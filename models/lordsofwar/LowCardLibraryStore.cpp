// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCardLibraryStore.h"

#include "storage/CardLibraryFile.h"

namespace kbz::low {

namespace {

QString gameKind()
{
    return QString::fromLatin1(kCardGameKind);
}

} // namespace

QList<StoredCard> toStoredCards(const LowCardLibrary &library)
{
    return cardlib::toStoredCards(library);
}

std::optional<LowCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    return cardlib::fromStoredCards<LowCardLibrary>(cards, error);
}

std::optional<LowCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    return cardlib::loadCardLibrary<LowCardLibrary>(
        store, gameKind(),
        Message("kbz::low::LowCardLibraryStore",
                QT_TRANSLATE_NOOP("kbz::low::LowCardLibraryStore",
                                  "A stored Lords of War card cannot be read.")),
        error);
}

bool saveCardLibrary(CardStore &store, const LowCardLibrary &library, DbError *error)
{
    return cardlib::saveCardLibrary(store, gameKind(), library, error);
}

QByteArray cardFileText(const LowCardLibrary &library)
{
    return cardlib::cardFileText(gameKind(), library);
}

std::optional<LowCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    return cardlib::parseCardFile<LowCardLibrary>(text, gameKind(), error);
}

LowCardLibrary mergeCards(const LowCardLibrary &base, const LowCardLibrary &incoming, int *added,
                          int *replaced)
{
    return cardlib::mergeCards(base, incoming, added, replaced);
}

} // namespace kbz::low
