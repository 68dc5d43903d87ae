// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords score sheet driven with QTest input: a count edited with the keyboard (type
// a number, Enter keeps it, Tab moves on), a value edited in its spin box and reset to the
// defaults, a hand-set title, Enter records the "score" step carrying every edit; a finished
// game shows the recorded sheet read-only. The states are built directly and served by a small
// engine, so the sheet is tested apart from the Dungeon Lords engine.
#include "core/GameEngine.h"
#include "core/Session.h"
#include "dungeonlords/DlScoreModel.h"
#include "dungeonlords/DlScoreSheet.h"
#include "dungeonlords/DlState.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QApplication>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace kbz;
using namespace kbz::dl;

namespace {

// Serves a fixed state; the "score" step finishes the game as the real engine does (the sheet
// stored with the result).
class FixedEngine final : public GameEngine
{
public:
    explicit FixedEngine(DlState state)
        : m_state(std::move(state))
    {}
    QString id() const override { return QStringLiteral("dungeon-lords"); }
    LocalizedName name() const override { return {QStringLiteral("Test"), QStringLiteral("Test")}; }
    QString rulePrefix() const override { return QStringLiteral("dl"); }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 4; }
    GameConfig defaultConfig() const override { return {}; }
    QList<Finding> checkConfig(const GameConfig &) const override { return {}; }
    StatePtr setup(const GameConfig &) const override
    {
        return std::make_shared<const DlState>(m_state);
    }
    QStringList ruleIds() const override { return {}; }
    QList<StepKind> stepKinds() const override { return {}; }
    std::optional<Message> malformed(const GameState &, const Step &) const override
    {
        return std::nullopt;
    }
    QList<Finding> check(const GameState &, const Step &) const override { return {}; }
    StatePtr apply(const GameState &state, const Step &step) const override
    {
        DlState s = static_cast<const DlState &>(state);
        if (step.kind == QLatin1String("score")) {
            s.values =
                DlScoreValues::fromJson(step.payload.value(QStringLiteral("values")).toObject());
            s.scoreOverrides = step.payload;
            s.finalScore = computeSheet(s, s.values, step.payload).toJson();
            s.phase = Phase::Finished;
        }
        return std::make_shared<const DlState>(s);
    }
    Guidance guidance(const GameState &) const override { return {}; }
    std::optional<GameResult> result(const GameState &) const override { return std::nullopt; }
    Message describe(const GameState &, const Step &) const override { return {}; }

private:
    DlState m_state;
};

DlTile tileOf(TileKind kind, bool conquered = false)
{
    DlTile t;
    t.kind = kind;
    t.conquered = conquered;
    return t;
}

// Ann: 2 rooms (one conquered), a tunnel, a goblin, evil 4; Ben: a room, a ghost and a
// troll, an imprisoned paladin, evil 2.
DlState scoringState()
{
    DlPlayer ann;
    ann.name = QStringLiteral("Ann");
    ann.tiles = {tileOf(TileKind::Tunnel, true), tileOf(TileKind::Room, true),
                 tileOf(TileKind::Room)};
    ann.monsters = {DlMonster{MonsterKind::Goblin, false, {}}};
    ann.evil = 4;
    DlPlayer ben;
    ben.name = QStringLiteral("Ben");
    ben.tiles = {tileOf(TileKind::Room)};
    ben.monsters = {DlMonster{MonsterKind::Ghost, true, {}},
                    DlMonster{MonsterKind::Troll, false, {}}};
    DlAdventurer paladin;
    paladin.cls = AdvClass::Paladin;
    paladin.damage = paladin.hp;
    ben.prisoners = {paladin};
    ben.evil = 2;
    DlState s;
    s.players = {ann, ben};
    s.year = 2;
    s.round = 4;
    s.phase = Phase::Scoring;
    return s;
}

QWidget *focused()
{
    return QApplication::focusWidget();
}

} // namespace

class TstDlScoreGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void editCountWithKeyboard();
    void editValues();
    void handSetTitle();
    void recordCarriesEdits();
    void finishedReadOnly();
    void languageChange();

private:
    bool start(const DlState &state);
    void showSheet();

    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<DlScoreSheet> m_sheet;
};

bool TstDlScoreGui::start(const DlState &state)
{
    DbError err;
    m_db = Database::openInMemory(&err);
    if (!m_db)
        return false;
    m_journal = std::make_unique<Journal>(*m_db);
    GameConfig c;
    c.players = {PlayerInfo{QStringLiteral("Ann"), QString()},
                 PlayerInfo{QStringLiteral("Ben"), QString()}};
    m_session = Session::start(*m_journal, std::make_shared<FixedEngine>(state), c,
                               QStringLiteral("score"), &err);
    return m_session != nullptr;
}

void TstDlScoreGui::showSheet()
{
    m_sheet = std::make_unique<DlScoreSheet>();
    m_sheet->setSession(m_session.get());
    m_sheet->sync();
    m_sheet->resize(900, 600);
    m_sheet->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_sheet.get()));
    m_sheet->activateWindow();
    m_sheet->table()->setFocus();
}

void TstDlScoreGui::init()
{
    QVERIFY(start(scoringState()));
    showSheet();
}

void TstDlScoreGui::cleanup()
{
    m_sheet.reset();
    m_session.reset();
    m_journal.reset();
    m_db.reset();
}

void TstDlScoreGui::editCountWithKeyboard()
{
    QTableView *table = m_sheet->table();
    DlScoreModel *model = m_sheet->model();
    QCOMPARE(table->currentIndex(), model->index(DlScoreModel::Rooms, 0));
    QCOMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 2);

    // Typing a number opens the cell's editor with it; Enter keeps it.
    QTest::keyClick(table, Qt::Key_5);
    QTRY_VERIFY(qobject_cast<QSpinBox *>(focused()) ||
                qobject_cast<QSpinBox *>(focused()->parent()));
    QTest::keyClick(focused(), Qt::Key_Return);
    QTRY_COMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 5);
    QCOMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::DisplayRole).toString(),
             QStringLiteral("5 × +2 = +10"));

    // Tab moves to Ben's rooms; F2 edits, Up raises the count by one.
    QTest::keyClick(table, Qt::Key_Tab);
    QCOMPARE(table->currentIndex(), model->index(DlScoreModel::Rooms, 1));
    QTest::keyClick(table, Qt::Key_F2);
    QTRY_VERIFY(focused() != table);
    QTest::keyClick(focused(), Qt::Key_Up);
    QTest::keyClick(focused(), Qt::Key_Enter);
    QTRY_COMPARE(model->index(DlScoreModel::Rooms, 1).data(Qt::EditRole).toInt(), 2);
    QVERIFY(model->isEdited());
    QVERIFY(m_sheet->summaryLabel()->text().contains(QStringLiteral("Ann")));

    // "Reset counts" takes the game's counts again.
    QTest::mouseClick(m_sheet->resetCountsButton(), Qt::LeftButton);
    QCOMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 2);
    QCOMPARE(model->index(DlScoreModel::Rooms, 1).data(Qt::EditRole).toInt(), 1);
    QVERIFY(!model->isEdited());
}

void TstDlScoreGui::editValues()
{
    DlScoreModel *model = m_sheet->model();
    QSpinBox *paladin = m_sheet->valueSpin(DlScoreSheet::PaladinValue);
    QVERIFY(paladin);
    QCOMPARE(paladin->value(), 2);
    QVERIFY(!paladin->toolTip().isEmpty()); // unconfirmed: said so
    QVERIFY(m_sheet->valueSpin(DlScoreSheet::RoomValue)->toolTip().isEmpty());
    const QModelIndex paladins = model->index(DlScoreModel::Paladins, 1);
    QCOMPARE(paladins.data(Qt::DisplayRole).toString(), QStringLiteral("1 × +2 = +2"));

    paladin->setFocus();
    paladin->selectAll();
    QTest::keyClicks(paladin, QStringLiteral("5"));
    QCOMPARE(model->values().paladinPrisoner, 5);
    QCOMPARE(paladins.data(Qt::DisplayRole).toString(), QStringLiteral("1 × +5 = +5"));
    QVERIFY(model->isEdited());

    QTest::mouseClick(m_sheet->resetValuesButton(), Qt::LeftButton);
    QCOMPARE(paladin->value(), 2);
    QCOMPARE(model->values(), DlScoreValues());
    QCOMPARE(paladins.data(Qt::DisplayRole).toString(), QStringLiteral("1 × +2 = +2"));
}

void TstDlScoreGui::handSetTitle()
{
    QTableView *table = m_sheet->table();
    DlScoreModel *model = m_sheet->model();
    // Ann is the most evil alone; the table rules Ben shares it.
    QVERIFY(model->sheet().lines.at(0).titlesSole.contains(QStringLiteral("evil")));
    table->setCurrentIndex(model->index(DlScoreModel::Titles, 1));
    QTest::keyClick(table, Qt::Key_F2);
    auto *list = qobject_cast<QListWidget *>(focused());
    QVERIFY(list);
    QCOMPARE(list->currentRow(), 0);      // "Most evil"
    QTest::keyClick(list, Qt::Key_Space); // not held -> tied
    QCOMPARE(list->item(0)->checkState(), Qt::PartiallyChecked);
    QTest::keyClick(list, Qt::Key_Return);
    QTRY_VERIFY(model->sheet().lines.at(1).titlesTied.contains(QStringLiteral("evil")));
    QVERIFY(model->index(DlScoreModel::Titles, 1).data(DlScoreModel::EditedRole).toBool());
}

void TstDlScoreGui::recordCarriesEdits()
{
    QTableView *table = m_sheet->table();
    DlScoreModel *model = m_sheet->model();
    QVERIFY(m_sheet->defaultButton()->isEnabled());
    QSignalSpy recorded(m_sheet.get(), &StepTool::recordRequested);

    // Ann's unpaid taxes: 1; the value of an unpaid tax: -2.
    table->setCurrentIndex(model->index(DlScoreModel::UnpaidTaxes, 0));
    QTest::keyClick(table, Qt::Key_1);
    QTest::keyClick(focused(), Qt::Key_Return);
    QTRY_COMPARE(model->index(DlScoreModel::UnpaidTaxes, 0).data(Qt::EditRole).toInt(), 1);
    QSpinBox *tax = m_sheet->valueSpin(DlScoreSheet::UnpaidTaxValue);
    tax->setFocus();
    QTest::keyClick(tax, Qt::Key_Up); // -3 -> -2
    QCOMPARE(model->values().unpaidTax, -2);

    // Enter outside an editor records the score.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(recorded.count(), 1);
    const Step step = recorded.at(0).at(0).value<Step>();
    QCOMPARE(step.kind, QStringLiteral("score"));
    QCOMPARE(step.actor, -1);
    const QJsonArray players = step.payload.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.at(0).toObject(), (QJsonObject{{QStringLiteral("unpaidTaxes"), 1}}));
    QCOMPARE(players.at(1).toObject(), QJsonObject());
    QCOMPARE(
        DlScoreValues::fromJson(step.payload.value(QStringLiteral("values")).toObject()).unpaidTax,
        -2);

    // Recorded, the game is over: the sheet shows what was recorded, read-only.
    QCOMPARE(m_session->record(step, Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
    m_sheet->sync();
    QVERIFY(m_sheet->model()->isReadOnly());
    QCOMPARE(model->index(DlScoreModel::UnpaidTaxes, 0).data(Qt::EditRole).toInt(), 1);
    QCOMPARE(model->values().unpaidTax, -2);
}

void TstDlScoreGui::finishedReadOnly()
{
    DlState s = scoringState();
    const QJsonObject payload{
        {QStringLiteral("players"),
         QJsonArray{QJsonObject{{QStringLiteral("rooms"), 6}}, QJsonObject()}}};
    s.scoreOverrides = payload;
    s.finalScore = computeSheet(s, s.values, payload).toJson();
    s.phase = Phase::Finished;
    cleanup();
    QVERIFY(start(s));
    showSheet();

    QTableView *table = m_sheet->table();
    DlScoreModel *model = m_sheet->model();
    QVERIFY(model->isReadOnly());
    QCOMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 6);
    QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);
    table->setCurrentIndex(model->index(DlScoreModel::Rooms, 0));
    QTest::keyClick(table, Qt::Key_9);
    QTest::keyClick(table, Qt::Key_F2);
    QCOMPARE(focused(), table);
    QCOMPARE(model->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 6);
    QVERIFY(m_sheet->valueSpin(DlScoreSheet::RoomValue)->isReadOnly());
    QVERIFY(!m_sheet->resetValuesButton()->isEnabled());
    QVERIFY(!m_sheet->defaultButton()->isVisible());
    QString missing;
    QVERIFY(!m_sheet->preparedStep(&missing));
    QVERIFY(!missing.isEmpty());
    QSignalSpy recorded(m_sheet.get(), &StepTool::recordRequested);
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(recorded.count(), 0);
    QVERIFY(m_sheet->summaryLabel()->text().contains(QStringLiteral("Ann")));
}

void TstDlScoreGui::languageChange()
{
    QVERIFY(m_sheet->model()->setData(m_sheet->model()->index(DlScoreModel::Rooms, 0), 4));
    const QString record = m_sheet->defaultButton()->text();
    QVERIFY(!record.isEmpty());
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(m_sheet.get(), &change);
    QCOMPARE(m_sheet->defaultButton()->text(), record);
    // A refresh keeps the table's edits.
    m_sheet->sync();
    QCOMPARE(m_sheet->model()->index(DlScoreModel::Rooms, 0).data(Qt::EditRole).toInt(), 4);
}

QTEST_MAIN(TstDlScoreGui)
#include "tst_dl_score_gui.moc"
