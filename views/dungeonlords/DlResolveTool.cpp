#include "DlResolveTool.h"

#include "DlFightChecklist.h"
#include "DlFightHits.h"
#include "Translations.h"
#include "core/Session.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;

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
    return parts.join(QStringLiteral(", "));
}

bool isDart(TrapKind k)
{
    return k == TrapKind::PoisonedDart || k == TrapKind::AntiMagicDart;
}

} // namespace

DlResolveTool::DlResolveTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new QLabel(this))
    , m_checklist(new DlFightChecklist(this))
    , m_entryTitle(new QLabel(this))
    , m_note(new QLabel(this))
    , m_trapPart(new QWidget(this))
    , m_dartLabel(new QLabel(m_trapPart))
    , m_dartTarget(new QComboBox(m_trapPart))
    , m_magicPart(new QWidget(this))
    , m_cancelLabel(new QLabel(m_magicPart))
    , m_cancel(new QListWidget(m_magicPart))
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
    , m_keys(new QLabel(this))
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
    m_keys->setEnabled(false);
    m_keys->setWordWrap(true);
    m_dartTarget->setObjectName(QStringLiteral("dartTarget"));
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_attackers->setObjectName(QStringLiteral("attackers"));
    m_conquered->setObjectName(QStringLiteral("conquered"));
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    m_optionGroup->setExclusive(true);
    m_dartLabel->setBuddy(m_dartTarget);
    m_cancelLabel->setBuddy(m_cancel);
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_checklist);
    layout->addWidget(m_entryTitle);
    layout->addWidget(m_note);
    layout->addWidget(m_trapPart);
    layout->addWidget(m_magicPart);
    layout->addWidget(m_monsterPart);
    layout->addWidget(m_conquestPart);
    layout->addWidget(m_damage);
    layout->addWidget(m_heal);
    layout->addWidget(previewLabel());
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_keys, 1);
    buttons->addWidget(m_record);
    layout->addLayout(buttons);
    layout->addStretch(1);

    for (QWidget *w : std::initializer_list<QWidget *>{m_dartTarget, m_cancel, m_attackers,
                                                       m_conquered, m_record})
        w->installEventFilter(this);

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
    connect(m_cancel, &QListWidget::itemChanged, this, &DlResolveTool::entryChanged);
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
    connect(m_conquered, &QCheckBox::toggled, this, &DlResolveTool::entryChanged);
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

int DlResolveTool::chosenMonster() const
{
    const QListWidgetItem *item = m_attackers->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return -1;
    return item->data(kIndexRole).toInt();
}

QString DlResolveTool::chosenOption() const
{
    const QAbstractButton *b = m_optionGroup->checkedButton();
    return b ? b->property("option").toString() : QString();
}

QList<int> DlResolveTool::chosenTargets() const
{
    QList<int> targets;
    for (const QComboBox *combo : m_targets)
        if (combo->currentIndex() >= 0)
            targets.append(combo->currentData().toInt());
    return targets;
}

QList<int> DlResolveTool::cancelledChosen() const
{
    QList<int> chosen;
    for (int row = 0; row < m_cancel->count(); ++row)
        if (m_cancel->item(row)->checkState() == Qt::Checked)
            chosen.append(m_cancel->item(row)->data(kIndexRole).toInt());
    return chosen;
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
        m_step = next;
        refill();
    }
    retranslateUi();
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
                if (!canAttack(*s, sn, m))
                    item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
                else if (firstAble < 0)
                    firstAble = m_attackers->count() - 1;
            }
            if (firstAble >= 0)
                m_attackers->setCurrentRow(firstAble);
        }
    }
    {
        const QSignalBlocker b4(m_conquered);
        m_conquered->setChecked(!fight.skipConquest);
    }
    if (monsters)
        fillMonster();
    else
        propose();
}

// The chosen monster's options (radio buttons) and targets.
void DlResolveTool::fillMonster()
{
    const int m = chosenMonster();
    if (m == m_monster && !m_options.isEmpty())
        return;
    m_monster = m;
    fillOptions();
    fillTargets();
    propose();
}

void DlResolveTool::fillOptions()
{
    const auto s = state();
    const int sn = seat();
    for (QRadioButton *b : std::as_const(m_options)) {
        m_optionGroup->removeButton(b);
        delete b;
    }
    m_options.clear();
    if (!s || sn < 0 || m_monster < 0)
        return;
    const MonsterKind kind = s->players[sn].monsters[m_monster].kind;
    const QStringList options = monsterOptions(kind);
    const QSignalBlocker blocker(m_optionGroup);
    for (int i = 0; i < options.size(); ++i) {
        auto *b = new QRadioButton(m_optionBox);
        b->setObjectName(QStringLiteral("option-%1").arg(options[i]));
        b->setProperty("option", options[i]);
        b->installEventFilter(this);
        m_optionGroup->addButton(b, i);
        m_optionBox->layout()->addWidget(b);
        m_options.append(b);
    }
    if (!m_options.isEmpty())
        m_options.first()->setChecked(true);
}

void DlResolveTool::fillTargets()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    const QString option = chosenOption();
    const bool able = s && sn >= 0 && m_monster >= 0;
    const MonsterKind kind = able ? s->players[sn].monsters[m_monster].kind : MonsterKind::Goblin;
    const QList<DlAdventurer> party = able ? s->players[sn].party : QList<DlAdventurer>();
    const int count = able ? qMin(targetCount(kind, option), int(party.size())) : 0;
    m_targetBox->setVisible(count > 0);
    // Another option of the same monster with as many targets keeps the choices.
    if (able && m_monster == m_targetsMonster && count == m_targets.size())
        return;
    for (QComboBox *c : std::as_const(m_targets))
        delete c;
    m_targets.clear();
    m_targetsMonster = m_monster;
    QList<int> taken;
    for (int t = 0; t < count; ++t) {
        auto *combo = new QComboBox(m_targetBox);
        combo->setObjectName(QStringLiteral("target-%1").arg(t));
        int first = -1;
        for (int i = 0; i < party.size(); ++i) {
            combo->addItem(adventurerName(party, i).text(lang), i);
            const bool able = canTarget(kind, party[i]) && !party[i].isDefeated();
            if (!able) {
                if (auto *model = qobject_cast<QStandardItemModel *>(combo->model()))
                    if (QStandardItem *item = model->item(i))
                        item->setEnabled(false);
                combo->setItemData(i,
                                   kind == MonsterKind::Vampire && party[i].cls == AdvClass::Priest
                                       ? tr("A vampire never attacks a priest.")
                                       : tr("Cannot be chosen."),
                                   Qt::ToolTipRole);
            } else if (first < 0 && !taken.contains(i)) {
                first = i;
            }
        }
        if (first >= 0) {
            combo->setCurrentIndex(first);
            taken.append(first);
        }
        combo->installEventFilter(this);
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            propose();
            entryChanged();
        });
        m_targetBox->layout()->addWidget(combo);
        m_targets.append(combo);
    }
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
        break; // the card's text decides: the table enters what the spell did
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
        if (!hitsOf(damage).isEmpty())
            step.payload.insert(QStringLiteral("hits"), hits());
        if (!hitsOf(heal).isEmpty())
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
        const bool byDefault = !s->players[sn].fight.skipConquest;
        if (m_conquered->isChecked() != byDefault)
            step.payload.insert(QStringLiteral("conquered"), m_conquered->isChecked());
        break;
    }
    }
    return step;
}

void DlResolveTool::entryChanged()
{
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
        if (QSpinBox *spin = m_damage->spin(0))
            spin->setFocus();
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
        if (m_trapEffect.cancelled > 0)
            lines.append(tr("The thieves' symbols cancel %1 damage.")
                             .arg(m_trapEffect.cancelled)
                             .toHtmlEscaped() +
                         ruleTag("dl.adventurer.skills"));
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
        if (fight.skipConquest)
            lines.append(tr("%1 is not conquered: this round's conquest is skipped.")
                             .arg(tile)
                             .toHtmlEscaped() +
                         (fight.skipConquestBy.isEmpty()
                              ? QString()
                              : QStringLiteral(" <small>[%1]</small>")
                                    .arg(fight.skipConquestBy.toHtmlEscaped())));
        else
            lines.append(tr("Then %1 is conquered unless every adventurer is defeated.")
                             .arg(tile)
                             .toHtmlEscaped() +
                         ruleTag("dl.step.conquest"));
        int delayed = 0;
        for (int d : fight.delayed)
            delayed += d;
        if (delayed > 0)
            lines.append(
                tr("The poisoned dart's %1 damage falls due now.").arg(delayed).toHtmlEscaped());
        break;
    }
    }
    m_note->setText(lines.join(QStringLiteral("<br>")));
}

void DlResolveTool::retranslateUi()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    if (s && sn >= 0)
        m_title->setText(tr("Round %1: %2 resolves").arg(s->round).arg(playerName(*s, sn)));
    else
        m_title->setText(tr("Resolve"));
    m_entryTitle->setText(
        m_step ? tr("Step %1: %2").arg(int(*m_step) + 1).arg(DlFightChecklist::stepName(*m_step))
               : QString());
    m_dartLabel->setText(tr("Dart &target:"));
    m_cancelLabel->setText(tr("Monsters and ghosts the spell &keeps from attacking:"));
    m_attackersLabel->setText(tr("&Attacks next (you choose the order):"));
    m_optionsLabel->setText(tr("Its text:"));
    m_targetsLabel->setText(tr("Targets:"));
    m_conquered->setText(tr("The tile is &conquered"));
    m_keys->setText(m_step == FightStep::Monsters
                        ? tr("1–9: monster · Alt+1–9: option · Enter: record")
                        : tr("Enter: record"));
    if (m_step == FightStep::Traps)
        m_record->setText(tr("&Record trap"));
    else if (m_step == FightStep::EarlyMagic || m_step == FightStep::LateMagic)
        m_record->setText(tr("&Record magic"));
    else if (m_step == FightStep::Monsters)
        m_record->setText(tr("&Record attack"));
    else if (m_step == FightStep::Healing)
        m_record->setText(tr("&Record healing"));
    else
        m_record->setText(tr("&Record conquest"));
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
            if (item->flags() & Qt::ItemIsEnabled) {
                item->setText(QStringLiteral("%1. %2").arg(++number).arg(name));
                continue;
            }
            Message reason;
            canAttack(*s, sn, m, &reason);
            QString why = reason.text(lang);
            if (p.fight.attacked.contains(m))
                why = tr("attacked");
            else if (p.fight.cancelled.contains(m))
                why = tr("kept from attacking by the spell");
            item->setText(why.isEmpty() ? name : tr("%1 — %2").arg(name, why));
        }
        if (m_monster >= 0) {
            const MonsterKind kind = p.monsters[m_monster].kind;
            for (int i = 0; i < m_options.size(); ++i) {
                const QString text =
                    optionName(kind, m_options[i]->property("option").toString()).text(lang);
                m_options[i]->setText(tr("%1. %2").arg(i + 1).arg(text));
                // A narrow tool may clip a long text: the whole of it on hover.
                m_options[i]->setToolTip(text);
            }
        }
        for (QComboBox *combo : std::as_const(m_targets))
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, adventurerName(p.party, i).text(lang));
    }
    m_checklist->setChecklist(s.get(), sn);
    entryChanged();
}

bool DlResolveTool::pickMonster(int row)
{
    // The n-th monster able to attack.
    int n = 0;
    for (int r = 0; r < m_attackers->count(); ++r) {
        if (!(m_attackers->item(r)->flags() & Qt::ItemIsEnabled))
            continue;
        if (n++ == row) {
            m_attackers->setCurrentRow(r);
            return true;
        }
    }
    return false;
}

bool DlResolveTool::pickOption(int row)
{
    if (row < 0 || row >= m_options.size())
        return false;
    m_options[row]->setChecked(true);
    return true;
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
