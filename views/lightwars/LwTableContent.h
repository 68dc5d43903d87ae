// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "TableContent.h"

namespace kbz::lw {

// Light Wars in the players' view: the turn countdown, who plays and each side's score so far
// (the game view's unit lists are interactive tools, so no board is drawn here).
class LwTableContent final : public TableContent
{
    Q_OBJECT

public:
    explicit LwTableContent(QWidget *parent = nullptr);
    ~LwTableContent() override;
    Q_DISABLE_COPY_MOVE(LwTableContent)

    void showState(const Session &session) override;
    QList<Message> counters(const Session &session) const override;
    bool hasBoard() const override { return false; }
};

} // namespace kbz::lw
