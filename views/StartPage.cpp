// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StartPage.h"

#include "core/GameName.h"
#include "core/TimeTravel.h"

#include "Translations.h"
#include "core/GameRegistry.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz {

namespace {

enum Column { GameCol, TitleCol, PlayersCol, StatusCol, StepsCol, UpdatedCol, ColumnCount };

} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_newGame(new QPushButton(this))
    , m_recentTitle(new QLabel(this))
    , m_games(new QTreeWidget(this))
    , m_empty(new QLabel(this))
    , m_resume(new QPushButton(this))
    , m_history(new QPushButton(this))
{
    m_history->setObjectName(QStringLiteral("history"));
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_resume->setObjectName(QStringLiteral("resume"));
    m_games->setObjectName(QStringLiteral("recentGames"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_title->setFont(big);
    QFont bold = m_recentTitle->font();
    bold.setBold(true);
    m_recentTitle->setFont(bold);
    m_recentTitle->setBuddy(m_games);
    m_subtitle->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    QFont buttonFont = m_newGame->font();
    buttonFont.setPointSizeF(buttonFont.pointSizeF() * 1.2);
    m_newGame->setFont(buttonFont);
    m_newGame->setMinimumSize(220, m_newGame->sizeHint().height() * 2);

    m_games->setColumnCount(ColumnCount);
    m_games->setRootIsDecorated(false);
    m_games->setUniformRowHeights(true);
    m_games->setAlternatingRowColors(true);
    m_games->setSelectionMode(QAbstractItemView::SingleSelection);
    m_games->header()->setStretchLastSection(false);
    // The columns are sized by fitColumns() as rows come, not by ResizeToContents: that asked
    // every cell's size hint again at each layout (a third of the start's text shaping), and
    // moved the columns whenever the next page of games arrived.
    m_games->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_games->header()->setSectionResizeMode(TitleCol, QHeaderView::Stretch);
    m_games->installEventFilter(this);
    // Keyboard first: with games listed, Enter resumes the selected one; else it starts a new one.
    setFocusPolicy(Qt::StrongFocus);

    auto *top = new QHBoxLayout;
    top->addWidget(m_newGame);
    top->addStretch(1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_history);
    bottom->addStretch(1);
    bottom->addWidget(m_resume);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addSpacing(12);
    layout->addLayout(top);
    layout->addSpacing(18);
    layout->addWidget(m_recentTitle);
    layout->addWidget(m_games, 1);
    layout->addWidget(m_empty, 1);
    layout->addLayout(bottom);

    connect(m_newGame, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(m_resume, &QPushButton::clicked, this, &StartPage::resumeSelected);
    connect(m_history, &QPushButton::clicked, this, &StartPage::historyRequested);
    // Queued: the range changes while rows are added, and asking then would add rows to the
    // list being filled.
    connect(m_games->verticalScrollBar(), &QScrollBar::valueChanged, this, &StartPage::askForMore,
            Qt::QueuedConnection);
    connect(m_games->verticalScrollBar(), &QScrollBar::rangeChanged, this, &StartPage::askForMore,
            Qt::QueuedConnection);
    connect(m_games, &QTreeWidget::itemActivated, this, &StartPage::resumeSelected);
    connect(m_games, &QTreeWidget::itemSelectionChanged, this,
            [this] { m_resume->setEnabled(selectedGame() != 0); });
    retranslateUi();
}

void StartPage::setGames(const QList<GameSummary> &games, const GameRegistry *registry, bool more)
{
    m_list = games;
    m_more = more;
    m_asked = false;
    std::sort(m_list.begin(), m_list.end(), [](const GameSummary &a, const GameSummary &b) {
        return a.updatedAt > b.updatedAt || (a.updatedAt == b.updatedAt && a.id > b.id);
    });
    m_registry = registry;
    refill();
}

qint64 StartPage::selectedGame() const
{
    const QTreeWidgetItem *item = m_games->currentItem();
    return item && item->isSelected() ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

void StartPage::resumeSelected()
{
    if (const qint64 id = selectedGame())
        Q_EMIT resumeRequested(id);
}

void StartPage::appendGames(const QList<GameSummary> &games, bool more)
{
    m_list.append(games);
    m_more = more;
    m_asked = false;
    const int first = m_games->topLevelItemCount();
    for (const GameSummary &g : games)
        addItem(g);
    fitColumns(first);
    // Still at the end of the list (a tall window): ask on.
    QTimer::singleShot(0, this, &StartPage::askForMore);
}

void StartPage::askForMore()
{
    const QScrollBar *bar = m_games->verticalScrollBar();
    if (m_more && !m_asked && m_games->isVisible() && bar->value() >= bar->maximum() - 2) {
        m_asked = true;
        Q_EMIT moreRequested();
    }
}

void StartPage::refill()
{
    const qint64 selected = selectedGame();
    m_games->clear();
    for (const GameSummary &g : std::as_const(m_list)) {
        QTreeWidgetItem *item = addItem(g);
        if (g.id == selected)
            m_games->setCurrentItem(item);
    }
    if (!m_games->currentItem() && m_games->topLevelItemCount() > 0)
        m_games->setCurrentItem(m_games->topLevelItem(0));
    fitColumns(0);
    m_empty->setVisible(m_list.isEmpty());
    m_games->setVisible(!m_list.isEmpty());
    setFocusProxy(m_list.isEmpty() ? static_cast<QWidget *>(m_newGame) : m_games);
    m_resume->setEnabled(selectedGame() != 0);
    QTimer::singleShot(0, this, &StartPage::askForMore);
}

QTreeWidgetItem *StartPage::addItem(const GameSummary &g)
{
    const Lang lang = Translations::current();
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    const EnginePtr engine = m_registry ? m_registry->find(g.kind) : EnginePtr();
    QStringList players;
    for (const PlayerInfo &p : g.config.players)
        players.append(p.name);
    QString status;
    switch (g.status) {
    case GameStatus::Active:
        status = tr("In play");
        break;
    case GameStatus::Finished: {
        QStringList winners;
        for (int seat : g.winners)
            if (seat >= 0 && seat < g.config.players.size())
                winners.append(g.config.players.at(seat).name);
        status = winners.isEmpty()
                     ? tr("Finished")
                     : tr("Finished: %1 won").arg(winners.join(QStringLiteral(" & ")));
        break;
    }
    case GameStatus::Abandoned:
        status = tr("Abandoned");
        break;
    }
    auto *item = new QTreeWidgetItem(m_games);
    item->setText(GameCol, engine ? engine->displayName(lang) : g.kind);
    if (engine)
        item->setToolTip(GameCol, gameNameTooltip(*engine, lang));
    // A game started from a step of another says so (issue 22).
    if (const Message origin = branchOrigin(g); !origin.isEmpty()) {
        const QString branched = origin.text(lang);
        item->setText(TitleCol,
                      g.title.isEmpty() ? branched : tr("%1 (%2)").arg(g.title, branched));
        item->setToolTip(TitleCol, item->text(TitleCol));
    } else {
        item->setText(TitleCol, g.title);
    }
    item->setText(PlayersCol, players.join(QStringLiteral(" – ")));
    item->setText(StatusCol, status);
    item->setText(StepsCol, QString::number(g.stepCount));
    item->setTextAlignment(StepsCol, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(UpdatedCol, locale.toString(g.updatedAt.toLocalTime(), QLocale::ShortFormat));
    item->setData(0, Qt::UserRole, g.id);
    if (!engine) {
        item->setDisabled(true);
        item->setToolTip(GameCol, tr("This build cannot play this game"));
    }
    return item;
}

int StartPage::maxColumnWidth() const
{
    return m_games->fontMetrics().averageCharWidth() * 36;
}

void StartPage::fitColumns(int fromRow)
{
    // What QStyledItemDelegate adds around a cell's text: the focus frame's margin on each side,
    // one pixel each, and room to breathe.
    const int pad =
        2 * (m_games->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_games) + 1) + 8;
    const QFontMetrics metrics(m_games->font());
    QHeaderView *header = m_games->header();
    for (int col = 0; col < ColumnCount; ++col) {
        if (col == TitleCol)
            continue;
        // A new fill fits its rows exactly; rows appended only widen (nothing moves back). No
        // column takes more than maxColumnWidth() from the title: a longer text is elided, whole
        // in its tooltip, and the column can be widened by hand.
        int width = fromRow == 0 ? header->sectionSizeHint(col) : header->sectionSize(col);
        for (int row = fromRow; row < m_games->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = m_games->topLevelItem(row);
            const int text = metrics.horizontalAdvance(item->text(col)) + pad;
            if (text > maxColumnWidth() && item->toolTip(col).isEmpty())
                item->setToolTip(col, item->text(col));
            width = qMax(width, qMin(text, maxColumnWidth()));
        }
        header->resizeSection(col, width);
    }
}

bool StartPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_games && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            resumeSelected();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StartPage::retranslateUi()
{
    m_title->setText(tr("Kibitzer"));
    m_subtitle->setText(tr("Play at the table; Kibitzer keeps the score, knows the rules and "
                           "warns when a step looks wrong."));
    m_newGame->setText(tr("&New game…"));
    m_recentTitle->setText(tr("&Recent games"));
    m_empty->setText(tr("No games yet. Start one with “New game”."));
    m_resume->setText(tr("Resu&me"));
    m_history->setText(tr("All games (&history)…"));
    m_games->setHeaderLabels(
        {tr("Game"), tr("Title"), tr("Players"), tr("Status"), tr("Steps"), tr("Last update")});
    refill();
}

} // namespace kbz
