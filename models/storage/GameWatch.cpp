// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameWatch.h"

#include "Journal.h"

#include <QSqlDriver>
#include <QSqlError>

namespace kbz {

GameWatch::GameWatch(Database &db, QObject *parent)
    : QObject(parent)
    , m_db(db)
{}

GameWatch::~GameWatch()
{
    if (m_listening)
        if (QSqlDriver *driver = m_db.db().driver())
            driver->unsubscribeFromNotification(QLatin1String(Journal::kGameChannel));
}

bool GameWatch::start(QString *why)
{
    if (!m_db.isServer()) {
        *why = QStringLiteral("only a server's games are recorded by other Kibitzers");
        return false;
    }
    QSqlDriver *driver = m_db.db().driver();
    const QString channel = QLatin1String(Journal::kGameChannel);
    if (driver && driver->subscribedToNotifications().contains(channel))
        return true;
    if (!driver || !driver->hasFeature(QSqlDriver::EventNotifications) ||
        !driver->subscribeToNotification(channel)) {
        *why = driver ? driver->lastError().text() : QStringLiteral("no connection");
        return false;
    }
    m_listening = true;
    if (m_forwarding)
        return true;
    m_forwarding = true;
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source,
                   const QVariant &payload) {
                if (name != QLatin1String(Journal::kGameChannel) ||
                    source == QSqlDriver::SelfSource)
                    return;
                bool ok = false;
                const qint64 id = payload.toString().toLongLong(&ok);
                if (ok && id > 0)
                    Q_EMIT gameChanged(id);
            });
    return true;
}

} // namespace kbz
