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

private:
    QHBoxLayout *m_row;
    QList<DlBoardView *> m_boards;
};

} // namespace kbz::dl
