// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The New Game dialog remembers (issue 13, item 5): each game kind opens with the players and
// options of its last game started (kept in the window's QSettings), also after switching kinds
// and back; the name cells complete from the recent players and the database's games; a stored
// value that no longer fits (corrupt text, a player count the game does not allow, an army or
// card the library lacks) gives way to the default.
#include "../support/GuiTestSupport.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "Translations.h"
#include "core/Session.h"
#include "lightwars/LwArmyBuilder.h"
#include "lightwars/LwArmySetup.h"
#include "lordsofwar/LowDeckSetup.h"
#include "storage/Players.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace kbz;

namespace {

const QString kRr = QStringLiteral("rook-raiders");
const QString kDl = QStringLiteral("dungeon-lords");
const QString kLow = QStringLiteral("lords-of-war");
const QString kLw = QStringLiteral("light-wars");

template <typename T> T *part(QWidget *dialog, const char *name)
{
    return dialog->findChild<T *>(QLatin1String(name));
}

QStringList names(NewGameDialog *dialog)
{
    QStringList out;
    for (const PlayerInfo &p : dialog->config().players)
        out.append(p.name);
    return out;
}

void setNames(NewGameDialog *dialog, const QStringList &names)
{
    auto *table = part<QTableWidget>(dialog, "playersTable");
    QVERIFY(table);
    QCOMPARE(table->rowCount(), names.size());
    for (int row = 0; row < names.size(); ++row)
        table->item(row, 0)->setText(names.at(row));
}

} // namespace

class TstNewGameMemory : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("memory")};

    MainWindow *window() const { return m_fixture.window(); }

    NewGameDialog *openDialog(const QString &kind)
    {
        NewGameDialog *dialog = window()->showNewGameDialog();
        if (dialog)
            dialog->setEngineId(kind);
        return dialog;
    }

    // Starts the game (OK) and checks it started with the dialog's players.
    void start(NewGameDialog *dialog)
    {
        const QStringList players = names(dialog);
        auto *box = part<QDialogButtonBox>(dialog, "buttonBox");
        QVERIFY(box);
        QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(window()->session());
        QStringList started;
        for (const PlayerInfo &p : window()->session()->config().players)
            started.append(p.name);
        QCOMPARE(started, players);
        QTRY_VERIFY(!window()->findChild<NewGameDialog *>());
    }

    void store(const QString &kind, const QJsonObject &config)
    {
        m_fixture.settings()->setValue(
            QStringLiteral("newGame/%1").arg(kind),
            QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact)));
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init()
    {
        m_fixture.settings()->clear();
        m_fixture.init();
    }
    void cleanup() { m_fixture.cleanup(); }

    // Two kinds started with other players and options; each comes back when the dialog opens
    // again, and again after switching to the other kind and back.
    void remembersPlayersAndOptionsPerKind()
    {
        NewGameDialog *dialog = openDialog(kRr);
        QVERIFY(dialog);
        dialog->setPlayerCount(3);
        setNames(dialog, {QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Cleo")});
        part<QSpinBox>(dialog, "goldSpin")->setValue(5);
        part<QSpinBox>(dialog, "supportSpin")->setValue(1); // 2 by default with 3 players
        part<QSpinBox>(dialog, "monsterDeckSpin")->setValue(7);
        start(dialog);

        dialog = openDialog(kDl);
        QVERIFY(dialog);
        dialog->setPlayerCount(3);
        setNames(dialog, {QStringLiteral("Dora"), QStringLiteral("Ed"), QStringLiteral("Flo")});
        part<QComboBox>(dialog, "firstPlayerCombo")->setCurrentIndex(2);
        dialog->startYearCombo()->setCurrentIndex(1);
        start(dialog);

        dialog = window()->showNewGameDialog();
        QVERIFY(dialog);
        for (const QString &kind : {kRr, kDl, kRr, kDl}) {
            dialog->setEngineId(kind);
            const GameConfig c = dialog->config();
            if (kind == kRr) {
                QCOMPARE(names(dialog), (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob"),
                                                     QStringLiteral("Cleo")}));
                QCOMPARE(c.options.value(QStringLiteral("gold")).toInt(), 5);
                QCOMPARE(c.options.value(QStringLiteral("supportCount")).toInt(), 1);
                QCOMPARE(c.options.value(QStringLiteral("monsterDeck")).toInt(), 7);
            } else {
                QCOMPARE(names(dialog), (QStringList{QStringLiteral("Dora"), QStringLiteral("Ed"),
                                                     QStringLiteral("Flo")}));
                QCOMPARE(dialog->playerCount(), 3);
                QCOMPARE(c.options.value(QStringLiteral("startPlayer")).toInt(), 2);
                QCOMPARE(c.options.value(QStringLiteral("startYear")).toInt(), 2);
            }
        }
        // The colours come back too (Rook & Raiders' seat colours).
        dialog->setEngineId(kRr);
        QCOMPARE(dialog->config().players.at(2).colour, QStringLiteral("green"));
        dialog->reject();
    }

    // Lords of War: the armies, the mat, the intermediate rules and the thresholds.
    void remembersLordsOfWarDecks()
    {
        NewGameDialog *dialog = openDialog(kLow);
        QVERIFY(dialog);
        setNames(dialog, {QStringLiteral("Gus"), QStringLiteral("Hal")});
        low::LowDeckSetup *setup = qobject_cast<kbz::low::LowDeckSetup *>(
            dialog->setupPage(QStringLiteral("lords-of-war")));
        QComboBox *army = setup->armyCombo(0);
        QVERIFY(army && army->count() >= 2);
        const int other = army->currentIndex() == 0 ? 1 : 0;
        const QString chosen = army->itemData(other).toString();
        army->setCurrentIndex(other);
        QCOMPARE(setup->deckArmy(0), chosen);
        const int cards = setup->cardsToWinSpin()->value() + 2;
        setup->cardsToWinSpin()->setValue(cards);
        setup->intermediateBox()->setChecked(!setup->intermediateBox()->isChecked());
        const bool intermediate = setup->intermediateBox()->isChecked();
        start(dialog);

        dialog = openDialog(kLow);
        QVERIFY(dialog);
        setup = qobject_cast<kbz::low::LowDeckSetup *>(
            dialog->setupPage(QStringLiteral("lords-of-war")));
        QCOMPARE(names(dialog), (QStringList{QStringLiteral("Gus"), QStringLiteral("Hal")}));
        QCOMPARE(setup->deckArmy(0), chosen);
        QCOMPARE(setup->armyCombo(0)->currentData().toString(), chosen);
        QCOMPARE(setup->cardsToWinSpin()->value(), cards);
        QCOMPARE(setup->intermediateBox()->isChecked(), intermediate);
        dialog->reject();
    }

    // The name cells complete from the recent players, most recent first, and from the players
    // of the games in the database.
    void completerOffersEarlierNames()
    {
        QVERIFY(window()->startGame(
            kDl,
            GameConfig{{{QStringLiteral("Zelda"), {}}, {QStringLiteral("Player 2"), {}}}, {}, {}},
            QStringLiteral("earlier")));
        NewGameDialog *dialog = openDialog(kRr);
        QVERIFY(dialog);
        dialog->setPlayerCount(2);
        setNames(dialog, {QStringLiteral("Ingrid"), QStringLiteral("Jules")});
        start(dialog);

        dialog = openDialog(kDl);
        QVERIFY(dialog);
        QCompleter *completer = dialog->nameCompleter();
        QVERIFY(completer);
        QStringList offered;
        for (int i = 0; i < completer->model()->rowCount(); ++i)
            offered.append(completer->model()->index(i, 0).data().toString());
        QCOMPARE(offered, (QStringList{QStringLiteral("Ingrid"), QStringLiteral("Jules"),
                                       QStringLiteral("Zelda")}));
        // Typing in a name cell offers them.
        auto *table = part<QTableWidget>(dialog, "playersTable");
        table->setCurrentCell(1, 0); // opens the editor (AllEditTriggers)
        QLineEdit *edit = nullptr;
        QTRY_VERIFY((edit = table->viewport()->findChild<QLineEdit *>()));
        QCOMPARE(edit->completer(), completer);
        completer->setCompletionPrefix(QStringLiteral("ju"));
        QCOMPARE(completer->currentCompletion(), QStringLiteral("Jules"));
        dialog->reject();
    }

    // Every player of the table completes (issue 19), beyond the recent names; a new name
    // typed becomes a new player when the game starts, and a known one is that player again.
    void completerOffersTablePlayers()
    {
        kbz::DbError err;
        kbz::Players players(window()->journal()->database());
        QVERIFY(players.create(QStringLiteral("\u014Ckubo \u5927\u4E45\u4FDD"), &err) > 0);
        NewGameDialog *dialog = openDialog(kDl);
        QVERIFY(dialog);
        QCompleter *completer = dialog->nameCompleter();
        completer->setCompletionPrefix(QStringLiteral("\u014Cku"));
        QCOMPARE(completer->currentCompletion(), QStringLiteral("\u014Ckubo \u5927\u4E45\u4FDD"));
        dialog->setPlayerCount(2);
        setNames(dialog, {QStringLiteral("\u014Ckubo \u5927\u4E45\u4FDD"), QStringLiteral("Yuki")});
        start(dialog);
        const auto all = players.list(&err);
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        for (const kbz::Player &p : *all)
            QCOMPARE(p.games, 1);
    }

    // What no longer fits falls back to the default without a word.
    void unfitValuesFallBack()
    {
        m_fixture.settings()->setValue(QStringLiteral("newGame/%1").arg(kRr),
                                       QStringLiteral("{not json"));
        store(kDl, QJsonObject{
                       {QStringLiteral("players"),
                        QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Solo")}}}},
                       {QStringLiteral("options"), QJsonObject{{QStringLiteral("startYear"), 2}}}});
        const auto players = [](int n) {
            QJsonArray a;
            for (int i = 0; i < n; ++i)
                a.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("P%1").arg(i)}});
            return a;
        };
        store(kLow,
              QJsonObject{{QStringLiteral("players"), players(2)},
                          {QStringLiteral("options"),
                           QJsonObject{{QStringLiteral("decks"),
                                        QJsonArray{QJsonObject{{QStringLiteral("army"),
                                                                QStringLiteral("no-such-army")}}}},
                                       {QStringLiteral("cardsToWin"), 9999},
                                       {QStringLiteral("mat"), QStringLiteral("moon")}}}});
        store(
            kLw,
            QJsonObject{
                {QStringLiteral("players"), players(2)},
                {QStringLiteral("options"),
                 QJsonObject{{QStringLiteral("armies"),
                              QJsonArray{QJsonObject{{QStringLiteral("units"),
                                                      QJsonArray{QStringLiteral("no-such-unit")}}},
                                         QJsonObject{}}}}}});

        NewGameDialog *dialog = openDialog(kRr);
        QVERIFY(dialog);
        QCOMPARE(dialog->playerCount(), 2);
        QCOMPARE(dialog->config().options.value(QStringLiteral("gold")).toInt(), 2);

        // Dungeon Lords is not played alone: its default players, and not the stored options.
        dialog->setEngineId(kDl);
        QCOMPARE(dialog->playerCount(), 2);
        QCOMPARE(names(dialog),
                 (QStringList{QStringLiteral("Player 1"), QStringLiteral("Player 2")}));
        QCOMPARE(dialog->startYearCombo()->currentIndex(), 0);

        // Lords of War: the names fit, the unknown army, threshold and mat do not.
        dialog->setEngineId(kLow);
        low::LowDeckSetup *setup = qobject_cast<kbz::low::LowDeckSetup *>(
            dialog->setupPage(QStringLiteral("lords-of-war")));
        QCOMPARE(names(dialog), (QStringList{QStringLiteral("P0"), QStringLiteral("P1")}));
        QVERIFY(setup->library().armies().contains(setup->deckArmy(0)));
        QCOMPARE(setup->cardsToWinSpin()->value(), low::LowDeckSetup::defaultCardsToWin(2));
        QCOMPARE(setup->matCombo()->currentIndex(), 0);

        // Light Wars: an army naming a unit the library lacks stays the default army.
        dialog->setEngineId(kLw);
        QVERIFY(
            !qobject_cast<kbz::lw::LwArmySetup *>(dialog->setupPage(QStringLiteral("light-wars")))
                 ->builder(0)
                 ->units()
                 .contains(QStringLiteral("no-such-unit")));
        QVERIFY(
            !qobject_cast<kbz::lw::LwArmySetup *>(dialog->setupPage(QStringLiteral("light-wars")))
                 ->builder(0)
                 ->units()
                 .isEmpty());
        dialog->reject();
    }

    // Issue 29 item 6c: in Japanese, the default players read as Japanese ("プレイヤー1", not
    // "Player 1" beside "プレイヤー2"), Lords of War's army colours by their names (not
    // "orc"), and its deck rows with full-width punctuation; a game started in English with
    // default names comes back in Japanese with Japanese defaults.
    void japaneseStaysJapanese()
    {
        NewGameDialog *dialog = openDialog(kLow);
        QVERIFY(dialog);
        start(dialog); // English defaults remembered
        Translations::install(Lang::Ja);
        dialog = openDialog(kLow);
        QVERIFY(dialog);
        auto *table = part<QTableWidget>(dialog, "playersTable");
        QVERIFY(table);
        const QString player1 = QCoreApplication::translate("kbz::NewGameDialog", "Player %1");
        QVERIFY(player1 != QLatin1String("Player %1")); // the Japanese is installed
        for (int row = 0; row < table->rowCount(); ++row) {
            QCOMPARE(table->item(row, 0)->text(), player1.arg(row + 1));
            const QString colour = table->item(row, 1)->text();
            QVERIFY2(colour != QLatin1String("orc") && colour != QLatin1String("dwarf"),
                     qPrintable(colour));
        }
        QCOMPARE(dialog->config().players.at(0).colour, QStringLiteral("orc")); // the id is kept
        auto *setup = qobject_cast<kbz::low::LowDeckSetup *>(
            dialog->setupPage(QStringLiteral("lords-of-war")));
        QVERIFY(setup);
        QVERIFY2(setup->rowLabel(0).endsWith(QChar(0xff1a)), qPrintable(setup->rowLabel(0)));
        QVERIFY(!setup->rowLabel(0).contains(QLatin1String("Player")));
        dialog->reject();
        Translations::install(Lang::En);
    }
};

QTEST_MAIN(TstNewGameMemory)
#include "tst_newgame_memory.moc"
