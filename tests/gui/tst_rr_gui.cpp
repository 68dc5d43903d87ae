// Placeholder: filled in by the Rook & Raiders UI work.
#include <QTest>

class Tst_rr_gui : public QObject
{
    Q_OBJECT
};

QTEST_MAIN(Tst_rr_gui)
#include "tst_rr_gui.moc"
