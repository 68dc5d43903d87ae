// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowScoreSheet.h"

#include "LowCardPainter.h"
#include "LowGameText.h"
#include "Translations.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kbz::low {

LowScoreSheet::LowScoreSheet(QWidget *parent)
    : QWidget(parent)
    , m_headline(new QLabel(this))
    , m_sheet(new QTextBrowser(this))
    , m_copy(new QPushButton(this))
{
    m_headline->setObjectName(QStringLiteral("resultHeadline"));
    m_sheet->setObjectName(QStringLiteral("resultSheet"));
    m_copy->setObjectName(QStringLiteral("copyResult"));
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);
    m_sheet->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_sheet, 1);
    layout->addWidget(m_copy, 0, Qt::AlignRight);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(plainText()); });
    refresh();
}

LowScoreSheet::~LowScoreSheet() = default;

void LowScoreSheet::setResult(std::shared_ptr<const LowState> state,
                              std::optional<GameResult> result)
{
    m_state = std::move(state);
    m_result = std::move(result);
    refresh();
}

QString LowScoreSheet::headline() const
{
    return m_headline->text();
}

QString LowScoreSheet::plainText() const
{
    return m_headline->text() + QLatin1Char('\n') + m_sheet->toPlainText();
}

void LowScoreSheet::refresh()
{
    m_copy->setText(tr("Co&py the result"));
    if (!m_state) {
        m_headline->setText(tr("The battle is not over."));
        m_sheet->clear();
        return;
    }
    const LowState &s = *m_state;
    const Lang lang = Translations::current();
    const int winner = s.winnerSide;
    QString head;
    if (winner >= 0) {
        const QString how =
            s.how == QLatin1String("commanders")
                ? tr("%1 enemy commanders destroyed").arg(s.commandersKilled(winner))
                : tr("%1 enemy cards destroyed").arg(s.kills[winner].size());
        head = tr("%1 win: %2").arg(LowGameText::sideName(s, winner), how);
    } else if (m_result) {
        head = m_result->summary.text(lang);
    } else {
        head = tr("The battle is over.");
    }
    m_headline->setText(head);
    QString html;
    for (int side = 0; side < 2; ++side) {
        html += QStringLiteral("<h3 style='color:%1'>%2</h3>")
                    .arg(sideColour(side).name(), tr("Destroyed by %1: %2 (commanders: %3)")
                                                      .arg(LowGameText::sideName(s, side))
                                                      .arg(s.kills[side].size())
                                                      .arg(s.commandersKilled(side))
                                                      .toHtmlEscaped());
        if (s.kills[side].isEmpty()) {
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("none").toHtmlEscaped());
            continue;
        }
        html += QStringLiteral("<ol>");
        for (const LowKill &k : s.kills[side]) {
            const LowCard *card = s.card(k.card);
            QString line = LowGameText::cardName(s, k.card).toHtmlEscaped();
            if (card && card->isCommander())
                line =
                    QStringLiteral("<b>%1 ★ %2</b>")
                        .arg(line,
                             (card->isGeneral() ? tr("general") : tr("commander")).toHtmlEscaped());
            line += QStringLiteral(" <small>(%1)</small>")
                        .arg(tr("turn %1").arg(k.turn).toHtmlEscaped());
            html += QStringLiteral("<li>%1</li>").arg(line);
        }
        html += QStringLiteral("</ol>");
    }
    m_sheet->setHtml(html);
}

void LowScoreSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
