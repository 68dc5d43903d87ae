// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LongWork.h"

#include <QProgressDialog>

namespace kbz {

namespace {

int s_cancelIn = 0; // LongWork::cancelNth: the instances still to create before the one to cancel

constexpr int kSteps = 1000; // the dialog's range: per mille

} // namespace

LongWork::LongWork(QWidget *parent, const QString &label, bool cancellable)
    : m_dialog(
          new QProgressDialog(label, cancellable ? tr("Cancel") : QString(), 0, kSteps, parent))
{
    if (s_cancelIn > 0 && --s_cancelIn == 0)
        m_cancelForTest = true;
    m_dialog->setWindowTitle(QCoreApplication::applicationName());
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(500);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    m_dialog->setValue(0);
}

LongWork::~LongWork()
{
    delete m_dialog.data();
}

void LongWork::cancelNth(int n)
{
    s_cancelIn = n;
}

Progress LongWork::progress()
{
    return [this](qint64 done, qint64 total) {
        return report(done, total);
    };
}

bool LongWork::report(qint64 done, qint64 total)
{
    if (m_cancelForTest)
        m_cancelled = true;
    if (m_dialog && !m_cancelled) {
        // A modal dialog's setValue() processes events: the Cancel button answers.
        m_dialog->setValue(total > 0 ? int(qMin(done, total) * kSteps / total) : 0);
        m_cancelled = m_dialog->wasCanceled();
    }
    return !m_cancelled;
}

} // namespace kbz
