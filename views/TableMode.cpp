// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TableMode.h"

#include "PlayersView.h"
#include "ScreenAwake.h"
#include "core/Session.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace kbz {

namespace {

const QString kKeepAwake = QStringLiteral("table/keepAwake");

QString fullScreenKey(const QString &engineId)
{
    return QStringLiteral("table/fullScreen/") + engineId;
}

} // namespace

TableMode::TableMode(QMainWindow *window, QSettings *settings)
    : TableMode(window, settings, new ScreenAwake)
{}

TableMode::TableMode(QMainWindow *window, QSettings *settings, ScreenAwake *awake)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_awake(awake)
    , m_fullScreen(new QAction(window))
    , m_keepAwake(new QAction(window))
    , m_playersView(new QAction(window))
{
    m_awake->setParent(this);
    m_fullScreen->setCheckable(true);
    // F11 everywhere, and the platform's own key too (each once: two equal shortcuts would be
    // ambiguous).
    QList<QKeySequence> keys{QKeySequence(Qt::Key_F11)};
    for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!keys.contains(k))
            keys.append(k);
    m_fullScreen->setShortcuts(keys);
    m_fullScreen->setShortcutContext(Qt::WindowShortcut);
    connect(m_fullScreen, &QAction::triggered, this, &TableMode::setFullScreen);

    m_keepAwake->setCheckable(true);
    m_keepAwake->setChecked(m_settings->value(kKeepAwake, true).toBool());
    connect(m_keepAwake, &QAction::toggled, this, [this](bool on) {
        m_settings->setValue(kKeepAwake, on);
        updateAwake();
    });

    m_playersView->setCheckable(true);
    connect(m_playersView, &QAction::triggered, this, [this](bool on) {
        if (on)
            showPlayersView();
        else if (m_players)
            m_players->close();
    });

    connect(m_awake, &ScreenAwake::unavailable, this, [this] {
        if (m_toldUnavailable)
            return;
        m_toldUnavailable = true;
        // After what opening the game says in the status bar ("New game: ...").
        QTimer::singleShot(0, this, [this] {
            m_window->statusBar()->showMessage(
                tr("The screen may dim or lock: no desktop service to keep it awake was found."),
                10000);
        });
    });
    m_window->installEventFilter(this);
    retranslate();
}

TableMode::~TableMode()
{
    m_window->removeEventFilter(this);
}

void TableMode::retranslate()
{
    m_fullScreen->setText(tr("&Full screen"));
    m_keepAwake->setText(tr("&Keep screen awake"));
    m_keepAwake->setToolTip(
        tr("While a game is open and this window is active, the screen does not dim or lock."));
    m_playersView->setText(tr("&Players' view"));
    m_playersView->setToolTip(
        tr("A second window for a TV or projector: the board, counters and last steps in large "
           "type, in a language of its own."));
}

void TableMode::setSession(Session *session, const GameView *view)
{
    m_session = session;
    m_view = session ? view : nullptr;
    if (session) {
        if (const auto saved = savedFullScreen(session->engine()->id()))
            applyFullScreen(*saved);
    }
    if (m_players)
        m_players->setSession(session, m_view);
    updateAwake();
}

bool TableMode::isFullScreen() const
{
    return m_window->windowState() & Qt::WindowFullScreen;
}

void TableMode::setFullScreen(bool on)
{
    applyFullScreen(on);
    if (m_session)
        m_settings->setValue(fullScreenKey(m_session->engine()->id()), on);
}

std::optional<bool> TableMode::savedFullScreen(const QString &engineId) const
{
    const QVariant v = m_settings->value(fullScreenKey(engineId));
    if (!v.isValid())
        return std::nullopt;
    return v.toBool();
}

void TableMode::applyFullScreen(bool on)
{
    if (on != isFullScreen()) {
        if (on) {
            m_before = m_window->windowState() & ~Qt::WindowFullScreen;
            m_beforeGeometry = m_window->geometry();
            m_window->setWindowState(m_window->windowState() | Qt::WindowFullScreen);
        } else {
            m_window->setWindowState(m_before & ~Qt::WindowFullScreen);
            if (!(m_before & (Qt::WindowMaximized | Qt::WindowMinimized)) &&
                m_beforeGeometry.isValid())
                m_window->setGeometry(m_beforeGeometry);
        }
    }
    m_fullScreen->setChecked(isFullScreen());
}

PlayersView *TableMode::playersView() const
{
    return m_players;
}

PlayersView *TableMode::showPlayersView()
{
    if (!m_players) {
        m_players = new PlayersView(m_settings, m_window);
        m_players->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_players, &PlayersView::closed, this,
                [this] { m_playersView->setChecked(false); });
        m_players->setSession(m_session, m_view);
        m_players->showOnScreen();
    } else {
        m_players->show();
    }
    m_playersView->setChecked(true);
    return m_players;
}

void TableMode::updateAwake()
{
    if (m_keepAwake->isChecked() && m_session && m_window->isActiveWindow())
        m_awake->inhibit(tr("A game is open at the table"));
    else
        m_awake->release();
}

bool TableMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::ActivationChange:
            updateAwake();
            break;
        case QEvent::WindowStateChange:
            m_fullScreen->setChecked(isFullScreen());
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kbz
