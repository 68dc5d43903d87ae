// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrAttackCalculator.h"

#include "Translations.h"
#include "rookraiders/RrRules.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace kbz::rr {

namespace {

constexpr int kUnknownModifier = -10;
constexpr int kUnknownDefence = -1;

QString signedNumber(int n)
{
    return n < 0 ? QStringLiteral("- %1").arg(-n) : QStringLiteral("+ %1").arg(n);
}

} // namespace

RrAttackCalculator::RrAttackCalculator(QWidget *parent)
    : QWidget(parent)
    , m_d6([] { return int(QRandomGenerator::global()->bounded(1, 7)); })
    , m_diceLabel(new QLabel(this))
    , m_d1(new QSpinBox(this))
    , m_d2(new QSpinBox(this))
    , m_roll(new QPushButton(this))
    , m_willpower(new QCheckBox(this))
    , m_reroll(new QPushButton(this))
    , m_rerolledLabel(new QLabel(this))
    , m_modifierLabel(new QLabel(this))
    , m_modifier(new QSpinBox(this))
    , m_defenceLabel(new QLabel(this))
    , m_defence(new QSpinBox(this))
{
    auto *dice = new QHBoxLayout;
    for (QSpinBox *d : {m_d1, m_d2}) {
        d->setRange(0, 6); // 0 = not entered yet
        dice->addWidget(d);
    }
    dice->addWidget(m_roll);
    m_modifier->setRange(kUnknownModifier, 9);
    m_defence->setRange(kUnknownDefence, 99);
    m_modifier->setValue(kUnknownModifier);
    m_defence->setValue(kUnknownDefence);

    m_d1->setObjectName(QStringLiteral("d1"));
    m_d2->setObjectName(QStringLiteral("d2"));
    m_roll->setObjectName(QStringLiteral("roll"));
    m_willpower->setObjectName(QStringLiteral("willpower"));
    m_reroll->setObjectName(QStringLiteral("reroll"));
    m_rerolledLabel->setObjectName(QStringLiteral("rerolled"));
    m_modifier->setObjectName(QStringLiteral("modifier"));
    m_defence->setObjectName(QStringLiteral("defence"));
    m_diceLabel->setBuddy(m_d1);
    m_modifierLabel->setBuddy(m_modifier);
    m_defenceLabel->setBuddy(m_defence);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_diceLabel, dice);
    auto *willpower = new QHBoxLayout;
    willpower->addWidget(m_willpower);
    willpower->addWidget(m_reroll);
    willpower->addStretch(1);
    form->addRow(QString(), willpower);
    form->addRow(QString(), m_rerolledLabel);
    form->addRow(m_modifierLabel, m_modifier);
    form->addRow(m_defenceLabel, m_defence);

    for (QSpinBox *spin : {m_d1, m_d2, m_modifier, m_defence})
        connect(spin, &QSpinBox::valueChanged, this, &RrAttackCalculator::changed);
    connect(m_willpower, &QCheckBox::toggled, this, &RrAttackCalculator::changed);
    connect(m_roll, &QPushButton::clicked, this, &RrAttackCalculator::rollDice);
    connect(m_reroll, &QPushButton::clicked, this, &RrAttackCalculator::reroll);
    retranslateUi();
}

RrAttackCalculator::~RrAttackCalculator() = default;

void RrAttackCalculator::setDiceSource(std::function<int()> d6)
{
    m_d6 = std::move(d6);
}

void RrAttackCalculator::rollDice()
{
    m_d1->setValue(qBound(1, m_d6(), 6));
    m_d2->setValue(qBound(1, m_d6(), 6));
}

bool RrAttackCalculator::typeDie(int value)
{
    QSpinBox *die = m_d1->value() < 1 ? m_d1 : m_d2->value() < 1 ? m_d2 : nullptr;
    if (!die || value < 1 || value > 6)
        return false;
    die->setValue(value);
    return true;
}

void RrAttackCalculator::reroll()
{
    if (m_d1->value() < 1 || m_d2->value() < 1)
        return; // nothing rolled yet
    m_rerolled.append({m_d1->value(), m_d2->value()});
    {
        const QSignalBlocker b0(m_willpower), b1(m_d1), b2(m_d2);
        m_willpower->setChecked(true);
        m_d1->setValue(0);
        m_d2->setValue(0);
    }
    updateRerolled();
    m_d1->setFocus();
    Q_EMIT changed();
}

void RrAttackCalculator::updateRerolled()
{
    QStringList rolls;
    for (const QList<int> &roll : std::as_const(m_rerolled))
        rolls.append(QStringLiteral("%1+%2").arg(roll.value(0)).arg(roll.value(1)));
    m_rerolledLabel->setText(
        rolls.isEmpty() ? QString() : tr("Given up: %1").arg(rolls.join(QStringLiteral(", "))));
}

int RrAttackCalculator::die1() const
{
    return m_d1->value();
}

int RrAttackCalculator::die2() const
{
    return m_d2->value();
}

bool RrAttackCalculator::willpower() const
{
    return m_willpower->isChecked();
}

void RrAttackCalculator::setKnownFigures(std::optional<int> modifier, std::optional<int> defence)
{
    auto show = [](QSpinBox *spin, std::optional<int> known, int unknown) {
        const QSignalBlocker b(spin);
        if (known) {
            spin->setValue(*known);
            spin->setEnabled(false);
        } else {
            if (!spin->isEnabledTo(spin->parentWidget()))
                spin->setValue(unknown);
            spin->setEnabled(true);
        }
    };
    show(m_modifier, modifier, kUnknownModifier);
    show(m_defence, defence, kUnknownDefence);
}

std::optional<int> RrAttackCalculator::typedModifier() const
{
    if (m_modifier->value() == kUnknownModifier)
        return std::nullopt;
    return m_modifier->value();
}

std::optional<int> RrAttackCalculator::typedDefence() const
{
    if (m_defence->value() == kUnknownDefence)
        return std::nullopt;
    return m_defence->value();
}

void RrAttackCalculator::reset()
{
    const QSignalBlocker b0(m_willpower), b1(m_d1), b2(m_d2), b3(m_modifier), b4(m_defence);
    m_willpower->setChecked(false);
    m_d1->setValue(0);
    m_d2->setValue(0);
    m_modifier->setValue(kUnknownModifier);
    m_defence->setValue(kUnknownDefence);
    m_rerolled.clear();
    updateRerolled();
}

QStringList RrAttackCalculator::resultLines(const RrState &s, const RrPlayer &pl, const Step &st)
{
    const Lang lang = Translations::current();
    const QJsonObject &p = st.payload;
    QStringList lines;
    const std::optional<Square> at = rules::squareOf(p, "at");
    const std::optional<Square> target = rules::squareOf(p, "target");
    const RrPiece *u = at ? unitAt(pl, *at) : nullptr;
    const RrCard *c = u ? s.card(u->card) : nullptr;
    const QJsonArray dice = p.value(QStringLiteral("dice")).toArray();
    const int d1 = dice.at(0).toInt();
    const int d2 = dice.at(1).toInt();
    const RrPiece *m = target ? monsterAt(pl, *target) : nullptr;
    const RrCard *mc = m ? s.card(m->card) : nullptr;
    const int modifier =
        p.value(QStringLiteral("modifier")).toInt(c && c->modifier ? *c->modifier : 0);
    const int defence =
        p.value(QStringLiteral("defence")).toInt(mc && mc->defence ? *mc->defence : 0);
    // What apply() records (the table's damage when the step gives one).
    const int damage = rules::attackDamage(s, st.actor, p);
    for (const QJsonValue &roll : p.value(QStringLiteral("rerolled")).toArray())
        lines.append(tr("Re-rolled by willpower: %1+%2 given up")
                         .arg(roll.toArray().at(0).toInt())
                         .arg(roll.toArray().at(1).toInt()));
    switch (rules::diceCase(d1, d2)) {
    case rules::DiceCase::Critical:
        lines.append(tr("2d6 (%1+%2): critical → %3 damage").arg(d1).arg(d2).arg(damage));
        break;
    case rules::DiceCase::Fumble:
        lines.append(tr("2d6 (%1+%2): fumble → %3 damage").arg(d1).arg(d2).arg(damage));
        break;
    case rules::DiceCase::Normal:
        lines.append(tr("2d6 (%1+%2) %3 = %4 vs defence %5 → %6 damage")
                         .arg(d1)
                         .arg(d2)
                         .arg(signedNumber(modifier))
                         .arg(d1 + d2 + modifier)
                         .arg(defence)
                         .arg(damage));
        break;
    }
    if (m && mc) {
        const QString name = s.cardName(m->card).text(lang);
        const int after = m->damage + damage;
        if (rules::monsterDefeated(*mc, after))
            lines.append(tr("%1 is defeated (%2/%3)").arg(name).arg(after).arg(*mc->hp));
        else if (mc->hp)
            lines.append(tr("%1: %2/%3 damage").arg(name).arg(after).arg(*mc->hp));
        else
            lines.append(tr("%1: damage %2").arg(name).arg(after));
    }
    return lines;
}

void RrAttackCalculator::retranslateUi()
{
    m_diceLabel->setText(tr("Dice:"));
    for (QSpinBox *d : {m_d1, m_d2})
        d->setSpecialValueText(tr("–"));
    m_roll->setText(tr("&Throw dice"));
    m_roll->setToolTip(tr("Let Kibitzer throw the two dice (journaled as the dice)"));
    m_willpower->setText(tr("Willpower (1 honour mark)"));
    m_willpower->setToolTip(tr("Willpower: reroll for 1 honour mark (enter the final dice)"));
    m_reroll->setText(tr("Re-roll"));
    m_reroll->setToolTip(tr("Willpower: give up the dice entered (the journal keeps them) and "
                            "enter the new roll"));
    m_modifierLabel->setText(tr("Modifier:"));
    m_modifier->setSpecialValueText(tr("? (enter from the card)"));
    m_modifier->setToolTip(tr("Printed on the unit's card; typed in only when Kibitzer does not "
                              "know it"));
    m_defenceLabel->setText(tr("Defence:"));
    m_defence->setSpecialValueText(tr("? (enter from the card)"));
    m_defence->setToolTip(tr("Printed on the monster's card; typed in only when Kibitzer does "
                             "not know it"));
}

void RrAttackCalculator::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
