// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlCardTrack.h"

#include "DlViewText.h"
#include "dungeonlords/DlRules.h"

#include <QEvent>
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
        slot->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 7);
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

void DlCardTrack::refresh()
{
    for (int i = 0; i < kRounds; ++i) {
        QLabel *slot = m_slots.at(i);
        const int round = i + 1;
        const bool current = round == m_round;
        QString html = QStringLiteral("<b>%1</b>").arg(tr("Round %1").arg(round).toHtmlEscaped());
        if (i < m_cards.size()) {
            const DlCombatCard &c = m_cards.at(i);
            QStringList symbols{tr("fatigue %1").arg(c.fatigue).toHtmlEscaped()};
            if (c.lightning)
                symbols.append(QStringLiteral("<span style='color:#c08000'>⚡%1</span>")
                                   .arg(tr("early").toHtmlEscaped()));
            if (c.crystal)
                symbols.append(QStringLiteral("<span style='color:#108030'>◆%1</span>")
                                   .arg(tr("late").toHtmlEscaped()));
            html += QStringLiteral("<br>") + symbols.join(QStringLiteral(" "));
            QString spell = c.spell.isEmpty() ? c.text : DlViewText::message(spellName(c.spell));
            if (spell.isEmpty())
                spell = tr("no spell");
            html += QStringLiteral("<br><i>%1</i>").arg(spell.toHtmlEscaped());
            QString tip = DlViewText::card(c);
            if (!c.text.isEmpty() && !c.spell.isEmpty())
                tip += QLatin1Char('\n') + c.text;
            slot->setToolTip(tip);
        } else {
            html += QStringLiteral("<br>") +
                    (current ? tr("not revealed yet") : QStringLiteral("—")).toHtmlEscaped() +
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
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::dl
