// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "StepTool.h"
#include "dungeonlords/DlState.h"

#include <memory>

class QAbstractButton;
class QLayout;
class QScrollArea;

namespace kbz::dl {

// The base of the Dungeon Lords view's tools (year setup, plan, reveal, resolve, score sheet): a
// StepTool that reads the session's Dungeon Lords state and lays itself out for a laptop.
class DlTool : public StepTool
{
    Q_OBJECT

public:
    using StepTool::StepTool;

    std::shared_ptr<const DlState> state() const;
    // The area the tool's body scrolls in (nullptr for a tool whose body does not scroll).
    QScrollArea *bodyScroll() const { return m_bodyScroll; }

protected:
    // Lays the tool out (issue 12): `body` (the title, the entry, the lists) on top, taking the
    // room there is; when `scrolls`, it scrolls up and down in its own area and the tool is as
    // wide as its widest row. Below it, a footer that never scrolls and never moves: the preview
    // strip (three lines high whatever the warnings; a longer text scrolls inside it) and
    // `buttons`, the row with the default button.
    void setUpLayout(QWidget *body, QLayout *buttons, bool scrolls = true);
    // Makes `button` as wide as the widest of `texts`, so that it keeps its place and size when
    // its text changes from one step to the next.
    static void keepWidest(QAbstractButton *button, const QStringList &texts);

private:
    QScrollArea *m_bodyScroll = nullptr;
};

} // namespace kbz::dl
