#include <QtTest>

// Placeholder: the game view helper replaces it.
class tst_low_widgets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_MAIN(tst_low_widgets)
#include "tst_low_widgets.moc"
