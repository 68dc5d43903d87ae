#include <QTest>

// Placeholder: a helper writes this test.
class TstDlCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlCli)
#include "tst_dl_cli.moc"
