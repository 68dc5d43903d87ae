// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwState.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;

namespace kbz::lw {

// The end of the game: who won and how (the enemy king removed, a castle reached, or the
// score), each side's score as the cost of the opponent's units it removed, listed with their
// costs, the spare bases, and the tie-break in words (lw.score.cost, lw.score.tiebreak). Copy
// puts the sheet on the clipboard as text.
class LwScoreSheet final : public QWidget
{
    Q_OBJECT

public:
    explicit LwScoreSheet(QWidget *parent = nullptr);
    ~LwScoreSheet() override;
    Q_DISABLE_COPY_MOVE(LwScoreSheet)

    void setState(std::shared_ptr<const LwState> state);
    // The sheet as plain text lines (what Copy puts on the clipboard).
    QStringList lines() const;
    QString verdict() const; // "Red wins by score", "Draw"...
    QPushButton *copyButton() const { return m_copy; }

public Q_SLOTS:
    void copy();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    std::shared_ptr<const LwState> m_state;
    QLabel *m_title = nullptr;
    QLabel *m_sheet = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace kbz::lw
