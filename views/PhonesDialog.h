// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace kbz {

class PhonesControl;
class Session;

// "Phones at the table" (issue 36): starts and stops the open game's phones' server, shows the
// QR code of its invitation and the address and port it listens on (and what to check when a
// phone cannot connect), lists the phones connected with their seats, and takes a seat back.
class PhonesDialog final : public QDialog
{
    Q_OBJECT

public:
    PhonesDialog(PhonesControl *control, Session *session, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void toggle();
    void freeSelectedSeat();

    PhonesControl *m_control;
    Session *m_session;
    QLabel *m_intro;
    QLabel *m_whereLabel;
    QComboBox *m_where;
    QPushButton *m_toggle;
    QLabel *m_qr;
    QLabel *m_url;
    QPushButton *m_copy;
    QLabel *m_listening;
    QLabel *m_help;
    QLabel *m_phonesLabel;
    QTreeWidget *m_phones;
    QPushButton *m_free;
    QPushButton *m_close;
    QString m_error;
};

} // namespace kbz
