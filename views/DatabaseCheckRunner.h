// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "storage/DatabaseCheck.h"

#include <QObject>
#include <QPointer>
#include <memory>

#include <QProgressDialog>
class QThread;
class QWidget;

namespace kbz {

// File ▸ Check database, and the check after an unclean shutdown (Database::wasLeftOpen): the
// full `quick_check` (storage/DatabaseCheck) in a worker thread with a connection of its own,
// behind a progress dialog that is not modal (the app goes on; recording meanwhile is safe, the
// check reads the last commit) and appears only after half a second. Cancel stops it at once.
// The answer: a box when the user asked or when the file is damaged, else the status bar.
class DatabaseCheckRunner final : public QObject
{
    Q_OBJECT

public:
    enum class Reason { Asked, LeftOpen };

    explicit DatabaseCheckRunner(QWidget *window);
    ~DatabaseCheckRunner() override; // cancels a running check and waits for its thread
    Q_DISABLE_COPY_MOVE(DatabaseCheckRunner)

    // Starts a check of `path` unless one is running (then false).
    bool start(const QString &path, Reason reason);
    bool isRunning() const { return m_thread != nullptr; }
    void cancel();
    QProgressDialog *dialog() const { return m_dialog; }
    const DatabaseCheckResult &lastResult() const { return m_result; }

Q_SIGNALS:
    void statusMessage(const QString &text);
    void finished(const kbz::DatabaseCheckResult &result);

private:
    void done();

    QWidget *m_window;
    QPointer<QProgressDialog> m_dialog;
    QThread *m_thread = nullptr;
    std::unique_ptr<DatabaseCheck> m_check;
    DatabaseCheckResult m_pending; // the worker's, until done() publishes it
    DatabaseCheckResult m_result;
    Reason m_reason = Reason::Asked;
};

} // namespace kbz
