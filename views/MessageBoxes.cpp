// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "MessageBoxes.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QList>
#include <QPushButton>
#include <QShortcut>

namespace kbz {

namespace {

QList<MessageBoxes::Button> &answers()
{
    static QList<MessageBoxes::Button> a;
    return a;
}

QString &last()
{
    static QString s;
    return s;
}

} // namespace

bool MessageBoxes::askRecordAnyway(QWidget *parent, const QString &stepText,
                                   const QStringList &warnings, const QStringList &ruleIds,
                                   const std::function<void(const QString &)> &openRule)
{
    QString informative;
    for (const QString &w : warnings)
        informative += QStringLiteral("• ") + w + QLatin1Char('\n');
    informative = informative.trimmed();
    const QString title = tr("Record anyway?");
    const QString text = tr("The rules say this step is not allowed:\n%1\n\nRecord it anyway? "
                            "The table is the truth; the override is noted in the journal.")
                             .arg(stepText);
    const QStringList rules = openRule ? ruleIds.mid(0, 3) : QStringList();
    if (rules.isEmpty())
        return show(parent, QMessageBox::Warning, title, text, informative,
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;

    // A rule button closes the box like any other: the rule opens, and the question comes back.
    for (;;) {
        last() = informative.isEmpty() ? text : text + QLatin1Char('\n') + informative;
        QString rule;
        Button answer = QMessageBox::No;
        if (!answers().isEmpty()) {
            answer = answers().takeFirst();
            if (answer == QMessageBox::Help)
                rule = rules.constFirst();
        } else {
            QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Yes | QMessageBox::No,
                            parent);
            box.setInformativeText(informative);
            box.setDefaultButton(QMessageBox::No);
            box.setEscapeButton(QMessageBox::No);
            QList<QAbstractButton *> ruleButtons;
            for (const QString &id : rules) {
                QAbstractButton *b = box.addButton(tr("Rule %1").arg(id), QMessageBox::HelpRole);
                b->setToolTip(
                    tr("Opens rule %1 in the rule browser (F1), then asks again.").arg(id));
                ruleButtons.append(b);
            }
            auto *f1 = new QShortcut(QKeySequence(Qt::Key_F1), &box);
            QObject::connect(f1, &QShortcut::activated, &box,
                             [&ruleButtons] { ruleButtons.constFirst()->click(); });
            box.exec();
            const qsizetype i = ruleButtons.indexOf(box.clickedButton());
            if (i >= 0)
                rule = rules.at(i);
            else
                answer = box.standardButton(box.clickedButton());
        }
        if (rule.isEmpty())
            return answer == QMessageBox::Yes;
        openRule(rule);
    }
}

MessageBoxes::Button MessageBoxes::askUnsavedChanges(QWidget *parent, const QString &what)
{
    return show(parent, QMessageBox::Warning, tr("Unsaved changes"),
                tr("%1 has unsaved changes. Save them before closing?").arg(what), {},
                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

void MessageBoxes::critical(QWidget *parent, const QString &title, const QString &text)
{
    show(parent, QMessageBox::Critical, title, text, {}, QMessageBox::Ok, QMessageBox::Ok);
}

void MessageBoxes::warning(QWidget *parent, const QString &title, const QString &text)
{
    show(parent, QMessageBox::Warning, title, text, {}, QMessageBox::Ok, QMessageBox::Ok);
}

void MessageBoxes::information(QWidget *parent, const QString &title, const QString &text)
{
    show(parent, QMessageBox::Information, title, text, {}, QMessageBox::Ok, QMessageBox::Ok);
}

bool MessageBoxes::confirm(QWidget *parent, const QString &title, const QString &text)
{
    return show(parent, QMessageBox::Question, title, text, {}, QMessageBox::Yes | QMessageBox::No,
                QMessageBox::No) == QMessageBox::Yes;
}

bool MessageBoxes::ask(QWidget *parent, const QString &title, const QString &text)
{
    return show(parent, QMessageBox::Question, title, text, {}, QMessageBox::Yes | QMessageBox::No,
                QMessageBox::Yes) == QMessageBox::Yes;
}

void MessageBoxes::setNextAnswer(Button answer)
{
    answers().append(answer);
}

void MessageBoxes::clearAnswers()
{
    answers().clear();
}

int MessageBoxes::pendingAnswers()
{
    return int(answers().size());
}

QString MessageBoxes::lastText()
{
    return last();
}

MessageBoxes::Button MessageBoxes::show(QWidget *parent, QMessageBox::Icon icon,
                                        const QString &title, const QString &text,
                                        const QString &informative,
                                        QMessageBox::StandardButtons buttons, Button defaultButton)
{
    last() = informative.isEmpty() ? text : text + QLatin1Char('\n') + informative;
    if (!answers().isEmpty())
        return answers().takeFirst();
    QMessageBox box(icon, title, text, buttons, parent);
    box.setInformativeText(informative);
    box.setDefaultButton(defaultButton);
    return static_cast<Button>(box.exec());
}

} // namespace kbz
