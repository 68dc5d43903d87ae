// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayersView.h"

#include "GameView.h"
#include "TableContent.h"
#include "Translations.h"
#include "core/Session.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

namespace kbz {

namespace {

const char *const kContext = "kbz::PlayersView";
const QString kGeometry = QStringLiteral("players/geometry");
const QString kScreen = QStringLiteral("players/screen");
const QString kLanguage = QStringLiteral("players/language");
// The type's scales tried, largest first: large type (the players sit a few metres from the
// screen) down to a little under the desktop's for a small window. With more than one board
// shown, not under the desktop's size: one board more legible beats two boards less.
constexpr double kScales[] = {1.8, 1.6, 1.4, 1.25, 1.1, 1.0, 0.9, 0.8};
constexpr double kSmallestForSeveralBoards = 1.0;

QString argText(const MessageArg &a, Lang lang)
{
    if (const auto *s = std::get_if<QString>(&a))
        return *s;
    return std::get<LocalizedName>(a).text(lang);
}

QString translated(const QTranslator *translator, const char *context, const QString &source)
{
    if (!translator)
        return source;
    const QString t = translator->translate(context, source.toUtf8().constData());
    return t.isEmpty() ? source : t;
}

QFont scaled(QFont f, double factor, bool bold = false)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else
        f.setPixelSize(int(f.pixelSize() * factor));
    f.setBold(bold);
    return f;
}

} // namespace

PlayersView::PlayersView(QSettings *settings, QWidget *mainWindow)
    : QWidget(mainWindow, Qt::Window | Qt::WindowDoesNotAcceptFocus)
    , m_settings(settings)
    , m_mainWindow(mainWindow)
    , m_title(new QLabel(this))
    , m_guidance(new QLabel(this))
    , m_langLabel(new QLabel(this))
    , m_langBox(new QComboBox(this))
    , m_counters(new QLabel(this))
    , m_journalTitle(new QLabel(this))
    , m_journal(new QLabel(this))
    , m_result(new QLabel(this))
{
    setObjectName(QStringLiteral("playersView"));
    setAttribute(Qt::WA_ShowWithoutActivating);
    setFocusPolicy(Qt::NoFocus);
    for (QLabel *l : {m_title, m_guidance, m_counters, m_journal, m_result})
        l->setWordWrap(true);
    m_counters->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_journal->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_counters->setObjectName(QStringLiteral("playersCounters"));
    m_journal->setObjectName(QStringLiteral("playersJournal"));

    // Each language named in itself, as in the main window's Language menu.
    m_langBox->addItem(QStringLiteral("English"), int(Lang::En));
    m_langBox->addItem(QStringLiteral("日本語"), int(Lang::Ja));
    m_langBox->setFocusPolicy(Qt::NoFocus);
    m_langLabel->setBuddy(m_langBox);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_langLabel);
    top->addWidget(m_langBox);
    m_body = new QVBoxLayout;
    auto *middle = new QHBoxLayout;
    middle->addLayout(m_body, 3);
    middle->addWidget(m_counters, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_guidance);
    layout->addLayout(middle, 1);
    layout->addWidget(m_journalTitle);
    layout->addWidget(m_journal);
    layout->addWidget(m_result);
    // The window is never made larger than it was given (a quarter of the laptop's screen): fit()
    // makes its contents fit instead.
    layout->setSizeConstraint(QLayout::SetNoConstraint);

    connect(m_langBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setLanguage(Lang(m_langBox->itemData(i).toInt())); });
    connect(qGuiApp, &QGuiApplication::screenRemoved, this, &PlayersView::onScreenRemoved);

    // The game's widgets shown here (its board or mat) paint in this window's language.
    Translations::enableScopes();
    qApp->installEventFilter(this);

    // The UI's language unless the user chose another here.
    const QString chosen = m_settings->value(kLanguage).toString();
    m_langChosen = !chosen.isEmpty();
    // The main window's fonts and zoom do not apply: large type of its own, as fit() finds room.
    apply(kScales[0], 1000, Extras::All);
    applyLanguage(langFromCode(chosen, Translations::current()));
    resize(960, 540);
}

PlayersView::~PlayersView()
{
    // Still open when the app quits (the main window closes it with itself): its place is kept.
    if (isVisible())
        saveGeometryNow();
}

QString PlayersView::t(const char *source) const
{
    return translated(m_translatorLoaded ? &m_translator : nullptr, kContext,
                      QString::fromUtf8(source));
}

QString PlayersView::messageText(const Message &message, Lang lang, const QTranslator *translator)
{
    if (message.isEmpty())
        return {};
    QString text = message.context.isEmpty()
                       ? message.source
                       : translated(translator, message.context.constData(), message.source);
    for (const MessageArg &a : message.args)
        text = text.arg(argText(a, lang));
    if (!message.then.isEmpty()) {
        // The sentence separator of kbz::Message in this language.
        const QString sep = translated(translator, "kbz::Message", QStringLiteral("; "));
        for (const Message &m : message.then)
            text += sep + messageText(m, lang, translator);
    }
    return text;
}

void PlayersView::setLanguage(Lang lang)
{
    m_langChosen = true;
    m_settings->setValue(kLanguage, langCode(lang));
    applyLanguage(lang);
}

void PlayersView::applyLanguage(Lang lang)
{
    m_lang = lang;
    m_translatorLoaded =
        lang != Lang::En &&
        m_translator.load(QStringLiteral(":/i18n/kibitzer_%1.qm").arg(langCode(lang)));
    const int index = m_langBox->findData(int(lang));
    if (index != m_langBox->currentIndex()) {
        const QSignalBlocker block(m_langBox);
        m_langBox->setCurrentIndex(index);
    }
    retranslate();
    if (m_content) {
        // The board or mat re-reads its texts, in this language (eventFilter).
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(m_content, &change);
        refresh();
    }
    fitLater();
}

bool PlayersView::eventFilter(QObject *watched, QEvent *event)
{
    // The game's widgets shown here paint and retranslate in this window's language: their
    // tr() and data names answer in it while the event is delivered (Translations::Scope).
    const QEvent::Type type = event->type();
    if (!m_inScope && (type == QEvent::Paint || type == QEvent::LanguageChange) &&
        watched->isWidgetType() && watched != this &&
        static_cast<QWidget *>(watched)->window() == this) {
        m_inScope = true;
        {
            const Translations::Scope scope(m_lang, m_translatorLoaded ? &m_translator : nullptr);
            QCoreApplication::sendEvent(watched, event);
        }
        m_inScope = false;
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void PlayersView::retranslate()
{
    //: The title of the window meant for a second screen that the players look at.
    setWindowTitle(t(QT_TRANSLATE_NOOP("kbz::PlayersView", "Players' view — Kibitzer")));
    m_langLabel->setText(t(QT_TRANSLATE_NOOP("kbz::PlayersView", "Language")));
    m_journalTitle->setText(t(QT_TRANSLATE_NOOP("kbz::PlayersView", "Last steps")));
    refresh();
}

void PlayersView::setSession(Session *session, const GameView *view)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    delete m_content;
    m_content = nullptr;
    m_session = session;
    if (session) {
        if (view) {
            const Translations::Scope scope(m_lang, m_translatorLoaded ? &m_translator : nullptr);
            m_content = view->createTableContent(this);
        }
        if (m_content) {
            m_body->addWidget(m_content, 1);
            m_content->setBoardsShown(m_boardsShown);
        }
        // Every recorded step, undo and redo: the view follows at once (no polling).
        connect(session, &Session::stateChanged, this, &PlayersView::refresh);
        connect(session, &Session::indexChanged, this, &PlayersView::refresh);
        connect(session, &Session::entriesChanged, this, &PlayersView::refresh);
        connect(session, &QObject::destroyed, this, [this] { setSession(nullptr, nullptr); });
    }
    refresh();
    fitLater();
}

void PlayersView::refresh()
{
    const QTranslator *tr = m_translatorLoaded ? &m_translator : nullptr;
    const QLocale locale(m_lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    m_counterTexts.clear();
    m_journalLines.clear();
    if (!m_session) {
        m_title->setText(t(QT_TRANSLATE_NOOP("kbz::PlayersView", "No game is open.")));
        m_guidance->clear();
        m_counters->clear();
        m_journal->clear();
        m_result->hide();
        m_journalTitle->hide();
        m_journal->hide();
        return;
    }
    const Session &s = *m_session;
    const GameConfig &config = s.config();
    m_title->setText(s.engine()->displayName(m_lang));

    const Guidance g = s.guidance();
    QString who;
    if (g.actor >= 0 && g.actor < config.players.size())
        who = t(QT_TRANSLATE_NOOP("kbz::PlayersView", "%1 to act"))
                  .arg(config.players.at(g.actor).name);
    QStringList guidance{
        t(QT_TRANSLATE_NOOP("kbz::PlayersView", "Steps: %1")).arg(locale.toString(s.index()))};
    if (const QString phase = messageText(g.phaseName, m_lang, tr); !phase.isEmpty())
        guidance.append(phase);
    if (!who.isEmpty())
        guidance.append(who);
    m_guidance->setText(guidance.join(QStringLiteral(" · ")));

    if (m_content) {
        const Translations::Scope scope(m_lang, tr);
        m_content->showState(s);
        for (const Message &m : m_content->counters(s))
            m_counterTexts.append(messageText(m, m_lang, tr));
    }
    m_counters->setText(m_counterTexts.join(u'\n'));
    m_counters->setVisible(m_extras != Extras::None && !m_counterTexts.isEmpty());

    for (int i = qMax(0, s.index() - kJournalLines); i < s.index(); ++i)
        m_journalLines.append(QStringLiteral("%1. %2").arg(
            locale.toString(i + 1), messageText(s.entry(i).description, m_lang, tr)));
    m_journal->setText(m_journalLines.join(u'\n'));
    m_journalTitle->setVisible(m_extras == Extras::All && !m_journalLines.isEmpty());
    m_journal->setVisible(m_journalTitle->isVisibleTo(this));

    const auto result = s.result();
    m_result->setVisible(result.has_value());
    if (result)
        m_result->setText(messageText(result->summary, m_lang, tr));
    // Longer texts may no longer fit.
    fitLater(false);
}

void PlayersView::apply(double scale, int boards, Extras extras)
{
    if (scale != m_scale) {
        m_scale = scale;
        const QFont base = scaled(QGuiApplication::font(), scale);
        setFont(base);
        m_title->setFont(scaled(base, 1.25, true));
        m_journalTitle->setFont(scaled(base, 0.8, true));
        m_result->setFont(scaled(base, 1.1, true));
        // The language box is for whoever sits at the computer: never under the desktop's size.
        const QFont small = scaled(QGuiApplication::font(), qMax(1.0, scale * 0.6));
        m_langLabel->setFont(small);
        m_langBox->setFont(small);
        // Room for the longest language name and the arrow, whatever the style says.
        const QFontMetrics fm(small);
        int names = 0;
        for (int i = 0; i < m_langBox->count(); ++i)
            names = qMax(names, fm.horizontalAdvance(m_langBox->itemText(i)));
        m_langBox->setMinimumWidth(names + fm.height() * 3);
    }
    m_boardsShown = boards;
    if (m_content)
        m_content->setBoardsShown(boards);
    m_extras = extras;
    m_counters->setVisible(extras != Extras::None && !m_counterTexts.isEmpty());
    m_journalTitle->setVisible(extras == Extras::All && !m_journalLines.isEmpty());
    m_journal->setVisible(m_journalTitle->isVisibleTo(this));
}

bool PlayersView::fitsNow()
{
    QLayout *l = layout();
    l->invalidate();
    l->activate();
    for (QLabel *label :
         {m_title, m_guidance, m_counters, m_journalTitle, m_journal, m_result, m_langLabel}) {
        if (!label->isVisibleTo(this) || label->text().isEmpty())
            continue;
        const QSize min = label->minimumSizeHint();
        if (min.width() > label->width() + 1 ||
            (label->wordWrap() ? label->heightForWidth(label->width()) : min.height()) >
                label->height() + 1)
            return false;
    }
    if (m_langBox->sizeHint().width() > m_langBox->width() + 1)
        return false;
    if (!m_content || m_content->isHidden())
        return true;
    const QSize min = m_content->minimumSizeHint();
    if (min.width() > m_content->width() + 1 || min.height() > m_content->height() + 1)
        return false;
    // Painted once at this size: no name on a board elided, no cell of a table shortened or
    // below its bottom.
    QImage image(m_content->size().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    m_content->render(&image);
    if (!m_content->elidedTexts().isEmpty())
        return false;
    for (const QAbstractItemView *v : m_content->findChildren<QAbstractItemView *>()) {
        if (!v->isVisibleTo(m_content) || !v->model() || qobject_cast<const QHeaderView *>(v))
            continue;
        const QRect port = v->viewport()->rect();
        const QAbstractItemModel *m = v->model();
        for (int row = 0; row < m->rowCount(); ++row) {
            for (int col = 0; col < m->columnCount(); ++col) {
                const QModelIndex i = m->index(row, col);
                const QString text = i.data().toString();
                if (text.isEmpty())
                    continue;
                const QVariant f = i.data(Qt::FontRole);
                const QFontMetrics fm(f.isValid() ? f.value<QFont>() : v->font());
                const QRect r = v->visualRect(i);
                if (r.width() < fm.horizontalAdvance(text) + 2 * fm.averageCharWidth() ||
                    !port.contains(r.adjusted(0, 0, 0, -1)))
                    return false;
            }
        }
    }
    return true;
}

void PlayersView::fitLater(bool again)
{
    if (m_fitting)
        return;
    m_fitAgain = m_fitAgain || again;
    if (m_fitPending)
        return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        const bool again = m_fitAgain;
        m_fitAgain = false;
        fit(again);
    });
}

void PlayersView::fit(bool again)
{
    if (m_fitting)
        return;
    m_fitting = true;
    if (!again && fitsNow()) {
        m_fitting = false;
        return;
    }
    // Boards first: as many as fit at the desktop's type or larger (all of them if they can),
    // then the largest type, then the counters, then the last steps.
    const int boards = m_content ? qMax(1, m_content->boardCount()) : 1;
    bool found = false;
    for (int shown = boards; shown >= 1 && !found; --shown) {
        for (const double scale : kScales) {
            if (shown > 1 && scale < kSmallestForSeveralBoards)
                break;
            for (const Extras extras : {Extras::All, Extras::Counters, Extras::None}) {
                apply(scale, shown, extras);
                if (fitsNow()) {
                    found = true;
                    break;
                }
            }
            if (found)
                break;
        }
    }
    if (!found) // nothing fits: the smallest of everything
        apply(kScales[std::size(kScales) - 1], 1, Extras::None);
    layout()->invalidate();
    layout()->activate();
    update();
    m_fitting = false;
}

void PlayersView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLater();
}

QString PlayersView::headerText() const
{
    return m_title->text();
}

QString PlayersView::guidanceText() const
{
    return m_guidance->text();
}

QStringList PlayersView::counterTexts() const
{
    return m_counterTexts;
}

QStringList PlayersView::journalLines() const
{
    return m_journalLines;
}

QScreen *PlayersView::preferredScreen() const
{
    QScreen *mainScreen = m_mainWindow ? m_mainWindow->screen() : nullptr;
    for (QScreen *s : QGuiApplication::screens())
        if (s != mainScreen)
            return s;
    return mainScreen ? mainScreen : QGuiApplication::primaryScreen();
}

void PlayersView::showOnScreen()
{
    const QByteArray saved = m_settings->value(kGeometry).toByteArray();
    const QString savedScreen = m_settings->value(kScreen).toString();
    bool placed = false;
    if (!saved.isEmpty()) {
        // Only where it was if that screen is still there (restoreGeometry would otherwise pick
        // the main window's screen).
        for (QScreen *s : QGuiApplication::screens())
            if (s->name() == savedScreen)
                placed = restoreGeometry(saved);
    }
    if (!placed)
        moveToScreen(preferredScreen());
    show();
    // Whole on its screen, with its frame (a saved place from a larger screen, a frame the window
    // manager adds).
    keepInside(screen());
    m_screenName = screen() ? screen()->name() : QString();
}

void PlayersView::keepInside(QScreen *target)
{
    if (!target)
        return;
    const QRect available = target->availableGeometry();
    const QMargins frame(geometry().left() - frameGeometry().left(),
                         geometry().top() - frameGeometry().top(),
                         frameGeometry().right() - geometry().right(),
                         frameGeometry().bottom() - geometry().bottom());
    const QRect room = available.marginsRemoved(frame);
    QRect r = geometry();
    r.setSize(r.size().boundedTo(room.size()));
    r.moveLeft(qBound(room.left(), r.left(), room.right() - r.width() + 1));
    r.moveTop(qBound(room.top(), r.top(), room.bottom() - r.height() + 1));
    if (r != geometry())
        setGeometry(r);
}

void PlayersView::moveToScreen(QScreen *target)
{
    if (!target)
        return;
    const QRect available = target->availableGeometry();
    // Fills the screen it is meant for; on the main window's own screen, a quarter of it.
    const bool shared =
        m_mainWindow && target == m_mainWindow->screen() && QGuiApplication::screens().size() > 1;
    QRect r = available;
    if (shared || QGuiApplication::screens().size() == 1)
        r = QRect(QPoint(), available.size() / 2)
                .translated(available.center() -
                            QPoint(available.width() / 4, available.height() / 4));
    if (windowHandle())
        windowHandle()->setScreen(target);
    setGeometry(r);
    keepInside(target);
    m_screenName = target->name();
}

void PlayersView::onScreenRemoved(QScreen *removed)
{
    if (!removed)
        return;
    bool onAScreen = false;
    for (QScreen *s : QGuiApplication::screens())
        if (s != removed && s->geometry().intersects(frameGeometry()))
            onAScreen = true;
    if (removed->name() != m_screenName && onAScreen)
        return;
    // Qt may have moved the window to the primary screen already; it goes to a screen that is
    // not the main window's if one remains.
    QScreen *target = nullptr;
    QScreen *mainScreen = m_mainWindow ? m_mainWindow->screen() : nullptr;
    for (QScreen *s : QGuiApplication::screens())
        if (s != removed && s != mainScreen && !target)
            target = s;
    if (!target)
        target =
            mainScreen && mainScreen != removed ? mainScreen : QGuiApplication::primaryScreen();
    if (target == removed)
        return;
    moveToScreen(target);
    saveGeometryNow();
}

void PlayersView::saveGeometryNow()
{
    m_settings->setValue(kGeometry, saveGeometry());
    m_settings->setValue(kScreen, m_screenName);
}

void PlayersView::moveEvent(QMoveEvent *event)
{
    QWidget::moveEvent(event);
    if (isVisible() && screen())
        m_screenName = screen()->name();
}

void PlayersView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_giveBackTo = QApplication::activeWindow();
    if (m_giveBackTo == this)
        m_giveBackTo = nullptr;
}

void PlayersView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && !m_langChosen && !m_inScope &&
        Translations::current() != m_lang) {
        // Not chosen here: it follows the UI's language (after the UI's own retranslation).
        QTimer::singleShot(0, this, [this] {
            if (!m_langChosen)
                applyLanguage(Translations::current());
        });
    }
    if (event->type() == QEvent::ActivationChange && isActiveWindow() && m_giveBackTo) {
        // Activated by being shown: the keyboard stays with the window the table plays in.
        QPointer<QWidget> back = m_giveBackTo;
        m_giveBackTo = nullptr;
        QTimer::singleShot(0, back, [back] { back->activateWindow(); });
    }
}

void PlayersView::closeEvent(QCloseEvent *event)
{
    saveGeometryNow();
    QWidget::closeEvent(event);
    Q_EMIT closed();
}

} // namespace kbz
