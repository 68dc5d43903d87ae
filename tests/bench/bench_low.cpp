#include <QtTest>

// Placeholder: the engine helper replaces it.
class bench_low : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_MAIN(bench_low)
#include "bench_low.moc"
