#include "MessageBoxes.h"

#include <QCoreApplication>
#include <QList>

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
                                   const QStringList &warnings)
{
    QString informative;
    for (const QString &w : warnings)
        informative += QStringLiteral("• ") + w + QLatin1Char('\n');
    const QString text = tr("The rules say this step is not allowed:\n%1\n\nRecord it anyway? "
                            "The table is the truth; the override is noted in the journal.")
                             .arg(stepText);
    return show(parent, QMessageBox::Warning, tr("Record anyway?"), text, informative.trimmed(),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
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
