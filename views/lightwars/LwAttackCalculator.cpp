// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwAttackCalculator.h"
#include "core/ListText.h"

#include "LwText.h"
#include "lightwars/LwRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::lw {

namespace {

constexpr Facing kFacings[] = {Facing::Front, Facing::Side, Facing::Rear};

} // namespace

LwAttackCalculator::LwAttackCalculator(QWidget *parent)
    : QWidget(parent)
    , m_d6([] { return int(QRandomGenerator::global()->bounded(1, 7)); })
    , m_attackersLabel(new QLabel(this))
    , m_rowsWidget(new QWidget(this))
    , m_rowsLayout(new QGridLayout(m_rowsWidget))
    , m_targetLabel(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_shoot(new QCheckBox(this))
    , m_attackDieLabel(new QLabel(this))
    , m_attackDie(new QSpinBox(this))
    , m_defenceDieLabel(new QLabel(this))
    , m_defenceDie(new QSpinBox(this))
    , m_roll(new QPushButton(this))
    , m_modifierLabel(new QLabel(this))
    , m_modifier(new QSpinBox(this))
    , m_result(new QLabel(this))
{
    setObjectName(QStringLiteral("calculator"));
    m_target->setObjectName(QStringLiteral("target"));
    m_shoot->setObjectName(QStringLiteral("shoot"));
    m_attackDie->setObjectName(QStringLiteral("attackerDie"));
    m_defenceDie->setObjectName(QStringLiteral("defenderDie"));
    m_roll->setObjectName(QStringLiteral("roll"));
    m_modifier->setObjectName(QStringLiteral("modifier"));
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.1);
    m_result->setFont(big);
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    m_rowsLayout->setColumnStretch(0, 1);
    for (QSpinBox *d : {m_attackDie, m_defenceDie})
        d->setRange(0, 6); // 0 = not entered yet
    m_modifier->setRange(-20, 20);
    m_targetLabel->setBuddy(m_target);
    m_attackDieLabel->setBuddy(m_attackDie);
    m_defenceDieLabel->setBuddy(m_defenceDie);
    m_modifierLabel->setBuddy(m_modifier);
    m_roll->setAutoDefault(false);

    // Laptop first (issue 29 item 6b): the calculator fits the tool column whatever the units
    // are called. The heading wraps, the target combo's width does not follow its longest
    // unit, and the two dice take a row each (side by side they cut 「ダイスを振る」 off).
    m_attackersLabel->setWordWrap(true);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(12);
    auto *attackDie = new QHBoxLayout;
    attackDie->addWidget(m_attackDie);
    attackDie->addStretch(1);
    auto *defenceDie = new QHBoxLayout;
    defenceDie->addWidget(m_defenceDie);
    defenceDie->addWidget(m_roll);
    defenceDie->addStretch(1);

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_targetLabel, m_target);
    form->addRow(QString(), m_shoot);
    form->addRow(m_attackDieLabel, attackDie);
    form->addRow(m_defenceDieLabel, defenceDie);
    form->addRow(m_modifierLabel, m_modifier);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_attackersLabel);
    layout->addWidget(m_rowsWidget);
    layout->addLayout(form);
    layout->addWidget(m_result);

    for (QSpinBox *spin : {m_attackDie, m_defenceDie, m_modifier})
        connect(spin, &QSpinBox::valueChanged, this, &LwAttackCalculator::updateResult);
    connect(m_target, &QComboBox::currentIndexChanged, this, &LwAttackCalculator::updateResult);
    connect(m_shoot, &QCheckBox::toggled, this, &LwAttackCalculator::updateResult);
    connect(m_roll, &QPushButton::clicked, this, &LwAttackCalculator::rollDice);
    retranslateUi();
}

LwAttackCalculator::~LwAttackCalculator() = default;

void LwAttackCalculator::setState(std::shared_ptr<const LwState> state, int side)
{
    m_state = std::move(state);
    m_side = qBound(0, side, kSides - 1);
    rebuildRows();
    fillTargets();
    updateResult();
}

void LwAttackCalculator::rebuildRows()
{
    // Keep what was chosen for the units still listed.
    QHash<int, std::pair<bool, int>> kept;
    for (const Row &r : m_rows)
        kept.insert(r.unit, {r.box->isChecked(), r.facing->currentIndex()});
    for (const Row &r : m_rows) {
        delete r.box;
        delete r.facing;
    }
    m_rows.clear();
    if (!m_state)
        return;
    const QList<LwUnit> &units = m_state->armies[m_side].units;
    // The units still to act first, then those that acted (a second action is warned), then the
    // removed ones (warned too: the table is the truth).
    QList<int> order = m_state->toAct(m_side);
    for (int i = 0; i < units.size(); ++i)
        if (!units.at(i).removed && !order.contains(i))
            order.append(i);
    for (int i = 0; i < units.size(); ++i)
        if (units.at(i).removed && !order.contains(i))
            order.append(i);
    for (int unit : order) {
        Row r;
        r.unit = unit;
        r.box = new QCheckBox(m_rowsWidget);
        r.box->setObjectName(QStringLiteral("attacker-%1").arg(unit));
        r.facing = new QComboBox(m_rowsWidget);
        r.facing->setObjectName(QStringLiteral("facing-%1").arg(unit));
        r.facing->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        r.facing->setMinimumContentsLength(9);
        for (int f = 0; f < 3; ++f)
            r.facing->addItem(QString());
        const auto it = kept.constFind(unit);
        r.box->setChecked(it != kept.cend() && it->first);
        r.facing->setCurrentIndex(it != kept.cend() ? it->second : 0);
        r.facing->setEnabled(r.box->isChecked());
        const int row = int(m_rows.size());
        m_rowsLayout->addWidget(r.box, row, 0);
        m_rowsLayout->addWidget(r.facing, row, 1);
        r.box->show();
        r.facing->show();
        connect(r.box, &QCheckBox::toggled, this, [this, facing = r.facing](bool on) {
            facing->setEnabled(on);
            updateResult();
        });
        connect(r.facing, &QComboBox::currentIndexChanged, this, &LwAttackCalculator::updateResult);
        m_rows.append(r);
    }
    // Tab goes down the attackers, each box then its facing.
    QWidget *previous = nullptr;
    for (const Row &r : m_rows) {
        if (previous)
            setTabOrder(previous, r.box);
        setTabOrder(r.box, r.facing);
        previous = r.facing;
    }
    if (previous)
        setTabOrder(previous, m_target);
    retranslateUi();
}

void LwAttackCalculator::fillTargets()
{
    const int current = target();
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    if (!m_state)
        return;
    const int enemy = 1 - m_side;
    const QList<LwUnit> &units = m_state->armies[enemy].units;
    // The units on the field first, then the removed ones (an attack on one is warned).
    for (const bool removed : {false, true}) {
        for (int i = 0; i < units.size(); ++i) {
            if (units.at(i).removed != removed)
                continue;
            const LwCard *c = LwText::unitCard(*m_state, enemy, i);
            m_target->addItem(
                tr("%1 — attack %2%3")
                        .arg(LwText::unitName(*m_state, enemy, i),
                             LwText::figure(c ? c->attack : std::nullopt),
                             c && c->hasSkill(kSkillPike) ? tr(", Pike") : QString()) +
                    (removed ? tr(" (removed)") : QString()),
                i);
        }
    }
    // Stay on the target chosen while it stands; a removed one gives way to the first.
    const bool gone = current >= 0 && current < units.size() && units.at(current).removed;
    m_target->setCurrentIndex(gone ? 0 : qMax(0, m_target->findData(current)));
}

void LwAttackCalculator::reset(int unit)
{
    // A shot stays a shot: whether it is one is the action tool's kind (setShoot).
    {
        const QSignalBlocker b1(m_attackDie), b2(m_defenceDie), b3(m_modifier);
        m_attackDie->setValue(0);
        m_defenceDie->setValue(0);
        m_modifier->setValue(0);
    }
    for (const Row &r : m_rows) {
        const QSignalBlocker b1(r.box), b2(r.facing);
        r.box->setChecked(r.unit == unit);
        r.facing->setCurrentIndex(0);
        r.facing->setEnabled(r.unit == unit);
    }
    preferTargetInRange();
    updateResult();
}

void LwAttackCalculator::setShoot(bool shoot)
{
    m_shoot->setChecked(shoot);
    preferTargetInRange();
}

void LwAttackCalculator::preferTargetInRange()
{
    // A shot's target is 2 or 3 squares straight ahead of an archer (lw.skill.shoot): when the
    // target shown is not, the first enemy that is becomes the target (any other stays offered).
    if (!m_state || !isShoot() || !m_state->map())
        return;
    const QList<LwUnit> &own = m_state->armies[m_side].units;
    const QList<LwUnit> &enemies = m_state->armies[1 - m_side].units;
    auto inRange = [&](int target) {
        if (target < 0 || target >= enemies.size() || !enemies.at(target).onMap())
            return false;
        for (const Row &r : m_rows) {
            const LwUnit &u = own.value(r.unit);
            if (r.box->isChecked() && u.onMap() &&
                rules::inShotRange(u.at, u.facing, enemies.at(target).at))
                return true;
        }
        return false;
    };
    if (inRange(target()))
        return;
    for (int i = 0; i < m_target->count(); ++i) {
        if (inRange(m_target->itemData(i).toInt())) {
            m_target->setCurrentIndex(i);
            return;
        }
    }
}

bool LwAttackCalculator::isShoot() const
{
    return m_shoot->isChecked();
}

void LwAttackCalculator::setAttacker(int unit, bool on, Facing facing)
{
    for (const Row &r : m_rows) {
        if (r.unit != unit)
            continue;
        r.facing->setCurrentIndex(int(facing));
        r.box->setChecked(on);
    }
}

QList<int> LwAttackCalculator::attackers() const
{
    QList<int> out;
    for (const Row &r : m_rows)
        if (r.box->isChecked())
            out.append(r.unit);
    return out;
}

void LwAttackCalculator::setTarget(int unit)
{
    const int index = m_target->findData(unit);
    if (index >= 0)
        m_target->setCurrentIndex(index);
}

int LwAttackCalculator::target() const
{
    return m_target->currentIndex() >= 0 ? m_target->currentData().toInt() : -1;
}

void LwAttackCalculator::setDice(int attackerDie, int defenderDie)
{
    m_attackDie->setValue(attackerDie);
    m_defenceDie->setValue(defenderDie);
}

void LwAttackCalculator::rollDice()
{
    const int attacker = qBound(1, m_d6(), 6); // the attacker's die first
    const int defender = qBound(1, m_d6(), 6);
    setDice(attacker, defender);
}

QCheckBox *LwAttackCalculator::attackerBox(int unit) const
{
    for (const Row &r : m_rows)
        if (r.unit == unit)
            return r.box;
    return nullptr;
}

QComboBox *LwAttackCalculator::facingCombo(int unit) const
{
    for (const Row &r : m_rows)
        if (r.unit == unit)
            return r.facing;
    return nullptr;
}

std::optional<QJsonObject> LwAttackCalculator::payload(QString *missing) const
{
    QJsonArray attackers;
    for (const Row &r : m_rows)
        if (r.box->isChecked())
            attackers.append(
                QJsonObject{{QStringLiteral("unit"), r.unit},
                            {QStringLiteral("facing"),
                             facingCode(kFacings[qMax(0, r.facing->currentIndex())])}});
    if (attackers.isEmpty()) {
        *missing =
            isShoot() ? tr("Check the archers that shoot.") : tr("Check the attacking units.");
        return std::nullopt;
    }
    if (target() < 0) {
        *missing = tr("Choose the enemy unit attacked.");
        return std::nullopt;
    }
    if (m_attackDie->value() == 0 || m_defenceDie->value() == 0) {
        *missing = tr("Enter both dice (or roll them).");
        return std::nullopt;
    }
    QJsonObject p{
        {QStringLiteral("attackers"), attackers},
        {QStringLiteral("target"), target()},
        {QStringLiteral("dice"), QJsonArray{m_attackDie->value(), m_defenceDie->value()}}};
    if (isShoot())
        p.insert(QStringLiteral("shoot"), true);
    if (m_modifier->value() != 0)
        p.insert(QStringLiteral("modifier"), m_modifier->value());
    return p;
}

QStringList LwAttackCalculator::resultLines(const LwState &s, int side, const QJsonObject &p)
{
    const int enemy = 1 - side;
    const bool shoot = p.value(QStringLiteral("shoot")).toBool();
    const int modifier = p.value(QStringLiteral("modifier")).toInt();
    const QJsonArray dice = p.value(QStringLiteral("dice")).toArray();
    const int attackerDie = dice.at(0).toInt();
    const int defenderDie = dice.at(1).toInt();
    const int target = p.value(QStringLiteral("target")).toInt(-1);

    QList<Attacker> attackers;
    QStringList parts;
    QStringList names;
    bool unknown = false;
    for (const QJsonValue &v : p.value(QStringLiteral("attackers")).toArray()) {
        const QJsonObject a = v.toObject();
        const int unit = a.value(QStringLiteral("unit")).toInt(-1);
        const Facing facing =
            facingFromCode(a.value(QStringLiteral("facing")).toString()).value_or(Facing::Front);
        const LwCard *c = LwText::unitCard(s, side, unit);
        Attacker at;
        at.attack = c && c->attack ? *c->attack : 0;
        unknown = unknown || !c || !c->attack;
        at.facing = facing;
        at.pike = c && c->hasSkill(kSkillPike);
        attackers.append(at);
        const QString value = LwText::figure(c ? c->attack : std::nullopt);
        parts.append(facing == Facing::Front ? value
                                             : QStringLiteral("%1+%2 (%3)")
                                                   .arg(value)
                                                   .arg(facingBonus(facing))
                                                   .arg(LwText::facing(facing)));
        names.append(LwText::unitName(s, side, unit));
    }
    const LwCard *dc = LwText::unitCard(s, enemy, target);
    unknown = unknown || !dc || !dc->attack;
    const int defence = dc && dc->attack ? *dc->attack : 0;
    const bool pike = dc && dc->hasSkill(kSkillPike);
    const AttackOutcome o =
        resolveAttack(attackers, defence, pike, attackerDie, defenderDie, shoot, modifier);

    QString expr = parts.join(QStringLiteral(" + "));
    if (modifier != 0)
        expr +=
            modifier > 0 ? tr(" + tactics %1").arg(modifier) : tr(" − tactics %1").arg(-modifier);
    const QString targetName = LwText::unitName(s, enemy, target);
    QString removed;
    switch (o.removed) {
    case Removed::Defender:
        removed = tr("%1 removed").arg(targetName);
        break;
    case Removed::Attackers:
        removed = tr("%1 removed").arg(joinList(names));
        break;
    case Removed::None:
        removed = tr("nothing removed");
        break;
    }
    QStringList lines;
    lines.append((shoot ? tr("Shot %1 + die %2 = %3 vs defence %4 + die %5 = %6 → %7")
                        : tr("Attack %1 + die %2 = %3 vs defence %4 + die %5 = %6 → %7"))
                     .arg(expr)
                     .arg(attackerDie)
                     .arg(o.attackTotal)
                     .arg(LwText::figure(dc ? dc->attack : std::nullopt))
                     .arg(defenderDie)
                     .arg(o.defenceTotal)
                     .arg(removed));
    QString why;
    if (o.ruleId == QLatin1String("lw.skill.shoot"))
        why = tr("A shot never costs the archers anything.");
    else if (o.attackTotal == o.defenceTotal && o.removed == Removed::Attackers)
        why = tr("Tie: only the attacked unit has Pike (first strike), so the attackers are "
                 "removed.");
    else if (o.attackTotal == o.defenceTotal && pike)
        why = tr("Tie: both sides have Pike, so the attackers stay and the attacked unit is "
                 "removed.");
    else if (o.attackTotal == o.defenceTotal &&
             std::any_of(attackers.cbegin(), attackers.cend(),
                         [](const Attacker &a) { return a.pike; }))
        why = tr("Tie: the attackers stay and the attacked unit is removed, as in any tie "
                 "(Pike's first strike matters only when the attacked unit has it).");
    else if (o.attackTotal == o.defenceTotal)
        why = tr("Tie: the attackers stay and the attacked unit is removed.");
    else
        why = tr("The lower total is removed.");
    if (!o.ruleId.isEmpty())
        why += QStringLiteral(" [%1]").arg(o.ruleId);
    lines.append(why);
    if (o.removed == Removed::Defender && dc && dc->king)
        lines.append(tr("The %1 king falls: %2 wins. [lw.victory.king]")
                         .arg(LwText::side(enemy).toLower(), LwText::side(side)));
    if (unknown)
        lines.append(tr("A figure is not entered (\"?\"): it counts 0 here. Enter it in Cards ▸ "
                        "Light Wars units, tactics and map."));
    return lines;
}

QString LwAttackCalculator::resultText() const
{
    return m_result->text();
}

void LwAttackCalculator::updateResult()
{
    QString missing;
    const std::optional<QJsonObject> p = m_state ? payload(&missing) : std::nullopt;
    if (!p) {
        m_result->setText(QStringLiteral("<i>%1</i>").arg(missing.toHtmlEscaped()));
    } else {
        const QStringList lines = resultLines(*m_state, m_side, *p);
        QString html = QStringLiteral("<b>%1</b>").arg(lines.value(0).toHtmlEscaped());
        for (qsizetype i = 1; i < lines.size(); ++i)
            html += QStringLiteral("<br><small>%1</small>").arg(lines.at(i).toHtmlEscaped());
        m_result->setText(html);
    }
    Q_EMIT changed();
}

void LwAttackCalculator::retranslateUi()
{
    m_attackersLabel->setText(isShoot()
                                  ? tr("Archers shooting, and where they stand:")
                                  : tr("Attackers, and the side of the target each stands on:"));
    for (const Row &r : m_rows) {
        if (!m_state)
            break;
        const LwCard *c = LwText::unitCard(*m_state, m_side, r.unit);
        QString text = tr("%1 — attack %2")
                           .arg(LwText::unitName(*m_state, m_side, r.unit),
                                LwText::figure(c ? c->attack : std::nullopt));
        if (c && !c->skills.isEmpty())
            text += QStringLiteral(" · ") + LwText::skills(c->skills);
        const LwUnit u = m_state->armies[m_side].units.value(r.unit);
        if (u.removed)
            text += tr(" (removed)");
        else if (!m_state->toAct(m_side).contains(r.unit))
            text += tr(" (acted)");
        // Offered, and marked when against the rules (a unit acts once a turn; one that moved
        // may still attack): recording it shows the warning (lw.action.once).
        const bool against = u.removed || (u.acted && !u.moved);
        // The row is as wide whatever the unit is called (issue 29 item 6b: a long name had
        // widened the tool column under the map): a longer text is elided, whole in the tooltip.
        const QString full = against ? QStringLiteral("⚠ ") + text : text;
        const QString shown = r.box->fontMetrics().elidedText(full, Qt::ElideRight,
                                                              r.box->fontMetrics().height() * 12);
        r.box->setText(shown);
        r.box->setStyleSheet(against ? QStringLiteral("color: #b03a2e") : QString());
        QString tip =
            u.removed ? tr("Removed from the game: recorded with a warning [lw.action.once]")
            : against ? tr("Already acted this turn: recorded with a warning [lw.action.once]")
                      : QString();
        if (shown != full)
            tip = tip.isEmpty() ? full : full + QLatin1Char('\n') + tip;
        r.box->setToolTip(tip);
        const QSignalBlocker blocker(r.facing);
        r.facing->setItemText(0, tr("front"));
        r.facing->setItemText(1, tr("side +1"));
        r.facing->setItemText(2, tr("rear +2"));
        r.facing->setToolTip(tr("The side of the TARGET this unit stands on (lw.attack.facing)"));
    }
    m_targetLabel->setText(tr("Tar&get:"));
    m_shoot->setText(tr("A shot by archers (they lose nothing)"));
    m_attackDieLabel->setText(tr("Attac&ker's die:"));
    m_defenceDieLabel->setText(tr("&Defender's die:"));
    for (QSpinBox *d : {m_attackDie, m_defenceDie})
        d->setSpecialValueText(tr("–"));
    m_roll->setText(tr("Roll d&ice"));
    m_roll->setToolTip(tr("Let Kibitzer roll both dice (journaled as the dice)"));
    m_modifierLabel->setText(tr("Tactics &bonus:"));
    m_modifier->setToolTip(tr("What an active tactics tile adds to the attackers' total"));
    fillTargets();
    updateResult();
}

void LwAttackCalculator::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
