// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QCoreApplication>
#include <QMessageBox>
#include <QString>
#include <functional>

namespace kbz {

// The one place the views ask the user something or report an error in a modal box. Tests queue
// answers with setNextAnswer(): the next box is then not shown at all and returns the answer
// (the idea comes from KeePassXC's MessageBox::setNextAnswer). lastText() tells what would have
// been shown.
class MessageBoxes final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::MessageBoxes)

public:
    using Button = QMessageBox::StandardButton;

    // The validators found problems: record the step anyway? Yes / No. With `openRule`, a
    // "Rule ID" button per cited rule (F1: the first) opens it through `openRule` and asks
    // again; in tests the answer Help stands for that button of the first rule.
    static bool askRecordAnyway(QWidget *parent, const QString &stepText,
                                const QStringList &warnings, const QStringList &ruleIds = {},
                                const std::function<void(const QString &)> &openRule = {});
    // Unsaved changes: Save, Discard or Cancel (stay). `what` names what was changed.
    static Button askUnsavedChanges(QWidget *parent, const QString &what);
    static void critical(QWidget *parent, const QString &title, const QString &text);
    static void warning(QWidget *parent, const QString &title, const QString &text);
    static void information(QWidget *parent, const QString &title, const QString &text);
    // A question whose Yes is destructive (delete a game): true for Yes; No is the default.
    static bool confirm(QWidget *parent, const QString &title, const QString &text);
    // A question whose Yes is the usual answer: true for Yes; Yes is the default.
    static bool ask(QWidget *parent, const QString &title, const QString &text);

    // Test seam.
    static void setNextAnswer(Button answer);
    static void clearAnswers();
    static int pendingAnswers();
    static QString lastText();

private:
    static Button show(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                       const QString &text, const QString &informative,
                       QMessageBox::StandardButtons buttons, Button defaultButton);
};

} // namespace kbz
