// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DatabaseCheckRunner.h"

#include "MessageBoxes.h"

#include <QCoreApplication>
#include <QDir>
#include <QProgressDialog>
#include <QThread>

namespace kbz {

DatabaseCheckRunner::DatabaseCheckRunner(QWidget *window)
    : QObject(window)
    , m_window(window)
{}

DatabaseCheckRunner::~DatabaseCheckRunner()
{
    if (m_thread) {
        m_check->cancel();
        m_thread->wait();
        delete m_thread;
    }
    delete m_dialog.data();
}

bool DatabaseCheckRunner::start(const QString &path, Reason reason)
{
    if (m_thread)
        return false;
    m_reason = reason;
    m_check = std::make_unique<DatabaseCheck>();
    m_result = {};
    const QString label =
        reason == Reason::Asked
            ? tr("Checking the database %1…").arg(QDir::toNativeSeparators(path))
            : tr("Kibitzer was not closed normally last time: checking the database %1…")
                  .arg(QDir::toNativeSeparators(path));
    delete m_dialog.data();
    m_dialog = new QProgressDialog(label, tr("Cancel"), 0, 0, m_window);
    m_dialog->setObjectName(QStringLiteral("databaseCheck"));
    m_dialog->setWindowTitle(tr("Check database"));
    m_dialog->setWindowModality(Qt::NonModal);
    m_dialog->setMinimumDuration(500);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    m_dialog->setValue(0);
    connect(m_dialog, &QProgressDialog::canceled, this, &DatabaseCheckRunner::cancel);
    DatabaseCheck *check = m_check.get();
    m_thread = QThread::create(
        [this, check, path] { m_pending = check->run(path, DatabaseCheck::Depth::Quick); });
    connect(m_thread, &QThread::finished, this, &DatabaseCheckRunner::done);
    m_thread->start(QThread::LowPriority);
    Q_EMIT statusMessage(label);
    return true;
}

void DatabaseCheckRunner::cancel()
{
    if (m_check)
        m_check->cancel();
}

void DatabaseCheckRunner::done()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    // Published here, on the window's thread, once the worker is done with it.
    m_result = m_pending;
    if (m_dialog) {
        // reset() stops the timer that shows the dialog after its minimum duration: a check
        // done sooner would otherwise bring it up afterwards, for good.
        m_dialog->reset();
        m_dialog->hide();
    }
    const QString title = tr("Check database");
    switch (m_result.outcome) {
    case DatabaseCheckResult::Outcome::Ok:
        if (m_reason == Reason::Asked)
            MessageBoxes::information(m_window, title,
                                      tr("The database is sound: SQLite checked every page and "
                                         "record and found nothing wrong."));
        Q_EMIT statusMessage(tr("Database checked: nothing wrong."));
        break;
    case DatabaseCheckResult::Outcome::Damaged:
        MessageBoxes::critical(m_window, title,
                               tr("The database is damaged. Export the games you need from the "
                                  "game history, then restore a backup.\n\n%1")
                                   .arg(m_result.report.left(2000)));
        Q_EMIT statusMessage(tr("The database is damaged."));
        break;
    case DatabaseCheckResult::Outcome::Cancelled:
        Q_EMIT statusMessage(tr("The database check was cancelled; nothing was changed."));
        break;
    case DatabaseCheckResult::Outcome::Failed:
        MessageBoxes::warning(m_window, title,
                              tr("The database could not be checked.\n\n%1").arg(m_result.report));
        Q_EMIT statusMessage(tr("The database could not be checked."));
        break;
    }
    Q_EMIT finished(m_result);
}

} // namespace kbz
