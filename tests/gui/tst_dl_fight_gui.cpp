#include <QTest>

// Placeholder: a helper writes this test.
class TstDlFightGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_MAIN(TstDlFightGui)
#include "tst_dl_fight_gui.moc"
