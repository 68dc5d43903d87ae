// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "keyboard shortcuts are listed in each view's help": every game's view, on each
// golden journal cut after a third and two thirds of its steps, in English and Japanese. The
// list ('?' in the view, Help ▸ Keyboard shortcuts) names every shortcut the view has now (each
// QShortcut, QAction, button mnemonic and labelled field), describes each one, and lists no key
// that the view does not have.
#include "../support/GoldenImport.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GameView.h"
#include "KeyboardShortcuts.h"
#include "WidgetKeys.h"
#include "core/GameRegistry.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QTableWidget>
#include <QtTest>

using namespace kbz;

namespace {

// The keys the view has now, found without the list's code: shortcuts whose widget is shown,
// actions, mnemonics of the buttons and labelled fields shown and enabled.
QList<QKeySequence> keysOfTheView(const GameView *view)
{
    QList<QKeySequence> out;
    const auto shown = [view](const QWidget *w) {
        return w && w->isVisibleTo(view) && w->isEnabled();
    };
    for (const QShortcut *sc : view->findChildren<QShortcut *>()) {
        const auto *owner = qobject_cast<const QWidget *>(sc->parent());
        if (sc->isEnabled() && !sc->key().isEmpty() &&
            (owner == view || (owner && owner->isVisibleTo(view))))
            out.append(sc->key());
    }
    for (const QAction *a : view->findChildren<QAction *>())
        if (a->isEnabled())
            out.append(a->shortcuts());
    for (const QAbstractButton *b : view->findChildren<QAbstractButton *>())
        if (shown(b) && !QKeySequence::mnemonic(b->text()).isEmpty())
            out.append(QKeySequence::mnemonic(b->text()));
    for (const QLabel *l : view->findChildren<QLabel *>())
        if (shown(l) && shown(l->buddy()) && !QKeySequence::mnemonic(l->text()).isEmpty())
            out.append(QKeySequence::mnemonic(l->text()));
    if (view->primaryAction() && view->primaryAction()->isEnabled())
        out.append(QKeySequence(Qt::Key_Return));
    // Keys a widget shown and enabled handles itself (a board's arrows), as it declares them.
    QList<QWidget *> widgets = view->findChildren<QWidget *>();
    widgets.append(const_cast<GameView *>(view));
    for (const QWidget *w : std::as_const(widgets))
        if (w == view || shown(w))
            for (const WidgetKey &k : declaredWidgetKeys(w))
                out.append(k.keys);
    return out;
}

// The row listing `key`, described as `what`, or nullptr.
const ShortcutRow *rowOf(const QList<ShortcutRow> &rows, const QKeySequence &key,
                         const QString &what)
{
    for (const ShortcutRow &r : rows)
        if (r.what == what && r.keys.contains(key))
            return &r;
    return nullptr;
}

} // namespace

class TestKeyboardShortcutsGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("keys"), QSize(1280, 680)};
    int m_db = 0;

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void cleanup()
    {
        m_fixture.cleanup();
        kbz::Translations::install(Lang::En);
    }

    void everyKeyListedAndDescribed_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("thirds");
        QTest::addColumn<bool>("japanese");
        for (const QString &name : kbztest::goldenJournals())
            for (int thirds : {1, 2})
                for (bool ja : {false, true})
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1 %2/3 %3")
                                       .arg(name)
                                       .arg(thirds)
                                       .arg(ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                        << name << thirds << ja;
    }

    void everyKeyListedAndDescribed()
    {
        QFETCH(QString, name);
        QFETCH(int, thirds);
        QFETCH(bool, japanese);
        const QString path = m_fixture.filePath(QStringLiteral("keys%1.sqlite").arg(++m_db));
        const qint64 id =
            kbztest::importGoldenCut(name, kbztest::goldenStepCount(name) * thirds / 3, path);
        QVERIFY(id != 0);
        kbz::Translations::install(japanese ? Lang::Ja : Lang::En);
        m_fixture.openWindow(path);
        MainWindow *w = m_fixture.window();
        QVERIFY(w && w->resumeGame(id));
        kbztest::settleLayouts();
        GameView *view = w->findChild<GamePage *>()->gameView();
        QVERIFY(view);

        const QList<ShortcutRow> rows = keyboardShortcuts(view);
        QList<QKeySequence> listed;
        for (const ShortcutRow &r : rows) {
            QVERIFY2(!r.what.trimmed().isEmpty(), qPrintable(r.keysText()));
            QVERIFY2(!r.keysText().isEmpty(), qPrintable(r.what));
            // No mnemonic left in a description ("配置(P)", "&Place").
            static const QRegularExpression mnemonic(QStringLiteral("\\([A-Z0-9]\\)|&"));
            QVERIFY2(!r.what.contains(mnemonic), qPrintable(r.what));
            listed.append(r.keys);
        }
        const QList<QKeySequence> keys = keysOfTheView(view);
        for (const QKeySequence &k : keys)
            QVERIFY2(listed.contains(k), qPrintable(k.toString() + QStringLiteral(" not listed")));
        for (const QKeySequence &k : listed)
            QVERIFY2(keys.contains(k), qPrintable(k.toString() + QStringLiteral(" not a key")));
        // '?' (F1 opens the rules) and this list are always there.
        QVERIFY(listed.contains(QKeySequence(Qt::Key_Question)));

        // '?' in the view opens the list as a dialog that fits the laptop.
        view->setFocus();
        QWidget *target = view->focusWidget() ? view->focusWidget() : view;
        if (qobject_cast<QLineEdit *>(target))
            target = view; // a search field types the '?'
        QTest::keyClick(target, Qt::Key_Question);
        QDialog *dialog = w->findChild<QDialog *>(QStringLiteral("keyboardShortcuts"));
        QTRY_VERIFY(dialog && dialog->isVisible());
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), rows.size());
        QVERIFY(dialog->minimumSizeHint().width() <= 1240);
        QVERIFY(dialog->minimumSizeHint().height() <= 640);
        dialog->close();
    }

    // The keys a board handles itself are listed while it is shown: its arrow keys (one row)
    // always, Space (and Enter but on the Light Wars map) while a square is to be chosen; a
    // hidden board's keys are not; in Japanese after a language switch at run time.
    void boardKeysListed_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("board");
        QTest::addColumn<QStringList>("move");        // the arrows, en and ja
        QTest::addColumn<QStringList>("movePicking"); // while a square is to be chosen
        QTest::addColumn<QStringList>("choose");
        QTest::addColumn<bool>("enterChooses");
        QTest::addColumn<QStringList>("more"); // a key of the board and its text, or none
        const QStringList board{QStringLiteral("Move the cursor on the board"),
                                QStringLiteral("盤上のカーソルを動かす")};
        const QStringList square{QStringLiteral("Choose the square under the cursor"),
                                 QStringLiteral("カーソルのあるマスを選ぶ")};
        QTest::newRow("lethal checkmate")
            << "lethal-checkmate/"
            << "kbz::lc::LcBoardView" << board
            << QStringList{QStringLiteral("Move the cursor on the board and choose that square"),
                           QStringLiteral("盤上のカーソルを動かし、そのマスを選ぶ")}
            << QStringList{QStringLiteral(
                               "Choose the square under the cursor (once chosen: record the step)"),
                           QStringLiteral("カーソルのあるマスを選ぶ（選択済みなら手を記録する）")}
            << true << QStringList();
        QTest::newRow("rook & raiders")
            << "rook-raiders/"
            << "kbz::rr::RrBoardView" << board << board << square << true
            << QStringList{QStringLiteral("+"),
                           QStringLiteral("Put a damage cube on the card under the cursor")};
        const QStringList mat{QStringLiteral("Move the cursor on the mat"),
                              QStringLiteral("マット上のカーソルを動かす")};
        QTest::newRow("lords of war")
            << "lords-of-war/"
            << "kbz::low::LowMatView" << mat << mat
            << QStringList{QStringLiteral("Choose the square of the mat under the cursor"),
                           QStringLiteral("カーソルのあるマットのスクエアを選ぶ")}
            << true << QStringList();
        const QStringList map{QStringLiteral("Move the cursor on the map"),
                              QStringLiteral("マップ上のカーソルを動かす")};
        QTest::newRow("light wars")
            << "light-wars/"
            << "kbz::lw::LwMapBoard" << map << map << square << false
            << QStringList{QStringLiteral("Shift+Up"), QStringLiteral("Face the unit that way")};
    }

    void boardKeysListed()
    {
        QFETCH(QString, game);
        QFETCH(QString, board);
        QFETCH(QStringList, move);
        QFETCH(QStringList, movePicking);
        QFETCH(QStringList, choose);
        QFETCH(bool, enterChooses);
        QFETCH(QStringList, more);
        const QKeySequence left(Qt::Key_Left), down(Qt::Key_Down), space(Qt::Key_Space),
            enter(Qt::Key_Return);
        int boardsShown = 0, choosing = 0;
        for (const QString &name : kbztest::goldenJournals()) {
            if (!name.startsWith(game))
                continue;
            for (int thirds : {1, 2}) {
                const QString path =
                    m_fixture.filePath(QStringLiteral("board%1.sqlite").arg(++m_db));
                const qint64 id = kbztest::importGoldenCut(
                    name, kbztest::goldenStepCount(name) * thirds / 3, path);
                QVERIFY(id != 0);
                kbz::Translations::install(Lang::En);
                m_fixture.openWindow(path);
                MainWindow *w = m_fixture.window();
                QVERIFY(w && w->resumeGame(id));
                kbztest::settleLayouts();
                GameView *view = w->findChild<GamePage *>()->gameView();
                QVERIFY(view);
                QWidget *boardWidget = nullptr;
                for (QWidget *c : view->findChildren<QWidget *>())
                    if (board == QLatin1String(c->metaObject()->className()) &&
                        c->isVisibleTo(view) && c->isEnabled())
                        boardWidget = c;
                if (!boardWidget) {
                    m_fixture.cleanup();
                    continue;
                }
                ++boardsShown;
                const QString where = QStringLiteral("%1 %2/3").arg(name).arg(thirds);
                QList<ShortcutRow> rows = keyboardShortcuts(view);
                const bool picking = rowOf(rows, space, choose.at(0));
                choosing += picking;
                const QStringList arrowsText = picking ? movePicking : move;
                const ShortcutRow *arrows = rowOf(rows, left, arrowsText.at(0));
                QVERIFY2(arrows, qPrintable(where + QStringLiteral(": arrows not listed")));
                QVERIFY(arrows->keys.contains(down)); // one row for the four arrows
                if (picking)
                    QCOMPARE(bool(rowOf(rows, enter, choose.at(0))), enterChooses);
                if (!more.isEmpty())
                    QVERIFY2(rowOf(rows, QKeySequence::fromString(more.at(0)), more.at(1)),
                             qPrintable(where + QLatin1Char(' ') + more.at(1)));

                // After a language switch at run time, the same rows in Japanese.
                kbz::Translations::install(Lang::Ja);
                rows = keyboardShortcuts(view);
                QVERIFY2(rowOf(rows, left, arrowsText.at(1)), qPrintable(where));
                QVERIFY(!rowOf(rows, left, arrowsText.at(0)));
                QCOMPARE(bool(rowOf(rows, space, choose.at(1))), picking);
                kbz::Translations::install(Lang::En);

                // A hidden board's keys are not listed.
                boardWidget->hide();
                rows = keyboardShortcuts(view);
                QVERIFY2(!rowOf(rows, left, arrowsText.at(0)), qPrintable(where));
                QVERIFY(!rowOf(rows, space, choose.at(0)));
                boardWidget->show();
                m_fixture.cleanup();
            }
        }
        QVERIFY2(boardsShown > 0, "no cut shows the board");
        QVERIFY2(choosing > 0, "no cut lists the keys that choose a square");
    }
};

QTEST_MAIN(TestKeyboardShortcutsGui)
#include "tst_keyboard_shortcuts_gui.moc"
