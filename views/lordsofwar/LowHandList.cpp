// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowHandList.h"

#include "LowCardPainter.h"
#include "LowGameText.h"
#include "Translations.h"
#include "WidgetKeys.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

namespace kbz::low {

// ---- LowHandDelegate ---------------------------------------------------------------------------

LowHandDelegate::LowHandDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

QSize LowHandDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int line = option.fontMetrics.height();
    return {line * 12, qMax(line * 3, 54) + 6};
}

void LowHandDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = {};
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const QString id = index.data(CardRole).toString();
    const bool against = index.data(AgainstRulesRole).toBool();
    const bool playable = against || index.data(PlayableRole).toBool();
    const int side = index.data(SideRole).toInt();
    const LowCard *card = m_state ? m_state->card(id) : nullptr;
    const QRect r = option.rect.adjusted(3, 3, -3, -3);
    painter->save();
    const QRect cardRect(r.left(), r.top(), r.height(), r.height());
    if (card) {
        CardPaintOptions po;
        po.dimmed = !playable;
        po.lang = Translations::current();
        paintCard(*painter, cardRect, *card, side, po);
    }
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
    QColor text = option.palette.color(textRole);
    if (!playable && !selected)
        text = option.palette.color(QPalette::Disabled, QPalette::Text);
    else if (against && !selected)
        text = LowGameText::againstRulesColour();
    painter->setPen(text);
    const QRect textRect = r.adjusted(cardRect.width() + 8, 0, 0, 0);
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    const int count = index.data(CountRole).toInt();
    const QString name = m_state ? LowGameText::cardName(*m_state, id) : id;
    const QString countText = count > 1 ? QStringLiteral("  ×%1").arg(count) : QString();
    painter->setFont(bold);
    const int line = bfm.height();
    const int top = textRect.top() + qMax(0, (textRect.height() - 2 * line) / 2);
    painter->drawText(QRect(textRect.left(), top, textRect.width(), line),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      bfm.elidedText(name + countText, Qt::ElideRight, textRect.width()));
    painter->setFont(option.font);
    // The defence and the arrows are on the card itself.
    QStringList detail;
    if (card) {
        detail << LowGameText::rankName(card->rank) << LowGameText::className(card->cls);
        if (card->shoots())
            detail << LowHandList::tr("shoots %1").arg(card->rangedDamage);
    }
    if (against)
        detail.prepend(LowHandList::tr("⚠ not in the hand"));
    else if (!playable)
        detail << LowHandList::tr("no legal square");
    painter->drawText(QRect(textRect.left(), top + line, textRect.width(), line),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      option.fontMetrics.elidedText(detail.join(QStringLiteral(" · ")),
                                                    Qt::ElideRight, textRect.width()));
    painter->restore();
}

// ---- LowHandList -------------------------------------------------------------------------------

LowHandList::LowHandList(QWidget *parent)
    : QWidget(parent)
    , m_rank(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
    , m_delegate(new LowHandDelegate(this))
{
    // The search field passes these on to the list (eventFilter).
    declareWidgetKeys(this,
                      {{{QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down),
                         QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown)},
                        QT_TRANSLATE_NOOP("kbz::WidgetKeys",
                                          "Move in the list of cards while typing a search")}});
    m_rank->setObjectName(QStringLiteral("rankFilter"));
    m_search->setObjectName(QStringLiteral("cardSearch"));
    m_list->setObjectName(QStringLiteral("handList"));
    m_search->setClearButtonEnabled(true);
    m_rank->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rank->setMinimumContentsLength(10); // room for the longest rank name in Japanese too
    m_list->setItemDelegate(m_delegate);
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Two cards at least: the list takes the room the tool has, and scrolls (issue 12).
    m_list->setMinimumHeight(m_delegate->sizeHint(QStyleOptionViewItem(), {}).height() * 2 +
                             2 * m_list->frameWidth());

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_rank, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_list, 1);

    connect(m_rank, &QComboBox::currentIndexChanged, this, [this] { applyFilter(); });
    connect(m_search, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    connect(m_list, &QListWidget::currentItemChanged, this, [this] {
        const QString id = currentCard();
        if (id != m_lastEmitted) {
            m_lastEmitted = id;
            Q_EMIT cardChosen(id);
        }
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT activated(item->data(LowHandDelegate::CardRole).toString());
    });
    m_search->installEventFilter(this);
    retranslateUi();
}

LowHandList::~LowHandList() = default;

void LowHandList::setState(std::shared_ptr<const LowState> state, int seat)
{
    m_state = std::move(state);
    m_seat = seat;
    m_delegate->setState(m_state);
    rebuild();
}

void LowHandList::setPlayable(const QSet<QString> &cards)
{
    m_playable = cards;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        item->setData(LowHandDelegate::PlayableRole,
                      cards.contains(item->data(LowHandDelegate::CardRole).toString()));
    }
    m_list->viewport()->update();
}

void LowHandList::rebuild()
{
    const QString keep = currentCard();
    const QSignalBlocker block(m_list);
    m_list->clear();
    if (m_state) {
        const QStringList cards = LowGameText::remainingCards(*m_state, m_seat);
        QStringList distinct = cards;
        distinct.removeDuplicates();
        const int side = m_state->sideOf(m_seat);
        for (const QString &id : std::as_const(distinct)) {
            auto *item = new QListWidgetItem(LowGameText::cardName(*m_state, id), m_list);
            item->setData(LowHandDelegate::CardRole, id);
            item->setData(LowHandDelegate::CountRole, int(cards.count(id)));
            item->setData(LowHandDelegate::PlayableRole, !m_playable || m_playable->contains(id));
            item->setData(LowHandDelegate::SideRole, side);
            item->setToolTip(cardToolTip(id));
        }
        // Then every other card of the library: the table may place it all the same.
        const QString who = m_state->players.value(m_seat).name;
        const QStringList &deck =
            m_state->players.value(m_state->players.value(m_seat).deckSeat).deck;
        for (const QString &id : LowGameText::cardsAgainstTheRules(*m_state, m_seat)) {
            auto *item = new QListWidgetItem(LowGameText::cardName(*m_state, id), m_list);
            item->setData(LowHandDelegate::CardRole, id);
            item->setData(LowHandDelegate::CountRole, 0);
            item->setData(LowHandDelegate::PlayableRole, false);
            item->setData(LowHandDelegate::SideRole, side);
            item->setData(LowHandDelegate::AgainstRulesRole, true);
            item->setForeground(LowGameText::againstRulesColour());
            const QString why =
                deck.contains(id)
                    ? tr("Every copy of it in %1's deck is on the mat or destroyed").arg(who)
                    : tr("Not in %1's deck").arg(who);
            item->setToolTip(
                tr("%1\n⚠ %2: placing it is recorded with a warning [low.overview.turn]")
                    .arg(cardToolTip(id), why));
        }
    }
    applyFilter();
    // The card kept (an extra turn, a language switch) while the seat may still place it; one
    // offered against the rules is chosen again only by the player.
    if (!keep.isEmpty() && !isAgainstRules(keep))
        setCurrentCard(keep);
    const QString now = currentCard();
    if (now != m_lastEmitted) {
        m_lastEmitted = now;
        Q_EMIT cardChosen(now);
    }
}

QString LowHandList::cardToolTip(const QString &id) const
{
    const LowCard *card = m_state ? m_state->card(id) : nullptr;
    if (!card)
        return {};
    return tr("%1: %2, %3, defence %4")
        .arg(LowGameText::cardName(*m_state, id), LowGameText::rankName(card->rank),
             LowGameText::className(card->cls))
        .arg(card->defence);
}

void LowHandList::applyFilter()
{
    const std::optional<Rank> rank = rankFilter();
    const QString needle = m_search->text().trimmed();
    QListWidgetItem *firstShown = nullptr;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const QString id = item->data(LowHandDelegate::CardRole).toString();
        const LowCard *card = m_state ? m_state->card(id) : nullptr;
        bool show = true;
        if (rank && (!card || card->rank != *rank))
            show = false;
        if (show && !needle.isEmpty()) {
            const bool match = item->text().contains(needle, Qt::CaseInsensitive) ||
                               id.contains(needle, Qt::CaseInsensitive) ||
                               (card && card->name.en.contains(needle, Qt::CaseInsensitive));
            show = match;
        }
        item->setHidden(!show);
        if (show && !firstShown)
            firstShown = item;
    }
    QListWidgetItem *current = m_list->currentItem();
    if ((!current || current->isHidden()) && firstShown && !needle.isEmpty())
        m_list->setCurrentItem(firstShown);
    else if (current && current->isHidden())
        m_list->setCurrentItem(firstShown);
}

QString LowHandList::currentCard() const
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item || item->isHidden())
        return {};
    return item->data(LowHandDelegate::CardRole).toString();
}

bool LowHandList::setCurrentCard(const QString &cardId)
{
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        if (item->data(LowHandDelegate::CardRole).toString() == cardId && !item->isHidden()) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            return true;
        }
    }
    return false;
}

QStringList LowHandList::shownCards() const
{
    QStringList out;
    for (int row = 0; row < m_list->count(); ++row)
        if (!m_list->item(row)->isHidden())
            out.append(m_list->item(row)->data(LowHandDelegate::CardRole).toString());
    return out;
}

int LowHandList::copies(const QString &cardId) const
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(LowHandDelegate::CardRole).toString() == cardId)
            return m_list->item(row)->data(LowHandDelegate::CountRole).toInt();
    return 0;
}

bool LowHandList::isAgainstRules(const QString &cardId) const
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(LowHandDelegate::CardRole).toString() == cardId)
            return m_list->item(row)->data(LowHandDelegate::AgainstRulesRole).toBool();
    return false;
}

void LowHandList::setRankFilter(std::optional<Rank> rank)
{
    const int index = rank ? m_rank->findData(rankCode(*rank)) : 0;
    m_rank->setCurrentIndex(qMax(0, index));
}

std::optional<Rank> LowHandList::rankFilter() const
{
    return rankFromCode(m_rank->currentData().toString());
}

void LowHandList::setSearch(const QString &text)
{
    m_search->setText(text);
}

bool LowHandList::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown: {
            // Move in the list while typing.
            QKeyEvent copy(key->type(), key->key(), key->modifiers());
            QApplication::sendEvent(m_list, &copy);
            return true;
        }
        default:
            // Enter is not the search's: the line edit leaves it to the game view, which presses
            // the tool's primary button (issue 29: Enter does what that button says).
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LowHandList::retranslateUi()
{
    const QString current = m_rank->currentData().toString();
    const QSignalBlocker block(m_rank);
    m_rank->clear();
    m_rank->addItem(tr("All ranks"), QString());
    for (Rank r : kRanks)
        m_rank->addItem(LowGameText::rankName(r), rankCode(r));
    m_rank->setCurrentIndex(qMax(0, m_rank->findData(current)));
    m_rank->setToolTip(tr("Show only the cards of one rank"));
    m_search->setPlaceholderText(tr("Type to find a card…"));
    if (m_state)
        rebuild(); // the card names follow the language
    m_list->viewport()->update();
}

void LowHandList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
