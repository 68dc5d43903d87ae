// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameResult.h"
#include "rookraiders/RrState.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace kbz::rr {

// The final score sheet: how the game ended (victory declared, everyone defeated), every player
// with rank, threat (board, waiting line, castle, medals shown and subtracted), honour marks,
// gold, monsters defeated, level-ups, out or not, the winners marked; the tie-break used
// (honour, then gold) said in words. Read-only; the result itself is stored by the session.
class RrScoreSheet final : public QWidget
{
    Q_OBJECT

public:
    explicit RrScoreSheet(QWidget *parent = nullptr);
    ~RrScoreSheet() override;
    Q_DISABLE_COPY_MOVE(RrScoreSheet)

    void setResult(std::shared_ptr<const RrState> state, const std::optional<GameResult> &result);
    QString plainText() const; // the sheet as text (tests, copy to clipboard)
    QTableWidget *table() const { return m_table; }
    QPushButton *copyButton() const { return m_copy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    QString tieBreakText() const;

    std::shared_ptr<const RrState> m_state;
    std::optional<GameResult> m_result;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_tieBreak = nullptr;
    QPushButton *m_copy = nullptr;
    QStringList m_header; // plainText(): the columns of a player's line
    QStringList m_lines;  // plainText(): one line per player, best first
};

} // namespace kbz::rr
