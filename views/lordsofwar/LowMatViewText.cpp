// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The mat's texts: the tooltips of its squares (every card of a square) and what it tells
// assistive technology.
#include "LowMatView.h"
#include "core/ListText.h"

#include "Translations.h"

#include <QHelpEvent>
#include <QToolTip>

namespace kbz::low {

bool LowMatView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto sq = squareAt(help->pos());
        if (sq && unitOn(*sq)) {
            QToolTip::showText(help->globalPos(), squareToolTip(*sq), this, squareRect(*sq));
        } else if (sq && m_state && (m_state->opening[0] == *sq || m_state->opening[1] == *sq)) {
            QToolTip::showText(help->globalPos(),
                               tr("%1: opening square \"%2\"")
                                   .arg(squareName(*sq))
                                   .arg(m_state->opening[0] == *sq ? 1 : 2),
                               this, squareRect(*sq));
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void LowMatView::retranslate()
{
    setAccessibleName(tr("Battle mat"));
    const int units = m_state ? int(m_state->units.size()) : 0;
    QString description =
        tr("%1 units on the mat. Cursor on %2.").arg(units).arg(squareName(m_cursor));
    const QList<const LowUnit *> stack = unitsOn(m_cursor);
    QStringList names;
    for (qsizetype i = stack.size() - 1; i >= 0; --i)
        names.append(m_state->cardName(stack.at(i)->card).text(Translations::current()));
    if (names.size() == 1)
        description += QLatin1Char(' ') + tr("%1 stands there.").arg(names.first());
    else if (names.size() > 1)
        description += QLatin1Char(' ') + tr("%1 cards lie there, the last placed on top: %2.")
                                              .arg(names.size())
                                              .arg(joinList(names));
    setAccessibleDescription(description);
}

QString LowMatView::unitToolTip(const LowUnit &unit) const
{
    const Lang lang = Translations::current();
    const LowCard *card = m_state->card(unit.card);
    const LocalizedName name = m_state->cardName(unit.card);
    const QString other = name.text(lang == Lang::Ja ? Lang::En : Lang::Ja);
    QString html = QStringLiteral("<b>%1</b>").arg(name.text(lang).toHtmlEscaped());
    if (!other.isEmpty() && other != name.text(lang))
        html += QStringLiteral(" (%1)").arg(other.toHtmlEscaped());
    const QString owner = unit.owner >= 0 && unit.owner < m_state->players.size()
                              ? m_state->players.at(unit.owner).name
                              : QString();
    html += QStringLiteral("<br>") + (owner.isEmpty()
                                          ? tr("On %1").arg(squareName(unit.at))
                                          : tr("%1's unit on %2").arg(owner, squareName(unit.at)))
                                         .toHtmlEscaped();
    if (!card)
        return html + QStringLiteral("<br>") + tr("Not in the card library").toHtmlEscaped();
    QStringList rows;
    auto row = [&rows](const QString &label, const QString &value) {
        rows.append(QStringLiteral("<tr><td>%1&nbsp;</td><td><b>%2</b></td></tr>")
                        .arg(label.toHtmlEscaped(), value.toHtmlEscaped()));
    };
    row(tr("Class"), className(card->cls).text(lang));
    row(tr("Rank"), rankName(card->rank).text(lang));
    row(tr("Defence"), QString::number(card->defence));
    QStringList arrows;
    for (int dir = 0; dir < kDirections; ++dir)
        if (card->attack[size_t(dir)] > 0)
            arrows.append(
                QStringLiteral("%1 %2").arg(directionCode(dir)).arg(card->attack[size_t(dir)]));
    row(tr("Arrows (N = forward)"), arrows.isEmpty() ? tr("none") : joinList(arrows));
    if (card->shoots())
        row(tr("Ranged"), tr("%1 damage, %2 target squares")
                              .arg(card->rangedDamage)
                              .arg(card->rangedTargets.size()));
    html += QStringLiteral("<table>%1</table>").arg(rows.join(QString()));
    return html;
}

QString LowMatView::squareToolTip(QPoint square) const
{
    const QList<const LowUnit *> stack = unitsOn(square);
    if (stack.isEmpty())
        return {};
    if (stack.size() == 1)
        return unitToolTip(*stack.first());
    // Every card of the square, the top one (the last placed) first.
    QStringList parts;
    for (qsizetype i = stack.size() - 1; i >= 0; --i)
        parts.append(unitToolTip(*stack.at(i)));
    return QStringLiteral("<b>%1</b><hr>%2")
        .arg(tr("%1 cards on %2, the last placed on top:")
                 .arg(stack.size())
                 .arg(squareName(square))
                 .toHtmlEscaped(),
             parts.join(QStringLiteral("<hr>")));
}

} // namespace kbz::low
