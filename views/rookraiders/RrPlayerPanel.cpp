#include "RrPlayerPanel.h"

#include "RrBoardView.h"
#include "Translations.h"
#include "rookraiders/RrRules.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

// The rulebook hands each player "5 to 6" action markers (no exact number).
constexpr int kMarkersLow = 5;
constexpr int kMarkersHigh = 6;

QFont scaledFont(const QFont &base, double factor)
{
    QFont f(base);
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(qMax(1, qRound(base.pixelSize() * factor)));
    return f;
}

} // namespace

RrPlayerPanel::RrPlayerPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("nameValue"));
    m_name->setFont(scaledFont(font(), 1.25));
    m_name->setWordWrap(true);
    m_name->setMargin(fontMetrics().height() / 3);
    layout->addWidget(m_name);

    m_threatCaption = new QLabel(this);
    m_threatCaption->setAlignment(Qt::AlignHCenter);
    layout->addWidget(m_threatCaption);
    m_threat = new QLabel(this);
    m_threat->setObjectName(QStringLiteral("threatValue"));
    QFont big = scaledFont(font(), 3.0);
    big.setBold(true);
    m_threat->setFont(big);
    m_threat->setAlignment(Qt::AlignHCenter);
    layout->addWidget(m_threat);
    m_threatNote = new QLabel(this);
    m_threatNote->setObjectName(QStringLiteral("threatNote"));
    m_threatNote->setWordWrap(true);
    m_threatNote->setAlignment(Qt::AlignHCenter);
    m_threatNote->setFont(scaledFont(font(), 0.9));
    layout->addWidget(m_threatNote);

    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignLeft);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addLayout(m_form);
    m_honour = addRow("honourValue");
    m_gold = addRow("goldValue");
    m_medals = addRow("medalsValue");
    m_markers = addRow("markersValue");
    m_levelUps = addRow("levelUpsValue");
    m_monsters = addRow("monstersValue");
    m_defeated = addRow("defeatedValue");
    m_hand = addRow("handValue");
    m_stateLabel = addRow("stateValue");
    for (QLabel *figureLabel : {m_honour, m_gold})
        figureLabel->setFont(scaledFont(font(), 1.2));
    layout->addStretch(1);

    setMinimumWidth(fontMetrics().averageCharWidth() * 26);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    retranslateUi();
}

RrPlayerPanel::~RrPlayerPanel() = default;

QLabel *RrPlayerPanel::addRow(const char *objectName)
{
    auto *caption = new QLabel(this);
    auto *value = new QLabel(this);
    value->setObjectName(QString::fromLatin1(objectName));
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption->setBuddy(value);
    m_form->addRow(caption, value);
    m_captions.append(caption);
    return value;
}

void RrPlayerPanel::setState(std::shared_ptr<const RrState> state, int seat)
{
    m_state = std::move(state);
    m_seat = seat;
    refresh();
}

void RrPlayerPanel::setRevealMedals(bool reveal)
{
    if (reveal == m_revealMedals)
        return;
    m_revealMedals = reveal;
    refresh();
}

void RrPlayerPanel::retranslateUi()
{
    const QStringList captions = {tr("Honour marks"),      tr("Gold"),      tr("Medal tokens"),
                                  tr("Action markers"),    tr("Level-ups"), tr("Monsters"),
                                  tr("Defeated monsters"), tr("Hand"),      tr("State")};
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions.at(i)->setText(captions.at(i));
    m_threatCaption->setText(tr("Threat"));
    m_markers->setToolTip(tr("The rulebook gives each player 5 to 6 action markers."));
    m_threat->setToolTip(
        tr("Threat of the monsters on the board, in the waiting line and in the castle, minus "
           "the medal tokens. Victory can be declared at 8 or less once the monster deck is "
           "empty."));
    refresh();
}

void RrPlayerPanel::refresh()
{
    const bool valid = m_state && m_seat >= 0 && m_seat < m_state->players.size();
    setEnabled(valid);
    if (!valid) {
        m_name->clear();
        m_name->setStyleSheet(QString());
        m_threat->setText(QStringLiteral("–"));
        m_threatNote->clear();
        for (QLabel *l : {m_honour, m_gold, m_medals, m_markers, m_levelUps, m_monsters, m_defeated,
                          m_hand, m_stateLabel})
            l->clear();
        return;
    }
    const RrState &s = *m_state;
    const RrPlayer &p = s.players.at(m_seat);
    const Lang lang = Translations::current();

    // Name on the player's colour.
    const QColor colour = playerColour(p.colour, m_seat);
    const double luminance =
        0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF();
    m_name->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: "
                                         "4px; font-weight: bold; }")
                              .arg(colour.name(), luminance > 0.62 ? QStringLiteral("#202020")
                                                                   : QStringLiteral("#ffffff")));
    QString name = p.name;
    if (s.round > 0 && m_seat == s.startPlayer)
        name += QStringLiteral("  ·  ") + tr("start player");
    m_name->setText(name);

    // Threat.
    const std::optional<int> threat = rules::threatTotal(s, m_seat);
    int board = 0, waiting = 0, castle = 0;
    QStringList unknown;
    auto add = [&](const QString &id, int &sum) {
        const RrCard *c = s.card(id);
        if (c && c->threat)
            sum += *c->threat;
        else
            unknown.append(s.cardName(id).text(lang));
    };
    for (const RrPiece &m : p.monsters)
        add(m.card, board);
    for (const QString &id : p.waiting)
        add(id, waiting);
    for (const QString &id : p.castle)
        add(id, castle);
    unknown.removeDuplicates();
    if (threat) {
        m_threat->setText(QString::number(*threat));
        const QString colourName = *threat <= 8    ? QStringLiteral("#2e8b57")
                                   : *threat >= 12 ? QStringLiteral("#c0392b")
                                                   : palette().color(QPalette::WindowText).name();
        m_threat->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colourName));
        QString note =
            tr("board %1 · waiting %2 · castle %3")
                .arg(QString::number(board), QString::number(waiting), QString::number(castle));
        if (!p.medals.isEmpty()) {
            int sum = 0;
            for (int v : p.medals)
                sum += v;
            note += QStringLiteral(" · ") +
                    (m_revealMedals ? tr("medals −%1").arg(sum)
                                    : tr("minus %1 medal tokens").arg(p.medals.size()));
        }
        m_threatNote->setText(note);
    } else {
        m_threat->setText(QStringLiteral("?"));
        m_threat->setStyleSheet(QStringLiteral("QLabel { color: #8a8f98; }"));
        m_threatNote->setText(
            tr("Threat not entered yet: %1").arg(unknown.join(QStringLiteral(", "))));
    }

    m_honour->setText(QString::number(p.honour));
    m_gold->setText(QString::number(p.gold));

    // Medals: how many; their values only when revealed.
    QString medals = QString::number(p.medals.size());
    if (!p.medals.isEmpty()) {
        if (m_revealMedals) {
            QStringList values;
            for (int v : p.medals)
                values.append(QString::number(v));
            medals += QStringLiteral(" (%1)").arg(values.join(QStringLiteral(" + ")));
        } else {
            medals += QLatin1Char(' ') + tr("(values hidden)");
        }
    }
    if (p.medalsDue > 0)
        medals += QStringLiteral(" · ") + tr("%1 to take").arg(p.medalsDue);
    m_medals->setText(medals);

    int markers = 0;
    for (const RrPiece &u : p.units)
        markers += u.marker ? 1 : 0;
    m_markers->setText(tr("%1 on units · %2–%3 in stock")
                           .arg(QString::number(markers),
                                QString::number(qMax(0, kMarkersLow - markers)),
                                QString::number(qMax(0, kMarkersHigh - markers))));

    // Level-up cost: 2 for the first two, 3 from the third (RrCheck.cpp / RrApply.cpp).
    const int cost = p.levelUps < 2 ? 2 : 3;
    m_levelUps->setText(
        tr("%1 · next costs %2").arg(QString::number(p.levelUps), QString::number(cost)));

    m_monsters->setText(tr("%1 on board · %2 waiting · %3 in castle")
                            .arg(QString::number(p.monsters.size()),
                                 QString::number(p.waiting.size()),
                                 QString::number(p.castle.size())));
    m_defeated->setText(QString::number(p.defeated.size()));

    QStringList hand;
    for (const QString &id : p.hand)
        hand.append(s.cardName(id).text(lang));
    m_hand->setText(hand.isEmpty() ? tr("none known") : hand.join(QStringLiteral(", ")));

    QString state;
    if (s.winners.contains(m_seat))
        state = tr("Winner");
    else if (p.out)
        state = tr("Out (defeated)");
    else if (p.declared)
        state = tr("Declared victory");
    else if (s.phase == Phase::Finished)
        state = tr("Game over");
    else
        state = tr("Playing");
    m_stateLabel->setText(state);
    const QString stateColour = s.winners.contains(m_seat) ? QStringLiteral("#2e8b57")
                                : p.out                    ? QStringLiteral("#c0392b")
                                : p.declared               ? QStringLiteral("#b7791f")
                                                           : QString();
    m_stateLabel->setStyleSheet(
        stateColour.isEmpty()
            ? QString()
            : QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(stateColour));
}

void RrPlayerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
