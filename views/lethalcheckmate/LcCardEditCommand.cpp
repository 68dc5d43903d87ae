// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCardEditCommand.h"

#include "lethalcheckmate/LcCardLibraryModel.h"

namespace kbz::lc {

LcCardEditCommand::LcCardEditCommand(LcCardLibraryModel *model, Op op, int row, const QString &text,
                                     Select select)
    : QUndoCommand(text)
    , m_model(model)
    , m_op(op)
    , m_row(row)
    , m_select(std::move(select))
{}

LcCardEditCommand *LcCardEditCommand::insert(LcCardLibraryModel *model, int row, const LcCard &card,
                                             const QString &text, Select select)
{
    auto *c = new LcCardEditCommand(model, Op::Insert, row, text, std::move(select));
    c->m_after = card;
    return c;
}

LcCardEditCommand *LcCardEditCommand::replace(LcCardLibraryModel *model, int row,
                                              const LcCard &card, const QString &text,
                                              Select select)
{
    auto *c = new LcCardEditCommand(model, Op::Replace, row, text, std::move(select));
    c->m_before = model->card(row);
    c->m_after = card;
    return c;
}

LcCardEditCommand *LcCardEditCommand::remove(LcCardLibraryModel *model, int row,
                                             const QString &text, Select select)
{
    auto *c = new LcCardEditCommand(model, Op::Remove, row, text, std::move(select));
    c->m_before = model->card(row);
    return c;
}

LcCardEditCommand *LcCardEditCommand::replaceAll(LcCardLibraryModel *model,
                                                 const QList<LcCard> &cards, const QString &text,
                                                 Select select)
{
    auto *c = new LcCardEditCommand(model, Op::ReplaceAll, -1, text, std::move(select));
    c->m_beforeAll = model->cards();
    c->m_afterAll = cards;
    return c;
}

void LcCardEditCommand::redo()
{
    int show = m_row;
    switch (m_op) {
    case Op::Insert:
        m_model->insertCard(m_row, m_after);
        break;
    case Op::Replace:
        m_model->replaceCard(m_row, m_after);
        break;
    case Op::Remove:
        m_model->removeCard(m_row);
        show = qMin(m_row, m_model->rowCount() - 1);
        break;
    case Op::ReplaceAll:
        m_model->setCards(m_afterAll);
        show = m_model->rowCount() - 1;
        break;
    }
    if (m_select)
        m_select(show);
}

void LcCardEditCommand::undo()
{
    int show = m_row;
    switch (m_op) {
    case Op::Insert:
        m_model->removeCard(m_row);
        show = qMin(m_row, m_model->rowCount() - 1);
        break;
    case Op::Replace:
        m_model->replaceCard(m_row, m_before);
        break;
    case Op::Remove:
        m_model->insertCard(m_row, m_before);
        break;
    case Op::ReplaceAll:
        m_model->setCards(m_beforeAll);
        show = m_model->rowCount() > 0 ? 0 : -1;
        break;
    }
    if (m_select)
        m_select(show);
}

} // namespace kbz::lc
