// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "CardLibraryDialogBase.h"

#include "FileDialogs.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "storage/CardStore.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSaveFile>
#include <QToolButton>
#include <QUndoStack>
#include <utility>

namespace kbz {

CardLibraryDialogBase::CardLibraryDialogBase(Database &db, QWidget *parent)
    : QDialog(parent)
    , m_db(db)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &CardLibraryDialogBase::updateActions);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        m_message.clear(); // the last action's note is stale once the library changes again
        updateActions();
    });
}

CardLibraryDialogBase::~CardLibraryDialogBase()
{
    // The stack is a child: it is cleared (and signals) after this object is half destroyed.
    disconnect(m_undo, nullptr, this, nullptr);
}

QString CardLibraryDialogBase::idFromName(const QString &name, const QStringList &taken)
{
    QString slug;
    bool dash = false;
    for (const QChar ch : name.normalized(QString::NormalizationForm_KD)) {
        const char16_t c = ch.toLower().unicode();
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            if (dash && !slug.isEmpty())
                slug += QLatin1Char('-');
            slug += QChar(c);
            dash = false;
        } else if (ch.category() != QChar::Mark_NonSpacing) {
            dash = true; // spaces, punctuation, other scripts: one separator
        }
    }
    if (slug.isEmpty())
        slug = QStringLiteral("card");
    QString id = slug;
    for (int n = 2; taken.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(slug).arg(n);
    return id;
}

QString CardLibraryDialogBase::cardCountText(int n)
{
    return n == 1 ? tr("1 card") : tr("%1 cards").arg(n);
}

bool CardLibraryDialogBase::isModified() const
{
    return !m_undo->isClean();
}

QAction *CardLibraryDialogBase::addKeyAction(QAbstractButton *button, const QKeySequence &key)
{
    auto *a = new QAction(this);
    a->setShortcut(key);
    addAction(a);
    if (button)
        connect(button, &QAbstractButton::clicked, a, &QAction::trigger);
    return a;
}

void CardLibraryDialogBase::setUpCommon(const CommonWidgets &widgets)
{
    m_widgets = widgets;
    connect(widgets.buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(widgets.buttons, &QDialogButtonBox::rejected, this, &CardLibraryDialogBase::reject);

    m_add =
        addKeyAction(widgets.add, QKeySequence(Qt::Key_Insert), &CardLibraryDialogBase::addCard);
    m_duplicate = addKeyAction(widgets.duplicate, QKeySequence(Qt::CTRL | Qt::Key_D),
                               &CardLibraryDialogBase::duplicateCard);
    m_import = addKeyAction(widgets.importButton, QKeySequence(Qt::CTRL | Qt::Key_I),
                            &CardLibraryDialogBase::importCards);
    m_export = addKeyAction(widgets.exportButton, QKeySequence(Qt::CTRL | Qt::Key_E),
                            &CardLibraryDialogBase::exportCards);
    auto *saveAction = new QAction(this);
    saveAction->setShortcut(QKeySequence::Save);
    addAction(saveAction);
    connect(saveAction, &QAction::triggered, widgets.buttons, &QDialogButtonBox::accepted);

    m_undoAction = m_undo->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redoAction = m_undo->createRedoAction(this);
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    addAction(m_undoAction);
    addAction(m_redoAction);
    // Short labels on the buttons; what would be undone is in their tool tips.
    for (auto [button, action] :
         {std::pair{widgets.undo, m_undoAction}, std::pair{widgets.redo, m_redoAction}}) {
        connect(button, &QToolButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::changed, button, [button = button, action = action] {
            button->setEnabled(action->isEnabled());
            button->setToolTip(QStringLiteral("%1 (%2)").arg(
                action->text(), action->shortcut().toString(QKeySequence::NativeText)));
        });
        button->setEnabled(action->isEnabled());
    }
}

void CardLibraryDialogBase::updateCommon(bool hasCard)
{
    m_add->setEnabled(m_loaded);
    m_duplicate->setEnabled(m_loaded && hasCard);
    m_import->setEnabled(m_loaded);
    m_export->setEnabled(m_loaded && cardCount() > 0);
    for (auto [button, action] :
         {std::pair{m_widgets.add, m_add}, std::pair{m_widgets.duplicate, m_duplicate},
          std::pair{m_widgets.importButton, m_import}, std::pair{m_widgets.exportButton, m_export}})
        button->setEnabled(action->isEnabled());
    setWindowModified(isModified());
}

QString CardLibraryDialogBase::statusLine() const
{
    QString status = cardCountText(cardCount());
    if (isModified())
        status += QStringLiteral(" · ") + tr("unsaved changes");
    if (m_loaded) {
        if (const QString why = problem(); !why.isEmpty())
            status += QStringLiteral(" · ") + why;
    }
    if (!m_message.isEmpty())
        status += QStringLiteral(" — ") + m_message;
    return status;
}

void CardLibraryDialogBase::retranslateCommon()
{
    m_widgets.undo->setText(tr("Undo"));
    m_widgets.redo->setText(tr("Redo"));
    m_widgets.add->setToolTip(tr("Add a card (Insert)"));
    m_widgets.duplicate->setToolTip(tr("Copy the selected card into a new one (Ctrl+D)"));
    m_widgets.importButton->setToolTip(
        tr("Add the cards of a JSON file; cards with the same id are replaced (Ctrl+I)"));
    m_widgets.exportButton->setToolTip(tr("Write the cards to a JSON file (Ctrl+E)"));
    m_widgets.buttons->button(QDialogButtonBox::Save)->setToolTip(tr("Save the library (Ctrl+S)"));
}

void CardLibraryDialogBase::setStatus(const QString &text)
{
    m_message = text;
    updateActions();
}

QString CardLibraryDialogBase::unreadableText(const DbError &error)
{
    return tr("The card library could not be read: %1").arg(error.text(Translations::current()));
}

QString CardLibraryDialogBase::startDir() const
{
    const QString path = m_db.path();
    if (path.isEmpty() || path == QLatin1String(":memory:"))
        return QDir::homePath();
    return QFileInfo(path).absolutePath();
}

void CardLibraryDialogBase::importCards()
{
    if (!m_loaded)
        return;
    const QString path = FileDialogs::openFile(this, importTitle(), startDir(),
                                               tr("Card files (*.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool CardLibraryDialogBase::importFile(const QString &path)
{
    const QString file = QFileInfo(path).fileName();
    QFile f(path);
    QString why;
    std::optional<Merge> merge;
    if (f.open(QIODevice::ReadOnly))
        merge = mergeCardFile(f.readAll(), tr("Import %1").arg(file), &why);
    else
        why = f.errorString();
    if (!merge) {
        MessageBoxes::critical(
            this, tr("Cannot import the cards"),
            tr("%1\n%2\n\nThe library was not changed.").arg(QDir::toNativeSeparators(path), why));
        setStatus(tr("Import failed; the library was not changed."));
        return false;
    }
    if (!merge->changed) {
        setStatus(tr("%1 holds no change to the library.").arg(file));
        return true;
    }
    setStatus(tr("Imported %1: %2 new, %3 replaced. Ctrl+Z undoes the import.")
                  .arg(file)
                  .arg(merge->added)
                  .arg(merge->replaced));
    return true;
}

void CardLibraryDialogBase::exportCards()
{
    const QString path =
        FileDialogs::saveFile(this, exportTitle(), QDir(startDir()).filePath(exportFileName()),
                              tr("Card files (*.json);;All files (*)"));
    if (!path.isEmpty())
        exportFile(path);
}

bool CardLibraryDialogBase::exportFile(const QString &path)
{
    const QByteArray data = cardFileData();
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        MessageBoxes::critical(this, tr("Cannot export the cards"),
                               tr("%1\n%2").arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    setStatus(tr("Exported %1 to %2.").arg(cardCountText(cardCount()), QFileInfo(path).fileName()));
    return true;
}

bool CardLibraryDialogBase::save()
{
    if (!m_loaded)
        return false;
    if (const QString why = problem(); !why.isEmpty()) {
        setStatus(notSavedText(why));
        return false;
    }
    if (!isModified())
        return true;
    CardStore store(m_db);
    DbError error;
    if (!saveLibrary(store, &error)) {
        MessageBoxes::critical(this, tr("Cannot save the card library"),
                               tr("%1\n\nYour changes are still here; nothing was saved.")
                                   .arg(error.text(Translations::current())));
        return false;
    }
    m_undo->setClean();
    Q_EMIT saved(cardCount());
    return true;
}

void CardLibraryDialogBase::reject()
{
    if (isModified()) {
        switch (MessageBoxes::askUnsavedChanges(this, tr("The card library"))) {
        case QMessageBox::Save:
            if (save())
                accept();
            return;
        case QMessageBox::Discard:
            break;
        default:
            return; // stay
        }
    }
    QDialog::reject();
}

} // namespace kbz
