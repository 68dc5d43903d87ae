#pragma once

#include "DlState.h"
#include "core/GameResult.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QStringList>

namespace kbz::dl {

// The year-end score sheet (dl.score.*): counts per player (from the state, each editable),
// the titles (sole holder / tied), the values per item (DlScoreValues, editable), the totals and
// the ranks. Pure functions plus a Qt table model the score-sheet view edits.

// Title ids, in sheet order: "evil", "rooms", "tunnels", "monsters", "imps", "gold-food",
// "unconquered" (dl.score.titles).
QStringList titleIds();
LocalizedName titleName(const QString &id);

struct DlScoreCounts
{
    int rooms = 0;     // rooms built (conquered ones too: the conquest is scored apart)
    int tunnels = 0;   // for the title only
    int monsters = 0;  // monsters and ghosts still in the dungeon
    int prisoners = 0; // imprisoned adventurers other than paladins
    int paladins = 0;  // imprisoned paladins
    int conquered = 0; // conquered tiles
    int unpaidTaxes = 0;
    int evil = 0;        // for the title only
    int imps = 0;        // for the title only
    int goldFood = 0;    // for the title only
    int unconquered = 0; // for the title only
    int extra = 0;       // points the table adds by hand (other scoring, tie-breaks)
    QJsonObject toJson() const;
    static DlScoreCounts fromJson(const QJsonObject &o, const DlScoreCounts &defaults);
    friend bool operator==(const DlScoreCounts &, const DlScoreCounts &) = default;
};

struct DlScoreLine
{
    int seat = 0;
    DlScoreCounts counts;
    QStringList titlesSole; // title ids held alone
    QStringList titlesTied; // title ids shared
    int points = 0;
    int rank = 0;
    bool winner = false;
};

struct DlScoreSheet
{
    DlScoreValues values;
    QList<DlScoreLine> lines; // seat order
    QJsonObject toJson() const;
};

// The counts as the state has them.
DlScoreCounts countsFromState(const DlState &s, int seat);
// Titles from the counts: the highest count holds it; a sole holder or everyone tied at the top
// (nobody holds a title at 0). `overrides` per seat as in the score step ("titles").
DlScoreSheet computeSheet(const DlState &s, const DlScoreValues &values,
                          const QJsonObject &scoreStepPayload = {});
// Points of one line with the values (titles included).
int linePoints(const DlScoreLine &line, const DlScoreValues &values);
// The game's result from a sheet ("score"; winners = rank 1, ties share it).
GameResult resultFromSheet(const DlScoreSheet &sheet, const DlState &s);

// The score sheet as an editable table: rows = items (rooms, monsters, prisoners, paladins,
// conquered tiles, unpaid taxes, titles, extra, total), columns = players. Count cells are
// editable (Qt::EditRole = the count, DisplayRole = "count × value = points"); the title row
// shows the titles held; the total row the points and rank. Values are edited with setValues().
// payload() is the "score" step that records exactly what the sheet shows.
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
        Titles,
        Extra,
        Total,
        RowCount
    };

    explicit DlScoreModel(QObject *parent = nullptr);

    // Resets the counts to the state's and the values to the state's values.
    void setState(std::shared_ptr<const DlState> state);
    void setValues(const DlScoreValues &values);
    DlScoreValues values() const { return m_values; }
    DlScoreSheet sheet() const;
    QJsonObject payload() const;
    bool isEdited() const; // a count or value differs from the state's

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
    std::shared_ptr<const DlState> m_state;
    DlScoreValues m_values;
    QList<DlScoreCounts> m_counts;
    QList<DlScoreCounts> m_original;
};

} // namespace kbz::dl
