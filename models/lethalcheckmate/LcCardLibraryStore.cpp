// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCardLibraryStore.h"

#include "storage/CardLibraryFile.h"

namespace kbz::lc {

namespace {

QString gameKind()
{
    return QString::fromLatin1(kCardGameKind);
}

} // namespace

QList<StoredCard> toStoredCards(const LcCardLibrary &library)
{
    return cardlib::toStoredCards(library);
}

std::optional<LcCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    return cardlib::fromStoredCards<LcCardLibrary>(cards, error);
}

std::optional<LcCardLibrary> loadCardLibrary(CardStore &store, DbError *error)
{
    return cardlib::loadCardLibrary<LcCardLibrary>(
        store, gameKind(),
        Message("kbz::lc::LcCardLibraryStore",
                QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryStore",
                                  "A stored Lethal Checkmate card cannot be read.")),
        error);
}

bool saveCardLibrary(CardStore &store, const LcCardLibrary &library, DbError *error)
{
    return cardlib::saveCardLibrary(store, gameKind(), library, error);
}

QByteArray cardFileText(const LcCardLibrary &library)
{
    return cardlib::cardFileText(gameKind(), library);
}

std::optional<LcCardLibrary> parseCardFile(const QByteArray &text, QString *error)
{
    return cardlib::parseCardFile<LcCardLibrary>(text, gameKind(), error);
}

LcCardLibrary mergeCards(const LcCardLibrary &base, const LcCardLibrary &incoming, int *added,
                         int *replaced)
{
    return cardlib::mergeCards(base, incoming, added, replaced);
}

} // namespace kbz::lc
