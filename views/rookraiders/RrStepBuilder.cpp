// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// RrStepEntry: the step built from the fields of its kind (or what is still missing), the
// calculator's explanation of it, and the command fields (the pick, the row as dealt).
// (Member functions of RrStepEntry, declared in RrStepEntry.h.)

#include "RrStepEntry.h"

#include "RrStepKinds.h"

#include "RrAttackCalculator.h"
#include "RrPaint.h"
#include "Translations.h"
#include "core/Session.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrRules.h"

#include <QBrush>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QSpinBox>
#include <algorithm>

namespace kbz::rr {

using namespace stepkinds;

std::optional<Step> RrStepEntry::step(QString *missing) const
{
    auto fail = [missing](const QString &why) -> std::optional<Step> {
        if (missing)
            *missing = why;
        return std::nullopt;
    };
    if (m_gameOver)
        return fail(tr("The game is over. To correct the last step, undo it (Ctrl+Z)."));
    const auto s = state();
    if (!s)
        return fail(tr("No game is open."));
    Step st;
    st.kind = kind();
    const QString &k = st.kind;
    if (k.isEmpty())
        return fail(tr("Choose what happens (Alt+letter)."));
    st.actor = isTableKind(k) ? -1 : actor();
    if (!isTableKind(k) && (st.actor < 0 || st.actor >= s->players.size()))
        return fail(tr("Choose who acts."));
    QJsonObject &p = st.payload;
    const RrPlayer &pl = *player();
    if (placesUnit(k)) {
        if (m_card->currentData().toString().isEmpty())
            return fail(tr("Choose the unit card."));
        if (m_squares.isEmpty())
            return fail(tr("Choose the square on the board."));
        p.insert(QStringLiteral("card"), m_card->currentData().toString());
        p.insert(QStringLiteral("to"), m_squares.first().name());
        if (is(k, "recruit"))
            p.insert(QStringLiteral("from"), m_from->currentData().toString());
        return st;
    }
    if (takesUnitFirst()) {
        if (m_squares.isEmpty())
            return fail(tr("Choose the unit on the board."));
        const Square at = m_squares.first();
        const RrPiece *u = unitAt(pl, at);
        const RrCard *c = u ? s->card(u->card) : nullptr;
        if (is(k, "move-unit")) {
            if (m_squares.size() < 2)
                return fail(tr("Choose where the unit moves."));
            p.insert(QStringLiteral("from"), at.name());
            p.insert(QStringLiteral("to"), m_squares.at(1).name());
            p.insert(QStringLiteral("fullMove"), m_fullMove->isChecked());
            return st;
        }
        p.insert(QStringLiteral("at"), at.name());
        if (is(k, "attack")) {
            if (m_squares.size() < 2)
                return fail(tr("Choose the target."));
            const int d1 = m_calculator->die1();
            const int d2 = m_calculator->die2();
            if (d1 < 1 || d2 < 1)
                return fail(tr("Enter the two dice, or throw them (Alt+T)."));
            const Square target = m_squares.at(1);
            p.insert(QStringLiteral("target"), target.name());
            p.insert(QStringLiteral("dice"), QJsonArray{d1, d2});
            p.insert(QStringLiteral("willpower"), m_calculator->willpower());
            if (const QList<QList<int>> given = m_calculator->rerolled(); !given.isEmpty()) {
                QJsonArray rolls;
                for (const QList<int> &roll : given)
                    rolls.append(QJsonArray{roll.value(0), roll.value(1)});
                p.insert(QStringLiteral("rerolled"), rolls);
            }
            p.insert(QStringLiteral("bard"), m_bard->isChecked());
            const bool normal = rules::diceCase(d1, d2) == rules::DiceCase::Normal;
            const RrPiece *m = monsterAt(pl, target);
            const RrCard *mc = m ? s->card(m->card) : nullptr;
            if (!(c && c->modifier)) {
                if (const auto typed = m_calculator->typedModifier())
                    p.insert(QStringLiteral("modifier"), *typed);
                else if (normal && u)
                    return fail(tr("Enter the modifier of %1 (printed on the card).")
                                    .arg(s->cardName(u->card).text(Translations::current())));
            }
            if (!(mc && mc->defence)) {
                if (const auto typed = m_calculator->typedDefence())
                    p.insert(QStringLiteral("defence"), *typed);
                else if (normal && m)
                    return fail(tr("Enter the defence of %1 (printed on the card).")
                                    .arg(s->cardName(m->card).text(Translations::current())));
            }
            return st;
        }
        if (is(k, "fixed-damage") || is(k, "heal")) {
            const bool fixed = is(k, "fixed-damage");
            if (m_hits.isEmpty())
                return fail(fixed ? tr("Choose the targets on the board (one click per hit).")
                                  : tr("Choose the allies to heal on the board (one click per "
                                       "heal)."));
            const auto limit = hitLimit();
            if (fixed && limit && hitTotal() < *limit)
                return fail(tr("%1 of %2 hits chosen: choose the rest on the board.")
                                .arg(hitTotal())
                                .arg(*limit));
            const int per = c && c->amount ? *c->amount : 1;
            QJsonArray list;
            for (const Hit &h : m_hits) {
                if (fixed)
                    list.append(QJsonObject{{QStringLiteral("target"), h.target.name()},
                                            {QStringLiteral("count"), h.count}});
                else
                    list.append(QJsonObject{{QStringLiteral("target"), h.target.name()},
                                            {QStringLiteral("amount"), h.count * per}});
            }
            p.insert(fixed ? QStringLiteral("hits") : QStringLiteral("heals"), list);
            if (fixed && !(c && c->amount)) {
                if (m_amount->value() == kUnknownAmount)
                    return fail(tr("Enter the damage per hit (printed on the card)."));
                p.insert(QStringLiteral("amount"), m_amount->value());
            }
            if (m_bard->isChecked())
                p.insert(QStringLiteral("bard"), true);
            return st;
        }
        if (is(k, "bard")) {
            if (m_squares.size() < 2)
                return fail(tr("Choose the ally the Bard sings to."));
            p.insert(QStringLiteral("target"), m_squares.at(1).name());
            return st;
        }
        if (is(k, "level-up")) {
            if (m_card->currentData().toString().isEmpty())
                return fail(tr("Choose the card the unit levels up to."));
            p.insert(QStringLiteral("card"), m_card->currentData().toString());
        }
        return st; // place-marker, remove-marker, level-up
    }
    if (is(k, "pick-command")) {
        if (m_command->currentData().toString().isEmpty())
            return fail(tr("Choose the command."));
        p.insert(QStringLiteral("command"), m_command->currentData().toString());
    } else if (is(k, "deal-commands")) {
        QStringList row;
        for (const QComboBox *combo : m_row)
            row.append(combo->currentData().toString());
        QStringList unique = row;
        unique.removeDuplicates();
        if (unique.size() != 5 || row.contains(QString()))
            return fail(tr("Each of the five commands appears once in the row."));
        p.insert(QStringLiteral("row"), QJsonArray::fromStringList(row));
    } else if (is(k, "take-medal")) {
        p.insert(QStringLiteral("value"), m_medal->value());
    } else if (is(k, "gain-gold")) {
        p.insert(QStringLiteral("amount"), m_gold->value());
    }
    return st;
}

void RrStepEntry::shuffleCommands()
{
    QStringList ids = commandIds();
    // Fisher-Yates with the six-sided dice source: a roll above the range is rolled again.
    for (int i = int(ids.size()) - 1; i > 0; --i) {
        int j = -1;
        for (int tries = 0; tries < 20 && j < 0; ++tries) {
            const int roll = m_d6();
            if (roll >= 1 && roll <= i + 1)
                j = roll - 1;
        }
        if (j < 0)
            j = i;
        ids.swapItemsAt(i, j);
    }
    {
        const QSignalBlocker blocker(this);
        for (int n = 0; n < 5; ++n) {
            const QSignalBlocker b(m_row.at(n));
            selectData(m_row.at(n), ids.at(n));
        }
    }
    refresh();
}

void RrStepEntry::fillCommands(bool keepChoice)
{
    const Lang lang = Translations::current();
    const auto s = state();
    {
        // After a step the first pending command leads again (a choice made for an earlier
        // step would make a reopened game propose another pick than the game in play).
        const QString current = keepChoice ? m_command->currentData().toString() : QString();
        const QSignalBlocker blocker(m_command);
        m_command->clear();
        QStringList pending = s ? s->commandRow.mid(s->executed) : QStringList();
        if (pending.isEmpty())
            pending = commandIds();
        for (const QString &id : std::as_const(pending))
            m_command->addItem(commandName(id).text(lang), id);
        // The commands carried out this round come last, marked: the table may pick one again
        // (against the rules; the preview warns before recording).
        const QStringList executed = s ? s->commandRow.mid(0, s->executed) : QStringList();
        for (const QString &id : executed) {
            if (pending.contains(id))
                continue;
            // The name alone (the column keeps its width): the colour and tooltip mark it.
            const QString name = commandName(id).text(lang);
            m_command->addItem(name, id);
            const int i = m_command->count() - 1;
            m_command->setItemData(i, QBrush(paint::againstRulesColour()), Qt::ForegroundRole);
            m_command->setItemData(i,
                                   tr("%1 has been carried out this round: picking it again is "
                                      "against the rules [%2]")
                                       .arg(name, QStringLiteral("rr.command.pick")),
                                   Qt::ToolTipRole);
        }
        if (!current.isEmpty())
            selectData(m_command, current);
    }
    const QStringList ids = commandIds();
    for (int n = 0; n < m_row.size(); ++n) {
        QComboBox *combo = m_row.at(n);
        const QString current = keepChoice ? combo->currentData().toString() : QString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        for (const QString &id : ids)
            combo->addItem(QStringLiteral("%1. %2").arg(n + 1).arg(commandName(id).text(lang)), id);
        selectData(combo, current.isEmpty() ? ids.at(n) : current);
    }
}

QString RrStepEntry::calculatorHtml(const Step &st) const
{
    const auto s = state();
    if (!s)
        return {};
    const Lang lang = Translations::current();
    const RrPlayer &pl = *player();
    const QJsonObject &p = st.payload;
    const QString &k = st.kind;
    QStringList lines;
    const std::optional<Square> at = rules::squareOf(p, "at");
    const RrPiece *u = at ? unitAt(pl, *at) : nullptr;
    const RrCard *c = u ? s->card(u->card) : nullptr;
    if (is(k, "attack")) {
        lines = RrAttackCalculator::resultLines(*s, pl, st);
    } else if (is(k, "fixed-damage") || is(k, "heal")) {
        const bool fixed = is(k, "fixed-damage");
        const auto limit = hitLimit();
        if (fixed)
            lines.append(limit ? tr("%1 of %2 hits").arg(hitTotal()).arg(*limit)
                               : tr("Hits: %1").arg(hitTotal()));
        else if (limit)
            lines.append(tr("%1 of %2 heals").arg(hitTotal()).arg(*limit));
        const int per =
            fixed ? p.value(QStringLiteral("amount")).toInt(c && c->amount ? *c->amount : 1)
                  : (c && c->amount ? *c->amount : 1);
        for (const Hit &h : m_hits) {
            const RrPiece *t = fixed ? monsterAt(pl, h.target) : unitAt(pl, h.target);
            // A card of the other side (an ally hit, a monster healed: warned) counts too.
            const bool other = !t;
            if (!t)
                t = fixed ? unitAt(pl, h.target) : monsterAt(pl, h.target);
            const RrCard *tc = t ? s->card(t->card) : nullptr;
            if (!t)
                continue;
            const QString name = s->cardName(t->card).text(lang);
            const int amount = h.count * per;
            if (fixed) {
                const int after = t->damage + amount;
                if (other)
                    lines.append(tr("%1 on %2 takes %3 → damage %4")
                                     .arg(name, h.target.name())
                                     .arg(amount)
                                     .arg(after));
                else if (tc && rules::monsterDefeated(*tc, after))
                    lines.append(tr("%1 on %2 takes %3 → defeated (%4/%5)")
                                     .arg(name, h.target.name())
                                     .arg(amount)
                                     .arg(after)
                                     .arg(*tc->hp));
                else if (tc && tc->hp)
                    lines.append(tr("%1 on %2 takes %3 → %4/%5 damage")
                                     .arg(name, h.target.name())
                                     .arg(amount)
                                     .arg(after)
                                     .arg(*tc->hp));
                else
                    lines.append(tr("%1 on %2 takes %3 → damage %4")
                                     .arg(name, h.target.name())
                                     .arg(amount)
                                     .arg(after));
            } else {
                // Who heals whom (issue 29): "Cleric heals Sorcerer on A6 by 1 → 0/2 damage".
                const int after = qMax(0, t->damage - amount);
                const QString healer = u ? s->cardName(u->card).text(lang) : tr("The healer");
                if (tc && tc->hp)
                    lines.append(tr("%1 heals %2 on %3 by %4 → %5/%6 damage")
                                     .arg(healer, name, h.target.name())
                                     .arg(amount)
                                     .arg(after)
                                     .arg(*tc->hp));
                else
                    lines.append(tr("%1 heals %2 on %3 by %4 → damage %5")
                                     .arg(healer, name, h.target.name())
                                     .arg(amount)
                                     .arg(after));
            }
        }
    } else if (is(k, "bard")) {
        const RrPiece *t = unitAt(pl, *rules::squareOf(p, "target"));
        const RrCard *tc = t ? s->card(t->card) : nullptr;
        if (t) {
            const QString name = s->cardName(t->card).text(lang);
            const int after = t->damage + 1;
            if (tc && rules::unitFaints(*tc, after))
                lines.append(
                    tr("%1 takes 1 damage and faints (%2/%3)").arg(name).arg(after).arg(*tc->hp));
            else if (tc && tc->hp)
                lines.append(tr("%1 takes 1 damage (%2/%3), then uses its skill")
                                 .arg(name)
                                 .arg(after)
                                 .arg(*tc->hp));
            else
                lines.append(
                    tr("%1 takes 1 damage, then uses its skill unless it faints").arg(name));
        } else if (const RrPiece *m = monsterAt(pl, *rules::squareOf(p, "target"))) {
            // Sung at a monster (against rr.attack.bard): it takes the cube, as recorded.
            const RrCard *mc = s->card(m->card);
            const QString name = s->cardName(m->card).text(lang);
            const int after = m->damage + 1;
            if (mc && rules::monsterDefeated(*mc, after))
                lines.append(tr("%1 takes 1 damage and is defeated (%2/%3)")
                                 .arg(name)
                                 .arg(after)
                                 .arg(*mc->hp));
            else if (mc && mc->hp)
                lines.append(tr("%1 takes 1 damage (%2/%3)").arg(name).arg(after).arg(*mc->hp));
            else
                lines.append(tr("%1 takes 1 damage").arg(name));
        }
    } else if (is(k, "move-unit")) {
        const auto from = rules::squareOf(p, "from");
        const auto to = rules::squareOf(p, "to");
        const RrPiece *mu = from ? unitAt(pl, *from) : nullptr;
        const RrCard *mc = mu ? s->card(mu->card) : nullptr;
        const int len = from && to ? rules::unitPathLength(pl, *from, *to) : -1;
        if (len >= 0 && mc && mc->move)
            lines.append(tr("%1 steps (MOVE %2%3)")
                             .arg(len)
                             .arg(*mc->move)
                             .arg(m_fullMove->isChecked() ? QStringLiteral(" + 1") : QString()));
    } else if (is(k, "level-up")) {
        lines.append(tr("Costs %1 honour marks; %2 has %3")
                         .arg(pl.levelUps < 2 ? 2 : 3)
                         .arg(pl.name)
                         .arg(pl.honour));
    }
    QString html;
    for (const QString &line : std::as_const(lines))
        html += QStringLiteral("<div>%1</div>").arg(line.toHtmlEscaped());
    return html;
}

} // namespace kbz::rr
