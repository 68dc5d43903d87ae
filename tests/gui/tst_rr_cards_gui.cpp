// Placeholder: filled in by the Rook & Raiders UI work.
#include <QTest>

class Tst_rr_cards_gui : public QObject
{
    Q_OBJECT
};

QTEST_MAIN(Tst_rr_cards_gui)
#include "tst_rr_cards_gui.moc"
