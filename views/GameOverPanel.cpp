// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameOverPanel.h"

#include "ElidedLabel.h"
#include "ElidedText.h"
#include "Translations.h"
#include "core/ListText.h"
#include "core/Session.h"
#include "storage/Journal.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kbz {

namespace {

QLocale uiLocale()
{
    return QLocale(Translations::current() == Lang::Ja ? QLocale::Japanese : QLocale::English);
}

QString valueText(const QVariant &v)
{
    const QLocale locale = uiLocale();
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
        return locale.toString(v.toLongLong());
    case QMetaType::Double:
        return locale.toString(v.toDouble(), 'g', 6);
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("\u2713") : QString(); // a check mark
    default:
        return v.isValid() && !v.toString().isEmpty() ? v.toString()
                                                      : QStringLiteral("\u2013"); // en dash
    }
}

} // namespace

GameOverPanel::GameOverPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_headline(new ElidedText(2, this))
    , m_winner(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_rematch(new QPushButton(this))
    , m_newGame(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_board(new QPushButton(this))
    , m_print(new QPushButton(this))
{
    setObjectName(QStringLiteral("gameOverPanel"));
    m_table->setObjectName(QStringLiteral("gameOverTable"));
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_board->setObjectName(QStringLiteral("boardButton"));
    m_print->setObjectName(QStringLiteral("printButton"));
    auto *printMenu = new QMenu(m_print);
    m_print->setMenu(printMenu);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    QFont bold = m_winner->font();
    bold.setBold(true);
    m_winner->setFont(bold);
    m_winner->setTextFormat(Qt::PlainText);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(fontMetrics().lineSpacing() * 5);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_rematch);
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_export);
    buttons->addWidget(m_print);
    buttons->addStretch(1);
    buttons->addWidget(m_board);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_headline);
    layout->addWidget(m_winner);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_rematch, &QPushButton::clicked, this, &GameOverPanel::rematchRequested);
    connect(m_newGame, &QPushButton::clicked, this, &GameOverPanel::newGameRequested);
    connect(m_export, &QPushButton::clicked, this, &GameOverPanel::exportRequested);
    connect(m_board, &QPushButton::clicked, this, &GameOverPanel::boardRequested);
    connect(printMenu, &QMenu::aboutToShow, this, [this, printMenu] {
        printMenu->clear();
        printMenu->addAction(tr("&Print…"), this,
                             [this] { SheetPrint::preview(this, printSheet()); });
        printMenu->addAction(tr("Save as P&DF…"), this, &GameOverPanel::saveAsPdf);
    });
    setFocusProxy(m_rematch);
    retranslateUi();
}

PrintSheet GameOverPanel::printSheet() const
{
    PrintSheet sheet = PrintSheet::fromTable(*m_table);
    sheet.title = tr("Game over");
    const QLocale locale = uiLocale();
    const QString gameName = m_engine ? m_engine->displayName(Translations::current()) : QString();
    sheet.subtitle = m_last.isValid()
                         ? tr("%1, %2").arg(gameName, locale.toString(m_last.toLocalTime(),
                                                                      QLocale::ShortFormat))
                         : gameName;
    sheet.headline = m_headline->text();
    sheet.winner = m_winner->text();
    // The document's title (the PDF's, the print job's): the game's title, or name, and date.
    const QString title = m_gameTitle.isEmpty() ? gameName : m_gameTitle;
    sheet.documentTitle = m_last.isValid()
                              ? tr("%1, %2").arg(title, locale.toString(m_last.toLocalTime().date(),
                                                                        QLocale::ShortFormat))
                              : title;
    return sheet;
}

QString GameOverPanel::saveAsPdf()
{
    const QString name = m_engine ? m_engine->displayName(Translations::current()) : QString();
    const QString path =
        SheetPrint::savePdfAs(this, printSheet(), name.isEmpty() ? tr("Game over") : name);
    if (!path.isEmpty())
        Q_EMIT statusMessage(tr("Summary saved as PDF: %1").arg(QDir::toNativeSeparators(path)));
    return path;
}

void GameOverPanel::setSummary(const Session &session, const GameResult &result,
                               const GameOverSummary &game)
{
    m_result = result;
    m_game = game;
    m_config = session.config();
    m_engine = session.engine();
    DbError error;
    const auto header = session.journal().loadGameHeader(session.gameId(), &error);
    m_gameTitle = header ? header->summary.title : QString();
    m_steps = session.index();
    m_first = m_steps > 0 ? session.entry(0).record.recordedAt : QDateTime();
    m_last = m_steps > 0 ? session.entry(m_steps - 1).record.recordedAt : QDateTime();
    // A hidden widget gets the language change only when shown, after its layout measured the
    // old texts: the panel speaks the current language before it is shown.
    retranslateUi();
    fill();
}

QString GameOverPanel::durationText(const QDateTime &first, const QDateTime &last)
{
    if (!first.isValid() || !last.isValid())
        return {};
    const qint64 minutes = qMax<qint64>(0, first.secsTo(last)) / 60;
    const QLocale locale = uiLocale();
    if (minutes < 1)
        return tr("under a minute");
    if (minutes < 60)
        return tr("%1 min").arg(locale.toString(minutes));
    return tr("%1 h %2 min")
        .arg(locale.toString(minutes / 60), locale.toString(minutes % 60).rightJustified(2, u'0'));
}

QString GameOverPanel::headline() const
{
    return m_headline->text();
}

QString GameOverPanel::winnerText() const
{
    return m_winner->text();
}

QString GameOverPanel::cell(const QString &rowLabel, int column) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *head = m_table->verticalHeaderItem(row);
        if (head && head->text() == rowLabel) {
            const QTableWidgetItem *item = m_table->item(row, column);
            return item ? item->text() : QString();
        }
    }
    return {};
}

void GameOverPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fill();
    }
    QWidget::changeEvent(event);
}

void GameOverPanel::retranslateUi()
{
    m_title->setFullText(tr("Game over"));
    m_rematch->setText(tr("&Rematch"));
    m_rematch->setToolTip(tr("A new game with the same players and options, the first player "
                             "rotated."));
    m_newGame->setText(tr("&New game…"));
    m_export->setText(tr("E&xport journal…"));
    m_board->setText(tr("&Board"));
    m_print->setText(tr("&Print"));
    m_print->setToolTip(tr("Print the summary, or save it as a PDF."));
    m_board->setToolTip(tr("Back to the board; the summary stays a click away."));
}

void GameOverPanel::fill()
{
    const Lang lang = Translations::current();
    m_headline->setText(m_result.summary.text(lang));

    QStringList columns = m_game.columns;
    if (columns.isEmpty())
        for (const PlayerInfo &p : m_config.players)
            columns.append(p.name);
    QStringList winners;
    for (const int seat : m_result.winners())
        if (seat >= 0 && seat < columns.size())
            winners.append(columns.at(seat));
    const bool everyoneWins = !winners.isEmpty() && winners.size() == m_result.players.size();
    // The headline already names the winners ("Ann wins by declaring victory"): the line under
    // it stays empty rather than saying it again (issue 29; the Result row says it per player).
    bool named = !winners.isEmpty() && !everyoneWins;
    for (const QString &w : std::as_const(winners))
        named = named && m_headline->text().contains(w);
    if (named)
        m_winner->clear();
    else if (winners.isEmpty())
        m_winner->setText(tr("No winner"));
    else if (everyoneWins && winners.size() > 1)
        m_winner->setText(tr("A draw: %1").arg(joinList(winners)));
    else
        m_winner->setText(tr("Victory: %1").arg(joinList(winners)));

    // The rows: the game's score sheet (or the result's scores), the outcome per column, then
    // the game's facts and the shared ones.
    QList<GameOverRow> rows = m_game.score;
    QList<QVariant> scores(columns.size());
    QList<QVariant> outcome(columns.size());
    for (const PlayerResult &p : m_result.players)
        if (p.seat >= 0 && p.seat < columns.size()) {
            scores[p.seat] = p.score;
            outcome[p.seat] = everyoneWins && columns.size() > 1 ? tr("Draw")
                              : p.winner ? tr("Victory", "a player's result at the end")
                                         : tr("Defeat");
        }
    if (rows.isEmpty())
        rows.append(gameOverRow(
            Message("kbz::GameOverPanel", QT_TRANSLATE_NOOP("kbz::GameOverPanel", "Score")), scores,
            true));
    rows.append(gameOverRow(
        Message("kbz::GameOverPanel", QT_TRANSLATE_NOOP("kbz::GameOverPanel", "Result")), outcome,
        true));
    rows.append(m_game.facts);
    rows.append(gameOverRow(
        Message("kbz::GameOverPanel", QT_TRANSLATE_NOOP("kbz::GameOverPanel", "Steps recorded")),
        {m_steps}));
    if (const QString d = durationText(m_first, m_last); !d.isEmpty())
        rows.append(gameOverRow(
            Message("kbz::GameOverPanel", QT_TRANSLATE_NOOP("kbz::GameOverPanel", "Time played")),
            {d}));

    m_table->clear();
    m_table->clearSpans();
    m_table->setColumnCount(int(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const GameOverRow &row = rows.at(r);
        auto *head = new QTableWidgetItem(row.label.text(lang));
        QFont f = head->font();
        f.setBold(row.total);
        head->setFont(f);
        head->setToolTip(head->text());
        m_table->setVerticalHeaderItem(r, head);
        if (row.values.size() == 1 && columns.size() > 1) {
            m_table->setSpan(r, 0, 1, int(columns.size()));
            auto *item = new QTableWidgetItem(valueText(row.values.first()));
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, 0, item);
            continue;
        }
        for (int c = 0; c < columns.size(); ++c) {
            auto *item = new QTableWidgetItem(valueText(row.values.value(c)));
            item->setTextAlignment(Qt::AlignCenter);
            item->setFont(f);
            m_table->setItem(r, c, item);
        }
    }
}

} // namespace kbz
