// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardLibraryDialogBase.h"
#include "Translations.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <functional>
#include <optional>
#include <utility>

namespace kbz {

// What the library dialogs that edit a list of cards in place share (lordsofwar/
// LowCardLibraryDialog, lightwars/LwLibraryDialog, rookraiders/RrCardLibraryDialog): the cards
// being edited, the list with Add / Duplicate / Remove / Undo / Redo / Import / Export under it,
// the status line and Save / Cancel, undo steps that hold the whole list before and after, and
// the CardLibraryDialogBase hooks.
//
// `Traits` names the game's types and reads its library:
//   using Card = ...; using Library = ...;
//   static std::optional<Library> load(CardStore &, DbError *);         // loadCardLibrary
//   static std::optional<Library> parse(const QByteArray &, QString *); // parseCardFile
// cardFileText, mergeCards and saveCardLibrary of the game's *CardLibraryStore.h are found by
// argument-dependent lookup, so the concrete dialog's header includes that store header. A Card
// has `id` and `name` (a LocalizedText).
//
// A template cannot have Q_OBJECT: the signals and slots are CardLibraryDialogBase's and the
// concrete dialog's, and so are the user-visible strings (texts()), so that they keep the
// concrete dialog's tr() context.
template <typename Traits> class CardLibraryDialogOf : public CardLibraryDialogBase
{
public:
    using Card = typename Traits::Card;
    using Library = typename Traits::Library;

    const QList<Card> &cards() const { return m_cards; }
    Library library() const { return Library(m_cards); }
    int currentRow() const { return m_list->currentRow(); }
    void setCurrentRow(int row) { m_list->setCurrentRow(row); }
    QListWidget *list() const { return m_list; }
    QString statusText() const { return m_status->text(); }

    void duplicateCard() override
    {
        const int row = currentRow();
        if (row < 0)
            return;
        Card copy = m_cards.at(row);
        copy.id = idFromName(copy.id, ids());
        QList<Card> cards = m_cards;
        cards.insert(row + 1, copy);
        pushCards(cards, row + 1, texts().duplicate.arg(cardLabel(copy)));
    }
    void removeCard()
    {
        const int row = currentRow();
        if (row < 0)
            return;
        const QString name = cardLabel(m_cards.at(row));
        QList<Card> cards = m_cards;
        cards.removeAt(row);
        const Texts t = texts();
        pushCards(cards, row, t.remove.arg(name));
        setStatus(t.removed.arg(name));
    }

protected:
    using CardLibraryDialogBase::CardLibraryDialogBase;

    // The strings of the shared code, from the concrete dialog's tr().
    struct Texts
    {
        QString edit;      // "Edit %1" (undo step)
        QString changeId;  // "Change the id of %1"
        QString add;       // "Add a card"
        QString duplicate; // "Duplicate %1"
        QString remove;    // "Remove %1"
        QString removed;   // "Removed %1. Ctrl+Z brings it back."
        QString needsId;   // "A card needs an id."
        QString idTaken;   // "The id \"%1\" is used by another card."
        QString notSaved;  // "Not saved: %1"
        QString addButton; // "&Add"
        QString duplicateButton;
        QString removeButton;
        QString removeTip;
        QString importButton;
        QString exportButton;
    };
    virtual Texts texts() const = 0;
    // The card's name in the UI language, or its id.
    virtual QString cardLabel(const Card &card) const
    {
        const QString name = card.name.text(Translations::current());
        return name.isEmpty() ? card.id : name;
    }
    // The text of the card's row in the list.
    virtual QString listText(const Card &card) const = 0;
    virtual void fillEditor() = 0;
    virtual void retranslateUi() = 0;
    // The id of the card at `row` of `cards` changes from `old` (already set): the cards that
    // name it may follow.
    virtual void idChanged(QList<Card> & /*cards*/, int /*row*/, const QString & /*old*/) const {}

    // The list and the buttons under it, added to `left`.
    void addListColumn(QVBoxLayout *left)
    {
        m_list = new QListWidget(this);
        m_list->setObjectName(QStringLiteral("cardsList"));
        left->addWidget(m_list, 1);
        auto *buttons = new QHBoxLayout;
        left->addLayout(buttons);
        auto button = [this](const char *name, QHBoxLayout *row) {
            auto *b = new QPushButton(this);
            b->setObjectName(QLatin1String(name));
            b->setAutoDefault(false);
            row->addWidget(b);
            return b;
        };
        m_addButton = button("addButton", buttons);
        m_duplicateButton = button("duplicateButton", buttons);
        m_removeButton = button("removeButton", buttons);
        m_undoButton = new QToolButton(this);
        m_undoButton->setObjectName(QStringLiteral("undoButton"));
        m_redoButton = new QToolButton(this);
        m_redoButton->setObjectName(QStringLiteral("redoButton"));
        buttons->addWidget(m_undoButton);
        buttons->addWidget(m_redoButton);
        auto *files = new QHBoxLayout;
        left->addLayout(files);
        m_importButton = button("importButton", files);
        m_exportButton = button("exportButton", files);
    }
    // The status line and Save / Cancel, added to `main`.
    void addStatusAndButtons(QVBoxLayout *main)
    {
        m_status = new QLabel(this);
        m_status->setObjectName(QStringLiteral("statusLabel"));
        m_status->setWordWrap(true);
        m_status->setTextFormat(Qt::PlainText);
        main->addWidget(m_status);
        m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
        main->addWidget(m_buttons);
    }
    // The name (English, Japanese) and id fields, in `editor`.
    void createCommonFields(QWidget *editor)
    {
        auto line = [editor](const char *name) {
            auto *e = new QLineEdit(editor);
            e->setObjectName(QLatin1String(name));
            return e;
        };
        m_nameEn = line("nameEnEdit");
        m_nameJa = line("nameJaEdit");
        m_id = line("idEdit");
        m_id->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9._-]*")), m_id));
    }
    // The name and id fields edit the selected card; the list shows it in the editor.
    void connectCommonFields()
    {
        connect(m_list, &QListWidget::currentRowChanged, this, [this] {
            fillEditor();
            updateActions();
        });
        connect(m_nameEn, &QLineEdit::textEdited, this, [this](const QString &t) {
            editCurrent(QStringLiteral("nameEn"), [&](Card &c) { c.name.en = t.trimmed(); });
        });
        connect(m_nameJa, &QLineEdit::textEdited, this, [this](const QString &t) {
            editCurrent(QStringLiteral("nameJa"), [&](Card &c) { c.name.ja = t.trimmed(); });
        });
        connect(m_id, &QLineEdit::editingFinished, this, [this] { changeId(); });
    }
    // The shared actions and buttons, and Delete (in the list only) for Remove.
    void createActions()
    {
        setUpCommon({m_addButton, m_duplicateButton, m_importButton, m_exportButton, m_undoButton,
                     m_redoButton, m_buttons});
        // Delete removes a card only from the list: in a field it deletes text.
        m_remove =
            addKeyAction(m_removeButton, QKeySequence::Delete, &CardLibraryDialogOf::removeCard);
        removeAction(m_remove);
        m_list->addAction(m_remove);
        m_remove->setShortcutContext(Qt::WidgetShortcut);
    }
    void retranslateButtons()
    {
        const Texts t = texts();
        m_addButton->setText(t.addButton);
        m_duplicateButton->setText(t.duplicateButton);
        m_removeButton->setText(t.removeButton);
        m_removeButton->setToolTip(t.removeTip);
        m_importButton->setText(t.importButton);
        m_exportButton->setText(t.exportButton);
    }

    void load()
    {
        CardStore store(database());
        DbError error;
        const std::optional<Library> library = Traits::load(store, &error);
        setLoaded(library.has_value());
        showCards(library ? library->cards() : QList<Card>{}, 0);
        undoStack()->clear();
        setStatus(library ? QString() : unreadableText(error));
    }
    QStringList ids() const
    {
        QStringList out;
        for (const Card &c : m_cards)
            out.append(c.id);
        return out;
    }
    // Shows `cards` with `row` selected (the undo steps call it).
    virtual void showCards(const QList<Card> &cards, int row)
    {
        m_cards = cards;
        fillList();
        const int show = m_cards.isEmpty() ? -1 : qBound(0, row, int(m_cards.size()) - 1);
        {
            const QSignalBlocker blocker(m_list);
            m_list->setCurrentRow(show);
        }
        if (show >= 0)
            m_list->scrollToItem(m_list->item(show));
        fillEditor();
        updateActions();
    }
    void fillList()
    {
        const QSignalBlocker blocker(m_list);
        const Lang lang = Translations::current();
        while (m_list->count() > m_cards.size())
            delete m_list->takeItem(m_list->count() - 1);
        for (int row = 0; row < m_cards.size(); ++row) {
            const Card &c = m_cards.at(row);
            const QString text = listText(c);
            if (row >= m_list->count())
                m_list->addItem(text);
            QListWidgetItem *item = m_list->item(row);
            item->setText(text);
            item->setData(Qt::UserRole, c.id);
            item->setToolTip(c.name.text(lang == Lang::Ja ? Lang::En : Lang::Ja));
        }
    }
    // Records `cards` with `row` selected as an undo step; steps with the same non-empty
    // `field` and row merge into one.
    void pushCards(const QList<Card> &cards, int row, const QString &text,
                   const QString &field = {})
    {
        undoStack()->push(new Command(this, cards, row, text, field));
    }
    // Records a change of the selected card as an undo step (none when nothing changes).
    void editCurrent(const QString &field, const std::function<void(Card &)> &change)
    {
        const int row = currentRow();
        if (m_filling || row < 0 || row >= m_cards.size())
            return;
        QList<Card> cards = m_cards;
        change(cards[row]);
        if (cards.at(row) == m_cards.at(row))
            return; // nothing changed: no undo step
        pushCards(cards, row, texts().edit.arg(cardLabel(cards.at(row))), field);
    }
    // Inserts `card`, named `name` in the UI language with a new id made from `idBase`, after
    // the selected card, and selects its name.
    void insertNewCard(Card card, const QString &name, const QString &idBase)
    {
        card.id = idFromName(idBase, ids());
        if (Translations::current() == Lang::Ja)
            card.name.ja = name;
        else
            card.name.en = name;
        const int row = currentRow() < 0 ? int(m_cards.size()) : currentRow() + 1;
        QList<Card> cards = m_cards;
        cards.insert(row, card);
        pushCards(cards, row, texts().add);
        m_nameEn->setFocus();
        m_nameEn->selectAll();
    }

    int cardCount() const override { return int(m_cards.size()); }
    QString notSavedText(const QString &problem) const override
    {
        return texts().notSaved.arg(problem);
    }
    QByteArray cardFileData() const override { return cardFileText(library()); }
    std::optional<Merge> mergeCardFile(const QByteArray &text, const QString &undoText,
                                       QString *why) override
    {
        const std::optional<Library> incoming = Traits::parse(text, why);
        if (!incoming)
            return std::nullopt;
        Merge merge;
        const Library merged = mergeCards(library(), *incoming, &merge.added, &merge.replaced);
        merge.changed = merged.cards() != m_cards;
        if (merge.changed)
            pushCards(merged.cards(), int(merged.cards().size()) - 1, undoText);
        return merge;
    }
    bool saveLibrary(CardStore &store, DbError *error) const override
    {
        return saveCardLibrary(store, library(), error);
    }
    void updateActions() override
    {
        const bool hasCard = currentRow() >= 0;
        updateCommon(hasCard);
        m_remove->setEnabled(isLoaded() && hasCard);
        m_removeButton->setEnabled(m_remove->isEnabled());
        m_buttons->button(QDialogButtonBox::Save)->setEnabled(isLoaded());
        m_status->setText(statusLine());
    }
    void keyPressEvent(QKeyEvent *event) override
    {
        // Enter in a field goes to the next field: it must not save and close the library (Save
        // is Ctrl+S or a click).
        const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
        if (enter && !qobject_cast<QAbstractButton *>(focusWidget())) {
            focusNextChild();
            return;
        }
        CardLibraryDialogBase::keyPressEvent(event);
    }
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslateUi();
        CardLibraryDialogBase::changeEvent(event);
    }

    QList<Card> m_cards;
    bool m_filling = false; // the editor is being filled: its signals are not edits

    QListWidget *m_list = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_nameJa = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_duplicateButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QAction *m_remove = nullptr;

private:
    // One undoable change of the library being edited: the whole card list before and after (a
    // library is at most a few hundred small cards). Changes of one field of one card merge.
    class Command final : public QUndoCommand
    {
    public:
        Command(CardLibraryDialogOf *dialog, QList<Card> after, int rowAfter, const QString &text,
                QString field)
            : QUndoCommand(text)
            , m_dialog(dialog)
            , m_before(dialog->m_cards)
            , m_after(std::move(after))
            , m_rowBefore(dialog->currentRow())
            , m_rowAfter(rowAfter)
            , m_field(std::move(field))
        {}

        void redo() override { m_dialog->showCards(m_after, m_rowAfter); }
        void undo() override { m_dialog->showCards(m_before, m_rowBefore); }
        int id() const override { return 1; }
        bool mergeWith(const QUndoCommand *other) override
        {
            const auto *o = static_cast<const Command *>(other);
            if (m_field.isEmpty() || o->m_field != m_field || o->m_rowAfter != m_rowAfter)
                return false;
            m_after = o->m_after;
            return true;
        }

    private:
        CardLibraryDialogOf *m_dialog;
        QList<Card> m_before;
        QList<Card> m_after;
        int m_rowBefore;
        int m_rowAfter;
        QString m_field;
    };

    // A new id for the selected card, typed into the id field: refused (and the field reset)
    // when it is empty or taken.
    void changeId()
    {
        const int row = currentRow();
        if (row < 0 || m_filling || m_id->text() == m_cards.at(row).id)
            return;
        QStringList taken = ids();
        taken.removeAt(row);
        const QString id = m_id->text();
        const Texts t = texts();
        if (id.isEmpty() || taken.contains(id)) {
            setStatus(id.isEmpty() ? t.needsId : t.idTaken.arg(id));
            fillEditor();
            return;
        }
        QList<Card> cards = m_cards;
        const QString old = cards.at(row).id;
        cards[row].id = id;
        idChanged(cards, row, old);
        pushCards(cards, row, t.changeId.arg(cardLabel(cards.at(row))));
    }
};

} // namespace kbz
