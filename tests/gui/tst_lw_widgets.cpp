// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Light Wars widgets driven with QTest input: the army setup of the New Game dialog (budget
// left, unit count, king, the engine's warnings live), the library dialog (edit, undo/redo,
// save into a temporary database), the attack calculator (each outcome) and the tactics tool
// (paying in spare bases, not enough bases warned).
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/GameRegistry.h"
#include "core/Session.h"
#include "lightwars/LwActionTool.h"
#include "lightwars/LwArmyBuilder.h"
#include "lightwars/LwArmySetup.h"
#include "lightwars/LwAttackCalculator.h"
#include "lightwars/LwCardLibraryStore.h"
#include "lightwars/LwDeployTool.h"
#include "lightwars/LwEngine.h"
#include "lightwars/LwLibraryDialog.h"
#include "lightwars/LwMapBoard.h"
#include "lightwars/LwMapEditor.h"
#include "lightwars/LwModule.h"
#include "lightwars/LwScoreSheet.h"
#include "lightwars/LwTacticsTool.h"
#include "lordsofwar/LowDeckSetup.h"
#include "storage/CardStore.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <QUndoStack>

using namespace kbz;
using namespace kbz::lw;

namespace {

// Units with every figure entered, and a tactics tile.
QJsonArray testCards()
{
    return QJsonDocument::fromJson(R"([
      {"id":"king","name":{"en":"King","ja":"王"},"type":"unit","king":true,"cost":0,
       "attack":2,"move":1},
      {"id":"infantry","name":{"en":"Infantry","ja":"歩兵"},"type":"unit","cost":3,
       "attack":4,"move":2},
      {"id":"archer","name":{"en":"Archer","ja":"弓兵"},"type":"unit","cost":4,"attack":3,
       "move":1,"skills":["shoot"]},
      {"id":"pikeman","name":{"en":"Pikeman","ja":"槍兵"},"type":"unit","cost":5,"attack":3,
       "move":1,"skills":["pike"]},
      {"id":"charge","name":{"en":"Charge","ja":"突撃"},"type":"tactic","cost":2,
       "text":{"en":"+2 to one attack","ja":"攻撃1回に+2"}}
    ])")
        .array();
}

LwCardLibrary testLibrary()
{
    QString error;
    const auto library = LwCardLibrary::fromJson(testCards(), &error);
    return library.value_or(LwCardLibrary());
}

QJsonObject army(const QStringList &units, const QStringList &tactics, int bases = 10)
{
    return {{QStringLiteral("units"), QJsonArray::fromStringList(units)},
            {QStringLiteral("tactics"), QJsonArray::fromStringList(tactics)},
            {QStringLiteral("bases"), bases}};
}

// Red: king, infantry, archer, pikeman + charge (14 of 20); blue: king, two infantry, pikeman
// + charge (13 of 20).
GameConfig config(int redBases = 10)
{
    GameConfig c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                 {QStringLiteral("Ben"), QStringLiteral("blue")}};
    c.options = {{QStringLiteral("budget"), 20},
                 {QStringLiteral("turns"), 5},
                 {QStringLiteral("cards"), testCards()},
                 {QStringLiteral("armies"),
                  QJsonArray{army({QStringLiteral("king"), QStringLiteral("infantry"),
                                   QStringLiteral("archer"), QStringLiteral("pikeman")},
                                  {QStringLiteral("charge")}, redBases),
                             army({QStringLiteral("king"), QStringLiteral("infantry"),
                                   QStringLiteral("infantry"), QStringLiteral("pikeman")},
                                  {QStringLiteral("charge")})}}};
    return c;
}

Step step(const char *kind, int actor, const QJsonObject &payload = {})
{
    return {QString::fromLatin1(kind), actor, payload};
}

// A game on a temporary database, its steps recorded as confirmed by the table.
class LwSession
{
public:
    bool start(const GameConfig &c)
    {
        m_session.reset();
        m_journal.reset();
        m_db.reset();
        DbError err;
        m_db = Database::open(m_dir.filePath(QStringLiteral("lw%1.sqlite").arg(++m_games)),
                              Database::Mode::ReadWrite, &err);
        if (!m_db)
            return false;
        m_journal = std::make_unique<Journal>(*m_db);
        m_session =
            Session::start(*m_journal, std::make_shared<LwEngine>(), c, QStringLiteral("t"), &err);
        return m_session != nullptr;
    }
    bool record(const Step &s)
    {
        return m_session->record(s, Session::Confirm::Yes).outcome == Session::Outcome::Recorded;
    }
    // Deployed behind a screen; blue (more unspent cost) lets red play first.
    bool toTactics()
    {
        return record(step("deploy", -1, {{QStringLiteral("method"), QStringLiteral("screen")}})) &&
               record(step("first-player", 1,
                           {{QStringLiteral("side"), 0}, {QStringLiteral("decidedBy"), 1}}));
    }
    Session *session() const { return m_session.get(); }
    std::shared_ptr<const LwState> state() const
    {
        return std::dynamic_pointer_cast<const LwState>(m_session->state());
    }

private:
    QTemporaryDir m_dir;
    int m_games = 0;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;
};

QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.ruleId);
    return out;
}

// Selects the line of card `id` in a builder's tree with the keyboard (Home, then Down).
bool selectWithKeys(QTreeWidget *tree, const QString &id)
{
    int row = -1;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole).toString() == id)
            row = i;
    if (row < 0)
        return false;
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Home);
    for (int i = 0; i < row; ++i)
        QTest::keyClick(tree, Qt::Key_Down);
    return tree->currentItem() && tree->currentItem()->data(0, Qt::UserRole).toString() == id;
}

void typeInto(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
}

// A picture for people to look at, when KIBITZER_SHOTS_DIR is set.
void shot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("KIBITZER_SHOTS_DIR");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        w->grab().save(QDir(dir).filePath(QLatin1String(name)));
}

// Clicks a check box on its box.
void clickCheckBox(QCheckBox *box)
{
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator =
        box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
}

// Chooses item `index` of a combo box with the keyboard.
void chooseWithKeys(QComboBox *combo, int index)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
}

} // namespace

class TestLwWidgets : public QObject
{
    Q_OBJECT

    LwSession m_game;

    // The calculator of red's first action, in a window (so that focus and keys work).
    std::unique_ptr<LwActionTool> actionTool()
    {
        if (!m_game.start(config()) || !m_game.toTactics() ||
            !m_game.record(step("tactics", 0, {{QStringLiteral("tiles"), QJsonArray{}}})))
            return {};
        auto tool = std::make_unique<LwActionTool>();
        tool->setSession(m_game.session());
        tool->setKind(QStringLiteral("attack"));
        tool->resize(640, 700);
        tool->show();
        tool->activateWindow();
        if (!QTest::qWaitForWindowActive(tool.get()))
            return {};
        return tool;
    }

private Q_SLOTS:
    void init() { Translations::install(Lang::En); }

    void armySetupBudget()
    {
        LwArmySetup setup;
        setup.show();
        setup.setLibrary(testLibrary());
        QSignalSpy changed(&setup, &LwArmySetup::changed);
        LwArmyBuilder *red = setup.builder(0);
        // A new army starts with its king (cost 0).
        QCOMPARE(red->units(), QStringList{QStringLiteral("king")});
        QCOMPARE(red->budgetLabel()->text(), QStringLiteral("20 of 20 left"));
        QCOMPARE(red->unitsLabel()->text(), QStringLiteral("1 / 10 units"));

        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("infantry")));
        QTest::keyClick(red->libraryTree(), Qt::Key_Return);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(red->budgetLabel()->text(), QStringLiteral("17 of 20 left"));
        QCOMPARE(red->unitsLabel()->text(), QStringLiteral("2 / 10 units"));
        QCOMPARE(red->spareLabel()->text(), QStringLiteral("→ 8 spare bases"));
        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("charge")));
        QTest::keyClick(red->libraryTree(), Qt::Key_Plus);
        QCOMPARE(red->budgetLabel()->text(), QStringLiteral("15 of 20 left"));

        const QJsonObject o = setup.options();
        QCOMPARE(o.value(QStringLiteral("budget")).toInt(), 20);
        QCOMPARE(o.value(QStringLiteral("turns")).toInt(), 5);
        QCOMPARE(o.value(QStringLiteral("cards")).toArray().size(), 5);
        const QJsonObject redArmy = o.value(QStringLiteral("armies")).toArray().at(0).toObject();
        QCOMPARE(redArmy.value(QStringLiteral("units")).toArray(),
                 (QJsonArray{QStringLiteral("king"), QStringLiteral("infantry")}));
        QCOMPARE(redArmy.value(QStringLiteral("tactics")).toArray(),
                 QJsonArray{QStringLiteral("charge")});
        QCOMPARE(redArmy.value(QStringLiteral("bases")).toInt(), 10);
        QVERIFY2(setup.findings().isEmpty(), qPrintable(ruleIds(setup.findings()).join(' ')));

        // Over the budget: six more infantry (5 + 6 × 3 = 23; the king costs 0).
        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("infantry")));
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(red->libraryTree(), Qt::Key_Return);
        QCOMPARE(red->spent(), 23);
        QCOMPARE(red->budgetLabel()->text(), QStringLiteral("3 over 20"));
        QVERIFY(red->budgetLabel()->styleSheet().contains(QLatin1String("#b03a2e")));
        QVERIFY(ruleIds(setup.findings()).contains(QStringLiteral("lw.army.budget")));
        QVERIFY(setup.findingsLabel()->text().contains(QLatin1String("lw.army.budget")));
        setup.resize(900, 560);
        shot(&setup, "lw-army-setup.png");

        // Back within the budget: Delete on the army's infantry line twice.
        QVERIFY(selectWithKeys(red->armyTree(), QStringLiteral("infantry")));
        QTest::keyClick(red->armyTree(), Qt::Key_Delete);
        QTest::keyClick(red->armyTree(), Qt::Key_Delete);
        QCOMPARE(red->budgetLabel()->text(), QStringLiteral("3 of 20 left"));
        QVERIFY(!ruleIds(setup.findings()).contains(QStringLiteral("lw.army.budget")));
    }

    // The New Game dialog offers the army setup for Light Wars only, over the table's library,
    // and its config carries the scale and both armies; the findings reach the dialog's line.
    void newGameDialogLightWars()
    {
        GameRegistry registry;
        registry.add(lw::gameModule());
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QVERIFY(saveCardLibrary(store, testLibrary(), &err));
        NewGameDialog dialog(registry);
        dialog.setEngineId(QStringLiteral("light-wars"));
        dialog.setDatabase(db.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        LwArmySetup *setup =
            qobject_cast<kbz::lw::LwArmySetup *>(dialog.setupPage(QStringLiteral("light-wars")));
        QVERIFY(setup && setup->isVisible());
        // Only the registered games have a page (Lords of War is not registered here).
        QVERIFY(!dialog.setupPage(QStringLiteral("lords-of-war")));
        QCOMPARE(dialog.cardCount(), int(testLibrary().cards().size()));
        QCOMPARE(setup->library(), testLibrary());

        // Medium scale, an infantry for red.
        chooseWithKeys(setup->scaleCombo(), 1);
        LwArmyBuilder *red = setup->builder(0);
        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("infantry")));
        QTest::keyClick(red->libraryTree(), Qt::Key_Return);
        GameConfig c = dialog.config();
        QCOMPARE(c.players.size(), 2);
        QCOMPARE(c.options.value(QStringLiteral("budget")).toInt(), 30);
        QCOMPARE(c.options.value(QStringLiteral("turns")).toInt(), 8);
        QCOMPARE(c.options.value(QStringLiteral("armies"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("units"))
                     .toArray(),
                 (QJsonArray{QStringLiteral("king"), QStringLiteral("infantry")}));
        QCOMPARE(c.options.value(QStringLiteral("cards")).toArray(), testLibrary().toJson());
        QVERIFY(LwEngine().checkConfig(c).isEmpty());
        auto *warnings = dialog.findChild<QLabel *>(QStringLiteral("warningsLabel"));
        QVERIFY(warnings);
        QVERIFY2(warnings->text().isEmpty(), qPrintable(warnings->text()));

        // Two kings for red: the dialog's warning line says so (the engine's finding).
        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("king")));
        QTest::keyClick(red->libraryTree(), Qt::Key_Return);
        c = dialog.config();
        const QList<Finding> findings = LwEngine().checkConfig(c);
        QVERIFY(ruleIds(findings).contains(QStringLiteral("lw.army.king")));
        QVERIFY2(warnings->text().contains(findings.first().message.text(Lang::En).toHtmlEscaped()),
                 qPrintable(warnings->text()));
    }

    void armySetupLimits()
    {
        LwArmySetup setup;
        setup.show();
        setup.setLibrary(testLibrary());
        // A custom scale: typing a budget makes it custom.
        typeInto(setup.budgetSpin(), QStringLiteral("99"));
        QCOMPARE(setup.scaleCombo()->currentIndex(), 3);
        QCOMPARE(setup.options().value(QStringLiteral("budget")).toInt(), 99);
        // Medium with the keyboard.
        chooseWithKeys(setup.scaleCombo(), 1);
        QCOMPARE(setup.budget(), 30);
        QCOMPARE(setup.turns(), 8);
        typeInto(setup.budgetSpin(), QStringLiteral("99"));

        LwArmyBuilder *blue = setup.builder(1);
        QVERIFY(selectWithKeys(blue->libraryTree(), QStringLiteral("infantry")));
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(blue->libraryTree(), Qt::Key_Return);
        QCOMPARE(blue->unitsLabel()->text(), QStringLiteral("11 / 10 units"));
        QVERIFY(ruleIds(setup.findings()).contains(QStringLiteral("lw.army.unit-limit")));
        QVERIFY(setup.findingsLabel()->text().contains(QLatin1String("lw.army.unit-limit")));

        // No king: Delete on the king's line.
        QVERIFY(ruleIds(setup.findings()).count(QStringLiteral("lw.army.king")) == 0);
        QVERIFY(selectWithKeys(blue->armyTree(), QStringLiteral("king")));
        QTest::keyClick(blue->armyTree(), Qt::Key_Delete);
        QCOMPARE(blue->kingLabel()->text(), QStringLiteral("No king"));
        QVERIFY(ruleIds(setup.findings()).contains(QStringLiteral("lw.army.king")));
        // Two kings on red.
        LwArmyBuilder *red = setup.builder(0);
        QVERIFY(selectWithKeys(red->libraryTree(), QStringLiteral("king")));
        QTest::mouseClick(red->addButton(), Qt::LeftButton);
        QCOMPARE(red->kingLabel()->text(), QStringLiteral("2 kings"));
        QCOMPARE(ruleIds(setup.findings()).count(QStringLiteral("lw.army.king")), 2);

        // The options read back.
        LwArmySetup copy;
        copy.setOptions(setup.options());
        QCOMPARE(copy.options(), setup.options());
        QCOMPARE(copy.builder(1)->unitsLabel()->text(), QStringLiteral("10 / 10 units"));
    }

    void libraryDialogEditUndoSave()
    {
        QTemporaryDir dir;
        DbError err;
        auto db = Database::open(dir.filePath(QStringLiteral("lib.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        {
            LwLibraryDialog dialog(*db);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.isLoaded());
            int row = -1;
            for (int i = 0; i < dialog.cards().size(); ++i)
                if (dialog.cards().at(i).id == QLatin1String("infantry"))
                    row = i;
            QVERIFY(row >= 0);
            QCOMPARE(dialog.cards().at(row).cost, std::nullopt); // the shipped one: "?"
            QListWidget *list = dialog.list();
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
            QCOMPARE(dialog.currentRow(), row);
            auto *cost = dialog.findChild<QSpinBox *>(QStringLiteral("costSpin"));
            auto *attack = dialog.findChild<QSpinBox *>(QStringLiteral("attackSpin"));
            QVERIFY(cost && attack);
            QCOMPARE(cost->text(), QStringLiteral("?"));
            typeInto(cost, QStringLiteral("3"));
            QCOMPARE(dialog.cards().at(row).cost, std::optional<int>(3));
            typeInto(attack, QStringLiteral("4"));
            QCOMPARE(dialog.cards().at(row).attack, std::optional<int>(4));
            auto *pike = dialog.findChild<QCheckBox *>(QStringLiteral("pikeCheck"));
            pike->setFocus();
            QTest::keyClick(pike, Qt::Key_Space);
            QVERIFY(dialog.cards().at(row).hasSkill(kSkillPike));
            QVERIFY(list->item(row)->text().contains(QLatin1String("cost 3")));

            // Undo the pike, then the attack; redo the attack.
            QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier);
            QVERIFY(!dialog.cards().at(row).hasSkill(kSkillPike));
            QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(dialog.cards().at(row).attack, std::nullopt);
            QCOMPARE(dialog.cards().at(row).cost, std::optional<int>(3));
            QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(dialog.cards().at(row).attack, std::optional<int>(4));
            QCOMPARE(attack->value(), 4);
            QVERIFY(dialog.isModified());

            shot(&dialog, "lw-library.png");
            QSignalSpy saved(&dialog, &LwLibraryDialog::saved);
            QTest::keyClick(&dialog, Qt::Key_S, Qt::ControlModifier);
            QCOMPARE(saved.count(), 1);
            QVERIFY(!dialog.isModified());
        }
        CardStore store(*db);
        const auto library = loadCardLibrary(store, &err);
        QVERIFY(library);
        const LwCard *infantry = library->find(QStringLiteral("infantry"));
        QVERIFY(infantry);
        QCOMPARE(infantry->cost, std::optional<int>(3));
        QCOMPARE(infantry->attack, std::optional<int>(4));
        QCOMPARE(infantry->move, std::nullopt); // never entered: still unknown
        QVERIFY(!infantry->hasSkill(kSkillPike));
    }

    // The map board in the library (issue 18): squares given a kind with clicks; a map without
    // a blue Castle says why and is not saved; fixed, it is saved and read back.
    void libraryMapEditor()
    {
        QTemporaryDir dir;
        DbError err;
        auto db = Database::open(dir.filePath(QStringLiteral("map.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        {
            LwLibraryDialog dialog(*db);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            int row = -1;
            for (int i = 0; i < dialog.cards().size(); ++i)
                if (dialog.cards().at(i).isMap())
                    row = i;
            QVERIFY(row >= 0);
            QListWidget *list = dialog.list();
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
            auto *editor = dialog.findChild<LwMapEditor *>();
            QVERIFY(editor);
            QTRY_VERIFY(editor->isVisible());
            QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("attackSpin"))->isVisible());
            QCOMPARE(editor->map(), LwMap::defaultMap());
            auto click = [editor](const char *square) {
                const QRect r = editor->board()->squareRect(*squareFromCode(QLatin1String(square)));
                QVERIFY2(!r.isEmpty(), square);
                QTest::mouseClick(editor->board(), Qt::LeftButton, {}, r.center());
            };
            // d8 made plain: Blue has no Castle left.
            editor->kindCombo()->setCurrentIndex(LwMapEditor::Plain);
            click("d8");
            QVERIFY2(editor->problemLabel()->text().contains(QLatin1String("blue has none")),
                     qPrintable(editor->problemLabel()->text()));
            QVERIFY(!dialog.cards().at(row).map->castles[1].size());
            QSignalSpy saved(&dialog, &LwLibraryDialog::saved);
            QTest::keyClick(&dialog, Qt::Key_S, Qt::ControlModifier);
            QCOMPARE(saved.count(), 0);
            // Blue's Castle back on c8, a square that cannot be entered on d4, a wider board.
            editor->kindCombo()->setCurrentIndex(LwMapEditor::BlueCastle);
            click("c8");
            editor->kindCombo()->setCurrentIndex(LwMapEditor::Blocked);
            click("d4");
            editor->widthSpin()->setValue(9);
            QVERIFY(editor->problem().isEmpty());
            QVERIFY(list->item(row)->text().contains(QLatin1String("9 x 8")));
            QTest::keyClick(&dialog, Qt::Key_S, Qt::ControlModifier);
            QCOMPARE(saved.count(), 1);
        }
        CardStore store(*db);
        const auto library = loadCardLibrary(store, &err);
        QVERIFY(library && library->map());
        QCOMPARE(library->map()->width, 9);
        QCOMPARE(library->map()->castles[1], QList<Square>{*squareFromCode(QStringLiteral("c8"))});
        QCOMPARE(library->map()->blocked, QList<Square>{*squareFromCode(QStringLiteral("d4"))});
    }

    // Each outcome, entered with the keyboard and the mouse. Red: 0 king, 1 infantry (4),
    // 2 archer (3, shoot), 3 pikeman (3, pike); blue: 0 king, 1-2 infantry (4), 3 pikeman (3).
    void attackCalculator_data()
    {
        QTest::addColumn<QList<int>>("attackers");
        QTest::addColumn<QList<int>>("facings"); // down presses in each facing combo
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("shoot");
        QTest::addColumn<int>("attackerDie");
        QTest::addColumn<int>("defenderDie");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("rule"); // in the line saying what decided

        QTest::newRow("attackers win")
            << QList<int>{1, 2} << QList<int>{1, 2} << 1 << false << 5 << 2
            << "Attack 4+1 (side) + 3+2 (rear) + die 5 = 15 vs defence "
               "4 + die 2 = 6 → Blue Infantry 1 removed"
            << "lw.attack.dice";
        QTest::newRow("defender wins") << QList<int>{1} << QList<int>{0} << 1 << false << 1 << 4
                                       << "Attack 4 + die 1 = 5 vs defence 4 + die 4 = 8 → Red "
                                          "Infantry removed"
                                       << "lw.attack.dice";
        QTest::newRow("tie") << QList<int>{1} << QList<int>{0} << 2 << false << 3 << 3
                             << "Attack 4 + die 3 = 7 vs defence 4 + die 3 = 7 → Blue Infantry 2 "
                                "removed"
                             << "lw.attack.tie";
        QTest::newRow("pike on the defender only")
            << QList<int>{1} << QList<int>{0} << 3 << false << 2 << 3
            << "Attack 4 + die 2 = 6 vs defence 3 + die 3 = 6 → Red Infantry removed"
            << "lw.skill.pike";
        QTest::newRow("pike on both sides")
            << QList<int>{3} << QList<int>{0} << 3 << false << 3 << 3
            << "Attack 3 + die 3 = 6 vs defence 3 + die 3 = 6 → Blue Pikeman removed"
            << "both sides have Pike";
        QTest::newRow("archers' shot loses nothing")
            << QList<int>{2} << QList<int>{0} << 1 << true << 1 << 6
            << "Shot 3 + die 1 = 4 vs defence 4 + die 6 = 10 → nothing removed"
            << "lw.skill.shoot";
    }

    void attackCalculator()
    {
        QFETCH(QList<int>, attackers);
        QFETCH(QList<int>, facings);
        QFETCH(int, target);
        QFETCH(bool, shoot);
        QFETCH(int, attackerDie);
        QFETCH(int, defenderDie);
        QFETCH(QString, line);
        QFETCH(QString, rule);

        const auto tool = actionTool();
        QVERIFY(tool);
        QVERIFY(QTest::qWaitForWindowExposed(tool.get()));
        if (shoot) {
            QTest::keyClick(tool.get(), Qt::Key_O, Qt::AltModifier); // Sh&oot
            QTRY_COMPARE(tool->kind(), QStringLiteral("shoot"));
        }
        LwAttackCalculator *calc = tool->calculator();
        QVERIFY(calc->isVisible());
        QCOMPARE(calc->isShoot(), shoot);
        // The unit chosen first (the king, first to act) is unchecked with the mouse.
        const QList<int> before = calc->attackers();
        for (int unit : before)
            if (!attackers.contains(unit))
                clickCheckBox(calc->attackerBox(unit));
        for (qsizetype i = 0; i < attackers.size(); ++i) {
            QCheckBox *box = calc->attackerBox(attackers.at(i));
            QVERIFY(box);
            if (!box->isChecked()) {
                box->setFocus();
                QTest::keyClick(box, Qt::Key_Space);
            }
            QVERIFY(box->isChecked());
            chooseWithKeys(calc->facingCombo(attackers.at(i)), facings.at(i));
        }
        QCOMPARE(calc->attackers(), attackers);
        chooseWithKeys(calc->targetCombo(), calc->targetCombo()->findData(target));
        QCOMPARE(calc->target(), target);
        typeInto(calc->attackerDieSpin(), QString::number(attackerDie));
        typeInto(calc->defenderDieSpin(), QString::number(defenderDie));

        QString missing;
        const auto payload = calc->payload(&missing);
        QVERIFY2(payload, qPrintable(missing));
        const auto s = std::dynamic_pointer_cast<const LwState>(m_game.session()->state());
        const QStringList lines = LwAttackCalculator::resultLines(*s, 0, *payload);
        QCOMPARE(lines.value(0), line);
        QVERIFY2(lines.value(1).contains(rule), qPrintable(lines.value(1)));
        QVERIFY(calc->resultText().contains(line.toHtmlEscaped()));
        QCOMPARE(payload->value(QStringLiteral("dice")).toArray(),
                 (QJsonArray{attackerDie, defenderDie}));
        QCOMPARE(payload->value(QStringLiteral("shoot")).toBool(), shoot);

        // Enter's button records exactly this attack.
        QSignalSpy spy(tool.get(), &LwTool::recordRequested);
        QVERIFY(tool->recordButton()->isEnabled());
        QTest::mouseClick(tool->recordButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        const Step recorded = spy.at(0).at(0).value<Step>();
        QCOMPARE(recorded.kind, QStringLiteral("attack"));
        QCOMPARE(recorded.actor, 0);
        QCOMPARE(recorded.payload, *payload);
    }

    void attackRolledDice()
    {
        const auto tool = actionTool();
        QVERIFY(tool);
        int n = 0;
        tool->setDiceSource([&n] { return ++n == 1 ? 6 : 2; });
        LwAttackCalculator *calc = tool->calculator();
        QTest::mouseClick(calc->rollButton(), Qt::LeftButton);
        QCOMPARE(calc->attackerDieSpin()->value(), 6);
        QCOMPARE(calc->defenderDieSpin()->value(), 2);
        // The first enemy unit is the target until another is chosen.
        QString missing;
        QVERIFY2(calc->payload(&missing), qPrintable(missing));
    }

    void tacticsPaying_data()
    {
        QTest::addColumn<int>("redBases");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<bool>("warned");
        QTest::newRow("enough") << 10 << "Spare bases: 6 − 2 = 4 left" << false;
        QTest::newRow("not enough")
            << 5 << "Not enough spare bases: the tiles cost 2, Red has 1." << true;
    }

    void tacticsPaying()
    {
        QFETCH(int, redBases);
        QFETCH(QString, payment);
        QFETCH(bool, warned);
        QVERIFY(m_game.start(config(redBases)));
        QVERIFY(m_game.toTactics());
        LwTacticsTool tool;
        tool.setSession(m_game.session());
        tool.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tool));
        QCOMPARE(tool.tiles()->count(), 1);
        QCOMPARE(tool.recordButton()->text(), QStringLiteral("&Record: no tactics"));
        // Space checks the tile.
        tool.tiles()->setFocus();
        tool.tiles()->setCurrentRow(0);
        QTest::keyClick(tool.tiles()->viewport(), Qt::Key_Space);
        if (tool.checkedTiles().isEmpty())
            QTest::keyClick(tool.tiles(), Qt::Key_Space);
        QCOMPARE(tool.checkedTiles(), QStringList{QStringLiteral("charge")});
        QCOMPARE(tool.cost(), 2);
        QVERIFY2(tool.paymentLabel()->text().contains(payment.toHtmlEscaped()) ||
                     QTextDocumentFragment::fromHtml(tool.paymentLabel()->text())
                         .toPlainText()
                         .contains(payment),
                 qPrintable(tool.paymentLabel()->text()));
        QCOMPARE(tool.previewText().contains(QLatin1String("lw.tactics.payment")), warned);
        QCOMPARE(tool.recordButton()->text(), QStringLiteral("&Record tactics (pay 2)"));

        QSignalSpy spy(&tool, &LwTool::recordRequested);
        QTest::mouseClick(tool.recordButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        const Step s = spy.at(0).at(0).value<Step>();
        QCOMPARE(s.kind, QStringLiteral("tactics"));
        QCOMPARE(s.payload.value(QStringLiteral("tiles")).toArray(),
                 QJsonArray{QStringLiteral("charge")});
        QVERIFY(m_game.record(s));
        if (!warned)
            QCOMPARE(m_game.state()->spareBases(0), 4);
        QCOMPARE(m_game.state()->armies[0].usedTiles, QStringList{QStringLiteral("charge")});
    }

    // A one-turn game: red's archer removes blue's first infantry (cost 3); nothing else
    // happens. Red wins on score, and the sheet lists the removed unit with its cost; Copy puts
    // the same lines on the clipboard.
    void scoreSheet()
    {
        GameConfig c = config();
        c.options.insert(QStringLiteral("turns"), 1);
        QVERIFY(m_game.start(c));
        QVERIFY(m_game.toTactics());
        QVERIFY(m_game.record(step("tactics", 0, {{QStringLiteral("tiles"), QJsonArray{}}})));
        QVERIFY(m_game.record(
            step("attack", 0,
                 {{QStringLiteral("attackers"),
                   QJsonArray{QJsonObject{{QStringLiteral("unit"), 2},
                                          {QStringLiteral("facing"), QStringLiteral("front")}}}},
                  {QStringLiteral("target"), 1},
                  {QStringLiteral("dice"), QJsonArray{6, 1}}})));
        QVERIFY(m_game.record(step("end-turn", 0)));
        QVERIFY(m_game.record(step("tactics", 1, {{QStringLiteral("tiles"), QJsonArray{}}})));
        QVERIFY(m_game.record(step("end-turn", 1)));
        QCOMPARE(m_game.state()->phase, Phase::Finished);

        LwScoreSheet sheet;
        sheet.setState(m_game.state());
        sheet.show();
        const QStringList lines = sheet.lines();
        QCOMPARE(sheet.verdict(), QStringLiteral("Red army wins on score"));
        QCOMPARE(lines.value(1), QStringLiteral("Red army: score 3 = Blue Infantry 1 (3)"));
        QCOMPARE(lines.value(3), QStringLiteral("Blue army: score 0 = no enemy unit removed"));
        QCOMPARE(lines.value(5),
                 QStringLiteral("The higher score wins: 3 against 0. [lw.score.cost]"));
        QTest::mouseClick(sheet.copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), lines.join(QLatin1Char('\n')));
    }

    // Equal scores: the spare bases decide, in words; equal bases too: a draw.
    void scoreSheetTieBreak()
    {
        GameConfig c = config();
        c.options.insert(QStringLiteral("turns"), 1);
        QVERIFY(m_game.start(c));
        QVERIFY(m_game.toTactics());
        for (int side = 0; side < 2; ++side) {
            QVERIFY(
                m_game.record(step("tactics", side, {{QStringLiteral("tiles"), QJsonArray{}}})));
            QVERIFY(m_game.record(step("end-turn", side)));
        }
        LwScoreSheet sheet;
        sheet.setState(m_game.state());
        // Red: 10 bases - 4 units = 6 spare; blue the same: a draw.
        QCOMPARE(sheet.verdict(), QStringLiteral("Draw"));
        QCOMPARE(sheet.lines().last(),
                 QStringLiteral("The scores are equal (0 each) and so are the spare bases (6 "
                                "each): a draw. [lw.score.tiebreak]"));
    }

    // Equal armies: unspent cost and spare bases are equal, so dice decide who chooses the
    // first player; tied dice are warned (they may be recorded), here rolled again.
    void deployDiceDecide()
    {
        GameConfig c = config();
        QJsonArray armies = c.options.value(QStringLiteral("armies")).toArray();
        armies[1] = armies.at(0);
        c.options.insert(QStringLiteral("armies"), armies);
        QVERIFY(m_game.start(c));
        LwDeployTool tool;
        tool.setSession(m_game.session());
        tool.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tool));
        // The deployment by dice, the dice typed.
        QVERIFY(tool.diceButton()->isChecked());
        typeInto(tool.die(0), QStringLiteral("4"));
        typeInto(tool.die(1), QStringLiteral("2"));
        QSignalSpy spy(&tool, &LwTool::recordRequested);
        QTest::mouseClick(tool.defaultButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        Step s = spy.takeFirst().at(0).value<Step>();
        QCOMPARE(s.kind, QStringLiteral("deploy"));
        QCOMPARE(s.payload.value(QStringLiteral("method")).toString(), QStringLiteral("dice"));
        QCOMPARE(s.payload.value(QStringLiteral("dice")).toArray(), (QJsonArray{4, 2}));
        QVERIFY(m_game.record(s));
        tool.sync();

        QVERIFY2(tool.deciderText().contains(QLatin1String("both roll a die")),
                 qPrintable(tool.deciderText()));
        QVERIFY(tool.die(0)->isVisible());
        QCOMPARE(tool.die(0)->value(), 0); // a new roll
        int n = 0;
        tool.setDiceSource([&n] { return ++n <= 2 ? 3 : (n == 3 ? 2 : 5); });
        QTest::mouseClick(tool.rollButton(), Qt::LeftButton);
        QVERIFY(tool.defaultButton()->isEnabled()); // 3 and 3: warned, not blocked
        QVERIFY(tool.previewText().contains(QLatin1String("roll again")));
        QTest::mouseClick(tool.rollButton(), Qt::LeftButton); // red 2, blue 5: blue decides
        QVERIFY(tool.defaultButton()->isEnabled());
        chooseWithKeys(tool.firstCombo(), 1);
        QTest::mouseClick(tool.defaultButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        s = spy.takeFirst().at(0).value<Step>();
        QCOMPARE(s.kind, QStringLiteral("first-player"));
        QCOMPARE(s.actor, 1);
        QCOMPARE(s.payload.value(QStringLiteral("decidedBy")).toInt(), 1);
        QCOMPARE(s.payload.value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(s.payload.value(QStringLiteral("dice")).toArray(), (QJsonArray{2, 5}));
        QVERIFY(m_game.record(s));
        QCOMPARE(m_game.state()->firstSide, 1);
    }
};

QTEST_MAIN(TestLwWidgets)
#include "tst_lw_widgets.moc"
