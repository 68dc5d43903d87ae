// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "TableContent.h"

class QHBoxLayout;

namespace kbz::rr {

class RrBoardView;

// Rook & Raiders in the players' view: every player's board side by side, read-only, with the
// round and each player's threat, gold and medals.
class RrTableContent final : public TableContent
{
    Q_OBJECT

public:
    explicit RrTableContent(QWidget *parent = nullptr);
    ~RrTableContent() override;
    Q_DISABLE_COPY_MOVE(RrTableContent)

    void showState(const Session &session) override;
    QList<Message> counters(const Session &session) const override;
    QStringList elidedTexts() const override;
    int boardCount() const override { return int(m_boards.size()); }
    void setBoardsShown(int count) override;
    QList<RrBoardView *> boards() const { return m_boards; }

private:
    QHBoxLayout *m_row;
    QList<RrBoardView *> m_boards;
    int m_actor = 0;    // the seat expected to act: its board is shown first
    int m_shown = 1000; // how many boards are shown
};

} // namespace kbz::rr
