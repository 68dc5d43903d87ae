// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrPlayerPanel.h"
#include "core/ListText.h"

#include "RrBoardView.h"
#include "Translations.h"
#include "rookraiders/RrRules.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
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

// A one-line value that elides (with the whole text in its tooltip) rather than being cut
// when the strip is narrower than it; it asks for its full width.
class ValueLabel final : public QLabel
{
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override
    {
        const QSize full = QLabel::minimumSizeHint();
        return {qMin(full.width(), fontMetrics().horizontalAdvance(QStringLiteral("0…")) * 2),
                full.height()};
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        const QString full = text();
        const QString shown =
            fontMetrics().elidedText(full, Qt::ElideRight, contentsRect().width());
        if (shown == full) {
            QLabel::paintEvent(event);
            return;
        }
        QPainter p(this);
        p.setPen(palette().color(foregroundRole()));
        p.drawText(contentsRect(), int(alignment()), shown);
    }
};

} // namespace

RrPlayerPanel::RrPlayerPanel(QWidget *parent)
    : QWidget(parent)
    , m_figures(new QWidget(this))
    , m_grid(new QGridLayout(m_figures))
{
    // Left: the name on the player's colour, the threat large, what it is made of. Right: the
    // figures in a grid whose columns follow the width (three rows on a usual board).
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *left = new QVBoxLayout;
    left->setSpacing(0);
    layout->addLayout(left, 0);

    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("nameValue"));
    m_name->setFont(scaledFont(font(), 1.1));
    m_name->setMargin(fontMetrics().height() / 5);
    left->addWidget(m_name);
    m_start = new QLabel(this);
    m_start->setObjectName(QStringLiteral("startValue"));
    m_start->setFont(scaledFont(font(), 0.9));
    left->addWidget(m_start);

    auto *threatRow = new QHBoxLayout;
    m_threat = new QLabel(this);
    m_threat->setObjectName(QStringLiteral("threatValue"));
    QFont big = scaledFont(font(), 2.6);
    big.setBold(true);
    m_threat->setFont(big);
    m_threat->setAlignment(Qt::AlignCenter);
    m_threat->setMinimumWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("00")));
    threatRow->addWidget(m_threat, 0);
    auto *threatText = new QVBoxLayout;
    threatText->setSpacing(0);
    m_threatCaption = new QLabel(this);
    QFont caption = font();
    caption.setBold(true);
    m_threatCaption->setFont(caption);
    threatText->addStretch(1);
    threatText->addWidget(m_threatCaption);
    m_threatNote = new QLabel(this);
    m_threatNote->setObjectName(QStringLiteral("threatNote"));
    m_threatNote->setWordWrap(true);
    m_threatNote->setFont(scaledFont(font(), 0.9));
    m_threatNote->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    threatText->addWidget(m_threatNote);
    threatText->addStretch(1);
    threatRow->addLayout(threatText, 1);
    left->addLayout(threatRow);
    left->addStretch(1);
    const int leftWidth = fontMetrics().averageCharWidth() * 24;
    m_name->setFixedWidth(leftWidth);
    m_threatNote->setFixedWidth(leftWidth - m_threat->minimumWidth() - layout->spacing());

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(line);

    // The grid's columns are chosen in relayout(): it must not hold the strip to its width.
    m_grid->setSizeConstraint(QLayout::SetNoConstraint);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(fontMetrics().averageCharWidth() * 2);
    m_grid->setVerticalSpacing(2);
    m_figures->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    layout->addWidget(m_figures, 1);
    m_honour = addRow("honourValue");
    m_gold = addRow("goldValue");
    m_medals = addRow("medalsValue");
    m_markers = addRow("markersValue");
    m_levelUps = addRow("levelUpsValue");
    m_monsters = addRow("monstersValue");
    m_defeated = addRow("defeatedValue");
    m_hand = addRow("handValue");
    m_stateLabel = addRow("stateValue");

    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    retranslateUi();
}

RrPlayerPanel::~RrPlayerPanel() = default;

int RrPlayerPanel::headHeight() const
{
    // Three lines kept for what the threat is made of and one for "start player", shown or not:
    // the strip keeps its height from one step to the next.
    const int caption = m_threatCaption->sizeHint().height() +
                        qMax(m_threatNote->heightForWidth(m_threatNote->minimumWidth()),
                             3 * QFontMetrics(m_threatNote->font()).lineSpacing());
    return m_name->sizeHint().height() +
           qMax(m_start->sizeHint().height(), QFontMetrics(m_start->font()).height()) +
           qMax(m_threat->sizeHint().height(), caption);
}

QLabel *RrPlayerPanel::addRow(const char *objectName)
{
    auto *caption = new ValueLabel(m_figures);
    QFont small = scaledFont(font(), 0.85);
    caption->setFont(small);
    QPalette pal = caption->palette();
    QColor dim = pal.color(QPalette::WindowText);
    dim.setAlpha(160);
    pal.setColor(QPalette::WindowText, dim);
    caption->setPalette(pal);
    auto *value = new ValueLabel(m_figures);
    value->setObjectName(QString::fromLatin1(objectName));
    QFont strong = font();
    strong.setBold(true);
    value->setFont(strong);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption->setBuddy(value);
    m_captions.append(caption);
    m_values.append(value);
    return value;
}

void RrPlayerPanel::relayout()
{
    // As many columns as fit the width (at most five), filled row by row.
    const int available = m_figures->width();
    const int spacing = m_grid->horizontalSpacing();
    auto widthOf = [this](int i) {
        return qMax(m_captions.at(i)->sizeHint().width(), m_values.at(i)->sizeHint().width());
    };
    const int count = int(m_values.size());
    int columns = 1;
    for (int c = 5; c > 1; --c) {
        int total = spacing * (c - 1);
        for (int col = 0; col < c; ++col) {
            int widest = 0;
            for (int i = col; i < count; i += c)
                widest = qMax(widest, widthOf(i));
            total += widest;
        }
        if (total <= available) {
            columns = c;
            break;
        }
    }
    if (columns == m_columns && m_grid->count() == 2 * count)
        return;
    m_columns = columns;
    for (int i = 0; i < count; ++i) {
        m_grid->removeWidget(m_captions.at(i));
        m_grid->removeWidget(m_values.at(i));
    }
    for (int i = 0; i < count; ++i) {
        const int row = i / columns, col = i % columns;
        m_grid->addWidget(m_captions.at(i), 2 * row, col, Qt::AlignLeft | Qt::AlignBottom);
        m_grid->addWidget(m_values.at(i), 2 * row + 1, col, Qt::AlignLeft | Qt::AlignTop);
    }
    // The columns as wide as their widest figure; the room left stays at the right.
    for (int col = 0; col <= 5; ++col)
        m_grid->setColumnStretch(col, col == columns ? 1 : 0);
    const int rows = (count + columns - 1) / columns;
    m_figures->setMinimumHeight(
        rows * (m_captions.first()->sizeHint().height() + m_values.first()->sizeHint().height()) +
        m_grid->verticalSpacing() * (2 * rows - 1));
}

void RrPlayerPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
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
        m_start->clear();
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
    m_name->setText(p.name);
    m_name->setToolTip(p.name);
    m_start->setText(s.round > 0 && m_seat == s.startPlayer
                         ? QStringLiteral("★ ") + tr("start player")
                         : QString());

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
        m_threatNote->setText(tr("Threat not entered yet: %1").arg(joinList(unknown)));
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
    m_markers->setText(tr("%1 placed · %2–%3 left")
                           .arg(QString::number(markers),
                                QString::number(qMax(0, kMarkersLow - markers)),
                                QString::number(qMax(0, kMarkersHigh - markers))));

    // Level-up cost: 2 for the first two, 3 from the third (RrCheck.cpp / RrApply.cpp).
    const int cost = p.levelUps < 2 ? 2 : 3;
    m_levelUps->setText(
        tr("%1 · next costs %2").arg(QString::number(p.levelUps), QString::number(cost)));

    m_monsters->setText(tr("%1 on board · %2 waiting · %3 castle")
                            .arg(QString::number(p.monsters.size()),
                                 QString::number(p.waiting.size()),
                                 QString::number(p.castle.size())));
    m_defeated->setText(QString::number(p.defeated.size()));

    QStringList hand;
    for (const QString &id : p.hand)
        hand.append(s.cardName(id).text(lang));
    m_hand->setText(hand.isEmpty() ? tr("none known") : joinList(hand));

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
    m_stateLabel->setStyleSheet(stateColour.isEmpty()
                                    ? QString()
                                    : QStringLiteral("QLabel { color: %1; }").arg(stateColour));
    for (QLabel *value : std::as_const(m_values))
        value->setToolTip(value->text());
    m_columns = 0; // the texts changed: choose the columns again
    relayout();
}

void RrPlayerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
