// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcTableContent.h"

#include "LcBoardView.h"
#include "core/Session.h"
#include "lethalcheckmate/LcState.h"

#include <QVBoxLayout>

namespace kbz::lc {

namespace {

constexpr const char *kCtx = "kbz::lc::LcTableContent";

} // namespace

LcTableContent::LcTableContent(QWidget *parent)
    : TableContent(parent)
    , m_board(new LcBoardView(this))
{
    m_board->setPicking(false);
    makeReadOnly(m_board);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board);
}

LcTableContent::~LcTableContent() = default;

void LcTableContent::showState(const Session &session)
{
    m_board->setState(std::dynamic_pointer_cast<const LcState>(session.state()));
}

QStringList LcTableContent::elidedTexts() const
{
    return m_board->elidedTexts();
}

QList<Message> LcTableContent::counters(const Session &session) const
{
    const auto s = std::dynamic_pointer_cast<const LcState>(session.state());
    if (!s)
        return {};
    QList<Message> out;
    if (s->turn > 0)
        out.append(
            Message(kCtx, QT_TRANSLATE_NOOP("kbz::lc::LcTableContent", "Turn %1"), {arg(s->turn)}));
    for (const LcPlayer &p : s->players)
        out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::lc::LcTableContent", "%1: HP %2 of 3"),
                           {arg(p.name), arg(qMax(0, 3 - p.hits))}));
    return out;
}

} // namespace kbz::lc
