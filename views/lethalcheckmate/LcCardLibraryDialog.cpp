#include "LcCardLibraryDialog.h"

#include "FileDialogs.h"
#include "LcCardEditCommand.h"
#include "LcCardEditor.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "lethalcheckmate/LcCardLibraryModel.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "storage/CardStore.h"
#include "ui_LcCardLibraryDialog.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPushButton>
#include <QSaveFile>
#include <QToolButton>
#include <QUndoStack>

namespace kbz::lc {

QString LcCardLibraryDialog::cardCountText(int n)
{
    return n == 1 ? tr("1 card") : tr("%1 cards").arg(n);
}

LcCardLibraryDialog::LcCardLibraryDialog(Database &db, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::LcCardLibraryDialog>())
    , m_db(db)
    , m_model(new LcCardLibraryModel(this))
    , m_undo(new QUndoStack(this))
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("lcCardLibraryDialog"));
    m_model->setLanguage(Translations::current());
    m_ui->cardsView->setModel(m_model);
    QHeaderView *header = m_ui->cardsView->horizontalHeader();
    header->setSectionResizeMode(LcCardLibraryModel::NameColumn, QHeaderView::Stretch);
    for (int c = LcCardLibraryModel::KindColumn; c < LcCardLibraryModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_ui->statusLabel->setTextFormat(Qt::PlainText);

    createActions();
    // Enter on a row edits it (and must not reach the dialog's default button, Save); a
    // double-click edits too.
    m_ui->cardsView->installEventFilter(this);
    connect(m_ui->cardsView, &QAbstractItemView::doubleClicked, this,
            &LcCardLibraryDialog::editCard);
    connect(m_ui->cardsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LcCardLibraryDialog::updateActions);
    connect(m_undo, &QUndoStack::cleanChanged, this, &LcCardLibraryDialog::updateActions);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        m_message.clear(); // the last action's note is stale once the library changes again
        updateActions();
    });
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &LcCardLibraryDialog::reject);

    retranslateUi();
    load();
    m_ui->cardsView->setFocus();
}

LcCardLibraryDialog::~LcCardLibraryDialog()
{
    // The stack is a child: it is cleared (and signals) after this object is half destroyed.
    disconnect(m_undo, nullptr, this, nullptr);
}

QTableView *LcCardLibraryDialog::view() const
{
    return m_ui->cardsView;
}

bool LcCardLibraryDialog::isModified() const
{
    return !m_undo->isClean();
}

int LcCardLibraryDialog::currentRow() const
{
    const QModelIndex i = m_ui->cardsView->currentIndex();
    return i.isValid() ? i.row() : -1;
}

QString LcCardLibraryDialog::statusText() const
{
    return m_ui->statusLabel->text();
}

void LcCardLibraryDialog::load()
{
    CardStore store(m_db);
    DbError error;
    const auto library = loadCardLibrary(store, &error);
    m_loaded = library.has_value();
    if (!library) {
        m_model->setCards({});
        setStatus(
            tr("The card library could not be read: %1").arg(error.text(Translations::current())));
        updateActions();
        return;
    }
    m_model->setCards(library->cards());
    m_undo->clear();
    select(0);
    setStatus({});
}

void LcCardLibraryDialog::createActions()
{
    auto make = [this](QPushButton *button, const QKeySequence &key,
                       void (LcCardLibraryDialog::*slot)()) {
        auto *a = new QAction(this);
        a->setShortcut(key);
        addAction(a);
        connect(a, &QAction::triggered, this, slot);
        if (button)
            connect(button, &QPushButton::clicked, a, &QAction::trigger);
        return a;
    };
    m_add = make(m_ui->addButton, QKeySequence(Qt::Key_Insert), &LcCardLibraryDialog::addCard);
    m_edit = make(m_ui->editButton, QKeySequence(Qt::Key_F2), &LcCardLibraryDialog::editCard);
    m_duplicate = make(m_ui->duplicateButton, QKeySequence(Qt::CTRL | Qt::Key_D),
                       &LcCardLibraryDialog::duplicateCard);
    m_delete = make(m_ui->deleteButton, QKeySequence::Delete, &LcCardLibraryDialog::deleteCard);
    m_import = make(m_ui->importButton, QKeySequence(Qt::CTRL | Qt::Key_I),
                    &LcCardLibraryDialog::importCards);
    m_export = make(m_ui->exportButton, QKeySequence(Qt::CTRL | Qt::Key_E),
                    &LcCardLibraryDialog::exportCards);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    addAction(m_save);
    connect(m_save, &QAction::triggered, m_ui->buttonBox, &QDialogButtonBox::accepted);

    m_undoAction = m_undo->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redoAction = m_undo->createRedoAction(this);
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    addAction(m_undoAction);
    addAction(m_redoAction);
    // Short labels on the buttons; what would be undone is in their tool tips.
    for (auto [button, action] :
         {std::pair{m_ui->undoButton, m_undoAction}, std::pair{m_ui->redoButton, m_redoAction}}) {
        connect(button, &QToolButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::changed, button, [button = button, action = action] {
            button->setEnabled(action->isEnabled());
            button->setToolTip(QStringLiteral("%1 (%2)").arg(
                action->text(), action->shortcut().toString(QKeySequence::NativeText)));
        });
        button->setEnabled(action->isEnabled());
    }
}

LcCardEditor *LcCardLibraryDialog::openEditor(const LcCard &card, const QStringList &takenIds)
{
    auto *editor = new LcCardEditor(this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setTakenIds(takenIds);
    editor->setCard(card);
    editor->open();
    return editor;
}

void LcCardLibraryDialog::addCard()
{
    if (!m_loaded)
        return;
    LcCard blank;
    blank.type = CardType::Move;
    auto *editor = openEditor(blank, m_model->ids());
    editor->setWindowTitle(tr("New chess card"));
    connect(editor, &QDialog::accepted, this, [this, editor] {
        const LcCard c = editor->card();
        const int row = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
        m_undo->push(LcCardEditCommand::insert(
            m_model, row, c, tr("Add %1").arg(c.name.text(Translations::current())),
            [this](int r) { select(r); }));
    });
}

void LcCardLibraryDialog::editCard()
{
    const int row = currentRow();
    if (row < 0)
        return;
    QStringList taken = m_model->ids();
    taken.removeAt(row);
    auto *editor = openEditor(m_model->card(row), taken);
    editor->setWindowTitle(
        tr("Edit %1").arg(m_model->card(row).name.text(Translations::current())));
    connect(editor, &QDialog::accepted, this, [this, editor, row] {
        const LcCard c = editor->card();
        if (c == m_model->card(row))
            return; // nothing changed: no undo step
        m_undo->push(LcCardEditCommand::replace(
            m_model, row, c, tr("Edit %1").arg(c.name.text(Translations::current())),
            [this](int r) { select(r); }));
    });
}

void LcCardLibraryDialog::duplicateCard()
{
    const int row = currentRow();
    if (row < 0)
        return;
    LcCard copy = m_model->card(row);
    copy.id.clear(); // a new id is made from the name
    auto *editor = openEditor(copy, m_model->ids());
    editor->setWindowTitle(tr("Copy of %1").arg(copy.name.text(Translations::current())));
    connect(editor, &QDialog::accepted, this, [this, editor, row] {
        const LcCard c = editor->card();
        m_undo->push(LcCardEditCommand::insert(
            m_model, row + 1, c, tr("Duplicate %1").arg(c.name.text(Translations::current())),
            [this](int r) { select(r); }));
    });
}

void LcCardLibraryDialog::deleteCard()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const QString name = m_model->card(row).name.text(Translations::current());
    m_undo->push(LcCardEditCommand::remove(m_model, row, tr("Delete %1").arg(name),
                                           [this](int r) { select(r); }));
    setStatus(tr("Deleted %1. Ctrl+Z brings it back.").arg(name));
}

QString LcCardLibraryDialog::startDir() const
{
    const QString path = m_db.path();
    if (path.isEmpty() || path == QLatin1String(":memory:"))
        return QDir::homePath();
    return QFileInfo(path).absolutePath();
}

void LcCardLibraryDialog::importCards()
{
    if (!m_loaded)
        return;
    const QString path = FileDialogs::openFile(this, tr("Import chess cards"), startDir(),
                                               tr("Card files (*.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool LcCardLibraryDialog::importFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    auto refuse = [&](const QString &why) {
        MessageBoxes::critical(this, tr("Cannot import the cards"),
                               tr("%1\n%2\n\nThe library was not changed.").arg(shown, why));
        setStatus(tr("Import failed; the library was not changed."));
        return false;
    };
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return refuse(f.errorString());
    QString why;
    const auto incoming = parseCardFile(f.readAll(), &why);
    if (!incoming)
        return refuse(why);
    int added = 0;
    int replaced = 0;
    const LcCardLibrary merged = mergeCards(m_model->library(), *incoming, &added, &replaced);
    if (merged.cards() == m_model->cards()) {
        setStatus(tr("%1 holds no change to the library.").arg(QFileInfo(path).fileName()));
        return true;
    }
    m_undo->push(LcCardEditCommand::replaceAll(m_model, merged.cards(),
                                               tr("Import %1").arg(QFileInfo(path).fileName()),
                                               [this](int r) { select(r); }));
    setStatus(tr("Imported %1: %2 new, %3 replaced. Ctrl+Z undoes the import.")
                  .arg(QFileInfo(path).fileName())
                  .arg(added)
                  .arg(replaced));
    return true;
}

void LcCardLibraryDialog::exportCards()
{
    const QString path = FileDialogs::saveFile(
        this, tr("Export chess cards"),
        QDir(startDir()).filePath(QStringLiteral("lethal-checkmate-cards.json")),
        tr("Card files (*.json);;All files (*)"));
    if (!path.isEmpty())
        exportFile(path);
}

bool LcCardLibraryDialog::exportFile(const QString &path)
{
    const QByteArray data = cardFileText(m_model->library());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        MessageBoxes::critical(this, tr("Cannot export the cards"),
                               tr("%1\n%2").arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    setStatus(tr("Exported %1 to %2.")
                  .arg(cardCountText(m_model->rowCount()), QFileInfo(path).fileName()));
    return true;
}

bool LcCardLibraryDialog::save()
{
    if (!m_loaded)
        return false;
    if (m_model->rowCount() == 0) {
        setStatus(tr("The library needs at least one card."));
        return false;
    }
    if (!isModified())
        return true;
    CardStore store(m_db);
    DbError error;
    if (!saveCardLibrary(store, m_model->library(), &error)) {
        MessageBoxes::critical(this, tr("Cannot save the card library"),
                               tr("%1\n\nYour changes are still here; nothing was saved.")
                                   .arg(error.text(Translations::current())));
        return false;
    }
    m_undo->setClean();
    Q_EMIT saved(m_model->rowCount());
    return true;
}

void LcCardLibraryDialog::reject()
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

void LcCardLibraryDialog::select(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_ui->cardsView->setCurrentIndex({});
        updateActions();
        return;
    }
    const QModelIndex i = m_model->index(row, LcCardLibraryModel::NameColumn);
    m_ui->cardsView->setCurrentIndex(i);
    m_ui->cardsView->scrollTo(i);
    updateActions();
}

void LcCardLibraryDialog::setStatus(const QString &text)
{
    m_message = text;
    updateActions();
}

void LcCardLibraryDialog::updateActions()
{
    const bool hasCard = currentRow() >= 0;
    for (QAction *a : {m_edit, m_duplicate, m_delete})
        a->setEnabled(m_loaded && hasCard);
    m_add->setEnabled(m_loaded);
    m_import->setEnabled(m_loaded);
    m_export->setEnabled(m_loaded && m_model->rowCount() > 0);
    m_ui->editButton->setEnabled(m_edit->isEnabled());
    m_ui->duplicateButton->setEnabled(m_duplicate->isEnabled());
    m_ui->deleteButton->setEnabled(m_delete->isEnabled());
    m_ui->addButton->setEnabled(m_add->isEnabled());
    m_ui->importButton->setEnabled(m_import->isEnabled());
    m_ui->exportButton->setEnabled(m_export->isEnabled());
    QPushButton *save = m_ui->buttonBox->button(QDialogButtonBox::Save);
    save->setEnabled(m_loaded && m_model->rowCount() > 0);
    setWindowModified(isModified());

    QString status = cardCountText(m_model->rowCount());
    if (isModified())
        status += QStringLiteral(" · ") + tr("unsaved changes");
    if (m_loaded && m_model->rowCount() == 0)
        status += QStringLiteral(" · ") + tr("The library needs at least one card.");
    if (!m_message.isEmpty())
        status += QStringLiteral(" — ") + m_message;
    m_ui->statusLabel->setText(status);
}

bool LcCardLibraryDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->cardsView && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            editCard();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void LcCardLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
        m_model->setLanguage(Translations::current());
    }
    QDialog::changeEvent(event);
}

void LcCardLibraryDialog::retranslateUi()
{
    m_ui->undoButton->setText(tr("Undo"));
    m_ui->redoButton->setText(tr("Redo"));
    m_ui->addButton->setToolTip(tr("Add a card (Insert)"));
    m_ui->editButton->setToolTip(tr("Edit the selected card (Enter, F2)"));
    m_ui->duplicateButton->setToolTip(tr("Copy the selected card into a new one (Ctrl+D)"));
    m_ui->deleteButton->setToolTip(tr("Delete the selected card (Delete)"));
    m_ui->importButton->setToolTip(
        tr("Add the cards of a JSON file; cards with the same id are replaced (Ctrl+I)"));
    m_ui->exportButton->setToolTip(tr("Write the cards to a JSON file (Ctrl+E)"));
    m_ui->buttonBox->button(QDialogButtonBox::Save)->setToolTip(tr("Save the library (Ctrl+S)"));
    updateActions();
}

} // namespace kbz::lc
