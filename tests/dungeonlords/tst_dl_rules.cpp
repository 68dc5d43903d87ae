#include <QTest>

// Placeholder: a helper writes this test.
class TstDlRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlRules)
#include "tst_dl_rules.moc"
