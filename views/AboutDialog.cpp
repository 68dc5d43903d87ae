// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "AboutDialog.h"

#include "ui_AboutDialog.h"

#include <QEvent>

namespace kbz {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::AboutDialog>())
{
    m_ui->setupUi(this);
    QFont big = m_ui->nameLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_ui->nameLabel->setFont(big);
    retranslateUi();
}

AboutDialog::~AboutDialog() = default;

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
    }
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi()
{
    m_ui->versionLabel->setText(tr("Version %1").arg(QStringLiteral(KIBITZER_VERSION)));
    m_ui->qtLabel->setText(tr("Built with Qt %1").arg(QString::fromLatin1(qVersion())));
    m_ui->licenseLabel->setText(
        tr("Copyright © 2026 Kibitzer contributors.<br>Kibitzer is free software: you may "
           "share and change it under the <a href=\"%1\">GNU General Public License</a>, version "
           "3 or any later version. It comes with NO WARRANTY.")
            .arg(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")));
}

} // namespace kbz
