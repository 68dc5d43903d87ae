// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameResult.h"
#include "lordsofwar/LowState.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace kbz::low {

// The result once the battle is over: the winner and how (cards or commanders), each side's
// pile of destroyed cards with the commanders marked, and a button copying it as plain text.
class LowScoreSheet final : public QWidget
{
    Q_OBJECT

public:
    explicit LowScoreSheet(QWidget *parent = nullptr);
    ~LowScoreSheet() override;
    Q_DISABLE_COPY_MOVE(LowScoreSheet)

    void setResult(std::shared_ptr<const LowState> state, std::optional<GameResult> result);
    QString headline() const;
    // The whole sheet as plain text (what Copy puts on the clipboard).
    QString plainText() const;
    QPushButton *copyButton() const { return m_copy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    std::shared_ptr<const LowState> m_state;
    std::optional<GameResult> m_result;
    QLabel *m_headline = nullptr;
    QTextBrowser *m_sheet = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace kbz::low
