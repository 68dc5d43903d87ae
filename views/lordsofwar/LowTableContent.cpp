// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowTableContent.h"

#include "LowMatView.h"
#include "core/ListText.h"
#include "core/Session.h"
#include "lordsofwar/LowState.h"

#include <QVBoxLayout>

namespace kbz::low {

namespace {

constexpr const char *kCtx = "kbz::low::LowTableContent";

} // namespace

LowTableContent::LowTableContent(QWidget *parent)
    : TableContent(parent)
    , m_mat(new LowMatView(this))
{
    m_mat->setPicking(false);
    makeReadOnly(m_mat);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_mat);
}

LowTableContent::~LowTableContent() = default;

void LowTableContent::showState(const Session &session)
{
    m_mat->setState(std::dynamic_pointer_cast<const LowState>(session.state()));
}

QStringList LowTableContent::elidedTexts() const
{
    return m_mat->elidedTexts();
}

QList<Message> LowTableContent::counters(const Session &session) const
{
    const auto s = std::dynamic_pointer_cast<const LowState>(session.state());
    if (!s)
        return {};
    QList<Message> out;
    const LowPlayer active = s->players.value(s->active);
    out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::low::LowTableContent", "Turn %1 · %2"),
                       {arg(s->turn), arg(active.name)}));
    for (int side = 0; side < 2; ++side) {
        QStringList names;
        for (const LowPlayer &p : s->players)
            if (p.side == side)
                names.append(p.name);
        out.append(
            Message(kCtx,
                    QT_TRANSLATE_NOOP("kbz::low::LowTableContent",
                                      "%1: %2 / %3 enemy cards · %4 / %5 commanders"),
                    {arg(joinListBoth(names)), arg(int(s->kills[side].size())), arg(s->cardsToWin),
                     arg(s->commandersKilled(side)), arg(s->commandersToWin)}));
    }
    return out;
}

} // namespace kbz::low
