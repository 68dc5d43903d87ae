#include "LowCounters.h"

#include "LowCardPainter.h"
#include "LowGameText.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QTextDocument>

namespace kbz::low {

LowCounters::LowCounters(QWidget *parent)
    : QFrame(parent)
    , m_side0(new QLabel(this))
    , m_side1(new QLabel(this))
    , m_turn(new QLabel(this))
    , m_extra(new QLabel(this))
    , m_players(new QLabel(this))
{
    setObjectName(QStringLiteral("lowCounters"));
    m_side0->setObjectName(QStringLiteral("lowSide0"));
    m_side1->setObjectName(QStringLiteral("lowSide1"));
    m_turn->setObjectName(QStringLiteral("lowTurn"));
    m_extra->setObjectName(QStringLiteral("lowExtraTurn"));
    m_players->setObjectName(QStringLiteral("lowPlayers"));
    setFrameShape(QFrame::StyledPanel);
    for (QLabel *l : {m_side0, m_side1, m_turn, m_players})
        l->setTextFormat(Qt::RichText);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_side0->setFont(big);
    m_side1->setFont(big);
    m_side1->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_players->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
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
    grid->addWidget(m_players, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(2, 1);
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
    return plain(sideLabel(side)->text());
}

QString LowCounters::turnText() const
{
    return plain(m_turn->text());
}

QString LowCounters::playersText() const
{
    return plain(m_players->text());
}

bool LowCounters::extraTurnShown() const
{
    return !m_extra->isHidden();
}

void LowCounters::refresh()
{
    if (!m_state) {
        for (QLabel *l : {m_side0, m_side1, m_turn, m_players})
            l->clear();
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
        sideLabel(side)->setText(
            QStringLiteral("<span style='color:%1'>%2</span>").arg(sideColour(side).name(), text));
        sideLabel(side)->setToolTip(tr("Enemy cards and enemy commanders this side destroyed, "
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
    m_turn->setText(turn);
    m_extra->setText(tr("Extra turn: %1").arg(LowGameText::sideName(s, s.extraTurnSide)));
    m_extra->setVisible(s.extraTurnSide >= 0 && s.phase != Phase::Finished);
    m_extra->setToolTip(tr("The enemy general fell: this side refills its hand and plays again"));
    QStringList players;
    for (const LowPlayer &p : s.players)
        players.append(tr("%1: hand %2 · deck %3")
                           .arg(QStringLiteral("<span style='color:%1'>%2</span>")
                                    .arg(sideColour(p.side).name(), p.name.toHtmlEscaped()))
                           .arg(p.hand)
                           .arg(s.players.value(p.deckSeat).drawPile));
    m_players->setText(players.join(QStringLiteral(" &nbsp;·&nbsp; ")));
}

void LowCounters::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace kbz::low
