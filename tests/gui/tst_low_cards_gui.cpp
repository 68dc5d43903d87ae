// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Lords of War's card library and deck builder, driven with QTest input: the library dialog from
// the Cards menu (arrows grid, target grid clicks and keys, undo/redo, save, reopen), the deck
// builder's swaps with the validator's findings, and the New Game dialog's Lords of War options
// for 2, 3, 4 and 6 players.
#include "FileDialogs.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/GameRegistry.h"
#include "lordsofwar/LowCardArrowsEditor.h"
#include "lordsofwar/LowCardLibraryDialog.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "lordsofwar/LowCardTargetEditor.h"
#include "lordsofwar/LowDeck.h"
#include "lordsofwar/LowDeckDialog.h"
#include "lordsofwar/LowDeckSetup.h"
#include "lordsofwar/LowEngine.h"
#include "lordsofwar/LowModule.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace kbz;
using namespace kbz::low;

class TestLowCardsGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_dbCount = 0;

    LowCardLibrary stored()
    {
        DbError err;
        auto db = Database::open(m_window->databasePath(), Database::Mode::ReadOnly, &err);
        if (!db)
            return {};
        CardStore store(*db);
        return loadCardLibrary(store, &err).value_or(LowCardLibrary());
    }

    LowCardLibraryDialog *openLibrary()
    {
        QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        LowCardLibraryDialog *dialog = nullptr;
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT((dialog = m_window->findChild<LowCardLibraryDialog *>()) &&
                                         dialog->isVisible(),
                                     5000);
            activate(dialog);
            QVERIFY(dialog->isLoaded());
        }();
        return dialog;
    }

    static void activate(QWidget *window)
    {
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
    }

    static void clickCard(LowCardLibraryDialog *dialog, const QString &id)
    {
        QListWidget *list = dialog->list();
        const int row = dialog->rowOf(id);
        QVERIFY(row >= 0);
        QVERIFY(!list->item(row)->isHidden());
        list->scrollToItem(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
        QCOMPARE(dialog->currentRow(), row);
    }

    static void typeInto(QWidget *field, const QString &text)
    {
        field->setFocus();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, text);
    }

    template <typename T> static T *child(QObject *parent, const char *name)
    {
        return parent->findChild<T *>(QLatin1String(name));
    }

    static void clickTreeItem(QTreeWidget *tree, QTreeWidgetItem *item)
    {
        QVERIFY(item);
        tree->scrollToItem(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                          tree->visualItemRect(item).center());
        QCOMPARE(tree->currentItem(), item);
    }

    static void clickRow(QListWidget *list, int row)
    {
        QVERIFY(row >= 0);
        list->scrollToItem(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
        QCOMPARE(list->currentRow(), row);
    }

    static QString allFindings(const LowDeckDialog &dialog)
    {
        QStringList out;
        for (int i = 0; i < dialog.findingsList()->count(); ++i)
            out.append(dialog.findingsList()->item(i)->text());
        return out.join(QLatin1Char('\n'));
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
            m_window->openDatabase(m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_dbCount))));
        m_window->show();
        activate(m_window.get());
    }

    void cleanup()
    {
        m_window.reset();
        MessageBoxes::clearAnswers();
        FileDialogs::clearPaths();
        Translations::install(Lang::En);
    }

    void menuEntryNextToTheOtherGames()
    {
        const QList<QAction *> actions = m_window->cardsMenu()->actions();
        const int rr =
            int(actions.indexOf(m_window->cardLibraryAction(QStringLiteral("rook-raiders"))));
        QVERIFY(rr >= 0);
        QCOMPARE(actions.value(rr + 1),
                 m_window->cardLibraryAction(QStringLiteral("lords-of-war")));
        QCOMPARE(m_window->cardLibraryAction(QStringLiteral("lords-of-war"))->text(),
                 QStringLiteral("Lords of &War card library…"));
        QCOMPARE(m_window->cardLibraryAction(QStringLiteral("lords-of-war"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
        // The shortcut is no other action's.
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a != m_window->cardLibraryAction(QStringLiteral("lords-of-war")))
                QVERIFY2(
                    !a->shortcuts().contains(
                        m_window->cardLibraryAction(QStringLiteral("lords-of-war"))->shortcut()),
                    qPrintable(a->text()));
    }

    void editArrowsAndTargetGridThenSave()
    {
        LowCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        QCOMPARE(dialog->library(), LowCardLibrary::shipped()); // seeded on first use
        QVERIFY(dialog->notesText().isEmpty());                 // the core decks are complete

        // Filter to the dwarves with the keyboard: orc is the first army, dwarf the second.
        QComboBox *filter = dialog->armyFilter();
        filter->setFocus();
        QTest::keyClick(filter, Qt::Key_Down);
        QTest::keyClick(filter, Qt::Key_Down);
        QCOMPARE(filter->currentData().toString(), QStringLiteral("dwarf"));
        QVERIFY(dialog->list()->item(dialog->rowOf(QStringLiteral("orc-warhog")))->isHidden());

        // Dwarf Marauder: the E arrow 1 -> 3, a new S arrow of 2 (typed into the arrows grid).
        clickCard(dialog, QStringLiteral("dwarf-marauder"));
        const int row = dialog->currentRow();
        LowCardArrowsEditor *arrows = dialog->arrowsEditor();
        QCOMPARE(arrows->spin(N)->value(), 4);
        QCOMPARE(arrows->spin(E)->value(), 1);
        typeInto(arrows->spin(E), QStringLiteral("3"));
        typeInto(arrows->spin(S), QStringLiteral("2"));
        QCOMPARE(dialog->cards().at(row).attack[E], 3);
        QCOMPARE(dialog->cards().at(row).attack[S], 2);
        QCOMPARE(dialog->undoStack()->count(), 2);

        // It now shoots: damage 2, squares clicked on the target grid (forward is up).
        typeInto(child<QSpinBox>(dialog, "rangedDamageSpin"), QStringLiteral("2"));
        LowCardTargetEditor *grid = dialog->targetEditor();
        const QRect ahead = grid->cellRect(QPoint(0, 1));
        const QRect behind = grid->cellRect(QPoint(0, -1));
        QVERIFY(ahead.bottom() < behind.top()); // forward squares are drawn above the card
        QTest::mouseClick(grid, Qt::LeftButton, {}, ahead.center());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(QPoint(1, 2)).center());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(QPoint(0, 0)).center());
        QCOMPARE(dialog->cards().at(row).rangedTargets, (QList<QPoint>{{0, 1}, {1, 2}}));
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(QPoint(1, 2)).center());
        QCOMPARE(dialog->cards().at(row).rangedTargets, (QList<QPoint>{{0, 1}}));
        // The keyboard: from the square just clicked (0, 1) up to (0, 2), Space adds it.
        QCOMPARE(grid->cursorOffset(), QPoint(1, 2));
        QTest::keyClick(grid, Qt::Key_Left);
        QTest::keyClick(grid, Qt::Key_Space);
        QCOMPARE(dialog->cards().at(row).rangedTargets, (QList<QPoint>{{0, 1}, {0, 2}}));

        // Undo (Ctrl+Z) takes the last square out, redo (the Redo button) puts it back.
        QTest::keyClick(dialog, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(dialog->cards().at(row).rangedTargets, (QList<QPoint>{{0, 1}}));
        QCOMPARE(grid->targets(), (QList<QPoint>{{0, 1}}));
        QTest::mouseClick(child<QWidget>(dialog, "redoButton"), Qt::LeftButton);
        QCOMPARE(dialog->cards().at(row).rangedTargets, (QList<QPoint>{{0, 1}, {0, 2}}));
        // Undo down to the arrows: the grid spin boxes follow.
        while (dialog->cards().at(row).attack[S] != 0 && dialog->undoStack()->canUndo())
            QTest::mouseClick(child<QWidget>(dialog, "undoButton"), Qt::LeftButton);
        QCOMPARE(arrows->spin(S)->value(), 0);
        QCOMPARE(arrows->spin(E)->value(), 3);
        QVERIFY(dialog->cards().at(row).rangedTargets.isEmpty());
        while (dialog->undoStack()->canRedo())
            QTest::keyClick(dialog, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(arrows->spin(S)->value(), 2);
        QCOMPARE(grid->targets(), (QList<QPoint>{{0, 1}, {0, 2}}));

        // Save (Ctrl+S) and reopen: the figures were stored.
        QTest::keyClick(dialog, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!m_window->findChild<LowCardLibraryDialog *>() ||
                    !m_window->findChild<LowCardLibraryDialog *>()->isVisible());
        const LowCardLibrary after = stored();
        const LowCard *marauder = after.find(QStringLiteral("dwarf-marauder"));
        QVERIFY(marauder);
        QCOMPARE(marauder->attack[E], 3);
        QCOMPARE(marauder->attack[S], 2);
        QCOMPARE(marauder->rangedDamage, 2);
        QCOMPARE(marauder->rangedTargets, (QList<QPoint>{{0, 1}, {0, 2}}));
        QCOMPARE(after.cards().size(), 105);

        activate(m_window.get());
        dialog = openLibrary();
        QVERIFY(dialog);
        QVERIFY(!dialog->isModified());
        clickCard(dialog, QStringLiteral("dwarf-marauder"));
        QCOMPARE(dialog->arrowsEditor()->spin(S)->value(), 2);
        QCOMPARE(dialog->targetEditor()->targets(), (QList<QPoint>{{0, 1}, {0, 2}}));
        dialog->reject();
    }

    // A card of another printing is never blocked: the core deck is then off the composition,
    // which is a note. A ranged damage without a target square blocks Save with a message.
    void notesAndValidation()
    {
        LowCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        clickCard(dialog, QStringLiteral("orc-catapult"));
        typeInto(child<QSpinBox>(dialog, "copiesSpin"), QStringLiteral("3"));
        QVERIFY2(dialog->notesText().contains(QStringLiteral("Orcs: The deck has 37 cards")),
                 qPrintable(dialog->notesText()));
        QVERIFY(dialog->problem().isEmpty());

        clickCard(dialog, QStringLiteral("orc-warhog"));
        typeInto(child<QSpinBox>(dialog, "rangedDamageSpin"), QStringLiteral("3"));
        QVERIFY2(dialog->problem().contains(QStringLiteral("needs at least one square")),
                 qPrintable(dialog->problem()));
        QTest::keyClick(dialog, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->statusText().contains(QStringLiteral("Not saved")),
                 qPrintable(dialog->statusText()));
        // A square makes it savable.
        LowCardTargetEditor *grid = dialog->targetEditor();
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(QPoint(-1, 3)).center());
        QVERIFY(dialog->problem().isEmpty());

        // Delete in the list removes the card; Insert adds one of the army shown.
        const qsizetype n = dialog->cards().size();
        dialog->list()->setFocus();
        QTest::keyClick(dialog->list(), Qt::Key_Delete);
        QCOMPARE(dialog->cards().size(), n - 1);
        QVERIFY(!dialog->library().find(QStringLiteral("orc-warhog")));
        QTest::keyClick(dialog->list(), Qt::Key_Insert);
        QCOMPARE(dialog->cards().size(), n);
        QCOMPARE(dialog->cards().at(dialog->currentRow()).army, QStringLiteral("orc"));
        // A table's own army, typed into the army field.
        auto *army = child<QComboBox>(dialog, "armyCombo");
        typeInto(army, QStringLiteral("goblins"));
        QTest::keyClick(army, Qt::Key_Tab);
        QCOMPARE(dialog->cards().at(dialog->currentRow()).army, QStringLiteral("goblins"));
        QVERIFY(dialog->armyFilter()->findData(QStringLiteral("goblins")) > 0);
        QVERIFY2(dialog->notesText().contains(QStringLiteral("goblins: The deck has 1 cards")),
                 qPrintable(dialog->notesText()));
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(stored(), LowCardLibrary::shipped());
    }

    void deckDialogSwapsWithFindings()
    {
        // As the New Game dialog opens it: a child of a window.
        LowDeckDialog dialog(LowCardLibrary::shipped(), m_window.get());
        dialog.setPlayerName(QStringLiteral("Aki"));
        dialog.setDeck(QStringLiteral("orc"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        activate(&dialog);
        QCOMPARE(dialog.cards(), LowCardLibrary::shipped().coreDeck(QStringLiteral("orc")));
        QVERIFY(dialog.findings().isEmpty());
        QVERIFY(dialog.deckTree()->topLevelItem(0)->text(0).contains(QStringLiteral("6 / 6")));

        // A mercenary: Orc Warhog (elite) for a Lizardman elite card, from any army.
        clickTreeItem(dialog.deckTree(), dialog.deckItem(QStringLiteral("orc-warhog")));
        QComboBox *source = dialog.sourceCombo();
        source->setFocus();
        QTest::keyClick(source, Qt::Key_Down);
        QCOMPARE(source->currentIndex(), 1);
        QString lizard;
        for (const LowCard &c : LowCardLibrary::shipped().cards())
            if (c.army == QLatin1String("lizardman") && c.rank == Rank::Elite && lizard.isEmpty())
                lizard = c.id;
        QVERIFY(dialog.replacementRow(QStringLiteral("orc-catapult")) < 0); // a veteran
        clickRow(dialog.replacementList(), dialog.replacementRow(lizard));
        QTest::mouseClick(dialog.swapButton(), Qt::LeftButton);
        QCOMPARE(dialog.cards().count(QStringLiteral("orc-warhog")), 1);
        QCOMPARE(dialog.cards().count(lizard), 1);
        QCOMPARE(dialog.cards().size(), 36);
        QVERIFY(!hasWarnings(dialog.findings()));
        QVERIFY2(allFindings(dialog).contains(QStringLiteral("low.deck.mercenary")),
                 qPrintable(allFindings(dialog)));

        // Another rank: Goblin Spikemen (conscript) for Orc Catapults (veteran), Enter on the
        // replacement; allowed, and the validator names both ranks.
        clickTreeItem(dialog.deckTree(), dialog.deckItem(QStringLiteral("orc-goblin-spikeman")));
        QTest::mouseClick(dialog.sameRankBox(), Qt::LeftButton, {},
                          QPoint(4, dialog.sameRankBox()->height() / 2));
        QVERIFY(!dialog.sameRankBox()->isChecked());
        source->setFocus();
        QTest::keyClick(source, Qt::Key_Up); // the same army
        clickRow(dialog.replacementList(), dialog.replacementRow(QStringLiteral("orc-catapult")));
        QTest::keyClick(dialog.replacementList(), Qt::Key_Return);
        QCOMPARE(dialog.cards().count(QStringLiteral("orc-catapult")), 3);
        // The keyboard stays in the replacements: Enter again swaps the next copy.
        QVERIFY(dialog.replacementList()->hasFocus());
        QCOMPARE(dialog.replacementList()->currentItem()->data(Qt::UserRole).toString(),
                 QStringLiteral("orc-catapult"));
        QTest::keyClick(dialog.replacementList(), Qt::Key_Return);
        QCOMPARE(dialog.cards().count(QStringLiteral("orc-catapult")), 4);
        QVERIFY(dialog.isVisible()); // Enter did not close the dialog
        // Enter on a deck card goes to the replacements.
        dialog.deckTree()->setFocus();
        QTest::keyClick(dialog.deckTree(), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.replacementList()->hasFocus());
        QVERIFY(hasWarnings(dialog.findings()));
        const QString text = allFindings(dialog);
        QVERIFY2(text.contains(QStringLiteral("Veteran: 8 cards in the deck")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Conscript: 6 cards in the deck")), qPrintable(text));
        QVERIFY(dialog.deckTree()->topLevelItem(3)->text(0).startsWith(QStringLiteral("⚠ ")));

        const QJsonObject deck = dialog.deck();
        QCOMPARE(deck.value(QStringLiteral("army")).toString(), QStringLiteral("orc"));
        QCOMPARE(deck.value(QStringLiteral("cards")).toArray().size(), 36);
        // Alt+R: back to the core deck (the button's mnemonic clicks it after a moment).
        QTest::keyClick(&dialog, Qt::Key_R, Qt::AltModifier);
        QTRY_COMPARE(dialog.cards(), LowCardLibrary::shipped().coreDeck(QStringLiteral("orc")));
        // Another army: its core deck.
        dialog.armyCombo()->setFocus();
        QTest::keyClick(dialog.armyCombo(), Qt::Key_Down);
        QCOMPARE(dialog.army(), QStringLiteral("dwarf"));
        QCOMPARE(dialog.cards(), LowCardLibrary::shipped().coreDeck(QStringLiteral("dwarf")));
    }

    void newGameDialogOptions()
    {
        GameRegistry registry;
        registry.add(low::gameModule());
        NewGameDialog dialog(registry);
        dialog.setEngineId(QStringLiteral("lords-of-war"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        LowDeckSetup *low = qobject_cast<kbz::low::LowDeckSetup *>(
            dialog.setupPage(QStringLiteral("lords-of-war")));
        QVERIFY(low && low->isVisible());
        auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("playerCountSpin"));
        QVERIFY(count && count->isVisible());
        QCOMPARE(count->value(), 2);
        const QStringList orc = LowCardLibrary::shipped().coreDeck(QStringLiteral("orc"));
        const QStringList dwarf = LowCardLibrary::shipped().coreDeck(QStringLiteral("dwarf"));
        auto armies = [&] {
            QStringList out;
            for (const QJsonValue &d : dialog.config().options.value("decks").toArray())
                out.append(d.toObject().value(QStringLiteral("army")).toString());
            return out;
        };

        // 2 players: orcs against dwarves, the standard mat, 20 / 4.
        GameConfig c = dialog.config();
        QCOMPARE(c.players.size(), 2);
        QJsonArray decks = c.options.value(QStringLiteral("decks")).toArray();
        QCOMPARE(decks.size(), 2);
        QCOMPARE(decks.at(0).toObject().value(QStringLiteral("army")).toString(),
                 QStringLiteral("orc"));
        QCOMPARE(decks.at(0).toObject().value(QStringLiteral("cards")).toArray(),
                 QJsonArray::fromStringList(orc));
        QCOMPARE(decks.at(1).toObject().value(QStringLiteral("cards")).toArray(),
                 QJsonArray::fromStringList(dwarf));
        QCOMPARE(c.options.value(QStringLiteral("mat")).toString(), QStringLiteral("standard"));
        QCOMPARE(c.options.value(QStringLiteral("intermediate")).toBool(), false);
        QCOMPARE(c.options.value(QStringLiteral("cardsToWin")).toInt(), 20);
        QCOMPARE(c.options.value(QStringLiteral("commandersToWin")).toInt(), 4);
        QVERIFY(!hasWarnings(LowEngine().checkConfig(c)));

        // Tab goes from the card library button through each deck row to the options.
        auto *cardsButton = dialog.findChild<QPushButton *>(QStringLiteral("cardsButton"));
        QVERIFY(cardsButton);
        QCOMPARE(cardsButton->nextInFocusChain(), low->armyCombo(0));
        QCOMPARE(low->armyCombo(0)->nextInFocusChain(), low->deckButton(0));
        QCOMPARE(low->deckButton(0)->nextInFocusChain(), low->armyCombo(1));

        // The intermediate rules, by keyboard.
        low->intermediateBox()->setFocus();
        QTest::keyClick(low->intermediateBox(), Qt::Key_Space);
        QVERIFY(dialog.config().options.value(QStringLiteral("intermediate")).toBool());

        // 3 players: two decks (the team shares one), the lone player orcs.
        count->setFocus();
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(low->deckCount(), 2);
        QCOMPARE(armies(), (QStringList{"orc", "dwarf"}));
        // 4 players: the unlimited battlefield, 30 / 7, sides alternate.
        QTest::keyClick(count, Qt::Key_Up);
        c = dialog.config();
        QCOMPARE(c.players.size(), 4);
        QCOMPARE(armies(), (QStringList{"orc", "dwarf", "orc", "dwarf"}));
        QCOMPARE(c.options.value(QStringLiteral("mat")).toString(), QStringLiteral("unlimited"));
        QCOMPARE(c.options.value(QStringLiteral("cardsToWin")).toInt(), 30);
        QCOMPARE(c.options.value(QStringLiteral("commandersToWin")).toInt(), 7);
        QVERIFY(!hasWarnings(LowEngine().checkConfig(c)));
        // 5 is not a variant: Up goes to 6 (50 / 9), Down back to 4.
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(count->value(), 6);
        QCOMPARE(dialog.playerCount(), 6);
        QCOMPARE(dialog.config().options.value(QStringLiteral("cardsToWin")).toInt(), 50);
        QCOMPARE(dialog.config().options.value(QStringLiteral("commandersToWin")).toInt(), 9);
        QTest::keyClick(count, Qt::Key_Down);
        QCOMPARE(count->value(), 4);
        QCOMPARE(dialog.playerCount(), 4);

        // The second player plays elves: the army combo, then a swap in the deck builder.
        QComboBox *army = low->armyCombo(1);
        army->setFocus();
        QTest::keyClick(army, Qt::Key_Down); // dwarf -> lizardman
        QTest::keyClick(army, Qt::Key_Down); // -> elf
        QCOMPARE(low->deckArmy(1), QStringLiteral("elf"));
        QCOMPARE(armies(), (QStringList{"orc", "elf", "orc", "dwarf"}));
        QTest::mouseClick(low->deckButton(0), Qt::LeftButton);
        auto *deckDialog = dialog.findChild<LowDeckDialog *>();
        QTRY_VERIFY(deckDialog && deckDialog->isVisible());
        QCOMPARE(deckDialog->cards(), orc);
        clickTreeItem(deckDialog->deckTree(), deckDialog->deckItem(QStringLiteral("orc-ravager")));
        clickRow(deckDialog->replacementList(),
                 deckDialog->replacementRow(QStringLiteral("orc-catapult")));
        QTest::mouseClick(deckDialog->swapButton(), Qt::LeftButton);
        QTest::mouseClick(deckDialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QTRY_VERIFY(!dialog.findChild<LowDeckDialog *>() ||
                    !dialog.findChild<LowDeckDialog *>()->isVisible());
        QCOMPARE(low->deckCards(0).count(QStringLiteral("orc-catapult")), 3);
        QCOMPARE(low->deckStatus(0)->text(), QStringLiteral("customised"));

        // Thresholds the user set no longer follow the player count.
        low->cardsToWinSpin()->setFocus();
        QTest::keyClick(low->cardsToWinSpin(), Qt::Key_Down);
        count->setFocus();
        QTest::keyClick(count, Qt::Key_Down);
        QTest::keyClick(count, Qt::Key_Down);
        c = dialog.config();
        QCOMPARE(c.players.size(), 2);
        QCOMPARE(c.options.value(QStringLiteral("cardsToWin")).toInt(), 29);
        QCOMPARE(c.options.value(QStringLiteral("mat")).toString(), QStringLiteral("standard"));
        decks = c.options.value(QStringLiteral("decks")).toArray();
        QCOMPARE(decks.size(), 2);
        QCOMPARE(decks.at(0).toObject().value(QStringLiteral("cards")).toArray().size(), 36);
        QCOMPARE(decks.at(1).toObject().value(QStringLiteral("army")).toString(),
                 QStringLiteral("elf"));
    }

    // With a database the card set is the table's library ("cards"), and the decks are built
    // from it.
    void newGameDialogUsesTheTablesLibrary()
    {
        GameRegistry registry;
        registry.add(low::gameModule());
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QList<LowCard> cards = LowCardLibrary::shipped().cards();
        for (LowCard &c : cards)
            if (c.id == QLatin1String("dwarf-slugger"))
                c.defence = 5; // another printing
        QVERIFY(saveCardLibrary(store, LowCardLibrary(cards), &err));
        NewGameDialog dialog(registry);
        dialog.setEngineId(QStringLiteral("lords-of-war"));
        dialog.setDatabase(db.get());
        QCOMPARE(dialog.cardCount(), 105);
        const GameConfig c = dialog.config();
        QCOMPARE(c.options.value(QStringLiteral("cards")).toArray(),
                 LowCardLibrary(cards).toJson());
        QCOMPARE(
            qobject_cast<kbz::low::LowDeckSetup *>(dialog.setupPage(QStringLiteral("lords-of-war")))
                ->library(),
            LowCardLibrary(cards));
    }
};

QTEST_MAIN(TestLowCardsGui)
#include "tst_low_cards_gui.moc"
