// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowState.h"

#include <QSet>
#include <QStyledItemDelegate>
#include <QWidget>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace kbz::low {

// Draws one row of the hand list: the card small, as it lies on the table (LowCardPainter),
// its name, rank, class and how many copies are left; a card with no legal square is dimmed.
class LowHandDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    // AgainstRulesRole: a card the seat has no copy of left, offered all the same (a bool).
    enum Role { CardRole = Qt::UserRole + 1, CountRole, PlayableRole, SideRole, AgainstRulesRole };

    explicit LowHandDelegate(QObject *parent = nullptr);
    void setState(std::shared_ptr<const LowState> state) { m_state = std::move(state); }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    std::shared_ptr<const LowState> m_state;
};

// The cards the active player may still place (LowGameText::remainingCards: the deck list minus
// the units on the mat and the destroyed cards), one row per card face with its copies; then
// every other card of the game's library (LowGameText::cardsAgainstTheRules: a card the app
// thinks gone or never in the deck may still be placed at the table, issue 35), marked as
// against the rules (the warning colour, "⚠", the rule id in the tooltip). Filtered by rank and
// by a search as you type. Keyboard: type to search, Up/Down move in the list from
// the search field; Enter in the search is left to the game view (its primary button), Enter
// in the list activates the card.
class LowHandList final : public QWidget
{
    Q_OBJECT

public:
    explicit LowHandList(QWidget *parent = nullptr);
    ~LowHandList() override;
    Q_DISABLE_COPY_MOVE(LowHandList)

    // The cards of `seat` in `state`; keeps the current card when it is still there.
    void setState(std::shared_ptr<const LowState> state, int seat);
    // Cards that have a legal square now (others are drawn dimmed); all when never set.
    void setPlayable(const QSet<QString> &cards);

    QString currentCard() const;
    bool setCurrentCard(const QString &cardId);
    // The card ids shown now (after the filters), in order.
    QStringList shownCards() const;
    // Copies left of `cardId` (0 when none).
    int copies(const QString &cardId) const;
    // Whether `cardId` is offered against the rules (no copy of it left for the seat).
    bool isAgainstRules(const QString &cardId) const;
    void setRankFilter(std::optional<Rank> rank);
    std::optional<Rank> rankFilter() const;
    void setSearch(const QString &text);

    QComboBox *rankCombo() const { return m_rank; }
    QLineEdit *searchEdit() const { return m_search; }
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    // The current card changed (empty = none).
    void cardChosen(const QString &cardId);
    // Enter in the list or a double click on a card.
    void activated(const QString &cardId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    QString cardToolTip(const QString &id) const;
    void applyFilter();
    void retranslateUi();

    std::shared_ptr<const LowState> m_state;
    int m_seat = 0;
    std::optional<QSet<QString>> m_playable;
    QComboBox *m_rank = nullptr;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    LowHandDelegate *m_delegate = nullptr;
    QString m_lastEmitted;
};

} // namespace kbz::low
