// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameSetupPage.h"

class QLabel;

namespace kbz::rr {

class RrMercenaryRow;

// Rook & Raiders' part of the New Game dialog: the mercenary row laid out face up at setup
// (rulebook ②), the config option "mercenaries". Left empty, Kibitzer does not follow the row
// until an end phase enters one; entered, a recruit from the mercenaries is checked against it
// (rr.command.mercenary-row).
class RrSetupPage final : public GameSetupPage
{
    Q_OBJECT

public:
    explicit RrSetupPage(QWidget *parent = nullptr);
    ~RrSetupPage() override;
    Q_DISABLE_COPY_MOVE(RrSetupPage)

    void setCards(const std::optional<QJsonArray> &cards) override;
    QJsonObject options() const override;
    // The row is dealt anew for every game: nothing is restored.
    void restoreOptions(const QJsonObject &stored) override;
    void setTabAnchor(QWidget *anchor) override;
    RrMercenaryRow *mercenaryRow() const { return m_row; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_label = nullptr;
    QLabel *m_hint = nullptr;
    RrMercenaryRow *m_row = nullptr;
};

} // namespace kbz::rr
