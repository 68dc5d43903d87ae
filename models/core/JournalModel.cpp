// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "JournalModel.h"

#include "core/Session.h"

namespace kbz {

JournalModel::JournalModel(QObject *parent)
    : QAbstractListModel(parent)
{}

JournalModel::~JournalModel() = default;

void JournalModel::setSession(Session *session)
{
    beginResetModel();
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_count = session ? session->count() : 0;
    m_index = session ? session->index() : 0;
    if (session) {
        connect(session, &Session::entriesChanged, this, &JournalModel::onEntriesChanged);
        connect(session, &Session::indexChanged, this, &JournalModel::onIndexChanged);
        connect(session, &QObject::destroyed, this, [this] { setSession(nullptr); });
    }
    endResetModel();
}

void JournalModel::setLang(Lang lang)
{
    m_lang = lang;
    if (m_count > 0)
        Q_EMIT dataChanged(index(0), index(m_count - 1));
}

void JournalModel::setBookmarks(const QHash<int, QString> &bySeq)
{
    m_bookmarks = bySeq;
    if (m_count > 0)
        Q_EMIT dataChanged(index(0), index(m_count - 1));
}

int JournalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

QString JournalModel::actorName(int seat) const
{
    const auto &players = m_session->config().players;
    if (seat < 0 || seat >= players.size())
        return {};
    return players.at(seat).name;
}

QVariant JournalModel::data(const QModelIndex &index, int role) const
{
    if (!m_session || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    if (row >= m_session->count())
        return {};
    const Session::Entry &e = m_session->entry(row);
    const bool undone = row >= m_index;
    switch (role) {
    case Qt::DisplayRole:
        if (const QString mark = m_bookmarks.value(e.record.seq); !mark.isEmpty())
            //: A journal line with a bookmark: the step's number, the bookmark's name, the step
            return tr("%1. [%2] %3").arg(row + 1).arg(mark, e.description.text(m_lang));
        return QStringLiteral("%1. %2").arg(row + 1).arg(e.description.text(m_lang));
    case Qt::ToolTipRole: {
        QString tip = e.description.text(m_lang);
        for (const Finding &f : e.record.findings)
            tip += QStringLiteral("\n[%1] %2").arg(f.ruleId, f.message.text(m_lang));
        if (e.record.overridden)
            tip += QLatin1Char('\n') + tr("Recorded anyway despite the warnings");
        if (undone)
            tip += QLatin1Char('\n') + tr("Undone (can be redone)");
        return tip;
    }
    case NumberRole:
        return row + 1;
    case DescriptionRole:
        return e.description.text(m_lang);
    case ActorRole:
        return actorName(e.record.step.actor);
    case HasFindingsRole:
        return !e.record.findings.isEmpty();
    case HasWarningsRole:
        return hasWarnings(e.record.findings);
    case OverriddenRole:
        return e.record.overridden;
    case UndoneRole:
        return undone;
    case SeqRole:
        return e.record.seq;
    case BookmarkRole:
        return m_bookmarks.value(e.record.seq);
    default:
        return {};
    }
}

QHash<int, QByteArray> JournalModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractListModel::roleNames();
    r.insert(NumberRole, "number");
    r.insert(DescriptionRole, "description");
    r.insert(ActorRole, "actor");
    r.insert(HasFindingsRole, "hasFindings");
    r.insert(HasWarningsRole, "hasWarnings");
    r.insert(OverriddenRole, "overridden");
    r.insert(UndoneRole, "undone");
    r.insert(SeqRole, "seq");
    r.insert(BookmarkRole, "bookmark");
    return r;
}

void JournalModel::onEntriesChanged(int first)
{
    if (!m_session)
        return;
    first = qBound(0, first, m_count);
    if (m_count > first) {
        beginRemoveRows({}, first, m_count - 1);
        m_count = first;
        endRemoveRows();
    }
    const int n = m_session->count();
    if (n > m_count) {
        beginInsertRows({}, m_count, n - 1);
        m_count = n;
        endInsertRows();
    }
    onIndexChanged();
}

void JournalModel::onIndexChanged()
{
    if (!m_session)
        return;
    const int old = m_index;
    m_index = m_session->index();
    if (old == m_index || m_count == 0)
        return;
    const int lo = qBound(0, qMin(old, m_index), m_count - 1);
    const int hi = qBound(0, qMax(old, m_index), m_count - 1);
    Q_EMIT dataChanged(index(lo), index(hi));
}

} // namespace kbz
