// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// GUI tests of the Lethal Checkmate card library: the dialog and the card editor driven with
// QTest keys and mouse on an offscreen MainWindow, then a game played with the new card.
#include "FileDialogs.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcCardEditor.h"
#include "lethalcheckmate/LcCardLibraryDialog.h"
#include "lethalcheckmate/LcCardLibraryModel.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcState.h"
#include "lethalcheckmate/LcStepEntry.h"
#include "lethalcheckmate/PatternGridWidget.h"
#include "storage/CardStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kbz;
using namespace kbz::lc;

class TestCardsGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_dbCount = 0;

    QString write(const QString &name, const QByteArray &data)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(data);
        return path;
    }

    // The library as stored in the window's database (read with a second, read-only handle).
    QStringList storedIds()
    {
        DbError err;
        auto db = Database::open(m_window->databasePath(), Database::Mode::ReadOnly, &err);
        if (!db)
            return {QStringLiteral("<%1>").arg(err.text(Lang::En))};
        CardStore store(*db);
        QStringList ids;
        for (const StoredCard &c : store.list(QString::fromLatin1(kCardGameKind), &err))
            ids.append(c.id);
        return ids;
    }

    // Opens the library with its menu shortcut and waits for the dialog.
    LcCardLibraryDialog *openLibrary()
    {
        QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        LcCardLibraryDialog *dialog = nullptr;
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT((dialog = m_window->findChild<LcCardLibraryDialog *>()) &&
                                         dialog->isVisible(),
                                     5000);
            // The offscreen platform does not always hand the activation to a new dialog.
            dialog->activateWindow();
            QTRY_COMPARE(QApplication::activeWindow(), dialog);
            QVERIFY(dialog->isLoaded());
        }();
        return dialog;
    }

    // The offscreen platform does not give the activation back to a window when the dialog
    // above it closes, as a window manager would; shortcuts need the active window.
    static void activate(QWidget *window)
    {
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
    }

    void activateMainWindow() { activate(m_window.get()); }

    static LcCardEditor *waitForEditor(QWidget *parent)
    {
        LcCardEditor *editor = nullptr;
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(
                (editor = parent->findChild<LcCardEditor *>()) && editor->isVisible(), 5000);
            editor->activateWindow();
            QTRY_COMPARE(QApplication::activeWindow(), editor);
        }();
        return editor;
    }

    static QPushButton *okButton(QDialog *dialog)
    {
        return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

    static QString problemText(QDialog *editor)
    {
        return editor->findChild<QLabel *>(QStringLiteral("problemLabel"))->text();
    }

    const LcState &lcState() const
    {
        return static_cast<const LcState &>(*m_window->session()->state());
    }

    LcGameView *lcView() const
    {
        return qobject_cast<LcGameView *>(m_window->gamePage()->gameView());
    }

    void clickSquare(Square sq)
    {
        LcBoardView *board = lcView()->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    }

    void init()
    {
        Translations::install(Lang::En);
        m_window = std::make_unique<MainWindow>(m_settings.get());
        QVERIFY(
            m_window->openDatabase(m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_dbCount))));
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        MessageBoxes::clearAnswers();
        FileDialogs::clearPaths();
        Translations::install(Lang::En);
    }

    void addCardUndoRedoSaveAndPlay()
    {
        QVERIFY(m_window->cardsMenu()->actions().contains(
            m_window->cardLibraryAction(QStringLiteral("lethal-checkmate"))));
        LcCardLibraryDialog *dialog = openLibrary();
        if (QTest::currentTestFailed())
            return;
        QAbstractItemModelTester tester(dialog->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // First use: the shipped library.
        QCOMPARE(dialog->model()->ids(), QStringList{QStringLiteral("pawn-step")});
        QVERIFY(!dialog->isModified());

        // Insert opens the editor for a new card; OK waits for a name and a pattern.
        QTest::keyClick(dialog->view(), Qt::Key_Insert);
        LcCardEditor *editor = waitForEditor(dialog);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!okButton(editor)->isEnabled());
        QVERIFY(problemText(editor).contains(QStringLiteral("name")));
        auto *nameEn = editor->findChild<QLineEdit *>(QStringLiteral("nameEnEdit"));
        QVERIFY(nameEn->hasFocus());
        QTest::keyClicks(nameEn, QStringLiteral("Side Step"));
        // keyClicks() types Latin-1 only; an input method would commit the whole word.
        editor->findChild<QLineEdit *>(QStringLiteral("nameJaEdit"))
            ->setText(QStringLiteral("サイドステップ"));
        QVERIFY(problemText(editor).contains(QStringLiteral("pattern")));
        QVERIFY(!okButton(editor)->isEnabled());
        auto *id = editor->findChild<QLineEdit *>(QStringLiteral("idEdit"));
        QVERIFY(id->placeholderText().startsWith(QStringLiteral("side-step")));

        // Kind: ARMS, then back to MOVE, with the keyboard.
        auto *kind = editor->findChild<QComboBox *>(QStringLiteral("kindCombo"));
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Up);
        QCOMPARE(kind->currentIndex(), 0);
        QCOMPARE(editor->patternGrid()->cardType(), CardType::Arms);
        QVERIFY(!editor->findChild<QCheckBox *>(QStringLiteral("escapeCheck"))->isChecked());
        QTest::keyClick(kind, Qt::Key_Down);
        QCOMPARE(kind->currentIndex(), 1);
        QVERIFY(editor->findChild<QCheckBox *>(QStringLiteral("escapeCheck"))->isChecked());

        // Pattern: the left square with the mouse, the right one with arrows and Space.
        PatternGridWidget *grid = editor->patternGrid();
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->squareRect({-1, 0}).center());
        QCOMPARE(grid->pattern(), (QList<QPoint>{{-1, 0}}));
        QVERIFY(grid->hasFocus());
        // The piece's own square cannot be toggled.
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->squareRect({0, 0}).center());
        QCOMPARE(grid->pattern(), (QList<QPoint>{{-1, 0}}));
        QCOMPARE(grid->currentOffset(), QPoint(0, 0)); // the cursor follows the mouse
        QTest::keyClick(grid, Qt::Key_Right);
        QCOMPARE(grid->currentOffset(), QPoint(1, 0));
        QTest::keyClick(grid, Qt::Key_Space);
        // A third square, toggled on and off again.
        QTest::keyClick(grid, Qt::Key_Up);
        QTest::keyClick(grid, Qt::Key_Space);
        QCOMPARE(grid->pattern().size(), 3);
        QTest::keyClick(grid, Qt::Key_Space);
        QCOMPARE(grid->pattern(), (QList<QPoint>{{-1, 0}, {1, 0}}));
        QVERIFY2(okButton(editor)->isEnabled(), qPrintable(problemText(editor)));
        QVERIFY(problemText(editor).isEmpty());

        // Enter accepts (the default button): the card is added after the current one.
        QTest::keyClick(grid, Qt::Key_Return);
        QTRY_COMPARE(dialog->model()->rowCount(), 2);
        const LcCard added = dialog->model()->card(1);
        QCOMPARE(added.id, QStringLiteral("side-step"));
        QCOMPARE(added.name.ja, QStringLiteral("サイドステップ"));
        QCOMPARE(added.type, CardType::Move);
        QVERIFY(added.attackPhase && added.escapePhase);
        QCOMPARE(dialog->currentRow(), 1);
        QVERIFY(dialog->isModified());
        QVERIFY(dialog->isWindowModified());
        QVERIFY(dialog->statusText().contains(QStringLiteral("2 cards")));

        // Undo and redo with the keyboard.
        activate(dialog);
        QTest::keyClick(dialog->view(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(dialog->model()->rowCount(), 1);
        QVERIFY(!dialog->isModified());
        QTest::keyClick(dialog->view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(dialog->model()->rowCount(), 2);
        QCOMPARE(dialog->model()->card(1), added);

        // Nothing is stored before Save; Ctrl+S saves and closes.
        QCOMPARE(storedIds(), QStringList{QStringLiteral("pawn-step")});
        QTest::keyClick(dialog->view(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!m_window->findChild<LcCardLibraryDialog *>());
        QCOMPARE(storedIds(),
                 (QStringList{QStringLiteral("pawn-step"), QStringLiteral("side-step")}));

        // A new game takes its cards from the library.
        activateMainWindow();
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        NewGameDialog *newGame = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (newGame = m_window->findChild<NewGameDialog *>()) && newGame->isVisible(), 5000);
        QCOMPARE(newGame->cardCount(), 2);
        QVERIFY(newGame->findChild<QLabel *>(QStringLiteral("cardsCountLabel"))
                    ->text()
                    .startsWith(QStringLiteral("2 cards")));
        auto *title = newGame->findChild<QLineEdit *>(QStringLiteral("titleEdit"));
        title->setFocus();
        QTest::keyClicks(title, QStringLiteral("With side steps"));
        QTest::keyClick(title, Qt::Key_Return);
        QTRY_VERIFY(m_window->session() != nullptr);
        const QJsonArray cards =
            m_window->session()->config().options.value(QStringLiteral("cards")).toArray();
        QCOMPARE(cards.size(), 2);
        QCOMPARE(cards.at(1).toObject(), added.toJson());

        // ...and plays it: White on b1, Black on b4, then White plays Side Step (digit 2).
        LcBoardView *board = lcView()->board();
        LcStepEntry *entry = lcView()->entry();
        clickSquare({1, 0});
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 1);
        clickSquare({1, 3});
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 2);
        QCOMPARE(entry->kind(), QStringLiteral("play-card"));
        QTest::keyClick(board, Qt::Key_2);
        QCOMPARE(entry->cardId(), QStringLiteral("side-step"));
        QCOMPARE(board->targets(), (QList<Square>{{0, 0}, {2, 0}}));
        clickSquare({2, 0});
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 3);
        QCOMPARE(lcState().players.at(0).piece, (Square{2, 0}));
        QVERIFY(!m_window->session()->entry(2).record.overridden);

        // Later edits of the library do not change the running game's cards.
        activateMainWindow();
        LcCardLibraryDialog *again = openLibrary();
        if (QTest::currentTestFailed())
            return;
        again->view()->setCurrentIndex(again->model()->index(1, 0));
        QTest::keyClick(again->view(), Qt::Key_Delete);
        QCOMPARE(again->model()->rowCount(), 1);
        QVERIFY(again->statusText().contains(QStringLiteral("Deleted Side Step")));
        QVERIFY(again->save());
        again->accept();
        QCOMPARE(lcState().cards->cards().size(), 2);
    }

    void editorRefusesInvalidCards()
    {
        LcCardEditor editor;
        editor.setTakenIds({QStringLiteral("pawn-step"), QStringLiteral("lance")});
        LcCard c;
        c.name = {QString(), QStringLiteral("ランス")};
        c.type = CardType::Arms;
        c.pattern = {{0, 1}};
        c.attackPhase = true;
        c.escapePhase = false;
        editor.setCard(c);
        // Only a Japanese name: the id cannot come from it and is "card"; that is enough.
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QCOMPARE(editor.card().id, QStringLiteral("card"));
        c.id = QStringLiteral("lance");
        editor.setCard(c);
        QVERIFY(editor.problem().contains(QStringLiteral("already has the id \"lance\"")));
        QVERIFY(!okButton(&editor)->isEnabled());
        c.id = QStringLiteral("lance-2");
        c.attackPhase = false;
        editor.setCard(c);
        QVERIFY(editor.problem().contains(QStringLiteral("attack phase, the escape phase")));
        c.attackPhase = true;
        c.pattern.clear();
        editor.setCard(c);
        QVERIFY(editor.problem().contains(QStringLiteral("pattern")));
        c.pattern = {{2, 3}, {-2, -3}, {5, 5}}; // the grid's corners; outside is dropped
        editor.setCard(c);
        QVERIFY(editor.problem().isEmpty());
        QCOMPARE(editor.card().pattern, (QList<QPoint>{{2, 3}, {-2, -3}}));
        QCOMPARE(editor.card().id, QStringLiteral("lance-2"));
        editor.accept();
        QCOMPARE(editor.result(), int(QDialog::Accepted));

        QCOMPARE(LcCardEditor::idFromName(QStringLiteral("  Knight's Leap! "), {}),
                 QStringLiteral("knight-s-leap"));
        QCOMPARE(LcCardEditor::idFromName(QStringLiteral("Élan 2"), {QStringLiteral("elan-2")}),
                 QStringLiteral("elan-2-2"));
        QCOMPARE(LcCardEditor::idFromName(QStringLiteral("ナイト"), {}), QStringLiteral("card"));
    }

    void importBadFileChangesNothing()
    {
        LcCardLibraryDialog *dialog = openLibrary();
        if (QTest::currentTestFailed())
            return;
        const QList<LcCard> before = dialog->model()->cards();
        const QString bad = write(QStringLiteral("bad.json"),
                                  R"([{"id":"ok","name":"Fine","type":"move","pattern":[[0,1]]},
                                      {"id":"broken","name":"Broken","type":"arms","pattern":[[9,9]]}])");
        FileDialogs::setNextPath(bad);
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QTest::keyClick(dialog->view(), Qt::Key_I, Qt::ControlModifier);
        QCOMPARE(FileDialogs::pendingPaths(), 0);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("card 2: \"pattern\" entry 0")),
                 qPrintable(MessageBoxes::lastText()));
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("not changed")));
        QCOMPARE(dialog->model()->cards(), before);
        QCOMPARE(dialog->undoStack()->count(), 0);
        QVERIFY(!dialog->isModified());
        // A file that cannot be read, and a cancelled file dialog, change nothing either.
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(!dialog->importFile(m_dir.filePath(QStringLiteral("missing.json"))));
        FileDialogs::setNextPath(QString());
        dialog->importCards();
        QCOMPARE(dialog->model()->cards(), before);
        QCOMPARE(dialog->undoStack()->count(), 0);
    }

    void exportImportRoundTrip()
    {
        LcCardLibraryDialog *dialog = openLibrary();
        if (QTest::currentTestFailed())
            return;
        QAbstractItemModelTester tester(dialog->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString good = write(QStringLiteral("good.json"), R"([
            {"id":"side-step","name":{"en":"Side Step","ja":"サイドステップ"},"type":"move","pattern":[[-1,0],[1,0]]},
            {"id":"lance","name":{"ja":"ランス"},"type":"arms","pattern":[[0,1],[0,2]],"escape":false}])");
        FileDialogs::setNextPath(good);
        QTest::keyClick(dialog->view(), Qt::Key_I, Qt::ControlModifier);
        QTRY_COMPARE(dialog->model()->rowCount(), 3);
        QVERIFY(dialog->statusText().contains(QStringLiteral("2 new, 0 replaced")));
        // The Japanese-only name shows in English as its fallback.
        QCOMPARE(dialog->model()->index(2, 0).data().toString(), QStringLiteral("ランス"));
        // An import is one undo step.
        QTest::keyClick(dialog->view(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(dialog->model()->rowCount(), 1);
        QTest::keyClick(dialog->view(), Qt::Key_Y, Qt::ControlModifier);
        QTRY_COMPARE(dialog->model()->rowCount(), 3);
        const QList<LcCard> full = dialog->model()->cards();

        // Export, then change the library and import the export again: back to the same cards.
        const QString out = m_dir.filePath(QStringLiteral("export.json"));
        FileDialogs::setNextPath(out);
        QTest::keyClick(dialog->view(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(QFile::exists(out));
        QVERIFY(dialog->statusText().contains(QStringLiteral("Exported 3 cards")));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString why;
        const auto exported = parseCardFile(f.readAll(), &why);
        QVERIFY2(exported, qPrintable(why));
        QCOMPARE(exported->cards(), full);

        dialog->view()->setCurrentIndex(dialog->model()->index(2, 0));
        QTest::keyClick(dialog->view(), Qt::Key_Delete);
        QCOMPARE(dialog->model()->rowCount(), 2);
        QVERIFY(dialog->importFile(out));
        QCOMPARE(dialog->model()->cards(), full);

        // Duplicate (Ctrl+D) opens the editor with a copy that gets its own id.
        dialog->view()->setCurrentIndex(dialog->model()->index(1, 0));
        QTest::keyClick(dialog->view(), Qt::Key_D, Qt::ControlModifier);
        LcCardEditor *editor = waitForEditor(dialog);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(okButton(editor)->isEnabled());
        QTest::mouseClick(okButton(editor), Qt::LeftButton);
        QTRY_COMPARE(dialog->model()->rowCount(), 4);
        QCOMPARE(dialog->model()->card(2).id, QStringLiteral("side-step-2"));
        QCOMPARE(dialog->model()->card(2).pattern, full.at(1).pattern);

        // Edit (Enter on the row): a new English name for the copy.
        activate(dialog);
        QCOMPARE(dialog->currentRow(), 2);
        QTest::keyClick(dialog->view(), Qt::Key_Return);
        editor = waitForEditor(dialog);
        if (QTest::currentTestFailed())
            return;
        auto *nameEn = editor->findChild<QLineEdit *>(QStringLiteral("nameEnEdit"));
        nameEn->selectAll();
        QTest::keyClicks(nameEn, QStringLiteral("Wide Step"));
        QTest::keyClick(nameEn, Qt::Key_Return);
        QTRY_COMPARE(dialog->model()->card(2).name.en, QStringLiteral("Wide Step"));
        QCOMPARE(dialog->model()->card(2).id, QStringLiteral("side-step-2")); // ids stay
        QCOMPARE(dialog->undoStack()->count(), 5);
        activate(dialog);

        // Save through the button, then the stored library is what was shown.
        const QList<LcCard> shown = dialog->model()->cards();
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save),
                          Qt::LeftButton);
        QTRY_VERIFY(!m_window->findChild<LcCardLibraryDialog *>());
        DbError err;
        auto db = Database::open(m_window->databasePath(), Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        CardStore store(*db);
        const auto stored = loadCardLibrary(store, &err);
        QVERIFY(stored);
        QCOMPARE(stored->cards(), shown);
    }

    void cancelAsksBeforeDiscarding()
    {
        LcCardLibraryDialog *dialog = openLibrary();
        if (QTest::currentTestFailed())
            return;
        QTest::keyClick(dialog->view(), Qt::Key_Delete);
        QCOMPARE(dialog->model()->rowCount(), 0);
        // An empty library cannot be saved.
        QVERIFY(
            !dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->isEnabled());
        QVERIFY(dialog->statusText().contains(QStringLiteral("at least one card")));

        // Esc with unsaved changes asks; Cancel stays.
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QTest::keyClick(dialog->view(), Qt::Key_Escape);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("unsaved changes")));
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->model()->rowCount(), 0);
        // Discard closes without writing.
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QTest::keyClick(dialog->view(), Qt::Key_Escape);
        QTRY_VERIFY(!m_window->findChild<LcCardLibraryDialog *>());
        QCOMPARE(storedIds(), QStringList{QStringLiteral("pawn-step")});

        // From the New Game dialog: Save in the question saves, and the count follows.
        activateMainWindow();
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        NewGameDialog *newGame = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (newGame = m_window->findChild<NewGameDialog *>()) && newGame->isVisible(), 5000);
        QCOMPARE(newGame->cardCount(), 1);
        auto *library = qobject_cast<LcCardLibraryDialog *>(newGame->showCardLibrary());
        QVERIFY(library);
        library->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), library);
        FileDialogs::setNextPath(
            write(QStringLiteral("one.json"),
                  R"([{"id":"hop","name":"Hop","type":"move","pattern":[[0,2]]}])"));
        library->importCards();
        QCOMPARE(library->model()->rowCount(), 2);
        MessageBoxes::setNextAnswer(QMessageBox::Save);
        QTest::keyClick(library->view(), Qt::Key_Escape);
        QTRY_VERIFY(!newGame->findChild<LcCardLibraryDialog *>());
        QCOMPARE(storedIds(), (QStringList{QStringLiteral("pawn-step"), QStringLiteral("hop")}));
        QCOMPARE(newGame->cardCount(), 2);
        QCOMPARE(newGame->config().options.value(QStringLiteral("cards")).toArray().size(), 2);
        newGame->reject();
    }

    void japaneseLabels()
    {
        LcCardLibraryDialog *dialog = openLibrary();
        if (QTest::currentTestFailed())
            return;
        m_window->setLanguage(Lang::Ja);
        QTRY_COMPARE(dialog->model()->index(0, 0).data().toString(),
                     QStringLiteral("ポーンステップ"));
        QCOMPARE(dialog->model()->index(0, LcCardLibraryModel::KindColumn).data().toString(),
                 QStringLiteral("移動用カード"));
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("カード")));
        m_window->setLanguage(Lang::En);
        QTRY_COMPARE(dialog->model()->index(0, 0).data().toString(), QStringLiteral("Pawn Step"));
        dialog->reject();
    }
};

QTEST_MAIN(TestCardsGui)
#include "tst_cards_gui.moc"
