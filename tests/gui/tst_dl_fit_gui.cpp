// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Dungeon Lords on a laptop (issue 12): the game view opened from the golden journals of
// tests/data/dungeon-lords/ (and a four-player table made from the three-player one), cut before
// each year's setup, after a third, two thirds and all of the steps and before the score sheet,
// in English and Japanese, fits the layout budget (minimum 960x500), shows the step's primary
// button inside a 1280x680 window and cuts no text; at 1920x1080 the boards take the room; the
// resolve tool's Record button keeps its place between the attacks of a fight, warnings shown or
// not.
#include "../support/GuiTestSupport.h"
#include "ElidedLabel.h"
#include "ElidedText.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "dungeonlords/DlAdjustDialog.h"
#include "dungeonlords/DlBoardView.h"
#include "dungeonlords/DlGameView.h"
#include "dungeonlords/DlResolveTool.h"
#include "dungeonlords/DlState.h"
#include "dungeonlords/DlTool.h"

#include <QScrollArea>

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace kbz;
using namespace kbz::dl;

namespace {

constexpr QSize kViewBudget(960, 500);
constexpr QSize kLaptop(1280, 680);

JournalFile readJournal(const QString &name)
{
    QFile f(QStringLiteral(KIBITZER_TEST_DATA "/dungeon-lords/%1.jsonl").arg(name));
    JournalFile j;
    if (!f.open(QIODevice::ReadOnly))
        return j;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &j, &line, &error))
        qWarning("%s line %d: %s", qPrintable(name), line, qPrintable(error));
    return j;
}

// Four dungeons: the three-player year with a fourth player (a copy of the third dungeon), the
// first round's plans (the fourth plans as the third), the reveal and the first trap.
JournalFile fourPlayers()
{
    JournalFile j = readJournal(QStringLiteral("three-player-year"));
    if (j.steps.size() < 6)
        return j;
    j.config.players.append({QStringLiteral("Fumiko Yamanouchi-Hasegawa"), QString()});
    Step year = j.steps.at(0);
    QJsonArray players = year.payload.value(QStringLiteral("players")).toArray();
    players.append(players.at(2));
    year.payload.insert(QStringLiteral("players"), players);
    Step fourth = j.steps.at(3);
    fourth.actor = 3;
    j.steps = {year,   j.steps.at(1), j.steps.at(2), j.steps.at(3),
               fourth, j.steps.at(4), j.steps.at(5)};
    return j;
}

JournalFile journalNamed(const QString &name)
{
    return name == QLatin1String("four-players") ? fourPlayers() : readJournal(name);
}

// The button's rectangle in its window's coordinates.
QRect inWindow(const QWidget *w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

// Whether `w` lies inside an ancestor scroll area's viewport (then it could be scrolled away).
bool insideScrollArea(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    return false;
}

} // namespace

class TstDlFitGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("dlfit"), kLaptop};

    MainWindow *window() const { return m_fixture.window(); }
    DlGameView *view() const
    {
        return qobject_cast<DlGameView *>(window()->gamePage()->gameView());
    }
    Session *session() const { return window()->session(); }
    // The view's primary action, asked as GamePage asks it.
    QAbstractButton *primary() const { return window()->gamePage()->gameView()->primaryAction(); }
    const DlState &state() const { return static_cast<const DlState &>(*session()->state()); }

    // Starts the journal's game and records its first `cut` steps.
    void openAt(const JournalFile &j, int cut)
    {
        QVERIFY(!j.steps.isEmpty());
        QVERIFY(window()->startGame(j.game, j.config, j.title));
        QCoreApplication::processEvents();
        QVERIFY(view());
        for (int i = 0; i < cut; ++i) {
            const auto r = session()->record(j.steps.at(i), Session::Confirm::Yes);
            QVERIFY2(r.outcome == Session::Outcome::Recorded,
                     qPrintable(QStringLiteral("step %1 (%2): %3")
                                    .arg(i + 1)
                                    .arg(j.steps.at(i).kind, r.problem.english())));
        }
        QCoreApplication::processEvents();
        // A game that ended shows its summary in the view's place: these checks are the board's.
        window()->gamePage()->setGameOverShown(false);
        kbztest::settleLayouts();
    }

    QSize viewMinimum() const
    {
        return view()->minimumSizeHint().expandedTo(view()->minimumSize());
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void fitsTheLaptop_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<int>("cut");
        QTest::addColumn<bool>("japanese");
        for (const QString &name :
             {QStringLiteral("three-player-year"), QStringLiteral("two-player-game"),
              QStringLiteral("four-players")}) {
            const JournalFile j = journalNamed(name);
            const int n = int(j.steps.size());
            QList<int> cuts{n / 3, 2 * n / 3, n};
            for (int i = 0; i < n; ++i)
                if (j.steps.at(i).kind == QLatin1String("year"))
                    cuts << i << i + 1; // each year's setup and its first planning
            if (n > 0 && j.steps.last().kind == QLatin1String("score"))
                cuts.append(n - 1); // the score sheet before it is recorded
            std::sort(cuts.begin(), cuts.end());
            cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
            for (int cut : std::as_const(cuts))
                for (bool ja : {false, true})
                    QTest::addRow("%s@%d %s", qPrintable(name), cut, ja ? "ja" : "en")
                        << name << cut << ja;
        }
    }

    void fitsTheLaptop()
    {
        QFETCH(QString, journal);
        QFETCH(int, cut);
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        openAt(journalNamed(journal), cut);
        if (QTest::currentTestFailed())
            return;
        const QSize minimum = viewMinimum();
        qInfo("%s@%d %s: view minimum %dx%d", qPrintable(journal), cut, japanese ? "ja" : "en",
              minimum.width(), minimum.height());
        QVERIFY2(
            minimum.width() <= kViewBudget.width() && minimum.height() <= kViewBudget.height(),
            qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));

        window()->resize(kLaptop);
        kbztest::settleLayouts();
        QAbstractButton *primary = this->primary();
        if (state().phase == Phase::Finished) {
            QVERIFY(!primary);
        } else {
            QVERIFY(primary);
            QVERIFY(primary->isVisible());
            QVERIFY(!primary->visibleRegion().isEmpty());
            QVERIFY2(!insideScrollArea(primary), "the primary button is in a scroll area");
            const QRect r = inWindow(primary);
            QVERIFY2(window()->rect().contains(r),
                     qPrintable(QStringLiteral("button at %1,%2 %3x%4 in a %5x%6 window")
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(window()->width())
                                    .arg(window()->height())));
            QCOMPARE(primary->visibleRegion().boundingRect().size(), primary->size());
        }
        // The tool's body scrolls up and down only: nothing of it hides beyond the right edge.
        if (auto *tool = qobject_cast<DlTool *>(view()->currentTool()); tool && tool->bodyScroll())
            QVERIFY2(tool->bodyScroll()->widget()->width() <=
                         tool->bodyScroll()->viewport()->width(),
                     qPrintable(QStringLiteral("body %1 wide in a %2 wide area")
                                    .arg(tool->bodyScroll()->widget()->width())
                                    .arg(tool->bodyScroll()->viewport()->width())));
        m_fixture.shot(QStringLiteral("dl-fit-%1-%2-%3.png")
                           .arg(journal)
                           .arg(cut)
                           .arg(japanese ? QStringLiteral("ja") : QStringLiteral("en")));
        kbztest::verifyNothingClipped("1280x680", kbztest::clippedTexts(view()));
        // The tool's keys hint is read whole (issue 29 item 6b: 「1〜9：タイル・矢印キー、
        // スペース：モ…」 was elided beside the buttons).
        int hints = 0;
        for (const QWidget *keys : view()->findChildren<QWidget *>(QStringLiteral("keys"))) {
            if (!keys->isVisible())
                continue;
            ++hints;
            bool elided = false;
            if (const auto *l = qobject_cast<const ElidedLabel *>(keys))
                elided = l->isElided();
            else if (const auto *t = qobject_cast<const ElidedText *>(keys))
                elided = t->isElided();
            QVERIFY2(!elided,
                     qPrintable(QStringLiteral("the keys hint is cut: ") + keys->toolTip()));
        }
        if (state().phase == Phase::Plan || state().phase == Phase::Resolve)
            QVERIFY(hints > 0);
    }

    // The correction dialog of a board (four players, the party of five): its minimum fits a
    // 1280x680 screen and its Record button is whole at that minimum.
    void adjustDialogFits_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void adjustDialogFits()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        openAt(fourPlayers(), 7);
        if (QTest::currentTestFailed())
            return;
        view()->requestAdjust(3);
        DlAdjustDialog *dialog = view()->adjustDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        kbztest::settleLayouts();
        const QSize minimum = dialog->minimumSizeHint().expandedTo(dialog->minimumSize());
        qInfo("adjust dialog %s: minimum %dx%d", japanese ? "ja" : "en", minimum.width(),
              minimum.height());
        QVERIFY(minimum.width() <= 1240 && minimum.height() <= 640);
        // As it opens, nothing is cut; at its minimum the Record button is still whole.
        kbztest::verifyNothingClipped("adjust", kbztest::clippedTexts(dialog));
        dialog->resize(minimum);
        kbztest::settleLayouts();
        QPushButton *record = dialog->recordButton();
        QVERIFY(record->isVisible());
        QCOMPARE(record->visibleRegion().boundingRect().size(), record->size());
        dialog->reject();
    }

    // At 1920x1080 the boards use the room: together they take more of it than at 1280x680,
    // and every board is shown whole, side by side, none scrolled away.
    void boardsGrowOnALargeScreen()
    {
        openAt(readJournal(QStringLiteral("three-player-year")), 6);
        if (QTest::currentTestFailed())
            return;
        auto shownArea = [this] {
            qint64 area = 0;
            for (int seat = 0; seat < 3; ++seat) {
                const QRect r = view()->board(seat)->visibleRegion().boundingRect();
                area += qint64(r.width()) * r.height();
            }
            return area;
        };
        window()->resize(kLaptop);
        kbztest::settleLayouts();
        m_fixture.shot(QStringLiteral("dl-fit-boards-1280x680.png"));
        const qint64 small = shownArea();
        window()->resize(1920, 1080);
        QTRY_COMPARE(window()->size(), QSize(1920, 1080));
        kbztest::settleLayouts();
        m_fixture.shot(QStringLiteral("dl-fit-boards-1920x1080.png"));
        QVERIFY2(shownArea() > small * 3 / 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(shownArea())));
        const int top = inWindow(view()->board(0)).top();
        for (int seat = 0; seat < 3; ++seat) {
            DlBoardView *b = view()->board(seat);
            QCOMPARE(b->visibleRegion().boundingRect(), b->rect());
            QCOMPARE(inWindow(b).top(), top);
        }
    }

    // Issue 29 item 6b: the four round boxes keep their place and size through two years (they
    // had slid left each round as the revealed cards' texts widened them), in both languages.
    void roundBoxesStayPut_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void roundBoxesStayPut()
    {
        QFETCH(bool, japanese);
        if (japanese)
            Translations::install(Lang::Ja);
        const JournalFile j = readJournal(QStringLiteral("two-player-game"));
        openAt(j, 0);
        if (QTest::currentTestFailed())
            return;
        window()->resize(kLaptop);
        auto places = [this] {
            kbztest::settleLayouts();
            QList<QRect> out;
            for (int round = 1; round <= 4; ++round) {
                const auto *box = view()->findChild<QLabel *>(QStringLiteral("round%1").arg(round));
                out.append(box ? inWindow(box) : QRect());
            }
            return out;
        };
        const QList<QRect> first = places();
        QVERIFY(first.first().isValid());
        for (int i = 0; i + 1 < j.steps.size(); ++i) {
            QCOMPARE(int(session()->record(j.steps.at(i), Session::Confirm::Yes).outcome),
                     int(Session::Outcome::Recorded));
            const QList<QRect> now = places();
            for (int round = 0; round < 4; ++round)
                QVERIFY2(now.at(round) == first.at(round),
                         qPrintable(QStringLiteral("after step %1: round %2 at %3,%4 %5x%6, was "
                                                   "%7,%8 %9x%10")
                                        .arg(i + 1)
                                        .arg(round + 1)
                                        .arg(now.at(round).x())
                                        .arg(now.at(round).y())
                                        .arg(now.at(round).width())
                                        .arg(now.at(round).height())
                                        .arg(first.at(round).x())
                                        .arg(first.at(round).y())
                                        .arg(first.at(round).width())
                                        .arg(first.at(round).height())));
        }
        kbztest::verifyNothingClipped("round boxes", kbztest::clippedTexts(view()));
    }

    // Between the steps of a fight (a trap, magic, attacks, healing, conquest) the Record button
    // keeps its place, with a warning shown in between or not.
    void resolveButtonKeepsItsPlace()
    {
        const JournalFile j = readJournal(QStringLiteral("two-player-game"));
        int firstTrap = 0;
        while (firstTrap < j.steps.size() && j.steps.at(firstTrap).kind != QLatin1String("trap"))
            ++firstTrap;
        openAt(j, firstTrap);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().phase, Phase::Resolve);
        DlResolveTool *tool = view()->resolveTool();
        QAbstractButton *record = primary();
        QCOMPARE(record, tool->defaultButton());
        const QRect place = inWindow(record);
        int recorded = 0;
        bool warned = false;
        while (state().phase == Phase::Resolve && recorded < 8) {
            QCOMPARE(primary(), record);
            QCOMPARE(inWindow(record), place);
            // A warning: the damage differs from what the text proposes.
            if (QSpinBox *spin = tool->damageSpin(0); spin && spin->isEnabled()) {
                spin->setValue(spin->value() == spin->maximum() ? spin->value() - 1
                                                                : spin->value() + 1);
                kbztest::settleLayouts();
                warned = warned || !tool->previewText().isEmpty();
                QCOMPARE(inWindow(record), place);
                MessageBoxes::setNextAnswer(QMessageBox::Yes);
            }
            const int before = session()->index();
            QVERIFY(record->isEnabled());
            QTest::mouseClick(record, Qt::LeftButton);
            QCoreApplication::processEvents();
            kbztest::settleLayouts();
            MessageBoxes::clearAnswers();
            QCOMPARE(session()->index(), before + 1);
            ++recorded;
        }
        QVERIFY(recorded >= 3);
        QVERIFY(warned);
    }
};

QTEST_MAIN(TstDlFitGui)
#include "tst_dl_fit_gui.moc"
