// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Progress.h"

#include <QCoreApplication>
#include <QPointer>
#include <QString>

class QProgressDialog;
class QWidget;

namespace kbz {

// Long work in the app (a long journal checked, imported or opened) behind a window-modal
// QProgressDialog: shown only once the work has taken half a second, so that a usual game opens
// without a flash, with a Cancel button where stopping is safe (the work then stops with nothing
// half-written: an import is one transaction, a check or an opening writes nothing).
//
// Test seam (as MessageBoxes::setNextAnswer): cancelNth(n) makes the n-th LongWork created from
// then on cancel at its first progress report, as if the user had pressed Cancel.
class LongWork final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::LongWork)

public:
    LongWork(QWidget *parent, const QString &label, bool cancellable);
    ~LongWork();
    Q_DISABLE_COPY_MOVE(LongWork)

    // For the models' long work: updates the dialog; false once the user cancelled.
    Progress progress();
    bool cancelled() const { return m_cancelled; }

    static void cancelNth(int n);

private:
    bool report(qint64 done, qint64 total);

    QPointer<QProgressDialog> m_dialog;
    bool m_cancelled = false;
    bool m_cancelForTest = false;
};

} // namespace kbz
