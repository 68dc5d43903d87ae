// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Rook & Raiders board, player panel, command row and threat chart: input (mouse and keys on
// the rectangles the widgets expose), the figures shown, and painting at several sizes.
#include "Translations.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrCommandRow.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrPlayerPanel.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrThreatChart.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace kbz;
using namespace kbz::rr;

namespace {

const RrEngine engine;

// Cards made up for these tests (the shipped library prints few figures), plus the shipped set.
QJsonArray testCards()
{
    const QByteArray json = R"([
      {"id":"w-knight","name":{"en":"Test Knight","ja":"テスト騎士"},"type":"unit","hp":3,
       "move":2,"range":[[-1,0]],"skill":"dice","modifier":1},
      {"id":"w-healer","name":{"en":"Test Healer","ja":"テスト僧"},"type":"unit","hp":2,
       "move":1,"range":"board","skill":"heal","amount":1,"times":3},
      {"id":"w-imp","name":{"en":"Test Imp","ja":"テスト小鬼"},"type":"monster","hp":2,
       "defence":7,"move":2,"range":[[1,0]],"targeting":"single","damage":1,"threat":2,
       "colour":"blue"},
      {"id":"w-wyrm","name":{"en":"Test Wyrm","ja":"テスト竜"},"type":"monster","hp":4,
       "defence":10,"move":1,"range":[[1,0],[1,-1],[1,1]],"targeting":"area","damage":1,
       "threat":5,"colour":"red"},
      {"id":"w-brute","name":{"en":"Test Brute","ja":"テスト巨人"},"type":"monster","hp":3,
       "defence":9,"move":1,"range":[[1,0]],"targeting":"single","damage":2,"threat":3,
       "colour":"blue"}
    ])";
    QJsonArray a = QJsonDocument::fromJson(json).array();
    for (const QJsonValue &v : RrCardLibrary::shipped().toJson())
        a.append(v);
    return a;
}

RrState initial(int players = 2)
{
    GameConfig c = engine.defaultConfig();
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cal"),
                               QStringLiteral("Dee")};
    const QStringList colours = {QStringLiteral("red"), QStringLiteral("blue"),
                                 QStringLiteral("green"), QStringLiteral("yellow")};
    c.players.clear();
    for (int i = 0; i < players; ++i)
        c.players.append({names.at(i), colours.at(i)});
    c.options.insert(QStringLiteral("cards"), testCards());
    c.options.remove(QStringLiteral("supportCount"));
    return engine.initialState(c);
}

RrState applied(const RrState &s, const QString &kind, int actor, const QJsonObject &payload)
{
    const Step step{kind, actor, payload};
    const auto bad = engine.malformed(s, step);
    if (bad)
        qWarning("malformed %s: %s", qPrintable(kind), qPrintable(bad->english()));
    const auto next = engine.apply(s, step);
    return *dynamic_cast<const RrState *>(next.get());
}

RrPiece piece(RrState &s, const QString &card, const QString &at, int damage = 0)
{
    RrPiece p;
    p.uid = s.nextUid++;
    p.card = card;
    p.at = *Square::parse(at);
    p.damage = damage;
    return p;
}

// A game in its first round's command phase with a busy board for seat 0.
RrState busy()
{
    RrState s = initial(2);
    s.phase = Phase::Command;
    s.round = 2;
    for (RrPlayer &p : s.players)
        p.placedFirstUnit = true;
    RrPlayer &a = s.players[0];
    RrPiece knight = piece(s, QStringLiteral("w-knight"), QStringLiteral("B5"), 1);
    knight.marker = true;
    a.units.append(knight);
    a.units.append(piece(s, QStringLiteral("w-healer"), QStringLiteral("A6")));
    a.units.append(piece(s, QStringLiteral("warrior"), QStringLiteral("C5"), 2));
    a.monsters.append(piece(s, QStringLiteral("w-imp"), QStringLiteral("B2")));
    RrPiece wyrm = piece(s, QStringLiteral("w-wyrm"), QStringLiteral("B4"), 2);
    a.monsters.append(wyrm);
    RrPiece brute = piece(s, QStringLiteral("w-brute"), QStringLiteral("A"), 0);
    brute.acted = true;
    a.monsters.append(brute);
    a.waiting = {QStringLiteral("w-imp"), QStringLiteral("w-brute")};
    a.castle = {QStringLiteral("w-imp")};
    a.hand = {QStringLiteral("w-healer"), QStringLiteral("sorcerer")};
    a.honour = 3;
    a.gold = 4;
    a.defeated = {QStringLiteral("w-imp")};
    return s;
}

std::shared_ptr<const RrState> shared(const RrState &s)
{
    return std::make_shared<const RrState>(s);
}

QString labelText(const QWidget &w, const char *name)
{
    const auto *l = w.findChild<QLabel *>(QString::fromLatin1(name));
    return l ? l->text() : QStringLiteral("<missing %1>").arg(QString::fromLatin1(name));
}

Square sq(const char *name)
{
    return *Square::parse(QString::fromLatin1(name));
}

Square chosenAt(const QSignalSpy &spy, int i)
{
    return spy.at(i).at(0).value<Square>();
}

// How many different colours an image holds (a blank paint has one or two).
int colourCount(const QImage &image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}

} // namespace

class TstRrWidgets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boardClickChoosesOfferedSquaresWhilePicking();
    void boardClickAnySquareWhenNothingOffered();
    void boardKeyboardMovesAndChooses();
    void boardPlusMinusAdjustCubes();
    void boardGeometry();
    void boardPaintsHighlights();
    void boardCardToolTip();
    void panelShowsFigures();
    void panelThreatUnknown();
    void panelMedalsHiddenUntilRevealed();
    void followsLanguage();
    void commandRowPicksPendingCards();
    void commandRowAltShortcut();
    void threatChartKeepsSeries();
    void paintsAtSeveralSizes();
    void screenshot();
};

void TstRrWidgets::boardClickChoosesOfferedSquaresWhilePicking()
{
    RrBoardView board;
    board.resize(720, 420);
    board.setState(shared(busy()), 0);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &RrBoardView::squareChosen);

    // Not picking: a click chooses nothing.
    board.setOffered({sq("B3"), sq("C4")});
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq("B3")).center());
    QCOMPARE(spy.count(), 0);

    board.setPicking(true);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq("B6")).center());
    QCOMPARE(spy.count(), 0); // not offered
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq("C4")).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(chosenAt(spy, 0), sq("C4"));
    QCOMPARE(board.cursorSquare(), sq("C4"));

    // A square with a card on it is chosen by clicking its name, away from the +/- buttons.
    board.setOffered({sq("B5")});
    const QRect r = board.squareRect(sq("B5"));
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(r.center().x(), r.top() + r.height() / 4));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(chosenAt(spy, 1), sq("B5"));
}

void TstRrWidgets::boardClickAnySquareWhenNothingOffered()
{
    RrBoardView board;
    board.resize(640, 380);
    board.setState(shared(busy()), 0);
    board.setPicking(true);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &RrBoardView::squareChosen);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq("C")).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(chosenAt(spy, 0), sq("C"));
    // Outside every square: nothing.
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(1, 1));
    QCOMPARE(spy.count(), 1);
}

void TstRrWidgets::boardKeyboardMovesAndChooses()
{
    RrBoardView board;
    board.resize(640, 380);
    board.setState(shared(busy()), 0);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &RrBoardView::squareChosen);
    board.setCursorSquare(sq("B6"));
    board.setOffered({sq("A5"), sq("B")});

    // Not picking: Enter does nothing.
    QTest::keyClick(&board, Qt::Key_Return);
    QCOMPARE(spy.count(), 0);

    board.setPicking(true);
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Left);
    QCOMPARE(board.cursorSquare(), sq("A5"));
    QTest::keyClick(&board, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(chosenAt(spy, 0), sq("A5"));

    // Up at the top row stays; Left reaches the circle and stops there.
    QTest::keyClick(&board, Qt::Key_Up);
    QCOMPARE(board.cursorSquare(), sq("A5"));
    for (int i = 0; i < 8; ++i)
        QTest::keyClick(&board, Qt::Key_Left);
    QCOMPARE(board.cursorSquare(), sq("A"));
    QTest::keyClick(&board, Qt::Key_Space); // circle A is not offered
    QCOMPARE(spy.count(), 1);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.cursorSquare(), sq("B"));
    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(chosenAt(spy, 1), sq("B"));
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(&board, Qt::Key_Right);
    QTest::keyClick(&board, Qt::Key_Down);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.cursorSquare(), sq("C6"));
}

void TstRrWidgets::boardPlusMinusAdjustCubes()
{
    RrBoardView board;
    board.resize(760, 440);
    board.setState(shared(busy()), 0);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy adjust(&board, &RrBoardView::cubesAdjustRequested);
    QSignalSpy chosen(&board, &RrBoardView::squareChosen);
    board.setPicking(true);

    const Square knight = sq("B5"); // 1 cube
    const Square imp = sq("B2");    // no cube
    QVERIFY(!board.plusRect(knight).isEmpty());
    QVERIFY(!board.minusRect(knight).isEmpty());
    QVERIFY(board.squareRect(knight).contains(board.plusRect(knight)));
    QVERIFY(!board.plusRect(knight).intersects(board.minusRect(knight)));
    QVERIFY(board.plusRect(sq("C3")).isEmpty()); // no card there

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.plusRect(knight).center());
    QCOMPARE(adjust.count(), 1);
    QCOMPARE(adjust.at(0).at(0).value<Square>(), knight);
    QCOMPARE(adjust.at(0).at(1).toInt(), 1);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.minusRect(knight).center());
    QCOMPARE(adjust.count(), 2);
    QCOMPARE(adjust.at(1).at(1).toInt(), -1);
    // A button press is not a square choice.
    QCOMPARE(chosen.count(), 0);

    // No cube to take off the imp; one can be added.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.minusRect(imp).center());
    QCOMPARE(adjust.count(), 2);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.plusRect(imp).center());
    QCOMPARE(adjust.count(), 3);
    QCOMPARE(adjust.at(2).at(0).value<Square>(), imp);
    QCOMPARE(adjust.at(2).at(1).toInt(), 1);

    // Keys act on the card under the cursor.
    board.setCursorSquare(knight);
    QTest::keyClick(&board, Qt::Key_Plus);
    QTest::keyClick(&board, Qt::Key_Minus);
    QCOMPARE(adjust.count(), 5);
    QCOMPARE(adjust.at(3).at(1).toInt(), 1);
    QCOMPARE(adjust.at(4).at(1).toInt(), -1);
    QCOMPARE(adjust.at(4).at(0).value<Square>(), knight);
    board.setCursorSquare(sq("C3")); // empty square
    QTest::keyClick(&board, Qt::Key_Plus);
    QCOMPARE(adjust.count(), 5);
}

void TstRrWidgets::boardGeometry()
{
    RrBoardView board;
    board.resize(800, 450);
    board.setState(shared(busy()), 0);
    // Circles left of the squares, rows top to bottom, every square inside the widget.
    QVERIFY(board.squareRect(sq("A")).right() < board.squareRect(sq("A1")).left());
    QVERIFY(board.squareRect(sq("A1")).bottom() < board.squareRect(sq("B1")).top());
    QVERIFY(board.squareRect(sq("B1")).right() < board.squareRect(sq("B2")).left() + 2);
    for (int row = 0; row < kRows; ++row)
        for (int col = 0; col <= kColumns; ++col) {
            const QRect r = board.squareRect({row, col});
            QVERIFY(board.rect().contains(r));
            QCOMPARE(board.squareAt(r.center()), std::optional(Square{row, col}));
        }
    QVERIFY(board.squareRect(Square{}).isNull());
    // Bigger widget, bigger squares.
    const int before = board.squareRect(sq("B3")).width();
    board.resize(1400, 800);
    QVERIFY(board.squareRect(sq("B3")).width() > before);
}

void TstRrWidgets::boardPaintsHighlights()
{
    RrBoardView board;
    board.resize(700, 400);
    board.setState(shared(busy()), 0);
    const QRect r = board.squareRect(sq("C3"));
    const QImage plain = board.grab().toImage().copy(r);
    board.setOffered({sq("C3")});
    const QImage offered = board.grab().toImage().copy(r);
    QVERIFY(plain != offered);
    board.setOffered({});
    QCOMPARE(board.grab().toImage().copy(r), plain);
    board.setChosen({sq("C3")});
    QVERIFY(board.grab().toImage().copy(r) != plain);

    // A player who is out: the board is drawn differently (greyed, with a banner).
    RrState s = busy();
    board.setChosen({});
    const QImage playing = board.grab().toImage();
    s.players[0].out = true;
    board.setState(shared(s), 0);
    QVERIFY(board.grab().toImage() != playing);
}

void TstRrWidgets::boardCardToolTip()
{
    RrBoardView board;
    board.resize(700, 400);
    board.setState(shared(busy()), 0);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QRect r = board.squareRect(sq("B4")); // Test Wyrm: HP 4, defence 10, threat 5 red
    QHelpEvent help(QEvent::ToolTip, r.center(), board.mapToGlobal(r.center()));
    QCoreApplication::sendEvent(&board, &help);
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(QStringLiteral("Test Wyrm")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("Defence")));
    QVERIFY(tip.contains(QStringLiteral("2 / 4")));
    QVERIFY(tip.contains(QStringLiteral("5 (red)")));
    QToolTip::hideText();
}

void TstRrWidgets::panelShowsFigures()
{
    RrState s = busy();
    RrPlayerPanel panel;
    panel.setState(shared(s), 0);
    // Board 2 + 5 + 3, waiting 2 + 3, castle 2.
    QCOMPARE(labelText(panel, "threatValue"), QStringLiteral("17"));
    QCOMPARE(rules::threatTotal(s, 0), std::optional(17));
    QCOMPARE(labelText(panel, "honourValue"), QStringLiteral("3"));
    QCOMPARE(labelText(panel, "goldValue"), QStringLiteral("4"));
    QVERIFY(labelText(panel, "defeatedValue").startsWith(QStringLiteral("1")));
    QVERIFY(labelText(panel, "markersValue").startsWith(QStringLiteral("1 ")));
    QVERIFY(labelText(panel, "handValue").contains(QStringLiteral("Test Healer")));
    QVERIFY(labelText(panel, "levelUpsValue").contains(QStringLiteral("2")));
    QVERIFY(labelText(panel, "nameValue").contains(QStringLiteral("Ann")));

    // The panel follows the state.
    s.players[0].gold = 7;
    s.players[0].honour = 0;
    s.players[0].castle.clear();
    s.players[0].waiting.clear();
    s.players[0].levelUps = 2;
    panel.setState(shared(s), 0);
    QCOMPARE(labelText(panel, "threatValue"), QStringLiteral("10"));
    QCOMPARE(labelText(panel, "honourValue"), QStringLiteral("0"));
    QCOMPARE(labelText(panel, "goldValue"), QStringLiteral("7"));
    QVERIFY(labelText(panel, "levelUpsValue").contains(QStringLiteral("3")));

    // Another seat.
    panel.setState(shared(s), 1);
    QCOMPARE(labelText(panel, "threatValue"), QStringLiteral("0"));
    QCOMPARE(labelText(panel, "goldValue"), QStringLiteral("2"));
    QVERIFY(labelText(panel, "nameValue").contains(QStringLiteral("Ben")));

    s.players[1].out = true;
    panel.setState(shared(s), 1);
    QVERIFY(labelText(panel, "stateValue").contains(QStringLiteral("Out")));
    s.players[0].declared = true;
    panel.setState(shared(s), 0);
    QVERIFY(labelText(panel, "stateValue").contains(QStringLiteral("Declared")));
}

void TstRrWidgets::panelThreatUnknown()
{
    RrState s = busy();
    // The shipped goblin has no printed threat.
    s.players[0].waiting.append(QStringLiteral("goblin"));
    RrPlayerPanel panel;
    panel.setState(shared(s), 0);
    QCOMPARE(labelText(panel, "threatValue"), QStringLiteral("?"));
    QVERIFY(labelText(panel, "threatNote").contains(QStringLiteral("Goblin")));
}

void TstRrWidgets::panelMedalsHiddenUntilRevealed()
{
    RrState s = busy();
    s.players[0].medals = {2, 1};
    RrPlayerPanel panel;
    panel.setState(shared(s), 0);
    QVERIFY(labelText(panel, "medalsValue").startsWith(QStringLiteral("2")));
    QVERIFY(!labelText(panel, "medalsValue").contains(QStringLiteral("2 + 1")));
    QVERIFY(!labelText(panel, "threatNote").contains(QStringLiteral("3")));
    panel.setRevealMedals(true);
    QVERIFY(labelText(panel, "medalsValue").contains(QStringLiteral("2 + 1")));
    panel.setRevealMedals(false);
    QVERIFY(!labelText(panel, "medalsValue").contains(QStringLiteral("2 + 1")));
    // Medals lower the threat: 17 - 3.
    QCOMPARE(labelText(panel, "threatValue"), QStringLiteral("14"));
}

void TstRrWidgets::followsLanguage()
{
    const auto state = shared(busy());
    RrPlayerPanel panel;
    panel.setState(state, 0);
    RrBoardView board;
    board.resize(640, 360);
    board.setState(state, 0);
    const QImage english = board.grab().toImage();
    QVERIFY(labelText(panel, "handValue").contains(QStringLiteral("Test Healer")));

    Translations::install(Lang::Ja);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&panel, &change);
    QCoreApplication::sendEvent(&board, &change);
    const QString hand = labelText(panel, "handValue");
    const QImage japanese = board.grab().toImage();
    Translations::install(Lang::En);
    QCoreApplication::sendEvent(&panel, &change);

    QVERIFY2(hand.contains(QStringLiteral("テスト僧")), qPrintable(hand));
    QVERIFY(japanese != english); // card names drawn in Japanese
    QVERIFY(labelText(panel, "handValue").contains(QStringLiteral("Test Healer")));
}

void TstRrWidgets::commandRowPicksPendingCards()
{
    RrCommandRow row;
    row.resize(row.sizeHint());
    RrState s = initial(2);
    s.phase = Phase::Command;
    s.round = 1;
    row.setState(shared(s));
    row.show();
    QVERIFY(QTest::qWaitForWindowExposed(&row));
    QSignalSpy spy(&row, &RrCommandRow::pickRequested);

    // Not dealt yet: nothing to pick.
    QTest::mouseClick(&row, Qt::LeftButton, {}, row.cardRect(0).center());
    QCOMPARE(spy.count(), 0);

    const QStringList dealt = {QStringLiteral("reward"), QStringLiteral("advance"),
                               QStringLiteral("rest"), QStringLiteral("recruit"),
                               QStringLiteral("ambush")};
    s = applied(s, QStringLiteral("deal-commands"), -1,
                {{QStringLiteral("row"), QJsonArray::fromStringList(dealt)}});
    QCOMPARE(s.commandRow, dealt);
    row.setState(shared(s));
    for (int i = 0; i < 5; ++i)
        QVERIFY(!row.cardRect(i).isEmpty());
    QVERIFY(row.cardRect(0).right() < row.cardRect(1).left());
    QVERIFY(row.cardRect(5).isNull());
    QTest::mouseClick(&row, Qt::LeftButton, {}, row.cardRect(2).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("rest"));

    // Ann picks "rest": it moves to position 1 and runs. A click on it asks to pick it again
    // (against the rules: the game page warns before recording), as the table may.
    s = applied(s, QStringLiteral("pick-command"), 0,
                {{QStringLiteral("command"), QStringLiteral("rest")}});
    QCOMPARE(s.commandRow.first(), QStringLiteral("rest"));
    QCOMPARE(s.executed, 1);
    row.setState(shared(s));
    QTest::mouseClick(&row, Qt::LeftButton, {}, row.cardRect(0).center());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("rest"));
    s = applied(s, QStringLiteral("command-done"), -1, {});
    row.setState(shared(s));
    QTest::mouseClick(&row, Qt::LeftButton, {}, row.cardRect(4).center());
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(0).toString(), s.commandRow.at(4));

    // Outside the command phase nothing is picked.
    s.phase = Phase::Enemy;
    row.setState(shared(s));
    QTest::mouseClick(&row, Qt::LeftButton, {}, row.cardRect(3).center());
    QCOMPARE(spy.count(), 3);
}

void TstRrWidgets::commandRowAltShortcut()
{
    RrCommandRow row;
    row.resize(row.sizeHint());
    RrState s = initial(2);
    s.phase = Phase::Command;
    s.round = 1;
    s = applied(s, QStringLiteral("deal-commands"), -1,
                {{QStringLiteral("row"),
                  QJsonArray::fromStringList({QStringLiteral("reward"), QStringLiteral("advance"),
                                              QStringLiteral("rest"), QStringLiteral("recruit"),
                                              QStringLiteral("ambush")})}});
    row.setState(shared(s));
    row.show();
    QVERIFY(QTest::qWaitForWindowActive(&row));
    QSignalSpy spy(&row, &RrCommandRow::pickRequested);
    QTest::keyClick(&row, Qt::Key_2, Qt::AltModifier);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("advance"));
}

void TstRrWidgets::threatChartKeepsSeries()
{
    RrThreatChart chart;
    QVERIFY(chart.series().isEmpty());
    const QList<RrThreatChart::Series> series = {
        {QStringLiteral("Ann"), QColor(Qt::red), {3, std::nullopt, 9, 7}},
        {QStringLiteral("Ben"), QColor(Qt::blue), {2, 5, 14}},
    };
    chart.setSeries(series);
    QCOMPARE(chart.series().size(), 2);
    QCOMPARE(chart.series().at(0).name, QStringLiteral("Ann"));
    QCOMPARE(chart.series().at(0).values.size(), 4);
    QVERIFY(!chart.series().at(0).values.at(1).has_value());
    QCOMPARE(chart.series().at(1).values.at(2), std::optional(14));
    QCOMPARE(chart.series().at(1).colour, QColor(Qt::blue));

    // Drawing follows the series.
    chart.resize(260, 120);
    const QImage drawn = chart.grab().toImage();
    chart.setSeries({});
    QVERIFY(chart.grab().toImage() != drawn);
}

void TstRrWidgets::paintsAtSeveralSizes()
{
    RrState s = busy();
    RrState out = s;
    out.players[0].out = true;
    RrState fresh = initial(4);
    const QList<QSize> sizes = {{160, 90}, {420, 240}, {640, 360}, {1600, 900}};

    for (const RrState &state : {s, out, fresh}) {
        RrBoardView board;
        board.setState(shared(state), 0);
        board.setOffered({sq("B3"), sq("B5")});
        board.setChosen({sq("B5")});
        board.setPicking(true);
        board.setProposal(RrBoardView::Proposal{sq("B4"), sq("B5"), false, {sq("B5")}});
        for (const QSize &size : sizes) {
            board.resize(size);
            QVERIFY(colourCount(board.grab().toImage()) > 8);
        }
        board.setProposal(RrBoardView::Proposal{sq("B4"), std::nullopt, true, {}});
        QVERIFY(!board.grab().isNull());

        RrPlayerPanel panel;
        panel.setState(shared(state), 0);
        panel.setRevealMedals(true);
        panel.resize(panel.sizeHint());
        QVERIFY(!panel.grab().isNull());

        RrCommandRow row;
        row.setState(shared(state));
        for (const QSize &size : sizes) {
            row.resize(size.width(), qMin(size.height(), 120));
            QVERIFY(colourCount(row.grab().toImage()) > 2);
        }
    }
    // No state at all.
    RrBoardView board;
    board.resize(300, 200);
    QVERIFY(!board.grab().isNull());
    RrPlayerPanel panel;
    panel.setState(nullptr, 0);
    QVERIFY(!panel.grab().isNull());
    RrCommandRow row;
    row.resize(500, 80);
    QVERIFY(!row.grab().isNull());

    RrThreatChart chart;
    chart.setSeries({{QStringLiteral("A very long player name indeed"),
                      QColor(Qt::red),
                      {std::nullopt, -2, 30}},
                     {QStringLiteral("Ben"), QColor(Qt::blue), {}}});
    for (const QSize &size : {QSize(100, 50), QSize(260, 120), QSize(800, 400)}) {
        chart.resize(size);
        QVERIFY(colourCount(chart.grab().toImage()) > 2);
    }
}

void TstRrWidgets::screenshot()
{
    RrState s = busy();
    s = applied(s, QStringLiteral("deal-commands"), -1,
                {{QStringLiteral("row"),
                  QJsonArray::fromStringList({QStringLiteral("reward"), QStringLiteral("advance"),
                                              QStringLiteral("rest"), QStringLiteral("recruit"),
                                              QStringLiteral("ambush")})}});
    s = applied(s, QStringLiteral("pick-command"), 0,
                {{QStringLiteral("command"), QStringLiteral("advance")}});
    s = applied(s, QStringLiteral("command-done"), -1, {});
    s = applied(s, QStringLiteral("pick-command"), 1,
                {{QStringLiteral("command"), QStringLiteral("recruit")}});
    s.players[0].medals = {1};
    for (RrPiece &m : s.players[0].monsters)
        m.acted = m.card == QLatin1String("w-brute");

    QWidget page;
    page.resize(1240, 760);
    auto *row = new RrCommandRow(&page);
    auto *chart = new RrThreatChart(&page);
    auto *board = new RrBoardView(&page);
    auto *panel = new RrPlayerPanel(&page);
    row->setState(shared(s));
    chart->setSeries(
        {{QStringLiteral("Ann"), playerColour(QStringLiteral("red")), {6, 11, 16}},
         {QStringLiteral("Ben"), playerColour(QStringLiteral("blue")), {4, std::nullopt, 0}}});
    board->setState(shared(s), 0);
    board->setPicking(true);
    board->setOffered({sq("B3"), sq("A5"), sq("C6")});
    board->setChosen({sq("C5")});
    board->setProposal(RrBoardView::Proposal{sq("B2"), sq("B3"), false, {}});
    board->setCursorSquare(sq("A5"));
    panel->setState(shared(s), 0);
    row->setGeometry(8, 8, 940, row->sizeHint().height());
    chart->setGeometry(960, 8, 272, 120);
    // The board under the command row, the player's strip under the board (as in the game).
    board->setGeometry(8, 136, 1224, qMin(500, board->heightForWidth(1224)));
    panel->setGeometry(8, board->y() + board->height() + 4, 1224, 120);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    board->setFocus();
    const QImage image = page.grab().toImage();
    QVERIFY(colourCount(image) > 50);
    // A picture for people to look at: KIBITZER_SHOTS_DIR, or the project lead's folder.
    QString dir = qEnvironmentVariable("KIBITZER_SHOTS_DIR");
    if (dir.isEmpty() && QDir(QStringLiteral("/work/lead")).exists())
        dir = QStringLiteral("/work/lead/shots");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        QVERIFY(image.save(dir + QStringLiteral("/board.png")));
}

QTEST_MAIN(TstRrWidgets)
#include "tst_rr_widgets.moc"
