// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlPlanTool.h"
#include "AnyStepButton.h"
#include "core/ListText.h"

#include "DlViewText.h"
#include "ElidedText.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "core/Session.h"
#include "dungeonlords/DlRules.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::dl {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;

QString costText(const Cost &c)
{
    QStringList parts;
    if (c.gold > 0)
        parts.append(DlPlanTool::tr("%1 gold").arg(c.gold));
    if (c.food > 0)
        parts.append(DlPlanTool::tr("%1 food").arg(c.food));
    if (c.imps > 0)
        parts.append(DlPlanTool::tr("%1 imps").arg(c.imps));
    if (parts.isEmpty())
        return DlPlanTool::tr("free");
    return joinList(parts);
}

QString ruleTag(const char *id)
{
    return QStringLiteral(" <small>[%1]</small>").arg(QLatin1String(id));
}

} // namespace

DlPlanTool::DlPlanTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new QLabel(this))
    , m_seatLabel(new QLabel(this))
    , m_seat(new QComboBox(this))
    , m_fightMode(new QRadioButton(this))
    , m_releaseMode(new QRadioButton(this))
    , m_mode(new QButtonGroup(this))
    , m_tilesLabel(new QLabel(this))
    , m_tiles(new QListWidget(this))
    , m_tileNote(new QLabel(this))
    , m_trapLabel(new QLabel(this))
    , m_trap(new QComboBox(this))
    , m_trapNote(new QLabel(this))
    , m_monstersLabel(new QLabel(this))
    , m_monsters(new QListWidget(this))
    , m_limit(new QLabel(this))
    , m_prisonersLabel(new QLabel(this))
    , m_prisoners(new QListWidget(this))
    , m_releaseNote(new QLabel(this))
    , m_keys(new ElidedText(2, this))
    , m_planPart(new QWidget(this))
    , m_releasePart(new QWidget(this))
    , m_record(new QPushButton(this))
{
    declareWidgetKeys(
        this, {{{QKeySequence(Qt::Key_1), QKeySequence(Qt::Key_2), QKeySequence(Qt::Key_3),
                 QKeySequence(Qt::Key_4), QKeySequence(Qt::Key_5), QKeySequence(Qt::Key_6),
                 QKeySequence(Qt::Key_7), QKeySequence(Qt::Key_8), QKeySequence(Qt::Key_9)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the row of that number in the list")},
               {{QKeySequence(Qt::Key_Space)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Tick or untick the monster")}});
    setObjectName(QStringLiteral("dlPlanTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_seat->setObjectName(QStringLiteral("seat"));
    m_fightMode->setObjectName(QStringLiteral("fightMode"));
    m_releaseMode->setObjectName(QStringLiteral("releaseMode"));
    m_mode->addButton(m_fightMode);
    m_mode->addButton(m_releaseMode);
    m_fightMode->setChecked(true);
    m_tiles->setObjectName(QStringLiteral("tiles"));
    m_trap->setObjectName(QStringLiteral("trap"));
    m_monsters->setObjectName(QStringLiteral("monsters"));
    m_prisoners->setObjectName(QStringLiteral("prisoners"));
    m_limit->setObjectName(QStringLiteral("limit"));
    m_tileNote->setObjectName(QStringLiteral("tileNote"));
    m_releaseNote->setObjectName(QStringLiteral("releaseNote"));
    m_trapNote->setObjectName(QStringLiteral("trapNote"));
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    for (QLabel *l : {m_tileNote, m_trapNote, m_limit, m_releaseNote}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
    }
    m_keys->setObjectName(QStringLiteral("keys"));
    m_keys->setEnabled(false); // a quiet hint
    m_seat->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_seatLabel->setBuddy(m_seat);
    m_tilesLabel->setBuddy(m_tiles);
    m_trapLabel->setBuddy(m_trap);
    m_monstersLabel->setBuddy(m_monsters);
    m_prisonersLabel->setBuddy(m_prisoners);
    for (QListWidget *list : {m_tiles, m_monsters, m_prisoners})
        list->setMaximumHeight(list->fontMetrics().height() * 8);

    auto *seatRow = new QHBoxLayout;
    seatRow->addWidget(m_seatLabel);
    seatRow->addWidget(m_seat);
    seatRow->addStretch(1);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_fightMode);
    modeRow->addWidget(m_releaseMode);
    modeRow->addStretch(1);

    auto *plan = new QVBoxLayout(m_planPart);
    plan->setContentsMargins(0, 0, 0, 0);
    plan->addWidget(m_tilesLabel);
    plan->addWidget(m_tiles);
    plan->addWidget(m_tileNote);
    auto *trapRow = new QHBoxLayout;
    trapRow->addWidget(m_trapLabel);
    trapRow->addWidget(m_trap, 1);
    plan->addLayout(trapRow);
    plan->addWidget(m_trapNote);
    plan->addWidget(m_monstersLabel);
    plan->addWidget(m_monsters);
    plan->addWidget(m_limit);

    auto *release = new QVBoxLayout(m_releasePart);
    release->setContentsMargins(0, 0, 0, 0);
    release->addWidget(m_prisonersLabel);
    release->addWidget(m_prisoners);
    release->addWidget(m_releaseNote);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_title);
    layout->addLayout(seatRow);
    layout->addLayout(modeRow);
    layout->addWidget(m_planPart);
    layout->addWidget(m_releasePart);
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

    for (QWidget *w : std::initializer_list<QWidget *>{m_seat, m_fightMode, m_releaseMode, m_tiles,
                                                       m_trap, m_monsters, m_prisoners, m_record})
        w->installEventFilter(this);

    connect(m_seat, &QComboBox::currentIndexChanged, this, [this] {
        fillForSeat();
        retranslateUi();
    });
    connect(m_mode, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool on) {
        if (!on)
            return;
        showMode();
        retranslateUi();
    });
    connect(m_tiles, &QListWidget::currentRowChanged, this, [this] {
        proposePlan(false); // the monsters the newly chosen tile holds; the trap stays
        updateNotes();
    });
    connect(m_trap, &QComboBox::currentIndexChanged, this, &DlPlanTool::updateNotes);
    connect(m_monsters, &QListWidget::itemChanged, this, &DlPlanTool::updateNotes);
    connect(m_prisoners, &QListWidget::currentRowChanged, this, &DlPlanTool::updateNotes);
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    retranslateUi();
}

DlPlanTool::~DlPlanTool() = default;

QAbstractButton *DlPlanTool::defaultButton() const
{
    return m_record;
}

int DlPlanTool::seat() const
{
    return m_seat->currentData(kIndexRole).isValid() ? m_seat->currentData(kIndexRole).toInt() : -1;
}

bool DlPlanTool::releasing() const
{
    const auto s = state();
    const int st = seat();
    return s && st >= 0 && st < s->players.size() && m_releaseMode->isChecked();
}

void DlPlanTool::showMode()
{
    const auto s = state();
    const int sn = seat();
    const bool valid = s && sn >= 0 && sn < s->players.size();
    const bool prisoners = valid && !s->players[sn].prisoners.isEmpty();
    m_fightMode->setEnabled(valid);
    m_releaseMode->setEnabled(prisoners); // nobody to release: not a choice at all
    m_planPart->setVisible(valid && !releasing());
    m_releasePart->setVisible(valid && releasing());
    // The choice the rules do not call for: its own words, the colour and the rule's id.
    const bool noTile = valid && !s->players[sn].hasUnconqueredTile();
    QPalette marked = palette();
    marked.setColor(QPalette::WindowText, DlViewText::againstRulesColor());
    m_fightMode->setPalette(noTile ? marked : palette());
    m_releaseMode->setPalette(prisoners && !noTile ? marked : palette());
    m_fightMode->setToolTip(
        noTile ? DlViewText::againstRulesTip(QStringLiteral("dl.end.no-tile"),
                                             tr("no unconquered tile is left: a prisoner is "
                                                "released instead of fighting"))
               : QString());
    m_releaseMode->setToolTip(
        prisoners && !noTile
            ? DlViewText::againstRulesTip(QStringLiteral("dl.end.no-tile"),
                                          tr("a prisoner is released only when no unconquered "
                                             "tile is left"))
            : QString());
}

int DlPlanTool::defaultSeat() const
{
    const auto s = state();
    if (!s)
        return -1;
    const QList<int> order = s->seatOrder();
    for (int seat : order)
        if (seat >= 0 && seat < s->players.size() && s->players[seat].stage == Stage::Plan)
            return seat;
    for (int seat : order)
        if (seat >= 0 && seat < s->players.size() && s->players[seat].stage != Stage::Out)
            return seat;
    return order.value(0, -1);
}

void DlPlanTool::sync()
{
    const auto s = state();
    // A new state (a step, an undo, a redo) refills the fields; the same state keeps them.
    if (!s) {
        const QSignalBlocker blocker(m_seat);
        m_seat->clear();
        m_filled.reset();
        m_filledSeat = -1;
        fillForSeat();
        updateNotes();
        return;
    }
    if (s != m_filled || m_seat->count() != s->players.size()) {
        m_filled = s;
        const QSignalBlocker blocker(m_seat);
        m_seat->clear();
        for (int i = 0; i < s->players.size(); ++i) {
            m_seat->addItem(QString());
            m_seat->setItemData(i, i, kIndexRole);
        }
        m_seat->setCurrentIndex(qMax(0, defaultSeat()));
        m_filledSeat = -1; // refill from the new state
        fillForSeat();
    }
    retranslateUi();
}

void DlPlanTool::fillForSeat()
{
    const auto s = state();
    const int sn = seat();
    const QSignalBlocker b1(m_tiles);
    const QSignalBlocker b2(m_trap);
    const QSignalBlocker b3(m_monsters);
    const QSignalBlocker b4(m_prisoners);
    m_tiles->clear();
    m_trap->clear();
    m_monsters->clear();
    m_prisoners->clear();
    m_filledSeat = sn;
    if (!s || sn < 0 || sn >= s->players.size()) {
        showMode();
        return;
    }
    const DlPlayer &p = s->players[sn];
    {
        // Proposed: a release when no unconquered tile is left (dl.end.no-tile), else a fight.
        const QSignalBlocker b5(m_mode);
        (!p.hasUnconqueredTile() && !p.prisoners.isEmpty() ? m_releaseMode : m_fightMode)
            ->setChecked(true);
    }
    showMode();

    // Tiles: unconquered by distance (the nearest first), then the conquered ones, marked: the
    // table may still plan on one (issue 13), the preview warns [dl.plan.tile].
    QList<int> order;
    for (int i = 0; i < p.tiles.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&p](int a, int b) {
        const DlTile &ta = p.tiles[a];
        const DlTile &tb = p.tiles[b];
        if (ta.conquered != tb.conquered)
            return !ta.conquered;
        return ta.distance < tb.distance;
    });
    for (int t : order) {
        auto *item = new QListWidgetItem(m_tiles);
        item->setData(kIndexRole, t);
    }
    const QList<int> nearest = nearestTiles(p);
    for (int row = 0; row < m_tiles->count(); ++row)
        if (m_tiles->item(row)->data(kIndexRole).toInt() == nearest.value(0, -1))
            m_tiles->setCurrentRow(row);
    if (m_tiles->currentRow() < 0 && m_tiles->count() > 0)
        m_tiles->setCurrentRow(0); // every tile conquered: a fight there is the table's call

    // Traps held, one line per kind.
    m_trap->addItem(QString(), QString());
    for (int k = 0; k < kTrapKinds; ++k) {
        const auto kind = static_cast<TrapKind>(k);
        if (p.traps.contains(kind))
            m_trap->addItem(QString(), trapKindCode(kind));
    }
    m_trap->setCurrentIndex(0);

    // Monsters and ghosts, all checkable: an exhausted one is marked, and committing it is
    // warned before recording [dl.exhausted.year] (the table is the truth).
    for (int m = 0; m < p.monsters.size(); ++m) {
        auto *item = new QListWidgetItem(m_monsters);
        item->setData(kIndexRole, m);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    if (m_monsters->count() > 0)
        m_monsters->setCurrentRow(0);
    proposePlan(true);

    for (int i = 0; i < p.prisoners.size(); ++i) {
        auto *item = new QListWidgetItem(m_prisoners);
        item->setData(kIndexRole, i);
    }
    if (m_prisoners->count() > 0)
        m_prisoners->setCurrentRow(0);
}

void DlPlanTool::proposePlan(bool withTrap)
{
    // The assistant's proposal (issue 13: a routine plan is one key): the first trap in hand
    // the treasury can pay on this tile (dl.plan.trap-payment), every ready ghost and as many
    // ready monsters as the tile holds (dl.plan.tunnel, dl.plan.room), in the dungeon's order.
    // The trap combo and Space on a line override it.
    const auto s = state();
    const int sn = seat();
    const int tile = chosenTile();
    if (!s || sn < 0 || sn >= s->players.size() || tile < 0)
        return;
    const DlPlayer &p = s->players[sn];
    const TileKind tileKind = p.tiles[tile].kind;
    if (withTrap) {
        const QSignalBlocker trapBlocker(m_trap);
        m_trap->setCurrentIndex(0);
        for (int i = 1; i < m_trap->count(); ++i) {
            const auto kind = trapKindFromCode(m_trap->itemData(i).toString());
            if (!kind)
                continue;
            const Cost pay = trapPayment(*kind, tileKind);
            if (pay.gold <= p.gold && pay.food <= p.food && pay.imps <= p.imps) {
                m_trap->setCurrentIndex(i);
                break;
            }
        }
    }
    int room = monsterLimit(tileKind);
    const QSignalBlocker blocker(m_monsters);
    for (int row = 0; row < m_monsters->count(); ++row) {
        QListWidgetItem *item = m_monsters->item(row);
        if (!(item->flags() & Qt::ItemIsUserCheckable))
            continue;
        const DlMonster &monster = p.monsters[item->data(kIndexRole).toInt()];
        const MonsterKind kind = monster.kind;
        // An exhausted monster or ghost stays home (dl.exhausted.year): only ready ones.
        const bool take = !monster.used && (isGhost(kind) || room > 0);
        if (take && !isGhost(kind))
            --room;
        item->setCheckState(take ? Qt::Checked : Qt::Unchecked);
    }
}

int DlPlanTool::chosenTile() const
{
    const QListWidgetItem *item = m_tiles->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return -1;
    return item->data(kIndexRole).toInt();
}

QList<int> DlPlanTool::chosenMonsters() const
{
    QList<int> chosen;
    for (int row = 0; row < m_monsters->count(); ++row) {
        const QListWidgetItem *item = m_monsters->item(row);
        if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked)
            chosen.append(item->data(kIndexRole).toInt());
    }
    return chosen;
}

std::optional<Step> DlPlanTool::preparedStep(QString *missing) const
{
    const auto s = state();
    const int sn = seat();
    if (!s || sn < 0 || sn >= s->players.size()) {
        *missing = tr("Choose the player who plans.");
        return std::nullopt;
    }
    Step step;
    step.actor = sn;
    if (releasing()) {
        const QListWidgetItem *item = m_prisoners->currentItem();
        if (!item) {
            *missing = tr("Nobody is in the prison: there is no prisoner to release.");
            return std::nullopt;
        }
        step.kind = QStringLiteral("release");
        step.payload.insert(QStringLiteral("prisoner"), item->data(kIndexRole).toInt());
        return step;
    }
    const int tile = chosenTile();
    if (tile < 0) {
        *missing = tr("Choose the tile the party attacks.");
        return std::nullopt;
    }
    step.kind = QStringLiteral("plan");
    step.payload.insert(QStringLiteral("tile"), tile);
    const QString trap = m_trap->currentData().toString();
    step.payload.insert(QStringLiteral("trap"),
                        trap.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(trap));
    QJsonArray monsters;
    for (int m : chosenMonsters())
        monsters.append(m);
    step.payload.insert(QStringLiteral("monsters"), monsters);
    return step;
}

void DlPlanTool::focusEntry()
{
    (releasing() ? m_prisoners : m_tiles)->setFocus();
}

void DlPlanTool::updateNotes()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    if (s && sn >= 0 && sn < s->players.size() && !releasing()) {
        const DlPlayer &p = s->players[sn];
        const int tile = chosenTile();
        const QList<int> nearest = nearestTiles(p);
        if (nearest.isEmpty())
            m_tileNote->setText(
                tr("No unconquered tile is left: a prisoner is released instead of fighting.")
                    .toHtmlEscaped() +
                ruleTag("dl.end.no-tile"));
        else if (tile >= 0 && !nearest.contains(tile))
            m_tileNote->setText(
                tr("Farther than the nearest unconquered tile: the party attacks the nearest one.")
                    .toHtmlEscaped() +
                ruleTag("dl.plan.tile"));
        else if (nearest.size() > 1)
            m_tileNote->setText(tr("Several tiles are equally near: you choose.").toHtmlEscaped() +
                                ruleTag("dl.plan.tile"));
        else
            m_tileNote->clear();

        const TileKind kind = tile >= 0 ? p.tiles[tile].kind : TileKind::Tunnel;
        const QString code = m_trap->currentData().toString();
        const std::optional<TrapKind> trap = trapKindFromCode(code);
        if (!trap) {
            m_trapNote->setText(kind == TileKind::Room
                                    ? tr("In a room a trap costs 1 gold more.").toHtmlEscaped() +
                                          ruleTag("dl.plan.room")
                                    : QString());
        } else {
            const Cost pay = trapPayment(*trap, kind);
            QString text =
                kind == TileKind::Room
                    ? tr("%1 costs %2, plus 1 gold for the room: %3 when it is revealed.")
                          .arg(trapName(*trap).text(lang), costText(trapCost(*trap)), costText(pay))
                    : tr("%1 costs %2 when it is revealed.")
                          .arg(trapName(*trap).text(lang), costText(pay));
            text = text.toHtmlEscaped();
            if (pay.gold > p.gold || pay.food > p.food || pay.imps > p.imps)
                text += QStringLiteral(" <b>%1</b>")
                            .arg(tr("Not enough in the treasury (%1 gold, %2 food, %3 imps).")
                                     .arg(p.gold)
                                     .arg(p.food)
                                     .arg(p.imps)
                                     .toHtmlEscaped());
            m_trapNote->setText(
                text + ruleTag(kind == TileKind::Room ? "dl.plan.room" : "dl.plan.trap-payment"));
        }

        int monsters = 0;
        int ghosts = 0;
        for (int m : chosenMonsters())
            (isGhost(p.monsters[m].kind) ? ghosts : monsters) += 1;
        const int limit = monsterLimit(kind);
        QString limitText = kind == TileKind::Room ? tr("Room: 2 monsters + any ghosts.")
                                                   : tr("Tunnel: 1 monster + any ghosts.");
        limitText +=
            QLatin1Char(' ') + tr("Chosen: %1 monsters, %2 ghosts.").arg(monsters).arg(ghosts);
        limitText = limitText.toHtmlEscaped();
        if (monsters > limit)
            limitText += QStringLiteral(" <b>%1</b>").arg(tr("Too many monsters.").toHtmlEscaped());
        m_limit->setText(limitText +
                         ruleTag(kind == TileKind::Room ? "dl.plan.room" : "dl.plan.tunnel"));
    } else {
        m_tileNote->clear();
        m_trapNote->clear();
        m_limit->clear();
    }
    // A release while a tile is left: said in words under the prisoners (dl.end.no-tile).
    if (s && sn >= 0 && sn < s->players.size() && releasing() &&
        s->players[sn].hasUnconqueredTile())
        m_releaseNote->setText(
            tr("A tile is still unconquered: the party fights there instead.").toHtmlEscaped() +
            ruleTag("dl.end.no-tile"));
    else
        m_releaseNote->clear();
    updatePreview();
}

void DlPlanTool::retranslateUi()
{
    const auto s = state();
    const Lang lang = Translations::current();
    const int sn = seat();
    m_seatLabel->setText(tr("&Player:"));
    m_tilesLabel->setText(tr("&Tile to fight on:"));
    m_trapLabel->setText(tr("T&rap:"));
    m_monstersLabel->setText(tr("&Monsters and ghosts to commit:"));
    m_prisonersLabel->setText(tr("Pri&soner to release:"));
    // Short, so that the tool keeps its width; the note under the choice says why it is against
    // the rules, showMode colours it and names the rule in its tooltip.
    m_fightMode->setText(tr("F&ight on a tile"));
    m_releaseMode->setText(tr("Rele&ase a prisoner"));
    if (releasing())
        m_title->setText(tr("Release a prisoner"));
    else
        m_title->setText(s ? tr("Plan round %1").arg(s->round) : tr("Plan"));
    m_record->setText(releasing() ? tr("&Record release") : tr("&Record plan"));
    keepWidest(m_record, {tr("&Record release"), tr("&Record plan")});
    m_keys->setText(releasing() ? tr("1–9: prisoner · Enter: record")
                                : tr("1–9: tile · arrows, space: monsters · Enter: record"));
    if (!s)
        return;
    for (int i = 0; i < m_seat->count(); ++i) {
        const int seat = m_seat->itemData(i, kIndexRole).toInt();
        // A long name elides (the whole of it on hover): the tool keeps its width.
        const QString name = playerName(*s, seat);
        QString text = m_seat->fontMetrics().elidedText(
            name, Qt::ElideRight, m_seat->fontMetrics().averageCharWidth() * 16);
        m_seat->setItemData(i, name, Qt::ToolTipRole);
        if (seat >= 0 && seat < s->players.size()) {
            const Stage st = s->players[seat].stage;
            if (st == Stage::Out)
                text = tr("%1 (out of the fight)").arg(text);
            else if (st != Stage::Plan)
                text = tr("%1 (planned)").arg(text);
        }
        m_seat->setItemText(i, text);
    }
    // QComboBox keeps its first minimum size hint when an item's text changes: the whole of the
    // longest entry is the minimum (with a little air next to the arrow).
    m_seat->setMinimumWidth(m_seat->sizeHint().width() +
                            2 * m_seat->fontMetrics().averageCharWidth());
    if (sn < 0 || sn >= s->players.size())
        return;
    const DlPlayer &p = s->players[sn];
    const QList<int> nearest = nearestTiles(p);
    for (int row = 0; row < m_tiles->count(); ++row) {
        QListWidgetItem *item = m_tiles->item(row);
        const int t = item->data(kIndexRole).toInt();
        QString text = QStringLiteral("%1. %2").arg(row + 1).arg(tileName(p, t).text(lang));
        if (p.tiles[t].conquered)
            text += QStringLiteral(" — ") + tr("conquered");
        else if (nearest.contains(t))
            text += QStringLiteral(" — ") + tr("nearest");
        item->setText(text);
    }
    m_trap->setItemText(0, tr("No trap"));
    for (int i = 1; i < m_trap->count(); ++i) {
        const std::optional<TrapKind> kind = trapKindFromCode(m_trap->itemData(i).toString());
        if (!kind)
            continue;
        const auto held = p.traps.count(*kind);
        QString text = trapName(*kind).text(lang);
        if (held > 1)
            text = tr("%1 ×%2").arg(text).arg(held);
        m_trap->setItemText(i, tr("%1 (costs %2)").arg(text, costText(trapCost(*kind))));
    }
    for (int row = 0; row < m_monsters->count(); ++row) {
        QListWidgetItem *item = m_monsters->item(row);
        const DlMonster &m = p.monsters[item->data(kIndexRole).toInt()];
        QString text = monsterName(m.kind).text(lang);
        if (m.used) {
            text = tr("%1 — exhausted: it fought this year").arg(text);
            item->setToolTip(tr("An exhausted monster is ready again next year [dl.exhausted]"));
        }
        item->setText(text);
    }
    for (int row = 0; row < m_prisoners->count(); ++row) {
        QListWidgetItem *item = m_prisoners->item(row);
        const int i = item->data(kIndexRole).toInt();
        item->setText(tr("%1. %2 (level %3)")
                          .arg(row + 1)
                          .arg(adventurerName(p.prisoners, i).text(lang))
                          .arg(p.prisoners[i].level));
    }
    if (releasing())
        m_limit->clear();
    updateNotes();
}

bool DlPlanTool::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const int k = key->key();
        if (k >= Qt::Key_1 && k <= Qt::Key_9 &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            QListWidget *list = releasing() ? m_prisoners : m_tiles;
            const int row = k - Qt::Key_1;
            if (row < list->count() && (list->item(row)->flags() & Qt::ItemIsEnabled)) {
                list->setCurrentRow(row);
                list->setFocus();
            }
            return true;
        }
        if ((k == Qt::Key_Return || k == Qt::Key_Enter) && watched != m_record) {
            recordPrepared();
            return true;
        }
        if (k == Qt::Key_Space && watched == m_monsters) {
            QListWidgetItem *item = m_monsters->currentItem();
            if (item && (item->flags() & Qt::ItemIsUserCheckable))
                item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked
                                                                      : Qt::Checked);
            return true;
        }
    }
    return DlTool::eventFilter(watched, event);
}

void DlPlanTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DlTool::changeEvent(event);
}

} // namespace kbz::dl
