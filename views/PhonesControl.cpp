// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhonesControl.h"

#include "PhoneServer.h"
#include "PhonesDialog.h"
#include "core/Session.h"

#include <QAction>
#include <QSettings>
#include <QWidget>

namespace kbz {

PhonesControl::PhonesControl(QWidget *window, QSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("phones"));
    m_action->setEnabled(false);
    connect(m_action, &QAction::triggered, this, &PhonesControl::showDialog);
    retranslate();
}

PhonesControl::~PhonesControl()
{
    stop();
}

void PhonesControl::retranslate()
{
    m_action->setText(tr("Phones at the table…"));
    m_action->setToolTip(
        tr("Let each player follow the game and record their own seat from their phone"));
}

void PhonesControl::setSession(Session *session, const GameModule *module)
{
    if (session == m_session)
        return;
    stop();
    if (m_dialog)
        m_dialog->close();
    m_session = session;
    m_module = module;
    m_action->setEnabled(session != nullptr);
}

bool PhonesControl::start(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    if (!m_session) {
        if (error)
            *error = tr("Open a game first.");
        return false;
    }
    auto *server = new PhoneServer(m_session, m_module, this);
    QSettings fallback;
    QSettings &settings = m_settings ? *m_settings : fallback;
    const QString group = settingsGroup();
    const int seats = int(m_session->config().players.size());
    server->setKeys(
        phones::PhoneKeys(seats, settings.value(group + QStringLiteral("/invitation")).toString(),
                          settings.value(group + QStringLiteral("/seats")).toStringList()));
    const quint16 lastPort = quint16(settings.value(group + QStringLiteral("/port")).toUInt());
    QString why;
    // The port it had: the phones' pages reconnect to it by themselves.
    const bool started = (port == 0 && lastPort != 0 && server->start(address, lastPort, &why)) ||
                         server->start(address, port, &why);
    if (!started) {
        delete server;
        if (error)
            *error = tr("The phones' server cannot listen on %1, port %2: %3")
                         .arg(address.toString(), QString::number(port), why);
        return false;
    }
    m_server = server;
    connect(m_server, &PhoneServer::phonesChanged, this, &PhonesControl::changed);
    connect(m_server, &PhoneServer::keysChanged, this, &PhonesControl::saveKeys);
    saveKeys();
    emit changed();
    return true;
}

void PhonesControl::stop()
{
    if (!m_server)
        return;
    delete m_server;
    m_server = nullptr;
    emit changed();
}

QString PhonesControl::settingsGroup() const
{
    // The game's identity wherever its database is (a copy keeps it), else its id.
    DbError error;
    const auto header = m_session->journal().loadGameHeader(m_session->gameId(), &error);
    const QString game = header && !header->summary.uuid.isEmpty()
                             ? header->summary.uuid
                             : QString::number(m_session->gameId());
    return QStringLiteral("phones/") + game;
}

void PhonesControl::saveKeys()
{
    if (!m_server || !m_session)
        return;
    QSettings fallback;
    QSettings &settings = m_settings ? *m_settings : fallback;
    const QString group = settingsGroup();
    settings.setValue(group + QStringLiteral("/invitation"), m_server->keys().invitation());
    settings.setValue(group + QStringLiteral("/seats"), QStringList(m_server->keys().seatTokens()));
    settings.setValue(group + QStringLiteral("/port"), m_server->port());
    settings.sync(); // a phone's token must outlive a crash of the app
}

QUrl PhonesControl::invitationUrl() const
{
    return m_server ? m_server->invitationUrl() : QUrl();
}

void PhonesControl::showDialog()
{
    if (!m_session)
        return;
    if (!m_dialog) {
        m_dialog = new PhonesDialog(this, m_session, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace kbz
