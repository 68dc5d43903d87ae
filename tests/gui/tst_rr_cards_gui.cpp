// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Rook & Raiders card library dialog, opened from the main window's Cards menu and driven
// with QTest input: edit a figure, add a card, undo/redo, save, reopen; unknown stays unknown.
#include "FileDialogs.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "rookraiders/RrCardLibraryDialog.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "rookraiders/RrRangeEditor.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kbz;
using namespace kbz::rr;

class TestRrCardsGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_dbCount = 0;

    // The cards as stored in the window's database (read with a second, read-only handle).
    QList<StoredCard> stored()
    {
        DbError err;
        auto db = Database::open(m_window->databasePath(), Database::Mode::ReadOnly, &err);
        if (!db)
            return {};
        CardStore store(*db);
        return store.list(QString::fromLatin1(kCardGameKind), &err);
    }

    // Opens the library from the Cards menu entry's shortcut and waits for the dialog.
    RrCardLibraryDialog *openLibrary()
    {
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        RrCardLibraryDialog *dialog = nullptr;
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT((dialog = m_window->findChild<RrCardLibraryDialog *>()) &&
                                         dialog->isVisible(),
                                     5000);
            dialog->activateWindow();
            QTRY_COMPARE(QApplication::activeWindow(), dialog);
            QVERIFY(dialog->isLoaded());
        }();
        return dialog;
    }

    static void activate(QWidget *window)
    {
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
    }

    static int rowOf(RrCardLibraryDialog *dialog, const QString &id)
    {
        for (int row = 0; row < dialog->cards().size(); ++row)
            if (dialog->cards().at(row).id == id)
                return row;
        return -1;
    }

    // Selects a card by clicking its line in the list.
    static void clickCard(RrCardLibraryDialog *dialog, const QString &id)
    {
        QListWidget *list = dialog->list();
        const int row = rowOf(dialog, id);
        QVERIFY(row >= 0);
        list->scrollToItem(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
        QCOMPARE(dialog->currentRow(), row);
    }

    // Replaces a spin box's text by typing, as a user would after Ctrl+A.
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

    void menuEntryNextToLethalCheckmate()
    {
        QMenu *menu = m_window->cardsMenu();
        const QList<QAction *> actions = menu->actions();
        const int lc =
            int(actions.indexOf(m_window->cardLibraryAction(QStringLiteral("lethal-checkmate"))));
        QVERIFY(lc >= 0);
        QCOMPARE(actions.value(lc + 1),
                 m_window->cardLibraryAction(QStringLiteral("rook-raiders")));
        QCOMPARE(m_window->cardLibraryAction(QStringLiteral("rook-raiders"))->text(),
                 QStringLiteral("&Rook && Raiders card library…")); // a literal & is &&
        QVERIFY(m_window->cardLibraryAction(QStringLiteral("rook-raiders"))->isEnabled());
    }

    void editAddSaveReopen()
    {
        RrCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        QCOMPARE(dialog->library(), RrCardLibrary::shipped()); // seeded on first use
        const QList<StoredCard> seeded = stored();
        QCOMPARE(seeded.size(), RrCardLibrary::shipped().cards().size());

        // Goblin: HP 3 -> 4; its MOVE stays unknown.
        clickCard(dialog, QStringLiteral("goblin"));
        auto *hp = child<QSpinBox>(dialog, "hpSpin");
        auto *move = child<QSpinBox>(dialog, "moveSpin");
        auto *defence = child<QSpinBox>(dialog, "defenceSpin");
        auto *modifier = child<QSpinBox>(dialog, "modifierSpin");
        QVERIFY(hp && move && defence && modifier);
        QCOMPARE(hp->value(), 3);
        QCOMPARE(move->text(), QStringLiteral("unknown"));
        QVERIFY(defence->isVisible());   // a monster's figure
        QVERIFY(!modifier->isVisible()); // a unit's
        typeInto(hp, QStringLiteral("4"));
        const int goblin = rowOf(dialog, QStringLiteral("goblin"));
        QCOMPARE(dialog->cards().at(goblin).hp, std::optional<int>(4));
        QVERIFY(dialog->isModified());
        // Typing "12" is one undo step, not two.
        typeInto(defence, QStringLiteral("12"));
        QCOMPARE(dialog->cards().at(goblin).defence, std::optional<int>(12));
        QCOMPARE(dialog->undoStack()->count(), 2);
        // Undo and redo with the dialog's buttons.
        QTest::mouseClick(child<QPushButton>(dialog, "addButton"), Qt::LeftButton); // add
        QCOMPARE(dialog->cards().size(), seeded.size() + 1);
        dialog->undoStack()->undo();
        QCOMPARE(dialog->cards().size(), seeded.size());
        dialog->undoStack()->undo();
        QVERIFY(!dialog->cards().at(goblin).defence.has_value());
        dialog->undoStack()->redo();
        QCOMPARE(dialog->cards().at(goblin).defence, std::optional<int>(12));
        QCOMPARE(dialog->currentRow(), goblin);
        // Back to unknown: one below the smallest figure.
        typeInto(defence, QStringLiteral("0"));
        QTest::keyClick(defence, Qt::Key_Down);
        QCOMPARE(defence->text(), QStringLiteral("unknown"));
        QVERIFY(!dialog->cards().at(goblin).defence.has_value());

        // A new monster card: Insert, then its name, type and HP from the keyboard.
        dialog->list()->setFocus();
        QTest::keyClick(dialog->list(), Qt::Key_Insert);
        QCOMPARE(dialog->cards().size(), seeded.size() + 1);
        const int row = dialog->currentRow();
        QCOMPARE(dialog->cards().at(row).id, QStringLiteral("new-card"));
        auto *nameEn = child<QLineEdit>(dialog, "nameEnEdit");
        QVERIFY(nameEn->hasFocus());
        QTest::keyClicks(nameEn, QStringLiteral("Orc"));
        // Enter goes to the next field; it does not save and close the library.
        QTest::keyClick(nameEn, Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        auto *nameJa = child<QLineEdit>(dialog, "nameJaEdit");
        QVERIFY(nameJa->hasFocus());
        QInputMethodEvent commit; // Japanese arrives from the input method
        commit.setCommitString(QStringLiteral("オーク"));
        QApplication::sendEvent(nameJa, &commit);
        auto *type = child<QComboBox>(dialog, "typeCombo");
        type->setFocus();
        QTest::keyClick(type, Qt::Key_Down);
        QVERIFY(dialog->cards().at(row).isMonster());
        typeInto(hp, QStringLiteral("5"));
        QCOMPARE(dialog->list()->item(row)->text(), QStringLiteral("Orc — monster"));
        // A range square, clicked on the range editor.
        auto *rangeKnown = child<QCheckBox>(dialog, "rangeKnownCheck");
        QTest::mouseClick(rangeKnown, Qt::LeftButton, {}, QPoint(4, rangeKnown->height() / 2));
        QVERIFY(rangeKnown->isChecked());
        auto *range = child<RrRangeEditor>(dialog, "rangeEditor");
        QTest::mouseClick(range, Qt::LeftButton, {}, range->cellRect(QPoint(1, 0)).center());
        QCOMPARE(dialog->cards().at(row).range, std::optional(RrRange{false, {QPoint(1, 0)}}));

        // Save (Ctrl+S): one transaction; the dialog closes.
        QTest::keyClick(dialog, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!m_window->findChild<RrCardLibraryDialog *>() ||
                    !m_window->findChild<RrCardLibraryDialog *>()->isVisible());
        const QList<StoredCard> after = stored();
        QCOMPARE(after.size(), seeded.size() + 1);
        QJsonObject goblinJson;
        QJsonObject orcJson;
        for (const StoredCard &c : after) {
            if (c.id == QLatin1String("goblin"))
                goblinJson = c.data;
            if (c.id == QLatin1String("new-card"))
                orcJson = c.data;
        }
        QCOMPARE(goblinJson.value(QStringLiteral("hp")).toInt(), 4);
        QVERIFY(!goblinJson.contains(QStringLiteral("move")));    // unknown: absent
        QVERIFY(!goblinJson.contains(QStringLiteral("defence"))); // back to unknown
        QCOMPARE(orcJson.value(QStringLiteral("type")).toString(), QStringLiteral("monster"));
        QCOMPARE(orcJson.value(QStringLiteral("hp")).toInt(), 5);
        QVERIFY(!orcJson.contains(QStringLiteral("threat")));

        // Reopen: what was saved is shown.
        activate(m_window.get());
        dialog = openLibrary();
        QVERIFY(dialog);
        QVERIFY(!dialog->isModified());
        clickCard(dialog, QStringLiteral("goblin"));
        QCOMPARE(child<QSpinBox>(dialog, "hpSpin")->value(), 4);
        QCOMPARE(child<QSpinBox>(dialog, "moveSpin")->text(), QStringLiteral("unknown"));
        clickCard(dialog, QStringLiteral("new-card"));
        QCOMPARE(child<QLineEdit>(dialog, "nameEnEdit")->text(), QStringLiteral("Orc"));
        QCOMPARE(child<QLineEdit>(dialog, "nameJaEdit")->text(), QStringLiteral("オーク"));
        QCOMPARE(child<QSpinBox>(dialog, "hpSpin")->value(), 5);
        QCOMPARE(child<QSpinBox>(dialog, "threatSpin")->text(), QStringLiteral("unknown"));
        QCOMPARE(dialog->cards().at(dialog->currentRow()).range,
                 std::optional(RrRange{false, {QPoint(1, 0)}}));
        dialog->reject();
    }

    void removeAndCancelAsksFirst()
    {
        RrCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        const qsizetype n = dialog->cards().size();
        clickCard(dialog, QStringLiteral("lem"));
        QTest::keyClick(dialog->list(), Qt::Key_Delete);
        QCOMPARE(dialog->cards().size(), n - 1);
        QVERIFY(dialog->statusText().contains(QStringLiteral("Ctrl+Z brings it back")));
        // Delete in a text field deletes text, not the card.
        auto *nameEn = child<QLineEdit>(dialog, "nameEnEdit");
        nameEn->setFocus();
        nameEn->setCursorPosition(0);
        QTest::keyClick(nameEn, Qt::Key_Delete);
        QCOMPARE(dialog->cards().size(), n - 1);
        // Esc with unsaved changes asks; Discard closes without saving.
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(stored().size(), n);
    }

    void unknownLevelUpCardBlocksSave()
    {
        RrCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        clickCard(dialog, QStringLiteral("warrior"));
        auto *upgrade = child<QComboBox>(dialog, "upgradeCombo");
        upgrade->setCurrentIndex(upgrade->findData(QStringLiteral("swordmaster")));
        QCOMPARE(dialog->cards().at(dialog->currentRow()).upgrade, QStringLiteral("swordmaster"));
        clickCard(dialog, QStringLiteral("swordmaster"));
        QTest::keyClick(dialog->list(), Qt::Key_Delete);
        QVERIFY(dialog->problem().contains(QStringLiteral("unknown card \"swordmaster\"")));
        QVERIFY(!dialog->save());
        QVERIFY(dialog->statusText().contains(QStringLiteral("Not saved")));
        dialog->undoStack()->undo(); // the card is back
        QVERIFY(dialog->problem().isEmpty());
        QVERIFY(dialog->save());
        QCOMPARE(stored()
                     .at(rowOf(dialog, QStringLiteral("warrior")))
                     .data.value(QStringLiteral("upgrade"))
                     .toString(),
                 QStringLiteral("swordmaster"));
        dialog->reject();
    }

    void importAndExportJson()
    {
        RrCardLibraryDialog *dialog = openLibrary();
        QVERIFY(dialog);
        const QString out = m_dir.filePath(QStringLiteral("export.json"));
        FileDialogs::setNextPath(out);
        QTest::keyClick(dialog, Qt::Key_E, Qt::ControlModifier);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString why;
        const auto exported = parseCardFile(f.readAll(), &why);
        QVERIFY2(exported, qPrintable(why));
        QCOMPARE(*exported, dialog->library());

        const QString in = m_dir.filePath(QStringLiteral("import.json"));
        QFile g(in);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(
            R"([{"id":"goblin","name":{"en":"Goblin","ja":"ゴブリン"},"type":"monster","hp":3,"move":2},
                    {"id":"slime","name":"Slime","type":"monster","hp":1}])");
        g.close();
        const qsizetype n = dialog->cards().size();
        FileDialogs::setNextPath(in);
        QTest::keyClick(dialog, Qt::Key_I, Qt::ControlModifier);
        QCOMPARE(dialog->cards().size(), n + 1);
        QCOMPARE(dialog->cards().at(rowOf(dialog, QStringLiteral("goblin"))).move,
                 std::optional<int>(2));
        QVERIFY(dialog->statusText().contains(QStringLiteral("1 new, 1 replaced")));
        dialog->undoStack()->undo(); // one step
        QCOMPARE(dialog->cards().size(), n);
        // A bad file changes nothing.
        QVERIFY(g.open(QIODevice::WriteOnly | QIODevice::Truncate));
        g.write(R"([{"id":"x","name":"X","type":"monster","hp":0}])");
        g.close();
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(!dialog->importFile(in));
        QCOMPARE(dialog->cards().size(), n);
        QVERIFY(!dialog->isModified());
        dialog->reject();
    }
};

QTEST_MAIN(TestRrCardsGui)
#include "tst_rr_cards_gui.moc"
