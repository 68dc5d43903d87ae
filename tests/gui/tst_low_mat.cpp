// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Lords of War mat: geometry, picking with the mouse and the keyboard, the turned mat, the
// unlimited battlefield, every shipped card painted legibly, the combat preview, tooltips.

#include "Translations.h"
#include "lordsofwar/LowCardPainter.h"
#include "lordsofwar/LowMatView.h"

#include <QDir>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QToolTip>
#include <QtTest>
#include <memory>

using namespace kbz;
using namespace kbz::low;

namespace {

std::shared_ptr<LowState> twoPlayers()
{
    auto s = std::make_shared<LowState>();
    s->cards = std::make_shared<LowCardLibrary>(LowCardLibrary::shipped());
    LowPlayer orc;
    orc.name = QStringLiteral("Ann");
    orc.army = QStringLiteral("orc");
    orc.side = 0;
    LowPlayer dwarf;
    dwarf.name = QStringLiteral("Bo");
    dwarf.army = QStringLiteral("dwarf");
    dwarf.side = 1;
    dwarf.deckSeat = 1;
    s->players = {orc, dwarf};
    return s;
}

LowUnit unit(int uid, const QString &card, int owner, QPoint at)
{
    LowUnit u;
    u.uid = uid;
    u.card = card;
    u.owner = owner;
    u.at = at;
    return u;
}

QList<QPoint> allSquares(const QRect &box)
{
    QList<QPoint> out;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            out.append(QPoint(x, y));
    return out;
}

QImage render(QWidget &w)
{
    QImage image(w.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    w.render(&image);
    return image;
}

void saveShot(const QImage &image, const QString &name)
{
    const QString shots = qEnvironmentVariable("KIBITZER_SHOTS_DIR");
    if (!shots.isEmpty() && QDir().mkpath(shots))
        image.save(QDir(shots).filePath(name));
}

bool isArrowRed(QRgb c)
{
    return qRed(c) > 130 && qGreen(c) < 90 && qBlue(c) < 90;
}

} // namespace

class TstLowMat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Translations::install(Lang::En); }

    void geometryRoundTrip_data();
    void geometryRoundTrip();
    void turnedMatMirrorsSquares();
    void clickChoosesAnySquareWhilePicking();
    void keyboardMovesAndChooses();
    void keyboardOnTurnedMat();
    void unlimitedBattlefieldGrows();
    void heightForWidthKeepsSquaresSquare();
    void arrowsTurnWithTheCard();
    void everyShippedCardLegible();
    void japaneseNamesPaint();
    void combatPreviewMarksDestroyed();
    void ghostAndHover();
    void tooltipShowsFigures();
    void accessibleAndRetranslated();
};

void TstLowMat::geometryRoundTrip_data()
{
    QTest::addColumn<int>("bottom");
    QTest::addColumn<QSize>("size");
    QTest::newRow("side 0 wide") << 0 << QSize(1100, 700);
    QTest::newRow("side 0 tall") << 0 << QSize(600, 900);
    QTest::newRow("side 1") << 1 << QSize(900, 760);
}

void TstLowMat::geometryRoundTrip()
{
    QFETCH(int, bottom);
    QFETCH(QSize, size);
    LowMatView view;
    view.setState(twoPlayers());
    view.setBottomSide(bottom);
    view.resize(size);
    const QRect box = view.shownSquares();
    QCOMPARE(box, QRect(0, 0, kMatColumns, kMatRows));
    QRect all;
    for (const QPoint &sq : allSquares(box)) {
        const QRect r = view.squareRect(sq);
        QVERIFY2(!r.isEmpty(), qPrintable(squareName(sq)));
        QVERIFY2(qAbs(r.width() - r.height()) <= 1, qPrintable(squareName(sq)));
        QCOMPARE(view.squareAt(r.center()), std::optional<QPoint>(sq));
        all = all.united(r);
    }
    // Centred, as large as the widget allows in one direction.
    QVERIFY(qAbs(all.center().x() - size.width() / 2) <= 2);
    QVERIFY(qAbs(all.center().y() - size.height() / 2) <= 2);
    QVERIFY(all.width() > size.width() * 0.75 || all.height() > size.height() * 0.75);
    QVERIFY(!view.squareAt(QPoint(1, 1)));
    QVERIFY(view.squareRect(QPoint(kMatColumns, 0)).isEmpty());
}

void TstLowMat::turnedMatMirrorsSquares()
{
    LowMatView view;
    view.setState(twoPlayers());
    view.resize(900, 760);
    const QRect a1 = view.squareRect(QPoint(0, 0));
    const QPoint last(kMatColumns - 1, kMatRows - 1);
    const QRect far = view.squareRect(last);
    QVERIFY(a1.left() < far.left() && a1.top() < far.top()); // A1 top left for side 0
    QList<QRect> upright;
    for (const QPoint &sq : allSquares(view.shownSquares()))
        upright.append(view.squareRect(sq));
    view.setBottomSide(1);
    QCOMPARE(view.bottomSide(), 1);
    int i = 0;
    for (const QPoint &sq : allSquares(view.shownSquares())) {
        // Turned 180 degrees: each square lands where its mirror through the centre was.
        const QPoint mirror(kMatColumns - 1 - sq.x(), kMatRows - 1 - sq.y());
        QCOMPARE(view.squareRect(mirror), upright.at(i++));
    }
    QCOMPARE(view.squareRect(QPoint(0, 0)), far); // A1 now bottom right
}

void TstLowMat::clickChoosesAnySquareWhilePicking()
{
    LowMatView view;
    view.setState(twoPlayers());
    QCOMPARE(view.cursorSquare(), kOpeningSquare1); // where the battle starts
    view.resize(900, 760);
    QSignalSpy chosen(&view, &LowMatView::squareChosen);
    const QPoint c4(2, 3), e3(4, 2), a1(0, 0);
    view.setOffered({c4, e3});
    // Not picking: nothing.
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareRect(c4).center());
    QCOMPARE(chosen.count(), 0);
    view.setPicking(true);
    // A square not offered is chosen too (issue 13: the table is the truth, the tool warns).
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareRect(a1).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toPoint(), a1);
    QCOMPARE(view.cursorSquare(), a1);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareRect(c4).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toPoint(), c4);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareRect(e3).topLeft() + QPoint(3, 3));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toPoint(), e3);
    // Outside the squares: nothing.
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(1, 1));
    QCOMPARE(chosen.count(), 0);
}

void TstLowMat::keyboardMovesAndChooses()
{
    LowMatView view;
    view.setState(twoPlayers());
    view.resize(900, 760);
    view.show();
    view.setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy chosen(&view, &LowMatView::squareChosen);
    QSignalSpy hovered(&view, &LowMatView::squareHovered);
    view.setCursorSquare(QPoint(0, 0));
    QCOMPARE(hovered.count(), 0); // only the user's moves are reported
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.cursorSquare(), QPoint(2, 1));
    QCOMPARE(hovered.count(), 3);
    QCOMPARE(hovered.last().at(0).toPoint(), QPoint(2, 1));
    // The cursor stays on the mat.
    QTest::keyClick(&view, Qt::Key_Up);
    QTest::keyClick(&view, Qt::Key_Up);
    QCOMPARE(view.cursorSquare(), QPoint(2, 0));
    QTest::keyClick(&view, Qt::Key_Down);
    view.setOffered({QPoint(2, 1)});
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 0); // not picking
    view.setPicking(true);
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toPoint(), QPoint(2, 1));
    QTest::keyClick(&view, Qt::Key_Left);
    QTest::keyClick(&view, Qt::Key_Space); // B2 is not offered, but chosen too
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toPoint(), QPoint(1, 1));
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Space);
    QCOMPARE(chosen.count(), 1);
}

void TstLowMat::keyboardOnTurnedMat()
{
    LowMatView view;
    view.setState(twoPlayers());
    view.setBottomSide(1);
    view.resize(900, 760);
    view.show();
    view.setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setCursorSquare(QPoint(3, 3));
    const QRect before = view.squareRect(view.cursorSquare());
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.cursorSquare(), QPoint(2, 3)); // screen right = toward column A
    QVERIFY(view.squareRect(view.cursorSquare()).left() > before.left());
    QTest::keyClick(&view, Qt::Key_Up);
    QCOMPARE(view.cursorSquare(), QPoint(2, 4));
    QVERIFY(view.squareRect(view.cursorSquare()).top() < before.top());
}

void TstLowMat::unlimitedBattlefieldGrows()
{
    auto s = twoPlayers();
    s->unlimited = true;
    LowMatView view;
    view.resize(1000, 800);
    view.setState(s);
    QCOMPARE(view.shownSquares(), QRect(0, 0, kMatColumns, kMatRows)); // empty: the mat
    s->units = {unit(1, QStringLiteral("orc-warhog"), 0, QPoint(10, 10))};
    view.setState(s);
    QRect box = view.shownSquares();
    QVERIFY(box.width() >= kMatColumns && box.height() >= kMatRows);
    QVERIFY(box.contains(QRect(8, 8, 5, 5)));
    s->units.append(unit(2, QStringLiteral("dwarf-ballista"), 1, QPoint(-6, 2)));
    view.setState(s);
    box = view.shownSquares();
    QCOMPARE(box, QRect(QPoint(-8, 0), QPoint(12, 12)));
    for (const QPoint &sq : allSquares(box))
        QCOMPARE(view.squareAt(view.squareRect(sq).center()), std::optional<QPoint>(sq));
    QVERIFY(view.squareRect(QPoint(-8, 0)).left() < view.squareRect(QPoint(12, 0)).left());
    // Without the variant the mat stays the same whatever the units.
    s->unlimited = false;
    view.setState(s);
    QCOMPARE(view.shownSquares(), QRect(0, 0, kMatColumns, kMatRows));
}

void TstLowMat::heightForWidthKeepsSquaresSquare()
{
    LowMatView view;
    view.setState(twoPlayers());
    QVERIFY(view.hasHeightForWidth());
    for (int width : {420, 700, 1000}) {
        const int height = view.heightForWidth(width);
        // Taller than wide exactly when the mat has more rows than columns.
        QCOMPARE(height > width, kMatRows > kMatColumns);
        view.resize(width, height);
        const QRect first = view.squareRect(QPoint(0, 0));
        const QRect last = view.squareRect(QPoint(kMatColumns - 1, kMatRows - 1));
        QVERIFY(qAbs(first.width() - first.height()) <= 1);
        // The width and the height are both used: the squares span most of them.
        QVERIFY2(last.right() - first.left() > width * 0.8, qPrintable(QString::number(width)));
        QVERIFY2(last.bottom() - first.top() > height * 0.8, qPrintable(QString::number(width)));
    }
}

void TstLowMat::arrowsTurnWithTheCard()
{
    QCOMPARE(screenDirection(N, false), QPointF(0, -1));
    QCOMPARE(screenDirection(N, true), QPointF(0, 1));
    QCOMPARE(screenDirection(NE, false), QPointF(1, -1));
    QCOMPARE(screenDirection(W, true), QPointF(1, 0));
    // The short labels are distinct (a card shows one of them for its rank and class).
    QStringList labels;
    for (UnitClass cls : kClasses)
        labels.append(classShort(cls));
    for (Rank rank : kRanks)
        labels.append(rankShort(rank));
    labels.removeDuplicates();
    QCOMPARE(labels.size(), int(std::size(kClasses) + std::size(kRanks)));
    QVERIFY(!labels.contains(QString()));
    // A card with a single N arrow: the triangle is at the top upright, at the bottom rotated.
    LowCard card;
    card.id = QStringLiteral("test");
    card.name = LocalizedName{QStringLiteral("Test"), {}};
    card.defence = 3;
    card.attack[N] = 5;
    for (bool rotated : {false, true}) {
        QImage image(120, 120, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            CardPaintOptions options;
            options.rotated = rotated;
            paintCard(p, QRectF(0, 0, 120, 120), card, 0, options);
        }
        const QRgb top = image.pixel(60, 8);
        const QRgb bottom = image.pixel(60, 111);
        QVERIFY2(isArrowRed(rotated ? bottom : top), rotated ? "rotated" : "upright");
        QVERIFY(!isArrowRed(rotated ? top : bottom));
    }
}

void TstLowMat::everyShippedCardLegible()
{
    auto s = twoPlayers();
    const QList<LowCard> &cards = s->cards->cards();
    QCOMPARE(cards.size(), 105);
    LowMatView view;
    // A 1280 x 900 window's mat: squares of 110 pixels at least.
    view.resize(1280, 900);
    QVERIFY(view.squareRect(QPoint(0, 0)).width() >= 110);
    const QList<QPoint> squares = allSquares(QRect(0, 0, kMatColumns, kMatRows));
    int painted = 0;
    for (int start = 0; start < cards.size(); start += int(squares.size())) {
        s->units.clear();
        for (int i = 0; i < squares.size() && start + i < cards.size(); ++i) {
            // Both sides, in a checkerboard.
            const int owner = (squares.at(i).x() + squares.at(i).y()) % 2;
            s->units.append(unit(start + i + 1, cards.at(start + i).id, owner, squares.at(i)));
        }
        painted += int(s->units.size());
        view.setState(s);
        const QImage image = render(view);
        QVERIFY(!image.isNull());
        QVERIFY2(view.elidedTexts().isEmpty(), qPrintable(view.elidedTexts().join(u',')));
        saveShot(image, QStringLiteral("low-mat-cards-%1.png").arg(start / squares.size() + 1));
    }
    QCOMPARE(painted, 105);
    // A mat in a smaller window (squares of about 85 pixels), for the eye.
    view.resize(760, 680);
    saveShot(render(view), QStringLiteral("low-mat-cards-small.png"));
    // A name too long for any card is elided and reported (the check above can fail).
    LowCardLibrary library = *s->cards;
    LowCard longName = cards.first();
    longName.name.en = QStringLiteral("Gorbag the Unbelievably Long-Named Warlord of the North");
    library.put(longName);
    s->cards = std::make_shared<LowCardLibrary>(library);
    s->units[0].card = longName.id;
    view.setState(s);
    view.resize(1280, 900);
    (void)render(view);
    QCOMPARE(view.elidedTexts(), QStringList{longName.name.en});
    // A thumbnail-sized mat paints compact cards without names.
    view.resize(360, 380);
    QVERIFY(view.squareRect(QPoint(0, 0)).width() < 60);
    saveShot(render(view), QStringLiteral("low-mat-cards-tiny.png"));
    QVERIFY(view.elidedTexts().isEmpty());
}

void TstLowMat::japaneseNamesPaint()
{
    Translations::install(Lang::Ja);
    auto s = twoPlayers();
    LowCardLibrary library = *s->cards;
    for (LowCard card : library.cards()) {
        card.name.ja = QStringLiteral("長い日本語の名前のユニット") + card.id.left(3);
        library.put(card);
    }
    s->cards = std::make_shared<LowCardLibrary>(library);
    const QList<QPoint> squares = allSquares(QRect(0, 0, kMatColumns, kMatRows));
    for (int i = 0; i < squares.size(); ++i)
        s->units.append(unit(i + 1, library.cards().at(i * 2).id, i % 2, squares.at(i)));
    LowMatView view;
    view.setState(s);
    for (const QSize &size : {QSize(1280, 800), QSize(500, 400), QSize(60, 40)}) {
        view.resize(size);
        const QImage image = render(view);
        QVERIFY(!image.isNull());
        if (size.width() == 1280)
            saveShot(image, QStringLiteral("low-mat-ja.png"));
    }
}

void TstLowMat::combatPreviewMarksDestroyed()
{
    // The rulebook's example: the Orc Deathbringer (C4, defence 2) placed against the Dwarf
    // Marauder (C3, defence 4) and the Dwarf Slugger (D3, defence 3); the Catapult fires too.
    auto s = twoPlayers();
    s->units = {unit(1, QStringLiteral("orc-deathbringer"), 0, QPoint(2, 3)),
                unit(2, QStringLiteral("dwarf-marauder"), 1, QPoint(2, 2)),
                unit(3, QStringLiteral("dwarf-slugger"), 1, QPoint(3, 2)),
                unit(4, QStringLiteral("orc-catapult"), 0, QPoint(4, 5))};
    for (const LowUnit &u : std::as_const(s->units))
        QVERIFY2(s->card(u.card), qPrintable(u.card));
    rules::CombatReport report;
    rules::Fate deathbringer{1, 2, {rules::Hit{2, 1, false}}, 1, false};
    rules::Fate marauder{2, 4, {rules::Hit{1, 5, false}, rules::Hit{4, 4, true}}, 9, true};
    rules::Fate slugger{3, 3, {rules::Hit{1, 3, false}}, 3, false};
    report.fates = {deathbringer, marauder, slugger};
    report.destroyed = {2};
    report.involved = {1, 4};
    LowMatView view;
    view.setState(s);
    view.resize(1000, 800);
    (void)render(view);
    QVERIFY(view.combatBadges().isEmpty());
    view.setCombat(report, {rules::Shot{4, 2}});
    const QImage image = render(view);
    saveShot(image, QStringLiteral("low-mat-combat.png"));
    QCOMPARE(view.crossedUnits(), QList<int>{2});
    QCOMPARE(view.combatBadges(),
             QStringList({QStringLiteral("C4: 1 \u2264 2"), QStringLiteral("C3: 9 > 4"),
                          QStringLiteral("D3: 3 \u2264 3")}));
    // The cross is drawn: the centre of C3 is red.
    QVERIFY(isArrowRed(image.pixel(view.squareRect(QPoint(2, 2)).center())) ||
            qRed(image.pixel(view.squareRect(QPoint(2, 2)).center())) > 150);
    // The turned mat shows the same preview.
    view.setBottomSide(1);
    saveShot(render(view), QStringLiteral("low-mat-combat-turned.png"));
    QCOMPARE(view.crossedUnits(), QList<int>{2});
    QCOMPARE(view.combatBadges().size(), 3);
    view.clearCombat();
    (void)render(view);
    QVERIFY(view.combatBadges().isEmpty());
    QVERIFY(view.crossedUnits().isEmpty());
}

void TstLowMat::ghostAndHover()
{
    auto s = twoPlayers();
    s->units = {unit(1, QStringLiteral("orc-deathbringer"), 0, QPoint(2, 3))};
    LowMatView view;
    view.setState(s);
    view.resize(1000, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy hovered(&view, &LowMatView::squareHovered);
    const QPoint c3(2, 2);
    QTest::mouseMove(&view, view.squareRect(c3).center());
    QTRY_COMPARE(view.hoverSquare(), std::optional<QPoint>(c3));
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).toPoint(), c3);
    const QImage plain = render(view);
    view.setPicking(true);
    view.setOffered({c3, QPoint(3, 2)});
    view.setGhost(QStringLiteral("dwarf-marauder"), 1);
    const QImage ghost = render(view);
    saveShot(ghost, QStringLiteral("low-mat-picking.png"));
    // The ghost card changes the hovered square's picture.
    const QRect r = view.squareRect(c3);
    int changed = 0;
    for (int y = r.top() + 4; y < r.bottom() - 4; y += 3)
        for (int x = r.left() + 4; x < r.right() - 4; x += 3)
            changed += plain.pixel(x, y) != ghost.pixel(x, y) ? 1 : 0;
    QVERIFY(changed > 100);
}

void TstLowMat::tooltipShowsFigures()
{
    auto s = twoPlayers();
    s->units = {unit(1, QStringLiteral("orc-catapult"), 0, QPoint(2, 3))};
    LowMatView view;
    view.setState(s);
    view.resize(1000, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPoint pos = view.squareRect(QPoint(2, 3)).center();
    QHelpEvent help(QEvent::ToolTip, pos, view.mapToGlobal(pos));
    QApplication::sendEvent(&view, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString text = QToolTip::text();
    QVERIFY2(text.contains(QStringLiteral("Orc Catapult")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Defence")));
    QVERIFY(text.contains(QStringLiteral("Ranged")));
    QVERIFY(text.contains(QStringLiteral("Ann")));
    QVERIFY(text.contains(QStringLiteral("C4")));
    QToolTip::hideText();
}

void TstLowMat::accessibleAndRetranslated()
{
    auto s = twoPlayers();
    s->units = {unit(1, QStringLiteral("orc-deathbringer"), 0, QPoint(2, 3))};
    LowMatView view;
    view.setState(s);
    QCOMPARE(view.accessibleName(), QStringLiteral("Battle mat"));
    view.setCursorSquare(QPoint(2, 3));
    QVERIFY2(view.accessibleDescription().contains(QStringLiteral("Orc Deathbringer")),
             qPrintable(view.accessibleDescription()));
    QVERIFY(view.accessibleDescription().contains(QStringLiteral("C4")));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&view, &change);
    QCOMPARE(view.accessibleName(), QStringLiteral("Battle mat"));
}

QTEST_MAIN(TstLowMat)
#include "tst_low_mat.moc"
