// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Finding.h"

#include <QAbstractTableModel>

namespace kbz {

// A list of validator findings (of a journal entry, or of the step being prepared) as a table:
// column 0 the rule id, column 1 the message. The severity marker is drawn by
// views/FindingsDelegate from SeverityRole.
class FindingsModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles {
        SeverityRole = Qt::UserRole + 1, // int (kbz::Severity)
        RuleIdRole,                      // QString
        MessageRole,                     // QString, in the current language
    };
    Q_ENUM(Roles)
    enum Column { RuleColumn, MessageColumn, ColumnCount };

    explicit FindingsModel(QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(FindingsModel)

    void setFindings(const QList<Finding> &findings);
    const QList<Finding> &findings() const { return m_findings; }
    void setLang(Lang lang);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void retranslate(); // header texts changed language

private:
    QList<Finding> m_findings;
    Lang m_lang = Lang::En;
};

} // namespace kbz
