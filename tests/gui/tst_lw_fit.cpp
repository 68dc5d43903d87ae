// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars on a laptop (issue 12): every golden journal of tests/data/light-wars cut after a
// third, two thirds and all of its steps, and every tool (deployment, the first player, tactics,
// actions with the attack calculator open, the score sheet), in English and Japanese: the game
// view's minimum size at most 960x500, the step's primary action shown whole in the 1280x680
// window (not in a scroll area), no text cut. The primary button keeps its place between the
// steps of a phase, warnings included. The New Game dialog with the armies and the library
// dialog fit 1280x680 with their OK button shown.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "RuleBrowserDock.h"
#include "Translations.h"
#include "core/Session.h"
#include "lightwars/LwActionTool.h"
#include "lightwars/LwArmySetup.h"
#include "lightwars/LwAttackCalculator.h"
#include "lightwars/LwDeployTool.h"
#include "lightwars/LwGameView.h"
#include "lightwars/LwLibraryDialog.h"
#include "lightwars/LwMapBoard.h"
#include "lightwars/LwMapView.h"
#include "lightwars/LwScoreSheet.h"
#include "lightwars/LwTacticsTool.h"
#include "lightwars/LwUnitList.h"
#include "storage/Database.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace kbz;
using namespace kbz::lw;

class TestLwFit : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lwfit"), kbztest::kLaptopWindow};

    MainWindow *window() const { return m_fixture.window(); }
    LwGameView *view() const
    {
        return qobject_cast<LwGameView *>(window()->gamePage()->gameView());
    }
    const LwState &state() const
    {
        return static_cast<const LwState &>(*window()->session()->state());
    }

    QString toolName(LwGameView *v) const
    {
        QWidget *t = v->currentTool();
        if (t == v->deployTool())
            return state().deployMethod.isEmpty() ? QStringLiteral("deploy")
                                                  : QStringLiteral("first-player");
        if (t == v->tacticsTool())
            return QStringLiteral("tactics");
        if (t == v->actionTool())
            return QStringLiteral("action-") + v->actionTool()->kind();
        if (t == v->scoreSheet())
            return QStringLiteral("score");
        return QStringLiteral("idle");
    }

    void verifyFits(const QString &where)
    {
        LwGameView *v = view();
        QVERIFY(v);
        window()->resize(kbztest::kLaptopWindow);
        kbztest::settleLayouts();
        const QSize min = kbztest::viewMinimum(v);
        qInfo("%s [%s]: view minimum %dx%d, window %dx%d", qPrintable(where),
              qPrintable(toolName(v)), min.width(), min.height(), window()->width(),
              window()->height());
        QVERIFY2(kbztest::overBudget(min).isEmpty(),
                 qPrintable(where + QStringLiteral(": ") + kbztest::overBudget(min)));
        QAbstractButton *primary = v->primaryAction();
        if (v->currentTool() != v->scoreSheet())
            QVERIFY2(primary, qPrintable(where + QStringLiteral(": no primary action")));
        const QString hidden = kbztest::hiddenReason(primary);
        QVERIFY2(hidden.isEmpty(), qPrintable(where + QStringLiteral(": primary ") +
                                              (primary ? primary->text() : QString()) +
                                              QStringLiteral(" ") + hidden));
        kbztest::verifyNothingClipped(qPrintable(where), kbztest::clippedTexts(v));
        kbztest::verifyNothingClipped(qPrintable(where + QStringLiteral(" sideways")),
                                      kbztest::cutSideways(v));
        // A unit's name that the list elides is whole in its tooltip.
        for (int side = 0; side < kSides; ++side) {
            QTreeWidget *tree = v->unitList(side)->tree();
            for (int i = 0; i < tree->topLevelItemCount(); ++i)
                QCOMPARE(tree->topLevelItem(i)->toolTip(0), tree->topLevelItem(i)->text(0));
        }
        m_fixture.shot(QStringLiteral("%1-fit-%2.png")
                           .arg(QLatin1String("lw"), where)
                           .replace(QLatin1Char(' '), QLatin1Char('-'))
                           .replace(QLatin1Char('/'), QStringLiteral("of")));
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void fitsAfterJournalCuts_data()
    {
        kbztest::addJournalCutRows(QStringLiteral("light-wars"), 2);
    }

    void fitsAfterJournalCuts()
    {
        kbztest::playJournalCutRow(window());
        if (!QTest::currentTestFailed())
            verifyFits(QString::fromLatin1(QTest::currentDataTag()));
    }

    // Every tool of the full game, the first time it comes; in the action phase each kind of
    // action (the calculator open for attack and shoot).
    void fitsEveryTool_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void fitsEveryTool()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        JournalFile file;
        QVERIFY(kbztest::readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/light-wars/full-game.jsonl"), &file));
        QVERIFY(kbztest::playJournal(window(), file, 0));
        QSet<QString> seen;
        for (int i = 0; i <= file.steps.size(); ++i) {
            LwGameView *v = view();
            const QString tool = toolName(v);
            if (!seen.contains(tool)) {
                seen.insert(tool);
                verifyFits(QStringLiteral("step %1").arg(i));
                if (QTest::currentTestFailed())
                    return;
                if (v->currentTool() == v->actionTool()) {
                    for (const char *kind : {"wait", "attack", "shoot", "castle", "move"}) {
                        v->actionTool()->setKind(QString::fromLatin1(kind));
                        verifyFits(QStringLiteral("step %1 %2").arg(i).arg(QLatin1String(kind)));
                        if (QTest::currentTestFailed())
                            return;
                    }
                }
            }
            if (i < file.steps.size())
                QCOMPARE(int(window()
                                 ->session()
                                 ->record(file.steps.at(i), Session::Confirm::Yes)
                                 .outcome),
                         int(Session::Outcome::Recorded));
        }
        for (const char *t : {"deploy", "first-player", "tactics", "score"})
            QVERIFY2(seen.contains(QLatin1String(t)), t);
    }

    // Actions of one turn entered through the UI (Wait, Move, a second action of a unit that
    // already acted: a warning, confirmed), then tactics and the next side's actions: Record
    // and the tactics' Record keep their place in the window, in English and Japanese.
    void primaryStaysPut_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void primaryStaysPut()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        JournalFile file;
        QVERIFY(kbztest::readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/light-wars/full-game.jsonl"), &file));
        int cut = 0; // just after the first tactics step: the action phase starts
        while (cut < file.steps.size() && file.steps.at(cut).kind != QLatin1String("tactics"))
            ++cut;
        QVERIFY(kbztest::playJournal(window(), file, cut + 1));
        window()->resize(kbztest::kLaptopWindow);
        LwGameView *v = view();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->actionTool()));
        LwActionTool *tool = v->actionTool();
        const QRect first = kbztest::primaryRect(view());
        QVERIFY(first.isValid());
        auto verifySame = [&](const QString &when) {
            const QRect r = kbztest::primaryRect(view());
            QVERIFY2(r == first, qPrintable(QStringLiteral("%1: %2,%3 %4x%5, was %6,%7 %8x%9")
                                                .arg(when)
                                                .arg(r.x())
                                                .arg(r.y())
                                                .arg(r.width())
                                                .arg(r.height())
                                                .arg(first.x())
                                                .arg(first.y())
                                                .arg(first.width())
                                                .arg(first.height())));
        };
        bool warned = false;
        for (int action = 0; action < 3; ++action) {
            const LwState &s = state();
            if (s.toAct(s.active).isEmpty())
                break;
            const int before = window()->session()->index();
            if (action == 2) {
                // A unit that already acted acts again: the preview warns.
                QList<int> acted;
                for (int i = 0; i < s.armies[s.active].units.size(); ++i)
                    if (!s.armies[s.active].units.at(i).removed && !s.toAct(s.active).contains(i))
                        acted.append(i);
                QVERIFY(!acted.isEmpty());
                QTest::mouseClick(tool->kindButton(QStringLiteral("wait")), Qt::LeftButton);
                tool->setUnit(acted.first());
                QTRY_VERIFY2(tool->previewLabel()->text().contains(QStringLiteral("⚠")),
                             qPrintable(tool->previewLabel()->text()));
                warned = true;
                MessageBoxes::setNextAnswer(QMessageBox::Yes);
            } else {
                QTest::mouseClick(
                    tool->kindButton(action == 0 ? QStringLiteral("wait") : QStringLiteral("move")),
                    Qt::LeftButton);
            }
            verifySame(QStringLiteral("action %1 prepared").arg(action));
            QTest::mouseClick(view()->primaryAction(), Qt::LeftButton);
            QTRY_COMPARE(window()->session()->index(), before + 1);
            verifySame(QStringLiteral("after action %1").arg(action));
        }
        QVERIFY(warned);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
    }

    // Issue 29 item 6b: the map keeps its place and size through a game on the map, with an
    // attack prepared at every action (the calculator shown) and then the rule panel opened.
    // The tool column had widened by 33 px at the next step after Attack (the calculator wider
    // than the column), so the map moved ~17 px.
    void mapStaysPut_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void mapStaysPut()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        JournalFile file;
        QVERIFY(kbztest::readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/light-wars/map-battle.jsonl"), &file));
        QVERIFY(kbztest::playJournal(window(), file, 0));
        window()->resize(kbztest::kLaptopWindow);
        kbztest::settleLayouts();
        const QRect first = kbztest::windowRect(view()->mapView()->board());
        auto verifySame = [&](const QString &when) {
            kbztest::settleLayouts();
            const QRect r = kbztest::windowRect(view()->mapView()->board());
            QVERIFY2(r == first, qPrintable(QStringLiteral("%1: the map at %2,%3 %4x%5, was %6,%7 "
                                                           "%8x%9")
                                                .arg(when)
                                                .arg(r.x())
                                                .arg(r.y())
                                                .arg(r.width())
                                                .arg(r.height())
                                                .arg(first.x())
                                                .arg(first.y())
                                                .arg(first.width())
                                                .arg(first.height())));
        };
        for (int i = 0; i < file.steps.size(); ++i) {
            LwGameView *v = view();
            if (v->currentTool() == v->actionTool()) {
                v->actionTool()->setKind(QStringLiteral("attack"));
                verifySame(QStringLiteral("step %1, attack prepared").arg(i));
                if (QTest::currentTestFailed())
                    return;
            }
            QCOMPARE(
                int(window()->session()->record(file.steps.at(i), Session::Confirm::Yes).outcome),
                int(Session::Outcome::Recorded));
            verifySame(QStringLiteral("after step %1").arg(i));
            if (QTest::currentTestFailed())
                return;
        }
        window()->ruleBrowser()->show();
        verifySame(QStringLiteral("rule panel open"));
    }

    void newGameDialogFits_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void newGameDialogFits()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        NewGameDialog *dialog = window()->showNewGameDialog();
        QVERIFY(dialog);
        dialog->setEngineId(QStringLiteral("light-wars"));
        auto *box = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QVERIFY(box);
        kbztest::verifyDialogFits(dialog, box->button(QDialogButtonBox::Ok),
                                  QStringLiteral("New game, Light Wars"));
        if (QTest::currentTestFailed())
            return;
        kbztest::verifyNothingClipped("lw setup",
                                      kbztest::clippedTexts(qobject_cast<kbz::lw::LwArmySetup *>(
                                          dialog->setupPage(QStringLiteral("light-wars")))));
        dialog->close();
    }

    void libraryDialogFits_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void libraryDialogFits()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        QTemporaryDir dir;
        DbError err;
        auto db = Database::open(dir.filePath(QStringLiteral("lib.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        LwLibraryDialog dialog(*db, window());
        auto *box = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(box);
        QAbstractButton *ok = box->button(QDialogButtonBox::Save);
        if (!ok)
            ok = box->button(QDialogButtonBox::Ok);
        kbztest::verifyDialogFits(&dialog, ok, QStringLiteral("Light Wars library"));
    }
};

QTEST_MAIN(TestLwFit)
#include "tst_lw_fit.moc"
