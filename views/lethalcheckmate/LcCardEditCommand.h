// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lethalcheckmate/LcCard.h"

#include <QUndoCommand>
#include <functional>

namespace kbz::lc {

class LcCardLibraryModel;

// One undoable change of the card library being edited: a card added, changed or deleted, or
// the whole list replaced (an import). After redo() and undo() it calls `select` with the row
// to show (-1: none), so the dialog can keep the changed card in view.
class LcCardEditCommand final : public QUndoCommand
{
public:
    using Select = std::function<void(int row)>;

    static LcCardEditCommand *insert(LcCardLibraryModel *model, int row, const LcCard &card,
                                     const QString &text, Select select);
    static LcCardEditCommand *replace(LcCardLibraryModel *model, int row, const LcCard &card,
                                      const QString &text, Select select);
    static LcCardEditCommand *remove(LcCardLibraryModel *model, int row, const QString &text,
                                     Select select);
    static LcCardEditCommand *replaceAll(LcCardLibraryModel *model, const QList<LcCard> &cards,
                                         const QString &text, Select select);

    void redo() override;
    void undo() override;

private:
    enum class Op { Insert, Replace, Remove, ReplaceAll };
    LcCardEditCommand(LcCardLibraryModel *model, Op op, int row, const QString &text,
                      Select select);

    LcCardLibraryModel *m_model;
    Op m_op;
    int m_row;
    Select m_select;
    LcCard m_before; // Replace, Remove
    LcCard m_after;  // Insert, Replace
    QList<LcCard> m_beforeAll;
    QList<LcCard> m_afterAll;
};

} // namespace kbz::lc
