// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcPanel.h"
#include "core/ListText.h"

#include "Translations.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

namespace kbz::lc {

LcPanel::LcPanel(QWidget *parent)
    : QWidget(parent)
{
    // One box per player side by side, the north seat on the left: both fit the height a
    // laptop leaves above the step entry (issue 12).
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (int seat = 0; seat < 2; ++seat) {
        m_boxes[seat] = new QGroupBox(this);
        m_boxes[seat]->setObjectName(QStringLiteral("lcPlayerPanel%1").arg(seat));
        m_labels[seat] = new QLabel(m_boxes[seat]);
        m_labels[seat]->setTextFormat(Qt::RichText);
        m_labels[seat]->setWordWrap(true);
        m_labels[seat]->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        m_labels[seat]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *inner = new QVBoxLayout(m_boxes[seat]);
        inner->addWidget(m_labels[seat]);
        // Both boxes exactly half the width, whatever they show: their texts wrap the same way
        // from one step to the next (issue 29: a panel narrowed and "(step 1 of 3)" wrapped).
        m_boxes[seat]->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        layout->addWidget(m_boxes[seat], 1);
    }
    refresh();
}

LcPanel::~LcPanel() = default;

void LcPanel::setState(std::shared_ptr<const LcState> state)
{
    m_state = std::move(state);
    refresh();
}

QString LcPanel::seatText(int seat) const
{
    QTextDocument doc;
    doc.setHtml(m_labels[seat]->text());
    return m_boxes[seat]->title() + QLatin1Char('\n') + doc.toPlainText();
}

QString LcPanel::cardNames(const QStringList &ids) const
{
    QStringList names;
    const Lang lang = Translations::current();
    for (const QString &id : ids) {
        const LcCard *c = m_state->card(id);
        names.append((c ? c->name.text(lang) : id).toHtmlEscaped());
    }
    return joinList(names);
}

void LcPanel::refresh()
{
    if (m_state && m_state->players.size() == 2) {
        auto *box = static_cast<QBoxLayout *>(layout());
        const int north = 1 - m_state->southSeat;
        if (box->indexOf(m_boxes[north]) != 0) {
            box->removeWidget(m_boxes[north]);
            box->insertWidget(0, m_boxes[north], 1); // half the width, as the other
        }
    }
    for (int seat = 0; seat < 2; ++seat) {
        if (!m_state || seat >= m_state->players.size()) {
            m_boxes[seat]->setTitle(tr("Player %1").arg(seat + 1));
            m_labels[seat]->clear();
            continue;
        }
        const LcPlayer &p = m_state->players.at(seat);
        const bool south = seat == m_state->southSeat;
        QString title = tr("%1 (%2)").arg(p.name, south ? tr("south, first player") : tr("north"));
        if (m_state->phase != Phase::Placement && m_state->phase != Phase::Finished &&
            seat == m_state->turnPlayer)
            title += QStringLiteral(" ◀ ") + tr("to play");
        if (m_state->winner == seat)
            title += QStringLiteral(" ★ ") + tr("winner");
        m_boxes[seat]->setTitle(title);

        // HP track: three steps, the filled dots are the steps left.
        const int left = qMax(0, 3 - p.hits);
        const QString hp = QString(left, QChar(u'●')) + QString(3 - left, QChar(u'○'));
        QString field = cardNames(p.field);
        if (field.isEmpty())
            field = QStringLiteral("—");
        QString hand = cardNames(p.hand.known);
        if (p.hand.unknown > 0) {
            const QString unknown = tr("%n unknown", nullptr, p.hand.unknown);
            hand = hand.isEmpty() ? unknown : hand + listSeparator() + unknown;
        }
        if (hand.isEmpty())
            hand = QStringLiteral("—");
        QString html = QStringLiteral("<table cellspacing=2>");
        auto row = [&html](const QString &label, const QString &value) {
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label, value);
        };
        row(tr("HP", "Lethal Checkmate HP card"),
            QStringLiteral("<span style='font-size:large; color:#c0392b'>%1</span> ").arg(hp) +
                tr("(step %1 of 3)").arg(p.hpStep() + 1));
        row(tr("Hand limit"), QString::number(m_state->handLimit(seat)));
        row(tr("Field"), QStringLiteral("%1 <small>(%2/3)</small>").arg(field).arg(p.field.size()));
        row(tr("Hand"), QStringLiteral("%1 <small>(%2)</small>").arg(hand).arg(p.hand.size()));
        row(tr("Deck", "draw pile"), QString::number(p.deck));
        row(tr("Discard"), QString::number(p.discard.size()));
        if (!p.topCard.isEmpty())
            row(tr("Top card"), cardNames({p.topCard}));
        row(tr("Piece"), p.piece.isValid() ? p.piece.name() : tr("not placed"));
        html += QStringLiteral("</table>");
        m_labels[seat]->setText(html);
    }
}

void LcPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::lc
