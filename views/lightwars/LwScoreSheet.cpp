// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwScoreSheet.h"

#include "LwText.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz::lw {

LwScoreSheet::LwScoreSheet(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_sheet(new QLabel(this))
    , m_copy(new QPushButton(this))
{
    setObjectName(QStringLiteral("lwScoreSheet"));
    m_title->setObjectName(QStringLiteral("verdict"));
    m_sheet->setObjectName(QStringLiteral("sheet"));
    m_copy->setObjectName(QStringLiteral("copy"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_sheet->setTextFormat(Qt::RichText);
    m_sheet->setWordWrap(true);
    m_sheet->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_sheet);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_copy);
    layout->addLayout(buttons);
    layout->addStretch(1);
    connect(m_copy, &QPushButton::clicked, this, &LwScoreSheet::copy);
    refresh();
}

LwScoreSheet::~LwScoreSheet() = default;

void LwScoreSheet::setState(std::shared_ptr<const LwState> state)
{
    m_state = std::move(state);
    refresh();
}

QString LwScoreSheet::verdict() const
{
    if (!m_state)
        return {};
    const QString how = m_state->how;
    const int w = m_state->winnerSide;
    if (how == QLatin1String("draw") || (w < 0 && m_state->phase == Phase::Finished))
        return tr("Draw");
    if (w < 0)
        return tr("The game is not over yet");
    if (how == QLatin1String("king"))
        return tr("%1 wins: the enemy king is removed").arg(LwText::army(w));
    if (how == QLatin1String("castle"))
        return tr("%1 wins: a unit reached the enemy castle").arg(LwText::army(w));
    return tr("%1 wins on score").arg(LwText::army(w));
}

QStringList LwScoreSheet::lines() const
{
    QStringList out;
    if (!m_state)
        return out;
    const LwState &s = *m_state;
    out.append(verdict());
    for (int side = 0; side < kSides; ++side) {
        const int enemy = 1 - side;
        QStringList removed;
        const QList<LwUnit> &units = s.armies[enemy].units;
        for (int i = 0; i < units.size(); ++i) {
            if (!units.at(i).removed)
                continue;
            const LwCard *c = LwText::unitCard(s, enemy, i);
            removed.append(
                tr("%1 (%2)").arg(LwText::unitName(s, enemy, i),
                                  c ? QString::number(c->budgetCost()) : QStringLiteral("?")));
        }
        out.append(tr("%1: score %2 = %3")
                       .arg(LwText::army(side))
                       .arg(s.score(side))
                       .arg(removed.isEmpty() ? tr("no enemy unit removed")
                                              : removed.join(QStringLiteral(" + "))));
        out.append(tr("    spare bases: %1").arg(s.spareBases(side)));
    }
    const int s0 = s.score(0);
    const int s1 = s.score(1);
    const int b0 = s.spareBases(0);
    const int b1 = s.spareBases(1);
    if (s.how == QLatin1String("king"))
        out.append(tr("The king fell before the last turn ended: the score does not decide. "
                      "[lw.victory.king]"));
    else if (s.how == QLatin1String("castle"))
        out.append(tr("A unit reached the enemy castle: the score does not decide. "
                      "[lw.victory.castle]"));
    else if (s0 != s1)
        out.append(tr("The higher score wins: %1 against %2. [lw.score.cost]")
                       .arg(qMax(s0, s1))
                       .arg(qMin(s0, s1)));
    else if (b0 != b1)
        out.append(tr("The scores are equal (%1 each): %2 has more spare bases (%3 against %4) "
                      "and wins. [lw.score.tiebreak]")
                       .arg(s0)
                       .arg(LwText::side(b0 > b1 ? 0 : 1))
                       .arg(qMax(b0, b1))
                       .arg(qMin(b0, b1)));
    else
        out.append(tr("The scores are equal (%1 each) and so are the spare bases (%2 each): a "
                      "draw. [lw.score.tiebreak]")
                       .arg(s0)
                       .arg(b0));
    return out;
}

void LwScoreSheet::refresh()
{
    m_copy->setText(tr("&Copy the score sheet"));
    m_copy->setToolTip(tr("Put the score sheet on the clipboard as text"));
    if (!m_state) {
        m_title->clear();
        m_sheet->clear();
        return;
    }
    const LwState &s = *m_state;
    m_title->setText(verdict());
    m_title->setStyleSheet(
        s.winnerSide >= 0 ? QStringLiteral("color: %1").arg(LwText::colour(s.winnerSide).name())
                          : QString());
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
    const QString indent = QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;");
    for (int side = 0; side < kSides; ++side) {
        const int enemy = 1 - side;
        html += QStringLiteral("<tr><td style='color:%1; font-size:large'><b>%2</b></td>"
                               "<td align='right' style='font-size:large'><b>%3</b></td></tr>")
                    .arg(LwText::colour(side).name(), LwText::army(side).toHtmlEscaped(),
                         tr("score %1").arg(s.score(side)).toHtmlEscaped());
        const QList<LwUnit> &units = s.armies[enemy].units;
        bool any = false;
        for (int i = 0; i < units.size(); ++i) {
            if (!units.at(i).removed)
                continue;
            any = true;
            const LwCard *c = LwText::unitCard(s, enemy, i);
            html += QStringLiteral("<tr><td>%1%2</td><td align='right'>%3</td></tr>")
                        .arg(indent,
                             tr("removed %1").arg(LwText::unitName(s, enemy, i)).toHtmlEscaped(),
                             c ? QString::number(c->budgetCost()) : QStringLiteral("?"));
        }
        if (!any)
            html += QStringLiteral("<tr><td colspan='2'>%1<i>%2</i></td></tr>")
                        .arg(indent, tr("no enemy unit removed").toHtmlEscaped());
        html += QStringLiteral("<tr><td>%1%2</td><td align='right'>%3</td></tr>")
                    .arg(indent, tr("spare bases").toHtmlEscaped())
                    .arg(s.spareBases(side));
        if (side == 0)
            html += QStringLiteral("<tr><td colspan='2'></td></tr>");
    }
    html += QStringLiteral("</table>");
    const QStringList l = lines();
    html += QStringLiteral("<p>%1</p>").arg(l.last().toHtmlEscaped());
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(tr("Each side scores the cost of the opponent's units it removed "
                        "[lw.score.cost].")
                         .toHtmlEscaped());
    m_sheet->setText(html);
}

void LwScoreSheet::copy()
{
    QGuiApplication::clipboard()->setText(lines().join(QLatin1Char('\n')));
}

void LwScoreSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
