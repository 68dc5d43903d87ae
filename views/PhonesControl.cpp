// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhonesControl.h"

#include "PhoneServer.h"
#include "PhonesDialog.h"

#include <QAction>
#include <QWidget>

namespace kbz {

PhonesControl::PhonesControl(QWidget *window)
    : QObject(window)
    , m_window(window)
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
    QString why;
    if (!server->start(address, port, &why)) {
        delete server;
        if (error)
            *error = tr("The phones' server cannot listen on %1, port %2: %3")
                         .arg(address.toString(), QString::number(port), why);
        return false;
    }
    m_server = server;
    connect(m_server, &PhoneServer::phonesChanged, this, &PhonesControl::changed);
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
