// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/FaultVfs.h"
#include "GamePage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/JournalModel.h"
#include "core/Session.h"

#include <QAction>
#include <QFile>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
namespace fv = kbz::test::faultvfs;

Q_DECLARE_METATYPE(kbz::test::faultvfs::Kind)
Q_DECLARE_METATYPE(kbz::test::faultvfs::Persistence)

// The app under a failing disk (the fault VFS of tst_fault_injection): a golden game is recorded
// through the window's game view; when the Nth write, fsync or lock fails, or the disk is full,
// the window shows a box that says the step was not saved and why, the journal list and the game
// do not advance, and undo under a full disk is refused the same way. Once the disk is healthy
// again the same step records, and the database holds exactly what the window showed.
class TestFaultGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    JournalFile m_game;
    int m_dbs = 0;

    static void recordThroughView(MainWindow &w, const Step &step)
    {
        // As a tool of the game view does: GamePage runs Session::record.
        Q_EMIT w.gamePage()->gameView()->recordRequested(step);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(fv::install());
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        QFile file(QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(file.readAll(), &m_game, &line, &error), qPrintable(error));
        Translations::install(Lang::En);
    }

    void cleanup()
    {
        fv::disarm();
        MessageBoxes::clearAnswers();
    }

    void failingDisk_data()
    {
        QTest::addColumn<fv::Kind>("kind");
        QTest::addColumn<fv::Persistence>("persistence");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("cause");
        const QString io = QStringLiteral("The disk reported an input/output error");
        const QString full = QStringLiteral("The disk is full");
        const QString lock = QStringLiteral("Another program holds a lock");
        for (int n : {1, 3, 6}) {
            QTest::addRow("write once #%d", n)
                << fv::Kind::Write << fv::Persistence::Once << n << io;
            QTest::addRow("fsync once #%d", n)
                << fv::Kind::Sync << fv::Persistence::Once << n << io;
            QTest::addRow("disk full #%d", n)
                << fv::Kind::Full << fv::Persistence::Stays << n << full;
            QTest::addRow("wal-lock #%d", n)
                << fv::Kind::ShmLock << fv::Persistence::Stays << n << lock;
        }
    }

    void failingDisk()
    {
        QFETCH(fv::Kind, kind);
        QFETCH(fv::Persistence, persistence);
        QFETCH(int, n);
        QFETCH(QString, cause);
        const QString path = m_dir.filePath(QStringLiteral("gui-%1.sqlite").arg(++m_dbs));
        auto w = std::make_unique<MainWindow>(m_settings.get());
        QVERIFY(w->openDatabase(path));
        w->show();
        QVERIFY(w->startGame(m_game.game, m_game.config, m_game.title));
        Session *session = w->session();
        QVERIFY(session);
        QVERIFY(fv::usesFaultVfs(session->journal().database().db().connectionName()));
        const qint64 gameId = session->gameId();
        // Half the game on a healthy disk, then the fault.
        const int half = int(m_game.steps.size() / 2);
        for (int i = 0; i < half; ++i) {
            MessageBoxes::setNextAnswer(QMessageBox::Yes); // "record anyway?" if it asks
            recordThroughView(*w, m_game.steps.at(i));
            MessageBoxes::clearAnswers();
            QCOMPARE(session->count(), i + 1);
        }
        fv::arm(kind, n, persistence);
        int recorded = half;
        bool refused = false;
        for (int i = half; i < m_game.steps.size() && !refused; ++i) {
            MessageBoxes::setNextAnswer(QMessageBox::Yes);
            MessageBoxes::setNextAnswer(QMessageBox::Ok);
            recordThroughView(*w, m_game.steps.at(i));
            if (session->count() == recorded + 1) {
                ++recorded;
                MessageBoxes::clearAnswers();
                continue;
            }
            refused = true;
            // The box said so (every queued answer used: the box came up), and why.
            const QString text = MessageBoxes::lastText();
            QVERIFY2(text.contains(QLatin1String("could not be saved")), qPrintable(text));
            QVERIFY2(text.contains(cause), qPrintable(text));
            MessageBoxes::clearAnswers();
            // Nothing advanced: the stack, the journal list, the status line.
            QCOMPARE(session->count(), recorded);
            QCOMPARE(session->index(), recorded);
            QCOMPARE(w->gamePage()->journalModel()->rowCount(), recorded);
            QVERIFY(w->statusBar()->currentMessage().startsWith(QLatin1String("Not recorded")));
            if (persistence == fv::Persistence::Stays) {
                // Undo too is refused with a box, and changes nothing.
                MessageBoxes::setNextAnswer(QMessageBox::Ok);
                QVERIFY(!w->gamePage()->undo());
                QCOMPARE(MessageBoxes::pendingAnswers(), 0);
                QVERIFY2(MessageBoxes::lastText().contains(cause),
                         qPrintable(MessageBoxes::lastText()));
                QCOMPARE(session->index(), recorded);
            }
            // The disk heals; the same step records.
            fv::disarm();
            MessageBoxes::setNextAnswer(QMessageBox::Yes);
            recordThroughView(*w, m_game.steps.at(i));
            MessageBoxes::clearAnswers();
            QCOMPARE(session->count(), ++recorded);
        }
        QVERIFY2(refused, "the fault did not reach the window");
        w.reset();

        // The database holds exactly what the window showed.
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QString report;
        QVERIFY2(db->integrityCheck(&report), qPrintable(report));
        Journal journal(*db);
        const std::optional<GameRecord> rec = journal.loadGame(gameId, &err);
        QVERIFY(rec);
        QCOMPARE(int(rec->steps.size()), recorded);
        for (int i = 0; i < recorded; ++i)
            QCOMPARE(rec->steps.at(i).seq, i + 1);
        QVERIFY(rec->marks.isEmpty());
    }
};

QTEST_MAIN(TestFaultGui)
#include "tst_fault_gui.moc"
