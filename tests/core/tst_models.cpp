// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CounterEngine.h"
#include "core/FindingsModel.h"
#include "core/JournalModel.h"
#include "core/Session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kbz;
using kbz::test::add;

// The item models the views show, without any view: rows follow the session's undo stack.
class TestModels : public QObject
{
    Q_OBJECT

    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    GameRegistry m_registry;

private Q_SLOTS:
    void init()
    {
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
        m_journal = std::make_unique<Journal>(*m_db);
        if (m_registry.engines().isEmpty())
            m_registry.add(std::make_shared<test::CounterEngine>());
    }

    void journalFollowsTheStack()
    {
        DbError err;
        auto s = Session::start(*m_journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{{{QStringLiteral("Aki"), {}}}, {}, {}}, {}, &err);
        JournalModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(s.get());
        QCOMPARE(model.rowCount(), 0);

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QCOMPARE(s->record(add(1)).outcome, Session::Outcome::Recorded);
        QCOMPARE(s->record(add(50), Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        QCOMPARE(s->record(add(2)).outcome, Session::Outcome::Recorded);
        QCOMPARE(inserted.size(), 3);
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex second = model.index(1);
        QCOMPARE(second.data(Qt::DisplayRole).toString(), QStringLiteral("2. Add 50"));
        QCOMPARE(second.data(JournalModel::NumberRole).toInt(), 2);
        QCOMPARE(second.data(JournalModel::ActorRole).toString(), QStringLiteral("Aki"));
        QVERIFY(second.data(JournalModel::HasWarningsRole).toBool());
        QVERIFY(second.data(JournalModel::OverriddenRole).toBool());
        QVERIFY(second.data(Qt::ToolTipRole).toString().contains(QStringLiteral("test.add.big")));
        QVERIFY(!model.index(0).data(JournalModel::HasFindingsRole).toBool());
        // No painting in the model: icons and colours come from the views' delegates.
        QVERIFY(!second.data(Qt::DecorationRole).isValid());

        // Undo greys the row (dataChanged), it does not remove it.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(s->undo());
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.index(2).data(JournalModel::UndoneRole).toBool());
        QVERIFY(!model.index(1).data(JournalModel::UndoneRole).toBool());
        QVERIFY(!changed.isEmpty());
        QVERIFY(s->undo());
        QVERIFY(model.index(1).data(JournalModel::UndoneRole).toBool());

        // Recording drops the redo tail.
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QCOMPARE(s->record(add(3)).outcome, Session::Outcome::Recorded);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data(JournalModel::DescriptionRole).toString(),
                 QStringLiteral("Add 3"));
        QVERIFY(!model.index(1).data(JournalModel::UndoneRole).toBool());

        model.setSession(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void findings()
    {
        FindingsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(FindingsModel::ColumnCount));
        const QList<Finding> list{
            {Severity::Warning, QStringLiteral("lc.move.pattern"),
             Message("ctx", "Outside %1", {QStringLiteral("b3")})},
            {Severity::Info, QStringLiteral("lc.field.limit"), Message("ctx", "Pushed")}};
        model.setFindings(list);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, FindingsModel::RuleColumn).data().toString(),
                 QStringLiteral("lc.move.pattern"));
        QCOMPARE(model.index(0, FindingsModel::MessageColumn).data().toString(),
                 QStringLiteral("Outside b3"));
        QCOMPARE(model.index(1, 0).data(FindingsModel::SeverityRole).toInt(), int(Severity::Info));
        QCOMPARE(model.index(1, 1).data(FindingsModel::RuleIdRole).toString(),
                 QStringLiteral("lc.field.limit"));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Rule"));
        model.setFindings({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
