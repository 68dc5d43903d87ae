// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QColor>
#include <QDialog>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace kbz {

class Journal;
class PlayersModel;

// The table's players (issue 19), from the history browser's Players button: each with the
// games, finished games, wins and win rate; rename one, merge two, give one a colour. Renames
// and merges go through kbz::Players, as `kibitzer-cli players rename|merge` do:
// - a name is trimmed and may be any Unicode; a name another player already has, or one that
//   differs from another player's only by case, width or spaces (Players::looseNameKey), is
//   taken only after the user says yes (two people of one name; a merge makes one person);
// - a merge moves every seat of one player to the other and removes the first, after a
//   confirmation; two players who sat at one game are refused with that game named.
// The functions below are what the buttons do after asking for a name or a player; tests call
// them with MessageBoxes' answers queued.
class PlayersDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit PlayersDialog(Journal &journal, QWidget *parent = nullptr);
    ~PlayersDialog() override;
    Q_DISABLE_COPY_MOVE(PlayersDialog)

    PlayersModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QPushButton *renameButton() const { return m_rename; }
    QPushButton *mergeButton() const { return m_merge; }
    QPushButton *colourButton() const { return m_colour; }
    qint64 selectedPlayer() const;
    void selectPlayer(qint64 id);

    // true when renamed (after a yes when the name is like another player's).
    bool renamePlayer(qint64 id, const QString &name);
    // `removeId`'s seats become `keepId`'s (after a yes); false when declined or refused.
    bool mergePlayers(qint64 keepId, qint64 removeId);
    // An invalid colour clears it.
    bool setPlayerColour(qint64 id, const QColor &colour);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void reload();
    void updateButtons();
    void askRename();
    void askMerge();
    void askColour();
    QString nameOf(qint64 id) const;

    Journal &m_journal;
    PlayersModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLabel *m_hint;
    QPushButton *m_rename;
    QPushButton *m_merge;
    QPushButton *m_colour;
    QPushButton *m_close;
};

} // namespace kbz
