// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// The laptop layout contract of a game view (issue 12), for the per-game GUI tests: a golden
// journal of tests/data/<game>/ cut after a third, two thirds and all of its steps is played into
// a MainWindow, in English or Japanese; then the game view's minimum size must be at most
// 960x500, and in the window at 1280x680 the step's primary action (GameView::primaryAction)
// must be shown whole inside the window, not in a scrolled-away part. Include it as
// "../support/GameViewFit.h" after GuiTestSupport.h.
#include "GamePage.h"
#include "GameView.h"
#include "GuiTestSupport.h"
#include "core/JournalFile.h"
#include "core/Session.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QTest>

namespace kbztest {

// The budget of a game view in the 1280x680 window (menu bar, guidance, side panel around it).
inline constexpr QSize kViewBudget{960, 500};
inline constexpr QSize kLaptopWindow{1280, 680};

// The rows "<journal> 1/3 en" ... "<journal> 3/3 ja": columns path, third (1, 2, 3), japanese.
inline void addJournalCutRows(const QString &gameId, int minimum)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("third");
    QTest::addColumn<bool>("japanese");
    const QDir dir(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/") + gameId);
    const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= minimum, qPrintable(dir.path()));
    for (const QString &f : files)
        for (int third = 1; third <= 3; ++third)
            for (bool ja : {false, true})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2/3 %3")
                                   .arg(QFileInfo(f).baseName())
                                   .arg(third)
                                   .arg(ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                    << dir.filePath(f) << third << ja;
}

inline bool readJournal(const QString &path, kbz::JournalFile *out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    int line = 0;
    QString error;
    return kbz::JournalFile::parse(file.readAll(), out, &line, &error);
}

// The game of `file` started in `window` and its first `count` steps recorded (warnings
// confirmed: the journal is what happened at the table).
inline bool playJournal(kbz::MainWindow *window, const kbz::JournalFile &file, int count)
{
    if (!window->startGame(file.game, file.config, file.title))
        return false;
    for (int i = 0; i < count && i < file.steps.size(); ++i) {
        const auto r = window->session()->record(file.steps.at(i), kbz::Session::Confirm::Yes);
        if (r.outcome != kbz::Session::Outcome::Recorded)
            return false;
    }
    QCoreApplication::processEvents();
    // A game that ended shows its summary in the view's place: these checks are the board's.
    window->gamePage()->setGameOverShown(false);
    return window->gamePage()->gameView() != nullptr;
}

// "960x500 > 960x500" when `size` is over the budget, else empty.
inline QString overBudget(QSize size, QSize budget = kViewBudget)
{
    if (size.width() <= budget.width() && size.height() <= budget.height())
        return {};
    return QStringLiteral("%1x%2 > %3x%4")
        .arg(size.width())
        .arg(size.height())
        .arg(budget.width())
        .arg(budget.height());
}

// The game view's minimum: the larger of its minimumSizeHint and minimumSize.
inline QSize viewMinimum(const QWidget *view)
{
    return view->minimumSizeHint().expandedTo(view->minimumSize());
}

// Why `button` is not wholly visible in its window (empty when it is): hidden, outside the
// window's rect, or (partly) in a scrolled-away part of a scroll area.
inline QString hiddenReason(const QAbstractButton *button)
{
    if (!button)
        return {};
    if (!button->isVisible())
        return QStringLiteral("not shown");
    const QWidget *window = button->window();
    const QRect inWindow(button->mapTo(window, QPoint(0, 0)), button->size());
    if (!window->rect().contains(inWindow))
        return QStringLiteral("at %1,%2 %3x%4 outside the window %5x%6")
            .arg(inWindow.x())
            .arg(inWindow.y())
            .arg(inWindow.width())
            .arg(inWindow.height())
            .arg(window->width())
            .arg(window->height());
    if (button->visibleRegion().isEmpty())
        return QStringLiteral("no visible region");
    if (button->visibleRegion().boundingRect() != button->rect())
        return QStringLiteral("partly covered or clipped");
    for (const QWidget *w = button->parentWidget(); w && w != window; w = w->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(w))
            return QStringLiteral("inside a scroll area");
    return {};
}

// The button's rect in its window's coordinates.
inline QRect windowRect(const QWidget *w)
{
    return {w->mapTo(w->window(), QPoint(0, 0)), w->size()};
}

// The controls below `root` (shown, in its window) that a parent cuts on the left or the right:
// partly visible across their width, as in a column narrower than its content or a scroll area
// scrolled sideways. A control scrolled up or down out of a scroll area is not cut sideways.
inline QStringList cutSideways(const QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != root->window() || w->width() <= 1)
            continue;
        if (!qobject_cast<QAbstractButton *>(w) && !qobject_cast<QLabel *>(w) &&
            !qobject_cast<QComboBox *>(w) && !qobject_cast<QAbstractSpinBox *>(w))
            continue;
        const QRect seen = w->visibleRegion().boundingRect();
        if (seen.isEmpty() || (seen.left() == 0 && seen.right() == w->width() - 1))
            continue;
        QString text;
        if (auto *l = qobject_cast<QLabel *>(w))
            text = l->text();
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            text = b->text();
        else if (auto *c = qobject_cast<QComboBox *>(w))
            text = c->currentText();
        out.append(describeClipped(w, text) +
                   QStringLiteral(" shows x %1..%2 of it").arg(seen.left()).arg(seen.right()));
    }
    return out;
}

// A dialog of a game fits the laptop: shown, its minimum at most 1240x640, and at that minimum
// its OK (or primary) button `ok` shown whole, outside any scroll area.
inline void verifyDialogFits(QDialog *dialog, QAbstractButton *ok, const QString &where)
{
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    settleLayouts();
    const QSize min = viewMinimum(dialog);
    qInfo("%s: dialog minimum %dx%d", qPrintable(where), min.width(), min.height());
    QVERIFY2(overBudget(min, QSize(1240, 640)).isEmpty(),
             qPrintable(where + QStringLiteral(": ") + overBudget(min, QSize(1240, 640))));
    dialog->resize(min);
    settleLayouts();
    QVERIFY(ok);
    const QString hidden = hiddenReason(ok);
    QVERIFY2(hidden.isEmpty(), qPrintable(where + QStringLiteral(": OK ") + hidden));
}

// Plays the cut of the current addJournalCutRows row into `window`, in Japanese when the row
// says so (check QTest::currentTestFailed() after it).
inline void playJournalCutRow(kbz::MainWindow *window)
{
    QFETCH(QString, path);
    QFETCH(int, third);
    QFETCH(bool, japanese);
    if (japanese)
        kbz::Translations::install(kbz::Lang::Ja);
    kbz::JournalFile file;
    QVERIFY(readJournal(path, &file));
    QVERIFY(playJournal(window, file, int(file.steps.size()) * third / 3));
}

// Where the view's primary button is in the window, after the layout settled (empty without
// one).
inline QRect primaryRect(const kbz::GameView *view)
{
    settleLayouts();
    const QAbstractButton *b = view ? view->primaryAction() : nullptr;
    return b ? windowRect(b) : QRect();
}

} // namespace kbztest
