// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlState.h"

#include <QJsonObject>
#include <QScrollArea>

#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace kbz::dl {

class DlYearTable;

// One player's tab of DlYearTool: the dungeon's tiles, the party in marching order, the
// prisoners, the monsters and ghosts (each a DlYearTable), the traps in hand and the resources,
// with a button to copy the traps and resources to the other players (copyRequested). It
// scrolls up and down only. Its columns and resources are DlYearTool's enums.
class DlYearPage final : public QScrollArea
{
    Q_OBJECT

public:
    explicit DlYearPage(int year, QWidget *parent = nullptr);
    ~DlYearPage() override;
    Q_DISABLE_COPY_MOVE(DlYearPage)

    // The year entered (the party's presets, a new adventurer's year).
    void setYear(int year);
    // Year 1: the example dungeon (two tunnels and a room), no party, 3 gold, food and imps.
    void fillExample();
    // Year 2: what carries over from the player's year 1.
    void fillFromState(const DlPlayer &player);
    // Takes the other page's traps in hand and resources.
    void copyResources(const DlYearPage &from);
    // The player's part of the "year" step, or nothing (and why) when a part is missing.
    std::optional<QJsonObject> player(const QString &name, QString *why) const;
    // Puts the focus on the tile table.
    void focusEntry();
    void retranslate();

    // The parts (tests).
    QTableWidget *tileTable() const;
    QTableWidget *partyTable() const;
    QTableWidget *prisonTable() const;
    QTableWidget *monsterTable() const;
    QComboBox *presetCombo() const { return m_party.preset; }
    QPushButton *addAdventurerButton() const { return m_party.add; }
    QComboBox *monsterKindCombo() const { return m_monsterKind; }
    QPushButton *addMonsterButton() const { return m_addMonster; }
    QPushButton *addTileButton() const { return m_addTile; }
    QSpinBox *trapSpin(int trapKind) const;
    QSpinBox *resourceSpin(int resource) const;
    QPushButton *copyButton() const { return m_copy; }

Q_SIGNALS:
    // The user changed an entry (not sent while the page fills itself).
    void changed();
    // "Copy traps and resources to all players".
    void copyRequested();

private:
    // The party or the prison: a table of adventurers with a preset to add from.
    struct AdvEditor
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
    static constexpr int kResources = 5; // DlYearTool::ResourceCount

    void buildAdventurers(AdvEditor &editor, bool party, QWidget *body);
    void emitChanged();
    void addTile();
    void addAdventurer(AdvEditor &editor, bool party);
    void addMonster(int kind, bool used = false, int sacrificed = -1);
    void moveAdventurer(AdvEditor &editor, int delta);
    void removeRow(QTableWidget *table);
    void fillPresets(QComboBox *combo, int year) const;

    int m_year = 1;
    bool m_filling = false;
    QGroupBox *m_dungeon = nullptr;
    DlYearTable *m_tiles = nullptr;
    QPushButton *m_addTile = nullptr;
    QPushButton *m_removeTile = nullptr;
    AdvEditor m_party;
    AdvEditor m_prison;
    QGroupBox *m_monsterBox = nullptr;
    DlYearTable *m_monsters = nullptr;
    QComboBox *m_monsterKind = nullptr;
    QPushButton *m_addMonster = nullptr;
    QPushButton *m_removeMonster = nullptr;
    QGroupBox *m_trapBox = nullptr;
    QLabel *m_trapLabels[kTrapKinds] = {};
    QSpinBox *m_traps[kTrapKinds] = {};
    QGroupBox *m_resourceBox = nullptr;
    QLabel *m_resourceLabels[kResources] = {};
    QSpinBox *m_resources[kResources] = {};
    QPushButton *m_copy = nullptr;
};

} // namespace kbz::dl
