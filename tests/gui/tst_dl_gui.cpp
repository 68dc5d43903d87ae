#include <QTest>

// Placeholder: a helper writes this test.
class TstDlGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlGui)
#include "tst_dl_gui.moc"
