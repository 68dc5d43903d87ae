// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwCardLibraryStore.h"

#include "storage/CardLibraryFile.h"

namespace kbz::lw {

namespace {

QString gameKind()
{
    return QString::fromLatin1(kCardGameKind);
}

} // namespace

QList<StoredCard> toStoredCards(const LwCardLibrary &library)
{
    return cardlib::toStoredCards(library);
}

std::optional<LwCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    return cardlib::fromStoredCards<LwCardLibrary>(cards, error);
}

std::optional<LwCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    return cardlib::loadCardLibrary<LwCardLibrary>(
        store, gameKind(),
        Message("kbz::lw::LwCardLibraryStore",
                QT_TRANSLATE_NOOP("kbz::lw::LwCardLibraryStore",
                                  "A stored Light Wars card cannot be read.")),
        error);
}

bool saveCardLibrary(CardStore &store, const LwCardLibrary &library, DbError *error)
{
    return cardlib::saveCardLibrary(store, gameKind(), library, error);
}

QByteArray cardFileText(const LwCardLibrary &library)
{
    return cardlib::cardFileText(gameKind(), library);
}

std::optional<LwCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    return cardlib::parseCardFile<LwCardLibrary>(text, gameKind(), error);
}

LwCardLibrary mergeCards(const LwCardLibrary &base, const LwCardLibrary &incoming, int *added,
                         int *replaced)
{
    return cardlib::mergeCards(base, incoming, added, replaced);
}

} // namespace kbz::lw
