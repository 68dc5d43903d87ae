// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTool.h"

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace kbz::dl {

class DlYearPage;

// Phase year-setup: the table enters the year (the "year" step): per player (a DlYearPage tab) the
// dungeon's tiles (kind, distance, conquered, name), the party in marching order (class, level,
// HP, damage, symbols; presets from the adventurer figures), prisoners, monsters and ghosts
// (kind, exhausted, a demon's sacrifice), traps in hand, gold, food, imps, evil, unpaid taxes;
// the start player; after the players' tabs, the paladin's (figures and the board it starts at,
// or the paladin rule's). Year 1 starts from an example dungeon (two tunnels and a room) the
// table edits; year 2 is prefilled from the state (tiles kept, prisoners kept, monsters restored,
// resources kept, start player passed left). A player's "Copy to all" copies their traps and
// resources to the others. The live preview shows the engine's findings.
//
// Keyboard: Tab walks the fields; in a table the arrows move, typing or F2 edits a cell, Space
// toggles a check, Insert adds a row, Delete removes the current one, Ctrl+Up/Down moves an
// adventurer in the marching order. Entries survive steps recorded meanwhile (and an undo of the
// year step); a new year (or a new session) refills the tool.
class DlYearTool final : public DlTool
{
    Q_OBJECT

public:
    // The resource spin boxes of a player's page.
    enum Resource { Gold, Food, Imps, Evil, UnpaidTaxes, ResourceCount };
    // Columns of the tables.
    enum TileColumn { TileKindColumn, TileDistanceColumn, TileConqueredColumn, TileNameColumn };
    enum AdventurerColumn { ClassColumn, LevelColumn, HpColumn, DamageColumn, SkillsColumn };
    enum MonsterColumn { MonsterKindColumn, MonsterUsedColumn, MonsterSacrificeColumn };

    explicit DlYearTool(QWidget *parent = nullptr);
    ~DlYearTool() override;
    Q_DISABLE_COPY_MOVE(DlYearTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // The year being entered (1 or 2) as the state says.
    int yearToEnter() const;
    // Puts the focus on the first player's tile table.
    void focusEntry();

    // The parts (tests).
    QSpinBox *yearSpin() const { return m_year; }
    QComboBox *startPlayerCombo() const { return m_start; }
    QTabWidget *playerTabs() const { return m_tabs; }
    QTableWidget *tileTable(int seat) const;
    QTableWidget *partyTable(int seat) const;
    QTableWidget *prisonTable(int seat) const;
    QTableWidget *monsterTable(int seat) const;
    QComboBox *presetCombo(int seat) const; // the party's preset
    QPushButton *addAdventurerButton(int seat) const;
    QComboBox *monsterKindCombo(int seat) const;
    QPushButton *addMonsterButton(int seat) const;
    QPushButton *addTileButton(int seat) const;
    QSpinBox *trapSpin(int seat, int trapKind) const;
    QSpinBox *resourceSpin(int seat, Resource r) const;
    QPushButton *copyButton(int seat) const; // on the player's resources
    QWidget *paladinPage() const { return m_paladinPage; }
    QCheckBox *paladinCheck() const { return m_paladin; }
    QSpinBox *paladinSpin(int field) const; // 0 level, 1 HP, 2 symbols
    QComboBox *paladinBoardCombo() const { return m_paladinAt; }

public Q_SLOTS:
    // Copies the current player's traps in hand and resources to every other player.
    void copyToAll();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    DlYearPage *page(int seat) const;
    void pageChanged();
    void rebuildPages(int players);
    void retranslateUi();
    QString playerLabel(int seat) const;

    QLabel *m_title = nullptr;
    QLabel *m_explain = nullptr;
    QLabel *m_yearLabel = nullptr;
    QSpinBox *m_year = nullptr;
    QLabel *m_startLabel = nullptr;
    QComboBox *m_start = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_paladinPage = nullptr;
    QCheckBox *m_paladin = nullptr;
    QLabel *m_paladinNote = nullptr;
    QLabel *m_paladinLabels[4] = {};
    QSpinBox *m_paladinSpins[3] = {};
    QComboBox *m_paladinAt = nullptr;
    QWidget *m_paladinRow = nullptr;
    QPushButton *m_record = nullptr;
    std::vector<DlYearPage *> m_pages; // the players' tabs (owned by m_tabs)
    QString m_filledKey;               // what the pages were filled for (a new key refills them)
    bool m_filling = false;
};

} // namespace kbz::dl
