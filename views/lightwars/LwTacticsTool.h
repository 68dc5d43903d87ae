// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwTool.h"

class QListWidget;
class QPushButton;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

// The tactics phase: the active army's tactics tiles with their cost (check the ones used this
// turn), the spare bases left after paying (warned when there are not enough:
// lw.tactics.payment), the checked tile's effect. With nothing checked, Enter records
// "no tactics".
class LwTacticsTool final : public LwTool
{
    Q_OBJECT

public:
    explicit LwTacticsTool(QWidget *parent = nullptr);
    ~LwTacticsTool() override;
    Q_DISABLE_COPY_MOVE(LwTacticsTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    QStringList checkedTiles() const;
    // Checks the tile at `row` of the list.
    void setTileChecked(int row, bool on);
    int cost() const;      // the checked tiles' cost (unknown costs count 0)
    int basesLeft() const; // spare bases after paying (negative: not enough)
    QListWidget *tiles() const { return m_tiles; }
    QLabel *paymentLabel() const { return m_payment; }
    QPushButton *recordButton() const { return m_record; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updatePayment();
    void retranslateUi();

    ElidedLabel *m_title = nullptr;
    QLabel *m_explain = nullptr;
    QListWidget *m_tiles = nullptr;
    QLabel *m_effect = nullptr;
    QLabel *m_payment = nullptr;
    QPushButton *m_record = nullptr;
    int m_syncedSide = -1;
    int m_syncedTurn = -1;
};

} // namespace kbz::lw
