// Placeholder: filled in by the Rook & Raiders UI work.
#include <QTest>

class Tst_rr_widgets : public QObject
{
    Q_OBJECT
};

QTEST_MAIN(Tst_rr_widgets)
#include "tst_rr_widgets.moc"
