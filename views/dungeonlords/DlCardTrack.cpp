// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlCardTrack.h"

#include "DlViewText.h"
#include "dungeonlords/DlRules.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>

namespace kbz::dl {

namespace {
constexpr int kRounds = 4;
} // namespace

DlCardTrack::DlCardTrack(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("dlCardTrack"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    for (int i = 0; i < kRounds; ++i) {
        auto *slot = new QLabel(this);
        slot->setObjectName(QStringLiteral("round%1").arg(i + 1));
        slot->setTextFormat(Qt::RichText);
        slot->setAlignment(Qt::AlignCenter);
        slot->setFrameShape(QFrame::StyledPanel);
        slot->setMargin(3);
        layout->addWidget(slot);
        m_slots.append(slot);
    }
    refresh();
}

DlCardTrack::~DlCardTrack() = default;

void DlCardTrack::setCards(const QList<DlCombatCard> &cards, int round)
{
    m_cards = cards;
    m_round = round;
    refresh();
}

QString DlCardTrack::slotText(int round) const
{
    if (round < 1 || round > kRounds)
        return {};
    QTextDocument doc;
    doc.setHtml(m_slots.at(round - 1)->text());
    return doc.toPlainText();
}

void DlCardTrack::fixSlotSize()
{
    // Every slot the same size whatever its card says and whichever round is current (issue 29
    // item 6b: the boxes had widened with the cards revealed and slid left each round): as wide
    // as a fatigue with its lightning or "not revealed yet", three lines high, in the thicker frame
    // of the current round. A longer line is elided, the whole card in the tooltip.
    QLabel sample;
    sample.setTextFormat(Qt::RichText);
    sample.setFont(m_slots.first()->font());
    sample.setMargin(3);
    sample.setFrameShape(QFrame::Box);
    sample.setLineWidth(2);
    sample.setText(QStringLiteral("<b>%1</b><br>%2 ⚡%3<br><i>%4</i>")
                       .arg(tr("Round %1").arg(kRounds).toHtmlEscaped(),
                            tr("fatigue %1").arg(9).toHtmlEscaped(), tr("early").toHtmlEscaped(),
                            tr("no spell").toHtmlEscaped()));
    QSize size = sample.sizeHint();
    sample.setText(QStringLiteral("<b>%1</b><br>%2<br>&nbsp;")
                       .arg(tr("Round %1").arg(kRounds).toHtmlEscaped(),
                            tr("not revealed yet").toHtmlEscaped()));
    size = size.expandedTo(sample.sizeHint());
    size.setWidth(qMax(size.width() + 4, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 7));
    for (QLabel *slot : std::as_const(m_slots))
        slot->setFixedSize(size);
    m_lineWidth = size.width() - 2 * 3 - 2 * 2; // the margins and the thicker frame
}

void DlCardTrack::refresh()
{
    fixSlotSize();
    const QFontMetrics plain(m_slots.first()->font());
    QFont italic = m_slots.first()->font();
    italic.setItalic(true);
    const QFontMetrics slanted(italic);
    for (int i = 0; i < kRounds; ++i) {
        QLabel *slot = m_slots.at(i);
        const int round = i + 1;
        const bool current = round == m_round;
        QString html = QStringLiteral("<b>%1</b>").arg(tr("Round %1").arg(round).toHtmlEscaped());
        if (i < m_cards.size()) {
            const DlCombatCard &c = m_cards.at(i);
            // The symbols in words, or as bare symbols when the words do not fit the slot.
            const QString fatigue = tr("fatigue %1").arg(c.fatigue);
            QString words = fatigue;
            if (c.lightning)
                words += QStringLiteral(" ⚡") + tr("early");
            if (c.crystal)
                words += QStringLiteral(" ◆") + tr("late");
            const bool spelled = plain.horizontalAdvance(words) <= m_lineWidth;
            QStringList symbols{fatigue.toHtmlEscaped()};
            if (c.lightning)
                symbols.append(QStringLiteral("<span style='color:#c08000'>⚡%1</span>")
                                   .arg(spelled ? tr("early").toHtmlEscaped() : QString()));
            if (c.crystal)
                symbols.append(QStringLiteral("<span style='color:#108030'>◆%1</span>")
                                   .arg(spelled ? tr("late").toHtmlEscaped() : QString()));
            html += QStringLiteral("<br>") + symbols.join(QStringLiteral(" "));
            QString spell = c.spell.isEmpty() ? c.text : DlViewText::message(spellName(c.spell));
            if (spell.isEmpty())
                spell = tr("no spell");
            html +=
                QStringLiteral("<br><i>%1</i>")
                    .arg(slanted.elidedText(spell, Qt::ElideRight, m_lineWidth).toHtmlEscaped());
            QString tip = DlViewText::card(c);
            if (!c.text.isEmpty() && !c.spell.isEmpty())
                tip += QLatin1Char('\n') + c.text;
            slot->setToolTip(tip);
        } else {
            html += QStringLiteral("<br>") +
                    plain
                        .elidedText(current ? tr("not revealed yet") : QStringLiteral("—"),
                                    Qt::ElideRight, m_lineWidth)
                        .toHtmlEscaped() +
                    QStringLiteral("<br>&nbsp;");
            slot->setToolTip(QString());
        }
        slot->setText(html);
        // The current round framed (a thicker frame in the highlight colour).
        slot->setFrameShape(current ? QFrame::Box : QFrame::StyledPanel);
        slot->setLineWidth(current ? 2 : 1);
        QPalette pal = palette();
        if (current)
            pal.setColor(QPalette::WindowText, DlViewText::resolvingColor());
        slot->setPalette(pal);
        slot->setEnabled(i < m_cards.size() || current);
    }
}

void DlCardTrack::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::dl
