// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCardLibraryDialog.h"

#include "LcCardEditCommand.h"
#include "LcCardEditor.h"
#include "Translations.h"
#include "lethalcheckmate/LcCardLibraryModel.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "storage/CardStore.h"
#include "ui_LcCardLibraryDialog.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPushButton>
#include <QUndoStack>

namespace kbz::lc {

LcCardLibraryDialog::LcCardLibraryDialog(Database &db, QWidget *parent)
    : CardLibraryDialogBase(db, parent)
    , m_ui(std::make_unique<Ui::LcCardLibraryDialog>())
    , m_model(new LcCardLibraryModel(this))
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

    setUpCommon({m_ui->addButton, m_ui->duplicateButton, m_ui->importButton, m_ui->exportButton,
                 m_ui->undoButton, m_ui->redoButton, m_ui->buttonBox});
    m_edit =
        addKeyAction(m_ui->editButton, QKeySequence(Qt::Key_F2), &LcCardLibraryDialog::editCard);
    m_delete =
        addKeyAction(m_ui->deleteButton, QKeySequence::Delete, &LcCardLibraryDialog::deleteCard);
    // Enter on a row edits it (and must not reach the dialog's default button, Save); a
    // double-click edits too.
    m_ui->cardsView->installEventFilter(this);
    connect(m_ui->cardsView, &QAbstractItemView::doubleClicked, this,
            &LcCardLibraryDialog::editCard);
    connect(m_ui->cardsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LcCardLibraryDialog::updateActions);

    retranslateUi();
    load();
    m_ui->cardsView->setFocus();
}

LcCardLibraryDialog::~LcCardLibraryDialog() = default;

QTableView *LcCardLibraryDialog::view() const
{
    return m_ui->cardsView;
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
    CardStore store(database());
    DbError error;
    const auto library = loadCardLibrary(store, &error);
    setLoaded(library.has_value());
    if (!library) {
        m_model->setCards({});
        setStatus(unreadableText(error));
        updateActions();
        return;
    }
    m_model->setCards(library->cards());
    undoStack()->clear();
    select(0);
    setStatus({});
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
    if (!isLoaded())
        return;
    LcCard blank;
    blank.type = CardType::Move;
    auto *editor = openEditor(blank, m_model->ids());
    editor->setWindowTitle(tr("New chess card"));
    connect(editor, &QDialog::accepted, this, [this, editor] {
        const LcCard c = editor->card();
        const int row = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
        undoStack()->push(LcCardEditCommand::insert(
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
        undoStack()->push(LcCardEditCommand::replace(
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
        undoStack()->push(LcCardEditCommand::insert(
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
    undoStack()->push(LcCardEditCommand::remove(m_model, row, tr("Delete %1").arg(name),
                                                [this](int r) { select(r); }));
    setStatus(tr("Deleted %1. Ctrl+Z brings it back.").arg(name));
}

int LcCardLibraryDialog::cardCount() const
{
    return m_model->rowCount();
}

QString LcCardLibraryDialog::problem() const
{
    return m_model->rowCount() == 0 ? tr("The library needs at least one card.") : QString();
}

QString LcCardLibraryDialog::importTitle() const
{
    return tr("Import chess cards");
}

QString LcCardLibraryDialog::exportTitle() const
{
    return tr("Export chess cards");
}

QString LcCardLibraryDialog::exportFileName() const
{
    return QStringLiteral("lethal-checkmate-cards.json");
}

QByteArray LcCardLibraryDialog::cardFileData() const
{
    return cardFileText(m_model->library());
}

std::optional<CardLibraryDialogBase::Merge>
LcCardLibraryDialog::mergeCardFile(const QByteArray &text, const QString &undoText, QString *why)
{
    const auto incoming = parseCardFile(text, why);
    if (!incoming)
        return std::nullopt;
    Merge merge;
    const LcCardLibrary merged =
        mergeCards(m_model->library(), *incoming, &merge.added, &merge.replaced);
    merge.changed = merged.cards() != m_model->cards();
    if (merge.changed)
        undoStack()->push(LcCardEditCommand::replaceAll(m_model, merged.cards(), undoText,
                                                        [this](int r) { select(r); }));
    return merge;
}

bool LcCardLibraryDialog::saveLibrary(CardStore &store, DbError *error) const
{
    return saveCardLibrary(store, m_model->library(), error);
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

void LcCardLibraryDialog::updateActions()
{
    const bool hasCard = currentRow() >= 0;
    updateCommon(hasCard);
    for (QAction *a : {m_edit, m_delete})
        a->setEnabled(isLoaded() && hasCard);
    m_ui->editButton->setEnabled(m_edit->isEnabled());
    m_ui->deleteButton->setEnabled(m_delete->isEnabled());
    QPushButton *save = m_ui->buttonBox->button(QDialogButtonBox::Save);
    save->setEnabled(isLoaded() && m_model->rowCount() > 0);
    m_ui->statusLabel->setText(statusLine());
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
    return CardLibraryDialogBase::eventFilter(watched, event);
}

void LcCardLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
        m_model->setLanguage(Translations::current());
    }
    CardLibraryDialogBase::changeEvent(event);
}

void LcCardLibraryDialog::retranslateUi()
{
    retranslateCommon();
    m_ui->editButton->setToolTip(tr("Edit the selected card (Enter, F2)"));
    m_ui->deleteButton->setToolTip(tr("Delete the selected card (Delete)"));
    updateActions();
}

} // namespace kbz::lc
