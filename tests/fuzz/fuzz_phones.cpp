// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// libFuzzer target: what a phone at the table may send the laptop's phones' server (issue 36):
// a WebSocket text frame read by parseClientMessage, and the bytes of an HTTP request head read
// by requestHeadLength and parseRequestHead, as phones/PhoneServer.cpp reads them before
// anything else sees them. Properties: a refusal has a reason; an accepted message carries
// only what the protocol allows (an id of [A-Za-z0-9_-], a seat in range, a payload object);
// a head's length is within what was received and a complete head parses or says why.

#include "FuzzSupport.h"
#include "PhoneHttp.h"
#include "PhoneProtocol.h"

#include <QRegularExpression>

using namespace kbz;
using namespace kbz::phones;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));

    QString why;
    const auto message = parseClientMessage(input, &why);
    if (!message && why.isEmpty())
        fuzz::fail("a refused phone message has no reason", QString());
    if (message) {
        static const QRegularExpression idText(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
        if (input.size() > kMaxMessageBytes)
            fuzz::fail("a phone message over the limit is accepted", QString());
        if ((message->type == ClientMessage::Type::Record ||
             message->type == ClientMessage::Type::Undo) &&
            !idText.match(message->id).hasMatch())
            fuzz::fail("an accepted submission id is not of the protocol's characters",
                       message->id);
        if (message->type == ClientMessage::Type::Record &&
            (!idText.match(message->step.kind).hasMatch() || message->step.actor != -1))
            fuzz::fail("an accepted step names a kind or an actor the protocol forbids",
                       message->step.kind);
        if (message->type == ClientMessage::Type::Join &&
            (message->seat < -1 || message->seat > 15))
            fuzz::fail("an accepted join names a seat out of range",
                       QString::number(message->seat));
    }

    const qsizetype length = requestHeadLength(input);
    if (length < -1 || length > input.size() || length > kMaxRequestHead)
        fuzz::fail("a request head's length is outside what was received", QString::number(length));
    if (length > 0) {
        why.clear();
        const auto head = parseRequestHead(input.first(length), &why);
        if (!head && why.isEmpty())
            fuzz::fail("a refused request head has no reason", QString());
        if (head && (!head->path.startsWith('/') || head->path.contains('?')))
            fuzz::fail("an accepted request path is not absolute", QString::fromLatin1(head->path));
        if (head)
            (void)hostAllowed(head->host, QStringLiteral("127.0.0.1"), 8080, true);
    }
    return 0;
}
