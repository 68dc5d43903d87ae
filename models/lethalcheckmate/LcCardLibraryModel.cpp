// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCardLibraryModel.h"

#include <QCoreApplication>

namespace kbz::lc {

namespace {

constexpr char kCtx[] = "kbz::lc::LcCardLibraryModel";

QString translated(const char *text)
{
    return QCoreApplication::translate(kCtx, text);
}

QString mark(bool usable)
{
    return usable ? QStringLiteral("○") : QStringLiteral("×");
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

// One offset as an arrow (one step), an arrow and a distance (straight lines), or numbers.
QString offsetText(QPoint o)
{
    static const QString arrows[3][3] = {
        // [dy + 1][dx + 1]
        {QStringLiteral("↙"), QStringLiteral("↓"), QStringLiteral("↘")},
        {QStringLiteral("←"), QString(), QStringLiteral("→")},
        {QStringLiteral("↖"), QStringLiteral("↑"), QStringLiteral("↗")},
    };
    const int dx = o.x();
    const int dy = o.y();
    if (qAbs(dx) <= 1 && qAbs(dy) <= 1)
        return arrows[dy + 1][dx + 1];
    if (dx == 0 || dy == 0 || qAbs(dx) == qAbs(dy)) {
        const int n = qMax(qAbs(dx), qAbs(dy));
        return arrows[(dy > 0) - (dy < 0) + 1][(dx > 0) - (dx < 0) + 1] + QString::number(n);
    }
    return QStringLiteral("(%1, %2)").arg(signedNumber(dx), signedNumber(dy));
}

} // namespace

LcCardLibraryModel::LcCardLibraryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

LcCardLibraryModel::~LcCardLibraryModel() = default;

void LcCardLibraryModel::setCards(const QList<LcCard> &cards)
{
    beginResetModel();
    m_cards = cards;
    endResetModel();
}

int LcCardLibraryModel::rowOfId(const QString &id) const
{
    for (int i = 0; i < m_cards.size(); ++i)
        if (m_cards.at(i).id == id)
            return i;
    return -1;
}

QStringList LcCardLibraryModel::ids() const
{
    QStringList out;
    for (const LcCard &c : m_cards)
        out.append(c.id);
    return out;
}

void LcCardLibraryModel::insertCard(int row, const LcCard &card)
{
    row = qBound(0, row, int(m_cards.size()));
    beginInsertRows({}, row, row);
    m_cards.insert(row, card);
    endInsertRows();
}

void LcCardLibraryModel::replaceCard(int row, const LcCard &card)
{
    if (row < 0 || row >= m_cards.size())
        return;
    m_cards[row] = card;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void LcCardLibraryModel::removeCard(int row)
{
    if (row < 0 || row >= m_cards.size())
        return;
    beginRemoveRows({}, row, row);
    m_cards.removeAt(row);
    endRemoveRows();
}

void LcCardLibraryModel::setLanguage(Lang lang)
{
    if (lang == m_lang)
        return;
    m_lang = lang;
    if (!m_cards.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_cards.size()) - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QString LcCardLibraryModel::patternSummary(const QList<QPoint> &pattern)
{
    QList<QPoint> sorted = pattern;
    std::sort(sorted.begin(), sorted.end(),
              [](QPoint a, QPoint b) { return a.y() != b.y() ? a.y() > b.y() : a.x() < b.x(); });
    QStringList parts;
    for (const QPoint &p : sorted)
        parts.append(offsetText(p));
    return parts.join(QLatin1Char(' '));
}

int LcCardLibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

int LcCardLibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LcCardLibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LcCard &c = m_cards.at(index.row());
    const QString &own = m_lang == Lang::Ja ? c.name.ja : c.name.en;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return c.name.text(m_lang);
        case KindColumn:
            return c.isArms() ? QCoreApplication::translate("kbz::lc::LcCardLibraryModel", "ARMS",
                                                            "card kind")
                              : QCoreApplication::translate("kbz::lc::LcCardLibraryModel", "MOVE",
                                                            "card kind");
        case PatternColumn:
            return patternSummary(c.pattern);
        case AttackColumn:
            return mark(c.attackPhase);
        case EscapeColumn:
            return mark(c.escapePhase);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return QStringLiteral("%1 / %2 (%3)").arg(c.name.en, c.name.ja, c.id);
        case AttackColumn:
            return c.attackPhase ? translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel",
                                                                "Usable in the attack phase"))
                                 : translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel",
                                                                "Not usable in the attack phase"));
        case EscapeColumn:
            return c.escapePhase ? translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel",
                                                                "Usable in the escape phase"))
                                 : translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel",
                                                                "Not usable in the escape phase"));
        default:
            return c.text.isEmpty() ? QVariant() : QVariant(c.text.text(m_lang));
        }
    case Qt::TextAlignmentRole:
        if (index.column() == AttackColumn || index.column() == EscapeColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
        return {};
    case CardJsonRole:
        return c.toJson();
    case CardIdRole:
        return c.id;
    case CardTypeRole:
        return cardTypeCode(c.type);
    case NameEnRole:
        return c.name.en;
    case NameJaRole:
        return c.name.ja;
    case PatternRole: {
        QVariantList out;
        for (const QPoint &p : c.pattern)
            out.append(p);
        return out;
    }
    case NameIsFallbackRole:
        return own.isEmpty();
    default:
        return {};
    }
}

QVariant LcCardLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        if (section == AttackColumn)
            return translated(
                QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "○ = usable in the attack phase"));
        if (section == EscapeColumn)
            return translated(
                QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "○ = usable in the escape phase"));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "Name"));
    case KindColumn:
        return translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "Kind"));
    case PatternColumn:
        return translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "Pattern"));
    case AttackColumn:
        return QCoreApplication::translate("kbz::lc::LcCardLibraryModel", "Attack", "phase");
    case EscapeColumn:
        return translated(QT_TRANSLATE_NOOP("kbz::lc::LcCardLibraryModel", "Escape"));
    default:
        return {};
    }
}

} // namespace kbz::lc
