#include <QTest>

// Placeholder: a helper writes this test.
class TstDlEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlEngine)
#include "tst_dl_engine.moc"
