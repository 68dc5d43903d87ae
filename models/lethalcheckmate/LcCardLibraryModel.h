// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LcCard.h"
#include "core/Lang.h"

#include <QAbstractTableModel>

namespace kbz::lc {

// A list of chess cards as a table: name (in the model's language, the other spelling as a
// fallback), kind (ARMS / MOVE), pattern summary, and whether the card is usable in the attack
// and escape phases (○ / ×). The card library dialog edits it through insertCard(),
// replaceCard() and removeCard(), which its undo commands call.
class LcCardLibraryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, PatternColumn, AttackColumn, EscapeColumn, ColumnCount };
    enum Role {
        CardJsonRole = Qt::UserRole + 1, // QJsonObject, LcCard::toJson()
        CardIdRole,                      // QString
        CardTypeRole,                    // QString "arms" / "move"
        NameEnRole,                      // QString, may be empty
        NameJaRole,                      // QString, may be empty
        PatternRole,                     // QVariantList of QPoint (dx, dy), owner's view
        NameIsFallbackRole,              // bool: the name is not in the model's language
    };
    Q_ENUM(Role)

    explicit LcCardLibraryModel(QObject *parent = nullptr);
    ~LcCardLibraryModel() override;
    Q_DISABLE_COPY_MOVE(LcCardLibraryModel)

    void setCards(const QList<LcCard> &cards);
    const QList<LcCard> &cards() const { return m_cards; }
    LcCardLibrary library() const { return LcCardLibrary(m_cards); }
    const LcCard &card(int row) const { return m_cards.at(row); }
    int rowOfId(const QString &id) const; // -1 when absent
    QStringList ids() const;

    void insertCard(int row, const LcCard &card);
    void replaceCard(int row, const LcCard &card);
    void removeCard(int row);

    // The language of the names; the other spelling is shown when a card lacks this one.
    void setLanguage(Lang lang);
    Lang language() const { return m_lang; }

    // "↑ ↖ ↗", "↑2", "(+1, +2)": the pattern squares in reading order, far rows first.
    static QString patternSummary(const QList<QPoint> &pattern);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<LcCard> m_cards;
    Lang m_lang = Lang::En;
};

} // namespace kbz::lc
