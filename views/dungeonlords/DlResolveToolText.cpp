// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The texts of the resolve tool (DlResolveTool.cpp holds the entry): the note under the step
// (the trap's cost, the spell, the monster's option and what follows from it, the conquest) and
// the labels, buttons and list items in the UI language.
#include "DlFightChecklist.h"
#include "DlFightHits.h"
#include "DlResolveTool.h"
#include "DlViewText.h"
#include "ElidedLabel.h"
#include "ElidedText.h"
#include "Translations.h"
#include "core/ListText.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>

namespace kbz::dl {

namespace {

// The least of a monster option's text shown, in average characters.
constexpr int kMinOptionChars = 6;

QString ruleTag(const char *id)
{
    return QStringLiteral(" <small>[%1]</small>").arg(QLatin1String(id));
}

QString costText(const Cost &c)
{
    QStringList parts;
    if (c.gold > 0)
        parts.append(DlResolveTool::tr("%1 gold").arg(c.gold));
    if (c.food > 0)
        parts.append(DlResolveTool::tr("%1 food").arg(c.food));
    if (c.imps > 0)
        parts.append(DlResolveTool::tr("%1 imps").arg(c.imps));
    if (parts.isEmpty())
        return DlResolveTool::tr("nothing");
    return joinList(parts);
}

} // namespace

void DlResolveTool::updateNote()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    if (!s || sn < 0 || !m_step) {
        m_note->setText(s && sn >= 0 ? tr("Nothing left to resolve for this player this round.")
                                     : QString());
        return;
    }
    const DlPlayer &p = s->players[sn];
    const DlFight &fight = p.fight;
    QStringList lines;
    switch (*m_step) {
    case FightStep::Traps: {
        if (!fight.trap)
            break;
        const TileKind kind = fight.tile >= 0 && fight.tile < p.tiles.size()
                                  ? p.tiles[fight.tile].kind
                                  : TileKind::Tunnel;
        lines.append(tr("%1: pays %2 now.")
                         .arg(trapName(*fight.trap).text(lang), costText(m_trapEffect.pay))
                         .toHtmlEscaped() +
                     ruleTag(kind == TileKind::Room ? "dl.plan.room" : "dl.plan.trap-payment"));
        // Whose symbols cancel the damage: a thief's, or the paladin's, which count as trap
        // symbols too (dl.adventurer.skills).
        for (const SymbolUse &u : std::as_const(m_trapEffect.cancelledBy)) {
            const QString who = adventurerName(p.party, u.adventurer).text(lang);
            const bool paladin = u.adventurer >= 0 && u.adventurer < p.party.size() &&
                                 p.party[u.adventurer].cls == AdvClass::Paladin;
            lines.append((paladin ? tr("%1's symbols cancel %2 damage (a paladin's symbols "
                                       "count as trap symbols).")
                                  : tr("%1's trap symbols cancel %2 damage."))
                             .arg(who)
                             .arg(u.amount)
                             .toHtmlEscaped() +
                         ruleTag("dl.adventurer.skills"));
        }
        for (const Hit &h : std::as_const(m_trapEffect.delayed))
            lines.append(tr("%1 takes %2 damage at the end of the round.")
                             .arg(adventurerName(p.party, h.target).text(lang))
                             .arg(h.amount)
                             .toHtmlEscaped());
        if (m_trapEffect.silence >= 0)
            lines.append(tr("%1 is silenced: its symbols do not count for magic.")
                             .arg(adventurerName(p.party, m_trapEffect.silence).text(lang))
                             .toHtmlEscaped());
        if (m_trapEffect.skipConquest)
            lines.append(tr("The tile is not conquered this round.").toHtmlEscaped());
        break;
    }
    case FightStep::EarlyMagic:
    case FightStep::LateMagic: {
        const DlCombatCard *card = s->card();
        QString spell =
            card && !card->spell.isEmpty() ? spellName(card->spell).text(lang) : tr("not said");
        if (card && !card->text.isEmpty())
            spell += QStringLiteral(" — “%1”").arg(card->text);
        lines.append(tr("Spell: %1.").arg(spell).toHtmlEscaped() +
                     ruleTag("dl.combat-card.spells"));
        if (needsSpellAmount()) {
            lines.append(QStringLiteral("<b>%1</b>")
                             .arg(tr("Enter the spell's number from the card: Kibitzer does not "
                                     "know the cards' texts.")
                                      .toHtmlEscaped()));
            break;
        }
        const bool none = hitsOf(m_damage->amounts()).isEmpty() &&
                          hitsOf(m_heal->amounts()).isEmpty() && cancelledChosen().isEmpty();
        lines.append(none ? tr("No effect.").toHtmlEscaped()
                          : tr("In all: %1 damage, %2 healed, %3 monsters kept from attacking.")
                                .arg(totalOf(m_damage->amounts()))
                                .arg(totalOf(m_heal->amounts()))
                                .arg(cancelledChosen().size())
                                .toHtmlEscaped());
        break;
    }
    case FightStep::Monsters: {
        if (m_monster < 0) {
            lines.append(tr("No monster or ghost is able to attack.").toHtmlEscaped());
            break;
        }
        const MonsterKind kind = p.monsters[m_monster].kind;
        const QString rule = QStringLiteral("dl.monster.") + monsterKindCode(kind);
        lines.append(QStringLiteral("%1 <small>[%2]</small>")
                         .arg(optionName(kind, chosenOption()).text(lang).toHtmlEscaped(), rule));
        if (!m_attackEffect.attacked)
            lines.append(tr("It does not attack: no healing comes from it.").toHtmlEscaped());
        if (m_attackEffect.reuse)
            lines.append(tr("It is not exhausted: it can fight again.").toHtmlEscaped() +
                         ruleTag("dl.exhausted.reuse"));
        if (m_attackEffect.skipConquest)
            lines.append(tr("The tile is not conquered this round.").toHtmlEscaped());
        if (m_attackEffect.skipHealing)
            lines.append(tr("No healing this round.").toHtmlEscaped());
        if (m_attackEffect.food > 0)
            lines.append(
                tr("Pays %1 food (%2 left).").arg(m_attackEffect.food).arg(p.food).toHtmlEscaped());
        if (m_damage->amounts() != m_proposed)
            lines.append(
                QStringLiteral("<b>%1</b>")
                    .arg(tr("The damage differs from the monster's text.").toHtmlEscaped()));
        break;
    }
    case FightStep::Healing:
        lines.append(
            tr("%1 hearts heal the front adventurer first.").arg(s->hearts(sn)).toHtmlEscaped() +
            ruleTag("dl.step.healing"));
        break;
    case FightStep::Conquest: {
        const DlCombatCard *card = s->card();
        if (!fight.skipConquest)
            lines.append(tr("Fatigue %1: the front adventurer first, the rest spills over.")
                             .arg(card ? card->fatigue : 0)
                             .toHtmlEscaped() +
                         ruleTag("dl.fatigue.spill"));
        const QString tile = fight.tile >= 0 && fight.tile < p.tiles.size()
                                 ? tileName(p, fight.tile).text(lang)
                                 : tr("the tile");
        // The result as the box says it (the box follows the proposal until the user sets it):
        // the note never contradicts the box.
        const QString skipRule =
            fight.skipConquestBy.isEmpty()
                ? QString()
                : QStringLiteral(" <small>[%1]</small>").arg(fight.skipConquestBy.toHtmlEscaped());
        const bool standing = partyStandsAfterDamage();
        if (m_conquered->isChecked()) {
            if (fight.skipConquest)
                lines.append(tr("%1 is conquered, though this round's conquest is skipped.")
                                 .arg(tile)
                                 .toHtmlEscaped() +
                             skipRule);
            else if (!standing)
                lines.append(tr("%1 is conquered, though nobody is left standing.")
                                 .arg(tile)
                                 .toHtmlEscaped() +
                             ruleTag("dl.end.conditions"));
            else
                lines.append(tr("Then %1 is conquered.").arg(tile).toHtmlEscaped() +
                             ruleTag("dl.step.conquest"));
        } else if (fight.skipConquest) {
            lines.append(tr("%1 is not conquered: this round's conquest is skipped.")
                             .arg(tile)
                             .toHtmlEscaped() +
                         skipRule);
        } else if (!standing) {
            lines.append(tr("%1 is not conquered: nobody is left standing after the fatigue.")
                             .arg(tile)
                             .toHtmlEscaped() +
                         ruleTag("dl.end.conditions"));
        } else {
            lines.append(tr("%1 is not conquered: the table leaves it unconquered.")
                             .arg(tile)
                             .toHtmlEscaped() +
                         ruleTag("dl.step.conquest"));
        }
        // The poisoned dart's damage is not among the damage proposed above: it falls due after
        // the conquest, on whoever still stands (issue 13: the helper says what the step does).
        for (int i = 0; i < fight.delayed.size() && i < p.party.size(); ++i)
            if (fight.delayed.at(i) > 0)
                lines.append(tr("After the conquest, %1 takes the poisoned dart's %2 damage "
                                "(if still standing).")
                                 .arg(adventurerName(p.party, i).text(lang))
                                 .arg(fight.delayed.at(i))
                                 .toHtmlEscaped() +
                             ruleTag("dl.trap.list"));
        break;
    }
    }
    m_note->setText(lines.join(QStringLiteral("<br>")));
}

void DlResolveTool::updateOptionTexts()
{
    const auto s = state();
    const int sn = seat();
    if (!s || sn < 0 || m_monster < 0)
        return;
    const MonsterKind kind = s->players[sn].monsters[m_monster].kind;
    for (int i = 0; i < m_options.size(); ++i) {
        QRadioButton *b = m_options[i];
        const QString text =
            optionName(kind, b->property("option").toString()).text(Translations::current());
        // A long text elides to the room the tool has, so that it never makes the tool wider
        // (the buttons do not count for its minimum width): the whole of it on hover, and the
        // chosen option's in the note.
        const QFontMetrics fm = b->fontMetrics();
        const QString number = tr("%1. %2").arg(i + 1);
        const int indicator = b->sizeHint().width() - fm.horizontalAdvance(b->text());
        const int room = qMax(fm.averageCharWidth() * kMinOptionChars,
                              m_optionBox->width() - indicator - fm.horizontalAdvance(number));
        const QString shown = number.arg(fm.elidedText(text, Qt::ElideRight, room));
        if (b->text() != shown)
            b->setText(shown);
        b->setToolTip(text);
    }
}

void DlResolveTool::fillSteps()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    const QSignalBlocker blocker(m_stepChoice);
    m_stepChoice->clear();
    m_stepChoice->setEnabled(s && sn >= 0);
    if (!s || sn < 0) {
        m_stepChoice->setToolTip(QString());
        return;
    }
    // Every step is offered: the checklist's next one as it is, the others marked with the
    // rule they go against (done already, skipped and why, or before the next one).
    const QList<ChecklistItem> items = checklist(*s, sn);
    QString nextRule;
    for (const ChecklistItem &it : items)
        if (it.status == ChecklistItem::Next)
            nextRule = it.ruleId;
    for (const ChecklistItem &it : items) {
        const QString name =
            QStringLiteral("%1. %2").arg(int(it.step) + 1).arg(DlFightChecklist::stepName(it.step));
        QString text = name;
        QString why;
        QString rule = it.ruleId.isEmpty() ? fightStepRule(it.step) : it.ruleId;
        switch (it.status) {
        case ChecklistItem::Next:
            break;
        case ChecklistItem::Done:
            text = tr("%1 (done)").arg(name);
            why = tr("this step is already recorded");
            rule = fightStepRule(it.step);
            break;
        case ChecklistItem::Skipped:
            text = tr("%1 (skipped)").arg(name);
            why = it.reason.isEmpty() ? tr("does not apply") : it.reason.text(lang);
            break;
        case ChecklistItem::Pending:
            text = tr("%1 (out of order)").arg(name);
            why = m_next ? tr("step %1 (%2) comes first")
                               .arg(int(*m_next) + 1)
                               .arg(DlFightChecklist::stepName(*m_next))
                         : tr("it is not this step's turn");
            if (m_next && !nextRule.isEmpty())
                rule = nextRule;
            break;
        }
        m_stepChoice->addItem(text, int(it.step));
        if (!why.isEmpty()) {
            const int row = m_stepChoice->count() - 1;
            m_stepChoice->setItemData(row, DlViewText::againstRulesColor(), Qt::ForegroundRole);
            m_stepChoice->setItemData(row, DlViewText::againstRulesTip(rule, why), Qt::ToolTipRole);
        }
    }
    m_stepChoice->setCurrentIndex(m_step ? m_stepChoice->findData(int(*m_step)) : -1);
    m_stepChoice->setToolTip(m_stepChoice->currentData(Qt::ToolTipRole).toString());
}

void DlResolveTool::retranslateUi()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    if (s && sn >= 0)
        m_title->setFullText(tr("Round %1: %2 resolves").arg(s->round).arg(playerName(*s, sn)));
    else
        m_title->setFullText(tr("Resolve"));
    m_entryTitle->setText(tr("Resolution &step:"));
    fillSteps();
    m_dartLabel->setText(tr("Dart &target:"));
    m_cancelLabel->setText(tr("Monsters and ghosts the spell &keeps from attacking:"));
    {
        const DlCombatCard *card = s ? s->card() : nullptr;
        const QString spell = card ? card->spell : QString();
        m_amountLabel->setText(
            spell == QLatin1String("damage-front") ? tr("Damage to the front (the card's &number):")
            : spell == QLatin1String("heal-all") ? tr("Heals each adventurer (the card's &number):")
                                                 : tr("Heals, front first (the card's &number):"));
        m_amount->setPlaceholderText(tr("from the card"));
    }
    m_attackersLabel->setText(tr("&Attacks next (you choose the order):"));
    m_optionsLabel->setText(tr("Its text:"));
    m_targetsLabel->setText(tr("Targets:"));
    m_conquered->setText(tr("The tile is &conquered"));
    m_keys->setText(m_step == FightStep::Monsters
                        ? tr("1–9: monster · Alt+1–9: option · Enter: record")
                        : tr("Enter: record"));
    const QString records[] = {tr("&Record trap"), tr("&Record magic"), tr("&Record attack"),
                               tr("&Record healing"), tr("&Record conquest")};
    if (m_step == FightStep::Traps)
        m_record->setText(records[0]);
    else if (m_step == FightStep::EarlyMagic || m_step == FightStep::LateMagic)
        m_record->setText(records[1]);
    else if (m_step == FightStep::Monsters)
        m_record->setText(records[2]);
    else if (m_step == FightStep::Healing)
        m_record->setText(records[3]);
    else
        m_record->setText(records[4]);
    // One width for every step: the button does not move between two steps of a fight.
    keepWidest(m_record, QStringList(std::begin(records), std::end(records)));
    m_damage->retranslate();
    m_heal->retranslate();
    if (s && sn >= 0) {
        const DlPlayer &p = s->players[sn];
        for (int i = 0; i < m_dartTarget->count(); ++i)
            m_dartTarget->setItemText(i, adventurerName(p.party, i).text(lang));
        for (int row = 0; row < m_cancel->count(); ++row) {
            QListWidgetItem *item = m_cancel->item(row);
            item->setText(monsterName(p.monsters[item->data(kIndexRole).toInt()].kind).text(lang));
        }
        int number = 0;
        for (int row = 0; row < m_attackers->count(); ++row) {
            QListWidgetItem *item = m_attackers->item(row);
            const int m = item->data(kIndexRole).toInt();
            const QString name = monsterName(p.monsters[m].kind).text(lang);
            if (item->data(kAbleRole).toBool()) {
                item->setText(QStringLiteral("%1. %2").arg(++number).arg(name));
                item->setData(Qt::ForegroundRole, QVariant());
                item->setToolTip(QString());
                continue;
            }
            // Choosable all the same, marked with the rule its attack would break.
            Message reason;
            canAttack(*s, sn, m, &reason);
            QString why = reason.text(lang);
            QString rule = QStringLiteral("dl.monster.") + monsterKindCode(p.monsters[m].kind);
            if (!item->data(kCommittedRole).toBool()) {
                why = tr("not committed to this fight");
                rule = QStringLiteral("dl.step.monsters");
            } else if (p.fight.attacked.contains(m)) {
                why = tr("attacked");
                rule = QStringLiteral("dl.step.monsters");
            } else if (p.fight.cancelled.contains(m)) {
                why = tr("kept from attacking by the spell");
                rule = QStringLiteral("dl.combat-card.spells");
            } else if (p.monsters[m].used) {
                rule = QStringLiteral("dl.exhausted.year");
            }
            item->setText(why.isEmpty() ? name : tr("%1 — %2").arg(name, why));
            item->setForeground(DlViewText::againstRulesColor());
            item->setToolTip(DlViewText::againstRulesTip(rule, why.isEmpty() ? name : why));
        }
        updateOptionTexts();
        const MonsterKind targetsKind =
            m_targetsMonster >= 0 && m_targetsMonster < p.monsters.size()
                ? p.monsters[m_targetsMonster].kind
                : MonsterKind::Goblin;
        for (QComboBox *combo : std::as_const(m_targets))
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, targetText(p.party, i, targetsKind, lang));
    }
    m_checklist->setChecklist(s.get(), sn);
    entryChanged();
}

} // namespace kbz::dl
