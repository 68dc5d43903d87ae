// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The resolve tool (DlResolveTool.h): its parts, the entry of each step of the fight with the
// rules' proposal, and the step it prepares; the monster step's options and targets are in
// DlResolveToolMonsters.cpp, the texts in DlResolveToolText.cpp.
#include "DlResolveTool.h"

#include "AnyStepButton.h"
#include "DlFightChecklist.h"
#include "DlFightHits.h"
#include "ElidedLabel.h"
#include "ElidedText.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "core/Session.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::dl {

namespace {

bool isDart(TrapKind k)
{
    return k == TrapKind::PoisonedDart || k == TrapKind::AntiMagicDart;
}

} // namespace

DlResolveTool::DlResolveTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new ElidedLabel(this))
    , m_checklist(new DlFightChecklist(this))
    , m_entryTitle(new QLabel(this))
    , m_stepChoice(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_trapPart(new QWidget(this))
    , m_dartLabel(new QLabel(m_trapPart))
    , m_dartTarget(new QComboBox(m_trapPart))
    , m_magicPart(new QWidget(this))
    , m_cancelLabel(new QLabel(m_magicPart))
    , m_cancel(new QListWidget(m_magicPart))
    , m_amountLabel(new QLabel(m_magicPart))
    , m_amount(new QLineEdit(m_magicPart))
    , m_monsterPart(new QWidget(this))
    , m_attackersLabel(new QLabel(m_monsterPart))
    , m_attackers(new QListWidget(m_monsterPart))
    , m_optionsLabel(new QLabel(m_monsterPart))
    , m_optionBox(new QWidget(m_monsterPart))
    , m_optionGroup(new QButtonGroup(this))
    , m_targetBox(new QWidget(m_monsterPart))
    , m_targetsLabel(new QLabel(m_targetBox))
    , m_conquestPart(new QWidget(this))
    , m_conquered(new QCheckBox(m_conquestPart))
    , m_damage(new DlHitsEditor(DlHitsEditor::Mode::Damage, this))
    , m_heal(new DlHitsEditor(DlHitsEditor::Mode::Heal, this))
    , m_keys(new ElidedText(2, this))
    , m_record(new QPushButton(this))
{
    setObjectName(QStringLiteral("dlResolveTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    QFont entryFont = m_entryTitle->font();
    entryFont.setBold(true);
    m_entryTitle->setFont(entryFont);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    m_keys->setObjectName(QStringLiteral("keys"));
    m_keys->setEnabled(false); // a quiet hint
    m_stepChoice->setObjectName(QStringLiteral("stepChoice"));
    // Its lines are short ("4. Late magic (skipped)"); the reason is in the tooltip.
    m_stepChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_stepChoice->setMinimumContentsLength(18);
    m_entryTitle->setBuddy(m_stepChoice);
    m_dartTarget->setObjectName(QStringLiteral("dartTarget"));
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_amount->setObjectName(QStringLiteral("spellAmount"));
    m_amount->setValidator(new QIntValidator(0, 99, m_amount));
    m_amount->setMaximumWidth(m_amount->fontMetrics().averageCharWidth() * 14);
    m_attackers->setObjectName(QStringLiteral("attackers"));
    m_conquered->setObjectName(QStringLiteral("conquered"));
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    m_optionGroup->setExclusive(true);
    m_dartLabel->setBuddy(m_dartTarget);
    m_cancelLabel->setBuddy(m_cancel);
    m_amountLabel->setBuddy(m_amount);
    m_attackersLabel->setBuddy(m_attackers);
    for (QListWidget *list : {m_cancel, m_attackers})
        list->setMaximumHeight(list->fontMetrics().height() * 7);

    connect(m_checklist, &DlFightChecklist::ruleRequested, this, &DlResolveTool::ruleRequested);

    auto *trap = new QHBoxLayout(m_trapPart);
    trap->setContentsMargins(0, 0, 0, 0);
    trap->addWidget(m_dartLabel);
    trap->addWidget(m_dartTarget, 1);

    auto *magic = new QVBoxLayout(m_magicPart);
    magic->setContentsMargins(0, 0, 0, 0);
    auto *amount = new QHBoxLayout;
    amount->addWidget(m_amountLabel);
    amount->addWidget(m_amount);
    amount->addStretch(1);
    magic->addLayout(amount);
    magic->addWidget(m_cancelLabel);
    magic->addWidget(m_cancel);

    auto *optionLayout = new QVBoxLayout(m_optionBox);
    optionLayout->setContentsMargins(0, 0, 0, 0);
    auto *targetLayout = new QHBoxLayout(m_targetBox);
    targetLayout->setContentsMargins(0, 0, 0, 0);
    targetLayout->addWidget(m_targetsLabel);
    auto *monsters = new QVBoxLayout(m_monsterPart);
    monsters->setContentsMargins(0, 0, 0, 0);
    monsters->addWidget(m_attackersLabel);
    monsters->addWidget(m_attackers);
    monsters->addWidget(m_optionsLabel);
    monsters->addWidget(m_optionBox);
    monsters->addWidget(m_targetBox);

    auto *conquest = new QVBoxLayout(m_conquestPart);
    conquest->setContentsMargins(0, 0, 0, 0);
    conquest->addWidget(m_conquered);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_title);
    layout->addWidget(m_checklist);
    auto *stepRow = new QHBoxLayout;
    stepRow->addWidget(m_entryTitle);
    stepRow->addWidget(m_stepChoice, 1);
    layout->addLayout(stepRow);
    layout->addWidget(m_note);
    layout->addWidget(m_trapPart);
    layout->addWidget(m_magicPart);
    layout->addWidget(m_monsterPart);
    layout->addWidget(m_conquestPart);
    layout->addWidget(m_damage);
    layout->addWidget(m_heal);
    layout->addStretch(1);
    // The keys hint on a line of its own over the buttons, two lines high whatever it says
    // (issue 29 item 6b: beside the buttons it was cut to
    // 「1〜9：タイル・矢印キー、スペース：モ…」).
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(new AnyStepButton(this));
    row->addWidget(m_record);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_keys);
    buttons->addLayout(row);
    setUpLayout(body, buttons);

    for (QWidget *w : std::initializer_list<QWidget *>{
             m_stepChoice, m_dartTarget, m_cancel, m_amount, m_attackers, m_conquered, m_record})
        w->installEventFilter(this);
    m_optionBox->installEventFilter(this); // its width: the room for the options' texts

    m_damage->changed = [this] {
        entryChanged();
    };
    m_heal->changed = [this] {
        entryChanged();
    };
    connect(m_dartTarget, &QComboBox::currentIndexChanged, this, [this] {
        propose();
        entryChanged();
    });
    connect(m_stepChoice, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (row >= 0)
            chooseStep(FightStep(m_stepChoice->itemData(row).toInt()));
    });
    connect(m_cancel, &QListWidget::itemChanged, this, &DlResolveTool::entryChanged);
    connect(m_amount, &QLineEdit::textEdited, this, [this] {
        propose();
        entryChanged();
    });
    connect(m_attackers, &QListWidget::currentRowChanged, this, [this] {
        fillMonster();
        entryChanged();
    });
    connect(m_optionGroup, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (!on)
            return;
        fillTargets();
        propose();
        entryChanged();
    });
    // The box follows the proposal until the user sets it (entryChanged); the code sets it with
    // its signals blocked.
    connect(m_conquered, &QCheckBox::clicked, this, [this] {
        m_conqueredSet = true;
        entryChanged();
    });
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    retranslateUi();
}

DlResolveTool::~DlResolveTool() = default;

QAbstractButton *DlResolveTool::defaultButton() const
{
    return m_record;
}

int DlResolveTool::seat() const
{
    const auto s = state();
    if (!s || s->phase != Phase::Resolve || s->resolving < 0 || s->resolving >= s->players.size())
        return -1;
    return s->resolving;
}

QSpinBox *DlResolveTool::damageSpin(int adventurer) const
{
    return m_damage->spin(adventurer);
}

QSpinBox *DlResolveTool::healSpin(int adventurer) const
{
    return m_heal->spin(adventurer);
}

QString DlResolveTool::damageAfterText(int adventurer) const
{
    return m_damage->afterText(adventurer);
}

QList<int> DlResolveTool::cancelledChosen() const
{
    QList<int> chosen;
    for (int row = 0; row < m_cancel->count(); ++row)
        if (m_cancel->item(row)->checkState() == Qt::Checked)
            chosen.append(m_cancel->item(row)->data(kIndexRole).toInt());
    return chosen;
}

int DlResolveTool::spellAmount() const
{
    bool ok = false;
    const int n = m_amount->text().toInt(&ok);
    return ok && asksSpellAmount() ? n : -1;
}

bool DlResolveTool::asksSpellAmount() const
{
    const auto s = state();
    const bool magic = m_step == FightStep::EarlyMagic || m_step == FightStep::LateMagic;
    return magic && s && s->card() && spellHasAmount(s->card()->spell);
}

bool DlResolveTool::needsSpellAmount() const
{
    const auto s = state();
    const int sn = seat();
    if (!asksSpellAmount() || spellAmount() >= 0 || sn < 0 ||
        !hitsOf(m_damage->amounts()).isEmpty() || !hitsOf(m_heal->amounts()).isEmpty())
        return false;
    if (s->card()->spell == QLatin1String("damage-front"))
        return true;
    // A healing spell matters when someone standing is hurt.
    for (const DlAdventurer &a : s->players[sn].party)
        if (!a.isDefeated() && a.damage > 0)
            return true;
    return false;
}

QLabel *DlResolveTool::checklistLine(int step) const
{
    return m_checklist->line(step);
}

void DlResolveTool::sync()
{
    const auto s = state();
    const int sn = seat();
    std::optional<FightStep> next;
    if (s && sn >= 0) {
        for (const ChecklistItem &item : checklist(*s, sn))
            if (item.status == ChecklistItem::Next) {
                next = item.step;
                break;
            }
    }
    const QString key =
        QStringLiteral("%1/%2/%3").arg(quintptr(s.get())).arg(sn).arg(next ? int(*next) : -1);
    if (key != m_key || s != m_filled) {
        m_key = key;
        m_filled = s;
        m_next = next;
        m_step = next;
        declareKeys();
        refill();
    }
    retranslateUi();
}

void DlResolveTool::chooseStep(FightStep step)
{
    if (seat() < 0 || m_step == step)
        return;
    m_step = step;
    declareKeys();
    refill();
    retranslateUi();
}

void DlResolveTool::declareKeys()
{
    // 1–9 pick a monster (Alt: an option) while the monsters attack (handleKey).
    if (m_step != FightStep::Monsters) {
        declareWidgetKeys(this, {});
        return;
    }
    QList<QKeySequence> digits;
    QList<QKeySequence> altDigits;
    for (int k = Qt::Key_1; k <= Qt::Key_9; ++k) {
        digits.append(QKeySequence(k));
        altDigits.append(QKeySequence(Qt::ALT | Qt::Key(k)));
    }
    declareWidgetKeys(
        this,
        {{digits,
          QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the monster or ghost of that number")},
         {altDigits, QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the option of that number")}});
}

void DlResolveTool::refill()
{
    const auto s = state();
    const int sn = seat();
    const QList<DlAdventurer> party = s && sn >= 0 ? s->players[sn].party : QList<DlAdventurer>();
    const DlFight fight = s && sn >= 0 ? s->players[sn].fight : DlFight();
    const Lang lang = Translations::current();
    m_damage->setParty(party);
    m_heal->setParty(party);
    m_proposed = QList<int>(party.size(), 0);
    m_healProposed = QList<int>(party.size(), 0);
    m_trapEffect = TrapEffect();
    m_attackEffect = AttackEffect();
    m_monster = -1;
    m_targetsMonster = -1;

    const bool trap = m_step == FightStep::Traps;
    const bool magic = m_step == FightStep::EarlyMagic || m_step == FightStep::LateMagic;
    const bool monsters = m_step == FightStep::Monsters;
    const bool conquest = m_step == FightStep::Conquest;
    m_trapPart->setVisible(trap && fight.trap && isDart(*fight.trap));
    m_magicPart->setVisible(magic);
    {
        // The card's amount once the table said it (at another player's magic step): proposed.
        const DlCombatCard *card = s ? s->card() : nullptr;
        m_amount->setText(card && card->amount >= 0 ? QString::number(card->amount) : QString());
        m_amountLabel->setVisible(asksSpellAmount());
        m_amount->setVisible(asksSpellAmount());
    }
    m_monsterPart->setVisible(monsters);
    m_conquestPart->setVisible(conquest);
    m_damage->setVisible(m_step.has_value() && m_step != FightStep::Healing);
    m_heal->setVisible(magic || m_step == FightStep::Healing);

    {
        const QSignalBlocker b1(m_dartTarget);
        m_dartTarget->clear();
        for (int i = 0; i < party.size(); ++i)
            m_dartTarget->addItem(adventurerName(party, i).text(lang), i);
    }
    {
        const QSignalBlocker b2(m_cancel);
        m_cancel->clear();
        if (magic && s) {
            for (int m : fight.monsters) {
                if (fight.attacked.contains(m) || m < 0 || m >= s->players[sn].monsters.size())
                    continue;
                auto *item = new QListWidgetItem(m_cancel);
                item->setData(kIndexRole, m);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(fight.cancelled.contains(m) ? Qt::Checked : Qt::Unchecked);
            }
        }
    }
    {
        const QSignalBlocker b3(m_attackers);
        m_attackers->clear();
        if (monsters && s) {
            int firstAble = -1;
            for (int m : fight.monsters) {
                if (m < 0 || m >= s->players[sn].monsters.size())
                    continue;
                auto *item = new QListWidgetItem(m_attackers);
                item->setData(kIndexRole, m);
                item->setData(kCommittedRole, true);
                const bool able = canAttack(*s, sn, m);
                item->setData(kAbleRole, able);
                if (able && firstAble < 0)
                    firstAble = m_attackers->count() - 1;
            }
            // The monsters and ghosts not committed to this fight come after, marked: the
            // table may still have one attack (the preview warns, dl.step.monsters).
            for (int m = 0; m < s->players[sn].monsters.size(); ++m) {
                if (fight.monsters.contains(m))
                    continue;
                auto *item = new QListWidgetItem(m_attackers);
                item->setData(kIndexRole, m);
                item->setData(kCommittedRole, false);
                item->setData(kAbleRole, false);
            }
            if (firstAble >= 0)
                m_attackers->setCurrentRow(firstAble);
        }
    }
    m_conqueredSet = false; // the box follows the proposal again (entryChanged)
    if (monsters)
        fillMonster();
    else
        propose();
}

// Fills the editors with what the rules propose for the entry.
void DlResolveTool::propose()
{
    const auto s = state();
    const int sn = seat();
    if (!s || sn < 0 || !m_step) {
        m_damage->setAmounts({});
        m_heal->setAmounts({});
        return;
    }
    const DlPlayer &p = s->players[sn];
    const int size = int(p.party.size());
    QList<int> damage(size, 0);
    QList<int> heal(size, 0);
    switch (*m_step) {
    case FightStep::Traps:
        m_trapEffect = proposeTrap(
            *s, sn, p.fight.trap && isDart(*p.fight.trap) ? m_dartTarget->currentIndex() : -1);
        damage = amountsOf(m_trapEffect.hits, size);
        break;
    case FightStep::EarlyMagic:
    case FightStep::LateMagic:
        // The card's text decides: the table enters its amount (the spell's kind then says
        // what it does) or what the spell did.
        if (spellAmount() >= 0) {
            const SpellEffect e = proposeSpell(*s, sn, spellAmount());
            damage = amountsOf(e.hits, size);
            heal = amountsOf(e.heals, size);
        }
        break;
    case FightStep::Monsters:
        if (m_monster >= 0) {
            m_attackEffect = proposeAttack(*s, sn, m_monster, chosenOption(), chosenTargets());
            damage = amountsOf(m_attackEffect.hits, size);
        }
        break;
    case FightStep::Healing:
        heal = amountsOf(healFrontFirst(p.party, s->hearts(sn)), size);
        break;
    case FightStep::Conquest:
        // No fatigue when the conquest is skipped (proposeFatigue says so).
        damage = amountsOf(proposeFatigue(*s, sn), size);
        break;
    }
    m_proposed = damage;
    m_healProposed = heal;
    m_damage->setAmounts(damage);
    m_heal->setAmounts(heal);
}

std::optional<Step> DlResolveTool::preparedStep(QString *missing) const
{
    const auto s = state();
    const int sn = seat();
    if (!s || sn < 0) {
        *missing = tr("Nobody is resolving a fight now.");
        return std::nullopt;
    }
    if (!m_step) {
        *missing = tr("This fight has no step left to record.");
        return std::nullopt;
    }
    Step step;
    step.actor = sn;
    const QList<int> damage = m_damage->amounts();
    const QList<int> heal = m_heal->amounts();
    const auto hits = [&damage] {
        return hitsToJson(hitsOf(damage));
    };
    switch (*m_step) {
    case FightStep::Traps: {
        step.kind = QStringLiteral("trap");
        step.payload.insert(QStringLiteral("hits"), hits());
        const Cost &pay = m_trapEffect.pay;
        step.payload.insert(QStringLiteral("pay"), QJsonObject{{QStringLiteral("gold"), pay.gold},
                                                               {QStringLiteral("food"), pay.food},
                                                               {QStringLiteral("imps"), pay.imps}});
        if (m_trapEffect.skipConquest)
            step.payload.insert(QStringLiteral("skipConquest"), true);
        if (!m_trapEffect.delayed.isEmpty())
            step.payload.insert(QStringLiteral("delayed"), hitsToJson(m_trapEffect.delayed));
        if (m_trapEffect.silence >= 0)
            step.payload.insert(QStringLiteral("silence"), m_trapEffect.silence);
        const std::optional<TrapKind> trap = s->players[sn].fight.trap;
        if (trap && isDart(*trap) && m_dartTarget->currentIndex() >= 0)
            step.payload.insert(QStringLiteral("target"), m_dartTarget->currentIndex());
        break;
    }
    case FightStep::EarlyMagic:
    case FightStep::LateMagic: {
        step.kind = QStringLiteral("magic");
        step.payload.insert(QStringLiteral("when"), *m_step == FightStep::EarlyMagic
                                                        ? QStringLiteral("early")
                                                        : QStringLiteral("late"));
        if (needsSpellAmount()) {
            *missing = tr("Enter the spell's number from the card: Kibitzer does not know the "
                          "cards' texts.");
            return std::nullopt;
        }
        // With the card's amount the engine applies the spell's kind; what differs is recorded.
        const int amount = spellAmount();
        if (amount >= 0)
            step.payload.insert(QStringLiteral("amount"), amount);
        if (amount >= 0 ? damage != m_proposed : !hitsOf(damage).isEmpty())
            step.payload.insert(QStringLiteral("hits"), hits());
        if (amount >= 0 ? heal != m_healProposed : !hitsOf(heal).isEmpty())
            step.payload.insert(QStringLiteral("heals"), hitsToJson(hitsOf(heal)));
        QJsonArray cancel;
        for (int m : cancelledChosen())
            cancel.append(m);
        if (!cancel.isEmpty())
            step.payload.insert(QStringLiteral("cancel"), cancel);
        break;
    }
    case FightStep::Monsters: {
        const int m = chosenMonster();
        if (m < 0) {
            *missing = tr("Choose the monster or ghost that attacks next.");
            return std::nullopt;
        }
        step.kind = QStringLiteral("attack");
        step.payload.insert(QStringLiteral("monster"), m);
        const QString option = chosenOption();
        if (!option.isEmpty())
            step.payload.insert(QStringLiteral("option"), option);
        if (!m_targets.isEmpty()) {
            QJsonArray targets;
            for (int t : chosenTargets())
                targets.append(t);
            step.payload.insert(QStringLiteral("targets"), targets);
        }
        if (damage != m_proposed)
            step.payload.insert(QStringLiteral("hits"), hits());
        break;
    }
    case FightStep::Healing:
        step.kind = QStringLiteral("heal");
        if (heal != m_healProposed)
            step.payload.insert(QStringLiteral("heals"), hitsToJson(hitsOf(heal)));
        break;
    case FightStep::Conquest: {
        step.kind = QStringLiteral("conquest");
        if (damage != m_proposed)
            step.payload.insert(QStringLiteral("hits"), hits());
        // What the engine does without "conquered"; the box says otherwise: recorded.
        if (m_conquered->isChecked() != conquestProposed())
            step.payload.insert(QStringLiteral("conquered"), m_conquered->isChecked());
        break;
    }
    }
    return step;
}

bool DlResolveTool::partyStandsAfterDamage() const
{
    const auto s = state();
    const int sn = seat();
    if (!s || sn < 0)
        return false;
    const QList<DlAdventurer> after = withHits(s->players[sn].party, hitsOf(m_damage->amounts()));
    return std::any_of(after.cbegin(), after.cend(),
                       [](const DlAdventurer &a) { return !a.isDefeated(); });
}

bool DlResolveTool::conquestProposed() const
{
    const auto s = state();
    const int sn = seat();
    return s && sn >= 0 && !s->players[sn].fight.skipConquest && partyStandsAfterDamage();
}

void DlResolveTool::entryChanged()
{
    // The conquest box and the result agree: until the user sets the box, it follows the
    // proposal (the fatigue entered may leave nobody to conquer).
    if (m_step == FightStep::Conquest && !m_conqueredSet) {
        const QSignalBlocker blocker(m_conquered);
        m_conquered->setChecked(conquestProposed());
    }
    updateNote();
    updatePreview();
}

void DlResolveTool::focusEntry()
{
    if (!m_step)
        return;
    switch (*m_step) {
    case FightStep::Traps:
        if (m_trapPart->isVisible())
            m_dartTarget->setFocus();
        else if (QSpinBox *spin = m_damage->spin(0))
            spin->setFocus();
        break;
    case FightStep::EarlyMagic:
    case FightStep::LateMagic:
        if (asksSpellAmount()) {
            m_amount->setFocus();
            m_amount->selectAll();
        } else if (QSpinBox *spin = m_damage->spin(0)) {
            spin->setFocus();
        }
        break;
    case FightStep::Monsters:
        m_attackers->setFocus();
        break;
    case FightStep::Healing:
        if (QSpinBox *spin = m_heal->spin(0))
            spin->setFocus();
        break;
    case FightStep::Conquest:
        m_record->setFocus();
        break;
    }
}

bool DlResolveTool::handleKey(const QKeyEvent *event)
{
    const int k = event->key();
    if (k == Qt::Key_Return || k == Qt::Key_Enter) {
        recordPrepared();
        return true;
    }
    if (k >= Qt::Key_1 && k <= Qt::Key_9 && m_step == FightStep::Monsters) {
        const bool alt = event->modifiers() & Qt::AltModifier;
        return alt ? pickOption(k - Qt::Key_1) : pickMonster(k - Qt::Key_1);
    }
    return false;
}

void DlResolveTool::keyPressEvent(QKeyEvent *event)
{
    if (handleKey(event)) {
        event->accept();
        return;
    }
    DlTool::keyPressEvent(event);
}

bool DlResolveTool::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_optionBox && event->type() == QEvent::Resize)
        updateOptionTexts();
    if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent *>(event)))
        return true;
    return DlTool::eventFilter(watched, event);
}

void DlResolveTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DlTool::changeEvent(event);
}

} // namespace kbz::dl
