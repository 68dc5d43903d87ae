// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Nothing moves under the mouse in the Lethal Checkmate step form (issue 12, laptop first): in a
// 1280x680 window, in English and Japanese, the "Who" field, its label, the other fields and the
// buttons keep their place in the window whatever the step kind (the form's rows of another kind
// appear in the same room), from the opening to the escape phase.
#include "../lethalcheckmate/LcTestSupport.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "core/Session.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcStepEntry.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QMap>
#include <QTest>

using namespace kbz;
using namespace kbz::lc;
using namespace lctest;

namespace {

QRect rectInWindow(const QWidget *w)
{
    return {w->mapTo(w->window(), QPoint(0, 0)), w->size()};
}

QString rectText(const QRect &r)
{
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The label of `field` in the entry's form (its buddy), if any.
QLabel *labelOf(LcStepEntry *entry, QWidget *field)
{
    for (QLabel *l : entry->findChildren<QLabel *>())
        if (l->buddy() == field)
            return l;
    return nullptr;
}

QString nameOf(const QWidget *w)
{
    if (auto *label = qobject_cast<const QLabel *>(w))
        return QStringLiteral("label \"%1\"").arg(label->text());
    return w->objectName();
}

} // namespace

class TestLcEntrySteadyGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("steady"), QSize(1280, 680)};

    MainWindow *window() const { return m_fixture.window(); }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void fieldsStayPutAcrossKinds_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<bool>("japanese");
        const char *names[] = {"start", "opening", "face to face", "card on field", "attacked"};
        for (int p = 0; p < 5; ++p)
            for (const bool ja : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                    QLatin1String(names[p]), ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                    << p << ja;
    }

    void fieldsStayPutAcrossKinds()
    {
        QFETCH(int, position);
        QFETCH(bool, japanese);
        const QList<QList<Step>> positions = {
            {}, opening(), faceToFace(), opening() + QList<Step>{play(0, "t-front")}, attacked()};
        window()->setLanguage(japanese ? Lang::Ja : Lang::En);
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"), testConfig(),
                                    QStringLiteral("T")));
        window()->resize(1280, 680);
        QTRY_COMPARE(window()->size(), QSize(1280, 680));
        for (const Step &step : positions.at(position))
            QCOMPARE(window()->session()->record(step, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        auto *view = qobject_cast<LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        LcStepEntry *entry = view->entry();
        kbztest::settleLayouts();

        // Where each shown widget of the form is, per kind.
        QList<QWidget *> watched;
        for (const char *name : {"actor", "card", "swap", "target", "pass", "revealed",
                                 "revealedHand", "record", "quickRefill"})
            if (auto *w = entry->findChild<QWidget *>(QLatin1String(name)))
                watched.append(w);
        QCOMPARE(watched.size(), 9);
        for (QWidget *w : QList<QWidget *>(watched))
            if (QLabel *l = labelOf(entry, w))
                watched.append(l);
        for (QAbstractButton *b : entry->findChildren<QAbstractButton *>())
            if (b->property("stepKind").isValid())
                watched.append(b);
        // A form field keeps its place wherever the rows above it are the same (another kind
        // may show other rows above it); the kind buttons, Record and "Who" always.
        const QList<QWidget *> formFields = watched.mid(0, 7);
        auto rowsAbove = [&](QWidget *w) {
            QStringList above;
            for (QWidget *f : formFields)
                if (f != w && f->isVisible() && rectInWindow(f).y() < rectInWindow(w).y())
                    above.append(f->objectName());
            above.sort();
            return formFields.contains(w) ? above.join(QLatin1Char(' ')) : QString();
        };
        QMap<QPair<QWidget *, QString>, QPair<QString, QRect>> first; // first seen: where, when
        QStringList moved;
        auto look = [&](const QString &when) {
            kbztest::settleLayouts();
            for (QWidget *w : std::as_const(watched)) {
                if (!w->isVisible())
                    continue;
                QWidget *field = w;
                if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                    field = l->buddy();
                const QPair<QWidget *, QString> key{w, rowsAbove(field)};
                const QRect r = rectInWindow(w);
                const auto seen = first.constFind(key);
                if (seen == first.cend()) {
                    first.insert(key, {when, r});
                } else if (seen->second != r) {
                    moved.append(QStringLiteral("%1: %2 in %3, %4 in %5")
                                     .arg(nameOf(w), rectText(seen->second), seen->first,
                                          rectText(r), when));
                }
            }
        };
        auto *cards = entry->findChild<QComboBox *>(QStringLiteral("card"));
        for (const QString &kind : LcStepEntry::kinds()) {
            entry->setKind(kind);
            look(kind);
            // Every card of the list, those that need a square and those that do not: the
            // square's row comes and goes without moving any other field of the kind.
            if (kind != QLatin1String("play-card") && kind != QLatin1String("escape"))
                continue;
            QMap<QWidget *, QPair<QString, QRect>> inKind;
            for (int i = 0; i < cards->count(); ++i) {
                cards->setCurrentIndex(i);
                const QString when = QStringLiteral("%1 with %2").arg(kind, cards->currentText());
                look(when);
                for (QWidget *w : std::as_const(watched)) {
                    if (!w->isVisible() || w->objectName() == QLatin1String("target"))
                        continue;
                    const auto seen = inKind.constFind(w);
                    if (seen == inKind.cend())
                        inKind.insert(w, {when, rectInWindow(w)});
                    else if (seen->second != rectInWindow(w))
                        moved.append(QStringLiteral("%1: %2 in %3, %4 in %5")
                                         .arg(nameOf(w), rectText(seen->second), seen->first,
                                              rectText(rectInWindow(w)), when));
                }
            }
        }
        QVERIFY2(moved.isEmpty(), qPrintable(moved.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestLcEntrySteadyGui)
#include "tst_lc_entry_steady_gui.moc"
