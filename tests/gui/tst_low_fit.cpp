// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Lords of War on a laptop (issue 12): every golden journal of tests/data/lords-of-war (team games
// of four and six included) cut after a third, two thirds and all of its steps, and every tool
// the journals reach (placement, combat, berserker, draw and recall, the score sheet), in English
// and Japanese: the game view's minimum size at most 960x500, the step's primary action shown
// whole in the 1280x680 window (not in a scroll area), no text cut. The primary button keeps its
// place between the steps of a phase, warnings included. The mat grows at 1920x1080 and its
// minimum comes from the font. The game's dialogs fit 1280x680 with their OK button shown.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "ElidedLabel.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/Session.h"
#include "lordsofwar/LowCardLibraryDialog.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "lordsofwar/LowCombatTool.h"
#include "lordsofwar/LowCounters.h"
#include "lordsofwar/LowDeckDialog.h"
#include "lordsofwar/LowDeckSetup.h"
#include "lordsofwar/LowGameBerserkerTool.h"
#include "lordsofwar/LowGamePlacementTool.h"
#include "lordsofwar/LowGameView.h"
#include "lordsofwar/LowHandList.h"
#include "lordsofwar/LowMatView.h"
#include "lordsofwar/LowReinforceTool.h"
#include "lordsofwar/LowScoreSheet.h"
#include "lordsofwar/LowState.h"
#include "storage/Database.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::low;

class TestLowFit : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lowfit"), kbztest::kLaptopWindow};

    MainWindow *window() const { return m_fixture.window(); }
    LowGameView *view() const
    {
        return qobject_cast<LowGameView *>(window()->gamePage()->gameView());
    }
    const LowState &state() const
    {
        return static_cast<const LowState &>(*window()->session()->state());
    }

    static QString toolName(LowGameView *v)
    {
        QWidget *t = v->currentTool();
        if (t == v->placementTool())
            return QStringLiteral("place");
        if (t == v->combatTool())
            return QStringLiteral("combat");
        if (t == v->berserkerTool())
            return QStringLiteral("berserker");
        if (t == v->reinforceTool())
            return v->reinforceTool()->isRecalling() ? QStringLiteral("recall")
                                                     : QStringLiteral("draw");
        if (t == v->scoreSheet())
            return QStringLiteral("score");
        return QStringLiteral("idle");
    }

    // The contract at the current state: minimum, primary action at 1280x680, nothing cut.
    void verifyFits(const QString &where)
    {
        LowGameView *v = view();
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
        // The figures on top stay whole (names may shorten, with a tooltip).
        for (const ElidedLabel *l : v->counters()->findChildren<ElidedLabel *>(
                 QRegularExpression(QStringLiteral("^lowPlayer"))))
            QVERIFY2(!l->isElided(), qPrintable(where + QStringLiteral(": ") + l->fullText()));
        m_fixture.shot(QStringLiteral("%1-fit-%2.png")
                           .arg(QLatin1String("low"), where)
                           .replace(QLatin1Char(' '), QLatin1Char('-'))
                           .replace(QLatin1Char('/'), QStringLiteral("of")));
    }

    // The first card of the hand with a legal square chosen with the mouse; false if none.
    bool chooseLegalCard()
    {
        LowGamePlacementTool *tool = view()->placementTool();
        QListWidget *list = tool->hand()->list();
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->isHidden())
                continue;
            list->scrollToItem(item);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            if (!tool->legalSquares().isEmpty())
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void fitsAfterJournalCuts_data()
    {
        kbztest::addJournalCutRows(QStringLiteral("lords-of-war"), 6);
    }

    void fitsAfterJournalCuts()
    {
        kbztest::playJournalCutRow(window());
        if (!QTest::currentTestFailed())
            verifyFits(QString::fromLatin1(QTest::currentDataTag()));
    }

    // Every tool the journals reach, the first time it comes, and the placement tool's and the
    // reinforcement's second faces (no legal square with the hand shown; recall).
    void fitsEveryTool_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<bool>("japanese");
        for (const char *j : {"intermediate", "team-six"})
            for (bool ja : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                    QLatin1String(j), ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                    << QString::fromLatin1(j) << ja;
    }

    void fitsEveryTool()
    {
        QFETCH(QString, journal);
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        JournalFile file;
        QVERIFY(kbztest::readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war/%1.jsonl").arg(journal),
            &file));
        QVERIFY(kbztest::playJournal(window(), file, 0));
        QSet<QString> seen;
        for (int i = 0; i <= file.steps.size(); ++i) {
            LowGameView *v = view();
            QString tool = toolName(v);
            if (tool == QLatin1String("place") && state().phase == Phase::Opening)
                tool = QStringLiteral("opening");
            if (!seen.contains(tool)) {
                seen.insert(tool);
                verifyFits(QStringLiteral("%1 step %2").arg(journal).arg(i));
                if (QTest::currentTestFailed())
                    return;
                if (tool == QLatin1String("draw")) {
                    v->reinforceTool()->setRecalling(true);
                    verifyFits(QStringLiteral("%1 step %2 recall").arg(journal).arg(i));
                    v->reinforceTool()->setRecalling(false);
                } else if (tool == QLatin1String("place") && state().phase == Phase::Place) {
                    v->placementTool()->noLegalBox()->setChecked(true);
                    v->placementTool()->anySquareBox()->setChecked(true);
                    verifyFits(QStringLiteral("%1 step %2 no legal square").arg(journal).arg(i));
                    v->placementTool()->noLegalBox()->setChecked(false);
                    v->placementTool()->anySquareBox()->setChecked(false);
                }
                if (QTest::currentTestFailed())
                    return;
            }
            if (i < file.steps.size())
                QCOMPARE(int(window()
                                 ->session()
                                 ->record(file.steps.at(i), Session::Confirm::Yes)
                                 .outcome),
                         int(Session::Outcome::Recorded));
        }
        if (journal == QLatin1String("intermediate"))
            QVERIFY2(seen.contains(QStringLiteral("berserker")),
                     qPrintable(QStringList(seen.values()).join(QLatin1Char(','))));
        QVERIFY(seen.contains(QStringLiteral("score")));
    }

    // Issue 29, 6b: the placement tool's line of legal squares (「置けるスクエア：…」) was cut in
    // Japanese at 1280x720: it must be shown whole in its strip, naming at least the square the
    // Place button names, at every placement of every golden journal, in English and Japanese.
    void legalSquaresShownWhole_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<bool>("japanese");
        const QDir dir(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war"));
        // Japanese, whose text is the wider, for every journal; English too where the names are
        // long (the unlimited battlefield's).
        for (const QString &f : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files))
            for (bool ja : {false, true})
                if (ja || f.startsWith(QLatin1String("team-four")))
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                        QFileInfo(f).baseName(), ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                        << dir.filePath(f) << ja;
    }

    void legalSquaresShownWhole()
    {
        QFETCH(QString, journal);
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        JournalFile file;
        QVERIFY(kbztest::readJournal(journal, &file));
        QVERIFY(kbztest::playJournal(window(), file, 0));
        window()->resize(kbztest::kLaptopWindow);
        int checked = 0;
        for (int i = 0; i <= file.steps.size(); ++i) {
            if (i > 0)
                QCOMPARE(int(window()
                                 ->session()
                                 ->record(file.steps.at(i - 1), Session::Confirm::Yes)
                                 .outcome),
                         int(Session::Outcome::Recorded));
            LowGamePlacementTool *tool = view()->placementTool();
            if (view()->currentTool() != tool || tool->legalSquares().isEmpty())
                continue;
            kbztest::settleLayouts();
            QLabel *info = tool->infoLabel();
            auto *strip = qobject_cast<QAbstractScrollArea *>(info->parentWidget()->parentWidget());
            QVERIFY(strip);
            const QString where = QStringLiteral("step %1: %2").arg(i).arg(info->text());
            QVERIFY2(info->heightForWidth(strip->viewport()->width()) <=
                         strip->viewport()->height(),
                     qPrintable(where));
            QVERIFY2(tool->previewSquare() &&
                         info->text().contains(squareName(*tool->previewSquare())),
                     qPrintable(where));
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    // Several turns of the place phase entered through the UI, one placement where the rules do
    // not allow it (a warning in the preview, confirmed): Place, Confirm combat and Draw keep
    // their place in the window from one turn to the next, in English and Japanese.
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
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war/full-game.jsonl"), &file));
        // Into the place phase, at the start of a turn.
        int cut = 12;
        while (cut < file.steps.size() && file.steps.at(cut).kind != QLatin1String("place"))
            ++cut;
        QVERIFY(kbztest::playJournal(window(), file, cut));
        window()->resize(kbztest::kLaptopWindow);
        QHash<QString, QRect> where; // tool -> the primary's rect the first time
        bool warned = false;
        auto same = [&](const QString &tool, const QString &when) {
            const QRect r = kbztest::primaryRect(view());
            QVERIFY2(r.isValid(), qPrintable(tool + QStringLiteral(": no primary ") + when));
            if (!where.contains(tool))
                where.insert(tool, r);
            const QRect first = where.value(tool);
            QVERIFY2(r == first, qPrintable(QStringLiteral("%1 %2: %3,%4 %5x%6, was %7,%8 %9x%10")
                                                .arg(tool, when)
                                                .arg(r.x())
                                                .arg(r.y())
                                                .arg(r.width())
                                                .arg(r.height())
                                                .arg(first.x())
                                                .arg(first.y())
                                                .arg(first.width())
                                                .arg(first.height())));
        };
        for (int turn = 0; turn < 4; ++turn) {
            LowGameView *v = view();
            QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->placementTool()));
            LowGamePlacementTool *place = v->placementTool();
            place->quickTurnBox()->setChecked(false); // the combat tool's button is measured too
            same(QStringLiteral("place"), QStringLiteral("turn %1 before a card").arg(turn));
            QVERIFY(chooseLegalCard());
            same(QStringLiteral("place"), QStringLiteral("turn %1 card chosen").arg(turn));
            int steps = window()->session()->index();
            if (turn == 1) {
                // Every empty square offered: one the rules do not allow, the preview warns.
                kbztest::clickCheckBox(place->anySquareBox());
                QVERIFY(place->anySquareBox()->isChecked());
                const QList<QPoint> legal = [&] {
                    QList<QPoint> out;
                    for (const auto &l : place->legalSquares())
                        out.append(l.at);
                    return out;
                }();
                QPoint bad(-1, -1);
                for (const QPoint &p : place->offeredSquares())
                    if (!legal.contains(p))
                        bad = p;
                QVERIFY(bad.x() >= 0);
                QTest::mouseMove(v->mat(), v->mat()->squareRect(bad).center());
                QTRY_COMPARE(place->previewSquare(), std::optional<QPoint>(bad));
                QVERIFY2(place->previewLabel()->text().contains(QStringLiteral("⚠")),
                         qPrintable(place->previewLabel()->text()));
                warned = true;
                same(QStringLiteral("place"), QStringLiteral("turn %1 warned").arg(turn));
                MessageBoxes::setNextAnswer(QMessageBox::Yes);
            }
            QTest::mouseClick(place->placeButton(), Qt::LeftButton);
            QTRY_COMPARE(window()->session()->index(), steps + 1);
            if (v->currentTool() == v->combatTool()) {
                same(QStringLiteral("combat"), QStringLiteral("turn %1").arg(turn));
                steps = window()->session()->index();
                QTest::mouseClick(v->combatTool()->confirmButton(), Qt::LeftButton);
                QTRY_COMPARE(window()->session()->index(), steps + 1);
            }
            QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->reinforceTool()));
            same(QStringLiteral("draw"), QStringLiteral("turn %1").arg(turn));
            steps = window()->session()->index();
            QTest::mouseClick(v->reinforceTool()->drawButton(), Qt::LeftButton);
            QTRY_COMPARE(window()->session()->index(), steps + 1);
        }
        QVERIFY(warned);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
    }

    // The mat takes the room it gets: larger squares at 1920x1080 than at 1280x680, and its
    // minimum follows the font, not fixed pixels.
    void matGrowsWithTheWindow()
    {
        JournalFile file;
        QVERIFY(kbztest::readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war/full-game.jsonl"), &file));
        QVERIFY(kbztest::playJournal(window(), file, int(file.steps.size()) / 2));
        LowMatView *mat = view()->mat();
        window()->resize(kbztest::kLaptopWindow);
        kbztest::settleLayouts();
        const int small = mat->squareRect(QPoint(2, 3)).width();
        window()->resize(1920, 1080);
        QTRY_COMPARE(window()->size(), QSize(1920, 1080));
        kbztest::settleLayouts();
        const int large = mat->squareRect(QPoint(2, 3)).width();
        m_fixture.shot(QStringLiteral("low-fit-1920x1080.png"));
        qInfo("square %d px at 1280x680, %d px at 1920x1080", small, large);
        QVERIFY2(large > small * 5 / 4,
                 qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(large)));
        const QSize min = mat->minimumSizeHint();
        QFont big = mat->font();
        big.setPointSizeF(big.pointSizeF() * 1.5);
        mat->setFont(big);
        QVERIFY(mat->minimumSizeHint().height() > min.height());
    }

    void newGameDialogFits_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("japanese");
        for (int players : {2, 4, 6})
            for (bool ja : {false, true})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 players %2")
                                   .arg(players)
                                   .arg(ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                    << players << ja;
    }

    void newGameDialogFits()
    {
        QFETCH(int, players);
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        NewGameDialog *dialog = window()->showNewGameDialog();
        QVERIFY(dialog);
        dialog->setEngineId(QStringLiteral("lords-of-war"));
        auto *count = dialog->findChild<QSpinBox *>(QStringLiteral("playerCountSpin"));
        QVERIFY(count);
        count->setValue(players);
        auto *box = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QVERIFY(box);
        kbztest::verifyDialogFits(
            dialog, box->button(QDialogButtonBox::Ok),
            QStringLiteral("New game, Lords of War, %1 players").arg(players));
        if (QTest::currentTestFailed())
            return;
        kbztest::verifyNothingClipped("low setup",
                                      kbztest::clippedTexts(qobject_cast<kbz::low::LowDeckSetup *>(
                                          dialog->setupPage(QStringLiteral("lords-of-war")))));
        dialog->close();
    }

    void cardDialogsFit_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void cardDialogsFit()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        {
            LowDeckDialog dialog(LowCardLibrary::shipped(), window());
            dialog.setPlayerName(QStringLiteral("Aki"));
            dialog.setDeck(QStringLiteral("orc"));
            auto *box = dialog.findChild<QDialogButtonBox *>();
            QVERIFY(box);
            kbztest::verifyDialogFits(&dialog, box->button(QDialogButtonBox::Ok),
                                      QStringLiteral("deck dialog"));
            if (QTest::currentTestFailed())
                return;
        }
        QTemporaryDir dir;
        DbError err;
        auto db = Database::open(dir.filePath(QStringLiteral("lib.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        LowCardLibraryDialog dialog(*db, window());
        auto *box = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(box);
        QAbstractButton *ok = box->button(QDialogButtonBox::Save);
        if (!ok)
            ok = box->button(QDialogButtonBox::Ok);
        kbztest::verifyDialogFits(&dialog, ok, QStringLiteral("card library"));
    }
};

QTEST_MAIN(TestLowFit)
#include "tst_low_fit.moc"
