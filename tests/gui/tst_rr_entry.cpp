// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Rook & Raiders step entry driven against a real session: payloads, the attack calculator,
// the squares offered on the board, the guidance's preselection and the keyboard.
#include "../support/RrSessionFixture.h"
#include "../support/RrTestCards.h"
#include "Translations.h"
#include "core/Session.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrStepEntry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::rr;

namespace {

// Cards made up for the tests (the shipped library holds only the rulebook's figures), then
// the shipped library.
QJsonArray testCards()
{
    return kbztest::rrTestCards(
        {QStringLiteral("t-fighter"), QStringLiteral("t-blade"), QStringLiteral("t-healer"),
         QStringLiteral("t-singer"), QStringLiteral("t-squire"), QStringLiteral("t-knight"),
         QStringLiteral("t-imp"), QStringLiteral("t-brute"), QStringLiteral("t-runner")});
}

Step mk(const char *kind, int actor, const QJsonObject &payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}

Step summonAt(const char *chip, const char *monster, const char *square)
{
    return mk("summon", -1,
              {{"chip", chip},
               {"monster", monster},
               {"boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", square}}}}});
}

Square sq(const char *name)
{
    return *Square::parse(QString::fromLatin1(name));
}

QList<Square> sorted(QList<Square> list)
{
    std::sort(list.begin(), list.end(),
              [](Square a, Square b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
    return list;
}

} // namespace

class Tst_rr_entry : public QObject
{
    Q_OBJECT

    kbztest::RrSessionFixture m_game;
    std::unique_ptr<RrStepEntry> m_entry;
    QList<int> m_dice;

    const RrState &rrState() const { return m_game.state(); }

    void record(const Step &step)
    {
        QVERIFY2(m_game.record(step), qPrintable(step.kind));
        m_entry->sync();
    }

    void recordAll(const QList<Step> &steps)
    {
        for (const Step &s : steps) {
            record(s);
            if (QTest::currentTestFailed())
                return;
        }
    }

    QToolButton *kindButton(const char *kind) const
    {
        return m_entry->findChild<QToolButton *>(QStringLiteral("kind-") + QLatin1String(kind));
    }

    // Clicks a button of the entry once the layout has placed it (rows appear with the kind).
    void click(QAbstractButton *button)
    {
        QVERIFY(button);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QVERIFY(button->isVisible());
        // Near the left edge: a check box takes clicks on its box and text only.
        QTest::mouseClick(button, Qt::LeftButton, {},
                          QPoint(qMin(8, button->width() / 2), button->height() / 2));
    }

    template <typename T> T *child(const char *name) const
    {
        return m_entry->findChild<T *>(QLatin1String(name));
    }

    // Both players placed, three monsters on board 0 (imp B3, brute B1, runner A1), the commands
    // dealt, Ann picked Advance.
    void toAdvance()
    {
        recordAll({
            mk("setup-unit", 0, {{"card", "t-fighter"}, {"to", "B5"}}),
            mk("setup-unit", 1, {{"card", "t-blade"}, {"to", "B4"}}),
            summonAt("B", "t-imp", "B3"),
            summonAt("A", "t-brute", "B1"),
            summonAt("A", "t-runner", "A1"),
            mk("deal-commands", -1,
               {{"row", QJsonArray{"advance", "ambush", "rest", "reward", "recruit"}}}),
            mk("pick-command", 0, {{"command", "advance"}}),
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_game.isValid());
        Translations::install(Lang::En);
    }

    void init()
    {
        GameConfig config = kbztest::RrSessionFixture::config(testCards());
        config.players = {{QStringLiteral("Ann"), {}}, {QStringLiteral("Ben"), {}}};
        QVERIFY(m_game.start(config, QStringLiteral("entry")));
        m_entry = std::make_unique<RrStepEntry>();
        m_dice.clear();
        m_entry->setDiceSource([this] { return m_dice.isEmpty() ? 6 : m_dice.takeFirst(); });
        m_entry->setSession(m_game.session());
        m_entry->resize(640, 900); // room for every row of the calculator
        m_entry->show();
    }

    void cleanup()
    {
        Translations::install(Lang::En);
        m_entry.reset();
        m_game.reset();
    }

    void guidancePreselectsKindAndActor()
    {
        QCOMPARE(m_entry->kind(), QStringLiteral("setup-unit"));
        QCOMPARE(m_entry->actor(), 0);
        record(mk("setup-unit", 0, {{"card", "t-fighter"}, {"to", "B5"}}));
        QCOMPARE(m_entry->actor(), 1); // Ben places his unit next
        record(mk("setup-unit", 1, {{"card", "t-blade"}, {"to", "B4"}}));
        record(summonAt("B", "t-imp", "B3"));
        record(summonAt("A", "t-brute", "B1"));
        QCOMPARE(m_entry->kind(), QStringLiteral("deal-commands"));
        QVERIFY(m_entry->expectedKinds().contains(QStringLiteral("deal-commands")));
        QVERIFY(kindButton("deal-commands")->font().bold());
        QVERIFY(!kindButton("attack")->font().bold());
        record(mk("deal-commands", -1,
                  {{"row", QJsonArray{"advance", "ambush", "rest", "reward", "recruit"}}}));
        QCOMPARE(m_entry->kind(), QStringLiteral("pick-command"));
        QCOMPARE(m_entry->actor(), 0);

        // The user's choice stands until the next step is recorded.
        click(kindButton("gain-gold"));
        QCOMPARE(m_entry->kind(), QStringLiteral("gain-gold"));
        QVERIFY(m_entry->userChoseKind());
        m_entry->sync();
        QCOMPARE(m_entry->kind(), QStringLiteral("gain-gold"));
        record(mk("pick-command", 0, {{"command", "advance"}}));
        // Advance runs: the players move and attack before the command is finished, the picker
        // first (issue 13: the turn is proposed): Ann's fighter moves.
        QCOMPARE(m_entry->kind(), QStringLiteral("move-unit"));
        QCOMPARE(m_entry->actor(), 0);
        QCOMPARE(m_entry->chosenSquares(), QList<Square>{sq("B5")});
        QVERIFY(!m_entry->targetProposed());
    }

    void moveOffersReachableSquares()
    {
        toAdvance();
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("move-unit"));
        QCOMPARE(m_entry->chosenSquares(), QList<Square>{sq("B5")}); // proposed
        m_entry->clearSquares();                                     // from nothing chosen
        QVERIFY(m_entry->wantsSquare());
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("B5")});
        m_entry->chooseSquare(sq("B5"));
        const RrPlayer &ann = rrState().players.at(0);
        QCOMPARE(sorted(m_entry->offeredSquares()),
                 sorted(rules::reachableSquares(ann, sq("B5"), 2)));
        QVERIFY(!m_entry->offeredSquares().contains(sq("B2"))); // behind the imp
        click(child<QCheckBox>("fullMove"));
        QCOMPARE(sorted(m_entry->offeredSquares()),
                 sorted(rules::reachableSquares(ann, sq("B5"), 3)));
        click(child<QCheckBox>("fullMove"));
        m_entry->chooseSquare(sq("A6"));
        QVERIFY(!m_entry->wantsSquare());
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B5"), sq("A6")}));
        const auto step = m_entry->step();
        QVERIFY(step);
        QCOMPARE(step->kind, QStringLiteral("move-unit"));
        QCOMPARE(step->actor, 0);
        QCOMPARE(step->payload, (QJsonObject{{"from", "B5"}, {"to", "A6"}, {"fullMove", false}}));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("2 steps")));

        // Too far: the warning with its rule id.
        m_entry->chooseSquare(sq("C3"));
        QCOMPARE(m_entry->step()->payload.value("to").toString(), QStringLiteral("C3"));
        QVERIFY2(m_entry->previewText().contains(QStringLiteral("[rr.move.path]")),
                 qPrintable(m_entry->previewText()));

        // Esc forgets the squares.
        QTest::keyClick(m_entry.get(), Qt::Key_Escape);
        QVERIFY(m_entry->chosenSquares().isEmpty());
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Choose the unit on the board."));
    }

    void attackCalculator()
    {
        toAdvance();
        m_entry->setActor(0);
        click(kindButton("attack"));
        QCOMPARE(m_entry->kind(), QStringLiteral("attack"));
        // The fighter proposed to move attacks instead: the imp, in range, is proposed.
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B5"), sq("B3")}));
        QVERIFY(m_entry->targetProposed());
        QVERIFY(m_entry->acceptsProposal(sq("B3")));
        QVERIFY(m_entry->wantsDie());
        QVERIFY(m_entry->typeDie(4));
        QVERIFY(m_entry->typeDie(5));
        QVERIFY(!m_entry->typeDie(6)); // both dice are in
        QCOMPARE(m_entry->step()->payload.value("dice").toArray(), (QJsonArray{4, 5}));
        m_entry->clearSquares(); // from nothing chosen
        child<QSpinBox>("d1")->setValue(0);
        child<QSpinBox>("d2")->setValue(0);
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Choose the unit on the board."));
        // The unit chosen, its target is proposed: the fighter reaches B4 and B3, the imp; the
        // brute on B1 is out of range. Another square replaces the proposal.
        m_entry->chooseSquare(sq("B5"));
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B5"), sq("B3")}));
        QVERIFY(m_entry->wantsSquare()); // the board stays open for another target
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("B3")});
        m_entry->chooseSquare(sq("B4")); // no monster there: the table's choice, with a warning
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B5"), sq("B4")}));
        QVERIFY(!m_entry->targetProposed());
        QVERIFY(!m_entry->wantsSquare());
        m_entry->chooseSquare(sq("B3"));
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Enter the two dice, or throw them (Alt+T)."));

        child<QSpinBox>("d1")->setValue(4);
        child<QSpinBox>("d2")->setValue(5);
        auto step = m_entry->step();
        QVERIFY(step);
        QCOMPARE(step->payload, (QJsonObject{{"at", "B5"},
                                             {"target", "B3"},
                                             {"dice", QJsonArray{4, 5}},
                                             {"willpower", false},
                                             {"bard", false}}));
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("2d6 (4+5) + 1 = 10 vs defence 7 → 2 damage")),
                 qPrintable(m_entry->previewText()));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("Test Imp is defeated (2/2)")));

        // 1 + 1 + 1 = 3 against defence 7 would be 1 damage: a double one is a fumble.
        m_dice = {1, 1};
        click(child<QPushButton>("roll"));
        QCOMPARE(m_entry->step()->payload.value("dice").toArray(), (QJsonArray{1, 1}));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("2d6 (1+1): fumble → 0 damage")));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("Test Imp: 0/2 damage")));
        m_dice = {6, 6};
        m_entry->rollDice();
        QVERIFY(m_entry->previewText().contains(QStringLiteral("critical → 3 damage")));
        m_dice = {2, 3};
        m_entry->rollDice();
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("2d6 (2+3) + 1 = 6 vs defence 7 → 1 damage")),
                 qPrintable(m_entry->previewText()));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("Test Imp: 1/2 damage")));
        click(child<QCheckBox>("willpower"));
        QVERIFY(m_entry->step()->payload.value("willpower").toBool());

        // Recorded, the fighter carries an action marker: a second attack is warned about.
        const Step attack = *m_entry->step();
        record(attack);
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("attack"));
        m_entry->chooseSquare(sq("B5"));
        m_entry->chooseSquare(sq("B3"));
        m_entry->rollDice();
        QVERIFY(m_entry->step());
        QVERIFY2(m_entry->previewText().contains(QStringLiteral("[rr.action.marker]")),
                 qPrintable(m_entry->previewText()));
    }

    void unknownFiguresAreTypedIn()
    {
        // The shipped Warrior has modifier +1 but no range; the Goblin no defence.
        recordAll({
            mk("setup-unit", 0, {{"card", "warrior"}, {"to", "B2"}}),
            mk("setup-unit", 1, {{"card", "t-blade"}, {"to", "B4"}}),
            summonAt("B", "goblin", "B1"),
            summonAt("A", "t-imp", "A1"),
            mk("deal-commands", -1,
               {{"row", QJsonArray{"advance", "ambush", "rest", "reward", "recruit"}}}),
            mk("pick-command", 0, {{"command", "advance"}}),
        });
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("attack"));
        // The warrior proposed to move attacks: range unknown, the first monster is proposed.
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B2"), sq("B1")}));
        m_entry->clearSquares();
        m_entry->chooseSquare(sq("B2"));
        // Range unknown: every monster is offered.
        QCOMPARE(sorted(m_entry->offeredSquares()), sorted({sq("A1"), sq("B1")}));
        m_entry->chooseSquare(sq("B1"));
        m_dice = {3, 4};
        m_entry->rollDice();
        QSpinBox *modifier = child<QSpinBox>("modifier");
        QSpinBox *defence = child<QSpinBox>("defence");
        QVERIFY(!modifier->isEnabled());
        QCOMPARE(modifier->value(), 1);
        QVERIFY(defence->isEnabled());
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Enter the defence of Goblin (printed on the card)."));
        defence->setValue(8);
        const auto step = m_entry->step();
        QVERIFY(step);
        QCOMPARE(step->payload.value("defence").toInt(), 8);
        QVERIFY(!step->payload.contains("modifier"));
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("2d6 (3+4) + 1 = 8 vs defence 8 → 2 damage")),
                 qPrintable(m_entry->previewText()));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("Goblin: 2/3 damage")));
    }

    void fixedDamageSplit()
    {
        toAdvance();
        record(mk("recruit", 0, {{"card", "t-blade"}, {"to", "A2"}, {"from", "hand"}}));
        m_entry->setActor(0);
        click(kindButton("fixed-damage"));
        m_entry->chooseSquare(sq("A2"));
        // The blade hits A1 and B1 (its range: left, left-up, left-down).
        QCOMPARE(sorted(m_entry->offeredSquares()), sorted({sq("A1"), sq("B1")}));
        m_entry->chooseSquare(sq("B1"));
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("1 of 2 hits chosen: choose the rest on the board."));
        m_entry->chooseSquare(sq("B1"));
        QVERIFY(!m_entry->wantsSquare());
        QVERIFY(m_entry->previewText().contains(QStringLiteral("2 of 2 hits")));
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("Test Brute on B1 takes 2 → 2/3 damage")),
                 qPrintable(m_entry->previewText()));
        QCOMPARE(m_entry->step()->payload,
                 (QJsonObject{{"at", "A2"},
                              {"hits", QJsonArray{QJsonObject{{"target", "B1"}, {"count", 2}}}}}));
        // A third click is a hit more than the card gives: taken, with the warning (the table
        // may have made it); take it back, then one of B1's, and give that to the runner.
        m_entry->chooseSquare(sq("A1"));
        QCOMPARE(child<QListWidget>("hits")->count(), 2);
        QVERIFY(m_entry->previewText().contains(QStringLiteral("3 of 2 hits")));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("[rr.attack.fixed]")));
        m_entry->removeHit(1);
        QCOMPARE(child<QListWidget>("hits")->count(), 1);
        click(child<QPushButton>("removeHit"));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("1 of 2 hits")));
        m_entry->chooseSquare(sq("A1"));
        QCOMPARE(child<QListWidget>("hits")->count(), 2);
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("A2"), sq("B1"), sq("A1")}));
        QCOMPARE(m_entry->step()->payload.value("hits").toArray(),
                 (QJsonArray{QJsonObject{{"target", "B1"}, {"count", 1}},
                             QJsonObject{{"target", "A1"}, {"count", 1}}}));
        QVERIFY(m_entry->previewText().contains(
            QStringLiteral("Test Runner on A1 takes 1 → defeated (1/1)")));
    }

    void healAndBard()
    {
        toAdvance();
        record(mk("recruit", 0, {{"card", "t-singer"}, {"to", "C4"}, {"from", "hand"}}));
        record(mk("recruit", 0, {{"card", "t-healer"}, {"to", "C5"}, {"from", "hand"}}));
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("bard"));
        // The fighter was proposed (to move): a song is the Bard's, singing to the first ally.
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("C4"), sq("B5")}));
        m_entry->clearSquares();
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("C4")}); // only the Bard sings
        m_entry->chooseSquare(sq("C4"));
        QVERIFY(!m_entry->offeredSquares().contains(sq("C4")));
        m_entry->chooseSquare(sq("B5")); // the proposal accepted (the view records on Enter)
        QCOMPARE(m_entry->step()->payload, (QJsonObject{{"at", "C4"}, {"target", "B5"}}));
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("Test Fighter takes 1 damage (1/2), then uses its skill")),
                 qPrintable(m_entry->previewText()));
        record(*m_entry->step());
        QCOMPARE(rrState().players.at(0).units.at(0).damage, 1);
        // The fighter the Bard sang to is proposed next, through the song.
        QCOMPARE(m_entry->kind(), QStringLiteral("attack"));
        QCOMPARE(m_entry->chosenSquares().value(0), sq("B5"));
        QVERIFY(child<QCheckBox>("bard")->isChecked());

        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("heal"));
        m_entry->clearSquares(); // the healer heals instead: the tick goes with the fighter
        QVERIFY(!child<QCheckBox>("bard")->isChecked());
        m_entry->chooseSquare(sq("C5"));
        m_entry->chooseSquare(sq("B5"));
        QCOMPARE(
            m_entry->step()->payload,
            (QJsonObject{{"at", "C5"},
                         {"heals", QJsonArray{QJsonObject{{"target", "B5"}, {"amount", 1}}}}}));
        QVERIFY2(m_entry->previewText().contains(
                     QStringLiteral("heals Test Fighter on B5 by 1 → 0/2 damage")),
                 qPrintable(m_entry->previewText()));
        m_entry->chooseSquare(sq("B5"));
        QCOMPARE(m_entry->step()->payload.value("heals").toArray(),
                 (QJsonArray{QJsonObject{{"target", "B5"}, {"amount", 2}}}));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("2 of 3 heals")));
    }

    void levelUpAndMarkers()
    {
        toAdvance();
        record(mk("recruit", 0, {{"card", "t-squire"}, {"to", "C6"}, {"from", "hand"}}));
        record(mk("place-marker", 0, {{"at", "B5"}}));
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("level-up"));
        QCOMPARE(m_entry->chosenSquares(), QList<Square>{sq("C6")}); // proposed (to move)
        m_entry->clearSquares();
        // Only the squire has the star.
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("C6")});
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Choose the unit on the board."));
        m_entry->chooseSquare(sq("C6"));
        QCOMPARE(child<QComboBox>("card")->currentData().toString(), QStringLiteral("t-knight"));
        QCOMPARE(m_entry->step()->payload, (QJsonObject{{"at", "C6"}, {"card", "t-knight"}}));
        // Ann has 1 honour mark: the level-up is warned about.
        QVERIFY2(m_entry->previewText().contains(QStringLiteral("Costs 2 honour marks; Ann has 1")),
                 qPrintable(m_entry->previewText()));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("[rr.boon.level-up]")));

        // Another action of the same unit keeps it chosen; the squire has no marker to remove.
        m_entry->setKind(QStringLiteral("remove-marker"));
        QCOMPARE(m_entry->chosenSquares(), QList<Square>{sq("C6")});
        QVERIFY(m_entry->previewText().contains(QStringLiteral("[rr.action.marker]")));
        m_entry->clearSquares();
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("B5")});
        m_entry->setKind(QStringLiteral("place-marker"));
        QCOMPARE(m_entry->offeredSquares(), QList<Square>{sq("C6")});
        m_entry->chooseSquare(sq("B5")); // the table is the truth: a marked unit may be chosen
        QCOMPARE(m_entry->step()->payload, (QJsonObject{{"at", "B5"}}));
        QVERIFY2(m_entry->previewText().contains(QStringLiteral("[rr.action.marker]")),
                 qPrintable(m_entry->previewText()));
    }

    void commands()
    {
        toAdvance();
        m_entry->setActor(1);
        m_entry->setKind(QStringLiteral("pick-command"));
        auto *combo = child<QComboBox>("command");
        // Advance was picked: the four others wait in the row; Advance comes last, marked (the
        // table may pick it again: the preview warns).
        QCOMPARE(combo->count(), 5);
        QCOMPARE(combo->itemData(4).toString(), QStringLiteral("advance"));
        QVERIFY(combo->itemData(4, Qt::ToolTipRole).toString().contains("[rr.command.pick]"));
        combo->setCurrentIndex(combo->findData(QStringLiteral("rest")));
        auto step = m_entry->step();
        QVERIFY(step);
        QCOMPARE(step->kind, QStringLiteral("pick-command"));
        QCOMPARE(step->actor, 1);
        QCOMPARE(step->payload, (QJsonObject{{"command", "rest"}}));

        m_entry->setKind(QStringLiteral("deal-commands"));
        step = m_entry->step();
        QVERIFY(step);
        QCOMPARE(step->actor, -1);
        QCOMPARE(step->payload.value("row").toArray(), QJsonArray::fromStringList(commandIds()));
        // Fisher-Yates with the dice: i=4 roll 2 (swap 4,1), i=3 roll 6 rerolled to 1 (swap 3,0),
        // i=2 roll 3 (stays), i=1 roll 1 (swap 1,0).
        m_dice = {2, 6, 1, 3, 1};
        click(child<QPushButton>("shuffle"));
        QCOMPARE(m_entry->step()->payload.value("row").toArray(),
                 (QJsonArray{"recruit", "reward", "rest", "advance", "ambush"}));
        // A command twice is missing one.
        child<QComboBox>("row1")->setCurrentIndex(0);
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QCOMPARE(missing, QStringLiteral("Each of the five commands appears once in the row."));

        m_entry->setKind(QStringLiteral("gain-gold"));
        child<QSpinBox>("gold")->setValue(2);
        QCOMPARE(m_entry->step()->payload, (QJsonObject{{"amount", 2}}));
        m_entry->setKind(QStringLiteral("take-medal"));
        child<QSpinBox>("medal")->setValue(3);
        QCOMPARE(m_entry->step()->payload, (QJsonObject{{"value", 3}}));
        m_entry->setKind(QStringLiteral("declare-victory"));
        QCOMPARE(m_entry->step()->payload, QJsonObject{});
        QCOMPARE(m_entry->step()->actor, 1);
        QVERIFY2(m_entry->previewText().contains(QStringLiteral("Ben declares victory")) ||
                     m_entry->previewText().contains(QStringLiteral("[rr.victory.declare]")),
                 qPrintable(m_entry->previewText()));
    }

    void enterRecordsAndPreviewAnnounces()
    {
        QSignalSpy records(m_entry.get(), &RrStepEntry::recordRequested);
        QSignalSpy previews(m_entry.get(), &RrStepEntry::previewChanged);
        QCOMPARE(m_entry->kind(), QStringLiteral("setup-unit"));
        auto *card = child<QComboBox>("card");
        card->setCurrentIndex(card->findData(QStringLiteral("t-healer")));
        QCOMPARE(m_entry->offeredSquares().size(), 18);
        // Nothing to record yet: Enter does nothing.
        QTest::keyClick(m_entry.get(), Qt::Key_Return);
        QCOMPARE(records.count(), 0);
        previews.clear();
        m_entry->chooseSquare(sq("C6"));
        QCOMPARE(previews.count(), 1);
        QTest::keyClick(card, Qt::Key_Enter); // from a child: reaches the entry
        QCOMPARE(records.count(), 1);
        const Step step = records.first().first().value<Step>();
        QCOMPARE(step.kind, QStringLiteral("setup-unit"));
        QCOMPARE(step.actor, 0);
        QCOMPARE(step.payload, (QJsonObject{{"card", "t-healer"}, {"to", "C6"}}));
        click(m_entry->recordButton());
        QCOMPARE(records.count(), 2);
        // The same step again announces nothing new.
        previews.clear();
        child<QSpinBox>("gold")->setValue(5);
        QCOMPARE(previews.count(), 0);
    }

    void altMnemonicsChooseKinds()
    {
        toAdvance();
        m_entry->show();
        m_entry->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_entry.get()));
        // A shortcut clicks its button with animateClick(): the click lands from the event loop.
        QTest::keyClick(m_entry.get(), Qt::Key_A, Qt::AltModifier);
        QTRY_COMPARE(m_entry->kind(), QStringLiteral("attack"));
        QTest::keyClick(m_entry.get(), Qt::Key_X, Qt::AltModifier);
        QTRY_COMPARE(m_entry->kind(), QStringLiteral("fixed-damage"));
        QTest::keyClick(m_entry.get(), Qt::Key_K, Qt::AltModifier | Qt::ShiftModifier);
        QTRY_COMPARE(m_entry->kind(), QStringLiteral("remove-marker"));
        QTest::keyClick(m_entry.get(), Qt::Key_M, Qt::AltModifier);
        QTRY_COMPARE(m_entry->kind(), QStringLiteral("move-unit"));
        // No two buttons share a shortcut, and each tooltip names it.
        QSet<QString> keys;
        for (const QString &k : RrStepEntry::kinds()) {
            QToolButton *b = kindButton(k.toLatin1().constData());
            QVERIFY(b);
            const QString key = b->shortcut().toString();
            QVERIFY(!key.isEmpty());
            QVERIFY2(!keys.contains(key), qPrintable(key));
            keys.insert(key);
            QVERIFY(b->toolTip().contains(b->shortcut().toString(QKeySequence::NativeText)));
        }
        m_dice = {5, 5};
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("attack"));
        // The fighter proposed stays chosen through the kinds; its target is proposed.
        QCOMPARE(m_entry->chosenSquares(), (QList<Square>{sq("B5"), sq("B3")}));
        QVERIFY(!m_entry->step());
        QTest::keyClick(m_entry.get(), Qt::Key_T, Qt::AltModifier); // throw the dice
        QTRY_VERIFY(m_entry->step());
        QCOMPARE(m_entry->step()->payload.value("dice").toArray(), (QJsonArray{5, 5}));
    }

    void gameOverAndLanguage()
    {
        toAdvance();
        m_entry->setActor(0);
        m_entry->setKind(QStringLiteral("recruit"));
        auto *card = child<QComboBox>("card");
        card->setCurrentIndex(card->findData(QStringLiteral("t-fighter")));
        auto *from = child<QComboBox>("from");
        from->setCurrentIndex(from->findData(QStringLiteral("mercenary")));
        m_entry->chooseSquare(sq("C6"));
        QCOMPARE(m_entry->step()->payload,
                 (QJsonObject{{"card", "t-fighter"}, {"to", "C6"}, {"from", "mercenary"}}));

        Translations::install(Lang::Ja);
        QEvent change(QEvent::LanguageChange); // also when no translation file is loaded
        QCoreApplication::sendEvent(m_entry.get(), &change);
        QCOMPARE(m_entry->kind(), QStringLiteral("recruit"));
        QCOMPARE(card->currentData().toString(), QStringLiteral("t-fighter"));
        QCOMPARE(card->currentText(), QStringLiteral("テスト戦士"));
        QCOMPARE(from->currentData().toString(), QStringLiteral("mercenary"));
        QCOMPARE(m_entry->chosenSquares(), QList<Square>{sq("C6")});
        Translations::install(Lang::En);
        QCoreApplication::sendEvent(m_entry.get(), &change);
        QCOMPARE(card->currentText(), QStringLiteral("Test Fighter"));

        m_entry->setGameOver(true);
        QString missing;
        QVERIFY(!m_entry->step(&missing));
        QVERIFY(missing.contains(QStringLiteral("The game is over")));
        QVERIFY(m_entry->previewText().contains(QStringLiteral("The game is over")));
        QVERIFY(!kindButton("attack")->isEnabled());
        QVERIFY(!m_entry->recordButton()->isEnabled());
        QVERIFY(!m_entry->wantsSquare());
        QVERIFY(m_entry->offeredSquares().isEmpty());
        m_entry->setGameOver(false);
        QVERIFY(m_entry->step());
    }
};

QTEST_MAIN(Tst_rr_entry)
#include "tst_rr_entry.moc"
