#include <QtTest>

// Placeholder: the engine helper replaces it.
class tst_low_rules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_MAIN(tst_low_rules)
#include "tst_low_rules.moc"
