// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrTableContent.h"

#include "RrBoardView.h"
#include "core/Session.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrState.h"

#include <QHBoxLayout>
#include <numeric>

namespace kbz::rr {

namespace {

constexpr const char *kCtx = "kbz::rr::RrTableContent";

} // namespace

RrTableContent::RrTableContent(QWidget *parent)
    : TableContent(parent)
    , m_row(new QHBoxLayout(this))
{
    m_row->setContentsMargins(0, 0, 0, 0);
}

RrTableContent::~RrTableContent() = default;

void RrTableContent::setBoardsShown(int count)
{
    m_shown = count;
    showBoards(m_boards, m_actor, m_shown);
}

void RrTableContent::showState(const Session &session)
{
    m_actor = qMax(0, session.guidance().actor);
    const auto s = std::dynamic_pointer_cast<const RrState>(session.state());
    const int players = s ? int(s->players.size()) : 0;
    while (m_boards.size() > players)
        delete m_boards.takeLast();
    while (m_boards.size() < players) {
        auto *b = new RrBoardView(this);
        b->setPicking(false);
        makeReadOnly(b);
        m_row->addWidget(b, 1);
        m_boards.append(b);
    }
    for (int seat = 0; seat < players; ++seat)
        m_boards.at(seat)->setState(s, seat);
    showBoards(m_boards, m_actor, m_shown);
}

QStringList RrTableContent::elidedTexts() const
{
    QStringList out;
    for (const RrBoardView *b : m_boards)
        if (b->isVisible())
            out += b->elidedTexts();
    return out;
}

QList<Message> RrTableContent::counters(const Session &session) const
{
    const auto s = std::dynamic_pointer_cast<const RrState>(session.state());
    if (!s)
        return {};
    QList<Message> out;
    if (s->round > 0)
        out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::rr::RrTableContent", "Round %1"),
                           {arg(s->round)}));
    for (int seat = 0; seat < s->players.size(); ++seat) {
        const RrPlayer &p = s->players.at(seat);
        const auto threat = rules::threatTotal(*s, seat);
        const int medals = std::accumulate(p.medals.begin(), p.medals.end(), 0);
        out.append(Message(
            kCtx,
            QT_TRANSLATE_NOOP("kbz::rr::RrTableContent", "%1: threat %2 · gold %3 · medals %4"),
            {arg(p.name), arg(threat ? QString::number(*threat) : QStringLiteral("?")), arg(p.gold),
             arg(medals)}));
    }
    return out;
}

} // namespace kbz::rr
