// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Dungeon Lords in the app with QTest input: a two-player game started in an offscreen
// MainWindow, the year recorded, a round walked through the tools (plan both players, reveal,
// resolve the checklist: trap, monster attack, healing or its skip, conquest), and the boards
// checked after each part: the damage always shown, the prison, conquered tiles crossed out, the
// paladin's move at the round's end; a correction through a board's "Correct…" dialog, the
// paladin moved by hand from the board's menu, undo restoring each. Also a board drawn from a
// hand-built state (no engine involved), and the layout at the common sizes in both languages.
#include "../dungeonlords/DlTestSupport.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "RuleBrowserDock.h"
#include "Translations.h"
#include "core/Session.h"
#include "dungeonlords/DlAdjustDialog.h"
#include "dungeonlords/DlBoardView.h"
#include "dungeonlords/DlCardTrack.h"
#include "dungeonlords/DlGameView.h"
#include "dungeonlords/DlPlanTool.h"
#include "dungeonlords/DlResolveTool.h"
#include "dungeonlords/DlRevealTool.h"
#include "dungeonlords/DlScoreSheet.h"
#include "dungeonlords/DlYearTool.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

using namespace kbz;
using namespace kbz::dl;
using kbz::dl::test::adv;
using kbz::dl::test::monster;
using kbz::dl::test::playerYear;
using kbz::dl::test::tile;

namespace {

QJsonArray traps(std::initializer_list<const char *> codes)
{
    QJsonArray a;
    for (const char *c : codes)
        a.append(QString::fromLatin1(c));
    return a;
}

// Year 1, start player Ann (seat 0).
// Ann (evil 5): tunnel 1, tunnel 2, room 3; warrior L1 3 HP, warrior L2 4 HP, priest L1 3 HP
//   with a heart; a goblin; a rolling boulder in hand.
// Ben (evil 2): tunnel 1, room 2; the paladin (L3, 5 HP) leads a warrior L1 3 HP and a wizard;
//   a ghost; no trap.
// Round 1: Ann's boulder defeats her front warrior (to the prison), the goblin hits the next
// one, the priest heals it, fatigue 2 conquers her tunnel 1; Ben's ghost hits the paladin and
// fatigue 2 conquers his tunnel 1; the paladin then moves to Ann, the more evil, with its damage.
QJsonObject yearPayload()
{
    QJsonObject ann =
        playerYear({tile("tunnel", 1), tile("tunnel", 2), tile("room", 3)},
                   {adv("warrior", 1, 3), adv("warrior", 2, 4), adv("priest", 1, 3, 1)},
                   {monster("goblin")}, traps({"rolling-boulder"}), 5);
    QJsonObject ben =
        playerYear({tile("tunnel", 1), tile("room", 2)},
                   {adv("warrior", 1, 3), adv("wizard", 1, 3, 1)}, {monster("ghost")}, {}, 2);
    QJsonObject paladin = adv("paladin", 3, 5, 1);
    paladin.insert(QStringLiteral("at"), 1);
    return {{QStringLiteral("year"), 1},
            {QStringLiteral("startPlayer"), 0},
            {QStringLiteral("players"), QJsonArray{ann, ben}},
            {QStringLiteral("paladin"), paladin}};
}

GameConfig config()
{
    GameConfig c;
    c.players = {{QStringLiteral("Ann"), QString()}, {QStringLiteral("Ben"), QString()}};
    c.options.insert(QStringLiteral("startPlayer"), 0);
    return c;
}

DlAdventurer adventurer(AdvClass cls, int level, int hp, int damage, int skills = 0)
{
    DlAdventurer a;
    a.cls = cls;
    a.level = level;
    a.hp = hp;
    a.damage = damage;
    a.skills = skills;
    return a;
}

// A state in the middle of a fight, built by hand: Ann resolves step 3 on her tunnel 2 (tunnel 1
// conquered), the paladin leads her party with 1 damage, a thief in her prison, the goblin
// exhausted, the troll committed, the ghost attacked.
std::shared_ptr<DlState> handState()
{
    auto s = std::make_shared<DlState>();
    s->year = 1;
    s->round = 2;
    s->phase = Phase::Resolve;
    s->resolving = 0;
    s->startPlayer = 1;
    s->paladinSeat = 0;
    DlCombatCard first;
    first.fatigue = 2;
    first.lightning = true;
    DlCombatCard second;
    second.fatigue = 3;
    second.crystal = true;
    s->cards = {first, second};
    DlPlayer ann;
    ann.name = QStringLiteral("Ann");
    ann.tiles = {DlTile{TileKind::Tunnel, 1, true, {}}, DlTile{TileKind::Tunnel, 2, false, {}},
                 DlTile{TileKind::Room, 2, false, QStringLiteral("B2")},
                 DlTile{TileKind::Room, 3, false, {}}};
    ann.party = {adventurer(AdvClass::Paladin, 3, 5, 1, 1), adventurer(AdvClass::Warrior, 2, 4, 2),
                 adventurer(AdvClass::Priest, 1, 3, 0, 1)};
    ann.prisoners = {adventurer(AdvClass::Thief, 1, 3, 3, 1)};
    ann.monsters = {DlMonster{MonsterKind::Goblin, true, {}},
                    DlMonster{MonsterKind::Troll, false, {}},
                    DlMonster{MonsterKind::Ghost, true, {}}};
    ann.traps = {TrapKind::Pendulum};
    ann.gold = 4;
    ann.food = 2;
    ann.imps = 5;
    ann.evil = 6;
    ann.stage = Stage::Monsters;
    ann.fight.tile = 1;
    ann.fight.monsters = {1, 2};
    ann.fight.attacked = {2};
    ann.fight.trap = TrapKind::FireWall;
    ann.fight.trapDone = true;
    DlPlayer ben;
    ben.name = QStringLiteral("Ben");
    ben.tiles = {DlTile{TileKind::Tunnel, 1, false, {}}};
    ben.stage = Stage::Out;
    ben.out = OutReason::Defeated;
    s->players = {ann, ben};
    return s;
}

} // namespace

class TstDlGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("dl"), QSize(1600, 1000)};

    MainWindow *window() const { return m_fixture.window(); }
    DlGameView *view() const
    {
        return qobject_cast<DlGameView *>(window()->gamePage()->gameView());
    }
    Session *session() const { return window()->session(); }
    const DlState &state() const { return static_cast<const DlState &>(*session()->state()); }
    int steps() const { return session()->index(); }
    QString kindAt(int i) const { return session()->entry(i).record.step.kind; }

    bool startGame()
    {
        if (!window()->startGame(QStringLiteral("dungeon-lords"), config(),
                                 QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        return view() != nullptr;
    }

    // Records through the session, as a tool that is not ready yet would (the report says so).
    void record(const char *kind, int actor, const QJsonObject &payload)
    {
        const auto r =
            session()->record({QString::fromLatin1(kind), actor, payload}, Session::Confirm::Yes);
        QVERIFY2(
            r.outcome == Session::Outcome::Recorded,
            qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(kind), r.problem.english())));
        QCoreApplication::processEvents();
    }

    void startYear()
    {
        QVERIFY(startGame());
        QCOMPARE(view()->currentTool(), static_cast<QWidget *>(view()->yearTool()));
        record("year", -1, yearPayload());
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().phase, Phase::Plan);
        QCOMPARE(state().paladinSeat, 1);
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->planTool()));
    }

    // A picture of the window once the layouts have caught up with the last step.
    void shot(const QString &name) const
    {
        kbztest::settleLayouts();
        m_fixture.shot(name);
    }

    // Enter where the focus is: the tool shown records its prepared step.
    void pressEnter() { kbztest::pressEnterOnFocus(view()); }

    // Records the step the tool prepared with Enter; checks its kind.
    void enterRecords(const char *kind)
    {
        const int before = steps();
        pressEnter();
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(kindAt(before), QString::fromLatin1(kind));
    }

    // ---- Plans: Ann fights on her tunnel 1 with the boulder and the goblin, Ben on his tunnel
    // 1 with the ghost. Tile with its digit, trap from the combo, the monsters as proposed.
    void planBoth()
    {
        DlGameView *v = view();
        DlPlanTool *plan = v->planTool();
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(plan));
        for (int seat : {0, 1}) {
            QTRY_COMPARE(plan->seat(), seat);
            plan->focusEntry();
            QTest::keyClick(plan->tileList(), Qt::Key_1);
            if (seat == 0)
                QCOMPARE(plan->trapCombo()->currentIndex(), 1); // proposed: the rolling boulder
            // The proposal (issue 13): the ready monster the tunnel holds, already checked.
            QListWidget *monsters = plan->monsterList();
            QCOMPARE(monsters->item(0)->checkState(), Qt::Checked);
            enterRecords("plan");
            if (QTest::currentTestFailed())
                return;
            const QJsonObject payload = session()->entry(steps() - 1).record.step.payload;
            QCOMPARE(payload.value(QStringLiteral("tile")).toInt(), 0);
            QCOMPARE(payload.value(QStringLiteral("monsters")).toArray(), QJsonArray{0});
            // The board shows the tile fought on and the monster committed.
            QCOMPARE(v->board(seat)->tileState(0), QStringLiteral("⚔ fought now"));
            QCOMPARE(v->board(seat)->monsterState(0), QStringLiteral("committed"));
        }
        QCOMPARE(state().players.at(0).fight.trap,
                 std::optional<TrapKind>(TrapKind::RollingBoulder));
        QCOMPARE(v->board(1)->stageLabel()->text(),
                 QStringLiteral("planned, waiting for the card"));
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->revealTool()));
    }

    // ---- The card: fatigue 2 typed as a digit, no lightning, no crystal.
    void reveal()
    {
        DlGameView *v = view();
        DlRevealTool *tool = v->revealTool();
        tool->focusEntry();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
        QCOMPARE(tool->fatigueSpin()->value(), 2);
        QVERIFY(!tool->lightningCheck()->isChecked());
        QVERIFY(!tool->crystalCheck()->isChecked());
        enterRecords("reveal");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().cards.size(), 1);
        QCOMPARE(state().cards.at(0).fatigue, 2);
        QVERIFY(v->cardTrack()->slotText(1).contains(QLatin1String("fatigue 2")));
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->resolveTool()));
        QCOMPARE(state().resolving, 0);
        QVERIFY(v->board(0)->isResolving());
        QVERIFY(!v->board(1)->isResolving());
    }

    // ---- Ann's checklist: the boulder, the goblin, the priest's heart, the conquest.
    void resolveAnn()
    {
        DlGameView *v = view();
        DlBoardView *ann = v->board(0);
        DlResolveTool *tool = v->resolveTool();
        QCOMPARE(tool->seat(), 0);
        QCOMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Traps));
        QVERIFY(ann->stageLabel()->text().contains(QLatin1String("resolving: step 1")));
        enterRecords("trap"); // 3 damage to the front warrior: defeated, to the prison
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().players.at(0).prisoners.size(), 1);
        QTRY_COMPARE(ann->prisonLabel()->text(), QStringLiteral("Prison (1): Warrior L1"));
        QCOMPARE(ann->adventurerText(0), QStringLiteral("Warrior L2"));
        QCOMPARE(ann->damageText(0), QStringLiteral("0/4 ○○○○"));

        // Early magic skipped (no lightning): the goblin next.
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Monsters));
        QVERIFY(ann->stageLabel()->text().contains(QLatin1String("step 3")));
        tool->focusEntry();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1);
        QCOMPARE(tool->chosenMonster(), 0);
        enterRecords("attack");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(ann->damageText(0), QStringLiteral("2/4 ●●○○"));
        QCOMPARE(ann->monsterState(0), QStringLiteral("attacked, exhausted"));

        // Late magic skipped; healing: the priest's heart on the warrior.
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Healing));
        enterRecords("heal");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(ann->damageText(0), QStringLiteral("1/4 ●○○○"));

        // Conquest: fatigue 2 on the front, the tunnel conquered.
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Conquest));
        enterRecords("conquest");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(ann->damageText(0), QStringLiteral("3/4 ●●●○"));
        QVERIFY(state().players.at(0).tiles.at(0).conquered);
        QVERIFY(ann->tileCrossedOut(0));
        QCOMPARE(ann->stageLabel()->text(), QStringLiteral("done this round"));
        QCOMPARE(ann->tileState(1), QStringLiteral("nearest"));
    }

    // ---- Ben's checklist: no trap (skipped), the ghost on the paladin, the paladin's heart,
    // the conquest; then the round ends and the paladin moves to Ann (evil 5 against 2).
    void resolveBen()
    {
        DlGameView *v = view();
        DlBoardView *ben = v->board(1);
        DlResolveTool *tool = v->resolveTool();
        QTRY_COMPARE(tool->seat(), 1);
        QVERIFY(ben->isResolving());
        QVERIFY(!v->board(0)->isResolving());
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Monsters));
        tool->focusEntry();
        enterRecords("attack"); // the ghost's 2 on the front: the paladin
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(ben->damageText(0), QStringLiteral("2/5 ●●○○○"));
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Healing));
        enterRecords("heal"); // the paladin's symbol counts as a heart
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(ben->damageText(0), QStringLiteral("1/5 ●○○○○"));
        QTRY_COMPARE(tool->entryStep(), std::optional<FightStep>(FightStep::Conquest));
        enterRecords("conquest");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(state().players.at(1).tiles.at(0).conquered);
        QVERIFY(ben->tileCrossedOut(0));
    }

    // After the round: the paladin at Ann's board, leading her party with its damage.
    void checkRoundEnd()
    {
        DlGameView *v = view();
        QCOMPARE(state().round, 2);
        QCOMPARE(state().phase, Phase::Plan);
        QCOMPARE(state().paladinSeat, 0);
        QTRY_COMPARE(v->board(0)->adventurerText(0), QStringLiteral("Paladin L3"));
        QCOMPARE(v->board(0)->damageText(0), QStringLiteral("3/5 ●●●○○"));
        QCOMPARE(v->board(0)->damageText(1), QStringLiteral("3/4 ●●●○"));
        QVERIFY(v->board(0)->titleLabel()->text().contains(QLatin1String("paladin here")));
        QCOMPARE(v->board(1)->adventurerText(0), QStringLiteral("Warrior L1"));
        QVERIFY(!v->board(1)->titleLabel()->text().contains(QLatin1String("paladin here")));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("Round 2 of 4")));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("paladin at Ann's board")));
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->planTool()));
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // A board drawn from a hand-built state: every part of the header comment, no engine.
    void boardShowsTheState()
    {
        DlBoardView board(0);
        board.resize(420, 700);
        board.show();
        board.setState(handState());
        QVERIFY(board.isResolving());
        QVERIFY2(board.titleLabel()->text().contains(QLatin1String("Ann")),
                 qPrintable(board.titleLabel()->text()));
        QVERIFY(board.titleLabel()->text().contains(QLatin1String("paladin here")));
        QVERIFY(!board.titleLabel()->text().contains(QLatin1String("start player")));
        QVERIFY2(board.stageLabel()->text().contains(QLatin1String("resolving: step 3")),
                 qPrintable(board.stageLabel()->text()));
        QCOMPARE(board.resourcesLabel()->text(),
                 QStringLiteral("Gold 4 · food 2 · imps 5 · evil 6"));

        // Tiles: nearest first, tunnel 1 crossed out, tunnel 2 fought on, room B2 at the same
        // distance marked nearest.
        QCOMPARE(board.tilesTree()->topLevelItemCount(), 4);
        QCOMPARE(board.tileState(0), QStringLiteral("conquered"));
        QVERIFY(board.tileCrossedOut(0));
        QCOMPARE(board.tileState(1), QStringLiteral("⚔ fought now"));
        QVERIFY(!board.tileCrossedOut(1));
        QCOMPARE(board.tileState(2), QStringLiteral("nearest"));
        QCOMPARE(board.tilesTree()->topLevelItem(2)->text(0), QStringLiteral("Room “B2”"));
        QCOMPARE(board.tileState(3), QString());

        // The party, front first, damage always shown; the paladin highlighted.
        QCOMPARE(board.partyTree()->topLevelItemCount(), 3);
        QCOMPARE(board.adventurerText(0), QStringLiteral("Paladin L3"));
        QCOMPARE(board.damageText(0), QStringLiteral("1/5 ●○○○○"));
        QCOMPARE(board.damageText(1), QStringLiteral("2/4 ●●○○"));
        QCOMPARE(board.damageText(2), QStringLiteral("0/3 ○○○"));
        QVERIFY(board.partyTree()->topLevelItem(0)->font(1).bold());
        QVERIFY(!board.partyTree()->topLevelItem(1)->font(1).bold());
        QCOMPARE(board.partyTree()->topLevelItem(2)->text(2), QStringLiteral("hearts 1"));

        QCOMPARE(board.prisonLabel()->text(), QStringLiteral("Prison (1): Thief L1"));
        QCOMPARE(board.monsterState(0), QStringLiteral("exhausted"));
        QCOMPARE(board.monsterState(1), QStringLiteral("committed"));
        QCOMPARE(board.monsterState(2), QStringLiteral("attacked, exhausted"));
        QVERIFY(board.trapsLabel()->text().contains(QLatin1String("Traps in hand: Pendulum")));
        QVERIFY(board.trapsLabel()->text().contains(QLatin1String("Trap sprung this round")));
        QVERIFY(!board.paladinAction()->isEnabled()); // it is here already
        QVERIFY(board.correctAction()->isEnabled());

        // Ben is out; his board is not the one resolving.
        DlBoardView other(1);
        other.setState(handState());
        QVERIFY(!other.isResolving());
        QCOMPARE(other.stageLabel()->text(), QStringLiteral("out: every adventurer defeated"));
        QVERIFY(other.titleLabel()->text().contains(QLatin1String("start player")));
        QVERIFY(other.paladinAction()->isEnabled());
        QCOMPARE(other.prisonLabel()->text(), QStringLiteral("Prison: empty"));

        // Japanese: the same board re-rendered on the language change.
        Translations::install(Lang::Ja);
        QCoreApplication::processEvents();
        QVERIFY2(board.adventurerText(0).startsWith(QStringLiteral("パラディン")),
                 qPrintable(board.adventurerText(0)));
        QCOMPARE(board.damageText(1), QStringLiteral("2/4 ●●○○"));
        Translations::install(Lang::En);
        QCoreApplication::processEvents();
        QCOMPARE(board.resourcesLabel()->text(),
                 QStringLiteral("Gold 4 · food 2 · imps 5 · evil 6"));
    }

    // The correction dialog on its own: damage up and down per adventurer, resources, a note.
    void adjustDialogBuildsTheStep()
    {
        const auto s = handState();
        DlAdjustDialog dialog(*s, 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton *ok = dialog.recordButton();
        QVERIFY(!ok->isEnabled()); // nothing changed yet
        QSpinBox *paladin = dialog.damageBox(0);
        QSpinBox *warrior = dialog.damageBox(1);
        QVERIFY(paladin && warrior);
        paladin->setFocus();
        QTest::keyClick(paladin, Qt::Key_Up);
        QTest::keyClick(paladin, Qt::Key_Up);
        QCOMPARE(paladin->value(), 2);
        QVERIFY(ok->isEnabled());
        QTest::keyClick(warrior, Qt::Key_Down);
        QTest::keyClick(warrior, Qt::Key_Down);
        QTest::keyClick(warrior, Qt::Key_Down); // never below its damage (2)
        QCOMPARE(warrior->value(), -2);
        kbztest::typeInto(dialog.goldBox(), QStringLiteral("-1"));
        kbztest::typeInto(dialog.noteEdit(), QStringLiteral("forgot the boulder"));
        const QLabel *result = dialog.findChild<QLabel *>(QStringLiteral("result0"));
        QVERIFY(result);
        QCOMPARE(result->text(), QStringLiteral("1/5 ●○○○○ → 3/5 ●●●○○"));

        const Step step = dialog.step();
        QCOMPARE(step.kind, QStringLiteral("adjust"));
        QCOMPARE(step.actor, 0);
        QCOMPARE(hitsFromJson(step.payload.value(QStringLiteral("hits"))), (QList<Hit>{Hit{0, 2}}));
        QCOMPARE(hitsFromJson(step.payload.value(QStringLiteral("heals"))),
                 (QList<Hit>{Hit{1, 2}}));
        QCOMPARE(step.payload.value(QStringLiteral("gold")).toInt(), -1);
        QVERIFY(!step.payload.contains(QStringLiteral("food")));
        QCOMPARE(step.payload.value(QStringLiteral("note")).toString(),
                 QStringLiteral("forgot the boulder"));
    }

    // The correction dialog follows a language change while it is open.
    void adjustDialogRetranslates()
    {
        const auto s = handState();
        DlAdjustDialog dialog(*s, 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox *paladin = dialog.damageBox(0);
        QVERIFY(paladin);
        QTest::keyClick(paladin, Qt::Key_Up);
        const auto *gold = qobject_cast<const QLabel *>(
            static_cast<const QFormLayout *>(dialog.goldBox()->parentWidget()->layout())
                ->labelForField(dialog.goldBox()));
        const QLabel *name = dialog.findChild<QLabel *>(QStringLiteral("name0"));
        const QLabel *result = dialog.findChild<QLabel *>(QStringLiteral("result0"));
        QPushButton *ok = dialog.recordButton();
        QVERIFY(gold && name && result);
        QCOMPARE(gold->text(), QStringLiteral("&Gold (now 4):"));
        QCOMPARE(ok->text(), QStringLiteral("&Record the correction"));
        const QString title = dialog.windowTitle();
        QVERIFY(title.startsWith(QLatin1String("Correct ")));

        Translations::install(Lang::Ja);
        QCoreApplication::processEvents();
        const bool ja = dialog.windowTitle().endsWith(QStringLiteral("のボードを訂正"));
        const QString jaGold = gold->text();
        const QString jaName = name->text();
        const QString jaOk = ok->text();
        const QString jaResult = result->text();
        Translations::install(Lang::En);
        QCoreApplication::processEvents();
        QVERIFY2(ja, qPrintable(title));
        QVERIFY2(jaGold.contains(QStringLiteral("4")) && jaGold != QStringLiteral("&Gold (now 4):"),
                 qPrintable(jaGold));
        QVERIFY2(jaName.startsWith(QStringLiteral("1. パラディン")), qPrintable(jaName));
        QCOMPARE(jaOk, QStringLiteral("訂正を記録(&R)"));
        QCOMPARE(jaResult, QStringLiteral("1/5 ●○○○○ → 2/5 ●●○○○"));
        QCOMPARE(paladin->value(), 1); // what was typed stays
        // And back in English.
        QCOMPARE(dialog.windowTitle(), title);
        QCOMPARE(gold->text(), QStringLiteral("&Gold (now 4):"));
        QCOMPARE(ok->text(), QStringLiteral("&Record the correction"));
    }

    // A rule id in the resolve checklist opens the rule browser on it: Tab to the link in the
    // checklist's line, Enter.
    void checklistOpensTheRule()
    {
        startYear();
        if (QTest::currentTestFailed())
            return;
        planBoth();
        if (QTest::currentTestFailed())
            return;
        reveal();
        if (QTest::currentTestFailed())
            return;
        DlResolveTool *tool = view()->resolveTool();
        QLabel *line = tool->checklistLine(int(FightStep::Traps));
        QVERIFY(line);
        const QString rule = fightStepRule(FightStep::Traps);
        QVERIFY2(line->text().contains(QStringLiteral("href=\"%1\"").arg(rule)),
                 qPrintable(line->text()));
        RuleBrowserDock *rules = window()->ruleBrowser();
        rules->hide();
        QVERIFY(rules->currentRule() != rule);
        const int before = steps();
        line->setFocus();
        QTest::keyClick(line, Qt::Key_Tab); // to the link
        QTest::keyClick(line, Qt::Key_Return);
        QTRY_COMPARE(rules->currentRule(), rule);
        QVERIFY(rules->isVisible());
        QCOMPARE(steps(), before); // Enter on the link records nothing
    }

    // The header, the card track and the status line over a game in the app.
    void headerAndStatus()
    {
        startYear();
        if (QTest::currentTestFailed())
            return;
        DlGameView *v = view();
        QVERIFY2(v->headerLabel()->text().contains(QLatin1String("Year 1")),
                 qPrintable(v->headerLabel()->text()));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("Round 1 of 4")));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("start player: Ann")));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("paladin at Ben's board")));
        QVERIFY2(v->statusLabel()->text().contains(QLatin1String("Ann to move")),
                 qPrintable(v->statusLabel()->text()));
        QVERIFY(v->cardTrack()->slotText(1).contains(QLatin1String("not revealed yet")));
        QVERIFY(v->board(0) && v->board(1));
        QVERIFY(!v->board(2));
        QCOMPARE(v->board(1)->adventurerText(0), QStringLiteral("Paladin L3"));
        QCOMPARE(v->board(0)->stageLabel()->text(), QStringLiteral("planning"));
        QCOMPARE(v->board(0)->tileState(0), QStringLiteral("nearest"));
    }

    // The game started from the New Game dialog (File ▸ New game…): two players, the year's
    // entry shown, one (empty) board per player.
    void startsFromTheNewGameDialog()
    {
        NewGameDialog *dialog = window()->showNewGameDialog();
        QVERIFY(dialog);
        dialog->setEngineId(QStringLiteral("dungeon-lords"));
        dialog->setPlayerCount(2);
        QCOMPARE(dialog->config().players.size(), 2);
        // The start player and the years tracked are the dialog's options for this game.
        auto *first = dialog->findChild<QComboBox *>(QStringLiteral("firstPlayerCombo"));
        QVERIFY(first && first->isVisibleTo(dialog));
        QVERIFY(dialog->startYearCombo()->isVisibleTo(dialog));
        first->setCurrentIndex(1);
        dialog->startYearCombo()->setCurrentIndex(1);
        QCOMPARE(dialog->config().options.value(QStringLiteral("startPlayer")).toInt(), 1);
        QCOMPARE(dialog->config().options.value(QStringLiteral("startYear")).toInt(), 2);
        first->setCurrentIndex(0);
        dialog->startYearCombo()->setCurrentIndex(0);
        QCOMPARE(dialog->config().options.value(QStringLiteral("startYear")).toInt(), 1);
        auto *box = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QVERIFY(box);
        QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(view());
        DlGameView *v = view();
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(v->yearTool()));
        QTRY_VERIFY(v->board(1));
        QVERIFY(!v->board(2));
        QCOMPARE(v->board(0)->stageLabel()->text(), QStringLiteral("waiting for the year's setup"));
        QCOMPARE(v->board(0)->partyTree()->topLevelItem(0)->text(1),
                 QStringLiteral("not entered yet"));
        QVERIFY2(v->headerLabel()->text().contains(QLatin1String("setting up the year")),
                 qPrintable(v->headerLabel()->text()));
    }

    // A round walked with QTest input through the tools, the boards checked after each step;
    // undo brings back the paladin at Ben's, the tile unconquered, the damage before.
    void walksARound()
    {
        startYear();
        if (QTest::currentTestFailed())
            return;
        planBoth();
        if (QTest::currentTestFailed())
            return;
        reveal();
        if (QTest::currentTestFailed())
            return;
        resolveAnn();
        if (QTest::currentTestFailed())
            return;
        shot(QStringLiteral("dl-resolve.png"));
        resolveBen();
        if (QTest::currentTestFailed())
            return;
        checkRoundEnd();
        if (QTest::currentTestFailed())
            return;
        shot(QStringLiteral("dl-round-2.png"));

        // Undo Ben's conquest: the round is open again, the paladin back at Ben's board.
        DlGameView *v = view();
        const int after = steps();
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(steps(), after - 1);
        QCOMPARE(state().paladinSeat, 1);
        QTRY_COMPARE(v->board(1)->adventurerText(0), QStringLiteral("Paladin L3"));
        QCOMPARE(v->board(1)->damageText(0), QStringLiteral("1/5 ●○○○○"));
        QVERIFY(!v->board(1)->tileCrossedOut(0));
        QCOMPARE(v->board(0)->adventurerText(0), QStringLiteral("Warrior L2"));
        QVERIFY(v->board(1)->isResolving());
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->resolveTool()));
        // Redo: round 2 again.
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(steps(), after);
        QTRY_COMPARE(v->board(0)->adventurerText(0), QStringLiteral("Paladin L3"));
    }

    // The boards, the header and the card track at the common window sizes in English and
    // Japanese: no text cut, in the plan phase and while Ann resolves with damage shown.
    void layoutFits_data() { kbztest::addLayoutRows(); }

    void layoutFits()
    {
        QFETCH(QSize, size);
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(size, japanese);
        if (QTest::currentTestFailed())
            return;
        const QString name = kbztest::layoutShotPrefix("dl", size, japanese);
        startYear();
        if (QTest::currentTestFailed())
            return;
        DlGameView *v = view();
        auto check = [&](const char *phase) {
            kbztest::settleLayouts();
            shot(name + QLatin1String(phase) + QStringLiteral(".png"));
            QStringList clipped;
            for (QWidget *part :
                 {static_cast<QWidget *>(v->board(0)), static_cast<QWidget *>(v->board(1)),
                  static_cast<QWidget *>(v->cardTrack())})
                clipped += kbztest::clippedTexts(part);
            for (QLabel *label : {v->headerLabel(), v->statusLabel()})
                if (label->heightForWidth(label->width()) > label->height() + 1)
                    clipped.append(kbztest::describeClipped(label, label->text()));
            kbztest::verifyNothingClipped(phase, clipped);
        };
        check("plan");
        if (QTest::currentTestFailed())
            return;
        record("plan", 0,
               {{QStringLiteral("tile"), 0},
                {QStringLiteral("trap"), QStringLiteral("rolling-boulder")},
                {QStringLiteral("monsters"), QJsonArray{0}}});
        record("plan", 1,
               {{QStringLiteral("tile"), 0}, {QStringLiteral("monsters"), QJsonArray{0}}});
        record("reveal", -1,
               {{QStringLiteral("fatigue"), 2},
                {QStringLiteral("lightning"), true},
                {QStringLiteral("crystal"), true},
                {QStringLiteral("spell"), QStringLiteral("heal")}});
        record("trap", 0, {});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().phase, Phase::Resolve);
        check("resolve");
    }

    // "Correct…" from a board with Ctrl+K: the dialog records an "adjust" step; undo restores.
    void correctsABoard()
    {
        startYear();
        if (QTest::currentTestFailed())
            return;
        DlGameView *v = view();
        DlBoardView *ben = v->board(1);
        ben->partyTree()->setFocus();
        QTest::keyClick(ben->partyTree(), Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY(v->adjustDialog());
        DlAdjustDialog *dialog = v->adjustDialog();
        QCOMPARE(dialog->seat(), 1);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QSpinBox *warrior = dialog->damageBox(1); // the paladin leads: the warrior is second
        QVERIFY(warrior);
        warrior->setFocus();
        QTest::keyClick(warrior, Qt::Key_Up);
        kbztest::typeInto(dialog->foodBox(), QStringLiteral("2"));
        const int before = steps();
        QTest::keyClick(dialog->noteEdit(), Qt::Key_Return); // the dialog's default: OK
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(kindAt(before), QStringLiteral("adjust"));
        QCOMPARE(state().players.at(1).party.at(1).damage, 1);
        QCOMPARE(state().players.at(1).food, 5);
        QTRY_COMPARE(ben->damageText(1), QStringLiteral("1/3 ●○○"));
        QVERIFY(ben->resourcesLabel()->text().contains(QLatin1String("food 5")));
        QTRY_VERIFY(!v->adjustDialog());

        window()->activateWindow(); // the dialog gave the activation back
        QVERIFY(QTest::qWaitForWindowActive(window()));
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(steps(), before);
        QTRY_COMPARE(ben->damageText(1), QStringLiteral("0/3 ○○○"));
        QVERIFY(ben->resourcesLabel()->text().contains(QLatin1String("food 3")));
    }

    // "Move the paladin here" from Ann's board (Ctrl+Shift+P): a "paladin" step; undo.
    void movesThePaladinByHand()
    {
        startYear();
        if (QTest::currentTestFailed())
            return;
        DlGameView *v = view();
        DlBoardView *ann = v->board(0);
        QVERIFY(ann->paladinAction()->isEnabled());
        QVERIFY(!v->board(1)->paladinAction()->isEnabled());
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // the rule says Ben's board: warned
        ann->tilesTree()->setFocus();
        QTest::keyClick(ann->tilesTree(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(kindAt(before), QStringLiteral("paladin"));
        QCOMPARE(state().paladinSeat, 0);
        QTRY_COMPARE(ann->adventurerText(0), QStringLiteral("Paladin L3"));
        QVERIFY(ann->titleLabel()->text().contains(QLatin1String("paladin here")));
        QCOMPARE(v->board(1)->adventurerText(0), QStringLiteral("Warrior L1"));
        QVERIFY(v->headerLabel()->text().contains(QLatin1String("paladin at Ann's board")));

        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(steps(), before);
        QTRY_COMPARE(v->board(1)->adventurerText(0), QStringLiteral("Paladin L3"));
        QCOMPARE(ann->adventurerText(0), QStringLiteral("Warrior L1"));
    }
};

QTEST_MAIN(TstDlGui)
#include "tst_dl_gui.moc"
