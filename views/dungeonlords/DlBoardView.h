// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlState.h"

#include <QWidget>
#include <memory>

class QAction;
class QLabel;
class QTreeWidget;

namespace kbz::dl {

// One player's board (see DlGameView): tiles, party with damage, prison, monsters, traps and
// resources, drawn from the state; keyboard and mouse reachable. Emits adjustRequested /
// paladinRequested from its context menu; the game view turns them into steps.
//
// Top to bottom: the player's name with the start player and the paladin marked, where the
// player stands in the round, gold / food / imps / evil / unpaid taxes; the tiles (kind,
// distance; conquered ones crossed out, the tile fought on this round and the nearest
// unconquered ones marked); the party in marching order, front first, with each adventurer's
// class, level, symbols and damage ("2/4 ●●○○", always shown), the paladin highlighted; the
// prison; the monsters and ghosts (ready, committed, attacked, exhausted); the traps in hand.
// The board resolving now is framed. The context menu (or Menu / Shift+F10) offers "Correct…"
// (Ctrl+K) and "Move the paladin here" (Ctrl+Shift+P).
class DlBoardView final : public QWidget
{
    Q_OBJECT

public:
    explicit DlBoardView(int seat, QWidget *parent = nullptr);
    ~DlBoardView() override;
    Q_DISABLE_COPY_MOVE(DlBoardView)

    int seat() const { return m_seat; }
    void setState(std::shared_ptr<const DlState> state);

    // Parts and their texts, for tests.
    QLabel *titleLabel() const { return m_title; }
    QLabel *stageLabel() const { return m_stage; }
    QLabel *resourcesLabel() const { return m_resources; }
    QLabel *prisonLabel() const { return m_prison; }
    QLabel *trapsLabel() const { return m_traps; }
    QTreeWidget *tilesTree() const { return m_tiles; }
    QTreeWidget *partyTree() const { return m_party; }
    QTreeWidget *monstersTree() const { return m_monsters; }
    QAction *correctAction() const { return m_correct; }
    QAction *paladinAction() const { return m_paladin; }
    // The state column of tile `tile` ("conquered", "fought now", "nearest", "").
    QString tileState(int tile) const;
    bool tileCrossedOut(int tile) const;
    // The damage column of party member `index` ("2/4 ●●○○").
    QString damageText(int index) const;
    // The adventurer column of party member `index` ("Paladin L3").
    QString adventurerText(int index) const;
    // The state column of monster `monster` ("ready", "committed", "attacked", "exhausted").
    QString monsterState(int monster) const;
    bool isResolving() const { return m_resolving; }

Q_SIGNALS:
    void adjustRequested(int seat);
    void paladinRequested(int seat);

protected:
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void retranslate();
    void fillTiles(const DlState &s, const DlPlayer &p);
    void fillParty(const DlState &s, const DlPlayer &p);
    void fillMonsters(const DlPlayer &p);
    void fitHeight(QTreeWidget *tree);
    void fitContents();
    QString rowText(QTreeWidget *tree, int id, int column) const;

    int m_seat = 0;
    std::shared_ptr<const DlState> m_state;
    bool m_resolving = false;
    QLabel *m_title = nullptr;
    QLabel *m_stage = nullptr;
    QLabel *m_resources = nullptr;
    QLabel *m_tilesHeading = nullptr;
    QTreeWidget *m_tiles = nullptr;
    QLabel *m_partyHeading = nullptr;
    QTreeWidget *m_party = nullptr;
    QLabel *m_prison = nullptr;
    QLabel *m_monstersHeading = nullptr;
    QTreeWidget *m_monsters = nullptr;
    QLabel *m_traps = nullptr;
    QAction *m_correct = nullptr;
    QAction *m_paladin = nullptr;
};

} // namespace kbz::dl
