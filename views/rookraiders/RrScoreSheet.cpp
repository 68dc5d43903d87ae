// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrScoreSheet.h"
#include "core/ListText.h"

#include "Translations.h"
#include "rookraiders/RrRules.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

// The threat of a list of monster cards; std::nullopt when one is unknown.
std::optional<int> threatOf(const RrState &s, const QStringList &cards)
{
    int total = 0;
    for (const QString &id : cards) {
        const RrCard *c = s.card(id);
        if (!c || !c->threat)
            return std::nullopt;
        total += *c->threat;
    }
    return total;
}

QString number(const std::optional<int> &v)
{
    return v ? QString::number(*v) : QStringLiteral("?");
}

} // namespace

RrScoreSheet::RrScoreSheet(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_tieBreak(new QLabel(this))
    , m_copy(new QPushButton(this))
{
    setObjectName(QStringLiteral("rrScoreSheet"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_title->setFont(big);
    m_summary->setWordWrap(true);
    m_tieBreak->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setObjectName(QStringLiteral("rrScoreTable"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_tieBreak);
    layout->addWidget(m_copy, 0, Qt::AlignRight);
    m_copy->setObjectName(QStringLiteral("rrScoreCopy"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(plainText()); });
    render();
}

RrScoreSheet::~RrScoreSheet() = default;

void RrScoreSheet::setResult(std::shared_ptr<const RrState> state,
                             const std::optional<GameResult> &result)
{
    m_state = std::move(state);
    m_result = result;
    render();
}

QString RrScoreSheet::tieBreakText() const
{
    if (!m_state || m_state->how != QLatin1String("victory"))
        return {};
    int declarers = 0;
    for (const RrPlayer &p : m_state->players)
        declarers += p.declared && !p.out ? 1 : 0;
    if (declarers <= 1)
        return {};
    if (m_state->winners.size() > 1)
        return tr("Several players declared victory with the same honour marks and gold: they "
                  "share the win.");
    return tr("Several players declared victory: the most honour marks wins, then the most "
              "gold.");
}

void RrScoreSheet::render()
{
    m_copy->setText(tr("Cop&y the sheet"));
    m_copy->setToolTip(tr("Copy the score sheet as text (tab separated)"));
    const Lang lang = Translations::current();
    const QStringList rowNames = {tr("Rank", "place in the score"),
                                  tr("Threat"),
                                  tr("· on the board"),
                                  tr("· in the waiting line"),
                                  tr("· in the castle"),
                                  tr("· medals (subtracted)"),
                                  tr("Honour marks"),
                                  tr("Gold"),
                                  tr("Monsters defeated"),
                                  tr("Level-ups"),
                                  tr("Status")};
    m_lines.clear();
    m_table->clear();
    m_table->setRowCount(int(rowNames.size()));
    m_table->setVerticalHeaderLabels(rowNames);
    if (!m_state) {
        m_title->setText(tr("The game is not over"));
        m_summary->clear();
        m_table->setColumnCount(0);
        m_tieBreak->clear();
        return;
    }
    const RrState &s = *m_state;
    m_title->setText(s.how == QLatin1String("all-defeated") ? tr("Every player is out")
                     : s.how == QLatin1String("victory")    ? tr("Victory declared")
                                                            : tr("Game over"));
    QString summary = m_result ? m_result->summary.text(lang) : QString();
    if (s.round > 0)
        summary = summary.isEmpty() ? tr("Round %1").arg(s.round)
                                    : tr("%1 (round %2)").arg(summary).arg(s.round);
    m_summary->setText(summary);

    struct Line
    {
        int seat;
        int rank;
        bool winner;
        QStringList cells; // in rowNames order
    };
    QList<Line> lines;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const RrPlayer &p = s.players.at(seat);
        int rank = 0;
        bool winner = s.winners.contains(seat);
        if (m_result) {
            for (const PlayerResult &r : m_result->players)
                if (r.seat == seat) {
                    rank = r.rank;
                    winner = r.winner;
                }
        }
        QStringList board;
        for (const RrPiece &m : p.monsters)
            board.append(m.card);
        int medals = 0;
        for (int m : p.medals)
            medals += m;
        QString status = winner ? tr("★ Winner") : p.out ? tr("Out") : QString();
        if (p.declared && !winner && !p.out)
            status = tr("Declared");
        lines.append({seat,
                      rank,
                      winner,
                      {rank > 0 ? QString::number(rank) : QStringLiteral("-"),
                       number(rules::threatTotal(s, seat)), number(threatOf(s, board)),
                       number(threatOf(s, p.waiting)), number(threatOf(s, p.castle)),
                       medals > 0 ? QStringLiteral("−%1").arg(medals) : QStringLiteral("0"),
                       QString::number(p.honour), QString::number(p.gold),
                       QString::number(p.defeated.size()), QString::number(p.levelUps), status}});
    }
    std::stable_sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) {
        return (a.rank > 0 ? a.rank : 99) < (b.rank > 0 ? b.rank : 99);
    });

    // One column per player, best first (the tool pane is narrow; four players fit).
    m_table->setColumnCount(int(lines.size()));
    QStringList header{tr("Player")};
    for (int col = 0; col < lines.size(); ++col) {
        const Line &l = lines.at(col);
        const RrPlayer &p = s.players.at(l.seat);
        auto *head = new QTableWidgetItem(l.winner ? QStringLiteral("★ ") + p.name : p.name);
        m_table->setHorizontalHeaderItem(col, head);
        QStringList names;
        for (const RrPiece &m : p.monsters)
            names.append(s.cardName(m.card).text(lang));
        for (int row = 0; row < l.cells.size(); ++row) {
            auto *item = new QTableWidgetItem(l.cells.at(row));
            item->setTextAlignment(Qt::AlignCenter);
            if (l.winner) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            if (row == 2)
                item->setToolTip(joinList(names));
            m_table->setItem(row, col, item);
        }
        // The text form: one line per player.
        QStringList cells = l.cells;
        cells.insert(1, p.name);
        m_lines.append(cells.join(QLatin1Char('\t')));
    }
    header += rowNames;
    m_header = header;
    m_header.swapItemsAt(0, 1); // rank first, then the player
    m_tieBreak->setText(tieBreakText());
    m_tieBreak->setVisible(!m_tieBreak->text().isEmpty());
}

QString RrScoreSheet::plainText() const
{
    QStringList lines;
    lines.append(m_title->text());
    if (!m_summary->text().isEmpty())
        lines.append(m_summary->text());
    if (!m_lines.isEmpty()) {
        lines.append(m_header.join(QLatin1Char('\t')));
        lines += m_lines;
    }
    if (!m_tieBreak->text().isEmpty())
        lines.append(m_tieBreak->text());
    return lines.join(QLatin1Char('\n'));
}

void RrScoreSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
