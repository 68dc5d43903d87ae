// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lethalcheckmate/LcState.h"

#include <QWidget>
#include <memory>

class QGroupBox;
class QLabel;

namespace kbz::lc {

// What the table shows of each player (side by side, the north seat on the left): HP step and hand
// limit, the field row (at most 3 cards), the hand (known cards and how many are unknown), deck and
// discard counts.
class LcPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit LcPanel(QWidget *parent = nullptr);
    ~LcPanel() override;
    Q_DISABLE_COPY_MOVE(LcPanel)

    void setState(std::shared_ptr<const LcState> state);
    // The plain text of a seat's box (tests).
    QString seatText(int seat) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    QString cardNames(const QStringList &ids) const;

    std::shared_ptr<const LcState> m_state;
    QGroupBox *m_boxes[2] = {nullptr, nullptr};
    QLabel *m_labels[2] = {nullptr, nullptr};
};

} // namespace kbz::lc
