// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "HistoryBrowser.h"

#include "FileDialogs.h"
#include "GameExport.h"
#include "LongWork.h"
#include "MessageBoxes.h"
#include "PlayersDialog.h"
#include "Translations.h"
#include "core/GameName.h"
#include "core/GameRegistry.h"
#include "storage/Journal.h"
#include "storage/Players.h"
#include "storage/Statistics.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace kbz {

HistoryBrowser::HistoryBrowser(Journal &journal, const GameRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_journal(journal)
    , m_registry(registry)
    , m_model(new HistoryModel(journal.database(), &registry, this))
    , m_game(new QComboBox(this))
    , m_player(new QComboBox(this))
    , m_status(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_useFrom(new QCheckBox(this))
    , m_from(new QDateEdit(this))
    , m_useTo(new QCheckBox(this))
    , m_to(new QDateEdit(this))
    , m_table(new QTableView(this))
    , m_count(new QLabel(this))
    , m_open(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_results(new QPushButton(this))
    , m_players(new QPushButton(this))
    , m_csv(nullptr)
    , m_bgStats(nullptr)
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("historyBrowser"));
    m_model->setLang(Translations::current());

    // The game filter: every registered game (its data the engine id).
    m_game->addItem(QString());
    for (const EnginePtr &engine : registry.engines())
        m_game->addItem(QString(), engine->id());
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // The player filter: anyone, then every player by name (its data the player's id); typing
    // a name's first letters selects it.
    m_player->setMinimumContentsLength(12);
    m_player->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // (Filled by retranslateUi below: its texts are translated.)
    m_status->addItem(QString());
    for (const char *code : {"active", "finished", "abandoned"})
        m_status->addItem(QString(), QString::fromLatin1(code));
    m_text->setClearButtonEnabled(true);
    for (QDateEdit *date : {m_from, m_to}) {
        date->setCalendarPopup(true);
        date->setDate(QDate::currentDate());
        date->setEnabled(false);
    }
    m_from->setDate(QDate::currentDate().addYears(-1));

    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(HistoryModel::StartedCol, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(HistoryModel::TitleCol, QHeaderView::Stretch);
    for (const int column : {HistoryModel::IdCol, HistoryModel::StartedCol, HistoryModel::StatusCol,
                             HistoryModel::StepsCol})
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->resizeSection(HistoryModel::GameCol,
                                               fontMetrics().averageCharWidth() * 22);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->setMinimumHeight(m_table->fontMetrics().height() * 8);
    m_open->setObjectName(QStringLiteral("historyOpen"));
    m_export->setObjectName(QStringLiteral("historyExport"));
    m_delete->setObjectName(QStringLiteral("historyDelete"));
    m_results->setObjectName(QStringLiteral("historyResults"));
    m_players->setObjectName(QStringLiteral("historyPlayers"));
    auto *resultsMenu = new QMenu(m_results);
    m_csv = resultsMenu->addAction(QString(), this, [this] { exportResults(ResultsFormat::Csv); });
    m_bgStats =
        resultsMenu->addAction(QString(), this, [this] { exportResults(ResultsFormat::BgStats); });
    m_results->setMenu(resultsMenu);

    for (int i = 0; i < 4; ++i)
        m_labels.append(new QLabel(this));
    m_labels[0]->setBuddy(m_game);
    m_labels[1]->setBuddy(m_player);
    m_labels[2]->setBuddy(m_status);
    m_labels[3]->setBuddy(m_text);

    auto *filters = new QGridLayout;
    filters->addWidget(m_labels[0], 0, 0);
    filters->addWidget(m_game, 0, 1);
    filters->addWidget(m_labels[1], 0, 2);
    filters->addWidget(m_player, 0, 3);
    filters->addWidget(m_labels[2], 0, 4);
    filters->addWidget(m_status, 0, 5);
    filters->addWidget(m_labels[3], 1, 0);
    filters->addWidget(m_text, 1, 1, 1, 3);
    auto *dates = new QHBoxLayout;
    dates->addWidget(m_useFrom);
    dates->addWidget(m_from);
    dates->addWidget(m_useTo);
    dates->addWidget(m_to);
    filters->addLayout(dates, 1, 4, 1, 2);
    filters->setColumnStretch(3, 1);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_count, 1);
    buttons->addWidget(m_players);
    buttons->addWidget(m_results);
    buttons->addSpacing(12);
    buttons->addWidget(m_open);
    buttons->addWidget(m_export);
    buttons->addWidget(m_delete);
    buttons->addSpacing(12);
    buttons->addWidget(m_close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    for (QComboBox *combo : {m_game, m_status})
        connect(combo, &QComboBox::currentIndexChanged, this, &HistoryBrowser::applyFilter);
    connect(m_player, &QComboBox::currentIndexChanged, this, &HistoryBrowser::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, &HistoryBrowser::applyFilter);
    for (QCheckBox *check : {m_useFrom, m_useTo})
        connect(check, &QCheckBox::toggled, this, [this] {
            m_from->setEnabled(m_useFrom->isChecked());
            m_to->setEnabled(m_useTo->isChecked());
            applyFilter();
        });
    for (QDateEdit *date : {m_from, m_to})
        connect(date, &QDateEdit::dateChanged, this, &HistoryBrowser::applyFilter);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryBrowser::updateCount);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &HistoryBrowser::updateCount);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryBrowser::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryBrowser::updateButtons);
    connect(m_table, &QTableView::activated, this, &HistoryBrowser::openSelected);
    connect(m_open, &QPushButton::clicked, this, &HistoryBrowser::openSelected);
    connect(m_export, &QPushButton::clicked, this, &HistoryBrowser::exportSelected);
    connect(m_delete, &QPushButton::clicked, this, &HistoryBrowser::deleteSelected);
    connect(m_players, &QPushButton::clicked, this, &HistoryBrowser::showPlayers);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);

    retranslateUi();
    updateButtons();
    resize(1100, 600);
}

HistoryBrowser::~HistoryBrowser() = default;

void HistoryBrowser::setOpenGame(qint64 gameId)
{
    m_openGame = gameId;
    updateButtons();
}

void HistoryBrowser::applyFilter()
{
    HistoryFilter f;
    f.kind = m_game->currentData().toString();
    f.playerId = selectedPlayer();
    f.status = m_status->currentData().toString();
    f.text = m_text->text();
    if (m_useFrom->isChecked())
        f.from = m_from->date();
    if (m_useTo->isChecked())
        f.to = m_to->date();
    m_model->setFilter(f);
}

qint64 HistoryBrowser::selectedGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(HistoryModel::GameIdRole).toLongLong();
}

void HistoryBrowser::selectGame(qint64 gameId)
{
    for (int row = 0;; ++row) {
        if (row >= m_model->rowCount()) {
            if (!m_model->canFetchMore({}))
                return;
            m_model->fetchMore({});
            if (row >= m_model->rowCount())
                return;
        }
        const QModelIndex index = m_model->index(row, 0);
        if (index.data(HistoryModel::GameIdRole).toLongLong() == gameId) {
            m_table->selectRow(row);
            m_table->scrollTo(index);
            return;
        }
    }
}

void HistoryBrowser::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const qint64 id = selectedGame();
    const bool active = !rows.isEmpty() && rows.first().data(HistoryModel::StatusRole).toString() ==
                                               QLatin1String("active");
    m_open->setText(active ? tr("&Continue") : tr("&Open"));
    m_open->setEnabled(id != 0);
    m_export->setEnabled(id != 0);
    m_delete->setEnabled(id != 0 && id != m_openGame);
    m_delete->setToolTip(id != 0 && id == m_openGame
                             ? tr("This game is open in the window: close it first.")
                             : QString());
}

void HistoryBrowser::updateCount()
{
    m_count->setText(m_model->lastError().isEmpty()
                         ? tr("Games: %1").arg(QLocale().toString(m_model->totalCount()))
                         : m_model->lastError());
}

void HistoryBrowser::openSelected()
{
    if (const qint64 id = selectedGame()) {
        Q_EMIT openRequested(id);
        close();
    }
}

void HistoryBrowser::exportSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(HistoryModel::TitleCol);
    const qint64 id = selectedGame();
    if (!id)
        return;
    const QString title = rows.first().data().toString();
    const QString path = exportGameJournal(this, m_journal, m_registry, id, title);
    if (!path.isEmpty())
        Q_EMIT statusMessage(tr("Journal exported: %1").arg(path));
}

bool HistoryBrowser::deleteSelected()
{
    const qint64 id = selectedGame();
    if (!id || id == m_openGame)
        return false;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(HistoryModel::TitleCol);
    const QString title = rows.first().data().toString();
    if (!MessageBoxes::confirm(this, tr("Delete game"),
                               tr("Delete game %1 “%2” with its whole journal? This cannot be "
                                  "undone; export its journal first to keep a copy.")
                                   .arg(QLocale().toString(id), title)))
        return false;
    DbError err;
    if (!HistoryModel::deleteGame(m_journal.database(), id, &err)) {
        MessageBoxes::critical(this, tr("Delete game"), err.text(Translations::current()));
        return false;
    }
    const int row = rows.first().row();
    m_model->reload();
    if (m_model->rowCount() > 0)
        m_table->selectRow(qMin(row, m_model->rowCount() - 1));
    Q_EMIT statusMessage(tr("Game %1 deleted.").arg(QLocale().toString(id)));
    return true;
}

PlayFilter HistoryBrowser::playFilter() const
{
    PlayFilter f;
    f.kind = m_game->currentData().toString();
    f.playerId = selectedPlayer();
    f.titleText = m_text->text();
    if (m_useFrom->isChecked())
        f.from = m_from->date();
    if (m_useTo->isChecked())
        f.to = m_to->date();
    return f;
}

QString HistoryBrowser::exportResults(ResultsFormat format)
{
    const QString title = tr("Export results");
    // Only finished games have results: none of them under another status filter.
    const QString status = m_status->currentData().toString();
    const PlayFilter filter = playFilter();
    DbError err;
    auto games = status.isEmpty() || status == QLatin1String("finished")
                     ? finishedGames(m_journal.database(), filter, &err)
                     : std::optional<QList<PlayedGame>>(QList<PlayedGame>());
    if (!games) {
        MessageBoxes::critical(this, title, err.text(Translations::current()));
        return {};
    }
    if (games->isEmpty()) {
        MessageBoxes::information(this, title,
                                  tr("None of the games shown is finished, so there are no "
                                     "results to export."));
        return {};
    }
    const bool csv = format == ResultsFormat::Csv;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path =
        FileDialogs::saveFile(this, title,
                              dir + (csv ? QStringLiteral("/kibitzer-results.csv")
                                         : QStringLiteral("/kibitzer-results.bgstats.json")),
                              csv ? tr("CSV files (*.csv);;All files (*)")
                                  : tr("BG Stats files (*.json);;All files (*)"));
    if (path.isEmpty())
        return {};
    if (!csv) {
        // Who started and the rounds (BG Stats): each game's final state, as the statistics.
        LongWork work(this, tr("Reading the finished games…"), true);
        if (!Statistics(m_journal, m_registry).addPlayFacts(*games, work.progress()))
            return {};
    }
    QString why;
    if (!writeWholeFile(path, resultsData(format, *games, m_registry), &why)) {
        MessageBoxes::critical(this, title,
                               tr("The results could not be written to %1: %2\n\nNothing was "
                                  "written; choose another folder.")
                                   .arg(QDir::toNativeSeparators(path), why));
        return {};
    }
    Q_EMIT statusMessage(
        tr("Results exported (finished games: %1): %2")
            .arg(QLocale().toString(games->size()), QDir::toNativeSeparators(path)));
    return path;
}

void HistoryBrowser::showPlayers()
{
    {
        PlayersDialog dialog(m_journal, this);
        dialog.exec();
    }
    // Renamed players show their new names, merged ones are gone: in the filter and the table.
    reloadPlayers();
    m_model->reload();
}

qint64 HistoryBrowser::selectedPlayer() const
{
    return m_player->currentData().toLongLong();
}

void HistoryBrowser::reloadPlayers()
{
    const qint64 chosen = selectedPlayer();
    DbError err;
    const auto players = Players(m_journal.database()).list(&err);
    QSignalBlocker blocker(m_player);
    m_player->clear();
    m_player->addItem(QString(), qint64(0));
    if (players) {
        // Two players of one name (allowed after a question) are told apart by their numbers.
        QHash<QString, int> sameName;
        for (const Player &p : *players)
            ++sameName[p.name];
        for (const Player &p : *players)
            m_player->addItem(sameName.value(p.name) > 1
                                  ? tr("%1 (player %2)").arg(p.name, QLocale().toString(p.id))
                                  : p.name,
                              p.id);
    }
    m_player->setItemText(0, tr("Anyone"));
    const int row = m_player->findData(chosen);
    m_player->setCurrentIndex(row < 0 ? 0 : row);
    blocker.unblock();
    if (row < 0 && chosen != 0)
        applyFilter(); // the chosen player is gone: anyone
}

void HistoryBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void HistoryBrowser::retranslateUi()
{
    const Lang lang = Translations::current();
    setWindowTitle(tr("Game history"));
    m_model->setLang(lang);
    m_labels[0]->setText(tr("&Game:"));
    m_labels[1]->setText(tr("&Player:"));
    m_labels[2]->setText(tr("&Status:"));
    m_labels[3]->setText(tr("&Title:"));
    m_game->setItemText(0, tr("All games"));
    for (int i = 1; i < m_game->count(); ++i)
        if (const EnginePtr engine = m_registry.find(m_game->itemData(i).toString())) {
            m_game->setItemText(i, engine->displayName(lang));
            m_game->setItemData(i, gameNameTooltip(*engine, lang), Qt::ToolTipRole);
        }
    m_status->setItemText(0, tr("Any status"));
    m_status->setItemText(1, tr("In play"));
    m_status->setItemText(2, tr("Finished"));
    m_status->setItemText(3, tr("Abandoned"));
    reloadPlayers();
    m_text->setPlaceholderText(tr("Words of the title"));
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    for (QDateEdit *date : {m_from, m_to}) {
        date->setLocale(locale);
        date->setDisplayFormat(locale.dateFormat(QLocale::ShortFormat));
    }
    m_useFrom->setText(tr("&From"));
    m_useTo->setText(tr("U&ntil"));
    m_export->setText(tr("&Export journal…"));
    m_delete->setText(tr("&Delete…"));
    m_results->setText(tr("Export &results"));
    m_results->setToolTip(tr("The finished games the filters select, with their players, "
                             "scores and winners"));
    m_csv->setText(tr("As &CSV…"));
    m_bgStats->setText(tr("For &BG Stats (JSON)…"));
    m_players->setText(tr("Pla&yers…"));
    m_close->setText(tr("Close"));
    // Nothing moves when Open becomes Continue: the button keeps the wider text's width.
    const QFontMetrics fm = m_open->fontMetrics();
    m_open->setMinimumWidth(
        qMax(fm.horizontalAdvance(tr("&Continue")), fm.horizontalAdvance(tr("&Open"))) +
        fm.horizontalAdvance(QStringLiteral("MMMM")));
    updateButtons();
    updateCount();
}

} // namespace kbz
