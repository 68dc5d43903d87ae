#pragma once

#include <QDialog>

namespace kbz {
class Database;
}

namespace kbz::rr {

// The table's Rook & Raiders card library (units and monsters) in the database: a list of cards
// and an editor for the selected one (name EN/JA, type, ★ and its level-up card, HP, MOVE,
// range with RrRangeEditor, skill kind and numbers, defence, damage, targeting, threat and
// colour; every figure may stay unknown). Add, duplicate, remove, import and export JSON, undo
// and redo; nothing reaches the database before Save.
class RrCardLibraryDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit RrCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~RrCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(RrCardLibraryDialog)

private:
    Database &m_db;
};

} // namespace kbz::rr
