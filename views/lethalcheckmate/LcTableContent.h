// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "TableContent.h"

namespace kbz::lc {

class LcBoardView;

// Lethal Checkmate in the players' view: the board read-only, each player's HP and the turn.
class LcTableContent final : public TableContent
{
    Q_OBJECT

public:
    explicit LcTableContent(QWidget *parent = nullptr);
    ~LcTableContent() override;
    Q_DISABLE_COPY_MOVE(LcTableContent)

    void showState(const Session &session) override;
    QList<Message> counters(const Session &session) const override;
    QStringList elidedTexts() const override;
    LcBoardView *board() const { return m_board; }

private:
    LcBoardView *m_board;
};

} // namespace kbz::lc
