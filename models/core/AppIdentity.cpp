// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "AppIdentity.h"

#include <QCoreApplication>

namespace kbz {

void setAppIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Kibitzer"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kibitzer.invalid"));
    QCoreApplication::setApplicationName(QStringLiteral("Kibitzer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZER_VERSION));
}

} // namespace kbz
