// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwTableContent.h"

#include "core/Session.h"
#include "lightwars/LwState.h"

namespace kbz::lw {

namespace {

constexpr const char *kCtx = "kbz::lw::LwTableContent";

} // namespace

LwTableContent::LwTableContent(QWidget *parent)
    : TableContent(parent)
{
    hide();
}

LwTableContent::~LwTableContent() = default;

void LwTableContent::showState(const Session &session)
{
    Q_UNUSED(session);
}

QList<Message> LwTableContent::counters(const Session &session) const
{
    const auto s = std::dynamic_pointer_cast<const LwState>(session.state());
    if (!s)
        return {};
    QList<Message> out;
    out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::lw::LwTableContent", "Turns left: %1 of %2"),
                       {arg(s->turnMarker), arg(s->maxTurns)}));
    if (s->active >= 0 && s->active < s->names.size())
        out.append(Message(kCtx, QT_TRANSLATE_NOOP("kbz::lw::LwTableContent", "%1 plays"),
                           {arg(s->names.at(s->active))}));
    for (int side = 0; side < s->names.size() && side < kSides; ++side)
        out.append(Message(
            kCtx, QT_TRANSLATE_NOOP("kbz::lw::LwTableContent", "%1: score %2 · %3 spare bases"),
            {arg(s->names.at(side)), arg(s->score(side)), arg(s->spareBases(side))}));
    return out;
}

} // namespace kbz::lw
