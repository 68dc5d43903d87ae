// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "FindingsModel.h"

namespace kbz {

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void FindingsModel::setFindings(const QList<Finding> &findings)
{
    if (findings == m_findings)
        return;
    beginResetModel();
    m_findings = findings;
    endResetModel();
}

void FindingsModel::setLang(Lang lang)
{
    m_lang = lang;
    retranslate();
}

void FindingsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_findings.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Finding &f = m_findings.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == RuleColumn ? f.ruleId : f.message.text(m_lang);
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n%2").arg(f.ruleId, f.message.text(m_lang));
    case SeverityRole:
        return int(f.severity);
    case RuleIdRole:
        return f.ruleId;
    case MessageRole:
        return f.message.text(m_lang);
    default:
        return {};
    }
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RuleColumn:
        return tr("Rule");
    case MessageColumn:
        return tr("Finding");
    default:
        return {};
    }
}

QHash<int, QByteArray> FindingsModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractTableModel::roleNames();
    r.insert(SeverityRole, "severity");
    r.insert(RuleIdRole, "ruleId");
    r.insert(MessageRole, "message");
    return r;
}

} // namespace kbz
