// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwDeployTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LwText.h"
#include "ToolLayout.h"
#include "lightwars/LwEngine.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::lw {

LwDeployTool::LwDeployTool(QWidget *parent)
    : LwTool(parent)
    , m_d6([] { return int(QRandomGenerator::global()->bounded(1, 7)); })
    , m_title(new ElidedLabel(this))
    , m_explain(new QLabel(this))
    , m_dice(new QRadioButton(this))
    , m_screen(new QRadioButton(this))
    , m_method(new QButtonGroup(this))
    , m_diceLabel(new QLabel(this))
    , m_roll(new QPushButton(this))
    , m_firstLabel(new QLabel(this))
    , m_first(new QComboBox(this))
    , m_deciderLabel(new QLabel(this))
    , m_decider(new QComboBox(this))
    , m_deciderRow(new QWidget(this))
    , m_record(new QPushButton(this))
    , m_methodRow(new QWidget(this))
    , m_diceRow(new QWidget(this))
    , m_firstRow(new QWidget(this))
    , m_firstNow(new QCheckBox(this))
{
    setObjectName(QStringLiteral("lwDeployTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);
    m_explain->setObjectName(QStringLiteral("explain"));
    m_explain->setTextFormat(Qt::RichText);
    m_dice->setObjectName(QStringLiteral("methodDice"));
    m_screen->setObjectName(QStringLiteral("methodScreen"));
    m_roll->setObjectName(QStringLiteral("roll"));
    m_first->setObjectName(QStringLiteral("firstCombo"));
    m_firstNow->setObjectName(QStringLiteral("firstNow"));
    m_first->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_first->setMinimumContentsLength(16);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true); // Enter records it (LwGameView)
    m_method->addButton(m_dice, 0);
    m_method->addButton(m_screen, 1);
    m_first->addItems({QString(), QString()});
    m_firstLabel->setBuddy(m_first);
    m_decider->setObjectName(QStringLiteral("deciderCombo"));
    m_decider->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_decider->setMinimumContentsLength(16);
    m_decider->addItems({QString(), QString()});
    m_deciderLabel->setBuddy(m_decider);

    auto *methodLayout = new QHBoxLayout(m_methodRow);
    methodLayout->setContentsMargins(0, 0, 0, 0);
    methodLayout->addWidget(m_dice);
    methodLayout->addWidget(m_screen);
    methodLayout->addStretch(1);

    auto *diceLayout = new QHBoxLayout(m_diceRow);
    diceLayout->setContentsMargins(0, 0, 0, 0);
    diceLayout->addWidget(m_diceLabel);
    for (int side = 0; side < kSides; ++side) {
        m_dieLabels[side] = new QLabel(m_diceRow);
        m_dieSpins[side] = new QSpinBox(m_diceRow);
        m_dieSpins[side]->setObjectName(QStringLiteral("die-%1").arg(sideCode(side)));
        m_dieSpins[side]->setRange(0, 6);
        m_dieLabels[side]->setBuddy(m_dieSpins[side]);
        m_dieLabels[side]->setStyleSheet(
            QStringLiteral("color: %1; font-weight: bold").arg(LwText::colour(side).name()));
        diceLayout->addWidget(m_dieLabels[side]);
        diceLayout->addWidget(m_dieSpins[side]);
        connect(m_dieSpins[side], &QSpinBox::valueChanged, this, &LwDeployTool::onDiceChanged);
    }
    diceLayout->addWidget(m_roll);
    diceLayout->addStretch(1);

    auto *deciderLayout = new QHBoxLayout(m_deciderRow);
    deciderLayout->setContentsMargins(0, 0, 0, 0);
    deciderLayout->addWidget(m_deciderLabel);
    deciderLayout->addWidget(m_decider);
    deciderLayout->addStretch(1);

    auto *firstLayout = new QHBoxLayout(m_firstRow);
    firstLayout->setContentsMargins(0, 0, 0, 0);
    firstLayout->addWidget(m_firstLabel);
    firstLayout->addWidget(m_first);
    firstLayout->addStretch(1);

    // Laptop first (issue 12): the explanation and the entry rows scroll in the body; the step's
    // check and Record sit in a footer that never moves.
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("deployBody"));
    for (QWidget *w : {static_cast<QWidget *>(m_explain), static_cast<QWidget *>(m_firstNow),
                       m_methodRow, m_diceRow, m_deciderRow, m_firstRow})
        w->setParent(content);
    auto *body = new QVBoxLayout(content);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_explain);
    body->addWidget(m_firstNow);
    body->addWidget(m_methodRow);
    body->addWidget(m_diceRow);
    body->addWidget(m_deciderRow);
    body->addWidget(m_firstRow);
    body->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(scrollBody(content, this), 1);
    layout->addWidget(textStrip(previewLabel(), 3, this));
    // Record takes the width beside "Any step…": its text may change, its place does not.
    layout->addLayout(AnyStepButton::besidePrimary(m_record, this));

    m_dice->setChecked(true);
    connect(m_method, &QButtonGroup::idToggled, this, [this] {
        m_diceRow->setVisible(!choosingFirst() ? m_dice->isChecked() : decider() < 0);
        updatePreview();
    });
    connect(m_first, &QComboBox::currentIndexChanged, this, &LwTool::updatePreview);
    connect(m_decider, &QComboBox::currentIndexChanged, this, &LwTool::updatePreview);
    connect(m_roll, &QPushButton::clicked, this, &LwDeployTool::rollDice);
    // The user's choice for this step: the first player now, the units not placed (or back).
    connect(m_firstNow, &QCheckBox::toggled, this, [this] {
        sync();
        updatePreview();
    });
    connect(m_record, &QPushButton::clicked, this, &LwTool::recordPrepared);
    retranslateUi();
}

LwDeployTool::~LwDeployTool() = default;

QAbstractButton *LwDeployTool::defaultButton() const
{
    return m_record;
}

bool LwDeployTool::choosingFirst() const
{
    const auto s = state();
    return s && !s->deployMethod.isEmpty() && !placing();
}

bool LwDeployTool::unitsToPlace() const
{
    const auto s = state();
    if (!s || !s->map() || s->deployMethod.isEmpty() || s->phase != Phase::Deploy)
        return false;
    for (const LwArmy &a : s->armies)
        for (const LwUnit &u : a.units)
            if (!u.at.isValid())
                return true;
    return false;
}

bool LwDeployTool::placing() const
{
    return unitsToPlace() && !m_firstNow->isChecked();
}

int LwDeployTool::decider(QString *ruleId) const
{
    const auto s = state();
    if (!s)
        return -1;
    QString id;
    const int d = firstPlayerDecider(*s, &id);
    if (ruleId)
        *ruleId = id;
    return d;
}

int LwDeployTool::namedDecider(QString *ruleId) const
{
    QString id;
    int d = decider(&id);
    if (d < 0) {
        id = QStringLiteral("lw.first-player.tie");
        const int r = m_dieSpins[0]->value();
        const int b = m_dieSpins[1]->value();
        if (r > 0 && b > 0 && r != b)
            d = r > b ? 0 : 1;
    }
    if (ruleId)
        *ruleId = id;
    return d;
}

void LwDeployTool::onDiceChanged()
{
    if (choosingFirst() && decider() < 0) {
        if (const int d = namedDecider(); d >= 0) {
            const QSignalBlocker b1(m_decider), b2(m_first);
            m_decider->setCurrentIndex(d);
            m_first->setCurrentIndex(d); // the decider usually takes the first turn
        }
        markDeciders();
    }
    updatePreview();
}

void LwDeployTool::markDeciders()
{
    // Both sides may be entered as the decider; the one the rules do not name is marked, and
    // recording it shows the warning.
    QString rule;
    const int named = namedDecider(&rule);
    for (int side = 0; side < kSides; ++side) {
        const bool against = named >= 0 && side != named;
        m_decider->setItemText(side, against ? QStringLiteral("⚠ ") + LwText::army(side)
                                             : LwText::army(side));
        m_decider->setItemData(side, against ? QColor(0xb0, 0x3a, 0x2e) : QVariant(),
                               Qt::ForegroundRole);
        m_decider->setItemData(side,
                               against ? tr("Against the rules: %1 decides who plays first [%2]")
                                             .arg(LwText::side(named), rule)
                                       : QVariant(),
                               Qt::ToolTipRole);
    }
    m_decider->setToolTip(named >= 0
                              ? tr("The rules name %1 [%2]").arg(LwText::side(named), rule)
                              : tr("The rules name no one yet: the dice decide [%1]").arg(rule));
}

void LwDeployTool::rollDice()
{
    for (QSpinBox *spin : m_dieSpins) // red's die first
        spin->setValue(qBound(1, m_d6(), 6));
}

void LwDeployTool::sync()
{
    // A new state (a step, an undo) starts from the placement again.
    const auto s = state();
    if (s.get() != m_syncedState) {
        m_syncedState = s.get();
        const QSignalBlocker blocker(m_firstNow);
        m_firstNow->setChecked(false);
    }
    m_firstNow->setVisible(unitsToPlace());
    const bool first = choosingFirst();
    // A new part of the phase starts from empty dice.
    const int key = first ? 1 : placing() ? 2 : 0;
    if (key != m_lastPhaseKey) {
        for (QSpinBox *spin : m_dieSpins) {
            const QSignalBlocker blocker(spin);
            spin->setValue(0);
        }
        m_lastPhaseKey = key;
    }
    const int d = decider();
    const bool place = placing();
    m_methodRow->setVisible(!first && !place);
    m_firstRow->setVisible(first);
    m_deciderRow->setVisible(first);
    m_diceRow->setVisible(first ? d < 0 : !place && m_dice->isChecked());
    if (first && d >= 0) {
        const QSignalBlocker b1(m_first), b2(m_decider);
        m_first->setCurrentIndex(d); // the decider usually takes the first turn
        m_decider->setCurrentIndex(d);
    }
    retranslateUi();
}

void LwDeployTool::focusEntry()
{
    if (choosingFirst())
        (decider() < 0 ? static_cast<QWidget *>(m_dieSpins[0]) : m_first)->setFocus();
    else
        (m_dice->isChecked() ? m_dice : m_screen)->setFocus();
}

QString LwDeployTool::deciderText() const
{
    const auto s = state();
    if (!s)
        return {};
    QString rule;
    const int d = decider(&rule);
    const int u0 = s->unspent(0);
    const int u1 = s->unspent(1);
    const int b0 = s->spareBases(0);
    const int b1 = s->spareBases(1);
    QString text;
    if (d >= 0 && rule == QLatin1String("lw.first-player.decider"))
        text = tr("%1 decides who plays first: more cost left unspent (%2 against %3).")
                   .arg(LwText::side(d))
                   .arg(d == 0 ? u0 : u1)
                   .arg(d == 0 ? u1 : u0);
    else if (d >= 0)
        text = tr("Unspent cost is equal (%1 each); %2 has more spare bases (%3 against %4) and "
                  "decides who plays first.")
                   .arg(u0)
                   .arg(LwText::side(d))
                   .arg(d == 0 ? b0 : b1)
                   .arg(d == 0 ? b1 : b0);
    else
        text = tr("Unspent cost (%1 each) and spare bases (%2 each) are equal: both roll a die; "
                  "the higher roll decides who plays first.")
                   .arg(u0)
                   .arg(b0);
    if (rule.isEmpty())
        rule = QStringLiteral("lw.first-player.tie");
    return QStringLiteral("%1 <small>[%2]</small>").arg(text.toHtmlEscaped(), rule);
}

std::optional<Step> LwDeployTool::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s)
        return std::nullopt;
    if (placing()) {
        const std::optional<Step> step = m_placement ? m_placement() : std::nullopt;
        if (!step && missing)
            *missing = tr("Choose a square on the map (arrow keys, or a click).");
        return step;
    }
    Step step;
    const int r = m_dieSpins[0]->value();
    const int b = m_dieSpins[1]->value();
    if (!choosingFirst()) {
        step.kind = QStringLiteral("deploy");
        step.actor = -1;
        const bool dice = m_dice->isChecked();
        step.payload.insert(QStringLiteral("method"),
                            dice ? QStringLiteral("dice") : QStringLiteral("screen"));
        if (dice && r > 0 && b > 0)
            step.payload.insert(QStringLiteral("dice"), QJsonArray{r, b});
        return step;
    }
    // Whoever the table says decided, with the dice as entered: tied dice, or none when the
    // table settled it another way, are recorded too, with the check's warning.
    const int d = qMax(0, m_decider->currentIndex());
    step.kind = QStringLiteral("first-player");
    if (decider() < 0 && r > 0 && b > 0)
        step.payload.insert(QStringLiteral("dice"), QJsonArray{r, b});
    step.actor = d;
    step.payload.insert(QStringLiteral("side"), qMax(0, m_first->currentIndex()));
    step.payload.insert(QStringLiteral("decidedBy"), d);
    return step;
}

void LwDeployTool::retranslateUi()
{
    const bool first = choosingFirst();
    const bool place = placing();
    m_title->setFullText(first   ? tr("Who plays first")
                         : place ? tr("Placing the units on the map")
                                 : tr("Deployment"));
    m_firstNow->setText(tr("Choose who plays first no&w"));
    if (first)
        m_explain->setText(deciderText());
    else if (place)
        m_explain->setText(tr("Record places the next unit on the square under the map's "
                              "cursor (arrow keys), facing the enemy unless a facing is "
                              "chosen; a click on a square places it there.")
                               .toHtmlEscaped() +
                           QStringLiteral(" <small>[lw.deploy.method]</small>"));
    else
        m_explain->setText(
            tr("Place every unit inside your own deployment zone. With dice, the higher roll "
               "places a unit first, then the players alternate; with a screen, both place all "
               "their units at once.")
                .toHtmlEscaped() +
            QStringLiteral(" <small>[lw.deploy.method]</small>"));
    m_dice->setText(tr("&Dice (alternate)"));
    m_screen->setText(tr("&Screen (all at once)"));
    m_diceLabel->setText(first ? tr("Dice:") : tr("Dice (optional):"));
    m_dieLabels[0]->setText(tr("Red"));
    m_dieLabels[1]->setText(tr("Blue"));
    for (QSpinBox *spin : m_dieSpins)
        spin->setSpecialValueText(tr("–"));
    m_roll->setText(tr("Roll d&ice"));
    m_roll->setToolTip(tr("Let Kibitzer roll both dice (journaled as the dice)"));
    m_firstLabel->setText(tr("&Plays first:"));
    m_first->setItemText(0, LwText::army(0));
    m_first->setItemText(1, LwText::army(1));
    m_deciderLabel->setText(tr("Decided &by:"));
    markDeciders();
    m_record->setText(first   ? tr("&Record first player")
                      : place ? tr("&Record the placement")
                              : tr("&Record deployment"));
    updatePreview();
}

void LwDeployTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    LwTool::changeEvent(event);
}

} // namespace kbz::lw
