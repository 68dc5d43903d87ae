// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QDialog>
#include <QKeySequence>
#include <optional>

class QAbstractButton;
class QAction;
class QDialogButtonBox;
class QToolButton;
class QUndoStack;

namespace kbz {

class CardStore;
class Database;
struct DbError;

// What the card library dialogs of every game share (lethalcheckmate/LcCardLibraryDialog,
// rookraiders/RrCardLibraryDialog): the undo stack with its Undo / Redo buttons, Add and
// Duplicate, Import JSON… (the whole file is checked, then merged in as one undo step: same id =
// replaced, new id = appended) and Export JSON…, Save (one transaction) and Cancel (asks first
// when there are unsaved changes), their keys (Insert, Ctrl+D, Ctrl+I, Ctrl+E, Ctrl+Z,
// Ctrl+Shift+Z or Ctrl+Y, Ctrl+S) and the status line. Nothing is written before Save.
//
// A game's dialog shows and edits its own cards and implements the hooks below; it calls
// setUpCommon() once its widgets exist and updateCommon() / statusLine() in its updateActions().
class CardLibraryDialogBase : public QDialog
{
    Q_OBJECT

public:
    ~CardLibraryDialogBase() override;
    Q_DISABLE_COPY_MOVE(CardLibraryDialogBase)

    QUndoStack *undoStack() const { return m_undo; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    bool isModified() const;
    // False when the stored library could not be read (then nothing can be saved).
    bool isLoaded() const { return m_loaded; }
    // "1 card", "3 cards", in the UI language.
    static QString cardCountText(int n);
    // A card id made from its English name ("Queen's Gambit" -> "queen-s-gambit"), numbered
    // ("-2", "-3"...) past the ids in `taken`.
    static QString idFromName(const QString &name, const QStringList &taken);

public Q_SLOTS:
    virtual void addCard() = 0;
    virtual void duplicateCard() = 0;
    void importCards(); // asks for a file (FileDialogs), then importFile()
    void exportCards(); // asks for a file (FileDialogs), then exportFile()
    // Reads and checks the whole file; on any error nothing changes and a message says which
    // card is wrong. The file's cards are merged in: same id = replaced, new id = appended.
    bool importFile(const QString &path);
    bool exportFile(const QString &path);
    // Writes the library to the database in one transaction; false (and a message) when it
    // could not.
    bool save();
    void reject() override;

Q_SIGNALS:
    void saved(int cardCount);

protected:
    explicit CardLibraryDialogBase(Database &db, QWidget *parent = nullptr);

    // What an import changed.
    struct Merge
    {
        int added = 0;
        int replaced = 0;
        bool changed = false; // false: the file holds no change to the library
    };

    // The hooks of a game's dialog.
    virtual int cardCount() const = 0;
    // Why the library cannot be saved as it is; empty when it can.
    virtual QString problem() const = 0;
    // The status note when Save refuses the library because of `problem`.
    virtual QString notSavedText(const QString &problem) const { return problem; }
    // The titles of the file dialogs ("Import chess cards") and the name an export suggests.
    virtual QString importTitle() const = 0;
    virtual QString exportTitle() const = 0;
    virtual QString exportFileName() const = 0;
    // The library being edited, as a card file.
    virtual QByteArray cardFileData() const = 0;
    // Reads `text` as a card file of the game and merges its cards into the library being
    // edited, as one undo step named `undoText` when that changes the library. std::nullopt and
    // *why (which card is wrong) when the file is refused; then nothing changes.
    virtual std::optional<Merge> mergeCardFile(const QByteArray &text, const QString &undoText,
                                               QString *why) = 0;
    // Makes the library being edited the stored one.
    virtual bool saveLibrary(CardStore &store, DbError *error) const = 0;
    // Enables the actions and buttons and shows the status line (see updateCommon()).
    virtual void updateActions() = 0;

    // The widgets every library dialog has.
    struct CommonWidgets
    {
        QAbstractButton *add;
        QAbstractButton *duplicate;
        QAbstractButton *importButton;
        QAbstractButton *exportButton;
        QToolButton *undo;
        QToolButton *redo;
        QDialogButtonBox *buttons; // Save and Cancel
    };
    // Creates the actions of the shared keys and buttons, and connects Save and Cancel.
    void setUpCommon(const CommonWidgets &widgets);
    // An action with the shortcut `key`, triggered by `button` too (when there is one), that
    // calls the dialog's `slot`.
    template <typename Dialog>
    QAction *addKeyAction(QAbstractButton *button, const QKeySequence &key, void (Dialog::*slot)())
    {
        QAction *a = addKeyAction(button, key);
        connect(a, &QAction::triggered, static_cast<Dialog *>(this), slot);
        return a;
    }
    // Enables Add, Duplicate (when a card is selected), Import and Export and their buttons.
    void updateCommon(bool hasCard);
    // "3 cards · unsaved changes · <problem> — <the last action's note>".
    QString statusLine() const;
    // The tool tips and texts of the shared buttons, in the UI language.
    void retranslateCommon();

    Database &database() const { return m_db; }
    void setLoaded(bool loaded) { m_loaded = loaded; }
    // The last action's result, shown in the status line until the library changes again.
    void setStatus(const QString &text);
    // The status note when the stored library cannot be read.
    static QString unreadableText(const DbError &error);

private:
    QAction *addKeyAction(QAbstractButton *button, const QKeySequence &key);
    QString startDir() const;

    Database &m_db;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_add = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    CommonWidgets m_widgets{};
    QString m_message; // the last action's result, shown in the status line
    bool m_loaded = false;
};

} // namespace kbz
