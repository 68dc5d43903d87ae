// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCounters.h"

#include "ElidedLabel.h"
#include "LowCardPainter.h"
#include "LowGameText.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QTextDocument>

namespace kbz::low {

LowCounters::LowCounters(QWidget *parent)
    : QFrame(parent)
    , m_side0(new ElidedLabel(this))
    , m_side1(new ElidedLabel(this))
    , m_turn(new ElidedLabel(this))
    , m_extra(new QLabel(this))
    , m_players(new QWidget(this))
    , m_playersGrid(new QGridLayout(m_players))
{
    setObjectName(QStringLiteral("lowCounters"));
    m_side0->setObjectName(QStringLiteral("lowSide0"));
    m_side1->setObjectName(QStringLiteral("lowSide1"));
    m_turn->setObjectName(QStringLiteral("lowTurn"));
    m_extra->setObjectName(QStringLiteral("lowExtraTurn"));
    m_players->setObjectName(QStringLiteral("lowPlayers"));
    setFrameShape(QFrame::StyledPanel);
    for (ElidedLabel *l : {m_side0, m_side1, m_turn})
        l->setTextFormat(Qt::RichText);
    // The figures stay whole: only the names shorten, and only when the view is narrow.
    m_side0->setMinimumChars(30);
    m_side1->setMinimumChars(30);
    m_turn->setMinimumChars(24);
    m_playersGrid->setContentsMargins(0, 0, 0, 0);
    m_playersGrid->setHorizontalSpacing(fontMetrics().averageCharWidth() * 2);
    m_playersGrid->setVerticalSpacing(0);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_side0->setFont(big);
    m_side1->setFont(big);
    m_side1->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_extra->setStyleSheet(QStringLiteral("QLabel { background: #c62828; color: white; "
                                          "border-radius: 4px; padding: 1px 8px; "
                                          "font-weight: bold; }"));
    m_extra->hide();

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_side0, 0, 0);
    grid->addWidget(m_extra, 0, 1, Qt::AlignCenter);
    grid->addWidget(m_side1, 0, 2);
    grid->addWidget(m_turn, 1, 0);
    grid->addWidget(m_players, 1, 2, Qt::AlignRight | Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(2, 0); // the players and the second side get their whole width first
    refresh();
}

LowCounters::~LowCounters() = default;

void LowCounters::setState(std::shared_ptr<const LowState> state)
{
    m_state = std::move(state);
    refresh();
}

static QString plain(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

QString LowCounters::sideText(int side) const
{
    return plain(sideLabel(side)->fullText());
}

QString LowCounters::turnText() const
{
    return plain(m_turn->fullText());
}

QString LowCounters::playersText() const
{
    QStringList out;
    for (const ElidedLabel *l : m_playerLabels)
        out.append(plain(l->fullText()));
    return out.join(QStringLiteral("  ·  "));
}

bool LowCounters::extraTurnShown() const
{
    return !m_extra->isHidden();
}

void LowCounters::refresh()
{
    if (!m_state) {
        for (ElidedLabel *l : {m_side0, m_side1, m_turn})
            l->setFullText(QString());
        setPlayerCount(0);
        m_extra->hide();
        return;
    }
    const LowState &s = *m_state;
    for (int side = 0; side < 2; ++side) {
        const int cards = int(s.kills[side].size());
        const int commanders = s.commandersKilled(side);
        const QString text =
            tr("%1: %2 / %3 cards · %4 / %5 commanders")
                .arg(
                    QStringLiteral("<b>%1</b>").arg(LowGameText::sideName(s, side).toHtmlEscaped()))
                .arg(cards)
                .arg(s.cardsToWin)
                .arg(commanders)
                .arg(s.commandersToWin);
        sideLabel(side)->setFullText(
            QStringLiteral("<span style='color:%1'>%2</span>").arg(sideColour(side).name(), text));
        sideLabel(side)->setPlainToolTip(tr("Enemy cards and enemy commanders this side destroyed, "
                                            "against what wins the battle"));
    }
    const LowPlayer active = s.players.value(s.active);
    QString turn;
    if (s.phase == Phase::Finished) {
        turn = tr("Turn %1 · %2").arg(s.turn).arg(LowGameText::phaseName(s.phase));
    } else {
        const QString who = QStringLiteral("<b><span style='color:%1'>%2</span></b>")
                                .arg(sideColour(active.side).name(), active.name.toHtmlEscaped());
        turn = tr("Turn %1 · %2's turn · %3")
                   .arg(s.turn)
                   .arg(who, LowGameText::phaseName(s.phase).toHtmlEscaped());
    }
    m_turn->setFullText(turn);
    m_extra->setText(tr("Extra turn: %1").arg(LowGameText::sideName(s, s.extraTurnSide)));
    m_extra->setVisible(s.extraTurnSide >= 0 && s.phase != Phase::Finished);
    m_extra->setToolTip(tr("The enemy general fell: this side refills its hand and plays again"));
    // One label per player, three to a row (team games of four and six take two rows).
    setPlayerCount(int(s.players.size()));
    for (int i = 0; i < s.players.size(); ++i) {
        const LowPlayer &p = s.players.at(i);
        m_playerLabels.at(i)->setFullText(
            tr("%1: hand %2 · deck %3")
                .arg(QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(sideColour(p.side).name(), p.name.toHtmlEscaped()))
                .arg(p.hand)
                .arg(s.players.value(p.deckSeat).drawPile));
        // The hand and the deck are figures: never elided.
        m_playerLabels.at(i)->setMinimumWidth(m_playerLabels.at(i)->sizeHint().width());
    }
}

void LowCounters::setPlayerCount(int count)
{
    while (m_playerLabels.size() > count)
        delete m_playerLabels.takeLast();
    while (m_playerLabels.size() < count) {
        const int i = int(m_playerLabels.size());
        auto *label = new ElidedLabel(m_players);
        label->setObjectName(QStringLiteral("lowPlayer%1").arg(i));
        label->setTextFormat(Qt::RichText);
        label->setMinimumChars(16);
        m_playersGrid->addWidget(label, i / 3, i % 3);
        m_playerLabels.append(label);
    }
}

void LowCounters::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace kbz::low
