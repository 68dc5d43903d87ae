// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGamePlacementTool.h"
#include "core/ListText.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LowGameText.h"
#include "LowHandList.h"
#include "StepPreview.h"
#include "ToolLayout.h"
#include "core/Session.h"

#include <QCheckBox>
#include <QEvent>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz::low {

LowGamePlacementTool::LowGamePlacementTool(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_hand(new LowHandList(this))
    , m_info(new QLabel(this))
    , m_noLegal(new QCheckBox(this))
    , m_shownTitle(new ElidedLabel(this))
    , m_shown(new QListWidget(this))
    , m_anySquare(new QCheckBox(this))
    , m_quickTurn(new QCheckBox(this))
    , m_preview(new QLabel(this))
    , m_place(new QPushButton(this))
{
    m_title->setObjectName(QStringLiteral("placeTitle"));
    m_info->setObjectName(QStringLiteral("placeInfo"));
    m_noLegal->setObjectName(QStringLiteral("noLegal"));
    m_shown->setObjectName(QStringLiteral("shownHand"));
    m_anySquare->setObjectName(QStringLiteral("anySquare"));
    m_quickTurn->setObjectName(QStringLiteral("quickTurn"));
    m_quickTurn->setChecked(true);
    m_preview->setObjectName(QStringLiteral("placePreview"));
    m_place->setObjectName(QStringLiteral("placeUnit"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_preview->setTextFormat(Qt::RichText);
    m_shown->setMinimumHeight(m_shown->fontMetrics().height() * 2);
    m_shown->setMaximumHeight(m_shown->fontMetrics().height() * 8);
    m_place->setDefault(true);
    m_place->setAutoDefault(true);

    // Laptop first (issue 12): the hand takes the room left; the legal squares and the step's
    // check sit in strips of a fixed height; the Place button in a footer that never moves.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_hand, 1);
    m_infoStrip = textStrip(m_info, 2, this);
    layout->addWidget(m_infoStrip);
    layout->addWidget(m_noLegal);
    layout->addWidget(m_shownTitle);
    layout->addWidget(m_shown);
    layout->addWidget(m_anySquare);
    layout->addWidget(textStrip(m_preview, 3, this));
    layout->addWidget(m_quickTurn);
    layout->addLayout(AnyStepButton::besidePrimary(m_place, this));

    connect(m_hand, &LowHandList::cardChosen, this, [this] { onCardChosen(); });
    connect(m_hand, &LowHandList::activated, this, [this] {
        if (!offeredSquares().isEmpty())
            Q_EMIT squareWanted();
    });
    connect(m_noLegal, &QCheckBox::toggled, this, [this] {
        fillShownHand();
        updateInfo();
        updatePreview();
        Q_EMIT changed();
    });
    connect(m_anySquare, &QCheckBox::toggled, this, [this] {
        updatePreview();
        Q_EMIT changed();
    });
    connect(m_shown, &QListWidget::itemChanged, this, [this] { updatePreview(); });
    connect(m_place, &QPushButton::clicked, this, [this] {
        if (m_previewSquare)
            chooseSquare(*m_previewSquare);
    });
    retranslateUi();
}

LowGamePlacementTool::~LowGamePlacementTool() = default;

std::shared_ptr<const LowState> LowGamePlacementTool::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

void LowGamePlacementTool::setSession(Session *session)
{
    m_session = session;
    sync();
}

void LowGamePlacementTool::sync()
{
    const auto s = lowState();
    syncSeat(s ? s->active : 0);
}

void LowGamePlacementTool::setSeat(int seat)
{
    if (seat != m_seat)
        syncSeat(seat);
}

void LowGamePlacementTool::syncSeat(int seat)
{
    const auto s = lowState();
    m_seat = seat;
    m_previewSquare.reset();
    {
        const QSignalBlocker a(m_noLegal), b(m_anySquare);
        m_noLegal->setChecked(false);
        m_anySquare->setChecked(false);
    }
    // A search typed for the last placement does not hide the next player's cards.
    m_hand->setSearch(QString());
    m_hand->setState(s, m_seat);
    updatePlayable();
    proposeCard();
    onCardChosen();
    retranslateUi();
}

void LowGamePlacementTool::updatePlayable()
{
    const auto s = lowState();
    QSet<QString> playable;
    if (s) {
        QStringList cards = LowGameText::remainingCards(*s, m_seat);
        cards.removeDuplicates();
        for (const QString &id : std::as_const(cards))
            if (!rules::legalSquares(*s, m_seat, id).isEmpty())
                playable.insert(id);
    }
    m_anyCardPlayable = !playable.isEmpty();
    m_hand->setPlayable(playable);
}

bool LowGamePlacementTool::isQuickTurn() const
{
    return m_quickTurn->isChecked();
}

void LowGamePlacementTool::proposeCard()
{
    // Issue 13, forms follow the game: the card kept from before (an extra turn), else the
    // first card of the list that has a legal square, on its first legal square (onCardChosen).
    const auto s = lowState();
    if (!s || !m_hand->currentCard().isEmpty())
        return;
    const QStringList cards = LowGameText::remainingCards(*s, m_seat);
    for (const QString &id : cards)
        if (!rules::legalSquares(*s, m_seat, id).isEmpty() && m_hand->setCurrentCard(id))
            return;
}

QString LowGamePlacementTool::currentCard() const
{
    return m_hand->currentCard();
}

void LowGamePlacementTool::onCardChosen()
{
    const auto s = lowState();
    const QString card = currentCard();
    m_legal =
        s && !card.isEmpty() ? rules::legalSquares(*s, m_seat, card) : QList<rules::LegalSquare>{};
    if (!m_legal.isEmpty() && m_noLegal->isChecked()) {
        const QSignalBlocker block(m_noLegal);
        m_noLegal->setChecked(false);
    }
    fillShownHand();
    updateInfo();
    m_previewSquare.reset();
    if (!m_legal.isEmpty())
        m_previewSquare = m_legal.first().at;
    updatePreview();
    Q_EMIT changed();
}

QList<QPoint> LowGamePlacementTool::offeredSquares() const
{
    const auto s = lowState();
    if (!s || currentCard().isEmpty())
        return {};
    QList<QPoint> out;
    if (m_anySquare->isChecked()) {
        const QRect area = s->unlimited ? QRect() : QRect(0, 0, kMatColumns, kMatRows);
        if (area.isValid()) {
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    if (!s->unitAt({x, y}))
                        out.append({x, y});
            return out;
        }
    }
    if (m_noLegal->isChecked())
        return rules::touchingEnemySquares(*s, m_seat);
    for (const rules::LegalSquare &l : m_legal)
        out.append(l.at);
    if (m_anySquare->isChecked()) {
        // Unlimited battlefield: every empty neighbour of a unit, besides the legal squares.
        for (const LowUnit &u : s->units)
            for (const QPoint &n : rules::neighbours(*s, u.at))
                if (!s->unitAt(n) && !out.contains(n))
                    out.append(n);
    }
    return out;
}

std::optional<Step> LowGamePlacementTool::stepFor(QPoint square) const
{
    const auto s = lowState();
    const QString card = currentCard();
    if (!s || card.isEmpty())
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("place");
    step.actor = m_seat;
    QJsonObject payload{{QStringLiteral("card"), card},
                        {QStringLiteral("at"), squareToJson(square)}};
    if (m_noLegal->isChecked()) {
        QJsonArray shown;
        for (int row = 0; row < m_shown->count(); ++row) {
            QListWidgetItem *item = m_shown->item(row);
            if (item->checkState() == Qt::Checked)
                shown.append(item->data(Qt::UserRole).toString());
        }
        payload.insert(QStringLiteral("shownHand"), shown);
    }
    step.payload = payload;
    return step;
}

void LowGamePlacementTool::hoverSquare(QPoint square)
{
    // Any square: the preview shows the warning of a placement against the rules.
    m_previewSquare = square;
    updatePreview();
}

void LowGamePlacementTool::chooseSquare(QPoint square)
{
    const auto step = stepFor(square);
    if (!step)
        return;
    m_previewSquare = square;
    updatePreview();
    Q_EMIT recordRequested(*step);
}

void LowGamePlacementTool::fillShownHand()
{
    const auto s = lowState();
    const bool show = m_noLegal->isChecked();
    m_shownTitle->setVisible(show);
    m_shown->setVisible(show);
    if (!show || !s) {
        m_shown->clear();
        return;
    }
    // The cards the player may have in hand: every remaining card, the one placed ticked.
    const QSignalBlocker block(m_shown);
    m_shown->clear();
    QStringList cards = LowGameText::remainingCards(*s, m_seat);
    const QString placing = currentCard();
    bool placedTicked = false;
    for (const QString &id : std::as_const(cards)) {
        auto *item = new QListWidgetItem(LowGameText::cardName(*s, id), m_shown);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        const bool tick = !placedTicked && id == placing;
        placedTicked = placedTicked || tick;
        item->setCheckState(tick ? Qt::Checked : Qt::Unchecked);
    }
}

void LowGamePlacementTool::updateInfo()
{
    const auto s = lowState();
    const QString card = currentCard();
    QString text;
    bool offerNoLegal = false;
    if (!s) {
        text.clear();
    } else if (card.isEmpty()) {
        text = LowGameText::remainingCards(*s, m_seat).isEmpty() ? tr("No card left to place.")
                                                                 : tr("Choose the card placed.");
    } else if (m_noLegal->isChecked()) {
        text = tr("Place it touching an enemy unit and tick the cards of the hand shown.");
        offerNoLegal = true;
    } else if (m_legal.isEmpty()) {
        text = m_anyCardPlayable
                   ? tr("%1 has no legal square. Another card of the hand may have one.")
                         .arg(LowGameText::cardName(*s, card))
                   : tr("No card has a legal square.");
        offerNoLegal = true;
    } else {
        text = legalSquaresText();
    }
    m_info->setText(text);
    m_noLegal->setEnabled(offerNoLegal);
}

QString LowGamePlacementTool::legalSquaresText() const
{
    // Laptop first (issue 29, 6b): the squares only, as many as the strip's two lines hold in
    // the UI's language, then how many there are in all; the mat highlights every one and the
    // hint over it says how to choose one (the Place button, what Enter does).
    QStringList names;
    for (const rules::LegalSquare &l : std::as_const(m_legal))
        names.append(squareName(l.at));
    const auto text = [&](qsizetype shown) {
        return shown >= names.size() ? tr("Legal squares: %1.").arg(joinList(names))
                                     : tr("Legal squares: %1 … (%2 in all).")
                                           .arg(joinList(names.mid(0, shown)))
                                           .arg(names.size());
    };
    const int width = m_infoStrip->viewport()->width();
    const int height = m_infoStrip->maximumHeight();
    QLabel probe; // the label's own line breaking, Japanese included
    probe.setFont(m_info->font());
    probe.setWordWrap(true);
    probe.setContentsMargins(m_info->contentsMargins());
    const auto fits = [&](const QString &t) {
        probe.setText(t);
        return width <= 0 || probe.heightForWidth(width) <= height;
    };
    const qsizetype most = qMin<qsizetype>(names.size(), 10);
    for (qsizetype shown = most; shown > 1; --shown)
        if (fits(text(shown)))
            return text(shown);
    return text(1);
}

void LowGamePlacementTool::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateInfo(); // as many squares as the new width holds
}

void LowGamePlacementTool::updatePreview()
{
    QList<Finding> findings;
    const auto step = m_previewSquare ? stepFor(*m_previewSquare) : std::nullopt;
    if (!m_session || !step)
        m_preview->setText(missingPreviewHtml(currentCard().isEmpty()
                                                  ? tr("Choose a card, then its square.")
                                                  : tr("Choose the square on the mat.")));
    else
        m_preview->setText(stepPreviewHtml(*m_session, *step, &findings));
    m_place->setEnabled(m_session && step);
    m_place->setText(m_previewSquare && step ? tr("&Place on %1").arg(squareName(*m_previewSquare))
                                             : tr("&Place"));
    Q_EMIT previewChanged(findings);
}

void LowGamePlacementTool::retranslateUi()
{
    const auto s = lowState();
    if (s && s->phase == Phase::Opening) {
        const int index = s->orderIndex;
        m_title->setFullText(tr("%1: place a card on opening square %2")
                                 .arg(s->players.value(m_seat).name)
                                 .arg(index % 2 == 0 ? 1 : 2));
    } else if (s) {
        m_title->setFullText(tr("%1: place a unit").arg(s->players.value(m_seat).name));
    } else {
        m_title->setFullText(tr("Place a unit"));
    }
    m_noLegal->setText(tr("&No legal square"));
    m_noLegal->setToolTip(tr("No legal square: place touching an enemy and show the hand"));
    m_place->setToolTip(tr("Place the card on the square chosen on the mat (or click the "
                           "square)"));
    m_shownTitle->setFullText(tr("Cards shown (tick each card of the hand):"));
    m_anySquare->setText(tr("Offer every empt&y square"));
    m_quickTurn->setText(tr("&Quick turn: combat, draw"));
    m_quickTurn->setToolTip(
        tr("After the placement, record the combat as worked out and the proposed draw, unless "
           "there is a shot to choose or a warning (Ctrl+Z takes a step back)"));
    m_anySquare->setToolTip(
        tr("Place somewhere the rules do not allow (the table is the truth; you will be asked "
           "to confirm)"));
    updateInfo();
    updatePreview();
}

void LowGamePlacementTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
