#include <QTest>

// Placeholder: a helper writes this test.
class TstDlScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlScore)
#include "tst_dl_score.moc"
