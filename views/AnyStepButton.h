// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QPushButton>

class QHBoxLayout;

namespace kbz {

// "Any step…", placed by each tool beside its primary action (issue 35): opens the game page's
// "any step" form on what the tool in front prepares, for the step the tool cannot make (another
// kind, another seat, whatever the phase). It asks the game page it sits in
// (GamePage::showAnyStep), as Ctrl+E and Game ▸ Enter any step… do from anywhere.
// It never takes Enter: Enter stays the primary action's.
class AnyStepButton : public QPushButton
{
    Q_OBJECT

public:
    explicit AnyStepButton(QWidget *parent = nullptr);

    // The row a tool puts its primary action in: `primary` taking the width, "Any step…"
    // beside it (a new button, child of `parent`). The tool adds the row to its layout.
    static QHBoxLayout *besidePrimary(QWidget *primary, QWidget *parent);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void request();
};

} // namespace kbz
