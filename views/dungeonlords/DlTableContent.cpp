// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlTableContent.h"

#include "DlBoardView.h"
#include "core/Session.h"
#include "dungeonlords/DlState.h"

#include <QHBoxLayout>

namespace kbz::dl {

namespace {

constexpr const char *kCtx = "kbz::dl::DlTableContent";

} // namespace

DlTableContent::DlTableContent(QWidget *parent)
    : TableContent(parent)
    , m_row(new QHBoxLayout(this))
{
    m_row->setContentsMargins(0, 0, 0, 0);
}

DlTableContent::~DlTableContent() = default;

void DlTableContent::setBoardsShown(int count)
{
    m_shown = count;
    showBoards(m_boards, m_actor, m_shown);
}

void DlTableContent::showState(const Session &session)
{
    m_actor = qMax(0, session.guidance().actor);
    const auto s = std::dynamic_pointer_cast<const DlState>(session.state());
    const int players = s ? int(s->players.size()) : 0;
    while (m_boards.size() > players)
        delete m_boards.takeLast();
    while (m_boards.size() < players) {
        auto *b = new DlBoardView(int(m_boards.size()), this);
        makeReadOnly(b);
        for (QWidget *child : b->findChildren<QWidget *>())
            child->setFocusPolicy(Qt::NoFocus);
        m_row->addWidget(b, 1);
        m_boards.append(b);
    }
    for (DlBoardView *b : m_boards)
        b->setState(s);
    showBoards(m_boards, m_actor, m_shown);
}

QList<Message> DlTableContent::counters(const Session &session) const
{
    const auto s = std::dynamic_pointer_cast<const DlState>(session.state());
    if (!s)
        return {};
    QList<Message> out;
    out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::dl::DlTableContent", "Year %1 · round %2"),
                       {arg(s->year), arg(s->round)}));
    for (const DlPlayer &p : s->players)
        out.append(Message(kCtx,
                           QT_TRANSLATE_NOOP("kbz::dl::DlTableContent",
                                             "%1: gold %2 · food %3 · imps %4 · evil %5"),
                           {arg(p.name), arg(p.gold), arg(p.food), arg(p.imps), arg(p.evil)}));
    return out;
}

} // namespace kbz::dl
