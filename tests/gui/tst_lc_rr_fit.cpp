// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Lethal Checkmate and Rook & Raiders on a laptop (issue 12): every golden journal of both games,
// cut after a third, two thirds and all of its steps, opened in the app in English and Japanese.
// The game view asks for at most 960x500; at 1280x680 the step's primary action is visible and
// no text in the view is cut; at 1920x1080 the board grows. The primary button keeps its place
// between steps of one phase, warnings included. The games' dialogs fit 1280x680.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcCardLibraryDialog.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcStepEntry.h"
#include "registerGames.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrCard.h"
#include "rookraiders/RrCardLibraryDialog.h"
#include "rookraiders/RrEndPhasePanel.h"
#include "rookraiders/RrEnemyAssistant.h"
#include "rookraiders/RrFiguresDialog.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrStepEntry.h"
#include "rookraiders/RrSummonDialog.h"
#include "rookraiders/RrThreatChart.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMap>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <functional>

using namespace kbz;

namespace {

constexpr int kMaxViewWidth = 960;
constexpr int kMaxViewHeight = 500;

JournalFile readJournal(const QString &path)
{
    JournalFile file;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return file;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &file, &line, &error))
        qWarning("%s:%d: %s", qPrintable(path), line, qPrintable(error));
    return file;
}

QString dataDir(const char *game)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/") + QLatin1String(game);
}

// Whether `button` can be seen and clicked: shown, not covered, inside the window, and not in
// a part of a scroll area scrolled away.
QString whyHidden(QAbstractButton *button)
{
    if (!button->isVisible())
        return QStringLiteral("not shown");
    if (button->visibleRegion().isEmpty())
        return QStringLiteral("covered or scrolled away");
    QWidget *win = button->window();
    const QRect r(button->mapTo(win, QPoint(0, 0)), button->size());
    if (!win->rect().contains(r))
        return QStringLiteral("outside the window: %1,%2 %3x%4 in %5x%6")
            .arg(r.x())
            .arg(r.y())
            .arg(r.width())
            .arg(r.height())
            .arg(win->width())
            .arg(win->height());
    for (QWidget *w = button->parentWidget(); w && w != win; w = w->parentWidget())
        if (qobject_cast<QScrollArea *>(w))
            return QStringLiteral("inside a scroll area");
    return {};
}

QRect rectInWindow(QWidget *w)
{
    return {w->mapTo(w->window(), QPoint(0, 0)), w->size()};
}

// Where watched widgets are in their window, each first seen and every later place that
// differs ("moved").
struct Places
{
    QMap<QString, QPair<QString, QRect>> first;
    QStringList moved;

    void see(const QString &key, const QRect &r, const QString &when)
    {
        const auto seen = first.constFind(key);
        if (seen == first.cend())
            first.insert(key, {when, r});
        else if (seen->second != r)
            moved.append(QStringLiteral("%1: %2,%3 %4x%5 %6, %7,%8 %9x%10 %11")
                             .arg(key)
                             .arg(seen->second.x())
                             .arg(seen->second.y())
                             .arg(seen->second.width())
                             .arg(seen->second.height())
                             .arg(seen->first)
                             .arg(r.x())
                             .arg(r.y())
                             .arg(r.width())
                             .arg(r.height())
                             .arg(when));
    }
    static QString keyOf(const QWidget *w)
    {
        if (auto *b = qobject_cast<const QAbstractButton *>(w))
            return w->objectName() + QStringLiteral(" \"") + b->text() + QLatin1Char('"');
        return w->objectName();
    }
    void look(const QList<QWidget *> &widgets, const QString &when)
    {
        for (const QWidget *w : widgets)
            see(QString::number(quintptr(w)) + QLatin1Char(' ') + keyOf(w),
                rectInWindow(const_cast<QWidget *>(w)), when);
    }
    // Widgets of windows opened one after the other, known by their object names.
    void lookByName(const QList<QWidget *> &widgets, const QString &when)
    {
        for (QWidget *w : widgets)
            see(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                          : w->objectName(),
                rectInWindow(w), when);
    }
};

void languageRows()
{
    QTest::addColumn<bool>("japanese");
    QTest::newRow("en") << false;
    QTest::newRow("ja") << true;
}

} // namespace

class TestLcRrFit : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("fit"), QSize(1280, 680)};
    int m_dbs = 0;

    MainWindow *window() const { return m_fixture.window(); }
    GameView *view() const { return window()->gamePage()->gameView(); }

    // The journal at `path` cut after `steps` steps, stored in a new database and opened in a
    // new window, in Japanese when asked.
    bool openCut(const QString &path, int steps, bool japanese)
    {
        JournalFile file = readJournal(path);
        if (file.game.isEmpty())
            return false;
        file.steps = file.steps.mid(0, steps);
        file.stepLines = file.stepLines.mid(0, steps);
        GameRegistry registry;
        registerGames(registry);
        const EnginePtr engine = registry.find(file.game);
        if (!engine)
            return false;
        const ReplayReport report = replayJournal(*engine, file);
        if (!report.ok())
            return false;
        const QString dbPath = m_fixture.filePath(QStringLiteral("cut%1.sqlite").arg(++m_dbs));
        qint64 id = 0;
        {
            DbError error;
            auto db = Database::open(dbPath, Database::Mode::ReadWrite, &error);
            if (!db)
                return false;
            Journal journal(*db);
            QList<StepRecord> records;
            for (int i = 0; i < report.steps.size(); ++i) {
                const auto &s = report.steps.at(i);
                bool warned = false;
                for (const Finding &f : s.findings)
                    warned = warned || f.severity == Severity::Warning;
                records.append({i + 1, s.step, s.findings, warned, journal.now()});
            }
            id = journal.importGame(file.game, file.config, file.title, records, report.result,
                                    &error);
        }
        if (id == 0)
            return false;
        Translations::install(japanese ? Lang::Ja : Lang::En);
        m_fixture.openWindow(dbPath);
        if (!window()->resumeGame(id) || !view())
            return false;
        kbztest::settleLayouts();
        return true;
    }

    void closeDialogs()
    {
        for (QDialog *d : view()->findChildren<QDialog *>())
            if (d->isVisible())
                d->reject();
        kbztest::settleLayouts();
    }

    // Records the steps [from, to) of the journal at `path` through the view's record path (the
    // signal its tools emit; GamePage confirms warnings), `provoke` preparing a step with a
    // warning before each: the primary button stays the same button at the same place.
    void verifyRecordStaysPut(const QString &path, int from, int to,
                              const std::function<void()> &provoke)
    {
        QVERIFY(openCut(path, from, false));
        closeDialogs();
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        const JournalFile file = readJournal(path);
        QSignalSpy previews(view(), &GameView::previewChanged);
        QAbstractButton *primary = view()->primaryAction();
        QVERIFY(primary);
        const QRect where = rectInWindow(primary);
        for (int i = from; i < to; ++i) {
            provoke();
            kbztest::settleLayouts();
            QCOMPARE(view()->primaryAction(), primary);
            QCOMPARE(rectInWindow(primary), where);
            const Step step = file.steps.at(i);
            for (const Finding &f : window()->session()->check(step))
                if (f.severity == Severity::Warning) {
                    MessageBoxes::setNextAnswer(QMessageBox::Yes);
                    break;
                }
            Q_EMIT view()->recordRequested(step);
            kbztest::settleLayouts();
            MessageBoxes::clearAnswers();
            QCOMPARE(window()->session()->index(), i + 1);
            if (i + 1 == to)
                break; // the step after the last may belong to the next phase
            QCOMPARE(view()->primaryAction(), primary);
            QCOMPARE(rectInWindow(primary), where);
        }
        bool warned = false;
        for (const QList<QVariant> &args : std::as_const(previews))
            for (const Finding &f : args.at(0).value<QList<Finding>>())
                warned = warned || f.severity == Severity::Warning;
        QVERIFY2(warned, "a warning was shown between the steps");
    }

    static void addCutRows()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("japanese");
        for (const char *game : {"lethal-checkmate", "rook-raiders"}) {
            const QDir dir(dataDir(game));
            const QStringList files =
                dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
            QVERIFY(files.size() >= 3);
            for (const QString &f : files) {
                const int total = int(readJournal(dir.filePath(f)).steps.size());
                for (const int cut : {total / 3, 2 * total / 3, total})
                    for (const bool ja : {false, true})
                        QTest::newRow(qPrintable(QStringLiteral("%1 %2@%3 %4")
                                                     .arg(QLatin1String(game), f)
                                                     .arg(cut)
                                                     .arg(ja ? "ja" : "en")))
                            << dir.filePath(f) << cut << ja;
            }
        }
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // Every cut: the view's minimum within 960x500, the primary action visible at 1280x680,
    // nothing cut in the view.
    void fitsTheLaptop_data() { addCutRows(); }
    void fitsTheLaptop()
    {
        QFETCH(QString, path);
        QFETCH(int, steps);
        QFETCH(bool, japanese);
        QVERIFY(openCut(path, steps, japanese));
        closeDialogs();
        GameView *v = view();
        const QSize min = v->minimumSizeHint().expandedTo(v->minimumSize());
        qInfo("FIT %s min %dx%d", QTest::currentDataTag(), min.width(), min.height());
        if (qEnvironmentVariableIsSet("FIT_DEBUG")) {
            std::function<void(QWidget *, int)> dump = [&](QWidget *w, int depth) {
                if (depth > 6 || !w->isVisibleTo(v))
                    return;
                const QSize m = w->minimumSizeHint().expandedTo(w->minimumSize());
                qInfo("%s%s %s %dx%d", qPrintable(QString(depth * 2, QLatin1Char(' '))),
                      w->metaObject()->className(), qPrintable(w->objectName()), m.width(),
                      m.height());
                for (QObject *c : w->children())
                    if (c->isWidgetType())
                        dump(static_cast<QWidget *>(c), depth + 1);
            };
            dump(v, 0);
        }
        QVERIFY2(min.width() <= kMaxViewWidth && min.height() <= kMaxViewHeight,
                 qPrintable(QStringLiteral("%1x%2").arg(min.width()).arg(min.height())));

        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        if (QAbstractButton *primary = v->primaryAction()) {
            const QString why = whyHidden(primary);
            QVERIFY2(why.isEmpty(), qPrintable(primary->text() + QStringLiteral(": ") + why));
        } else {
            QVERIFY2(window()->session()->result().has_value(),
                     "no primary action while the game goes on");
        }
        kbztest::verifyNothingClipped(QTest::currentDataTag(), kbztest::clippedTexts(v));
        // What scrolls, scrolls up and down only: no content wider than its scroll area.
        for (QScrollArea *area : v->findChildren<QScrollArea *>())
            if (area->isVisible() && area->widget() && area->widget()->isVisible())
                QVERIFY2(area->widget()->width() <= area->viewport()->width(),
                         qPrintable(QStringLiteral("%1 wide in a scroll area %2 wide")
                                        .arg(area->widget()->width())
                                        .arg(area->viewport()->width())));
    }

    // At 1920x1080 the board takes the room: larger than at 1280x680.
    void boardGrows_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("japanese");
        QTest::newRow("lc en") << dataDir("lethal-checkmate") + QStringLiteral("/three-hits.jsonl")
                               << false;
        QTest::newRow("lc ja") << dataDir("lethal-checkmate") + QStringLiteral("/three-hits.jsonl")
                               << true;
        QTest::newRow("rr en") << dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl")
                               << false;
        QTest::newRow("rr ja") << dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl")
                               << true;
    }
    void boardGrows()
    {
        QFETCH(QString, path);
        QFETCH(bool, japanese);
        QVERIFY(openCut(path, 8, japanese));
        closeDialogs();
        auto boardOf = [this]() -> QWidget * {
            if (auto *lc = qobject_cast<lc::LcGameView *>(view()))
                return lc->board();
            if (auto *rr = qobject_cast<rr::RrGameView *>(view()))
                return rr->boards()->currentWidget()->findChild<rr::RrBoardView *>();
            return nullptr;
        };
        QWidget *board = boardOf();
        QVERIFY(board);
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        const QSize small = board->size();
        window()->resize(1920, 1080);
        QTRY_COMPARE(window()->size(), QSize(1920, 1080));
        kbztest::settleLayouts();
        const QSize large = board->size();
        qInfo("BOARD %s %dx%d -> %dx%d", QTest::currentDataTag(), small.width(), small.height(),
              large.width(), large.height());
        QVERIFY2(large.width() > small.width() * 5 / 4 && large.height() > small.height() * 5 / 4,
                 qPrintable(QStringLiteral("%1x%2 -> %3x%4")
                                .arg(small.width())
                                .arg(small.height())
                                .arg(large.width())
                                .arg(large.height())));
    }

    // Rook & Raiders with four players: every player's board comes forward as large as the
    // first player's (the second and later ones came forward small, their figures' strip
    // keeping the height it had when laid out unseen).
    void everyTabsBoardIsAsLarge()
    {
        QVERIFY(openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 12, false));
        closeDialogs();
        auto *rr = qobject_cast<rr::RrGameView *>(view());
        QVERIFY(rr);
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        QList<QSize> sizes;
        for (int seat = 0; seat < rr->boards()->count(); ++seat) {
            rr->boards()->setCurrentIndex(seat);
            kbztest::settleLayouts();
            sizes.append(rr->board(seat)->size());
        }
        QCOMPARE(sizes.size(), 4);
        for (int seat = 1; seat < sizes.size(); ++seat)
            QVERIFY2(sizes.at(seat).height() >= sizes.first().height() - 2,
                     qPrintable(QStringLiteral("seat %1: %2 high, the first %3")
                                    .arg(seat)
                                    .arg(sizes.at(seat).height())
                                    .arg(sizes.first().height())));
    }

    // Lethal Checkmate: the whole game after the placement (attack, escape, end of turn,
    // refill), a warning prepared before each step: Record keeps its place.
    void lcRecordStaysPut()
    {
        verifyRecordStaysPut(dataDir("lethal-checkmate") + QStringLiteral("/three-hits.jsonl"), 2,
                             15, [this] {
                                 auto *v = qobject_cast<lc::LcGameView *>(view());
                                 QVERIFY(v);
                                 v->entry()->setKind(QStringLiteral("declare-lethal"));
                             });
    }

    // Rook & Raiders, the players' phase: moves, attacks and fixed damage entered one after the
    // other, a warning prepared before each: Record keeps its place.
    void rrRecordStaysPut()
    {
        verifyRecordStaysPut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 14, 21,
                             [this] {
                                 auto *v = qobject_cast<rr::RrGameView *>(view());
                                 QVERIFY(v);
                                 v->entry()->setKind(QStringLiteral("declare-victory"));
                             });
    }

    // Rook & Raiders, the enemy phase: monster after monster, a correction with a warning
    // prepared before each: Confirm keeps its place.
    void rrConfirmStaysPut()
    {
        verifyRecordStaysPut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 39, 43,
                             [this] {
                                 auto *v = qobject_cast<rr::RrGameView *>(view());
                                 QVERIFY(v);
                                 v->enemyAssistant()->setCorrecting(true);
                                 v->enemyAssistant()->setCorrectionAction(QStringLiteral("stay"));
                             });
    }

    // Rook & Raiders, issue 29 item 6: in the players' round each tool of the grid chosen in
    // turn (Dice attack and Heal show tall forms): the grid, Record, the board and the summon
    // button keep their place and size.
    void rrToolSwitchesStayPut_data() { languageRows(); }
    void rrToolSwitchesStayPut()
    {
        QFETCH(bool, japanese);
        QVERIFY(
            openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 15, japanese));
        closeDialogs();
        auto *rr = qobject_cast<rr::RrGameView *>(view());
        QVERIFY(rr);
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        QList<QWidget *> watched{rr->summonButton(), rr->boards(),
                                 rr->board(rr->boards()->currentIndex()),
                                 rr->entry()->findChild<QWidget *>(QStringLiteral("record"))};
        QList<QAbstractButton *> kinds;
        for (QAbstractButton *b : rr->entry()->findChildren<QAbstractButton *>())
            if (b->property("stepKind").isValid())
                kinds.append(b);
        QVERIFY(kinds.size() > 10);
        for (QAbstractButton *b : std::as_const(kinds))
            watched.append(b);
        Places places;
        for (QAbstractButton *b : std::as_const(kinds)) {
            b->click();
            kbztest::settleLayouts();
            places.look(watched, b->property("stepKind").toString());
        }
        QVERIFY2(places.moved.isEmpty(), qPrintable(places.moved.join(QLatin1Char('\n'))));
    }

    // Rook & Raiders: the players' round, the Bard's song, the enemy phase and the end phase
    // (issue 29 item 6): the board, its tabs, the tool column and the summon button keep their
    // place and size.
    void rrPhasesStayPut_data() { languageRows(); }
    void rrPhasesStayPut()
    {
        QFETCH(bool, japanese);
        Places places;
        for (const int cut : {15, 22, 37, 43, 47, 48}) {
            QVERIFY(openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), cut,
                            japanese));
            closeDialogs();
            auto *rr = qobject_cast<rr::RrGameView *>(view());
            QVERIFY(rr);
            window()->resize(1280, 680);
            QTRY_COMPARE(window()->size(), QSize(1280, 680));
            kbztest::settleLayouts();
            rr->summonButton()->setObjectName(QStringLiteral("rrSummon"));
            rr->boards()->setObjectName(QStringLiteral("rrBoards"));
            rr::RrBoardView *board = rr->board(rr->boards()->currentIndex());
            board->setObjectName(QStringLiteral("rrBoardInFront"));
            places.lookByName({rr->summonButton(), rr->boards(), board,
                               static_cast<QWidget *>(rr->threatChart()),
                               rr->currentTool()->parentWidget()},
                              QStringLiteral("after %1 steps").arg(cut));
            // The tool in front: every text whole, nothing scrolling sideways.
            kbztest::verifyNothingClipped(qPrintable(QStringLiteral("after %1").arg(cut)),
                                          kbztest::clippedTexts(rr->currentTool()));
        }
        QVERIFY2(places.moved.isEmpty(), qPrintable(places.moved.join(QLatin1Char('\n'))));
    }

    // Rook & Raiders, the end phase (issue 29 item 6): support given, then one action marker
    // after another removed with the panel's buttons: the buttons of the rows left and "End the
    // round" keep their place and size.
    void rrEndPhaseStaysPut_data() { languageRows(); }
    void rrEndPhaseStaysPut()
    {
        QFETCH(bool, japanese);
        QVERIFY(
            openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 46, japanese));
        closeDialogs();
        auto *rr = qobject_cast<rr::RrGameView *>(view());
        QVERIFY(rr);
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        Places places;
        auto look = [&](const QString &when) {
            kbztest::settleLayouts();
            QList<QWidget *> watched{
                rr->endPhase()->findChild<QWidget *>(QStringLiteral("rrEndRound"))};
            for (QAbstractButton *b : rr->endPhase()->findChildren<QAbstractButton *>())
                if (b->isVisible() && b->objectName().startsWith(QLatin1String("rr")) &&
                    b->objectName().contains(QLatin1String("Button")))
                    watched.append(b);
            places.lookByName(watched, when);
        };
        look(QStringLiteral("the enemy phase's end"));
        const QStringList buttons{
            QStringLiteral("rrsupportButton1"), QStringLiteral("rrremove-markerButton0"),
            QStringLiteral("rrremove-markerButton1"), QStringLiteral("rrremove-markerButton2"),
            QStringLiteral("rrremove-markerButton3")};
        int recorded = window()->session()->index();
        for (const QString &name : buttons) {
            QPushButton *b = nullptr; // the rows' buttons of the last step go later
            for (QPushButton *candidate : rr->endPhase()->findChildren<QPushButton *>(name))
                if (candidate->isVisible())
                    b = candidate;
            QVERIFY2(b, qPrintable(name));
            QVERIFY(b->isEnabled());
            MessageBoxes::setNextAnswer(QMessageBox::Yes);
            QTest::mouseClick(b, Qt::LeftButton);
            kbztest::settleLayouts();
            MessageBoxes::clearAnswers();
            QCOMPARE(window()->session()->index(), ++recorded);
            look(QStringLiteral("after %1").arg(name));
            kbztest::verifyNothingClipped(qPrintable(name), kbztest::clippedTexts(rr->endPhase()));
        }
        QVERIFY2(places.moved.isEmpty(), qPrintable(places.moved.join(QLatin1Char('\n'))));
    }

    // Lethal Checkmate, issue 29 item 6: over the whole game the two player panels keep their
    // place and size, and their values stay on one line ("(step 1 of 3)", "3 unknown (3)").
    void lcPanelsStayPut_data() { languageRows(); }
    void lcPanelsStayPut()
    {
        QFETCH(bool, japanese);
        const QString path = dataDir("lethal-checkmate") + QStringLiteral("/three-hits.jsonl");
        const int total = int(readJournal(path).steps.size());
        Places places;
        for (int cut = 1; cut < total; ++cut) {
            QVERIFY(openCut(path, cut, japanese));
            closeDialogs();
            auto *lc = qobject_cast<lc::LcGameView *>(view());
            QVERIFY(lc);
            window()->resize(1280, 680);
            QTRY_COMPARE(window()->size(), QSize(1280, 680));
            kbztest::settleLayouts();
            QList<QWidget *> panels;
            for (QWidget *w : lc->findChildren<QWidget *>())
                if (w->objectName().startsWith(QLatin1String("lcPlayerPanel")) && w->isVisible())
                    panels.append(w);
            QCOMPARE(panels.size(), 2);
            const QString when = QStringLiteral("after %1 steps").arg(cut);
            places.lookByName(panels, when);
            // No value wraps: each label is as high as it would be with all the room it wants
            // (but a list of cards, which may wrap).
            for (QWidget *panel : std::as_const(panels))
                for (QLabel *l : panel->findChildren<QLabel *>())
                    if (l->isVisible() && !l->text().isEmpty() &&
                        !l->text().contains(QLatin1String(", ")) &&
                        !l->text().contains(QChar(u'、')))
                        QVERIFY2(l->heightForWidth(l->width()) <= l->heightForWidth(4000),
                                 qPrintable(QStringLiteral("%1, %2: %3 high at %4 px, %5 unwrapped")
                                                .arg(when, panel->objectName())
                                                .arg(l->heightForWidth(l->width()))
                                                .arg(l->width())
                                                .arg(l->heightForWidth(4000))));
        }
        QVERIFY2(places.moved.isEmpty(), qPrintable(places.moved.join(QLatin1Char('\n'))));
    }

    // Rook & Raiders, the player strip under the board (issue 29 item 6): the name, the threat
    // number and what it is made of ("board 10 · …") shown whole, not in a scrolled-away part.
    void rrThreatWhole_data() { languageRows(); }
    void rrThreatWhole()
    {
        QFETCH(bool, japanese);
        for (const int cut : {15, 37, 47}) {
            QVERIFY(openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), cut,
                            japanese));
            closeDialogs();
            auto *rr = qobject_cast<rr::RrGameView *>(view());
            QVERIFY(rr);
            window()->resize(1280, 680);
            QTRY_COMPARE(window()->size(), QSize(1280, 680));
            kbztest::settleLayouts();
            QWidget *page = rr->boards()->currentWidget();
            for (const char *name : {"nameValue", "threatValue", "threatNote"}) {
                auto *label = page->findChild<QLabel *>(QLatin1String(name));
                QVERIFY2(label && label->isVisible(), name);
                QVERIFY2(label->visibleRegion().boundingRect() == label->rect(),
                         qPrintable(QStringLiteral("after %1: %2 \"%3\" %4 px high, %5 shown")
                                        .arg(cut)
                                        .arg(QLatin1String(name), label->text())
                                        .arg(label->height())
                                        .arg(label->visibleRegion().boundingRect().height())));
            }
            kbztest::verifyNothingClipped(qPrintable(QStringLiteral("after %1").arg(cut)),
                                          kbztest::clippedTexts(page));
        }
    }

    // The journal (issue 29 item 6): a line longer than the column wraps, on as many lines as
    // it needs; nothing scrolls sideways.
    void journalWraps_data() { languageRows(); }
    void journalWraps()
    {
        QFETCH(bool, japanese);
        QVERIFY(
            openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 43, japanese));
        closeDialogs();
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        kbztest::settleLayouts();
        QListView *journal = window()->gamePage()->journalView();
        QVERIFY(journal);
        QCOMPARE(journal->horizontalScrollBar()->maximum(), 0);
        const int width = journal->viewport()->width();
        int long_ = 0;
        for (int row = 0; row < journal->model()->rowCount(); ++row) {
            const QModelIndex index = journal->model()->index(row, 0);
            const QString text = index.data().toString();
            const int advance = journal->fontMetrics().horizontalAdvance(text);
            if (advance + 24 <= width)
                continue;
            ++long_;
            const QRect r = journal->visualRect(index);
            QVERIFY2(r.width() <= width && r.height() >= 2 * journal->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("row %1 (%2 px of text in %3): %4x%5 \"%6\"")
                                    .arg(row)
                                    .arg(advance)
                                    .arg(width)
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(text)));
        }
        QVERIFY(long_ > 0);
    }

    // The games' dialogs: at most 1240x640, their OK / Save button inside the dialog shown at
    // its minimum size.
    void dialogsFit_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }
    void dialogsFit()
    {
        QFETCH(bool, japanese);
        QVERIFY(
            openCut(dataDir("rook-raiders") + QStringLiteral("/full-round.jsonl"), 8, japanese));
        closeDialogs();
        Session *session = window()->session();
        Database &db = session->journal().database();
        const rr::RrCard goblin = *rr::RrCardLibrary::shipped().find(QStringLiteral("goblin"));
        const QList<QDialog *> dialogs{
            new rr::RrSummonDialog(session, window()), new rr::RrFiguresDialog(goblin, window()),
            new rr::RrCardLibraryDialog(db, window()), new lc::LcCardLibraryDialog(db, window())};
        for (QDialog *d : dialogs) {
            d->setAttribute(Qt::WA_DeleteOnClose);
            d->show();
            kbztest::settleLayouts();
            const QSize min = d->minimumSizeHint().expandedTo(d->minimumSize());
            const QString name = QString::fromLatin1(d->metaObject()->className());
            qInfo("DIALOG %s %s %dx%d", qPrintable(name), japanese ? "ja" : "en", min.width(),
                  min.height());
            QVERIFY2(min.width() <= 1240 && min.height() <= 640,
                     qPrintable(
                         QStringLiteral("%1: %2x%3").arg(name).arg(min.width()).arg(min.height())));
            d->resize(min);
            kbztest::settleLayouts();
            auto *box = d->findChild<QDialogButtonBox *>();
            QVERIFY2(box, qPrintable(name));
            QAbstractButton *ok = box->button(QDialogButtonBox::Ok);
            if (!ok)
                ok = box->button(QDialogButtonBox::Save);
            QVERIFY2(ok, qPrintable(name));
            QVERIFY2(ok->isVisible() && !ok->visibleRegion().isEmpty(), qPrintable(name));
            QVERIFY2(d->rect().contains(QRect(ok->mapTo(d, QPoint(0, 0)), ok->size())),
                     qPrintable(name));
            d->close();
        }
    }
};

QTEST_MAIN(TestLcRrFit)
#include "tst_lc_rr_fit.moc"
