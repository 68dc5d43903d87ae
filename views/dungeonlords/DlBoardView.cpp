// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlBoardView.h"

#include "DlViewText.h"
#include "dungeonlords/DlRules.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

enum TileColumn { TileName, TileDistance, TileState, TileColumns };
enum PartyColumn { PartyPos, PartyWho, PartySymbols, PartyDamage, PartyColumns };
enum MonsterColumn { MonsterName, MonsterState, MonsterColumns };

constexpr int kIdRole = Qt::UserRole;
constexpr int kFrame = 3; // the resolving board's frame

QTreeWidget *makeTree(int columns, const QString &objectName, QWidget *parent)
{
    auto *tree = new QTreeWidget(parent);
    tree->setObjectName(objectName);
    tree->setColumnCount(columns);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setAllColumnsShowFocus(true);
    tree->setSelectionMode(QAbstractItemView::SingleSelection);
    tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree->header()->setMinimumSectionSize(16);
    tree->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return tree;
}

QLabel *makeHeading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    return label;
}

void setRowFont(QTreeWidgetItem *item, bool bold, bool strikeOut)
{
    for (int c = 0; c < item->columnCount(); ++c) {
        QFont f = item->font(c);
        f.setBold(bold);
        f.setStrikeOut(strikeOut);
        item->setFont(c, f);
    }
}

void setRowBackground(QTreeWidgetItem *item, const QColor &colour)
{
    for (int c = 0; c < item->columnCount(); ++c)
        item->setBackground(c, colour);
}

void setRowForeground(QTreeWidgetItem *item, const QColor &colour)
{
    for (int c = 0; c < item->columnCount(); ++c)
        item->setForeground(c, colour);
}

} // namespace

DlBoardView::DlBoardView(int seat, QWidget *parent)
    : QWidget(parent)
    , m_seat(seat)
    , m_title(new QLabel(this))
    , m_stage(new QLabel(this))
    , m_resources(new QLabel(this))
    , m_tilesHeading(makeHeading(this))
    , m_tiles(makeTree(TileColumns, QStringLiteral("tiles"), this))
    , m_partyHeading(makeHeading(this))
    , m_party(makeTree(PartyColumns, QStringLiteral("party"), this))
    , m_prison(new QLabel(this))
    , m_monstersHeading(makeHeading(this))
    , m_monsters(makeTree(MonsterColumns, QStringLiteral("monsters"), this))
    , m_traps(new QLabel(this))
    , m_correct(new QAction(this))
    , m_paladin(new QAction(this))
{
    setObjectName(QStringLiteral("dlBoard%1").arg(seat));
    m_title->setObjectName(QStringLiteral("title"));
    m_stage->setObjectName(QStringLiteral("stage"));
    m_resources->setObjectName(QStringLiteral("resources"));
    m_prison->setObjectName(QStringLiteral("prison"));
    m_traps->setObjectName(QStringLiteral("traps"));
    m_correct->setObjectName(QStringLiteral("correct"));
    m_paladin->setObjectName(QStringLiteral("paladinHere"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    m_title->setTextFormat(Qt::RichText);
    m_stage->setTextFormat(Qt::RichText);
    for (QLabel *l : {m_title, m_stage, m_resources, m_prison, m_traps})
        l->setWordWrap(true);
    m_tiles->header()->setSectionResizeMode(TileName, QHeaderView::Stretch);
    m_party->header()->setSectionResizeMode(PartyWho, QHeaderView::Stretch);
    m_monsters->header()->setSectionResizeMode(MonsterName, QHeaderView::Stretch);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kFrame + 4, kFrame + 4, kFrame + 4, kFrame + 4);
    layout->setSpacing(3);
    layout->addWidget(m_title);
    layout->addWidget(m_stage);
    layout->addWidget(m_resources);
    layout->addSpacing(4);
    layout->addWidget(m_tilesHeading);
    layout->addWidget(m_tiles);
    layout->addSpacing(4);
    layout->addWidget(m_partyHeading);
    layout->addWidget(m_party);
    layout->addWidget(m_prison);
    layout->addSpacing(4);
    layout->addWidget(m_monstersHeading);
    layout->addWidget(m_monsters);
    layout->addWidget(m_traps);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    // Room for "Paladin L3 · all 1 · 3/5 ●●●○○" and the tile states.
    setMinimumWidth(fontMetrics().averageCharWidth() * 38);

    m_correct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_paladin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    for (QAction *a : {m_correct, m_paladin}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    connect(m_correct, &QAction::triggered, this, [this] { Q_EMIT adjustRequested(m_seat); });
    connect(m_paladin, &QAction::triggered, this, [this] { Q_EMIT paladinRequested(m_seat); });
    retranslate();
}

DlBoardView::~DlBoardView() = default;

void DlBoardView::setState(std::shared_ptr<const DlState> state)
{
    m_state = std::move(state);
    refresh();
}

void DlBoardView::retranslate()
{
    m_tilesHeading->setText(tr("Tiles"));
    m_partyHeading->setText(tr("Party (front first)"));
    m_monstersHeading->setText(tr("Monsters and ghosts"));
    m_tiles->setHeaderLabels({tr("Tile"), tr("Dist."), tr("State")});
    m_party->setHeaderLabels({tr("#"), tr("Adventurer"), tr("Symbols"), tr("Damage")});
    m_monsters->setHeaderLabels({tr("Monster"), tr("State")});
    m_tiles->headerItem()->setToolTip(TileDistance, tr("Distance from the entrance"));
    m_party->headerItem()->setToolTip(PartyDamage,
                                      tr("Damage on the adventurer / its hit points; ● damage, "
                                         "○ hit points left"));
    m_correct->setText(tr("&Correct…"));
    m_correct->setToolTip(tr("Record a correction the table makes on this board: damage, "
                             "healing, resources (Ctrl+K)"));
    m_paladin->setText(tr("Move the &paladin here"));
    m_paladin->setToolTip(tr("Move the paladin to this board by hand (Ctrl+Shift+P)"));
    refresh();
}

void DlBoardView::refresh()
{
    const DlState *s = m_state.get();
    const bool valid = s && m_seat >= 0 && m_seat < s->players.size();
    m_resolving = valid && s->phase == Phase::Resolve && s->resolving == m_seat;
    m_correct->setEnabled(valid && s->phase != Phase::Finished);
    m_paladin->setEnabled(valid && s->paladinSeat >= 0 && s->paladinSeat != m_seat &&
                          s->phase != Phase::Finished && s->phase != Phase::YearSetup);
    if (!valid) {
        m_title->setText(tr("Player %1").arg(m_seat + 1));
        for (QLabel *l : {m_stage, m_resources, m_prison, m_traps})
            l->clear();
        m_tiles->clear();
        m_party->clear();
        m_monsters->clear();
        for (QTreeWidget *t : {m_tiles, m_party, m_monsters})
            fitHeight(t);
        update();
        return;
    }
    const DlPlayer &p = s->players.at(m_seat);

    QStringList badges;
    if (s->startPlayer == m_seat)
        badges.append(tr("start player"));
    if (s->paladinSeat == m_seat)
        badges.append(QStringLiteral("<span style='background:%1'>&nbsp;%2&nbsp;</span>")
                          .arg(DlViewText::paladinColor().name(), tr("paladin here")));
    m_title->setText(QStringLiteral("%1%2").arg(
        DlViewText::player(*s, m_seat).toHtmlEscaped(),
        badges.isEmpty() ? QString()
                         : QStringLiteral(" <span style='font-weight:normal'>· %1</span>")
                               .arg(badges.join(QStringLiteral(" · ")))));

    const QString stage = DlViewText::stage(*s, m_seat).toHtmlEscaped();
    m_stage->setText(m_resolving ? QStringLiteral("<b style='color:%1'>▶ %2</b>")
                                       .arg(DlViewText::resolvingColor().name(), stage)
                                 : stage);
    QString resources =
        tr("Gold %1 · food %2 · imps %3 · evil %4").arg(p.gold).arg(p.food).arg(p.imps).arg(p.evil);
    if (p.unpaidTaxes != 0)
        resources += tr(" · unpaid taxes %1").arg(p.unpaidTaxes);
    m_resources->setText(resources);

    fillTiles(*s, p);
    fillParty(*s, p);
    fillMonsters(p);

    QStringList prisoners;
    for (const DlAdventurer &a : p.prisoners)
        prisoners.append(DlViewText::adventurer(a));
    m_prison->setText(
        prisoners.isEmpty()
            ? tr("Prison: empty")
            : tr("Prison (%1): %2").arg(prisoners.size()).arg(prisoners.join(tr(", "))));

    QStringList traps;
    for (TrapKind t : p.traps)
        traps.append(DlViewText::name(trapName(t)));
    QString trapText =
        traps.isEmpty() ? tr("No trap in hand") : tr("Traps in hand: %1").arg(traps.join(tr(", ")));
    if (p.fight.trap) {
        const QString trap = DlViewText::name(trapName(*p.fight.trap));
        trapText += QLatin1Char('\n') + (p.fight.trapDone ? tr("Trap sprung this round: %1")
                                                          : tr("Trap set this round: %1"))
                                            .arg(trap);
    }
    m_traps->setText(trapText);
    fitContents();
    update();
}

void DlBoardView::fitContents()
{
    // The wrapped texts need the height their width gives them: a grid row or a scroll area
    // would otherwise hand the board its plain size hint and squeeze them.
    if (!layout())
        return;
    const int h = layout()->totalHeightForWidth(width());
    if (h > 0 && minimumHeight() != h)
        setMinimumHeight(h);
}

void DlBoardView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitContents();
}

void DlBoardView::fillTiles(const DlState &s, const DlPlayer &p)
{
    m_tiles->clear();
    const QList<int> nearest = nearestTiles(p);
    const bool fighting =
        s.phase == Phase::Plan || s.phase == Phase::Reveal || s.phase == Phase::Resolve;
    QList<int> order;
    for (int i = 0; i < p.tiles.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&p](int a, int b) {
        return p.tiles.at(a).distance < p.tiles.at(b).distance;
    });
    for (int i : order) {
        const DlTile &t = p.tiles.at(i);
        auto *item = new QTreeWidgetItem(m_tiles);
        item->setData(TileName, kIdRole, i);
        QString name = DlViewText::name(tileKindName(t.kind));
        if (!t.name.isEmpty())
            name = tr("%1 “%2”").arg(name, t.name);
        item->setText(TileName, name);
        item->setText(TileDistance, QString::number(t.distance));
        item->setTextAlignment(TileDistance, Qt::AlignCenter);
        const bool foughtNow = fighting && p.fight.tile == i && p.stage != Stage::Out;
        QString state;
        if (foughtNow && t.conquered)
            state = tr("conquered now");
        else if (foughtNow)
            state = tr("⚔ fought now");
        else if (t.conquered)
            state = tr("conquered");
        else if (nearest.contains(i))
            state = tr("nearest");
        item->setText(TileState, state);
        setRowFont(item, foughtNow, t.conquered);
        if (t.conquered)
            setRowForeground(item, palette().color(QPalette::Disabled, QPalette::Text));
        if (foughtNow && !t.conquered)
            setRowBackground(item, DlViewText::resolvingColor().lighter(185));
        item->setToolTip(TileName, DlViewText::name(tileName(p, i)));
    }
    fitHeight(m_tiles);
}

void DlBoardView::fillParty(const DlState &s, const DlPlayer &p)
{
    m_party->clear();
    const int paladin = s.paladinIndex(m_seat);
    for (int i = 0; i < p.party.size(); ++i) {
        const DlAdventurer &a = p.party.at(i);
        auto *item = new QTreeWidgetItem(m_party);
        item->setData(PartyPos, kIdRole, i);
        item->setText(PartyPos, QString::number(i + 1));
        QString who = DlViewText::adventurer(a);
        if (p.fight.silenced == i)
            who = tr("%1 (silenced)").arg(who);
        item->setText(PartyWho, who);
        item->setText(PartySymbols, DlViewText::symbols(a));
        item->setText(PartyDamage, DlViewText::damage(a));
        if (a.damage > 0)
            item->setForeground(PartyDamage, DlViewText::damageColor());
        item->setToolTip(
            PartyDamage,
            tr("%1 damage, %2 of %3 hit points left").arg(a.damage).arg(a.hpLeft()).arg(a.hp));
        const bool isPaladin = a.cls == AdvClass::Paladin || i == paladin;
        setRowFont(item, isPaladin, false);
        if (isPaladin) {
            for (int c = 0; c < PartyColumns; ++c)
                if (c != PartyDamage || a.damage == 0)
                    item->setForeground(c, QColor(Qt::black));
            setRowBackground(item, DlViewText::paladinColor());
        }
    }
    if (p.party.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_party);
        item->setData(PartyPos, kIdRole, -1);
        // Before the year's setup the party is still to come; later an empty one was defeated.
        item->setText(PartyWho,
                      s.phase == Phase::YearSetup ? tr("not entered yet") : tr("nobody left"));
        item->setFlags(Qt::ItemIsEnabled);
    }
    QStringList totals;
    totals.append(tr("magic %1").arg(s.magicPoints(m_seat)));
    totals.append(tr("hearts %1").arg(s.hearts(m_seat)));
    totals.append(tr("trap symbols %1").arg(s.thiefSymbols(m_seat)));
    m_partyHeading->setText(tr("Party (front first): %1").arg(totals.join(QStringLiteral(" · "))));
    fitHeight(m_party);
}

void DlBoardView::fillMonsters(const DlPlayer &p)
{
    m_monsters->clear();
    for (int i = 0; i < p.monsters.size(); ++i) {
        const DlMonster &m = p.monsters.at(i);
        auto *item = new QTreeWidgetItem(m_monsters);
        item->setData(MonsterName, kIdRole, i);
        item->setText(MonsterName, DlViewText::name(monsterName(m.kind)));
        if (m.kind == MonsterKind::Demon && !m.sacrificed.isEmpty()) {
            const auto kind = monsterKindFromCode(m.sacrificed);
            item->setToolTip(MonsterName,
                             tr("Hired by sacrificing: %1")
                                 .arg(kind ? DlViewText::name(monsterName(*kind)) : m.sacrificed));
        }
        QString state;
        bool active = false;
        if (p.fight.attacked.contains(i)) {
            state = m.used ? tr("attacked, exhausted") : tr("attacked, ready again");
        } else if (p.fight.cancelled.contains(i)) {
            state = tr("held back by the spell");
        } else if (p.fight.monsters.contains(i)) {
            state = tr("committed");
            active = true;
        } else if (m.used) {
            state = tr("exhausted");
        } else {
            state = tr("ready");
        }
        item->setText(MonsterState, state);
        setRowFont(item, active, false);
        if (m.used)
            setRowForeground(item, palette().color(QPalette::Disabled, QPalette::Text));
    }
    if (p.monsters.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_monsters);
        item->setData(MonsterName, kIdRole, -1);
        item->setText(MonsterName, tr("none hired"));
        item->setFlags(Qt::ItemIsEnabled);
    }
    fitHeight(m_monsters);
}

void DlBoardView::fitHeight(QTreeWidget *tree)
{
    // Every row shown: the board scrolls as a whole, never a list inside it.
    int height = tree->header()->isHidden() ? 0 : tree->header()->sizeHint().height();
    const int rows = tree->topLevelItemCount();
    int row = rows > 0 ? tree->visualItemRect(tree->topLevelItem(0)).height() : 0;
    if (row <= 0)
        row = tree->fontMetrics().height() + 4;
    height += qMax(rows, 1) * row;
    tree->setFixedHeight(height + 2 * tree->frameWidth() + 2);
}

QString DlBoardView::rowText(QTreeWidget *tree, int id, int column) const
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, kIdRole).toInt() == id)
            return tree->topLevelItem(i)->text(column);
    return {};
}

QString DlBoardView::tileState(int tile) const
{
    return rowText(m_tiles, tile, TileState);
}

bool DlBoardView::tileCrossedOut(int tile) const
{
    for (int i = 0; i < m_tiles->topLevelItemCount(); ++i)
        if (m_tiles->topLevelItem(i)->data(0, kIdRole).toInt() == tile)
            return m_tiles->topLevelItem(i)->font(TileName).strikeOut();
    return false;
}

QString DlBoardView::damageText(int index) const
{
    return rowText(m_party, index, PartyDamage);
}

QString DlBoardView::adventurerText(int index) const
{
    return rowText(m_party, index, PartyWho);
}

QString DlBoardView::monsterState(int monster) const
{
    return rowText(m_monsters, monster, MonsterState);
}

void DlBoardView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_correct);
    menu.addAction(m_paladin);
    menu.exec(event->globalPos());
    event->accept();
}

void DlBoardView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    if (m_resolving) {
        QColor fill = DlViewText::resolvingColor();
        fill.setAlpha(24);
        painter.setBrush(fill);
        painter.setPen(QPen(DlViewText::resolvingColor(), kFrame));
    } else {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    }
    painter.drawRoundedRect(r, 6, 6);
}

void DlBoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::dl
