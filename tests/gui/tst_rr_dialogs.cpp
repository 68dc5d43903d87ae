// Placeholder: filled in by the Rook & Raiders UI work.
#include <QTest>

class Tst_rr_dialogs : public QObject
{
    Q_OBJECT
};

QTEST_MAIN(Tst_rr_dialogs)
#include "tst_rr_dialogs.moc"
