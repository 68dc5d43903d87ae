// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwActionTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LwAttackCalculator.h"
#include "LwText.h"
#include "ToolLayout.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

const char *const kKinds[] = {"move", "wait", "attack", "shoot", "castle"};
constexpr int kKindCount = int(std::size(kKinds));

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
        // The unit chosen is the first attacker; a facing chosen was another unit's.
        m_facing.reset();
        if (unit() >= 0 && m_calculator->attackers().size() <= 1)
            m_calculator->reset(unit());
        updatePreview();
    });
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

void LwActionTool::setUnit(int unit)
{
    const int index = m_unit->findData(unit);
    if (index >= 0)
        m_unit->setCurrentIndex(index);
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
    const QSignalBlocker blocker(m_unit);
    m_unit->clear();
    if (!s || s->active < 0 || s->active >= kSides)
        return;
    const int side = s->active;
    const QList<int> toAct = s->toAct(side);
    const QList<LwUnit> &units = s->armies[side].units;
    // The units to act first, then those that acted, then the removed ones (issue 13: the table
    // is the truth; acting with one of those is recorded with the validators' warning).
    QList<int> order = toAct;
    for (int i = 0; i < units.size(); ++i)
        if (!units.at(i).removed && !order.contains(i))
            order.append(i);
    for (int i = 0; i < units.size(); ++i)
        if (units.at(i).removed && !order.contains(i))
            order.append(i);
    for (int i : order) {
        const LwCard *c = LwText::unitCard(*s, side, i);
        QString text =
            tr("%1 — attack %2, MOVE %3")
                .arg(LwText::unitName(*s, side, i), LwText::figure(c ? c->attack : std::nullopt),
                     LwText::figure(c ? c->move : std::nullopt));
        if (units.at(i).removed)
            text += tr(" (removed)");
        else if (!toAct.contains(i))
            text += tr(" (acted)");
        m_unit->addItem(text, i);
    }
    int index = m_unit->findData(current);
    if (index < 0 || !toAct.contains(current))
        index = 0; // the next unit to act
    m_unit->setCurrentIndex(index);
}

void LwActionTool::sync()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    fillUnits();
    m_calculator->setState(s, qMax(0, side));
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
    step.actor = s->active;
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
    step.kind = k;
    step.payload.insert(QStringLiteral("unit"), unit());
    // The facing chosen on the map, for a unit whose square the journal records: a move turns
    // it where it stands (as a click on its own square does), a wait turns it and waits.
    const LwUnit u =
        s->active >= 0 && s->active < kSides ? s->armies[s->active].units.value(unit()) : LwUnit();
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
    m_record->setText(tr("&Record"));
    m_record->setToolTip(tr("Record the action (Enter)"));
    m_endTurn->setText(tr("E&nd turn"));
    m_endTurn->setToolTip(tr("The units still to act wait (one step each) and the turn passes "
                             "(Alt+N; Enter once no unit is left to act)"));
    fillUnits();
    updatePreview();
}

void LwActionTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    LwTool::changeEvent(event);
}

} // namespace kbz::lw
