// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords plan and resolve tools as the table used them (issues "At the table, second
// pass" and "Never block"), with QTest input: a healing spell asks for the card's number and the
// journal says how much it healed; the conquest box and the result never contradict each other;
// the trap symbols that cancel damage are credited to whoever holds them (the paladin); and, in
// the app, every step the rules do not call for is offered, marked with its rule, warned, and
// recorded with "record anyway": a fight with no unconquered tile, a release with one, late magic
// or the conquest while a monster may still attack, a monster that was not committed.
#include "../support/DlSessionFixture.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "dungeonlords/DlGameView.h"
#include "dungeonlords/DlPlanTool.h"
#include "dungeonlords/DlResolveTool.h"
#include "dungeonlords/DlRules.h"
#include "dungeonlords/DlViewText.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <functional>

using namespace kbz;
using namespace kbz::dl;
using namespace kbztest::dl;

namespace {

// The journal line of the session's last step, in a language.
QString lastLine(const DlSession &game, Lang lang)
{
    Session *s = game.session();
    return s->entry(s->count() - 1).description.text(lang);
}

// The journal line the step would get.
QString lineOf(const DlSession &game, const Step &step)
{
    Session *s = game.session();
    return s->engine()->describe(*s->state(), step).text(Lang::En);
}

Step revealSpell(int fatigue, const char *spell)
{
    return {QStringLiteral("reveal"), -1,
            QJsonObject{{QStringLiteral("fatigue"), fatigue},
                        {QStringLiteral("lightning"), true},
                        {QStringLiteral("crystal"), false},
                        {QStringLiteral("spell"), QString::fromLatin1(spell)}}};
}

void key(Qt::Key k, Qt::KeyboardModifiers mods = {})
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, k, mods);
}

// ---- "Never block": one step the rules do not call for, entered in the app.

using Input = std::function<void(DlGameView *)>;
using StateCheck = std::function<void(const DlState &)>;

struct Case
{
    QJsonArray players; // the year's dungeons
    QList<Step> before; // recorded directly, after the year
    Input input;
    QString kind;
    QString ruleId;
    StateCheck after; // the state changed as the table did
};

// Seat 0 fights on its tunnel with the goblin (the troll stays home); its wizard's crystal
// makes late magic happen on a card with the green crystal. Seat 1 fights with its slime.
QJsonArray pendingGoblin()
{
    return {player({tile("tunnel", 1)}, {adv("wizard", 3, 1), adv("warrior", 4)},
                   {monster("goblin"), monster("troll")}),
            player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})};
}

QList<Step> goblinPlanned()
{
    return {plan(0, 0, QJsonValue::Null, {0}), plan(1, 0, QJsonValue::Null, {0}),
            reveal(1, false, true)};
}

// Chooses a step in the resolve tool's step chooser with the keyboard (Alt+S, then arrows).
void chooseStep(DlGameView *v, FightStep step)
{
    DlResolveTool *tool = v->resolveTool();
    tool->focusEntry();
    key(Qt::Key_S, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(tool->stepCombo()));
    const int from = tool->stepCombo()->currentIndex();
    for (int i = from; i < int(step); ++i)
        key(Qt::Key_Down);
    QCOMPARE(tool->entryStep(), std::optional<FightStep>(step));
    // Marked: the colour and the rule in the tooltip.
    const int row = tool->stepCombo()->currentIndex();
    QCOMPARE(tool->stepCombo()->itemData(row, Qt::ForegroundRole).value<QColor>(),
             DlViewText::againstRulesColor());
    QVERIFY2(tool->stepCombo()
                 ->itemData(row, Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("dl.step.monsters")),
             qPrintable(tool->stepCombo()->itemData(row, Qt::ToolTipRole).toString()));
}

QList<Case> cases()
{
    const QJsonArray prisonersNoTile{
        player({tile("tunnel", 1, true)}, {adv("warrior", 3)}, {monster("goblin")}, {}, 3,
               {adv("thief", 2)}),
        player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})};
    const QJsonArray prisonersAndTile{
        player({tile("tunnel", 1)}, {adv("warrior", 3)}, {monster("goblin")}, {}, 3,
               {adv("thief", 2)}),
        player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})};
    return {
        // No unconquered tile: the table fights on the conquered tunnel all the same.
        {prisonersNoTile,
         {},
         [](DlGameView *v) {
             DlPlanTool *tool = v->planTool();
             QVERIFY(tool->releasing()); // proposed: the release
             QVERIFY(tool->fightButton()->isEnabled());
             QVERIFY(tool->fightButton()->toolTip().contains(QStringLiteral("dl.end.no-tile")));
             QCOMPARE(tool->fightButton()->palette().color(QPalette::WindowText),
                      DlViewText::againstRulesColor());
             tool->focusEntry();
             key(Qt::Key_I, Qt::AltModifier);
             QTRY_VERIFY(tool->fightButton()->isChecked());
             QVERIFY(!tool->releasing());
             QVERIFY(tool->tileList()->isVisible());
             QCOMPARE(tool->tileList()->currentRow(), 0);
             QVERIFY(tool->tileLabel()->text().contains(QStringLiteral("dl.end.no-tile")));
         },
         QStringLiteral("plan"),
         QStringLiteral("dl.end.no-tile"),
         [](const DlState &s) {
             QCOMPARE(s.players[0].stage, Stage::Planned);
             QCOMPARE(s.players[0].fight.tile, 0);
             QCOMPARE(s.players[0].prisoners.size(), 1);
         }},
        // A tile is left: the table releases a prisoner instead.
        {prisonersAndTile,
         {},
         [](DlGameView *v) {
             DlPlanTool *tool = v->planTool();
             QVERIFY(!tool->releasing()); // proposed: the fight
             QVERIFY(tool->releaseButton()->isEnabled());
             QVERIFY(tool->releaseButton()->toolTip().contains(QStringLiteral("dl.end.no-tile")));
             QCOMPARE(tool->releaseButton()->palette().color(QPalette::WindowText),
                      DlViewText::againstRulesColor());
             tool->focusEntry();
             key(Qt::Key_A, Qt::AltModifier);
             QTRY_VERIFY(tool->releasing());
             QVERIFY(tool->prisonerList()->isVisible());
             QVERIFY2(tool->releaseLabel()->text().contains(QStringLiteral("dl.end.no-tile")),
                      qPrintable(tool->releaseLabel()->text()));
         },
         QStringLiteral("release"),
         QStringLiteral("dl.end.no-tile"),
         [](const DlState &s) {
             QCOMPARE(s.players[0].prisoners.size(), 0);
             QCOMPARE(s.players[0].stage, Stage::Done);
         }},
        // Late magic while the goblin may still attack.
        {pendingGoblin(), goblinPlanned(),
         [](DlGameView *v) { chooseStep(v, FightStep::LateMagic); }, QStringLiteral("magic"),
         QStringLiteral("dl.step.monsters"),
         [](const DlState &s) {
             QVERIFY(s.players[0].fight.lateDone);
             QVERIFY(s.players[0].fight.attacked.isEmpty());
             QCOMPARE(s.players[0].stage, Stage::Healing);
         }},
        // The conquest while the goblin may still attack.
        {pendingGoblin(), goblinPlanned(),
         [](DlGameView *v) { chooseStep(v, FightStep::Conquest); }, QStringLiteral("conquest"),
         QStringLiteral("dl.step.monsters"),
         [](const DlState &s) {
             QVERIFY(s.players[0].tiles[0].conquered);
             QVERIFY(s.players[0].fight.attacked.isEmpty());
             QCOMPARE(s.resolving, 1);
         }},
        // The troll, not committed, attacks.
        {pendingGoblin(), goblinPlanned(),
         [](DlGameView *v) {
             DlResolveTool *tool = v->resolveTool();
             QListWidget *attackers = tool->attackerList();
             QCOMPARE(attackers->count(), 2);
             QListWidgetItem *troll = attackers->item(1);
             QVERIFY2(troll->text().contains(QStringLiteral("not committed")),
                      qPrintable(troll->text()));
             QVERIFY(troll->flags() & Qt::ItemIsEnabled);
             QVERIFY(troll->toolTip().contains(QStringLiteral("dl.step.monsters")));
             QCOMPARE(troll->foreground().color(), DlViewText::againstRulesColor());
             tool->focusEntry();
             key(Qt::Key_Down);
             QCOMPARE(tool->chosenMonster(), 1);
         },
         QStringLiteral("attack"), QStringLiteral("dl.step.monsters"),
         [](const DlState &s) {
             QVERIFY(s.players[0].monsters[1].used);
             QVERIFY(s.players[0].fight.attacked.contains(1));
             // The troll's 3 defeat the wizard in front: to the prison.
             QCOMPARE(s.players[0].prisoners.size(), 1);
         }},
    };
}

} // namespace

class TstDlTableGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("dltable"), QSize(1600, 1000)};
    DlSession m_game;

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void healingSpellAsksTheAmount();
    void conquestBoxAgreesWithTheResult();
    void trapSymbolsCreditTheirHolder();
    void neverBlock_data();
    void neverBlock();
};

// A healing spell on a hurt party: the card's number is asked for (Kibitzer does not know the
// cards' texts), the healing follows from it, and the journal says how much was healed. The
// next player's fight proposes the number the table gave.
void TstDlTableGui::healingSpellAsksTheAmount()
{
    QVERIFY(
        m_game.start({player({tile("tunnel", 1)}, {adv("wizard", 3, 1), adv("warrior", 5, 0, 3)},
                             {monster("goblin")}),
                      player({tile("room", 1)}, {adv("wizard", 3, 1), adv("warrior", 4, 0, 2)},
                             {monster("goblin")})}));
    QVERIFY(m_game.record(plan(0, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(revealSpell(1, "heal")));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    tool.setCurrent(true);
    connectRecording(&tool, &m_game);
    QCOMPARE(tool.entryStep(), std::optional<FightStep>(FightStep::EarlyMagic));

    // Asked for, empty: nothing to record yet, and the note says why.
    QLineEdit *amount = tool.spellAmountEdit();
    QVERIFY(amount->isVisibleTo(&tool));
    QVERIFY(amount->text().isEmpty());
    QCOMPARE(prepared(tool).kind, QStringLiteral("none"));
    QVERIFY(!tool.defaultButton()->isEnabled());
    QVERIFY2(tool.noteLabel()->text().contains(QStringLiteral("number from the card")),
             qPrintable(tool.noteLabel()->text()));

    // 2 from the card: front first, the warrior is healed by 2.
    QTest::keyClicks(amount, QStringLiteral("2"));
    QCOMPARE(tool.healSpin(0)->value(), 0);
    QCOMPARE(tool.healSpin(1)->value(), 2);
    QVERIFY(tool.defaultButton()->isEnabled());
    QCOMPARE(json(prepared(tool).payload),
             json(QJsonObject{{QStringLiteral("when"), QStringLiteral("early")},
                              {QStringLiteral("amount"), 2}}));
    QVERIFY2(tool.previewText().contains(QStringLiteral("healed 2")),
             qPrintable(tool.previewText()));
    QTest::keyClick(amount, Qt::Key_Return);
    QCOMPARE(m_game.state().players[0].party[1].damage, 1);
    QVERIFY2(lastLine(m_game, Lang::En).contains(QStringLiteral("healed 2 (2 from Warrior 2)")),
             qPrintable(lastLine(m_game, Lang::En)));
    QVERIFY2(lastLine(m_game, Lang::Ja).contains(QStringLiteral("治癒2")),
             qPrintable(lastLine(m_game, Lang::Ja)));
    QVERIFY(!lastLine(m_game, Lang::Ja).contains(QStringLiteral("効果なし")));

    // The other fight: the same card, its number proposed.
    QVERIFY(m_game.record(Step{QStringLiteral("attack"), 0, {{QStringLiteral("monster"), 0}}}));
    QVERIFY(m_game.record(Step{QStringLiteral("conquest"), 0, {}}));
    tool.sync();
    QCOMPARE(tool.seat(), 1);
    QCOMPARE(tool.entryStep(), std::optional<FightStep>(FightStep::EarlyMagic));
    QCOMPARE(amount->text(), QStringLiteral("2"));
    QCOMPARE(tool.healSpin(1)->value(), 2);
}

// The conquest box and the result agree: the box follows the proposal (nobody left standing
// after the fatigue: the tile holds) until the user sets it; then the result follows the box.
void TstDlTableGui::conquestBoxAgreesWithTheResult()
{
    QVERIFY(m_game.start({player({tile("tunnel", 1)}, {adv("warrior", 2)}, {}),
                          player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})}));
    QVERIFY(m_game.record(plan(0, 0, QJsonValue::Null, {})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(3)));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    QCOMPARE(tool.entryStep(), std::optional<FightStep>(FightStep::Conquest));

    // Fatigue 3 defeats the warrior (2 HP): nobody conquers, and the box says so.
    QCOMPARE(tool.damageSpin(0)->value(), 2);
    QCheckBox *box = tool.conqueredBox();
    QVERIFY(!box->isChecked());
    QVERIFY2(tool.noteLabel()->text().contains(QStringLiteral("nobody is left standing")),
             qPrintable(tool.noteLabel()->text()));
    QVERIFY2(tool.previewText().contains(QStringLiteral("holds")), qPrintable(tool.previewText()));
    QCOMPARE(json(prepared(tool).payload), json(QJsonObject()));

    // 1 damage only: the warrior stands and conquers; the box follows.
    QSpinBox *front = tool.damageSpin(0);
    front->setFocus();
    QTest::keyClick(front, Qt::Key_Down);
    QVERIFY(box->isChecked());
    QVERIFY2(tool.noteLabel()->text().contains(QStringLiteral("is conquered")),
             qPrintable(tool.noteLabel()->text()));
    // (The preview shows the fatigue's warning; the journal line is the engine's.)
    QVERIFY2(lineOf(m_game, prepared(tool)).contains(QStringLiteral("conquered")),
             qPrintable(lineOf(m_game, prepared(tool))));
    QVERIFY(!prepared(tool).payload.contains(QStringLiteral("conquered")));
    QTest::keyClick(front, Qt::Key_Up);
    QVERIFY(!box->isChecked());

    // The table says the tile fell all the same: the result follows the box, warned.
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Space);
    QVERIFY(box->isChecked());
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("conquered")), QJsonValue(true));
    QVERIFY2(tool.noteLabel()->text().contains(QStringLiteral("is conquered")),
             qPrintable(tool.noteLabel()->text()));
    QVERIFY2(lineOf(m_game, prepared(tool)).contains(QStringLiteral("conquered")),
             qPrintable(lineOf(m_game, prepared(tool))));
    QVERIFY2(tool.previewText().contains(QStringLiteral("dl.end.conditions")),
             qPrintable(tool.previewText()));
    // Set by the user, the box no longer follows the damage.
    QTest::keyClick(front, Qt::Key_Down);
    QVERIFY(box->isChecked());
}

// The trap door on a party led by a paladin with no thief: the paladin's symbols cancel the
// damage, and the note and the journal credit the paladin.
void TstDlTableGui::trapSymbolsCreditTheirHolder()
{
    QVERIFY(m_game.start({player({tile("tunnel", 1)}, {adv("paladin", 5, 1), adv("warrior", 3)}, {},
                                 {QStringLiteral("trap-door")}),
                          player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})}));
    QVERIFY(m_game.record(plan(0, 0, QStringLiteral("trap-door"), {})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(1)));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    connectRecording(&tool, &m_game);
    QCOMPARE(tool.entryStep(), std::optional<FightStep>(FightStep::Traps));
    QCOMPARE(tool.damageSpin(0)->value(), 1); // 2, one cancelled
    const QString note = tool.noteLabel()->text();
    QVERIFY2(note.contains(QStringLiteral("Paladin 1&#x27;s symbols cancel 1 damage")) ||
                 note.contains(QStringLiteral("Paladin 1's symbols cancel 1 damage")),
             qPrintable(note));
    QVERIFY2(!note.contains(QStringLiteral("thie")), qPrintable(note));
    QVERIFY(tool.recordPrepared());
    QCOMPARE(m_game.state().players[0].party[0].damage, 1);
    QVERIFY2(lastLine(m_game, Lang::En)
                 .contains(QStringLiteral("Paladin 1's trap symbols cancel 1 damage")),
             qPrintable(lastLine(m_game, Lang::En)));
    QVERIFY2(lastLine(m_game, Lang::Ja).contains(QStringLiteral("パラディン1")),
             qPrintable(lastLine(m_game, Lang::Ja)));
}

void TstDlTableGui::neverBlock_data()
{
    QTest::addColumn<int>("index");
    const QList<Case> all = cases();
    for (int i = 0; i < all.size(); ++i)
        QTest::addRow("%d %s %s", i, qPrintable(all.at(i).kind), qPrintable(all.at(i).ruleId)) << i;
}

// Offered, marked, warned before recording; "record anyway" records it and the state changes
// as the table did.
void TstDlTableGui::neverBlock()
{
    QFETCH(int, index);
    const Case c = cases().at(index);
    MainWindow *window = m_fixture.window();
    GameConfig config;
    config.players = {{QStringLiteral("P1"), QString()}, {QStringLiteral("P2"), QString()}};
    config.options.insert(QStringLiteral("startPlayer"), 0);
    QVERIFY(window->startGame(QStringLiteral("dungeon-lords"), config, QStringLiteral("T")));
    auto *view = qobject_cast<DlGameView *>(window->gamePage()->gameView());
    QVERIFY(view);
    Session *session = window->session();
    QList<Step> before{yearStep(c.players)};
    before += c.before;
    for (const Step &step : std::as_const(before))
        QCOMPARE(session->record(step, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
    QCoreApplication::processEvents();
    const int at = session->index();

    c.input(view);
    if (QTest::currentTestFailed())
        return;
    auto *tool = qobject_cast<StepTool *>(view->currentTool());
    QVERIFY(tool);
    QTRY_VERIFY2(tool->previewText().contains(c.ruleId), qPrintable(tool->previewText()));
    QCOMPARE(session->index(), at);

    MessageBoxes::setNextAnswer(QMessageBox::Yes); // "Record it anyway?"
    key(Qt::Key_Return);
    QTRY_VERIFY(session->index() > at);
    QCOMPARE(MessageBoxes::pendingAnswers(), 0);
    QVERIFY2(MessageBoxes::lastText().contains(c.ruleId), qPrintable(MessageBoxes::lastText()));
    const Session::Entry e = session->entry(at);
    QCOMPARE(e.record.step.kind, c.kind);
    QStringList ids;
    for (const Finding &f : e.record.findings)
        ids.append(f.ruleId);
    QVERIFY2(ids.contains(c.ruleId), qPrintable(ids.join(QLatin1Char(' '))));
    c.after(static_cast<const DlState &>(*session->state()));
}

QTEST_MAIN(TstDlTableGui)
#include "tst_dl_table_gui.moc"
