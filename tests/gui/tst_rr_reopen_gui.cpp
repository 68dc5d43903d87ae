// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// A reopened Rook & Raiders game is the game as it was played: every golden journal is played
// step by step in one window, and after every step the stored game is branched there (as
// `kibitzer-cli branch ID STEP`) and opened in another window the way `kibitzer --lang LANG
// --open ID` does (the language set first, the game opened, then the window shown, so the
// language change reaches the game's view after it was built). Both must have the same state
// and show the same guidance, tool, proposed step, preview, findings and F1 rule; and in
// both the findings panel and F1 speak only for the tool in front (the last step's findings, or
// what the tool in front prepares). Before the fix, the hidden enemy assistant's proposal for
// the next monster, a monster-act during the command phase, reached the findings panel as an
// rr.enemy.phase warning in a game opened with --lang ja, and F1 opened rr.summon.twice from the
// hidden end-phase panel.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GuidancePanel.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/FindingsModel.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "core/TimeTravel.h"
#include "rookraiders/RrEnemyAssistant.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrStepEntry.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QTest>

using namespace kbz;
using namespace kbz::rr;

namespace {

QString stepText(const std::optional<Step> &s)
{
    return s ? QString::fromUtf8(QJsonDocument(s->toJson()).toJson(QJsonDocument::Compact))
             : QStringLiteral("-");
}

RrGameView *rrView(MainWindow *w)
{
    return qobject_cast<RrGameView *>(w->gamePage()->gameView());
}

// Every text the tool in front shows (its preview among them).
QString frontToolText(RrGameView *view)
{
    QStringList out;
    for (const QLabel *l : view->currentTool()->findChildren<QLabel *>())
        if (l->isVisibleTo(view->currentTool()))
            out.append(l->text());
    return out.join(QLatin1Char('\n'));
}

// What the page shows of the game, one line per part.
QStringList shown(MainWindow *w)
{
    GamePage *page = w->gamePage();
    RrGameView *view = rrView(w);
    QStringList ids;
    for (const Finding &f : page->findingsModel()->findings())
        ids.append(f.ruleId);
    QStringList out{
        QStringLiteral("phase: ") + page->guidancePanel()->phaseText(),
        QStringLiteral("hints: ") + page->guidancePanel()->hintsText(),
        QStringLiteral("findings title: ") + page->findingsTitle(),
        QStringLiteral("findings: ") + ids.join(QLatin1Char(',')),
        QStringLiteral("F1: ") + view->previewRuleId(),
        QStringLiteral("tool: ") +
            QString::fromLatin1(view->currentTool()->metaObject()->className()),
    };
    if (view->currentTool() == view->entry())
        // Who acts when the guidance names nobody (a summon, the deal) is the board in front,
        // which the user chooses: compared only when the game names the player.
        out.append(QStringLiteral("entry: %1 by %2: %3")
                       .arg(view->entry()->kind())
                       .arg(w->session()->guidance().actor >= 0 ? view->entry()->actor() : -1)
                       .arg(stepText(view->entry()->step())));
    if (view->currentTool() == view->enemyAssistant())
        out.append(QStringLiteral("enemy: ") + stepText(view->enemyAssistant()->step()));
    out.append(QStringLiteral("tool text: ") + frontToolText(view));
    return out;
}

// The findings panel and F1 speak for the last step or for the tool in front, never for a hidden
// tool: every warning they cite is the last step's or shown by the tool in front.
QString hiddenToolLeak(MainWindow *w)
{
    GamePage *page = w->gamePage();
    RrGameView *view = rrView(w);
    Session *s = w->session();
    const QList<Finding> last =
        s->index() > 0 ? s->entry(s->index() - 1).record.findings : QList<Finding>{};
    const QString front = frontToolText(view);
    auto explained = [&](const QString &rule) {
        for (const Finding &f : last)
            if (f.ruleId == rule)
                return true;
        return front.contains(QLatin1Char('[') + rule + QLatin1Char(']'));
    };
    for (const Finding &f : page->findingsModel()->findings())
        if (f.severity == Severity::Warning && !explained(f.ruleId))
            return QStringLiteral("the findings panel cites %1").arg(f.ruleId);
    if (const QString rule = view->previewRuleId(); !rule.isEmpty() && !explained(rule))
        return QStringLiteral("F1 opens %1").arg(rule);
    return {};
}

} // namespace

class TestRrReopenGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    int m_games = 0;

    // `file` stored whole in a new database (as `kibitzer-cli import` does); its path and id.
    std::pair<QString, qint64> store(const JournalFile &file)
    {
        const QString path = m_dir.filePath(QStringLiteral("stored%1.sqlite").arg(++m_games));
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        if (!db)
            return {};
        Journal journal(*db);
        auto s =
            Session::start(journal, std::make_shared<RrEngine>(), file.config, file.title, &err);
        if (!s)
            return {};
        for (const Step &step : file.steps)
            if (s->record(step, Session::Confirm::Yes).outcome != Session::Outcome::Recorded)
                return {};
        return {path, s->gameId()};
    }

    // The stored game's first `steps` steps as a new game (`kibitzer-cli branch ID STEP`),
    // opened in a new window as `kibitzer --lang LANG --open NEWID` does.
    std::unique_ptr<MainWindow> reopen(const std::pair<QString, qint64> &stored, int steps,
                                       Lang lang)
    {
        auto w = std::make_unique<MainWindow>(m_settings.get());
        w->setLanguage(lang);
        if (!w->openDatabase(stored.first))
            return nullptr;
        DbError err;
        const qint64 id =
            branchStoredGame(*w->journal(), w->registry(), stored.second, steps, &err);
        if (id == 0 || !w->resumeGame(id))
            return nullptr;
        w->resize(1280, 680);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        QCoreApplication::processEvents();
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    }

    void cleanup()
    {
        MessageBoxes::clearAnswers();
        Translations::install(Lang::En);
    }

    void reopenedAsPlayed_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("japanese");
        const QDir dir(QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders"));
        const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString &f : files) {
            QTest::newRow(qPrintable(f + QStringLiteral(" en"))) << dir.filePath(f) << false;
            QTest::newRow(qPrintable(f + QStringLiteral(" ja"))) << dir.filePath(f) << true;
        }
    }

    void reopenedAsPlayed()
    {
        QFETCH(QString, path);
        QFETCH(bool, japanese);
        const Lang lang = japanese ? Lang::Ja : Lang::En;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        JournalFile file;
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(f.readAll(), &file, &line, &error), qPrintable(error));

        const std::pair<QString, qint64> stored = store(file);
        QVERIFY(stored.second > 0);
        MainWindow played(m_settings.get());
        played.setLanguage(lang);
        QVERIFY(
            played.openDatabase(m_dir.filePath(QStringLiteral("played%1.sqlite").arg(++m_games))));
        played.resize(1280, 680);
        played.show();
        QVERIFY(QTest::qWaitForWindowExposed(&played));
        QVERIFY(played.startGame(file.game, file.config, file.title));
        for (int i = 0;; ++i) {
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("after step %1: ").arg(i);
            const QStringList a = shown(&played);
            QString leak = hiddenToolLeak(&played);
            QVERIFY2(leak.isEmpty(), qPrintable(where + QStringLiteral("played: ") + leak));
            {
                const std::unique_ptr<MainWindow> reopened = reopen(stored, i, lang);
                QVERIFY2(reopened, qPrintable(where + QStringLiteral("not reopened")));
                QCOMPARE(reopened->session()->state()->toJson(),
                         played.session()->state()->toJson());
                const QStringList b = shown(reopened.get());
                leak = hiddenToolLeak(reopened.get());
                QVERIFY2(leak.isEmpty(), qPrintable(where + QStringLiteral("reopened: ") + leak));
                for (qsizetype k = 0; k < a.size(); ++k)
                    QVERIFY2(a.at(k) == b.value(k),
                             qPrintable(where + QStringLiteral("\n  played:   ") + a.at(k) +
                                        QStringLiteral("\n  reopened: ") + b.value(k)));
            }
            if (i == file.steps.size())
                break;
            const Step &step = file.steps.at(i);
            for (const Finding &fd : played.session()->check(step))
                if (fd.severity == Severity::Warning) {
                    MessageBoxes::setNextAnswer(QMessageBox::Yes);
                    break;
                }
            QVERIFY2(played.gamePage()->record(step), qPrintable(where + step.kind));
            MessageBoxes::clearAnswers();
        }
    }
};

QTEST_MAIN(TestRrReopenGui)
#include "tst_rr_reopen_gui.moc"
