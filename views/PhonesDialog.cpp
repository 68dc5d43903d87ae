// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhonesDialog.h"

#include "PhoneServer.h"
#include "PhonesControl.h"
#include "QrCode.h"
#include "core/GameConfig.h"
#include "core/Session.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz {

namespace {

constexpr int kQrModulePixels = 5;

} // namespace

PhonesDialog::PhonesDialog(PhonesControl *control, Session *session, QWidget *parent)
    : QDialog(parent)
    , m_control(control)
    , m_session(session)
    , m_intro(new QLabel(this))
    , m_whereLabel(new QLabel(this))
    , m_where(new QComboBox(this))
    , m_toggle(new QPushButton(this))
    , m_qr(new QLabel(this))
    , m_url(new QLabel(this))
    , m_copy(new QPushButton(this))
    , m_listening(new QLabel(this))
    , m_help(new QLabel(this))
    , m_phonesLabel(new QLabel(this))
    , m_phones(new QTreeWidget(this))
    , m_free(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("phonesDialog"));
    m_toggle->setObjectName(QStringLiteral("phonesToggle"));
    m_where->setObjectName(QStringLiteral("phonesWhere"));
    m_qr->setObjectName(QStringLiteral("phonesQr"));
    m_url->setObjectName(QStringLiteral("phonesUrl"));
    m_phones->setObjectName(QStringLiteral("phonesList"));
    m_free->setObjectName(QStringLiteral("phonesFreeSeat"));
    m_intro->setWordWrap(true);
    m_help->setWordWrap(true);
    m_listening->setWordWrap(true);
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_url->setWordWrap(true);
    m_whereLabel->setBuddy(m_where);
    // The QR code keeps its place whether the server runs or not: nothing moves on Start.
    const int qrSide = qrCode(QStringLiteral("http://255.255.255.255:65535/#join=") +
                                  QString(22, QLatin1Char('A')),
                              kQrModulePixels)
                           .width();
    m_qr->setFixedSize(qrSide, qrSide);
    m_qr->setAlignment(Qt::AlignCenter);
    m_phones->setColumnCount(2);
    m_phones->setRootIsDecorated(false);
    m_phones->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_phones->setMinimumHeight(fontMetrics().height() * 6);
    m_toggle->setDefault(true);

    auto *where = new QHBoxLayout;
    where->addWidget(m_whereLabel);
    where->addWidget(m_where, 1);
    where->addWidget(m_toggle);

    auto *urlColumn = new QVBoxLayout;
    urlColumn->addWidget(m_url);
    urlColumn->addWidget(m_copy, 0, Qt::AlignLeft);
    urlColumn->addWidget(m_listening);
    urlColumn->addWidget(m_help);
    urlColumn->addStretch(1);
    auto *code = new QHBoxLayout;
    code->addWidget(m_qr, 0, Qt::AlignTop);
    code->addLayout(urlColumn, 1);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_free);
    buttons->addStretch(1);
    buttons->addWidget(m_close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(where);
    layout->addLayout(code);
    layout->addWidget(m_phonesLabel);
    layout->addWidget(m_phones, 1);
    layout->addLayout(buttons);

    connect(m_toggle, &QPushButton::clicked, this, &PhonesDialog::toggle);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_control->invitationUrl().toString()); });
    connect(m_free, &QPushButton::clicked, this, &PhonesDialog::freeSelectedSeat);
    connect(m_phones, &QTreeWidget::itemSelectionChanged, this, [this] {
        m_free->setEnabled(m_control->server() && m_phones->currentItem() &&
                           m_phones->currentItem()->data(0, Qt::UserRole).toInt() >= 0);
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_control, &PhonesControl::changed, this, &PhonesDialog::refresh);
    retranslate();
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 80, 0)));
}

void PhonesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PhonesDialog::retranslate()
{
    setWindowTitle(tr("Phones at the table"));
    m_intro->setText(tr("Each player can follow the game and record the steps of their own seat "
                        "from their phone's browser, with nothing to install. The laptop checks "
                        "and records every step. The server is off until you start it, and "
                        "stops when the game is closed."));
    m_whereLabel->setText(tr("&Listen on:"));
    const int index = m_where->currentIndex();
    m_where->clear();
    m_where->addItem(tr("This network (phones on the same Wi-Fi)"));
    m_where->addItem(tr("This laptop only (127.0.0.1)"));
    m_where->setCurrentIndex(qMax(0, index));
    m_copy->setText(tr("&Copy the address"));
    m_phonesLabel->setText(tr("Phones connected:"));
    m_phones->setHeaderLabels({tr("Seat"), tr("Address")});
    m_free->setText(tr("&Take the seat back"));
    m_free->setToolTip(tr("The phone becomes a spectator; its seat can be joined again"));
    m_close->setText(tr("Close"));
    refresh();
}

void PhonesDialog::refresh()
{
    PhoneServer *server = m_control->server();
    const bool on = server && server->isListening();
    // The button keeps one width, whichever it says (nothing moves under the mouse).
    const QString start = tr("&Start");
    const QString stop = tr("&Stop");
    m_toggle->setText(on ? stop : start);
    const QFontMetrics fm = m_toggle->fontMetrics();
    m_toggle->setMinimumWidth(qMax(fm.horizontalAdvance(QString(start).remove(QLatin1Char('&'))),
                                   fm.horizontalAdvance(QString(stop).remove(QLatin1Char('&')))) +
                              fm.averageCharWidth() * 4);
    m_where->setEnabled(!on);
    if (on) // started from the command line too: say where it listens
        m_where->setCurrentIndex(server->address().isLoopback() ? 1 : 0);
    m_copy->setEnabled(on);
    if (on) {
        const QUrl url = server->invitationUrl();
        m_qr->setPixmap(QPixmap::fromImage(qrCode(url.toString(), kQrModulePixels)));
        m_qr->setToolTip(tr("Scan with the phone's camera"));
        m_url->setText(url.toString());
        m_listening->setText(server->address().isLoopback()
                                 ? tr("Listening on this laptop only, port %1: phones cannot "
                                      "reach it (for testing).")
                                       .arg(server->port())
                                 : tr("Listening on port %1 of every network of this laptop; the "
                                      "code names %2.")
                                       .arg(QString::number(server->port()), url.host()));
        m_help->setText(tr("If a phone cannot open the page: it must be on the same Wi-Fi as "
                           "the laptop (not a guest network), and the laptop's firewall must let "
                           "TCP port %1 in (for example: sudo ufw allow %1/tcp).")
                            .arg(server->port()));
    } else {
        m_qr->setPixmap({});
        m_qr->setToolTip({});
        m_url->setText(m_error.isEmpty() ? tr("Not started.") : m_error);
        m_listening->clear();
        m_help->clear();
    }

    const int selectedSeat =
        m_phones->currentItem() ? m_phones->currentItem()->data(0, Qt::UserRole).toInt() : -2;
    m_phones->clear();
    const auto &players = m_session->config().players;
    if (on) {
        for (const PhoneServer::Phone &p : server->phones()) {
            QString seat;
            if (p.seat >= 0 && p.seat < players.size())
                seat = players.at(p.seat).name;
            else if (p.seat == -1)
                seat = tr("(watching)");
            else
                seat = tr("(choosing a seat)");
            auto *item = new QTreeWidgetItem(m_phones, {seat, p.address});
            item->setData(0, Qt::UserRole, p.seat);
            if (p.seat == selectedSeat && p.seat >= 0)
                m_phones->setCurrentItem(item);
        }
    }
    m_free->setEnabled(on && m_phones->currentItem() &&
                       m_phones->currentItem()->data(0, Qt::UserRole).toInt() >= 0);
}

void PhonesDialog::toggle()
{
    if (m_control->server()) {
        m_control->stop();
        return;
    }
    m_error.clear();
    const QHostAddress address = m_where->currentIndex() == 1
                                     ? QHostAddress(QHostAddress::LocalHost)
                                     : QHostAddress(QHostAddress::Any);
    if (!m_control->start(address, 0, &m_error))
        refresh();
}

void PhonesDialog::freeSelectedSeat()
{
    if (!m_control->server() || !m_phones->currentItem())
        return;
    const int seat = m_phones->currentItem()->data(0, Qt::UserRole).toInt();
    if (seat >= 0)
        m_control->server()->freeSeat(seat);
}

} // namespace kbz
