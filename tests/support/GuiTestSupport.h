// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Shared pieces of the app-level GUI tests (tst_rr_gui, tst_low_gui, tst_lw_gui, tst_table_gui):
// an offscreen MainWindow on a fresh database per test, the check that no text is cut, the
// layout rows, pictures for the README, and small QTest input helpers. Include it as
// "../support/GuiTestSupport.h".
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QSize>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace kbztest {

// "QLabel name (120x20): "text"": how a text that does not fit is named in a failure.
inline QString describeClipped(const QWidget *w, const QString &text)
{
    return QStringLiteral("%1 %2 (%3x%4): \"%5\"")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
        .arg(w->width())
        .arg(w->height())
        .arg(text.left(60));
}

// The texts below `root` (in its window, shown) that do not fit the room they were given: labels
// cut or wrapped beyond their height (or with no room at all), buttons and check boxes narrower
// than their text, combo boxes narrower than their current item.
inline QStringList clippedTexts(const QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || !w->window()->isVisible() || w->window() != root->window())
            continue;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            if (l->text().isEmpty())
                continue;
            const QRect r = l->contentsRect();
            const bool fits = l->wordWrap() ? l->heightForWidth(l->width()) <= l->height() + 1
                                            : l->minimumSizeHint().width() <= l->width() + 1 &&
                                                  l->minimumSizeHint().height() <= l->height() + 1;
            if (!fits || r.isEmpty())
                out.append(describeClipped(l, l->text()));
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            if (!b->text().isEmpty() && b->sizeHint().width() > b->width() + 1)
                out.append(describeClipped(b, b->text()));
        } else if (auto *c = qobject_cast<QComboBox *>(w)) {
            const int text = c->fontMetrics().horizontalAdvance(c->currentText());
            if (text + c->iconSize().width() / 2 > c->width() - 24)
                out.append(describeClipped(c, c->currentText()));
        }
    }
    return out;
}

// The pending layouts done, so that sizes are final before a check.
inline void settleLayouts()
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
}

// Fails naming the `phase` and every text in `clipped`, if there is one.
inline void verifyNothingClipped(const char *phase, const QStringList &clipped)
{
    QVERIFY2(clipped.isEmpty(), qPrintable(QLatin1String(phase) + QStringLiteral(": ") +
                                           clipped.join(QStringLiteral("\n"))));
}

// The rows of the layoutFits tests: the common window sizes, in English and Japanese.
inline void addLayoutRows()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("japanese");
    QTest::newRow("1280x800 en") << QSize(1280, 800) << false;
    QTest::newRow("1280x800 ja") << QSize(1280, 800) << true;
    QTest::newRow("1920x1080 en") << QSize(1920, 1080) << false;
    QTest::newRow("1920x1080 ja") << QSize(1920, 1080) << true;
}

// The start of a layout row's pictures: "rr-ja-1280x800-".
inline QString layoutShotPrefix(const char *game, QSize size, bool japanese)
{
    return QStringLiteral("%1-%2-%3x%4-")
        .arg(QLatin1String(game), japanese ? QStringLiteral("ja") : QStringLiteral("en"))
        .arg(size.width())
        .arg(size.height());
}

// A picture of `w` for the README and the lead, saved as `name` in KIBITZER_SHOTS_DIR when it
// is set (never in the repository's build tree).
inline void saveShot(QWidget *w, const QString &name)
{
    const QString shots = qEnvironmentVariable("KIBITZER_SHOTS_DIR");
    if (!shots.isEmpty() && QDir().mkpath(shots))
        w->grab().save(QDir(shots).filePath(name));
}

// ---- Input

// Enter where the focus is, or on `fallback` when no widget has it.
inline void pressEnterOnFocus(QWidget *fallback)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : fallback, Qt::Key_Return);
}

// Alt+`key` where the focus is, or on `fallback` when no widget has it.
inline void pressAlt(Qt::Key key, QWidget *fallback)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : fallback, key, Qt::AltModifier);
}

// `text` typed into `field` over what it held (Ctrl+A first).
inline void typeInto(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
}

// A click on the check box's indicator.
inline void clickCheckBox(QCheckBox *box)
{
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator =
        box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
}

// The combo box's item `index` chosen with the keyboard: Home, then Down to it.
inline void chooseWithKeys(QComboBox *combo, int index)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

// ---- The window

// A MainWindow per test on a fresh database "<prefix><n>.sqlite" in a temporary directory, with
// its settings there too. Call setUp() from initTestCase(), init() and cleanup() from the test's
// slots of the same names.
class MainWindowFixture
{
public:
    explicit MainWindowFixture(QString dbPrefix, QSize size = QSize(1400, 900))
        : m_prefix(std::move(dbPrefix))
        , m_size(size)
    {}

    void setUp()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    }

    // English, and a new window on a new database.
    void init()
    {
        kbz::Translations::install(kbz::Lang::En);
        openWindow(m_dir.filePath(QStringLiteral("%1%2.sqlite").arg(m_prefix).arg(++m_dbCount)));
    }

    void cleanup()
    {
        m_window.reset();
        kbz::MessageBoxes::clearAnswers();
        kbz::Translations::install(kbz::Lang::En);
    }

    // A new window on the database `path`, shown at the fixture's size and active.
    void openWindow(const QString &path)
    {
        m_window = std::make_unique<kbz::MainWindow>(m_settings.get());
        QVERIFY(m_window->openDatabase(path));
        m_window->resize(m_size);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void closeWindow() { m_window.reset(); }

    kbz::MainWindow *window() const { return m_window.get(); }
    QSettings *settings() const { return m_settings.get(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // For a layout row: Japanese if asked, the window at `size`.
    void applyLayoutRow(QSize size, bool japanese)
    {
        if (japanese)
            kbz::Translations::install(kbz::Lang::Ja);
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
    }

    void shot(const QString &name) const { saveShot(m_window.get(), name); }

private:
    QTemporaryDir m_dir;
    QString m_prefix;
    QSize m_size;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<kbz::MainWindow> m_window;
    int m_dbCount = 0;
};

} // namespace kbztest
