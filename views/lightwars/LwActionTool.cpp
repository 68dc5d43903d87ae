// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwActionTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LwAttackCalculator.h"
#include "LwText.h"
#include "ToolLayout.h"

#include <QAction>
#include <QButtonGroup>
#include <QColor>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

const char *const kKinds[] = {"move", "wait", "attack", "shoot", "castle"};
constexpr int kKindCount = int(std::size(kKinds));
constexpr int kSideRole = Qt::UserRole + 1; // the Unit box: the unit's side (Qt::UserRole: unit)

// Choices that go against the rules: marked in colour and with a sign, the rule in the tooltip.
QColor againstColour()
{
    return QColor(0xb0, 0x3a, 0x2e);
}

} // namespace

LwActionTool::LwActionTool(QWidget *parent)
    : LwTool(parent)
    , m_title(new ElidedLabel(this))
    , m_unitLabel(new QLabel(this))
    , m_unit(new QComboBox(this))
    , m_kinds(new QButtonGroup(this))
    , m_calculator(new LwAttackCalculator(this))
    , m_record(new QPushButton(this))
    , m_endTurn(new QPushButton(this))
    , m_correct(new QToolButton(this))
{
    setObjectName(QStringLiteral("lwActionTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_unit->setObjectName(QStringLiteral("unitCombo"));
    m_unit->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_unit->setMinimumContentsLength(20);
    m_unitLabel->setBuddy(m_unit);
    m_record->setObjectName(QStringLiteral("record"));
    m_endTurn->setObjectName(QStringLiteral("endTurn"));
    m_correct->setObjectName(QStringLiteral("correct"));
    m_correct->setPopupMode(QToolButton::InstantPopup);
    m_correct->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *corrections = new QMenu(m_correct);
    corrections->setToolTipsVisible(true);
    m_removeAction = corrections->addAction(QString());
    m_removeAction->setObjectName(QStringLiteral("removeUnit"));
    m_restoreAction = corrections->addAction(QString());
    m_restoreAction->setObjectName(QStringLiteral("restoreUnit"));
    m_correct->setMenu(corrections);

    auto *unitRow = new QHBoxLayout;
    unitRow->addWidget(m_unitLabel);
    unitRow->addWidget(m_unit, 1);

    auto *kindRow = new QHBoxLayout;
    for (int i = 0; i < kKindCount; ++i) {
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("kind-") + QLatin1String(kKinds[i]));
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        m_kinds->addButton(b, i);
        m_kindButtons.append(b);
        kindRow->addWidget(b);
    }
    kindRow->addStretch(1);
    m_kindButtons.first()->setChecked(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_endTurn);
    buttons->addWidget(m_correct);
    buttons->addStretch(1);
    buttons->addWidget(new AnyStepButton(this));
    buttons->addWidget(m_record);

    // Laptop first (issue 12): the unit and the kind of action on top, the attack calculator
    // scrolling in the body, the step's check and the buttons in a footer that never moves.
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("actionBody"));
    m_calculator->setParent(content);
    // The column keeps the calculator's width while a move or a wait hides it: choosing Attack
    // neither cuts the calculator nor widens the column under the map (issue 29 item 6b).
    QSizePolicy keep = m_calculator->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_calculator->setSizePolicy(keep);
    auto *body = new QVBoxLayout(content);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_calculator);
    body->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(unitRow);
    layout->addLayout(kindRow);
    layout->addWidget(scrollBody(content, this), 1);
    layout->addWidget(textStrip(previewLabel(), 3, this));
    layout->addLayout(buttons);

    connect(m_kinds, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            onKindChanged();
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        m_facing.reset(); // a facing chosen was another unit's
        onUnitChanged();
    });
    connect(m_removeAction, &QAction::triggered, this, [this] { recordCorrection(true); });
    connect(m_restoreAction, &QAction::triggered, this, [this] { recordCorrection(false); });
    connect(m_calculator, &LwAttackCalculator::changed, this, &LwTool::updatePreview);
    connect(m_record, &QPushButton::clicked, this, &LwTool::recordPrepared);
    connect(m_endTurn, &QPushButton::clicked, this, &LwActionTool::endTurn);
    retranslateUi();
    onKindChanged();
}

LwActionTool::~LwActionTool() = default;

QAbstractButton *LwActionTool::defaultButton() const
{
    const auto s = state();
    const bool nobodyLeft = s && s->active >= 0 && s->toAct(s->active).isEmpty();
    return nobodyLeft ? static_cast<QAbstractButton *>(m_endTurn)
                      : static_cast<QAbstractButton *>(m_record);
}

void LwActionTool::enableButtons(bool ready)
{
    m_record->setEnabled(ready);
    // The button says what is missing (issue 35: a move on the map needs its square).
    const bool square = !ready && needsSquare();
    m_record->setText(square ? tr("Choose a square") : tr("&Record"));
    m_record->setToolTip(square ? tr("Click on the map the square the unit moved to")
                                : tr("Record the action (Enter)"));
    m_endTurn->setEnabled(state() != nullptr);
    // Enter's button looks like it.
    const bool endDefault = defaultButton() == m_endTurn;
    m_endTurn->setDefault(endDefault);
    m_record->setDefault(!endDefault);
}

bool LwActionTool::showsMissing() const
{
    return m_calculator->isHidden(); // the calculator says what it still needs
}

QString LwActionTool::kind() const
{
    const int id = m_kinds->checkedId();
    return id >= 0 ? QLatin1String(kKinds[id]) : QString();
}

void LwActionTool::setKind(const QString &kind)
{
    for (int i = 0; i < kKindCount; ++i)
        if (kind == QLatin1String(kKinds[i]))
            m_kindButtons.at(i)->setChecked(true);
}

QToolButton *LwActionTool::kindButton(const QString &kind) const
{
    for (int i = 0; i < kKindCount; ++i)
        if (kind == QLatin1String(kKinds[i]))
            return m_kindButtons.at(i);
    return nullptr;
}

int LwActionTool::unit() const
{
    return m_unit->currentIndex() >= 0 ? m_unit->currentData().toInt() : -1;
}

int LwActionTool::unitSide() const
{
    if (m_unit->currentIndex() >= 0)
        return m_unit->currentData(kSideRole).toInt();
    const auto s = state();
    return s ? s->active : -1;
}

void LwActionTool::setUnit(int unit)
{
    const auto s = state();
    setUnit(s ? s->active : 0, unit);
}

void LwActionTool::setUnit(int side, int unit)
{
    for (int i = 0; i < m_unit->count(); ++i)
        if (m_unit->itemData(i).toInt() == unit && m_unit->itemData(i, kSideRole).toInt() == side)
            m_unit->setCurrentIndex(i);
}

void LwActionTool::onUnitChanged()
{
    // The unit chosen is the first attacker, for its side (the table may act for the other).
    const auto s = state();
    const int side = unitSide();
    if (s && side >= 0 && side != m_calculatorSide) {
        m_calculatorSide = side;
        m_calculator->setState(s, side);
        m_calculator->reset(unit());
    } else if (unit() >= 0 && m_calculator->attackers().size() <= 1) {
        m_calculator->reset(unit());
    }
    updateCorrections();
    updatePreview();
    Q_EMIT unitChanged(side, unit());
}

bool LwActionTool::needsSquare() const
{
    const auto s = state();
    const int side = unitSide();
    if (!s || kind() != QLatin1String("move") || !s->map() || !s->hasPositions() || side < 0 ||
        side >= kSides || unit() < 0)
        return false;
    const LwUnit u = s->armies[side].units.value(unit());
    return !(m_facing && u.onMap()); // a facing chosen turns it where it stands
}

void LwActionTool::updateCorrections()
{
    const auto s = state();
    const int side = unitSide();
    const bool known =
        s && side >= 0 && side < kSides && unit() >= 0 && unit() < s->armies[side].units.size();
    const bool removed = known && s->armies[side].units.at(unit()).removed;
    const QString name = known ? LwText::unitName(*s, side, unit()) : QString();
    m_removeAction->setEnabled(known && !removed);
    m_restoreAction->setEnabled(known && removed);
    m_removeAction->setText(known ? tr("Remove %1 (a correction)").arg(name)
                                  : tr("Remove the unit (a correction)"));
    m_restoreAction->setText(known ? tr("Put %1 back in the game (a correction)").arg(name)
                                   : tr("Put the unit back (a correction)"));
    const QString against = tr("Against the dice: recorded with a warning [%1]")
                                .arg(QStringLiteral("lw.overview.corrections"));
    m_removeAction->setToolTip(tr("The table removed the unit otherwise than the dice gave (a "
                                  "tie read the other way, both units taken off, a king given "
                                  "up). %1")
                                   .arg(against));
    m_restoreAction->setToolTip(
        tr("The unit stays in the game although the dice removed it. %1").arg(against));
}

void LwActionTool::recordCorrection(bool remove)
{
    const int side = unitSide();
    if (!state() || side < 0 || side >= kSides || unit() < 0)
        return;
    Step step;
    step.kind = remove ? QStringLiteral("remove-unit") : QStringLiteral("restore-unit");
    step.actor = side;
    step.payload.insert(QStringLiteral("unit"), unit());
    Q_EMIT recordRequested(step);
}

void LwActionTool::setFacing(Dir facing)
{
    m_facing = facing;
    updatePreview();
}

void LwActionTool::setDiceSource(std::function<int()> d6)
{
    m_calculator->setDiceSource(std::move(d6));
}

void LwActionTool::onKindChanged()
{
    const QString k = kind();
    const bool attack = k == QLatin1String("attack") || k == QLatin1String("shoot");
    m_calculator->setVisible(attack);
    m_calculator->setShoot(k == QLatin1String("shoot"));
    updatePreview();
    Q_EMIT kindChanged(k);
}

void LwActionTool::fillUnits()
{
    const auto s = state();
    const int current = unit();
    const int currentSide = unitSide();
    const QSignalBlocker blocker(m_unit);
    m_unit->clear();
    if (!s || s->active < 0 || s->active >= kSides)
        return;
    const int active = s->active;
    const bool onMap = s->map() && s->hasPositions();
    // The side whose turn it is first: the units to act, then those that acted, then the
    // removed ones (issue 13: the table is the truth; acting with one of those is recorded with
    // the validators' warning). Then the other side's, marked (issue 35: the table may act for
    // it out of turn, lw.action.once).
    for (const int side : {active, 1 - active}) {
        const QList<int> toAct = s->toAct(side);
        const QList<LwUnit> &units = s->armies[side].units;
        QList<int> order = side == active ? toAct : QList<int>();
        for (int i = 0; i < units.size(); ++i)
            if (!units.at(i).removed && !order.contains(i))
                order.append(i);
        for (int i = 0; i < units.size(); ++i)
            if (units.at(i).removed && !order.contains(i))
                order.append(i);
        for (int i : order) {
            const LwUnit &u = units.at(i);
            const LwCard *c = LwText::unitCard(*s, side, i);
            QString text = tr("%1 — attack %2, MOVE %3")
                               .arg(LwText::unitName(*s, side, i),
                                    LwText::figure(c ? c->attack : std::nullopt),
                                    LwText::figure(c ? c->move : std::nullopt));
            QStringList against;
            if (u.removed)
                text += tr(" (removed)");
            else if (side == active && !toAct.contains(i))
                text += tr(" (acted)");
            if (side != active)
                against.append(tr("It is %1's turn [%2]")
                                   .arg(LwText::side(active), QStringLiteral("lw.action.once")));
            if (onMap && !u.removed && !u.at.isValid()) {
                text += tr(" (not on the map)");
                against.append(tr("Not placed: a click on the map places it, after the "
                                  "deployment [%1]")
                                   .arg(QStringLiteral("lw.deploy.method")));
            }
            if (!against.isEmpty())
                text = QStringLiteral("⚠ ") + text;
            m_unit->addItem(text, i);
            const int index = m_unit->count() - 1;
            m_unit->setItemData(index, side, kSideRole);
            if (!against.isEmpty()) {
                m_unit->setItemData(index, againstColour(), Qt::ForegroundRole);
                m_unit->setItemData(
                    index, tr("Against the rules: %1").arg(against.join(QStringLiteral("; "))),
                    Qt::ToolTipRole);
            }
        }
    }
    // The unit chosen stays while it may still act: to act, or moved on the map (its attack
    // may follow, and the map keeps it selected); else the next unit to act.
    int index = -1;
    if (currentSide == active && current >= 0 && current < s->armies[active].units.size()) {
        const LwUnit &u = s->armies[active].units.at(current);
        if (s->toAct(active).contains(current) || (onMap && u.moved && u.onMap()))
            for (int i = 0; i < m_unit->count() && index < 0; ++i)
                if (m_unit->itemData(i).toInt() == current &&
                    m_unit->itemData(i, kSideRole).toInt() == active)
                    index = i;
    }
    m_unit->setCurrentIndex(qMax(0, index));
}

void LwActionTool::sync()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    fillUnits();
    m_calculatorSide = unitSide() >= 0 ? unitSide() : qMax(0, side);
    m_calculator->setState(s, m_calculatorSide);
    const QString k = kind();
    const bool attacked = k == QLatin1String("attack") || k == QLatin1String("shoot");
    // A new turn starts with a move, and so does the action after an attack or a shot (a click
    // on a unit of the side then selects it instead of adding it to the finished attack).
    if (side != m_syncedSide || (attacked && s.get() != m_syncedState)) {
        m_syncedSide = side;
        setKind(QStringLiteral("move"));
    }
    m_syncedState = s.get();
    m_facing.reset();
    // After each action: a fresh calculator with the next unit as the first attacker.
    m_calculator->reset(unit());
    retranslateUi();
}

std::optional<Step> LwActionTool::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s)
        return std::nullopt;
    Step step;
    const int side = unitSide();
    step.actor = side; // the table may act for the side whose turn it is not
    const QString k = kind();
    if (k == QLatin1String("attack") || k == QLatin1String("shoot")) {
        const std::optional<QJsonObject> p = m_calculator->payload(missing);
        if (!p)
            return std::nullopt;
        step.kind = QStringLiteral("attack");
        step.payload = *p;
        return step;
    }
    if (unit() < 0) {
        *missing = tr("No unit left: end the turn.");
        return std::nullopt;
    }
    const LwUnit u = side >= 0 && side < kSides ? s->armies[side].units.value(unit()) : LwUnit();
    if (needsSquare()) {
        // A move on the map is recorded by a click on its square (never a move that stays).
        *missing = !u.at.isValid() && !u.removed
                       ? tr("%1 is not on the map: click a square on the map to place it.")
                             .arg(LwText::unitName(*s, side, unit()))
                       : tr("Choose a square: click on the map where %1 moved (or a facing "
                            "to turn it where it stands).")
                             .arg(LwText::unitName(*s, side, unit()));
        return std::nullopt;
    }
    step.kind = k;
    step.payload.insert(QStringLiteral("unit"), unit());
    // The facing chosen on the map, for a unit whose square the journal records: a move turns
    // it where it stands (as a click on its own square does), a wait turns it and waits.
    if (m_facing && s->map() && u.onMap() &&
        (k == QLatin1String("move") || k == QLatin1String("wait"))) {
        if (k == QLatin1String("move"))
            step.payload.insert(QStringLiteral("to"), squareCode(u.at));
        step.payload.insert(QStringLiteral("facing"), dirCode(*m_facing));
    }
    return step;
}

void LwActionTool::endTurn()
{
    const auto s = state();
    if (!s)
        return;
    const int side = s->active;
    // Every unit still to act waits (lw.action.wait), one step each, then the turn passes
    // (issue 13: an idle unit costs no input). A wait the page did not record (a warning
    // declined) stops here: the turn does not end behind the user's back.
    if (side >= 0 && side < kSides && s->phase == Phase::Action) {
        for (const int unit : s->toAct(side)) {
            Step wait;
            wait.kind = QStringLiteral("wait");
            wait.actor = side;
            wait.payload.insert(QStringLiteral("unit"), unit);
            Q_EMIT recordRequested(wait);
            const auto now = state();
            if (!now || now->active != side || now->toAct(side).contains(unit))
                return;
        }
    }
    Step step;
    step.kind = QStringLiteral("end-turn");
    step.actor = side;
    Q_EMIT recordRequested(step);
}

void LwActionTool::retranslateUi()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    const int left = s && side >= 0 ? int(s->toAct(side).size()) : 0;
    m_title->setFullText(
        side >= 0 ? tr("Actions — %1 (%2 still to act)").arg(LwText::army(side)).arg(left)
                  : tr("Actions"));
    m_unitLabel->setText(tr("&Unit:"));
    const char *texts[] = {QT_TR_NOOP("&Move"), QT_TR_NOOP("&Wait"), QT_TR_NOOP("&Attack"),
                           QT_TR_NOOP("Sh&oot"), QT_TR_NOOP("Reached the cas&tle")};
    const char *tips[] = {
        QT_TR_NOOP("The unit moved (up to its MOVE, orthogonally); it is finished unless it "
                   "attacks now (lw.move.rules)"),
        QT_TR_NOOP("The unit does nothing this turn (lw.action.wait)"),
        QT_TR_NOOP("Attack an adjacent enemy, alone or with others (lw.attack.dice)"),
        QT_TR_NOOP("Archers shoot 2-3 squares straight ahead; a losing shot costs nothing "
                   "(lw.skill.shoot)"),
        QT_TR_NOOP("The unit stands on the enemy Castle square: victory (lw.victory.castle)")};
    for (int i = 0; i < kKindCount; ++i) {
        m_kindButtons.at(i)->setText(tr(texts[i]));
        m_kindButtons.at(i)->setToolTip(tr(tips[i]));
    }
    // Record is as wide as its widest text: nothing beside it moves when it says what is
    // missing.
    m_record->setMinimumWidth(0);
    int recordWidth = 0;
    for (const QString &text : {tr("Choose a square"), tr("&Record")}) {
        m_record->setText(text);
        recordWidth = qMax(recordWidth, m_record->sizeHint().width());
    }
    m_record->setMinimumWidth(recordWidth);
    m_record->setText(tr("&Record"));
    m_record->setToolTip(tr("Record the action (Enter)"));
    m_correct->setText(tr("Correct&ions"));
    m_correct->setToolTip(tr("A unit removed or kept otherwise than the dice gave: a tie read "
                             "the other way, both units taken off, a king given up "
                             "(lw.overview.corrections)"));
    m_endTurn->setText(tr("E&nd turn"));
    m_endTurn->setToolTip(tr("The units still to act wait (one step each) and the turn passes "
                             "(Alt+N; Enter once no unit is left to act)"));
    fillUnits();
    updateCorrections();
    updatePreview();
}

void LwActionTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    LwTool::changeEvent(event);
}

} // namespace kbz::lw
