// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayerNames.h"

#include "MessageBoxes.h"
#include "storage/Players.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

namespace kbz {

QStringList matchKnownPlayers(QWidget *parent, Database &db, const QStringList &names)
{
    DbError err;
    const auto players = Players(db).list(&err);
    if (!players || players->isEmpty())
        return names;
    QHash<QString, const Player *> exact;
    QHash<QString, const Player *> loose; // the oldest player of each loose key
    for (const Player &p : *players) {
        exact.insert(p.name, &p);
        const QString key = Players::looseNameKey(p.name);
        if (const Player *known = loose.value(key); !known || p.id < known->id)
            loose.insert(key, &p);
    }
    QStringList out;
    for (const QString &typed : names) {
        const QString name = schema::playerNameKey(typed);
        const Player *like = loose.value(Players::looseNameKey(name));
        if (name.isEmpty() || exact.contains(name) || !like) {
            out.append(typed);
            continue;
        }
        const bool same = MessageBoxes::ask(
            parent, QCoreApplication::translate("kbz::PlayerNames", "Known player?"),
            QCoreApplication::translate(
                "kbz::PlayerNames",
                "No player is named “%1”, but “%2” (games: %3) is, and the names differ only by "
                "case, width or spaces. Is it %2?\n\nYes: the seat is %2's. No: “%1” becomes a new "
                "player.",
                nullptr)
                .arg(name, like->name, QLocale().toString(like->games)));
        out.append(same ? like->name : typed);
    }
    return out;
}

} // namespace kbz
