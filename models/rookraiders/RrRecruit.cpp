// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Recruit (rulebook ⑪, RULINGS "Recruit executed by a pick"): when a player picked Recruit, the
// picker recruits first, then the others in turn, each from the hand or from the mercenaries;
// carried out automatically, from the hand only. The mercenary row is three face-up cards,
// replaced in the end phase (⑰); Kibitzer follows it when the table enters it.
#include "RrRules.h"
#include "core/ListText.h"

#include <QJsonArray>

namespace kbz::rr::rules {

namespace {

QString who(const RrState &s, int seat)
{
    return seat >= 0 && seat < s.players.size() ? s.players.at(seat).name : QString::number(seat);
}

} // namespace

std::optional<QStringList> mercenaryRow(const QJsonValue &value)
{
    if (!value.isArray())
        return std::nullopt;
    QStringList row;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return std::nullopt;
        row.append(v.toString());
    }
    return row;
}

void noteRecruit(RrState &s, const Step &step)
{
    s.recruited.append(step.actor);
    if (s.mercenaries &&
        step.payload.value(QStringLiteral("from")).toString() == QLatin1String("mercenary"))
        s.mercenaries->removeOne(step.payload.value(QStringLiteral("card")).toString());
}

QList<int> recruitOrder(const RrState &s)
{
    QList<int> order;
    const int n = int(s.players.size());
    const int first = s.commandPicker >= 0 ? s.commandPicker : s.startPlayer;
    for (int i = 0; i < n; ++i) {
        const int seat = (first + i) % n;
        if (!s.players.at(seat).out)
            order.append(seat);
    }
    return order;
}

void checkRecruit(const RrState &s, const Step &step, QList<Finding> &out)
{
    if (s.runningCommand() != QLatin1String("recruit"))
        return; // rr.command.cards says so already
    const int seat = step.actor;
    if (s.recruited.contains(seat)) {
        out.append(warning("rr.command.recruit-order",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 has already recruited during this "
                                                       "Recruit: each player places one unit"),
                                     {who(s, seat)})));
    } else if (!s.commandAuto) {
        // Picker first, then in turn: nobody recruits after a player later in the order. A
        // player who passes simply has no recruit step, so only the order of those who recruit
        // is checked.
        const QList<int> order = recruitOrder(s);
        const qsizetype mine = order.indexOf(seat);
        for (int done : s.recruited)
            if (order.indexOf(done) > mine) {
                out.append(warning(
                    "rr.command.recruit-order",
                    rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                "%1 recruits after %2: with a picked Recruit the "
                                                "picker %3 recruits first, then the others in "
                                                "turn"),
                              {who(s, seat), who(s, done), who(s, order.value(0))})));
                break;
            }
    }
    const QJsonObject &p = step.payload;
    if (p.value(QStringLiteral("from")).toString() != QLatin1String("mercenary") || s.commandAuto ||
        !s.mercenaries)
        return; // an automatic Recruit from the mercenaries: rr.command.recruit-source
    const QString card = p.value(QStringLiteral("card")).toString();
    if (s.mercenaries->contains(card))
        return;
    if (s.mercenaries->isEmpty()) {
        out.append(warning("rr.command.mercenary-row",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 is recruited from the mercenaries, but "
                                                       "the mercenary row is empty"),
                                     {s.cardName(card)})));
        return;
    }
    QList<LocalizedName> row;
    for (const QString &id : *s.mercenaries)
        row.append(s.cardName(id));
    out.append(warning("rr.command.mercenary-row",
                       rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                   "%1 is not in the mercenary row (%2): only the "
                                                   "face-up mercenaries can be recruited"),
                                 {s.cardName(card), joinList(row)})));
}

} // namespace kbz::rr::rules
