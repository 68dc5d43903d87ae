// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 29, item 1, in every game: each golden journal of tests/data/ is cut at a sixth, two
// sixths ... five sixths of its steps and played into a 1280x680 window; then the tool in front
// records one of the steps the guidance expects (GameView::frontKinds, else the kind of the
// step it drafts), and Enter, pressed where the focus is, does exactly what a click on the
// primary button does: the same step asked to be recorded, or the same dialog opened, or
// nothing. The page is disconnected from the view, so nothing is recorded and both are
// compared on the same state.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "core/Session.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace kbz;

namespace {

// What a press did: the steps asked for, in a comparable form, and the dialogs it opened.
struct Effect
{
    QStringList steps;
    QStringList dialogs;
    bool operator==(const Effect &) const = default;
    bool operator!=(const Effect &) const = default;
};

QString describe(const Effect &e)
{
    return QStringLiteral("steps [%1] dialogs [%2]")
        .arg(e.steps.join(QStringLiteral("; ")), e.dialogs.join(QStringLiteral(", ")));
}

} // namespace

class TestGuidedToolGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("guided"), QSize(1280, 680)};

    MainWindow *window() const { return m_fixture.window(); }

    // The dialogs now shown over the window, closed (their names are the effect).
    QStringList takeDialogs()
    {
        QStringList names;
        for (QDialog *d : window()->findChildren<QDialog *>()) {
            if (!d->isVisible())
                continue;
            names.append(QString::fromLatin1(d->metaObject()->className()));
            d->reject();
        }
        QCoreApplication::processEvents();
        window()->activateWindow();
        return names;
    }

    Effect effectOf(QSignalSpy &spy)
    {
        Effect e;
        for (const QList<QVariant> &args : std::as_const(spy)) {
            const auto step = args.value(0).value<Step>();
            e.steps.append(
                QStringLiteral("%1 %2 %3")
                    .arg(step.kind, QString::number(step.actor),
                         QString::fromUtf8(
                             QJsonDocument(step.payload).toJson(QJsonDocument::Compact))));
        }
        spy.clear();
        e.dialogs = takeDialogs();
        return e;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<Step>("kbz::Step");
        m_fixture.setUp();
    }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void toolFollowsGuidance_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("sixth");
        const QDir data(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data"));
        for (const char *game :
             {"lethal-checkmate", "rook-raiders", "lords-of-war", "light-wars", "dungeon-lords"}) {
            const QDir dir(data.filePath(QLatin1String(game)));
            const QStringList files =
                dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
            QVERIFY2(!files.isEmpty(), game);
            for (const QString &f : files)
                for (int sixth = 1; sixth <= 5; ++sixth)
                    QTest::newRow(qPrintable(QStringLiteral("%1/%2 %3/6")
                                                 .arg(QLatin1String(game), QFileInfo(f).baseName())
                                                 .arg(sixth)))
                        << dir.filePath(f) << sixth;
        }
    }

    void toolFollowsGuidance()
    {
        QFETCH(QString, path);
        QFETCH(int, sixth);
        kbz::JournalFile file;
        QVERIFY(kbztest::readJournal(path, &file));
        const int count = int(file.steps.size()) * sixth / 6;
        QVERIFY(kbztest::playJournal(window(), file, count));
        takeDialogs(); // a figures dialog asked when a card came into play
        GameView *view = window()->gamePage()->gameView();
        QVERIFY(view);
        const Guidance g = window()->session()->guidance();
        if (g.finished)
            QSKIP("the game is over");
        QAbstractButton *primary = view->primaryAction();
        QVERIFY2(primary, "no primary action while the game goes on");

        // The tool in front records one of the steps the guidance expects.
        QStringList kinds = view->frontKinds();
        if (kinds.isEmpty())
            if (const auto draft = view->draftStep())
                kinds = {draft->kind};
        bool fits = kinds.isEmpty();
        for (const QString &k : std::as_const(kinds))
            fits = fits || g.expected.contains(k);
        QVERIFY2(fits, qPrintable(QStringLiteral("tool in front: %1, expected: %2")
                                      .arg(kinds.join(QLatin1Char(',')),
                                           g.expected.join(QLatin1Char(',')))));

        // Enter does what the primary button does.
        QVERIFY(
            QObject::disconnect(view, &GameView::recordRequested, window()->gamePage(), nullptr));
        QSignalSpy spy(view, &GameView::recordRequested);
        window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        QWidget *focus = QApplication::focusWidget();
        if (!focus || !view->isAncestorOf(focus)) {
            view->setFocus();
            focus = QApplication::focusWidget();
            if (!focus || !view->isAncestorOf(focus))
                focus = view;
        }
        const QString focusName = QString::fromLatin1(focus->metaObject()->className());
        QTest::keyClick(focus, Qt::Key_Return);
        const Effect enter = effectOf(spy);
        if (primary->isEnabled() && primary->isVisible())
            primary->click();
        const Effect click = effectOf(spy);
        QVERIFY2(enter == click, qPrintable(QStringLiteral("Enter on %1: %2; the primary button "
                                                           "\"%3\": %4")
                                                .arg(focusName, describe(enter), primary->text(),
                                                     describe(click))));
    }

    // Finer than the sixths, for the games whose tool used to follow the phase: at every step
    // of each golden journal the tool in front records one of the kinds the guidance expects
    // (frontKinds, which these views must know), and wherever the guidance changes its phase or
    // the kind it leads with, Enter does what the primary button does.
    void toolFollowsGuidanceEveryStep_data()
    {
        QTest::addColumn<QString>("path");
        const QDir data(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data"));
        for (const char *game : {"lethal-checkmate", "light-wars", "dungeon-lords"}) {
            const QDir dir(data.filePath(QLatin1String(game)));
            const QStringList files =
                dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
            QVERIFY2(!files.isEmpty(), game);
            for (const QString &f : files)
                QTest::newRow(qPrintable(
                    QStringLiteral("%1/%2").arg(QLatin1String(game), QFileInfo(f).baseName())))
                    << dir.filePath(f);
        }
    }

    void toolFollowsGuidanceEveryStep()
    {
        QFETCH(QString, path);
        kbz::JournalFile file;
        QVERIFY(kbztest::readJournal(path, &file));
        QVERIFY(kbztest::playJournal(window(), file, 0));
        window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        // The journal's steps are recorded through the session; what the view asks for is
        // compared, not recorded (the view stays the same for the whole game).
        GameView *first = window()->gamePage()->gameView();
        QVERIFY(first);
        QVERIFY(
            QObject::disconnect(first, &GameView::recordRequested, window()->gamePage(), nullptr));
        QString lastPhase, lastLead;
        for (int i = 0; i <= file.steps.size(); ++i) {
            if (i > 0) {
                const auto r =
                    window()->session()->record(file.steps.at(i - 1), Session::Confirm::Yes);
                QCOMPARE(int(r.outcome), int(Session::Outcome::Recorded));
                QCoreApplication::processEvents();
                takeDialogs(); // a figures dialog asked when a card came into play
            }
            const Guidance g = window()->session()->guidance();
            if (g.finished)
                break;
            GameView *view = window()->gamePage()->gameView();
            QCOMPARE(view, first);
            const QString where = QStringLiteral("after step %1 (%2)")
                                      .arg(i)
                                      .arg(i > 0 ? file.steps.at(i - 1).kind : QString());
            const QStringList kinds = view->frontKinds();
            bool fits = false;
            for (const QString &k : kinds)
                fits = fits || g.expected.contains(k);
            QVERIFY2(fits, qPrintable(QStringLiteral("%1: tool in front: [%2], expected: %3")
                                          .arg(where, kinds.join(QLatin1Char(',')),
                                               g.expected.join(QLatin1Char(',')))));
            const QString lead = g.expected.value(0);
            if (g.phase == lastPhase && lead == lastLead)
                continue;
            lastPhase = g.phase;
            lastLead = lead;
            // Enter, from where the focus is, does what the primary button does.
            QAbstractButton *primary = view->primaryAction();
            QVERIFY2(primary, qPrintable(where + QStringLiteral(": no primary action")));
            QSignalSpy spy(view, &GameView::recordRequested);
            QWidget *focus = QApplication::focusWidget();
            if (!focus || !view->isAncestorOf(focus))
                focus = view;
            QTest::keyClick(focus, Qt::Key_Return);
            const Effect enter = effectOf(spy);
            if (primary->isEnabled() && primary->isVisible())
                primary->click();
            const Effect click = effectOf(spy);
            QVERIFY2(
                enter == click,
                qPrintable(QStringLiteral("%1: Enter on %2: %3; the primary button "
                                          "\"%4\": %5")
                               .arg(where, QString::fromLatin1(focus->metaObject()->className()),
                                    describe(enter), primary->text(), describe(click))));
        }
    }
};

QTEST_MAIN(TestGuidedToolGui)
#include "tst_guided_tool_gui.moc"
