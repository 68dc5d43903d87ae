// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 35, "Enter any step": in the middle of every golden journal (cut at a third and two
// thirds), Ctrl+E opens the form, and every step kind of the game is entered for every seat its
// schema takes, whatever the phase, and recorded (after "record anyway" where it breaks a rule).
// The game read back from the database holds each of them. The form's square fields take a
// click on the board.
#include "../support/GoldenImport.h"
#include "../support/GuiTestSupport.h"
#include "AnyStepButton.h"
#include "AnyStepDialog.h"
#include "GamePage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "SchemaFieldEditor.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcGameView.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QPushButton>
#include <QTest>

using namespace kbz;

namespace {

// Every payload a kept journal of `game` gives each step kind: what the form is filled with,
// as a player would type what the table did.
QHash<QString, QList<QJsonObject>> payloadsByKind(const QString &game)
{
    QHash<QString, QList<QJsonObject>> out;
    for (const QString &path : kbztest::goldenJournalFiles()) {
        QFile f(path);
        JournalFile file;
        int line = 0;
        QString error;
        if (!f.open(QIODevice::ReadOnly) ||
            !JournalFile::parse(f.readAll(), &file, &line, &error) || file.game != game)
            continue;
        for (const Step &s : std::as_const(file.steps))
            if (!out[s.kind].contains(s.payload))
                out[s.kind].append(s.payload);
    }
    return out;
}

} // namespace

class TestAnyStepGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("any"), QSize(1280, 680)};
    int m_db = 0;

    GamePage *open(const QString &name, int cut, qint64 *id)
    {
        const QString path = m_fixture.filePath(QStringLiteral("cut%1.sqlite").arg(++m_db));
        *id = kbztest::importGoldenCut(name, cut, path);
        if (*id == 0)
            return nullptr;
        m_fixture.openWindow(path);
        MainWindow *w = m_fixture.window();
        if (!w || !w->resumeGame(*id))
            return nullptr;
        kbztest::settleLayouts();
        return w->findChild<GamePage *>();
    }

    // A card that came into play may have asked for its printed figures (Rook & Raiders): the
    // table leaves them for later.
    static void dismissModals()
    {
        while (QWidget *modal = QApplication::activeModalWidget()) {
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else
                modal->close();
            QCoreApplication::processEvents();
        }
    }

    // Ctrl+E, as a player opens it.
    static AnyStepDialog *openForm(GamePage *page)
    {
        dismissModals();
        QWidget *window = page->window();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window))
            return nullptr;
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus && focus->window() == window ? focus : window, Qt::Key_E,
                        Qt::ControlModifier);
        AnyStepDialog *dialog = page->anyStepDialog();
        if (dialog && !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }

    // The visible "Any step…" button on the row of the view's primary action, or nullptr.
    static AnyStepButton *besidePrimary(GamePage *page)
    {
        auto *view = page->findChild<GameView *>();
        QAbstractButton *primary = view ? view->primaryAction() : nullptr;
        if (!primary || !primary->isVisible())
            return nullptr;
        const QRect p(primary->mapTo(page, QPoint(0, 0)), primary->size());
        for (AnyStepButton *b : view->findChildren<AnyStepButton *>()) {
            const QRect r(b->mapTo(page, QPoint(0, 0)), b->size());
            if (b->isVisible() && !b->visibleRegion().isEmpty() &&
                qAbs(r.center().y() - p.center().y()) <= p.height() / 2)
                return b;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void cleanup()
    {
        m_fixture.cleanup();
        MessageBoxes::clearAnswers();
    }

    void everyKindForEverySeat_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<int>("cut");
        for (const QString &name : kbztest::goldenJournals()) {
            if (name.startsWith(QLatin1String("rules-review/")))
                continue; // written for one rule each; the games' own journals are the middles
            const int total = kbztest::goldenStepCount(name);
            for (int third : {1, 2})
                QTest::newRow(qPrintable(QStringLiteral("%1 @%2/3").arg(name).arg(third)))
                    << name << total * third / 3;
        }
    }

    void everyKindForEverySeat()
    {
        QFETCH(QString, journal);
        QFETCH(int, cut);
        qint64 id = 0;
        GamePage *page = open(journal, cut, &id);
        QVERIFY(page);
        Session *session = page->session();
        QVERIFY(session);
        const QString game = session->engine()->id();
        const GameModule *module = shippedGames().module(game);
        const QHash<QString, QList<QJsonObject>> known = payloadsByKind(game);
        const int players = int(session->config().players.size());

        QList<Step> recorded;
        QStringList notEntered;
        int tried = 0;
        for (const StepSchema &schema : module->stepSchemas()) {
            QList<int> actors;
            if (schema.actor != ActorRule::Seat)
                actors.append(-1);
            if (schema.actor != ActorRule::Table)
                for (int seat = 0; seat < players; ++seat)
                    actors.append(seat);
            for (int actor : std::as_const(actors)) {
                ++tried;
                AnyStepDialog *form = openForm(page);
                QVERIFY2(
                    form,
                    qPrintable(
                        QStringLiteral("%1 by %2: the window is not active (%3)")
                            .arg(schema.kind)
                            .arg(actor)
                            .arg(QApplication::activeModalWidget()
                                     ? QApplication::activeModalWidget()->metaObject()->className()
                                     : "no modal window")));
                QComboBox *kinds = form->kindBox();
                kbztest::chooseWithKeys(kinds, kinds->findData(schema.kind));
                QComboBox *who = form->actorBox();
                QVERIFY2(who->findData(actor) >= 0, qPrintable(schema.kind));
                kbztest::chooseWithKeys(who, who->findData(actor));
                // What the table did: a payload a kept game gave this kind, one that fits the
                // game as it stands; else what the form proposes.
                // The form starts from its defaults (the first of each field's choices) and
                // takes what the payload gives.
                const auto fitsWith = [&](const QJsonObject &payload) {
                    form->setDraft(Step{schema.kind, actor, payload});
                    const Step s = form->currentStep();
                    return !shapeProblem(schema, s, players) &&
                           !session->engine()->malformed(*session->state(), s);
                };
                // A kept payload as it was, then with the pieces it names (a unit's square, a
                // monster's number) left to the form, which offers this game's own first.
                const auto withoutPieces = [&](QJsonObject payload) {
                    for (const FieldSchema &f : schema.fields)
                        if (!f.source.isEmpty() && f.type != FieldSchema::Type::Card)
                            payload.remove(f.name);
                    return payload;
                };
                bool fits = false;
                for (const QJsonObject &payload : known.value(schema.kind))
                    if ((fits = fitsWith(payload) || fitsWith(withoutPieces(payload))))
                        break;
                if (!fits)
                    fits = fitsWith({});
                // A step of the table that concerns a seat names it (the first one here).
                for (const FieldSchema &f : schema.fields)
                    if (!fits && f.type == FieldSchema::Type::Seat)
                        fits = fitsWith({{f.name, 0}});
                const Step step = form->currentStep();
                QCOMPARE(step.kind, schema.kind);
                QCOMPARE(step.actor, actor);
                if (!fits) {
                    // Not a step this table can make now (a monster that is not on the board,
                    // a prisoner nobody holds): the engine refuses what names nothing.
                    notEntered.append(QStringLiteral("%1/%2").arg(schema.kind).arg(actor));
                    form->close();
                    QTRY_VERIFY(!page->anyStepDialog());
                    continue;
                }
                const int before = session->index();
                MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
                QTest::mouseClick(form->recordButton(), Qt::LeftButton);
                MessageBoxes::clearAnswers();
                QVERIFY2(session->index() == before + 1,
                         qPrintable(QStringLiteral("%1 by %2: %3")
                                        .arg(schema.kind)
                                        .arg(actor)
                                        .arg(MessageBoxes::lastText())));
                QTRY_VERIFY(!page->anyStepDialog()); // recorded: the form closes
                recorded.append(step);
            }
        }
        qInfo("%s: %lld of %d recorded; not enterable at this point: %s", qPrintable(journal),
              qlonglong(recorded.size()), tried, qPrintable(notEntered.join(QStringLiteral(", "))));
        // Most kinds fit any moment of a game; what does not names a piece that is not there.
        QVERIFY2(recorded.size() * 3 >= tried * 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(recorded.size()).arg(tried)));

        // The game read back from the database holds every step entered, in order.
        MainWindow *w = m_fixture.window();
        QVERIFY(w->resumeGame(id));
        Session *again = w->findChild<GamePage *>()->session();
        QVERIFY(again);
        QCOMPARE(again->index(), cut + int(recorded.size()));
        for (qsizetype i = 0; i < recorded.size(); ++i) {
            const Step stored = again->entry(cut + int(i)).record.step;
            QCOMPARE(stored.kind, recorded.at(i).kind);
            QCOMPARE(stored.actor, recorded.at(i).actor);
            QCOMPARE(stored.payload, recorded.at(i).payload);
        }
    }

    // A click on the board fills the form's square field; Enter records.
    void boardClickFillsTheSquare()
    {
        qint64 id = 0;
        GamePage *page = open(QStringLiteral("lethal-checkmate/three-hits.jsonl"), 0, &id);
        QVERIFY(page);
        AnyStepDialog *form = openForm(page);
        QVERIFY(form);
        kbztest::chooseWithKeys(form->kindBox(),
                                form->kindBox()->findData(QStringLiteral("place-piece")));
        kbztest::chooseWithKeys(form->actorBox(), form->actorBox()->findData(1));
        auto *view = qobject_cast<lc::LcGameView *>(page->gameView());
        QVERIFY(view);
        lc::LcBoardView *board = view->board();
        QTest::mouseClick(board, Qt::LeftButton, {},
                          board->squareRect(*lc::Square::parse(QStringLiteral("c3"))).center());
        QCOMPARE(form->currentStep().payload.value(QStringLiteral("square")).toString(),
                 QStringLiteral("c3"));
        const int before = page->session()->index();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        form->activateWindow();
        QTest::keyClick(form->kindBox(), Qt::Key_Return);
        MessageBoxes::clearAnswers();
        QCOMPARE(page->session()->index(), before + 1);
        const Step step = page->session()->entry(before).record.step;
        QCOMPARE(step.kind, QStringLiteral("place-piece"));
        QCOMPARE(step.actor, 1);
        QCOMPARE(step.payload.value(QStringLiteral("square")).toString(), QStringLiteral("c3"));
    }

    // Every tool with a primary action has "Any step…" on its row (issue 35: "a button beside
    // each tool's primary action"); it opens the form on what the tool prepares, and Enter stays
    // the primary action's.
    void besideEveryPrimaryAction_data() { everyKindForEverySeat_data(); }

    void besideEveryPrimaryAction()
    {
        QFETCH(QString, journal);
        QFETCH(int, cut);
        qint64 id = 0;
        GamePage *page = open(journal, cut, &id);
        QVERIFY(page);
        dismissModals();
        auto *view = page->findChild<GameView *>();
        QVERIFY(view);
        QAbstractButton *primary = view->primaryAction();
        if (!primary || !primary->isVisible())
            QSKIP("no primary action at this point (score sheet or game over)");
        AnyStepButton *button = besidePrimary(page);
        QVERIFY2(button,
                 qPrintable(QStringLiteral("no \"Any step…\" beside \"%1\"").arg(primary->text())));
        QVERIFY(!button->autoDefault());
        const std::optional<Step> draft = view->draftStep();
        QTest::mouseClick(button, Qt::LeftButton);
        AnyStepDialog *form = page->anyStepDialog();
        QVERIFY(form);
        if (draft)
            QCOMPARE(form->kindBox()->currentData().toString(), draft->kind);
        form->close();
    }

    // The form fits a 1280x720 screen in both languages, and the button beside the tool's
    // primary action opens it too.
    void fitsTheLaptop_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void fitsTheLaptop()
    {
        QFETCH(bool, japanese);
        qint64 id = 0;
        const QString name = QStringLiteral("dungeon-lords/two-player-game.jsonl");
        GamePage *page = open(name, kbztest::goldenStepCount(name) / 2, &id);
        QVERIFY(page);
        if (japanese)
            Translations::install(Lang::Ja);
        AnyStepButton *button = besidePrimary(page);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        AnyStepDialog *form = page->anyStepDialog();
        QVERIFY(form);
        QVERIFY(QTest::qWaitForWindowExposed(form));
        // The largest form: a year with its players, tiles, parties and monsters.
        form->kindBox()->setCurrentIndex(form->kindBox()->findData(QStringLiteral("year")));
        kbztest::settleLayouts();
        const QRect screen = form->screen()->availableGeometry();
        QVERIFY2(form->frameGeometry().height() <= screen.height() &&
                     form->frameGeometry().width() <= screen.width(),
                 qPrintable(QStringLiteral("%1x%2").arg(form->width()).arg(form->height())));
        QVERIFY(form->recordButton()->isVisible());
        QVERIFY(!form->recordButton()->visibleRegion().isEmpty());
    }
};

QTEST_MAIN(TestAnyStepGui)
#include "tst_any_step_gui.moc"
