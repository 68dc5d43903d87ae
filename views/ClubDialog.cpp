// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ClubDialog.h"

#include "Translations.h"
#include "storage/Database.h"
#include "storage/Players.h"
#include "storage/ServerUrl.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace kbz {

namespace {

enum PlanColumn { NameCol, GamesCol, PlayerCol, PlanColumns };

} // namespace

ClubDialog::ClubDialog(Database &local, const GameRegistry &registry, Direction direction,
                       QSettings *settings, QWidget *parent)
    : QDialog(parent)
    , m_local(local)
    , m_registry(registry)
    , m_direction(direction)
    , m_settings(settings)
{
    const bool push = direction == Direction::Push;
    setWindowTitle(push ? tr("Push finished games to the club") : tr("Pull the club's games"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        push ? tr("Copies the finished games of this computer to the club's server. Each game "
                  "is copied once, however often you push.")
             : tr("Copies the club's finished games to this computer. Each game is copied once, "
                  "however often you pull."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("clubUrl"));
    m_url->setPlaceholderText(QStringLiteral("postgresql://club@club-server.local/kibitzer"));
    if (m_settings)
        m_url->setText(m_settings->value(QLatin1String(kUrlKey)).toString());
    form->addRow(tr("Club &server:"), m_url);
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("clubPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: from ~/.pgpass"));
    form->addRow(tr("&Password:"), m_password);
    layout->addLayout(form);
    m_connect = new QPushButton(tr("&Connect"), this);
    m_connect->setObjectName(QStringLiteral("clubConnect"));
    m_connect->setDefault(true);
    layout->addWidget(m_connect, 0, Qt::AlignRight);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("clubSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_players = new QTableWidget(0, PlanColumns, this);
    m_players->setObjectName(QStringLiteral("clubPlayers"));
    m_players->setHorizontalHeaderLabels({tr("Name in the games"), tr("Games"), tr("Player")});
    m_players->horizontalHeader()->setSectionResizeMode(PlayerCol, QHeaderView::Stretch);
    m_players->verticalHeader()->hide();
    m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_players->setEnabled(false);
    layout->addWidget(m_players, 1);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("clubProgress"));
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("clubStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_run = m_buttons->addButton(push ? tr("&Push") : tr("P&ull"), QDialogButtonBox::AcceptRole);
    m_run->setObjectName(QStringLiteral("clubRun"));
    m_run->setEnabled(false);
    layout->addWidget(m_buttons);

    connect(m_connect, &QPushButton::clicked, this, &ClubDialog::connectToServer);
    connect(m_url, &QLineEdit::returnPressed, this, &ClubDialog::connectToServer);
    connect(m_password, &QLineEdit::returnPressed, this, &ClubDialog::connectToServer);
    connect(m_run, &QPushButton::clicked, this, &ClubDialog::copyGames);
    connect(&m_probe, &ServerProbe::finished, this, [this](bool reachable) {
        m_connect->setEnabled(true);
        const QString location = std::exchange(m_pendingLocation, QString());
        if (reachable) {
            openServer(location);
            return;
        }
        setStatus(tr("Cannot connect to the server %1: it does not answer. Check the address and "
                     "the network; nothing was written.")
                      .arg(m_pendingHost),
                  true);
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ClubDialog::reject);
    resize(560, 440);
}

ClubDialog::~ClubDialog() = default;

void ClubDialog::reject()
{
    if (m_running) {
        m_cancel = true; // copyGames stops before the next game
        return;
    }
    QDialog::reject();
}

QString ClubDialog::serverLabel() const
{
    return m_server ? m_server->path() : QString();
}

void ClubDialog::setStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setProperty("problem", problem); // for tests and style sheets
}

void ClubDialog::connectToServer()
{
    if (m_running || m_probe.isRunning())
        return;
    m_run->setEnabled(false);
    m_players->setRowCount(0);
    m_players->setEnabled(false);
    m_summary->clear();
    m_serverJournal.reset();
    m_localJournal.reset();
    m_server.reset();
    QString why;
    std::optional<ServerUrl> url = ServerUrl::parse(m_url->text().trimmed(), &why);
    if (!url) {
        setStatus(tr("The club server's address is not a postgresql:// URL: %1. Example: %2")
                      .arg(why, QStringLiteral("postgresql://club@club-server.local/kibitzer")),
                  true);
        return;
    }
    // A password typed into the URL moves to its field: the URL shown and remembered has none.
    if (!url->password.isEmpty() && m_password->text().isEmpty())
        m_password->setText(url->password);
    url->password.clear();
    const QString shown = url->display();
    m_url->setText(shown);
    if (m_settings)
        m_settings->setValue(QLatin1String(kUrlKey), shown);
    QString location = shown;
    if (!m_password->text().isEmpty()) {
        QUrl withPassword(shown, QUrl::StrictMode);
        withPassword.setPassword(m_password->text(), QUrl::DecodedMode);
        location = withPassword.toString(QUrl::FullyEncoded);
    }
    setStatus(tr("Connecting to %1…").arg(url->hostLabel()));
    QString host;
    int port = 0;
    if (ServerProbe::tcpTarget(shown, &host, &port)) {
        m_pendingLocation = location;
        m_pendingHost = url->hostLabel();
        m_connect->setEnabled(false);
        m_probe.start(host, port);
        return;
    }
    openServer(location);
}

void ClubDialog::openServer(const QString &location)
{
    const Lang lang = Translations::current();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    DbError error;
    m_server = Database::open(location, Database::Mode::ReadWrite, &error);
    if (!m_server) {
        setStatus(error.text(lang), true);
        return;
    }
    m_localJournal = std::make_unique<Journal>(m_local);
    m_serverJournal = std::make_unique<Journal>(*m_server);
    const bool push = m_direction == Direction::Push;
    m_plan = push ? planCopy(*m_localJournal, *m_serverJournal)
                  : planCopy(*m_serverJournal, *m_localJournal);
    if (!m_plan.ok()) {
        setStatus(m_plan.error.text(lang), true);
        return;
    }
    setStatus(QString());
    showPlan();
}

void ClubDialog::showPlan()
{
    const bool push = m_direction == Direction::Push;
    const QLocale locale;
    const QString games = locale.toString(qlonglong(m_plan.games.size()));
    const QString there = locale.toString(m_plan.alreadyThere);
    m_summary->setText(push ? tr("%1 finished games to push to %2 (%3 are there already).")
                                  .arg(games, serverLabel(), there)
                            : tr("%1 finished games to pull from %2 (%3 are here already).")
                                  .arg(games, serverLabel(), there));
    DbError error;
    const std::optional<QList<Player>> players = Players(push ? *m_server : m_local).list(&error);
    m_players->setRowCount(int(m_plan.players.size()));
    for (int row = 0; row < m_plan.players.size(); ++row) {
        const ClubPlayerMatch &m = m_plan.players.at(row);
        m_players->setItem(row, NameCol, new QTableWidgetItem(m.name));
        auto *count = new QTableWidgetItem(locale.toString(m.games));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_players->setItem(row, GamesCol, count);
        // The choice: a new player, or any existing one; the proposal first.
        auto *choice = new QComboBox(m_players);
        choice->setObjectName(QStringLiteral("clubPlayer-") + m.name);
        if (m.kind == ClubPlayerMatch::Kind::Same)
            choice->addItem(tr("%1 (the same name)").arg(m.name), m.playerId);
        choice->addItem(m.kind == ClubPlayerMatch::Kind::Near
                            ? tr("New player “%1” (similar names exist)").arg(m.name)
                            : tr("New player “%1”").arg(m.name),
                        qint64(0));
        for (const auto &[id, name] : m.nearTo)
            choice->addItem(tr("%1 (similar name)").arg(name), id);
        if (players)
            for (const Player &p : *players)
                if (p.id != m.playerId &&
                    std::none_of(m.nearTo.cbegin(), m.nearTo.cend(),
                                 [&](const auto &near) { return near.first == p.id; }))
                    choice->addItem(p.name, p.id);
        m_players->setCellWidget(row, PlayerCol, choice);
    }
    m_players->resizeColumnsToContents();
    m_players->setEnabled(true);
    m_run->setEnabled(!m_plan.games.isEmpty());
    if (m_plan.games.isEmpty())
        setStatus(tr("Nothing to copy."));
    else if (m_plan.needsConfirmation())
        setStatus(tr("Check the players: new names become new players unless you choose an "
                     "existing one."));
}

void ClubDialog::copyGames()
{
    if (m_running || !m_server)
        return;
    QHash<QString, qint64> links;
    for (int row = 0; row < m_plan.players.size(); ++row) {
        const auto *choice = qobject_cast<QComboBox *>(m_players->cellWidget(row, PlayerCol));
        const qint64 id = choice ? choice->currentData().toLongLong() : 0;
        if (id > 0)
            links.insert(m_plan.players.at(row).name, id);
    }
    m_running = true;
    m_cancel = false;
    m_run->setEnabled(false);
    m_connect->setEnabled(false);
    m_players->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Cancel"));
    m_progress->setRange(0, int(m_plan.games.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    setStatus(tr("Copying…"));
    const Progress progress = [this](qint64 done, qint64) {
        m_progress->setValue(int(done));
        QCoreApplication::processEvents();
        return !m_cancel;
    };
    const bool push = m_direction == Direction::Push;
    m_outcome = push ? copyFinishedGames(*m_localJournal, *m_serverJournal, m_registry, m_plan,
                                         links, progress)
                     : copyFinishedGames(*m_serverJournal, *m_localJournal, m_registry, m_plan,
                                         links, progress);
    m_running = false;
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    m_connect->setEnabled(true);
    const QLocale locale;
    QString text =
        push ? tr("Pushed %1 games to %2.").arg(locale.toString(m_outcome.copied), serverLabel())
             : tr("Pulled %1 games from %2.").arg(locale.toString(m_outcome.copied), serverLabel());
    if (m_outcome.cancelled)
        text += QLatin1Char(' ') + tr("Cancelled: the games copied before stay copied, whole; "
                                      "nothing else was written.");
    if (!m_outcome.skipped.isEmpty())
        text += QLatin1Char(' ') +
                tr("Not copied: %1.").arg(m_outcome.skipped.join(QStringLiteral("; ")));
    if (!m_outcome.ok())
        text += QLatin1Char(' ') + m_outcome.error.text(Translations::current()) +
                QLatin1Char(' ') + tr("The games copied before stay copied, whole.");
    setStatus(text, !m_outcome.ok() || !m_outcome.skipped.isEmpty());
    if (!push && m_outcome.copied > 0)
        Q_EMIT gamesCopied(m_outcome.copied);
}

} // namespace kbz
