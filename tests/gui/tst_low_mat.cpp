#include <QtTest>

// Placeholder: the mat helper replaces it.
class tst_low_mat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_MAIN(tst_low_mat)
#include "tst_low_mat.moc"
