#include "DlYearTool.h"

#include "DlYearTable.h"
#include "Translations.h"
#include "core/Session.h"
#include "dungeonlords/DlRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>
#include <utility>

namespace kbz::dl {

namespace {

constexpr int kYearRole = Qt::UserRole + 1; // an adventurer row's year (class item)
constexpr int kMaxTiles = 40;
constexpr int kMaxFigure = 20;

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

} // namespace

// The party or the prison: a table of adventurers with a preset to add from.
struct DlYearTool::AdvEditor
{
    QGroupBox *box = nullptr;
    DlYearTable *table = nullptr;
    QLabel *presetLabel = nullptr;
    QComboBox *preset = nullptr;
    QPushButton *add = nullptr;
    QPushButton *remove = nullptr;
    QPushButton *up = nullptr;
    QPushButton *down = nullptr;
};

// One player's tab.
struct DlYearTool::Page
{
    QScrollArea *scroll = nullptr;
    QGroupBox *dungeon = nullptr;
    DlYearTable *tiles = nullptr;
    QPushButton *addTile = nullptr;
    QPushButton *removeTile = nullptr;
    AdvEditor party;
    AdvEditor prison;
    QGroupBox *monsterBox = nullptr;
    DlYearTable *monsters = nullptr;
    QComboBox *monsterKind = nullptr;
    QPushButton *addMonster = nullptr;
    QPushButton *removeMonster = nullptr;
    QGroupBox *trapBox = nullptr;
    QLabel *trapLabels[kTrapKinds] = {};
    QSpinBox *traps[kTrapKinds] = {};
    QGroupBox *resourceBox = nullptr;
    QLabel *resourceLabels[DlYearTool::ResourceCount] = {};
    QSpinBox *resources[DlYearTool::ResourceCount] = {};
    QPushButton *copy = nullptr;
};

DlYearTool::DlYearTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_yearLabel(new QLabel(this))
    , m_year(spinBox(1, 2, this))
    , m_startLabel(new QLabel(this))
    , m_start(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_paladinPage(new QWidget(this))
    , m_paladin(new QCheckBox(m_paladinPage))
    , m_paladinAt(new QComboBox(m_paladinPage))
    , m_paladinRow(new QWidget(m_paladinPage))
    , m_record(new QPushButton(this))
{
    setObjectName(QStringLiteral("dlYearTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);
    m_explain->setTextFormat(Qt::RichText);
    m_year->setObjectName(QStringLiteral("year"));
    m_start->setObjectName(QStringLiteral("startPlayer"));
    m_tabs->setObjectName(QStringLiteral("playerTabs"));
    m_paladin->setObjectName(QStringLiteral("paladin"));
    m_paladinAt->setObjectName(QStringLiteral("paladinAt"));
    m_paladinAt->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_start->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    m_yearLabel->setBuddy(m_year);
    m_startLabel->setBuddy(m_start);

    auto *top = new QHBoxLayout;
    top->addWidget(m_yearLabel);
    top->addWidget(m_year);
    top->addSpacing(12);
    top->addWidget(m_startLabel);
    top->addWidget(m_start);
    top->addStretch(1);

    // The paladin: a tab after the players'.
    auto *paladinForm = new QFormLayout(m_paladinRow);
    paladinForm->setContentsMargins(0, 0, 0, 0);
    const int defaults[3] = {5, 6, 2};
    for (int i = 0; i < 4; ++i) {
        m_paladinLabels[i] = new QLabel(m_paladinRow);
        if (i < 3) {
            m_paladinSpins[i] = spinBox(i == 2 ? 0 : 1, kMaxFigure, m_paladinRow);
            m_paladinSpins[i]->setValue(defaults[i]);
            m_paladinSpins[i]->setObjectName(QStringLiteral("paladin%1").arg(i));
            m_paladinLabels[i]->setBuddy(m_paladinSpins[i]);
            paladinForm->addRow(m_paladinLabels[i], m_paladinSpins[i]);
            connect(m_paladinSpins[i], &QSpinBox::valueChanged, this, &DlTool::updatePreview);
        } else {
            m_paladinLabels[i]->setBuddy(m_paladinAt);
            paladinForm->addRow(m_paladinLabels[i], m_paladinAt);
        }
    }
    m_paladinRow->setEnabled(false);
    m_paladinNote = new QLabel(m_paladinPage);
    m_paladinNote->setWordWrap(true);
    auto *paladinLayout = new QVBoxLayout(m_paladinPage);
    paladinLayout->addWidget(m_paladin);
    paladinLayout->addWidget(m_paladinRow);
    paladinLayout->addWidget(m_paladinNote);
    paladinLayout->addStretch(1);
    m_tabs->addTab(m_paladinPage, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_explain);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(previewLabel());
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_record);
    layout->addLayout(buttons);

    connect(m_year, &QSpinBox::valueChanged, this, &DlYearTool::retranslateUi);
    connect(m_start, &QComboBox::currentIndexChanged, this, &DlTool::updatePreview);
    connect(m_paladin, &QCheckBox::toggled, this, [this](bool on) {
        m_paladinRow->setEnabled(on);
        retranslateUi();
    });
    connect(m_paladinAt, &QComboBox::currentIndexChanged, this, &DlTool::updatePreview);
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    retranslateUi();
}

DlYearTool::~DlYearTool()
{
    // An editor still open commits while the children are destroyed: nothing may reach this
    // half-destroyed tool any more.
    m_filling = true;
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

QAbstractButton *DlYearTool::defaultButton() const
{
    return m_record;
}

// ---- Parts (tests) ------------------------------------------------------------------------

QTableWidget *DlYearTool::tileTable(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->tiles : nullptr;
}
QTableWidget *DlYearTool::partyTable(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->party.table : nullptr;
}
QTableWidget *DlYearTool::prisonTable(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->prison.table : nullptr;
}
QTableWidget *DlYearTool::monsterTable(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->monsters : nullptr;
}
QComboBox *DlYearTool::presetCombo(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->party.preset : nullptr;
}
QPushButton *DlYearTool::addAdventurerButton(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->party.add : nullptr;
}
QComboBox *DlYearTool::monsterKindCombo(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->monsterKind : nullptr;
}
QPushButton *DlYearTool::addMonsterButton(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->addMonster : nullptr;
}
QPushButton *DlYearTool::addTileButton(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->addTile : nullptr;
}
QSpinBox *DlYearTool::trapSpin(int seat, int trapKind) const
{
    if (seat < 0 || seat >= int(m_pages.size()) || trapKind < 0 || trapKind >= kTrapKinds)
        return nullptr;
    return m_pages[seat]->traps[trapKind];
}
QSpinBox *DlYearTool::resourceSpin(int seat, Resource r) const
{
    if (seat < 0 || seat >= int(m_pages.size()) || r < 0 || r >= ResourceCount)
        return nullptr;
    return m_pages[seat]->resources[r];
}
QPushButton *DlYearTool::copyButton(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat]->copy : nullptr;
}
QSpinBox *DlYearTool::paladinSpin(int field) const
{
    return field >= 0 && field < 3 ? m_paladinSpins[field] : nullptr;
}

// ---- Filling ------------------------------------------------------------------------------

int DlYearTool::yearToEnter() const
{
    const auto s = state();
    if (!s)
        return 1;
    if (s->phase != Phase::YearSetup)
        return qBound(1, s->year, 2);
    // An engine may keep the finished year's number until the next "year" step.
    if (s->round > 0 || !s->cards.isEmpty())
        return qMin(2, s->year + 1);
    return qBound(1, s->year, 2);
}

QString DlYearTool::playerLabel(int seat) const
{
    const auto s = state();
    const QString name = s ? s->players.value(seat).name : QString();
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

void DlYearTool::sync()
{
    const auto s = state();
    if (!s) {
        retranslateUi();
        return;
    }
    const int year = yearToEnter();
    const int n = int(s->players.size());
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(quintptr(session()))
                            .arg(session()->gameId())
                            .arg(year)
                            .arg(n);
    if (key != m_filledKey && s->phase == Phase::YearSetup) {
        m_filledKey = key;
        m_filling = true;
        {
            const QSignalBlocker blocker(m_year);
            m_year->setValue(year);
        }
        int start = qMax(0, s->startPlayer);
        if (year == 2 && s->year == 1 && n > 0) // the engine has not passed it yet
            start = (start + 1) % n;
        {
            const QSignalBlocker blocker(m_start);
            m_start->clear();
            for (int seat = 0; seat < n; ++seat)
                m_start->addItem(playerLabel(seat), seat);
            m_start->setCurrentIndex(n > 0 ? qMin(start, n - 1) : -1);
        }
        {
            const QSignalBlocker blocker(m_paladinAt);
            m_paladinAt->clear();
            m_paladinAt->addItem(QString(), -1);
            for (int seat = 0; seat < n; ++seat)
                m_paladinAt->addItem(playerLabel(seat), seat);
        }
        {
            const QSignalBlocker blocker(m_paladin);
            m_paladin->setChecked(false);
            m_paladinRow->setEnabled(false);
        }
        rebuildPages(n);
        for (int seat = 0; seat < n; ++seat) {
            const DlPlayer &p = s->players.at(seat);
            if (year == 2 && !p.tiles.isEmpty())
                fillFromState(*m_pages[seat], p);
            else
                fillExample(*m_pages[seat]);
        }
        m_filling = false;
    }
    retranslateUi();
}

void DlYearTool::rebuildPages(int players)
{
    const bool filling = m_filling;
    m_filling = true; // an open editor commits into a page being deleted
    m_pages.clear();
    while (m_tabs->count() > 0) {
        QWidget *page = m_tabs->widget(0);
        m_tabs->removeTab(0);
        if (page != m_paladinPage)
            delete page;
    }
    for (int seat = 0; seat < players; ++seat) {
        auto page = std::make_unique<Page>();
        Page &pg = *page;
        pg.scroll = new QScrollArea;
        pg.scroll->setWidgetResizable(true);
        pg.scroll->setFrameShape(QFrame::NoFrame);
        pg.scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto *body = new QWidget;
        auto *bodyLayout = new QVBoxLayout(body);
        bodyLayout->setContentsMargins(4, 4, 4, 4);

        // The dungeon.
        pg.dungeon = new QGroupBox(body);
        pg.tiles = new DlYearTable(4, pg.dungeon);
        pg.tiles->setObjectName(QStringLiteral("tiles"));
        pg.tiles->setCombo(TileKindColumn, [] {
            return QList<std::pair<int, QString>>{
                {int(TileKind::Tunnel), tileKindLabel(int(TileKind::Tunnel))},
                {int(TileKind::Room), tileKindLabel(int(TileKind::Room))}};
        });
        pg.tiles->setSpin(TileDistanceColumn, 1, kMaxTiles);
        pg.addTile = new QPushButton(pg.dungeon);
        pg.removeTile = new QPushButton(pg.dungeon);
        auto *dungeonLayout = new QVBoxLayout(pg.dungeon);
        dungeonLayout->addWidget(pg.tiles);
        auto *tileButtons = new QHBoxLayout;
        tileButtons->addWidget(pg.addTile);
        tileButtons->addWidget(pg.removeTile);
        tileButtons->addStretch(1);
        dungeonLayout->addLayout(tileButtons);
        bodyLayout->addWidget(pg.dungeon);

        // The party and the prison.
        for (AdvEditor *ed : {&pg.party, &pg.prison}) {
            const bool party = ed == &pg.party;
            ed->box = new QGroupBox(body);
            ed->table = new DlYearTable(5, ed->box);
            ed->table->setObjectName(party ? QStringLiteral("party") : QStringLiteral("prison"));
            ed->table->setCombo(ClassColumn, [] {
                QList<std::pair<int, QString>> list;
                for (AdvClass c : {AdvClass::Warrior, AdvClass::Thief, AdvClass::Priest,
                                   AdvClass::Wizard, AdvClass::Paladin})
                    list.append({int(c), classLabel(int(c))});
                return list;
            });
            ed->table->setSpin(LevelColumn, 0, kMaxFigure);
            ed->table->setSpin(HpColumn, 1, kMaxFigure);
            ed->table->setSpin(DamageColumn, 0, kMaxFigure);
            ed->table->setSpin(SkillsColumn, 0, 9);
            if (!party)
                ed->table->setColumnHidden(DamageColumn, true);
            ed->presetLabel = new QLabel(ed->box);
            ed->preset = new QComboBox(ed->box);
            ed->preset->setObjectName(QStringLiteral("preset"));
            ed->presetLabel->setBuddy(ed->preset);
            ed->add = new QPushButton(ed->box);
            ed->remove = new QPushButton(ed->box);
            auto *edLayout = new QVBoxLayout(ed->box);
            edLayout->addWidget(ed->table);
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
            bodyLayout->addWidget(ed->box);
            fillPresets(ed->preset, party ? m_year->value() : 1);
        }

        // Monsters and ghosts.
        pg.monsterBox = new QGroupBox(body);
        pg.monsters = new DlYearTable(3, pg.monsterBox);
        pg.monsters->setObjectName(QStringLiteral("monsters"));
        pg.monsters->setCombo(MonsterKindColumn, [] {
            QList<std::pair<int, QString>> list;
            for (int k = 0; k < kMonsterKinds; ++k)
                list.append({k, monsterLabel(k)});
            return list;
        });
        pg.monsters->setCombo(MonsterSacrificeColumn, [] {
            QList<std::pair<int, QString>> list{{-1, monsterLabel(-1)}};
            for (int k = 0; k < kMonsterKinds; ++k)
                if (!isGhost(MonsterKind(k)))
                    list.append({k, monsterLabel(k)});
            return list;
        });
        pg.monsterKind = new QComboBox(pg.monsterBox);
        pg.monsterKind->setObjectName(QStringLiteral("monsterKind"));
        for (int k = 0; k < kMonsterKinds; ++k)
            pg.monsterKind->addItem(QString(), k);
        pg.addMonster = new QPushButton(pg.monsterBox);
        pg.removeMonster = new QPushButton(pg.monsterBox);
        auto *monsterLayout = new QVBoxLayout(pg.monsterBox);
        monsterLayout->addWidget(pg.monsters);
        auto *monsterButtons = new QHBoxLayout;
        monsterButtons->addWidget(pg.monsterKind);
        monsterButtons->addWidget(pg.addMonster);
        monsterButtons->addWidget(pg.removeMonster);
        monsterButtons->addStretch(1);
        monsterLayout->addLayout(monsterButtons);
        bodyLayout->addWidget(pg.monsterBox);

        // Traps in hand.
        pg.trapBox = new QGroupBox(body);
        auto *trapGrid = new QGridLayout(pg.trapBox);
        for (int k = 0; k < kTrapKinds; ++k) {
            pg.trapLabels[k] = new QLabel(pg.trapBox);
            pg.traps[k] = spinBox(0, 9, pg.trapBox);
            pg.traps[k]->setObjectName(QStringLiteral("trap%1").arg(k));
            pg.trapLabels[k]->setBuddy(pg.traps[k]);
            trapGrid->addWidget(pg.trapLabels[k], k / 3, (k % 3) * 2);
            trapGrid->addWidget(pg.traps[k], k / 3, (k % 3) * 2 + 1);
            connect(pg.traps[k], &QSpinBox::valueChanged, this, &DlYearTool::pageChanged);
        }
        bodyLayout->addWidget(pg.trapBox);

        // Resources.
        pg.resourceBox = new QGroupBox(body);
        auto *resGrid = new QGridLayout(pg.resourceBox);
        for (int r = 0; r < ResourceCount; ++r) {
            pg.resourceLabels[r] = new QLabel(pg.resourceBox);
            pg.resources[r] = spinBox(0, 99, pg.resourceBox);
            pg.resources[r]->setObjectName(QStringLiteral("resource%1").arg(r));
            pg.resourceLabels[r]->setBuddy(pg.resources[r]);
            resGrid->addWidget(pg.resourceLabels[r], r / 3, (r % 3) * 2);
            resGrid->addWidget(pg.resources[r], r / 3, (r % 3) * 2 + 1);
            connect(pg.resources[r], &QSpinBox::valueChanged, this, &DlYearTool::pageChanged);
        }
        pg.copy = new QPushButton(pg.resourceBox);
        pg.copy->setObjectName(QStringLiteral("copyToAll"));
        resGrid->addWidget(pg.copy, 2, 0, 1, 6, Qt::AlignRight);
        connect(pg.copy, &QPushButton::clicked, this, &DlYearTool::copyToAll);
        bodyLayout->addWidget(pg.resourceBox);
        bodyLayout->addStretch(1);
        pg.scroll->setWidget(body);

        // Behaviour.
        Page *p = &pg;
        for (QTableWidget *t :
             {static_cast<QTableWidget *>(pg.tiles), static_cast<QTableWidget *>(pg.party.table),
              static_cast<QTableWidget *>(pg.prison.table),
              static_cast<QTableWidget *>(pg.monsters)}) {
            connect(t->model(), &QAbstractItemModel::dataChanged, this, &DlYearTool::pageChanged);
            connect(t->model(), &QAbstractItemModel::rowsRemoved, this, &DlYearTool::pageChanged);
        }
        const auto removeRow = [this](QTableWidget *t) {
            const int row = t->currentRow();
            if (row < 0)
                return;
            t->removeRow(row);
            if (t->rowCount() > 0)
                t->setCurrentCell(qMin(row, t->rowCount() - 1), qMax(0, t->currentColumn()));
        };
        pg.tiles->onInsert = [this, p] {
            addTile(*p);
        };
        pg.tiles->onRemove = [removeRow, p] {
            removeRow(p->tiles);
        };
        connect(pg.addTile, &QPushButton::clicked, this, [this, p] { addTile(*p); });
        connect(pg.removeTile, &QPushButton::clicked, this,
                [removeRow, p] { removeRow(p->tiles); });
        for (AdvEditor *ed : {&pg.party, &pg.prison}) {
            const bool party = ed == &pg.party;
            ed->table->onInsert = [this, ed, party] {
                addAdventurer(*ed, party);
            };
            ed->table->onRemove = [removeRow, ed] {
                removeRow(ed->table);
            };
            connect(ed->add, &QPushButton::clicked, this,
                    [this, ed, party] { addAdventurer(*ed, party); });
            connect(ed->remove, &QPushButton::clicked, this,
                    [removeRow, ed] { removeRow(ed->table); });
            if (party) {
                ed->table->onMove = [this, ed](int d) {
                    moveAdventurer(*ed, d);
                };
                connect(ed->up, &QPushButton::clicked, this,
                        [this, ed] { moveAdventurer(*ed, -1); });
                connect(ed->down, &QPushButton::clicked, this,
                        [this, ed] { moveAdventurer(*ed, 1); });
            }
        }
        pg.monsters->onInsert = [this, p] {
            addMonster(*p, p->monsterKind->currentData().toInt());
        };
        pg.monsters->onRemove = [removeRow, p] {
            removeRow(p->monsters);
        };
        connect(pg.addMonster, &QPushButton::clicked, this,
                [this, p] { addMonster(*p, p->monsterKind->currentData().toInt()); });
        connect(pg.removeMonster, &QPushButton::clicked, this,
                [removeRow, p] { removeRow(p->monsters); });

        m_tabs->addTab(pg.scroll, playerLabel(seat));
        m_pages.push_back(std::move(page));
    }
    m_tabs->addTab(m_paladinPage, QString());
    m_filling = filling;
}

void DlYearTool::fillPresets(QComboBox *combo, int year) const
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

void DlYearTool::fillExample(Page &page)
{
    const bool filling = m_filling;
    m_filling = true;
    page.tiles->setRowCount(0);
    page.party.table->setRowCount(0);
    page.prison.table->setRowCount(0);
    page.monsters->setRowCount(0);
    // Two tunnels and a room: the table edits them (dl.plan.tile).
    const std::pair<TileKind, int> example[] = {
        {TileKind::Tunnel, 1}, {TileKind::Tunnel, 2}, {TileKind::Room, 3}};
    for (const auto &[kind, distance] : example) {
        addTile(page);
        const int row = page.tiles->rowCount() - 1;
        page.tiles->item(row, TileKindColumn)->setData(Qt::UserRole, int(kind));
        page.tiles->item(row, TileKindColumn)->setText(tileKindLabel(int(kind)));
        page.tiles->item(row, TileDistanceColumn)->setData(Qt::EditRole, distance);
    }
    for (QSpinBox *spin : page.traps)
        spin->setValue(0);
    const int resources[ResourceCount] = {3, 3, 3, 0, 0};
    for (int r = 0; r < ResourceCount; ++r)
        page.resources[r]->setValue(resources[r]);
    m_filling = filling;
}

void DlYearTool::fillFromState(Page &page, const DlPlayer &p)
{
    const bool filling = m_filling;
    m_filling = true;
    page.tiles->setRowCount(0);
    for (const DlTile &t : p.tiles) {
        const int row = page.tiles->rowCount();
        page.tiles->insertRow(row);
        page.tiles->setItem(row, TileKindColumn,
                            DlYearTable::choiceItem(int(t.kind), tileKindLabel(int(t.kind))));
        page.tiles->setItem(row, TileDistanceColumn, DlYearTable::numberItem(t.distance));
        page.tiles->setItem(row, TileConqueredColumn, DlYearTable::checkItem(t.conquered));
        page.tiles->setItem(row, TileNameColumn, new QTableWidgetItem(t.name));
    }
    // A new party comes each year; the prisoners stay.
    page.party.table->setRowCount(0);
    QTableWidget *prison = page.prison.table;
    prison->setRowCount(0);
    for (const DlAdventurer &a : p.prisoners) {
        const int row = prison->rowCount();
        prison->insertRow(row);
        QTableWidgetItem *cls = DlYearTable::choiceItem(int(a.cls), classLabel(int(a.cls)));
        cls->setData(kYearRole, a.year);
        prison->setItem(row, ClassColumn, cls);
        prison->setItem(row, LevelColumn, DlYearTable::numberItem(a.level));
        prison->setItem(row, HpColumn, DlYearTable::numberItem(a.hp));
        prison->setItem(row, DamageColumn, DlYearTable::numberItem(a.damage));
        prison->setItem(row, SkillsColumn, DlYearTable::numberItem(a.skills));
    }
    // Monsters are ready again (dl.exhausted.restore).
    page.monsters->setRowCount(0);
    for (const DlMonster &m : p.monsters)
        addMonster(page, int(m.kind), false,
                   monsterKindFromCode(m.sacrificed).has_value()
                       ? int(*monsterKindFromCode(m.sacrificed))
                       : -1);
    for (int k = 0; k < kTrapKinds; ++k)
        page.traps[k]->setValue(int(p.traps.count(TrapKind(k))));
    const int resources[ResourceCount] = {p.gold, p.food, p.imps, p.evil, p.unpaidTaxes};
    for (int r = 0; r < ResourceCount; ++r)
        page.resources[r]->setValue(resources[r]);
    m_filling = filling;
}

// ---- Editing ------------------------------------------------------------------------------

void DlYearTool::addTile(Page &page)
{
    QTableWidget *t = page.tiles;
    int distance = 1;
    for (int row = 0; row < t->rowCount(); ++row)
        distance = qMax(distance, DlYearTable::intAt(t, row, TileDistanceColumn) + 1);
    const bool filling = m_filling;
    m_filling = true;
    const int row = t->rowCount();
    t->insertRow(row);
    t->setItem(
        row, TileKindColumn,
        DlYearTable::choiceItem(int(TileKind::Tunnel), tileKindLabel(int(TileKind::Tunnel))));
    t->setItem(row, TileDistanceColumn, DlYearTable::numberItem(qMin(distance, kMaxTiles)));
    t->setItem(row, TileConqueredColumn, DlYearTable::checkItem(false));
    t->setItem(row, TileNameColumn, new QTableWidgetItem);
    m_filling = filling;
    t->setCurrentCell(row, TileKindColumn);
    if (!m_filling)
        updatePreview();
}

void DlYearTool::addAdventurer(AdvEditor &editor, bool party)
{
    const QList<Preset> list = presets(party ? m_year->value() : 1);
    const Preset p = list.value(qMax(0, editor.preset->currentIndex()), list.first());
    QTableWidget *t = editor.table;
    // Warriors stand in front (dl.adventurer.order): after the warriors already there.
    int row = t->rowCount();
    if (party && p.cls == AdvClass::Warrior) {
        row = 0;
        while (row < t->rowCount() &&
               DlYearTable::intAt(t, row, ClassColumn, Qt::UserRole) == int(AdvClass::Warrior))
            ++row;
    }
    const bool filling = m_filling;
    m_filling = true;
    t->insertRow(row);
    QTableWidgetItem *cls = DlYearTable::choiceItem(int(p.cls), classLabel(int(p.cls)));
    cls->setData(kYearRole, party ? m_year->value() : 1);
    t->setItem(row, ClassColumn, cls);
    t->setItem(row, LevelColumn, DlYearTable::numberItem(p.level));
    t->setItem(row, HpColumn, DlYearTable::numberItem(p.hp));
    t->setItem(row, DamageColumn, DlYearTable::numberItem(party ? 0 : p.hp));
    t->setItem(row, SkillsColumn, DlYearTable::numberItem(p.skills));
    m_filling = filling;
    t->setCurrentCell(row, LevelColumn);
    if (!m_filling)
        updatePreview();
}

void DlYearTool::moveAdventurer(AdvEditor &editor, int delta)
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
    if (!m_filling)
        updatePreview();
}

void DlYearTool::addMonster(Page &page, int kind, bool used, int sacrificed)
{
    QTableWidget *t = page.monsters;
    const bool filling = m_filling;
    m_filling = true;
    const int row = t->rowCount();
    t->insertRow(row);
    t->setItem(row, MonsterKindColumn, DlYearTable::choiceItem(kind, monsterLabel(kind)));
    t->setItem(row, MonsterUsedColumn, DlYearTable::checkItem(used));
    t->setItem(row, MonsterSacrificeColumn,
               DlYearTable::choiceItem(sacrificed, monsterLabel(sacrificed)));
    m_filling = filling;
    t->setCurrentCell(row, MonsterKindColumn);
    if (!m_filling)
        updatePreview();
}

void DlYearTool::pageChanged()
{
    if (!m_filling)
        updatePreview();
}

void DlYearTool::copyToAll()
{
    const int from = m_tabs->currentIndex();
    if (from < 0 || from >= int(m_pages.size()))
        return;
    const Page &src = *m_pages[from];
    m_filling = true;
    for (int seat = 0; seat < int(m_pages.size()); ++seat) {
        if (seat == from)
            continue;
        Page &dst = *m_pages[seat];
        for (int k = 0; k < kTrapKinds; ++k)
            dst.traps[k]->setValue(src.traps[k]->value());
        for (int r = 0; r < ResourceCount; ++r)
            dst.resources[r]->setValue(src.resources[r]->value());
    }
    m_filling = false;
    updatePreview();
}

void DlYearTool::focusEntry()
{
    if (m_pages.empty())
        return;
    m_tabs->setCurrentIndex(0);
    QTableWidget *t = m_pages.front()->tiles;
    t->setFocus();
    if (t->rowCount() > 0 && t->currentRow() < 0)
        t->setCurrentCell(0, TileKindColumn);
}

// ---- The step -----------------------------------------------------------------------------

std::optional<Step> DlYearTool::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s || m_pages.empty())
        return std::nullopt;
    QString none;
    QString &why = missing ? *missing : none;
    if (s->phase != Phase::YearSetup) {
        why = tr("The year has been entered already.");
        return std::nullopt;
    }
    const int year = m_year->value();
    QJsonArray players;
    for (int seat = 0; seat < int(m_pages.size()); ++seat) {
        const Page &page = *m_pages[seat];
        QJsonArray tiles;
        const QTableWidget *t = page.tiles;
        for (int row = 0; row < t->rowCount(); ++row) {
            QJsonObject tile{
                {QStringLiteral("kind"),
                 tileKindCode(TileKind(DlYearTable::intAt(t, row, TileKindColumn, Qt::UserRole)))},
                {QStringLiteral("distance"), DlYearTable::intAt(t, row, TileDistanceColumn)},
                {QStringLiteral("conquered"), DlYearTable::checkedAt(t, row, TileConqueredColumn)}};
            const QTableWidgetItem *name = t->item(row, TileNameColumn);
            if (name && !name->text().trimmed().isEmpty())
                tile.insert(QStringLiteral("name"), name->text().trimmed());
            tiles.append(tile);
        }
        if (tiles.isEmpty()) {
            why = tr("%1: enter at least one tile of the dungeon.").arg(playerLabel(seat));
            return std::nullopt;
        }
        const auto adventurers = [](const QTableWidget *table) {
            QJsonArray list;
            for (int row = 0; row < table->rowCount(); ++row) {
                DlAdventurer a;
                a.cls = AdvClass(DlYearTable::intAt(table, row, ClassColumn, Qt::UserRole));
                a.level = DlYearTable::intAt(table, row, LevelColumn);
                a.hp = DlYearTable::intAt(table, row, HpColumn);
                a.damage = DlYearTable::intAt(table, row, DamageColumn);
                a.skills = DlYearTable::intAt(table, row, SkillsColumn);
                a.year = DlYearTable::intAt(table, row, ClassColumn, kYearRole);
                list.append(adventurerToJson(a));
            }
            return list;
        };
        const QJsonArray party = adventurers(page.party.table);
        if (party.isEmpty()) {
            why = tr("%1: enter the party (at least one adventurer).").arg(playerLabel(seat));
            return std::nullopt;
        }
        QJsonArray monsters;
        const QTableWidget *m = page.monsters;
        for (int row = 0; row < m->rowCount(); ++row) {
            const int kind = DlYearTable::intAt(m, row, MonsterKindColumn, Qt::UserRole);
            QJsonObject o{
                {QStringLiteral("kind"), monsterKindCode(MonsterKind(kind))},
                {QStringLiteral("used"), DlYearTable::checkedAt(m, row, MonsterUsedColumn)}};
            const int sacrificed = DlYearTable::intAt(m, row, MonsterSacrificeColumn, Qt::UserRole);
            if (MonsterKind(kind) == MonsterKind::Demon && sacrificed >= 0)
                o.insert(QStringLiteral("sacrificed"), monsterKindCode(MonsterKind(sacrificed)));
            monsters.append(o);
        }
        QJsonArray traps;
        for (int k = 0; k < kTrapKinds; ++k)
            for (int i = 0; i < page.traps[k]->value(); ++i)
                traps.append(trapKindCode(TrapKind(k)));
        players.append(
            QJsonObject{{QStringLiteral("tiles"), tiles},
                        {QStringLiteral("party"), party},
                        {QStringLiteral("prisoners"), adventurers(page.prison.table)},
                        {QStringLiteral("monsters"), monsters},
                        {QStringLiteral("traps"), traps},
                        {QStringLiteral("gold"), page.resources[Gold]->value()},
                        {QStringLiteral("food"), page.resources[Food]->value()},
                        {QStringLiteral("imps"), page.resources[Imps]->value()},
                        {QStringLiteral("evil"), page.resources[Evil]->value()},
                        {QStringLiteral("unpaidTaxes"), page.resources[UnpaidTaxes]->value()}});
    }
    Step step;
    step.kind = QStringLiteral("year");
    step.actor = -1;
    step.payload.insert(QStringLiteral("year"), year);
    step.payload.insert(QStringLiteral("startPlayer"), qMax(0, m_start->currentData().toInt()));
    step.payload.insert(QStringLiteral("players"), players);
    if (m_paladin->isChecked()) {
        DlAdventurer a;
        a.cls = AdvClass::Paladin;
        a.level = m_paladinSpins[0]->value();
        a.hp = m_paladinSpins[1]->value();
        a.skills = m_paladinSpins[2]->value();
        a.year = year;
        QJsonObject paladin = adventurerToJson(a);
        const int at = m_paladinAt->currentData().toInt();
        if (m_paladinAt->currentIndex() > 0 && at >= 0)
            paladin.insert(QStringLiteral("at"), at);
        step.payload.insert(QStringLiteral("paladin"), paladin);
    }
    return step;
}

// ---- Texts --------------------------------------------------------------------------------

void DlYearTool::retranslateUi()
{
    const int year = m_year->value();
    m_title->setText(tr("Year %1: dungeons and parties").arg(year));
    const QString explain =
        year == 2
            ? tr("Dungeons, prisoners, monsters (ready again) and resources carry over from year "
                 "1. Add what was built and hired, and the new parties.")
            : tr("Enter each dungeon as it stands after building, and its party. The example "
                 "dungeon is there to be edited.");
    m_explain->setText(
        explain.toHtmlEscaped() + QStringLiteral("<br><small>") +
        tr("Insert adds a row, Delete removes it, Ctrl+Up/Down moves an adventurer, Enter "
           "records.")
            .toHtmlEscaped() +
        QStringLiteral(" [dl.year.end]</small>"));
    m_yearLabel->setText(tr("&Year:"));
    m_startLabel->setText(tr("&Start player:"));
    m_start->setToolTip(tr("Resolution goes from the start player clockwise; after year 1 the "
                           "start player passes to the left (dl.year.end)."));
    m_paladin->setText(tr("&Paladin in play"));
    m_paladinLabels[0]->setText(tr("Level:"));
    m_paladinLabels[1]->setText(tr("HP:"));
    m_paladinLabels[2]->setText(tr("Symbols:"));
    m_paladinLabels[3]->setText(tr("Starts at:"));
    m_paladinNote->setText(tr("The paladin joins the front of the party at the board it starts "
                              "at; by the rule, that is the most evil board (dl.paladin.join, "
                              "dl.paladin.move)."));
    if (const int i = m_tabs->indexOf(m_paladinPage); i >= 0)
        m_tabs->setTabText(i, m_paladin->isChecked() ? tr("Paladin ✓") : tr("Paladin"));
    m_paladinSpins[1]->setToolTip(
        tr("The paladin's hit points are unconfirmed: type the card's (dl.adventurer.figures)."));
    if (m_paladinAt->count() > 0)
        m_paladinAt->setItemText(0, tr("By the paladin rule"));
    for (int i = 1; i < m_paladinAt->count(); ++i)
        m_paladinAt->setItemText(i, playerLabel(m_paladinAt->itemData(i).toInt()));
    for (int i = 0; i < m_start->count(); ++i)
        m_start->setItemText(i, playerLabel(m_start->itemData(i).toInt()));
    m_record->setText(tr("&Record year %1").arg(year));
    const bool filling = m_filling;
    m_filling = true;
    for (int seat = 0; seat < int(m_pages.size()); ++seat) {
        m_tabs->setTabText(seat, playerLabel(seat));
        retranslatePage(*m_pages[seat]);
    }
    m_filling = filling;
    if (!m_filling)
        updatePreview();
}

void DlYearTool::retranslatePage(Page &page)
{
    page.dungeon->setTitle(tr("Dungeon tiles"));
    page.tiles->setHorizontalHeaderLabels(
        {tr("Kind"), tr("Distance"), tr("Conquered"), tr("Name")});
    page.tiles->horizontalHeaderItem(TileDistanceColumn)
        ->setToolTip(tr("Steps from the entrance: 1 is next to it (dl.plan.tile)."));
    for (int row = 0; row < page.tiles->rowCount(); ++row)
        if (QTableWidgetItem *item = page.tiles->item(row, TileKindColumn))
            item->setText(tileKindLabel(item->data(Qt::UserRole).toInt()));
    page.addTile->setText(tr("Add &tile"));
    page.removeTile->setText(tr("Remove tile"));

    for (AdvEditor *ed : {&page.party, &page.prison}) {
        const bool party = ed == &page.party;
        ed->box->setTitle(party ? tr("Party (marching order, front first)") : tr("Prison"));
        ed->table->setHorizontalHeaderLabels(
            {tr("Class"), tr("Level"), tr("HP"), tr("Damage"), tr("Symbols")});
        ed->table->horizontalHeaderItem(SkillsColumn)
            ->setToolTip(tr("A thief's trap symbols, a priest's hearts, a wizard's crystals "
                            "(dl.adventurer.skills)."));
        for (int row = 0; row < ed->table->rowCount(); ++row)
            if (QTableWidgetItem *item = ed->table->item(row, ClassColumn))
                item->setText(classLabel(item->data(Qt::UserRole).toInt()));
        ed->presetLabel->setText(party ? tr("Pr&eset:") : tr("Preset:"));
        ed->preset->setToolTip(tr("Reference figures (level/HP) of the year's adventurers; edit "
                                  "the row to match the card (dl.adventurer.figures)."));
        fillPresets(ed->preset, party ? m_year->value() : 1);
        ed->add->setText(party ? tr("&Add adventurer") : tr("Add prisoner"));
        ed->remove->setText(party ? tr("Remove adventurer") : tr("Remove prisoner"));
        if (ed->up) {
            ed->up->setText(tr("Move up"));
            ed->down->setText(tr("Move down"));
            ed->up->setToolTip(tr("Ctrl+Up in the table"));
            ed->down->setToolTip(tr("Ctrl+Down in the table"));
        }
    }

    page.monsterBox->setTitle(tr("Monsters and ghosts"));
    page.monsters->setHorizontalHeaderLabels({tr("Kind"), tr("Exhausted"), tr("Sacrificed")});
    page.monsters->horizontalHeaderItem(MonsterSacrificeColumn)
        ->setToolTip(tr("The monster a demon was hired with (dl.monster.demon)."));
    for (int row = 0; row < page.monsters->rowCount(); ++row) {
        for (int c : {int(MonsterKindColumn), int(MonsterSacrificeColumn)})
            if (QTableWidgetItem *item = page.monsters->item(row, c))
                item->setText(monsterLabel(item->data(Qt::UserRole).toInt()));
    }
    for (int k = 0; k < kMonsterKinds; ++k)
        page.monsterKind->setItemText(k, monsterLabel(k));
    page.addMonster->setText(tr("Add &monster"));
    page.removeMonster->setText(tr("Remove monster"));

    page.trapBox->setTitle(tr("Traps in hand"));
    for (int k = 0; k < kTrapKinds; ++k)
        page.trapLabels[k]->setText(trapName(TrapKind(k)).text(lang()));
    page.resourceBox->setTitle(tr("Resources"));
    page.copy->setText(tr("Cop&y traps and resources to all players"));
    page.copy->setToolTip(tr("Copies this player's traps in hand, gold, food, imps, evil and "
                             "unpaid taxes to every other player."));
    const QString resources[ResourceCount] = {tr("Gold:"), tr("Food:"), tr("Imps:"), tr("Evil:"),
                                              tr("Unpaid taxes:")};
    for (int r = 0; r < ResourceCount; ++r)
        page.resourceLabels[r]->setText(resources[r]);
    // The page scrolls up and down only: the tool is as wide as the page's widest row.
    if (QWidget *body = page.scroll->widget())
        page.scroll->setMinimumWidth(body->minimumSizeHint().width() +
                                     page.scroll->verticalScrollBar()->sizeHint().width() +
                                     2 * page.scroll->frameWidth());
}

void DlYearTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DlTool::changeEvent(event);
}

void DlYearTool::keyPressEvent(QKeyEvent *event)
{
    // Enter that no field took records the year.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        m_record->isEnabled()) {
        m_record->click();
        event->accept();
        return;
    }
    DlTool::keyPressEvent(event);
}

} // namespace kbz::dl
