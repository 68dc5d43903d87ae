// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlScore.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <memory>

namespace kbz::dl {

// The score sheet as an editable table: rows = items (rooms, monsters, prisoners, paladins,
// conquered tiles, unpaid taxes, then the counts that only decide titles: evil, tunnels, imps,
// gold+food, unconquered tiles; titles, extra, total), columns = players. Count cells are
// editable (Qt::EditRole = the count, DisplayRole = "count × value = points"); the title row
// shows the titles held (EditRole: {"sole": [ids], "tied": [ids]} as a QJsonObject, an empty
// one drops the seat's override); the total row the points and rank. Values are edited with
// setValues(). payload() is the "score" step that records exactly what the sheet shows. Once
// the game is finished the model shows state.finalScore read-only.
class DlScoreModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Row {
        Rooms,
        Monsters,
        Prisoners,
        Paladins,
        Conquered,
        UnpaidTaxes,
        Evil,        // title only
        Tunnels,     // title only
        Imps,        // title only
        GoldFood,    // title only
        Unconquered, // title only
        Titles,
        Extra,
        Total,
        RowCount
    };

    enum Role {
        PointsRole = Qt::UserRole + 1, // int: the cell's points (count rows, titles, total)
        RankRole,                      // int: the player's rank (any cell)
        WinnerRole,                    // bool: the player has rank 1 (any cell)
        UnconfirmedRole,               // bool: the row's value is unconfirmed (data README "?")
        EditedRole                     // bool: the cell differs from the state's count
    };

    explicit DlScoreModel(QObject *parent = nullptr);

    // Resets the counts to the state's and the values to the state's values (the same state
    // again keeps the edits; a finished state shows its recorded sheet read-only).
    void setState(std::shared_ptr<const DlState> state);
    void setValues(const DlScoreValues &values);
    DlScoreValues values() const { return m_values; }
    DlScoreSheetData sheet() const;
    QJsonObject payload() const;
    bool isEdited() const;                         // a count or value differs from the state's
    bool isReadOnly() const { return m_readOnly; } // the recorded sheet of a finished game
    // Puts back the state's counts and drops hand-set titles (the values stay).
    void resetCounts();
    // The language of the title names; retranslate() after a language switch.
    void setLang(Lang lang);
    void retranslate();
    // Whether a row's value is unconfirmed (the data README marks it "?").
    static bool isUnconfirmed(int row);
    // The row's label ("Rooms", "Imprisoned paladins (?)").
    static QString rowName(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void sheetChanged();

private:
    void changed();
    int seats() const;

    std::shared_ptr<const DlState> m_state;
    DlScoreValues m_values;
    QList<DlScoreCounts> m_counts;
    QList<DlScoreCounts> m_original;
    QList<QJsonObject> m_titles; // per seat: the titles override ({} = computed)
    DlScoreSheetData m_sheet;    // what the sheet shows now
    bool m_readOnly = false;
    Lang m_lang = Lang::En;
};

} // namespace kbz::dl
