// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlYearPage.h"

#include "DlYearTable.h"
#include "DlYearTool.h"
#include "Translations.h"
#include "dungeonlords/DlRules.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace kbz::dl {

namespace {

using T = DlYearTable;
using Y = DlYearTool;

constexpr int kYearRole = Qt::UserRole + 1; // an adventurer row's year (class item)
constexpr int kMaxTiles = 40;
constexpr int kMaxFigure = 20;

static_assert(DlYearTool::ResourceCount == 5);

// A reference figure of the data README (dl.adventurer.figures): the table edits the row.
struct Preset
{
    AdvClass cls;
    int level;
    int hp;
    int skills;
};

QList<Preset> presets(int year)
{
    QList<Preset> list;
    if (year == 2) {
        for (const int level : {4, 5, 6, 7})
            list.append({AdvClass::Warrior, level, level + 1, 0});
        for (AdvClass c : {AdvClass::Thief, AdvClass::Priest, AdvClass::Wizard})
            for (const Preset &p :
                 {Preset{c, 4, 4, 2}, Preset{c, 5, 5, 2}, Preset{c, 6, 5, 3}, Preset{c, 7, 6, 3}})
                list.append(p);
        return list;
    }
    for (const int level : {1, 2, 3})
        list.append({AdvClass::Warrior, level, level + 2, 0});
    for (AdvClass c : {AdvClass::Thief, AdvClass::Priest, AdvClass::Wizard})
        for (const Preset &p :
             {Preset{c, 1, 3, 1}, Preset{c, 2, 3, 2}, Preset{c, 2, 4, 1}, Preset{c, 3, 4, 2}})
            list.append(p);
    return list;
}

Lang lang()
{
    return Translations::current();
}

QString classLabel(int c)
{
    return className(AdvClass(c)).text(lang());
}

QString tileKindLabel(int k)
{
    return tileKindName(TileKind(k)).text(lang());
}

QString monsterLabel(int k)
{
    return k < 0 ? QStringLiteral("–") : monsterName(MonsterKind(k)).text(lang());
}

QSpinBox *spinBox(int min, int max, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(min, max);
    return spin;
}

QJsonArray adventurers(const QTableWidget *table)
{
    QJsonArray list;
    for (int row = 0; row < table->rowCount(); ++row) {
        DlAdventurer a;
        a.cls = AdvClass(T::intAt(table, row, Y::ClassColumn, Qt::UserRole));
        a.level = T::intAt(table, row, Y::LevelColumn);
        a.hp = T::intAt(table, row, Y::HpColumn);
        a.damage = T::intAt(table, row, Y::DamageColumn);
        a.skills = T::intAt(table, row, Y::SkillsColumn);
        a.year = T::intAt(table, row, Y::ClassColumn, kYearRole);
        list.append(adventurerToJson(a));
    }
    return list;
}

} // namespace

DlYearPage::DlYearPage(int year, QWidget *parent)
    : QScrollArea(parent)
    , m_year(year)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(4, 4, 4, 4);

    // The dungeon.
    m_dungeon = new QGroupBox(body);
    m_tiles = new DlYearTable(4, m_dungeon);
    m_tiles->setObjectName(QStringLiteral("tiles"));
    m_tiles->setCombo(Y::TileKindColumn, [] {
        return QList<std::pair<int, QString>>{
            {int(TileKind::Tunnel), tileKindLabel(int(TileKind::Tunnel))},
            {int(TileKind::Room), tileKindLabel(int(TileKind::Room))}};
    });
    m_tiles->setSpin(Y::TileDistanceColumn, 1, kMaxTiles);
    m_addTile = new QPushButton(m_dungeon);
    m_removeTile = new QPushButton(m_dungeon);
    // Each table's buttons above it (issue 29 item 6b): a table grows by a row for each row
    // added, and a button under it would move away from the mouse that just clicked it.
    auto *dungeonLayout = new QVBoxLayout(m_dungeon);
    auto *tileButtons = new QHBoxLayout;
    tileButtons->addWidget(m_addTile);
    tileButtons->addWidget(m_removeTile);
    tileButtons->addStretch(1);
    dungeonLayout->addLayout(tileButtons);
    dungeonLayout->addWidget(m_tiles);
    bodyLayout->addWidget(m_dungeon);

    // The party and the prison.
    buildAdventurers(m_party, true, body);
    buildAdventurers(m_prison, false, body);

    // Monsters and ghosts.
    m_monsterBox = new QGroupBox(body);
    m_monsters = new DlYearTable(3, m_monsterBox);
    m_monsters->setObjectName(QStringLiteral("monsters"));
    m_monsters->setCombo(Y::MonsterKindColumn, [] {
        QList<std::pair<int, QString>> list;
        for (int k = 0; k < kMonsterKinds; ++k)
            list.append({k, monsterLabel(k)});
        return list;
    });
    m_monsters->setCombo(Y::MonsterSacrificeColumn, [] {
        QList<std::pair<int, QString>> list{{-1, monsterLabel(-1)}};
        for (int k = 0; k < kMonsterKinds; ++k)
            if (!isGhost(MonsterKind(k)))
                list.append({k, monsterLabel(k)});
        return list;
    });
    m_monsterKind = new QComboBox(m_monsterBox);
    m_monsterKind->setObjectName(QStringLiteral("monsterKind"));
    // As wide as the longest name in the UI language (the page is made before its texts).
    m_monsterKind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int k = 0; k < kMonsterKinds; ++k)
        m_monsterKind->addItem(QString(), k);
    m_addMonster = new QPushButton(m_monsterBox);
    m_removeMonster = new QPushButton(m_monsterBox);
    auto *monsterLayout = new QVBoxLayout(m_monsterBox);
    auto *monsterButtons = new QHBoxLayout;
    monsterButtons->addWidget(m_monsterKind);
    monsterButtons->addWidget(m_addMonster);
    monsterButtons->addWidget(m_removeMonster);
    monsterButtons->addStretch(1);
    monsterLayout->addLayout(monsterButtons);
    monsterLayout->addWidget(m_monsters);
    bodyLayout->addWidget(m_monsterBox);

    // Traps in hand.
    m_trapBox = new QGroupBox(body);
    auto *trapGrid = new QGridLayout(m_trapBox);
    for (int k = 0; k < kTrapKinds; ++k) {
        m_trapLabels[k] = new QLabel(m_trapBox);
        m_traps[k] = spinBox(0, 9, m_trapBox);
        m_traps[k]->setObjectName(QStringLiteral("trap%1").arg(k));
        m_trapLabels[k]->setBuddy(m_traps[k]);
        trapGrid->addWidget(m_trapLabels[k], k / 3, (k % 3) * 2);
        trapGrid->addWidget(m_traps[k], k / 3, (k % 3) * 2 + 1);
        connect(m_traps[k], &QSpinBox::valueChanged, this, &DlYearPage::emitChanged);
    }
    bodyLayout->addWidget(m_trapBox);

    // Resources.
    m_resourceBox = new QGroupBox(body);
    auto *resGrid = new QGridLayout(m_resourceBox);
    for (int r = 0; r < kResources; ++r) {
        m_resourceLabels[r] = new QLabel(m_resourceBox);
        m_resources[r] = spinBox(0, 99, m_resourceBox);
        m_resources[r]->setObjectName(QStringLiteral("resource%1").arg(r));
        m_resourceLabels[r]->setBuddy(m_resources[r]);
        resGrid->addWidget(m_resourceLabels[r], r / 3, (r % 3) * 2);
        resGrid->addWidget(m_resources[r], r / 3, (r % 3) * 2 + 1);
        connect(m_resources[r], &QSpinBox::valueChanged, this, &DlYearPage::emitChanged);
    }
    m_copy = new QPushButton(m_resourceBox);
    m_copy->setObjectName(QStringLiteral("copyToAll"));
    resGrid->addWidget(m_copy, 2, 0, 1, 6, Qt::AlignRight);
    connect(m_copy, &QPushButton::clicked, this, &DlYearPage::copyRequested);
    bodyLayout->addWidget(m_resourceBox);
    bodyLayout->addStretch(1);
    setWidget(body);

    // Behaviour.
    for (QTableWidget *t :
         {static_cast<QTableWidget *>(m_tiles), static_cast<QTableWidget *>(m_party.table),
          static_cast<QTableWidget *>(m_prison.table), static_cast<QTableWidget *>(m_monsters)}) {
        connect(t->model(), &QAbstractItemModel::dataChanged, this, &DlYearPage::emitChanged);
        connect(t->model(), &QAbstractItemModel::rowsRemoved, this, &DlYearPage::emitChanged);
    }
    m_tiles->onInsert = [this] {
        addTile();
    };
    m_tiles->onRemove = [this] {
        removeRow(m_tiles);
    };
    connect(m_addTile, &QPushButton::clicked, this, [this] { addTile(); });
    connect(m_removeTile, &QPushButton::clicked, this, [this] { removeRow(m_tiles); });
    for (AdvEditor *ed : {&m_party, &m_prison}) {
        const bool party = ed == &m_party;
        ed->table->onInsert = [this, ed, party] {
            addAdventurer(*ed, party);
        };
        ed->table->onRemove = [this, ed] {
            removeRow(ed->table);
        };
        connect(ed->add, &QPushButton::clicked, this,
                [this, ed, party] { addAdventurer(*ed, party); });
        connect(ed->remove, &QPushButton::clicked, this, [this, ed] { removeRow(ed->table); });
        if (party) {
            ed->table->onMove = [this, ed](int d) {
                moveAdventurer(*ed, d);
            };
            connect(ed->up, &QPushButton::clicked, this, [this, ed] { moveAdventurer(*ed, -1); });
            connect(ed->down, &QPushButton::clicked, this, [this, ed] { moveAdventurer(*ed, 1); });
        }
    }
    m_monsters->onInsert = [this] {
        addMonster(m_monsterKind->currentData().toInt());
    };
    m_monsters->onRemove = [this] {
        removeRow(m_monsters);
    };
    connect(m_addMonster, &QPushButton::clicked, this,
            [this] { addMonster(m_monsterKind->currentData().toInt()); });
    connect(m_removeMonster, &QPushButton::clicked, this, [this] { removeRow(m_monsters); });
}

DlYearPage::~DlYearPage()
{
    // An editor still open commits while the children are destroyed: nothing may reach this
    // half-destroyed page any more.
    m_filling = true;
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

void DlYearPage::buildAdventurers(AdvEditor &editor, bool party, QWidget *body)
{
    AdvEditor *ed = &editor;
    ed->box = new QGroupBox(body);
    ed->table = new DlYearTable(5, ed->box);
    ed->table->setObjectName(party ? QStringLiteral("party") : QStringLiteral("prison"));
    ed->table->setCombo(Y::ClassColumn, [] {
        QList<std::pair<int, QString>> list;
        for (AdvClass c : {AdvClass::Warrior, AdvClass::Thief, AdvClass::Priest, AdvClass::Wizard,
                           AdvClass::Paladin})
            list.append({int(c), classLabel(int(c))});
        return list;
    });
    ed->table->setSpin(Y::LevelColumn, 0, kMaxFigure);
    ed->table->setSpin(Y::HpColumn, 1, kMaxFigure);
    ed->table->setSpin(Y::DamageColumn, 0, kMaxFigure);
    ed->table->setSpin(Y::SkillsColumn, 0, 9);
    if (!party)
        ed->table->setColumnHidden(Y::DamageColumn, true);
    ed->presetLabel = new QLabel(ed->box);
    ed->preset = new QComboBox(ed->box);
    ed->preset->setObjectName(QStringLiteral("preset"));
    ed->presetLabel->setBuddy(ed->preset);
    ed->add = new QPushButton(ed->box);
    ed->remove = new QPushButton(ed->box);
    // The buttons above the table, as the dungeon's: they stay put as adventurers are added.
    auto *edLayout = new QVBoxLayout(ed->box);
    ed->preset->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *row = new QHBoxLayout;
    row->addWidget(ed->presetLabel);
    row->addWidget(ed->preset);
    row->addWidget(ed->add);
    row->addStretch(1);
    edLayout->addLayout(row);
    auto *edit = new QHBoxLayout;
    edit->addWidget(ed->remove);
    if (party) {
        ed->up = new QPushButton(ed->box);
        ed->down = new QPushButton(ed->box);
        edit->addWidget(ed->up);
        edit->addWidget(ed->down);
    }
    edit->addStretch(1);
    edLayout->addLayout(edit);
    edLayout->addWidget(ed->table);
    body->layout()->addWidget(ed->box);
    fillPresets(ed->preset, party ? m_year : 1);
}

// ---- Parts (tests) ------------------------------------------------------------------------

QTableWidget *DlYearPage::tileTable() const
{
    return m_tiles;
}
QTableWidget *DlYearPage::partyTable() const
{
    return m_party.table;
}
QTableWidget *DlYearPage::prisonTable() const
{
    return m_prison.table;
}
QTableWidget *DlYearPage::monsterTable() const
{
    return m_monsters;
}
QSpinBox *DlYearPage::trapSpin(int trapKind) const
{
    return trapKind >= 0 && trapKind < kTrapKinds ? m_traps[trapKind] : nullptr;
}
QSpinBox *DlYearPage::resourceSpin(int resource) const
{
    return resource >= 0 && resource < kResources ? m_resources[resource] : nullptr;
}

// ---- Filling ------------------------------------------------------------------------------

void DlYearPage::setYear(int year)
{
    m_year = year;
}

void DlYearPage::fillPresets(QComboBox *combo, int year) const
{
    const int index = combo->currentIndex();
    const QSignalBlocker blocker(combo);
    combo->clear();
    for (const Preset &p : presets(year)) {
        const QString label =
            p.skills > 0 ? tr("%1 %2/%3, symbols %4")
                               .arg(classLabel(int(p.cls)))
                               .arg(p.level)
                               .arg(p.hp)
                               .arg(p.skills)
                         : tr("%1 %2/%3").arg(classLabel(int(p.cls))).arg(p.level).arg(p.hp);
        combo->addItem(label);
    }
    combo->setCurrentIndex(qBound(0, index, combo->count() - 1));
}

void DlYearPage::fillExample()
{
    const bool filling = m_filling;
    m_filling = true;
    m_tiles->setRowCount(0);
    m_party.table->setRowCount(0);
    m_prison.table->setRowCount(0);
    m_monsters->setRowCount(0);
    // Two tunnels and a room: the table edits them (dl.plan.tile).
    const std::pair<TileKind, int> example[] = {
        {TileKind::Tunnel, 1}, {TileKind::Tunnel, 2}, {TileKind::Room, 3}};
    for (const auto &[kind, distance] : example) {
        addTile();
        const int row = m_tiles->rowCount() - 1;
        m_tiles->item(row, Y::TileKindColumn)->setData(Qt::UserRole, int(kind));
        m_tiles->item(row, Y::TileKindColumn)->setText(tileKindLabel(int(kind)));
        m_tiles->item(row, Y::TileDistanceColumn)->setData(Qt::EditRole, distance);
    }
    for (QSpinBox *spin : m_traps)
        spin->setValue(0);
    const int resources[kResources] = {3, 3, 3, 0, 0};
    for (int r = 0; r < kResources; ++r)
        m_resources[r]->setValue(resources[r]);
    m_filling = filling;
}

void DlYearPage::fillFromState(const DlPlayer &p)
{
    const bool filling = m_filling;
    m_filling = true;
    m_tiles->setRowCount(0);
    for (const DlTile &t : p.tiles) {
        const int row = m_tiles->rowCount();
        m_tiles->insertRow(row);
        m_tiles->setItem(row, Y::TileKindColumn,
                         T::choiceItem(int(t.kind), tileKindLabel(int(t.kind))));
        m_tiles->setItem(row, Y::TileDistanceColumn, T::numberItem(t.distance));
        m_tiles->setItem(row, Y::TileConqueredColumn, T::checkItem(t.conquered));
        m_tiles->setItem(row, Y::TileNameColumn, new QTableWidgetItem(t.name));
    }
    // A new party comes each year; the prisoners stay.
    m_party.table->setRowCount(0);
    QTableWidget *prison = m_prison.table;
    prison->setRowCount(0);
    for (const DlAdventurer &a : p.prisoners) {
        const int row = prison->rowCount();
        prison->insertRow(row);
        QTableWidgetItem *cls = T::choiceItem(int(a.cls), classLabel(int(a.cls)));
        cls->setData(kYearRole, a.year);
        prison->setItem(row, Y::ClassColumn, cls);
        prison->setItem(row, Y::LevelColumn, T::numberItem(a.level));
        prison->setItem(row, Y::HpColumn, T::numberItem(a.hp));
        prison->setItem(row, Y::DamageColumn, T::numberItem(a.damage));
        prison->setItem(row, Y::SkillsColumn, T::numberItem(a.skills));
    }
    // Monsters are ready again (dl.exhausted.restore).
    m_monsters->setRowCount(0);
    for (const DlMonster &m : p.monsters)
        addMonster(int(m.kind), false,
                   monsterKindFromCode(m.sacrificed).has_value()
                       ? int(*monsterKindFromCode(m.sacrificed))
                       : -1);
    for (int k = 0; k < kTrapKinds; ++k)
        m_traps[k]->setValue(int(p.traps.count(TrapKind(k))));
    const int resources[kResources] = {p.gold, p.food, p.imps, p.evil, p.unpaidTaxes};
    for (int r = 0; r < kResources; ++r)
        m_resources[r]->setValue(resources[r]);
    m_filling = filling;
}

void DlYearPage::copyResources(const DlYearPage &from)
{
    const bool filling = m_filling;
    m_filling = true;
    for (int k = 0; k < kTrapKinds; ++k)
        m_traps[k]->setValue(from.m_traps[k]->value());
    for (int r = 0; r < kResources; ++r)
        m_resources[r]->setValue(from.m_resources[r]->value());
    m_filling = filling;
}

// ---- Editing ------------------------------------------------------------------------------

void DlYearPage::emitChanged()
{
    if (!m_filling)
        Q_EMIT changed();
}

void DlYearPage::removeRow(QTableWidget *t)
{
    const int row = t->currentRow();
    if (row < 0)
        return;
    t->removeRow(row);
    if (t->rowCount() > 0)
        t->setCurrentCell(qMin(row, t->rowCount() - 1), qMax(0, t->currentColumn()));
}

void DlYearPage::addTile()
{
    QTableWidget *t = m_tiles;
    int distance = 1;
    for (int row = 0; row < t->rowCount(); ++row)
        distance = qMax(distance, T::intAt(t, row, Y::TileDistanceColumn) + 1);
    const bool filling = m_filling;
    m_filling = true;
    const int row = t->rowCount();
    t->insertRow(row);
    t->setItem(row, Y::TileKindColumn,
               T::choiceItem(int(TileKind::Tunnel), tileKindLabel(int(TileKind::Tunnel))));
    t->setItem(row, Y::TileDistanceColumn, T::numberItem(qMin(distance, kMaxTiles)));
    t->setItem(row, Y::TileConqueredColumn, T::checkItem(false));
    t->setItem(row, Y::TileNameColumn, new QTableWidgetItem);
    m_filling = filling;
    t->setCurrentCell(row, Y::TileKindColumn);
    emitChanged();
}

void DlYearPage::addAdventurer(AdvEditor &editor, bool party)
{
    const QList<Preset> list = presets(party ? m_year : 1);
    const Preset p = list.value(qMax(0, editor.preset->currentIndex()), list.first());
    QTableWidget *t = editor.table;
    // Warriors stand in front (dl.adventurer.order): after the warriors already there.
    int row = t->rowCount();
    if (party && p.cls == AdvClass::Warrior) {
        row = 0;
        while (row < t->rowCount() &&
               T::intAt(t, row, Y::ClassColumn, Qt::UserRole) == int(AdvClass::Warrior))
            ++row;
    }
    const bool filling = m_filling;
    m_filling = true;
    t->insertRow(row);
    QTableWidgetItem *cls = T::choiceItem(int(p.cls), classLabel(int(p.cls)));
    cls->setData(kYearRole, party ? m_year : 1);
    t->setItem(row, Y::ClassColumn, cls);
    t->setItem(row, Y::LevelColumn, T::numberItem(p.level));
    t->setItem(row, Y::HpColumn, T::numberItem(p.hp));
    t->setItem(row, Y::DamageColumn, T::numberItem(party ? 0 : p.hp));
    t->setItem(row, Y::SkillsColumn, T::numberItem(p.skills));
    m_filling = filling;
    t->setCurrentCell(row, Y::LevelColumn);
    emitChanged();
}

void DlYearPage::moveAdventurer(AdvEditor &editor, int delta)
{
    QTableWidget *t = editor.table;
    const int row = t->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= t->rowCount())
        return;
    const int column = qMax(0, t->currentColumn());
    const bool filling = m_filling;
    m_filling = true;
    for (int c = 0; c < t->columnCount(); ++c) {
        QTableWidgetItem *a = t->takeItem(row, c);
        QTableWidgetItem *b = t->takeItem(to, c);
        t->setItem(row, c, b);
        t->setItem(to, c, a);
    }
    m_filling = filling;
    t->setCurrentCell(to, column);
    emitChanged();
}

void DlYearPage::addMonster(int kind, bool used, int sacrificed)
{
    QTableWidget *t = m_monsters;
    const bool filling = m_filling;
    m_filling = true;
    const int row = t->rowCount();
    t->insertRow(row);
    t->setItem(row, Y::MonsterKindColumn, T::choiceItem(kind, monsterLabel(kind)));
    t->setItem(row, Y::MonsterUsedColumn, T::checkItem(used));
    t->setItem(row, Y::MonsterSacrificeColumn, T::choiceItem(sacrificed, monsterLabel(sacrificed)));
    m_filling = filling;
    t->setCurrentCell(row, Y::MonsterKindColumn);
    emitChanged();
}

void DlYearPage::focusEntry()
{
    m_tiles->setFocus();
    if (m_tiles->rowCount() > 0 && m_tiles->currentRow() < 0)
        m_tiles->setCurrentCell(0, Y::TileKindColumn);
}

// ---- The step -----------------------------------------------------------------------------

std::optional<QJsonObject> DlYearPage::player(const QString &name, QString *why) const
{
    QJsonArray tiles;
    const QTableWidget *t = m_tiles;
    for (int row = 0; row < t->rowCount(); ++row) {
        QJsonObject tile{
            {QStringLiteral("kind"),
             tileKindCode(TileKind(T::intAt(t, row, Y::TileKindColumn, Qt::UserRole)))},
            {QStringLiteral("distance"), T::intAt(t, row, Y::TileDistanceColumn)},
            {QStringLiteral("conquered"), T::checkedAt(t, row, Y::TileConqueredColumn)}};
        const QTableWidgetItem *item = t->item(row, Y::TileNameColumn);
        if (item && !item->text().trimmed().isEmpty())
            tile.insert(QStringLiteral("name"), item->text().trimmed());
        tiles.append(tile);
    }
    if (tiles.isEmpty()) {
        *why = tr("%1: enter at least one tile of the dungeon.").arg(name);
        return std::nullopt;
    }
    const QJsonArray party = adventurers(m_party.table);
    if (party.isEmpty()) {
        *why = tr("%1: enter the party (at least one adventurer).").arg(name);
        return std::nullopt;
    }
    QJsonArray monsters;
    const QTableWidget *m = m_monsters;
    for (int row = 0; row < m->rowCount(); ++row) {
        const int kind = T::intAt(m, row, Y::MonsterKindColumn, Qt::UserRole);
        QJsonObject o{{QStringLiteral("kind"), monsterKindCode(MonsterKind(kind))},
                      {QStringLiteral("used"), T::checkedAt(m, row, Y::MonsterUsedColumn)}};
        const int sacrificed = T::intAt(m, row, Y::MonsterSacrificeColumn, Qt::UserRole);
        if (MonsterKind(kind) == MonsterKind::Demon && sacrificed >= 0)
            o.insert(QStringLiteral("sacrificed"), monsterKindCode(MonsterKind(sacrificed)));
        monsters.append(o);
    }
    QJsonArray traps;
    for (int k = 0; k < kTrapKinds; ++k)
        for (int i = 0; i < m_traps[k]->value(); ++i)
            traps.append(trapKindCode(TrapKind(k)));
    return QJsonObject{{QStringLiteral("tiles"), tiles},
                       {QStringLiteral("party"), party},
                       {QStringLiteral("prisoners"), adventurers(m_prison.table)},
                       {QStringLiteral("monsters"), monsters},
                       {QStringLiteral("traps"), traps},
                       {QStringLiteral("gold"), m_resources[Y::Gold]->value()},
                       {QStringLiteral("food"), m_resources[Y::Food]->value()},
                       {QStringLiteral("imps"), m_resources[Y::Imps]->value()},
                       {QStringLiteral("evil"), m_resources[Y::Evil]->value()},
                       {QStringLiteral("unpaidTaxes"), m_resources[Y::UnpaidTaxes]->value()}};
}

// ---- Texts --------------------------------------------------------------------------------

void DlYearPage::retranslate()
{
    const bool filling = m_filling;
    m_filling = true;
    m_dungeon->setTitle(tr("Dungeon tiles"));
    m_tiles->setHorizontalHeaderLabels({tr("Kind"), tr("Distance"), tr("Conquered"), tr("Name")});
    m_tiles->horizontalHeaderItem(Y::TileDistanceColumn)
        ->setToolTip(tr("Steps from the entrance: 1 is next to it (dl.plan.tile)."));
    for (int row = 0; row < m_tiles->rowCount(); ++row)
        if (QTableWidgetItem *item = m_tiles->item(row, Y::TileKindColumn))
            item->setText(tileKindLabel(item->data(Qt::UserRole).toInt()));
    m_addTile->setText(tr("Add &tile"));
    m_removeTile->setText(tr("Remove tile"));

    for (AdvEditor *ed : {&m_party, &m_prison}) {
        const bool party = ed == &m_party;
        ed->box->setTitle(party ? tr("Party (marching order, front first)") : tr("Prison"));
        ed->table->setHorizontalHeaderLabels(
            {tr("Class"), tr("Level"), tr("HP"), tr("Damage"), tr("Symbols")});
        ed->table->horizontalHeaderItem(Y::SkillsColumn)
            ->setToolTip(tr("A thief's trap symbols, a priest's hearts, a wizard's crystals "
                            "(dl.adventurer.skills)."));
        for (int row = 0; row < ed->table->rowCount(); ++row)
            if (QTableWidgetItem *item = ed->table->item(row, Y::ClassColumn))
                item->setText(classLabel(item->data(Qt::UserRole).toInt()));
        ed->presetLabel->setText(party ? tr("Pr&eset:") : tr("Preset:"));
        ed->preset->setToolTip(tr("Reference figures (level/HP) of the year's adventurers; edit "
                                  "the row to match the card (dl.adventurer.figures)."));
        fillPresets(ed->preset, party ? m_year : 1);
        ed->add->setText(party ? tr("&Add adventurer") : tr("Add prisoner"));
        ed->remove->setText(party ? tr("Remove adventurer") : tr("Remove prisoner"));
        if (ed->up) {
            ed->up->setText(tr("Move up"));
            ed->down->setText(tr("Move down"));
            ed->up->setToolTip(tr("Ctrl+Up in the table"));
            ed->down->setToolTip(tr("Ctrl+Down in the table"));
        }
    }

    m_monsterBox->setTitle(tr("Monsters and ghosts"));
    m_monsters->setHorizontalHeaderLabels({tr("Kind"), tr("Exhausted"), tr("Sacrificed")});
    m_monsters->horizontalHeaderItem(Y::MonsterSacrificeColumn)
        ->setToolTip(tr("The monster a demon was hired with (dl.monster.demon)."));
    for (int row = 0; row < m_monsters->rowCount(); ++row) {
        for (int c : {int(Y::MonsterKindColumn), int(Y::MonsterSacrificeColumn)})
            if (QTableWidgetItem *item = m_monsters->item(row, c))
                item->setText(monsterLabel(item->data(Qt::UserRole).toInt()));
    }
    for (int k = 0; k < kMonsterKinds; ++k)
        m_monsterKind->setItemText(k, monsterLabel(k));
    m_addMonster->setText(tr("Add &monster"));
    m_removeMonster->setText(tr("Remove monster"));

    m_trapBox->setTitle(tr("Traps in hand"));
    for (int k = 0; k < kTrapKinds; ++k)
        m_trapLabels[k]->setText(trapName(TrapKind(k)).text(lang()));
    m_resourceBox->setTitle(tr("Resources"));
    m_copy->setText(tr("Cop&y traps and resources to all players"));
    m_copy->setToolTip(tr("Copies this player's traps in hand, gold, food, imps, evil and "
                          "unpaid taxes to every other player."));
    const QString resources[kResources] = {tr("Gold:", "Dungeon Lords treasury"), tr("Food:"),
                                           tr("Imps:"), tr("Evil:"), tr("Unpaid taxes:")};
    for (int r = 0; r < kResources; ++r)
        m_resourceLabels[r]->setText(resources[r]);
    // The page scrolls up and down only: the tool is as wide as the page's widest row.
    if (QWidget *body = widget())
        setMinimumWidth(body->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() +
                        2 * frameWidth());
    m_filling = filling;
}

} // namespace kbz::dl
