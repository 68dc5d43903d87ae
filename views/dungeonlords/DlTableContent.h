// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "TableContent.h"

class QHBoxLayout;

namespace kbz::dl {

class DlBoardView;

// Dungeon Lords in the players' view: every player's dungeon side by side, read-only, with the
// year and round and each player's gold, food, imps and evil.
class DlTableContent final : public TableContent
{
    Q_OBJECT

public:
    explicit DlTableContent(QWidget *parent = nullptr);
    ~DlTableContent() override;
    Q_DISABLE_COPY_MOVE(DlTableContent)

    void showState(const Session &session) override;
    QList<Message> counters(const Session &session) const override;
    int boardCount() const override { return int(m_boards.size()); }
    void setBoardsShown(int count) override;

private:
    QHBoxLayout *m_row;
    QList<DlBoardView *> m_boards;
    int m_actor = 0;    // the seat expected to act: its board is shown first
    int m_shown = 1000; // how many boards are shown
};

} // namespace kbz::dl
