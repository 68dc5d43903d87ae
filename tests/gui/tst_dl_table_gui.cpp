// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords resolve tool as the table used it (issue "At the table, second pass"), with
// QTest input: a healing spell asks for the card's number and the journal says how much it
// healed; the conquest box and the result never contradict each other; the trap symbols that
// cancel damage are credited to whoever holds them (the paladin).
#include "../support/DlSessionFixture.h"
#include "Translations.h"
#include "dungeonlords/DlResolveTool.h"
#include "dungeonlords/DlRules.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

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

Step revealSpell(int fatigue, const char *spell)
{
    return {QStringLiteral("reveal"), -1,
            QJsonObject{{QStringLiteral("fatigue"), fatigue},
                        {QStringLiteral("lightning"), true},
                        {QStringLiteral("crystal"), false},
                        {QStringLiteral("spell"), QString::fromLatin1(spell)}}};
}

} // namespace

class TstDlTableGui : public QObject
{
    Q_OBJECT

    DlSession m_game;

private Q_SLOTS:
    void initTestCase() { Translations::install(Lang::En); }

    void healingSpellAsksTheAmount();
    void conquestBoxAgreesWithTheResult();
    void trapSymbolsCreditTheirHolder();
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
    QVERIFY2(tool.previewText().contains(QStringLiteral("conquered")),
             qPrintable(tool.previewText()));
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
    QVERIFY2(!tool.previewText().contains(QStringLiteral("holds")), qPrintable(tool.previewText()));
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

QTEST_MAIN(TstDlTableGui)
#include "tst_dl_table_gui.moc"
