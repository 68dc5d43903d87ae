// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The shared dialogs on a laptop (issue 12): the New Game dialog with every registered game
// selected, the card library each game opens from it (CardLibraryDialogBase) and the About
// dialog, in English and Japanese: the minimum size at most 1240x640 (a 1280x680 screen less
// the window's frame), and at that size the OK / Save button visible, not in a scroll area.
#include "../support/GuiTestSupport.h"
#include "AboutDialog.h"
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/GameRegistry.h"
#include "registerGames.h"
#include "storage/Database.h"

#include <QAbstractScrollArea>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QScreen>
#include <QTest>

using namespace kbz;

namespace {

constexpr QSize kDialogBudget(1240, 640);

bool insideScrollArea(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    return false;
}

// `dialog` fits the budget and, at its minimum size, shows `button` whole and outside any scroll
// area.
void verifyFits(QDialog *dialog, QAbstractButton *button, const QString &what)
{
    QVERIFY2(button, qPrintable(what));
    const QSize minimum = dialog->minimumSizeHint().expandedTo(dialog->minimumSize());
    qInfo("%s: minimum %dx%d", qPrintable(what), minimum.width(), minimum.height());
    QVERIFY2(minimum.width() <= kDialogBudget.width() && minimum.height() <= kDialogBudget.height(),
             qPrintable(QStringLiteral("%1: minimum %2x%3")
                            .arg(what)
                            .arg(minimum.width())
                            .arg(minimum.height())));
    // The worst case: the dialog at its minimum size.
    dialog->resize(minimum);
    kbztest::settleLayouts();
    QVERIFY2(button->isVisible(), qPrintable(what));
    QVERIFY2(!insideScrollArea(button), qPrintable(what + QStringLiteral(": in a scroll area")));
    const QRect r(button->mapTo(dialog, QPoint(0, 0)), button->size());
    QVERIFY2(dialog->rect().contains(r), qPrintable(what));
    QCOMPARE(button->visibleRegion().boundingRect().size(), button->size());
}

} // namespace

class TstDialogsFitGui : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;

private Q_SLOTS:
    void initTestCase() { registerGames(m_registry); }
    void cleanup() { Translations::install(Lang::En); }

    void newGameDialogFits_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("japanese");
        QVERIFY(m_registry.ids().size() >= 5);
        for (const QString &id : m_registry.ids())
            for (bool ja : {false, true})
                QTest::addRow("%s %s", qPrintable(id), ja ? "ja" : "en") << id << ja;
    }

    void newGameDialogFits()
    {
        QFETCH(QString, game);
        QFETCH(bool, japanese);
        Translations::install(japanese ? Lang::Ja : Lang::En);
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        NewGameDialog dialog(m_registry);
        dialog.setDatabase(db.get());
        dialog.setEngineId(game);
        QCOMPARE(dialog.engineId(), game);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        kbztest::settleLayouts();
        kbztest::saveShot(&dialog,
                          QStringLiteral("new-game-%1-%2.png")
                              .arg(game, japanese ? QStringLiteral("ja") : QStringLiteral("en")));
        auto *box = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QVERIFY(box);
        verifyFits(&dialog, box->button(QDialogButtonBox::Ok),
                   QStringLiteral("New game %1 %2").arg(game, japanese ? "ja" : "en"));
        QVERIFY(box->button(QDialogButtonBox::Cancel)->isVisible());

        // The game's card library, where it has one.
        if (QDialog *library = dialog.cardCount() >= 0 ? dialog.showCardLibrary() : nullptr) {
            QVERIFY(QTest::qWaitForWindowExposed(library));
            kbztest::settleLayouts();
            QAbstractButton *save = nullptr;
            for (auto *b : library->findChildren<QDialogButtonBox *>())
                if (QAbstractButton *s = b->button(QDialogButtonBox::Save))
                    save = s;
            verifyFits(library, save,
                       QStringLiteral("Card library %1 %2").arg(game, japanese ? "ja" : "en"));
            library->close();
            delete library;
        }
    }

    // Issue 29 item 6b: the dialog opened for one game and then switched to another grows in
    // place; it must stay inside the 1280x720 screen, Start and Cancel on it (it had grown to
    // 953x648 at y=162 when Light Wars was chosen, its buttons below the screen).
    void newGameDialogStaysOnScreen_data() { newGameDialogFits_data(); }

    void newGameDialogStaysOnScreen()
    {
        QFETCH(QString, game);
        QFETCH(bool, japanese);
        Translations::install(japanese ? Lang::Ja : Lang::En);
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        NewGameDialog dialog(m_registry);
        dialog.setDatabase(db.get());
        QVERIFY(dialog.screen());
        const QRect screen = dialog.screen()->availableGeometry();
        QCOMPARE(screen.size(), QSize(1280, 720));
        // Opened over the main window as QDialog places it: centred on the screen.
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        kbztest::settleLayouts();
        dialog.move(screen.center() - dialog.rect().center());
        kbztest::settleLayouts();
        dialog.setEngineId(game);
        kbztest::settleLayouts();
        const QString what = QStringLiteral("New game %1 %2: at %3,%4 %5x%6")
                                 .arg(game, japanese ? "ja" : "en")
                                 .arg(dialog.frameGeometry().x())
                                 .arg(dialog.frameGeometry().y())
                                 .arg(dialog.frameGeometry().width())
                                 .arg(dialog.frameGeometry().height());
        QVERIFY2(screen.contains(dialog.frameGeometry()), qPrintable(what));
        auto *box = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QVERIFY(box);
        for (auto which : {QDialogButtonBox::Ok, QDialogButtonBox::Cancel}) {
            QAbstractButton *b = box->button(which);
            QVERIFY2(b && b->isVisible(), qPrintable(what));
            const QRect r(b->mapToGlobal(QPoint(0, 0)), b->size());
            QVERIFY2(screen.contains(r),
                     qPrintable(what + QStringLiteral(": a button off the screen")));
        }
    }

    void aboutDialogFits_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void aboutDialogFits()
    {
        QFETCH(bool, japanese);
        Translations::install(japanese ? Lang::Ja : Lang::En);
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        kbztest::settleLayouts();
        auto *box = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(box);
        QAbstractButton *close = box->buttons().value(0);
        verifyFits(&dialog, close, QStringLiteral("About %1").arg(japanese ? "ja" : "en"));
    }
};

QTEST_MAIN(TstDialogsFitGui)
#include "tst_dialogs_fit_gui.moc"
