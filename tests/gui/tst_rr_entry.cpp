// Placeholder: filled in by the Rook & Raiders UI work.
#include <QTest>

class Tst_rr_entry : public QObject
{
    Q_OBJECT
};

QTEST_MAIN(Tst_rr_entry)
#include "tst_rr_entry.moc"
