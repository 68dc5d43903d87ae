// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameRegistry.h"
#include "storage/ClubSync.h"
#include "storage/ServerProbe.h"

#include <QDialog>
#include <memory>
#include <utility>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSettings;
class QTableWidget;

namespace kbz {

class Database;

// File ▸ Club ▸ Push finished games… / Pull club games… (issue 20, item 3; docs/club.md): asks
// for the club server's URL (remembered in the settings without its password; a password typed
// in its own field or in the URL is used to connect and never stored, shown or logged), connects,
// shows the plan (how many finished games, and each player name of them matched with the
// receiving side's players: the same player, a near match to confirm, or a new player, each a
// choice of an existing player or a new one), then copies game by game with a progress bar and
// a Cancel button (each game one transaction: a cancel or a failure keeps the games copied
// before, whole, and writes nothing else). A server that cannot be reached, refuses the
// password, holds another program's database or a newer schema is said in the dialog, naming
// the host and never the password, with nothing written.
class ClubDialog final : public QDialog
{
    Q_OBJECT

public:
    enum class Direction { Push, Pull };

    ClubDialog(Database &local, const GameRegistry &registry, Direction direction,
               QSettings *settings, QWidget *parent = nullptr);
    ~ClubDialog() override;
    Q_DISABLE_COPY_MOVE(ClubDialog)

    // What the last copy did (tests, and the main window's status bar).
    const ClubCopyOutcome &outcome() const { return m_outcome; }
    // The settings key of the remembered URL.
    static constexpr char kUrlKey[] = "club/url";

    // While games are copied, Cancel, Escape and the window's close button stop the copy before
    // the next game (the dialog stays, saying what was copied); otherwise they close it.
    void reject() override;
    // Whether Connect is waiting for the server's port to answer (a probe in its own thread: a
    // server the network cannot reach would otherwise freeze the window for libpq's connect
    // timeout).
    bool isConnecting() const { return m_probe.isRunning(); }

Q_SIGNALS:
    // After a copy that stored games on this computer (a pull): the start page may list them.
    void gamesCopied(int count);

private:
    void connectToServer();
    void openServer(const QString &location);
    void showPlan();
    void copyGames();
    void setStatus(const QString &text, bool problem = false);
    QString serverLabel() const;

    Database &m_local;
    const GameRegistry &m_registry;
    Direction m_direction;
    QSettings *m_settings;
    std::unique_ptr<Database> m_server;
    std::unique_ptr<Journal> m_localJournal;
    std::unique_ptr<Journal> m_serverJournal;
    ClubPlan m_plan;
    ClubCopyOutcome m_outcome;
    bool m_cancel = false;
    bool m_running = false;
    ServerProbe m_probe;
    QString m_pendingLocation; // with the password, while the probe runs
    QString m_pendingHost;

    QLineEdit *m_url;
    QLineEdit *m_password;
    QPushButton *m_connect;
    QLabel *m_summary;
    QTableWidget *m_players;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_run;
};

} // namespace kbz
