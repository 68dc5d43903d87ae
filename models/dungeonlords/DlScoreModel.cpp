// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords score sheet as an editable table (DlScoreModel.h): one row per score
// category (dl.score.*), one column per player.
#include "DlScoreModel.h"

#include "DlScoreDetail.h"
#include "core/ListText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace kbz::dl {

using namespace detail;

namespace {

constexpr char kModelContext[] = "kbz::dl::DlScoreModel";

QString trModel(const char *source)
{
    return QCoreApplication::translate(kModelContext, source);
}

int *countField(DlScoreCounts &c, int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return &c.rooms;
    case DlScoreModel::Monsters:
        return &c.monsters;
    case DlScoreModel::Prisoners:
        return &c.prisoners;
    case DlScoreModel::Paladins:
        return &c.paladins;
    case DlScoreModel::Conquered:
        return &c.conquered;
    case DlScoreModel::UnpaidTaxes:
        return &c.unpaidTaxes;
    case DlScoreModel::Evil:
        return &c.evil;
    case DlScoreModel::Tunnels:
        return &c.tunnels;
    case DlScoreModel::Imps:
        return &c.imps;
    case DlScoreModel::GoldFood:
        return &c.goldFood;
    case DlScoreModel::Unconquered:
        return &c.unconquered;
    case DlScoreModel::Extra:
        return &c.extra;
    default:
        return nullptr;
    }
}

bool isCountRow(int row)
{
    return (row >= DlScoreModel::Rooms && row <= DlScoreModel::Unconquered) ||
           row == DlScoreModel::Extra;
}

int countOf(const DlScoreCounts &c, int row)
{
    DlScoreCounts copy = c;
    const int *f = countField(copy, row);
    return f ? *f : 0;
}

// The value per count of a scored row (0 for the title-only rows).
int valueOf(const DlScoreValues &v, int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return v.room;
    case DlScoreModel::Monsters:
        return v.monster;
    case DlScoreModel::Prisoners:
        return v.prisoner;
    case DlScoreModel::Paladins:
        return v.paladinPrisoner;
    case DlScoreModel::Conquered:
        return v.conquered;
    case DlScoreModel::UnpaidTaxes:
        return v.unpaidTax;
    case DlScoreModel::Extra:
        return 1;
    default:
        return 0;
    }
}

bool isScoredRow(int row)
{
    return row >= DlScoreModel::Rooms && row <= DlScoreModel::UnpaidTaxes;
}

bool isTitleOnlyRow(int row)
{
    return row >= DlScoreModel::Evil && row <= DlScoreModel::Unconquered;
}

// The title a title-only row decides.
QString rowTitle(int row)
{
    switch (row) {
    case DlScoreModel::Evil:
        return QStringLiteral("evil");
    case DlScoreModel::Tunnels:
        return QStringLiteral("tunnels");
    case DlScoreModel::Imps:
        return QStringLiteral("imps");
    case DlScoreModel::GoldFood:
        return QStringLiteral("gold-food");
    case DlScoreModel::Unconquered:
        return QStringLiteral("unconquered");
    default:
        return {};
    }
}

const char *rowRule(int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return "dl.score.rooms";
    case DlScoreModel::Monsters:
        return "dl.score.monsters";
    case DlScoreModel::Prisoners:
    case DlScoreModel::Paladins:
        return "dl.score.prisoners";
    case DlScoreModel::Conquered:
        return "dl.score.conquered";
    case DlScoreModel::UnpaidTaxes:
        return "dl.score.unpaid-tax";
    case DlScoreModel::Extra:
    case DlScoreModel::Total:
        return "";
    default:
        return "dl.score.titles";
    }
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

} // namespace

DlScoreModel::DlScoreModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DlScoreModel::setState(std::shared_ptr<const DlState> state)
{
    if (state && state == m_state)
        return; // the same state (a language switch, a refresh): the edits stay
    beginResetModel();
    m_state = std::move(state);
    m_counts.clear();
    m_original.clear();
    m_titles.clear();
    m_readOnly = false;
    if (m_state) {
        m_values = m_state->values;
        if (m_state->phase == Phase::Finished && !m_state->finalScore.isEmpty()) {
            // The recorded sheet, as it was recorded.
            m_readOnly = true;
            m_sheet = DlScoreSheetData::fromJson(m_state->finalScore, m_state->values);
            m_values = m_sheet.values;
            for (const DlScoreLine &line : std::as_const(m_sheet.lines)) {
                m_counts.append(line.counts);
                m_titles.append(titlesJson(line.titlesSole, line.titlesTied));
            }
            m_original = m_counts;
            endResetModel();
            Q_EMIT sheetChanged();
            return;
        }
        for (int seat = 0; seat < m_state->players.size(); ++seat) {
            const DlScoreCounts fromState = countsFromState(*m_state, seat);
            m_original.append(fromState);
            m_counts.append(fromState);
            m_titles.append(QJsonObject());
        }
    } else {
        m_values = DlScoreValues();
    }
    m_sheet = buildSheet(m_counts, m_values, m_titles);
    endResetModel();
    Q_EMIT sheetChanged();
}

void DlScoreModel::setValues(const DlScoreValues &values)
{
    if (m_readOnly || values == m_values)
        return;
    m_values = values;
    changed();
}

void DlScoreModel::resetCounts()
{
    if (m_readOnly ||
        (m_counts == m_original && std::all_of(m_titles.cbegin(), m_titles.cend(),
                                               [](const QJsonObject &o) { return o.isEmpty(); })))
        return;
    m_counts = m_original;
    for (QJsonObject &o : m_titles)
        o = QJsonObject();
    changed();
}

void DlScoreModel::changed()
{
    m_sheet = buildSheet(m_counts, m_values, m_titles);
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    Q_EMIT sheetChanged();
}

int DlScoreModel::seats() const
{
    return int(m_counts.size());
}

DlScoreSheetData DlScoreModel::sheet() const
{
    return m_sheet;
}

QJsonObject DlScoreModel::payload() const
{
    QJsonArray players;
    for (int seat = 0; seat < seats(); ++seat) {
        const QJsonObject now = m_counts.at(seat).toJson();
        const QJsonObject was = m_original.at(seat).toJson();
        QJsonObject edits;
        for (auto it = now.constBegin(); it != now.constEnd(); ++it)
            if (was.value(it.key()) != it.value())
                edits.insert(it.key(), it.value());
        if (!m_titles.at(seat).isEmpty())
            edits.insert(kTitles, m_titles.at(seat));
        players.append(edits);
    }
    return {{QStringLiteral("values"), m_values.toJson()}, {QStringLiteral("players"), players}};
}

bool DlScoreModel::isEdited() const
{
    if (m_readOnly)
        return false;
    const DlScoreValues original = m_state ? m_state->values : DlScoreValues();
    return m_values != original || m_counts != m_original ||
           std::any_of(m_titles.cbegin(), m_titles.cend(),
                       [](const QJsonObject &o) { return !o.isEmpty(); });
}

void DlScoreModel::setLang(Lang lang)
{
    m_lang = lang;
    retranslate();
}

void DlScoreModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    if (columnCount() > 0) {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
}

bool DlScoreModel::isUnconfirmed(int row)
{
    return row == Paladins || row == UnpaidTaxes;
}

QString DlScoreModel::rowName(int row)
{
    QString name;
    switch (row) {
    case Rooms:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Rooms"));
        break;
    case Monsters:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Monsters and ghosts"));
        break;
    case Prisoners:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imprisoned adventurers"));
        break;
    case Paladins:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imprisoned paladins"));
        break;
    case Conquered:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Conquered tiles"));
        break;
    case UnpaidTaxes:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Unpaid taxes"));
        break;
    case Evil:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Evil"));
        break;
    case Tunnels:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Tunnels"));
        break;
    case Imps:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imps"));
        break;
    case GoldFood:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Gold + food"));
        break;
    case Unconquered:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Unconquered tiles"));
        break;
    case Titles:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Titles"));
        break;
    case Extra:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Other points"));
        break;
    case Total:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Total"));
        break;
    default:
        break;
    }
    if (isUnconfirmed(row))
        name += QStringLiteral(" (?)");
    return name;
}

int DlScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int DlScoreModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : seats();
}

QVariant DlScoreModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        index.column() >= m_sheet.lines.size())
        return {};
    const int row = index.row();
    const int seat = index.column();
    const DlScoreLine &line = m_sheet.lines.at(seat);
    const int count = countOf(line.counts, row);
    const int titlePoints = int(line.titlesSole.size()) * m_values.titleSole +
                            int(line.titlesTied.size()) * m_values.titleTied;
    switch (role) {
    case Qt::DisplayRole:
        if (isScoredRow(row))
            return trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 × %2 = %3"))
                .arg(count)
                .arg(signedNumber(valueOf(m_values, row)),
                     signedNumber(count * valueOf(m_values, row)));
        if (isTitleOnlyRow(row) || row == Extra)
            return row == Extra ? signedNumber(count) : QString::number(count);
        if (row == Titles) {
            QStringList held;
            for (const QString &id : line.titlesSole)
                held.append(QStringLiteral("%1 %2").arg(titleName(id).text(m_lang),
                                                        signedNumber(m_values.titleSole)));
            for (const QString &id : line.titlesTied)
                held.append(trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 (tied) %2"))
                                .arg(titleName(id).text(m_lang), signedNumber(m_values.titleTied)));
            return held.isEmpty() ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "none"))
                                  : held.join(listSeparator(m_lang));
        }
        if (row == Total)
            return line.winner
                       ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                                   "%1 points · rank %2 · winner"))
                             .arg(line.points)
                             .arg(line.rank)
                       : trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 points · rank %2"))
                             .arg(line.points)
                             .arg(line.rank);
        return {};
    case Qt::EditRole:
        if (row == Titles)
            return m_titles.value(seat).isEmpty() ? titlesJson(line.titlesSole, line.titlesTied)
                                                  : m_titles.value(seat);
        if (isCountRow(row))
            return count;
        if (row == Total)
            return line.points;
        return {};
    case Qt::ToolTipRole: {
        QStringList tip;
        if (isTitleOnlyRow(row))
            tip.append(trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                                 "Counts only for the title “%1”."))
                           .arg(titleName(rowTitle(row)).text(m_lang)));
        if (isUnconfirmed(row))
            tip.append(trModel(QT_TRANSLATE_NOOP(
                "kbz::dl::DlScoreModel",
                "Unconfirmed value: a default from fan sources; the table may change it.")));
        if (row == Titles && !m_titles.value(seat).isEmpty())
            tip.append(trModel(
                QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Titles set by hand at the table.")));
        if (!m_readOnly && isCountRow(row) && count != countOf(m_original.value(seat), row))
            tip.append(
                trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Edited: the state says %1."))
                    .arg(countOf(m_original.value(seat), row)));
        const QString rule = QString::fromLatin1(rowRule(row));
        if (!rule.isEmpty())
            tip.append(rule);
        return tip.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case PointsRole:
        if (isScoredRow(row) || row == Extra)
            return count * valueOf(m_values, row);
        if (row == Titles)
            return titlePoints;
        if (row == Total)
            return line.points;
        return 0;
    case RankRole:
        return line.rank;
    case WinnerRole:
        return line.winner;
    case UnconfirmedRole:
        return isUnconfirmed(row);
    case EditedRole:
        if (row == Titles)
            return !m_titles.value(seat).isEmpty();
        return !m_readOnly && countOf(m_original.value(seat), row) != count;
    default:
        return {};
    }
}

QVariant DlScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= seats())
            return {};
        if (role == Qt::DisplayRole) {
            const QString name = m_state && section < m_state->players.size()
                                     ? m_state->players.at(section).name
                                     : QString();
            return name.isEmpty() ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Player %1"))
                                        .arg(section + 1)
                                  : name;
        }
        if (role == WinnerRole && section < m_sheet.lines.size())
            return m_sheet.lines.at(section).winner;
        return {};
    }
    if (section < 0 || section >= RowCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return rowName(section);
    case Qt::ToolTipRole:
        if (isUnconfirmed(section))
            return trModel(QT_TRANSLATE_NOOP(
                "kbz::dl::DlScoreModel",
                "Unconfirmed value: a default from fan sources; the table may change it."));
        if (isTitleOnlyRow(section))
            return trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                             "Counts only for the title “%1”."))
                .arg(titleName(rowTitle(section)).text(m_lang));
        return QString::fromLatin1(rowRule(section));
    case UnconfirmedRole:
        return isUnconfirmed(section);
    default:
        return {};
    }
}

Qt::ItemFlags DlScoreModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!m_readOnly && index.row() != Total)
        f |= Qt::ItemIsEditable;
    return f;
}

bool DlScoreModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || m_readOnly || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() >= seats())
        return false;
    const int seat = index.column();
    if (index.row() == Titles) {
        QJsonObject o;
        if (value.canConvert<QJsonObject>())
            o = value.toJsonObject();
        else if (value.canConvert<QVariantMap>())
            o = QJsonObject::fromVariantMap(value.toMap());
        const QJsonObject next =
            o.isEmpty() ? QJsonObject()
                        : titlesJson(titleList(o.value(kSole)), titleList(o.value(kTied)));
        if (next == m_titles.at(seat))
            return true;
        m_titles[seat] = next;
        changed();
        return true;
    }
    int *field = countField(m_counts[seat], index.row());
    if (!field)
        return false;
    bool ok = false;
    const int n = value.toInt(&ok);
    // Counts are never negative; "other points" may be.
    if (!ok || (n < 0 && index.row() != Extra))
        return false;
    if (*field == n)
        return true;
    *field = n;
    changed();
    return true;
}

} // namespace kbz::dl
