// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"
#include "core/Message.h"

#include <QPointer>
#include <QTranslator>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QScreen;
class QSettings;
class QVBoxLayout;

namespace kbz {

class GameView;
class Session;
class TableContent;

// The players' view (issue 22, View ▸ Players' view): a second top-level window for an external
// monitor, a TV or a projector. In large type it shows the game, who acts, the game's board and
// counters (the game view's TableContent) and the last few journal lines, read-only, in a
// language of its own (its combo box), whatever the main window's language is: its texts are
// translated with a QTranslator of its own, never the application's. It speaks the UI's language
// until the user chooses another in that box (remembered).
//
// It lays out for the size it is given (issue 29): the largest type at which the game's boards
// fit whole, nothing on them elided, then the counters, then the last steps; in a small window
// the counters and the journal give way first, then the type shrinks, and a game with a board per
// player shows fewer boards (the acting player's first).
//
// It follows the session's signals (every recorded step, undo and redo), never takes the
// keyboard focus (Qt::WindowDoesNotAcceptFocus, shown without activating, no focusable child
// but the language box, which takes no focus either), opens on the screen that is not the main
// window's when there are two (filling it), as a quarter of the screen inside it when there is
// one, remembers its geometry (kept inside a screen), and moves to a remaining screen when its
// screen is removed.
class PlayersView final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kJournalLines = 5;

    // `mainWindow` (its parent) is the window whose screen it avoids; `settings` (not owned)
    // remembers the geometry and the language.
    PlayersView(QSettings *settings, QWidget *mainWindow);
    ~PlayersView() override;
    Q_DISABLE_COPY_MOVE(PlayersView)

    // The game shown (nullptr = none); `view` is the main window's game view, asked for the
    // game's TableContent.
    void setSession(Session *session, const GameView *view);

    Lang language() const { return m_lang; }
    // The language chosen (as with the language box): remembered, no longer the UI's.
    void setLanguage(Lang lang);

    // How the window is laid out now, for tests: the type's scale (1.8 = large type), whether
    // the counters and the last steps are shown, and how many of the game's boards.
    double textScale() const { return m_scale; }
    bool countersShown() const { return m_extras != Extras::None; }
    bool journalShown() const { return m_extras == Extras::All; }
    int boardsShown() const { return m_boardsShown; }

    // Shows the window: at its saved place, else on a screen that is not the main window's.
    void showOnScreen();
    // The screen to use when there is no saved place: one that is not the main window's, if any.
    QScreen *preferredScreen() const;
    // Called when `removed` goes away (QGuiApplication::screenRemoved): a window on it moves to
    // a remaining screen.
    void onScreenRemoved(QScreen *removed);

    // What is shown, for tests and screenshots.
    QString headerText() const;
    QString guidanceText() const;
    QStringList counterTexts() const;
    QStringList journalLines() const;
    QComboBox *languageBox() const { return m_langBox; }
    TableContent *content() const { return m_content; }

    // `message` in `lang`, translated with `translator` (nullptr: the English source).
    static QString messageText(const Message &message, Lang lang, const QTranslator *translator);

Q_SIGNALS:
    // The user closed the window.
    void closed();

protected:
    void closeEvent(QCloseEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString t(const char *source) const;
    // What gives way when the window is small: the last steps, then the counters.
    enum class Extras { All, Counters, None };

    void applyLanguage(Lang lang);
    void refresh();
    void retranslate();
    void saveGeometryNow();
    void moveToScreen(QScreen *screen);
    void keepInside(QScreen *screen);
    // Lays the window out for its size (see the class comment); later, after the events queued.
    // `again`: from the largest type down (a new size, game or language); else the layout stays
    // as long as the new texts fit it, so that it does not change at every step.
    void fitLater(bool again = true);
    void fit(bool again);
    void apply(double scale, int boards, Extras extras);
    bool fitsNow();

    QSettings *m_settings;
    QWidget *m_mainWindow;
    QPointer<Session> m_session;
    Lang m_lang = Lang::En;
    bool m_langChosen = false; // by the user; else the UI's language
    double m_scale = 0;
    int m_boardsShown = 0;
    Extras m_extras = Extras::All;
    bool m_fitting = false;
    bool m_fitPending = false;
    bool m_fitAgain = false;
    QTranslator m_translator;
    bool m_translatorLoaded = false;
    bool m_inScope = false; // delivering an event in this window's language
    QString m_screenName;   // the screen the window is on
    // The window that was active when this one was shown: a platform that activates a new window
    // whatever its flags (Qt's offscreen platform, some window managers) gives it back.
    QPointer<QWidget> m_giveBackTo;

    QLabel *m_title = nullptr;
    QLabel *m_guidance = nullptr;
    QLabel *m_langLabel = nullptr;
    QComboBox *m_langBox = nullptr;
    QVBoxLayout *m_body = nullptr;
    TableContent *m_content = nullptr;
    QLabel *m_counters = nullptr;
    QLabel *m_journalTitle = nullptr;
    QLabel *m_journal = nullptr;
    QLabel *m_result = nullptr;
    QStringList m_counterTexts;
    QStringList m_journalLines;
};

} // namespace kbz
