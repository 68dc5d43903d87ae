// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ClubMenu.h"

#include "ClubDialog.h"
#include "storage/Database.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace kbz {

ClubMenu::ClubMenu(QWidget *window, const GameRegistry &registry, QSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_registry(registry)
    , m_settings(settings)
    , m_menu(new QMenu(window))
{
    m_menu->setObjectName(QStringLiteral("clubMenu"));
    m_push = m_menu->addAction(QString());
    m_push->setObjectName(QStringLiteral("clubPush"));
    m_pull = m_menu->addAction(QString());
    m_pull->setObjectName(QStringLiteral("clubPull"));
    connect(m_push, &QAction::triggered, this, [this] { open(true); });
    connect(m_pull, &QAction::triggered, this, [this] { open(false); });
    setDatabase(nullptr);
    retranslate();
}

void ClubMenu::setDatabase(Database *db)
{
    m_db = db;
    const bool onFile = db && !db->isServer();
    m_push->setEnabled(onFile);
    m_pull->setEnabled(onFile);
}

void ClubMenu::retranslate()
{
    m_menu->setTitle(tr("C&lub"));
    m_push->setText(tr("&Push finished games…"));
    m_pull->setText(tr("P&ull club games…"));
}

void ClubMenu::open(bool push)
{
    if (!m_db || m_db->isServer())
        return;
    auto *dialog = new ClubDialog(*m_db, m_registry,
                                  push ? ClubDialog::Direction::Push : ClubDialog::Direction::Pull,
                                  m_settings, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ClubDialog::gamesCopied, this, &ClubMenu::gamesPulled);
    dialog->open();
}

} // namespace kbz
