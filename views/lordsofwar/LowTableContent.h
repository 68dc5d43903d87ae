// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "TableContent.h"

namespace kbz::low {

class LowMatView;

// Lords of War in the players' view: the mat read-only, the turn and who plays, and per side
// the enemy cards and commanders destroyed against what wins the battle.
class LowTableContent final : public TableContent
{
    Q_OBJECT

public:
    explicit LowTableContent(QWidget *parent = nullptr);
    ~LowTableContent() override;
    Q_DISABLE_COPY_MOVE(LowTableContent)

    void showState(const Session &session) override;
    QList<Message> counters(const Session &session) const override;
    QStringList elidedTexts() const override;
    LowMatView *mat() const { return m_mat; }

private:
    LowMatView *m_mat;
};

} // namespace kbz::low
