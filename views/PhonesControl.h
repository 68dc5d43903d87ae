// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QAction;
class QSettings;
class QWidget;

namespace kbz {

class GameModule;
class PhoneServer;
class PhonesDialog;
class Session;

// Game ▸ Phones at the table… (issue 36, docs/phones.md): the open game's phones' server,
// off until the user starts it in the dialog (or `kibitzer --open ID --phones`), stopped when
// the game closes or another opens. The main window adds the action, calls setSession() and
// retranslate().
class PhonesControl final : public QObject
{
    Q_OBJECT

public:
    // `settings` (not owned; null: the application's) keeps each game's phone keys and port.
    PhonesControl(QWidget *window, QSettings *settings);
    ~PhonesControl() override;
    Q_DISABLE_COPY_MOVE(PhonesControl)

    QAction *action() const { return m_action; }
    void setSession(Session *session, const GameModule *module);
    void retranslate();

    // Starts the server for the open game on `address`:`port` (0: the port this game's server
    // had last time if it is free, else one the system chooses), with the invitation and seat
    // tokens it had, so the phones of the game find it again after the app restarted. False
    // and *error (in the UI's language) when no game is open or it cannot listen.
    bool start(const QHostAddress &address, quint16 port, QString *error);
    void stop();
    PhoneServer *server() const { return m_server; }
    QUrl invitationUrl() const;

signals:
    // Started, stopped, or the phones connected changed.
    void changed();

private:
    void showDialog();
    QString settingsGroup() const;
    void saveKeys();

    QWidget *m_window;
    QSettings *m_settings;
    QAction *m_action;
    Session *m_session = nullptr;
    const GameModule *m_module = nullptr;
    PhoneServer *m_server = nullptr;
    QPointer<PhonesDialog> m_dialog;
};

} // namespace kbz
