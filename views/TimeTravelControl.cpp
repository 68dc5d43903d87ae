// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TimeTravelControl.h"

#include "GameView.h"
#include "LookBackBanner.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/JournalModel.h"
#include "core/Session.h"
#include "storage/Journal.h"

#include <QApplication>
#include <QInputDialog>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QShortcut>

namespace kbz {

namespace {

std::optional<std::optional<QString>> &nextBookmarkName()
{
    static std::optional<std::optional<QString>> next;
    return next;
}

} // namespace

TimeTravelControl::TimeTravelControl(QWidget *page, QListView *journal, JournalModel *model,
                                     QWidget *covered,
                                     std::function<std::unique_ptr<GameView>()> makeView,
                                     std::function<void(QWidget *, bool)> show)
    : QObject(page)
    , m_page(page)
    , m_journal(journal)
    , m_model(model)
    , m_banner(new LookBackBanner(covered))
    , m_makeView(std::move(makeView))
    , m_show(std::move(show))
{
    connect(m_banner, &LookBackBanner::nowRequested, this, &TimeTravelControl::returnToNow);
    connect(m_banner, &LookBackBanner::branchRequested, this, [this] { branchAt(m_step); });

    m_journal->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_journal, &QWidget::customContextMenuRequested, this,
            &TimeTravelControl::showContextMenu);

    auto key = [this](QKeySequence seq, auto slot) {
        auto *s = new QShortcut(seq, m_page);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
        return s;
    };
    key(QKeySequence(Qt::CTRL | Qt::Key_B), [this] { editBookmark(currentStep()); });
    m_travelKeys = {
        key(QKeySequence(Qt::Key_Escape), [this] { returnToNow(); }),
        key(QKeySequence(Qt::Key_Left), [this] { stepBy(-1); }),
        key(QKeySequence(Qt::Key_Right), [this] { stepBy(1); }),
        key(QKeySequence(Qt::Key_Home), [this] { lookBack(0); }),
    };
    setShortcutsEnabled(false);
}

TimeTravelControl::~TimeTravelControl()
{
    m_pastView.reset(); // before the past session it shows
}

GameView *TimeTravelControl::pastView() const
{
    return m_pastView.get();
}

void TimeTravelControl::setShortcutsEnabled(bool on)
{
    for (QShortcut *s : std::as_const(m_travelKeys))
        s->setEnabled(on);
}

void TimeTravelControl::setSession(Session *live)
{
    returnToNow();
    if (m_live)
        m_live->disconnect(this);
    m_live = live;
    m_lookBack.reset();
    QHash<int, QString> bookmarks;
    if (live) {
        m_lookBack = std::make_unique<LookBack>(*live);
        // A state remembered for step n may no longer be step n's once the stack changes.
        connect(live, &Session::entriesChanged, this,
                [this] { m_lookBack = std::make_unique<LookBack>(*m_live); });
        DbError error;
        if (std::optional<QHash<int, QString>> stored =
                live->journal().loadBookmarks(live->gameId(), &error))
            bookmarks = *stored;
    }
    m_model->setBookmarks(bookmarks);
}

QString TimeTravelControl::bookmarkOf(int n) const
{
    if (!m_live || n < 1 || n > m_live->count())
        return {};
    return m_model->bookmarks().value(m_live->seqAt(n - 1));
}

bool TimeTravelControl::lookBack(int n)
{
    if (!m_live)
        return false;
    n = qBound(0, n, m_live->count());
    if (n == m_live->index()) {
        returnToNow();
        return true;
    }
    DbError error;
    const StatePtr state = m_lookBack->stateAfter(n, &error);
    const QPointer<QWidget> focus = QApplication::focusWidget();
    m_step = n;
    setShortcutsEnabled(true);
    if (!state) {
        // Nothing of the past is shown: the game as it is now, disabled, under the failure.
        m_pastView.reset(); // first: the game view then takes the whole room at once
        m_show(nullptr, false);
        m_past.reset();
        m_banner->showFailure(n, error.text(Translations::current()));
    } else {
        std::unique_ptr<Session> past = m_live->pastView(n, state);
        if (!m_pastView) {
            // A view of its own, so that the game view keeps what is being entered now.
            m_pastView = m_makeView();
            m_pastView->setObjectName(QStringLiteral("pastGameView"));
            m_pastView->setBrowseOnly(true);
            m_pastView->setSession(past.get());
            m_show(m_pastView.get(), true);
        } else {
            m_pastView->setSession(past.get());
        }
        m_past = std::move(past); // the view no longer shows the previous one
        const QString description =
            n > 0 ? m_model->index(n - 1).data(JournalModel::DescriptionRole).toString()
                  : tr("Before the first step");
        m_banner->showStep(n, m_live->count(), bookmarkOf(n), description);
    }
    selectRow(n - 1);
    keepFocus(focus);
    Q_EMIT lookBackChanged(n);
    return state != nullptr;
}

void TimeTravelControl::returnToNow()
{
    if (!isLookingBack())
        return;
    const QPointer<QWidget> focus = QApplication::focusWidget();
    m_step = -1;
    setShortcutsEnabled(false);
    m_banner->hide();
    m_pastView.reset(); // first: the game view then takes the whole room at once
    m_show(nullptr, true);
    m_past.reset();
    selectRow(m_live ? m_live->index() - 1 : -1);
    if (focus == m_journal)
        m_journal->setFocus(); // walking the journal goes on there
    Q_EMIT lookBackChanged(-1);
}

void TimeTravelControl::keepFocus(QWidget *before)
{
    // The game view is disabled while looking back: the keys stay where they were (the journal
    // list, the banner), or go to the journal list, so that Esc and the arrows keep working.
    if (before && before->isEnabled() && before->isVisible() &&
        before->window() == m_page->window())
        before->setFocus();
    else if (m_page->isVisible())
        m_journal->setFocus();
}

void TimeTravelControl::selectRow(int row)
{
    m_selecting = true;
    if (row < 0) {
        m_journal->clearSelection();
        m_journal->setCurrentIndex({});
    } else {
        const QModelIndex index = m_model->index(row);
        m_journal->setCurrentIndex(index);
        m_journal->scrollTo(index);
    }
    m_selecting = false;
}

void TimeTravelControl::journalRowChanged(int row)
{
    if (m_selecting || !m_live || row < 0)
        return;
    lookBack(row + 1);
}

void TimeTravelControl::stepBy(int delta)
{
    if (isLookingBack())
        lookBack(m_step + delta);
}

int TimeTravelControl::currentStep() const
{
    if (!m_live)
        return 0;
    if (isLookingBack())
        return m_step;
    const QModelIndex current = m_journal->currentIndex();
    return current.isValid() ? current.row() + 1 : m_live->index();
}

qint64 TimeTravelControl::branchAt(int n)
{
    if (!m_live || n < 0 || n > m_live->count())
        return 0;
    const Lang lang = Translations::current();
    const qint64 origin = m_live->gameId();
    // Say what it makes before making it (issue 29): a stored game, opened in this one's place.
    // Yes, the default, is Enter.
    const QLocale locale = QLocale();
    if (!MessageBoxes::ask(
            m_page, tr("New game from here"),
            tr("Start a new game from step %1 of game %2?\n\nThe new game holds the steps of "
               "game %2 up to step %1 and opens in its place, marked as its branch in the game "
               "history; game %2 stays as it is.")
                .arg(locale.toString(n), locale.toString(origin))))
        return 0;
    DbError error;
    const qint64 id = branchGame(*m_live, n, &error);
    if (id == 0) {
        MessageBoxes::warning(m_page, tr("No new game"), error.text(lang));
        return 0;
    }
    Q_EMIT statusMessage(
        tr("Game %1 started from step %2 of game %3.")
            .arg(QLocale().toString(id), QLocale().toString(n), QLocale().toString(origin)));
    Q_EMIT gameBranched(id); // may replace the game shown: nothing of it is used after this
    return id;
}

bool TimeTravelControl::setBookmark(int n, const QString &name)
{
    if (!m_live || n < 1 || n > m_live->count())
        return false;
    DbError error;
    if (!m_live->journal().setBookmark(m_live->gameId(), m_live->seqAt(n - 1), name, &error)) {
        MessageBoxes::critical(m_page, tr("Bookmark not saved"),
                               error.text(Translations::current()));
        return false;
    }
    QHash<int, QString> bookmarks = m_model->bookmarks();
    if (name.trimmed().isEmpty())
        bookmarks.remove(m_live->seqAt(n - 1));
    else
        bookmarks.insert(m_live->seqAt(n - 1), name.trimmed());
    m_model->setBookmarks(bookmarks);
    if (m_step == n && m_past)
        m_banner->showStep(n, m_live->count(), bookmarkOf(n),
                           m_model->index(n - 1).data(JournalModel::DescriptionRole).toString());
    Q_EMIT statusMessage(name.trimmed().isEmpty()
                             ? tr("Bookmark of step %1 removed.").arg(n)
                             : tr("Step %1 bookmarked: %2").arg(n).arg(name.trimmed()));
    return true;
}

void TimeTravelControl::setNextBookmarkName(std::optional<QString> name)
{
    nextBookmarkName() = std::move(name);
}

void TimeTravelControl::editBookmark(int n)
{
    if (!m_live || n < 1 || n > m_live->count())
        return;
    std::optional<QString> name;
    if (nextBookmarkName()) {
        name = *nextBookmarkName();
        nextBookmarkName().reset();
    } else {
        bool ok = false;
        const QString text = QInputDialog::getText(
            m_page, tr("Bookmark"),
            tr("Name of the bookmark on step %1 (empty: no bookmark):").arg(n), QLineEdit::Normal,
            bookmarkOf(n), &ok);
        if (ok)
            name = text;
    }
    if (name)
        setBookmark(n, *name);
}

void TimeTravelControl::showContextMenu(const QPoint &pos)
{
    if (!m_live)
        return;
    const QModelIndex index = m_journal->indexAt(pos);
    const int n = index.isValid() ? index.row() + 1 : currentStep();
    QMenu menu(m_journal);
    if (n != (isLookingBack() ? m_step : m_live->index()))
        menu.addAction(tr("Look back to step %1").arg(n), this, [this, n] { lookBack(n); });
    if (isLookingBack())
        menu.addAction(tr("Back to now"), this, &TimeTravelControl::returnToNow);
    menu.addAction(tr("New game from here (step %1)").arg(n), this, [this, n] { branchAt(n); });
    if (n >= 1) {
        QAction *mark = menu.addAction(bookmarkOf(n).isEmpty() ? tr("Bookmark step %1…").arg(n)
                                                               : tr("Rename bookmark…"),
                                       this, [this, n] { editBookmark(n); });
        mark->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
        if (!bookmarkOf(n).isEmpty())
            menu.addAction(tr("Remove bookmark"), this, [this, n] { setBookmark(n, {}); });
    }
    // Every bookmark of the game, in step order: look back to it.
    QList<std::pair<int, QString>> marks;
    for (int i = 0; i < m_live->count(); ++i)
        if (const QString name = m_model->bookmarks().value(m_live->seqAt(i)); !name.isEmpty())
            marks.append({i + 1, name});
    if (!marks.isEmpty()) {
        QMenu *jump = menu.addMenu(tr("Go to bookmark"));
        for (const auto &[step, name] : std::as_const(marks))
            jump->addAction(tr("%1 (step %2)").arg(name).arg(step), this,
                            [this, step = step] { lookBack(step); });
    }
    menu.exec(m_journal->viewport()->mapToGlobal(pos));
}

} // namespace kbz
