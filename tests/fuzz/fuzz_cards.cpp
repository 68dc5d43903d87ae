// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// libFuzzer target: a card file read by each game's card-library reader, as `kibitzer-cli cards
// import` and the card library dialogs do (storage/CardLibraryFile.h and each game's
// *CardLibraryStore). Properties: a refusal has a message; an accepted library written back
// (cards export) reads back the same; it converts to stored cards and back; it is stored and
// loaded again through a database; it merges into the shipped library.

#include "FuzzSupport.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "lightwars/LwCardLibraryStore.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "storage/CardStore.h"
#include "storage/Database.h"

#include <memory>

using namespace kbz;

namespace {

std::unique_ptr<Database> &database()
{
    static std::unique_ptr<Database> db;
    return db;
}

// One game's reader. `Game` names the game's namespace functions.
template <typename Library, typename Parse, typename Text, typename Load, typename Save,
          typename Merge, typename ToStored, typename FromStored>
void readAs(const char *game, const QByteArray &input, Parse parse, Text text, Load load, Save save,
            Merge merge, ToStored toStored, FromStored fromStored,
            void (*extra)(const Library &) = nullptr)
{
    QString why;
    const std::optional<Library> library = parse(input, &why);
    if (!library) {
        if (why.isEmpty())
            fuzz::fail("a refused card file has no message", QString::fromLatin1(game));
        return;
    }
    const QList<StoredCard> stored = toStored(*library);

    const QByteArray written = text(*library);
    const std::optional<Library> back = parse(written, &why);
    if (!back)
        fuzz::fail("an accepted card file, written back, is refused", why);
    if (toStored(*back) != stored || text(*back) != written)
        fuzz::fail("an accepted card file, written back, reads back differently",
                   QString::fromLatin1(game));

    const std::optional<Library> fromStore = fromStored(stored, &why);
    if (!fromStore || toStored(*fromStore) != stored)
        fuzz::fail("accepted cards do not read back from their stored form", why);

    CardStore store(*database());
    DbError error;
    if (!save(store, *library, &error))
        fuzz::fail("accepted cards cannot be stored", error.text(Lang::En));
    const std::optional<Library> loaded = load(store, &error);
    if (!loaded || toStored(*loaded) != stored)
        fuzz::fail("stored cards load back differently", error.text(Lang::En));

    int added = 0;
    int replaced = 0;
    const Library merged = merge(Library::shipped(), *library, &added, &replaced);
    if (added + replaced != library->cards().size() ||
        merged.cards().size() != Library::shipped().cards().size() + added)
        fuzz::fail("a merge lost or invented cards", QString::fromLatin1(game));
    if (extra)
        extra(*library);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initQt();
    DbError error;
    database() = Database::openInMemory(&error);
    if (!database())
        fuzz::fail("no in-memory database", error.text(Lang::En));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    readAs<lc::LcCardLibrary>("lethal-checkmate", input, &lc::parseCardFile, &lc::cardFileText,
                              &lc::loadCardLibrary, &lc::saveCardLibrary, &lc::mergeCards,
                              &lc::toStoredCards, &lc::fromStoredCards);
    readAs<rr::RrCardLibrary>(
        "rook-raiders", input, &rr::parseCardFile, &rr::cardFileText, &rr::loadCardLibrary,
        &rr::saveCardLibrary, &rr::mergeCards, &rr::toStoredCards, &rr::fromStoredCards,
        +[](const rr::RrCardLibrary &library) {
            (void)rr::upgradeProblem(library);
            (void)rr::upgradeProblem(library, rr::RrCardLibrary::shipped());
        });
    readAs<low::LowCardLibrary>("lords-of-war", input, &low::parseCardFile, &low::cardFileText,
                                &low::loadCardLibrary, &low::saveCardLibrary, &low::mergeCards,
                                &low::toStoredCards, &low::fromStoredCards);
    readAs<lw::LwCardLibrary>("light-wars", input, &lw::parseCardFile, &lw::cardFileText,
                              &lw::loadCardLibrary, &lw::saveCardLibrary, &lw::mergeCards,
                              &lw::toStoredCards, &lw::fromStoredCards);
    return 0;
}
