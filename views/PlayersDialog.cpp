// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayersDialog.h"

#include "MessageBoxes.h"
#include "Translations.h"
#include "storage/Journal.h"
#include "storage/Players.h"
#include "storage/PlayersModel.h"

#include <QColorDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace kbz {

namespace {

// Sorted by the model's EditRole (numbers, times); a player's colour as a swatch by the name.
class PlayersProxy final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == PlayersModel::NameColumn) {
            const QColor colour(
                QSortFilterProxyModel::data(index, PlayersModel::ColourRole).toString());
            return colour.isValid() ? QVariant(colour) : QVariant();
        }
        return QSortFilterProxyModel::data(index, role);
    }
};

} // namespace

PlayersDialog::PlayersDialog(Journal &journal, QWidget *parent)
    : QDialog(parent)
    , m_journal(journal)
    , m_model(new PlayersModel(journal.database(), this))
    , m_proxy(new PlayersProxy(this))
    , m_table(new QTableView(this))
    , m_hint(new QLabel(this))
    , m_rename(new QPushButton(this))
    , m_merge(new QPushButton(this))
    , m_colour(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("playersDialog"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::EditRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(PlayersModel::NameColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlayersModel::NameColumn,
                                                      QHeaderView::Stretch);
    m_table->setMinimumHeight(m_table->fontMetrics().height() * 10);
    m_hint->setWordWrap(true);
    m_rename->setObjectName(QStringLiteral("playersRename"));
    m_merge->setObjectName(QStringLiteral("playersMerge"));
    m_colour->setObjectName(QStringLiteral("playersColour"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_rename);
    buttons->addWidget(m_merge);
    buttons->addWidget(m_colour);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_hint);
    layout->addLayout(buttons);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PlayersDialog::updateButtons);
    connect(m_table, &QTableView::activated, this, &PlayersDialog::askRename);
    connect(m_rename, &QPushButton::clicked, this, &PlayersDialog::askRename);
    connect(m_merge, &QPushButton::clicked, this, &PlayersDialog::askMerge);
    connect(m_colour, &QPushButton::clicked, this, &PlayersDialog::askColour);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);

    reload();
    retranslateUi();
    resize(720, 480);
}

PlayersDialog::~PlayersDialog() = default;

void PlayersDialog::reload()
{
    const qint64 selected = selectedPlayer();
    DbError err;
    if (!m_model->reload(&err))
        MessageBoxes::critical(this, tr("Players"), err.text(Translations::current()));
    if (selected)
        selectPlayer(selected);
    updateButtons();
}

qint64 PlayersDialog::selectedPlayer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(PlayersModel::IdRole).toLongLong();
}

void PlayersDialog::selectPlayer(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_table->selectRow(index.row());
    m_table->scrollTo(index);
}

QString PlayersDialog::nameOf(qint64 id) const
{
    const int row = m_model->rowOf(id);
    return row < 0 ? QString() : m_model->players().at(row).name;
}

void PlayersDialog::updateButtons()
{
    // A file older than schema 5 opened read-only lists names without ids: nothing to change.
    const bool any = selectedPlayer() != 0;
    m_rename->setEnabled(any);
    m_colour->setEnabled(any);
    m_merge->setEnabled(any && m_model->rowCount() > 1);
}

bool PlayersDialog::renamePlayer(qint64 id, const QString &name)
{
    const QString title = tr("Rename player");
    const QString trimmed = name.trimmed();
    DbError err;
    const auto similar = Players(m_journal.database()).similarTo(trimmed, &err);
    if (!similar) {
        MessageBoxes::critical(this, title, err.text(Translations::current()));
        return false;
    }
    bool allowSame = false;
    for (const Player &other : *similar) {
        if (other.id == id)
            continue;
        const QString games = QLocale().toString(other.games);
        const QString sentence =
            other.name == trimmed
                ? tr("There is already a player named %1 (games: %2).").arg(other.name, games)
                : tr("There is already a player named %1 (games: %2): the names differ only by "
                     "case, width or spaces.")
                      .arg(other.name, games);
        if (!MessageBoxes::confirm(
                this, title,
                sentence + QLatin1Char(' ') +
                    tr("Keep them two players of one name? If they are one person, choose No "
                       "and merge them instead.")))
            return false;
        allowSame = true;
        break;
    }
    if (!Players(m_journal.database()).rename(id, trimmed, &err, allowSame)) {
        MessageBoxes::warning(this, title, err.text(Translations::current()));
        return false;
    }
    reload();
    selectPlayer(id);
    return true;
}

bool PlayersDialog::mergePlayers(qint64 keepId, qint64 removeId)
{
    const QString title = tr("Merge players");
    const int row = m_model->rowOf(removeId);
    const int games = row < 0 ? 0 : m_model->players().at(row).games;
    if (!MessageBoxes::confirm(
            this, title,
            tr("Merge %1 into %2? The games of %1 (%3) become games of %2, "
               "and %1 is removed. This cannot be undone.")
                .arg(nameOf(removeId), nameOf(keepId), QLocale().toString(games))))
        return false;
    DbError err;
    if (!Players(m_journal.database()).merge(keepId, removeId, &err)) {
        MessageBoxes::warning(this, title, err.text(Translations::current()));
        return false;
    }
    reload();
    selectPlayer(keepId);
    return true;
}

bool PlayersDialog::setPlayerColour(qint64 id, const QColor &colour)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    DbError err;
    if (!Players(m_journal.database())
             .setLooks(id, colour.isValid() ? colour.name() : QString(),
                       m_model->players().at(row).avatar, &err)) {
        MessageBoxes::warning(this, tr("Player colour"), err.text(Translations::current()));
        return false;
    }
    reload();
    return true;
}

void PlayersDialog::askRename()
{
    const qint64 id = selectedPlayer();
    if (!id)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename player"), tr("New name:"),
                                               QLineEdit::Normal, nameOf(id), &ok);
    if (ok && name.trimmed() != nameOf(id))
        renamePlayer(id, name);
}

void PlayersDialog::askMerge()
{
    const qint64 id = selectedPlayer();
    if (!id)
        return;
    QStringList names;
    QList<qint64> ids;
    for (const Player &p : m_model->players()) {
        if (p.id == id)
            continue;
        names.append(tr("%1 (games: %2)").arg(p.name, QLocale().toString(p.games)));
        ids.append(p.id);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Merge players"),
                                                 tr("Merge %1 into which player?").arg(nameOf(id)),
                                                 names, 0, false, &ok);
    const qsizetype index = names.indexOf(chosen);
    if (ok && index >= 0)
        mergePlayers(ids.at(index), id);
}

void PlayersDialog::askColour()
{
    const qint64 id = selectedPlayer();
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QColor colour = QColorDialog::getColor(QColor(m_model->players().at(row).colour), this,
                                                 tr("Colour of %1").arg(nameOf(id)));
    if (colour.isValid())
        setPlayerColour(id, colour);
}

void PlayersDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PlayersDialog::retranslateUi()
{
    setWindowTitle(tr("Players"));
    m_model->retranslate();
    m_hint->setText(tr("A player is who sat at a game, across all games. Renaming changes the "
                       "name everywhere; merging makes two players one (their games add up)."));
    m_rename->setText(tr("&Rename…"));
    m_merge->setText(tr("&Merge into…"));
    m_colour->setText(tr("C&olour…"));
    m_close->setText(tr("Close"));
}

} // namespace kbz
