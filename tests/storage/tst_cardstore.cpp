// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "storage/CardStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace kbz;

namespace {

const QString kLc = QStringLiteral("lethal-checkmate");
const QString kOther = QStringLiteral("rook-raiders");

StoredCard card(const QString &id, int value = 0)
{
    return {id, QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("v"), value}}};
}

QStringList ids(const QList<StoredCard> &cards)
{
    QStringList out;
    for (const StoredCard &c : cards)
        out.append(c.id);
    return out;
}

} // namespace

class TestCardStore : public QObject
{
    Q_OBJECT

    std::unique_ptr<Database> m_db;
    QDateTime m_now = QDateTime(QDate(2026, 11, 22), QTime(10, 0), QTimeZone::utc());

    CardStore makeStore()
    {
        return CardStore(*m_db, [this] {
            m_now = m_now.addSecs(1);
            return m_now;
        });
    }

    QString updatedAt(const QString &kind, const QString &id)
    {
        QSqlQuery q(m_db->db());
        q.prepare(
            QStringLiteral("SELECT updated_at FROM cards WHERE game_kind = ? AND card_id = ?"));
        q.addBindValue(kind);
        q.addBindValue(id);
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    }

private Q_SLOTS:
    void init()
    {
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY2(m_db, qPrintable(err.text(Lang::En)));
    }

    void emptyKindListsNothing()
    {
        CardStore store = makeStore();
        DbError err;
        QVERIFY(store.list(kLc, &err).isEmpty());
        QVERIFY(!err);
        QCOMPARE(store.count(kLc, &err), 0);
    }

    void putAppendsAndReplacesInPlace()
    {
        CardStore store = makeStore();
        DbError err;
        QVERIFY(store.put(kLc, card(QStringLiteral("b")), &err));
        QVERIFY(store.put(kLc, card(QStringLiteral("a")), &err));
        QVERIFY(store.put(kLc, card(QStringLiteral("c")), &err));
        QVERIFY(store.put(kOther, card(QStringLiteral("a"), 7), &err));
        // Library order is insertion order, not id order.
        QCOMPARE(ids(store.list(kLc, &err)), (QStringList{"b", "a", "c"}));
        // Replacing keeps the place and takes the new data and time.
        QVERIFY(store.put(kLc, card(QStringLiteral("a"), 5), &err));
        const QList<StoredCard> cards = store.list(kLc, &err);
        QCOMPARE(ids(cards), (QStringList{"b", "a", "c"}));
        QCOMPARE(cards.at(1), card(QStringLiteral("a"), 5));
        QCOMPARE(updatedAt(kLc, QStringLiteral("a")), QStringLiteral("2026-11-22T10:00:05.000Z"));
        // Kinds are separate.
        QCOMPARE(store.list(kOther, &err), QList<StoredCard>{card(QStringLiteral("a"), 7)});
        QCOMPARE(store.count(kLc, &err), 3);
    }

    void removeOne()
    {
        CardStore store = makeStore();
        DbError err;
        QVERIFY(store.replaceAll(kLc, {card("x"), card("y"), card("z")}, &err));
        QVERIFY(store.remove(kLc, QStringLiteral("y"), &err));
        QVERIFY(store.remove(kLc, QStringLiteral("missing"), &err));
        QCOMPARE(ids(store.list(kLc, &err)), (QStringList{"x", "z"}));
        // A card put after a removal still goes last.
        QVERIFY(store.put(kLc, card("w"), &err));
        QCOMPARE(ids(store.list(kLc, &err)), (QStringList{"x", "z", "w"}));
    }

    void replaceAllIsAtomic()
    {
        CardStore store = makeStore();
        DbError err;
        QVERIFY(store.replaceAll(kLc, {card("a", 1), card("b", 2)}, &err));
        QVERIFY(store.put(kOther, card("keep"), &err));
        QVERIFY(store.replaceAll(kLc, {card("c"), card("a", 3)}, &err));
        QCOMPARE(store.list(kLc, &err), (QList<StoredCard>{card("c"), card("a", 3)}));
        // A duplicate id in the middle fails the whole call: nothing changes.
        QVERIFY(!store.replaceAll(kLc, {card("d"), card("e"), card("d")}, &err));
        QCOMPARE(err.code, DbError::Code::Sql);
        QVERIFY(!err.message.english().isEmpty());
        QVERIFY(!err.detail.isEmpty());
        QCOMPARE(store.list(kLc, &err), (QList<StoredCard>{card("c"), card("a", 3)}));
        // So does a card without an id.
        QVERIFY(!store.replaceAll(kLc, {card("f"), StoredCard{}}, &err));
        QCOMPARE(store.count(kLc, &err), 2);
        // Other kinds are untouched; an empty list clears one kind only.
        QVERIFY(store.replaceAll(kLc, {}, &err));
        QCOMPARE(store.count(kLc, &err), 0);
        QCOMPARE(store.list(kOther, &err), QList<StoredCard>{card("keep")});
    }

    void seedOnlyWhenEmpty()
    {
        CardStore store = makeStore();
        DbError err;
        bool seeded = false;
        QVERIFY(store.seedIfEmpty(kLc, {card("pawn-step")}, &err, &seeded));
        QVERIFY(seeded);
        QCOMPARE(ids(store.list(kLc, &err)), QStringList{"pawn-step"});
        QVERIFY(store.put(kLc, card("knight"), &err));
        QVERIFY(store.seedIfEmpty(kLc, {card("other")}, &err, &seeded));
        QVERIFY(!seeded);
        QCOMPARE(ids(store.list(kLc, &err)), (QStringList{"pawn-step", "knight"}));
    }

    void failedWriteReportsAndKeepsData()
    {
        CardStore store = makeStore();
        DbError err;
        QVERIFY(store.replaceAll(kLc, {card("a")}, &err));
        // A write while the table is gone fails cleanly with an error.
        QSqlQuery q(m_db->db());
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE cards RENAME TO cards_away")));
        DbError fail;
        QVERIFY(!store.put(kLc, card("b"), &fail));
        QCOMPARE(fail.code, DbError::Code::Sql);
        QVERIFY(fail.message.english().contains(QStringLiteral("could not be saved")));
        QVERIFY(store.list(kLc, &fail).isEmpty());
        QVERIFY(fail.message.english().contains(QStringLiteral("could not be read")));
        QCOMPARE(store.count(kLc, &fail), -1);
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE cards_away RENAME TO cards")));
        QCOMPARE(ids(store.list(kLc, &err)), QStringList{"a"});
    }

    void damagedRowIsReported()
    {
        CardStore store = makeStore();
        QSqlQuery q(m_db->db());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO cards (game_kind, card_id, data, updated_at) "
                                      "VALUES ('lethal-checkmate', 'bad', '{not json', 'now')")));
        DbError err;
        QVERIFY(store.list(kLc, &err).isEmpty());
        QVERIFY(err);
        QVERIFY(err.detail.contains(QStringLiteral("\"bad\"")));
    }

    void persistsInFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cards.sqlite"));
        DbError err;
        {
            auto db = Database::open(path, Database::Mode::ReadWrite, &err);
            QVERIFY(db);
            CardStore store(*db);
            QVERIFY(store.replaceAll(kLc, {card("z"), card("a")}, &err));
        }
        auto db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        CardStore store(*db);
        QCOMPARE(ids(store.list(kLc, &err)), (QStringList{"z", "a"}));
        // A read-only database refuses writes with an error, not a crash.
        QVERIFY(!store.put(kLc, card("b"), &err));
        QVERIFY(err);
    }
};

QTEST_GUILESS_MAIN(TestCardStore)
#include "tst_cardstore.moc"
