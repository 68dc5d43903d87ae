#include <QtTest>

// Placeholder: the engine helper replaces it.
class tst_low_engine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_MAIN(tst_low_engine)
#include "tst_low_engine.moc"
