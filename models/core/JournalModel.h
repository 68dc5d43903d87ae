// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Lang.h"
#include "Session.h"

#include <QAbstractListModel>
#include <QPointer>

namespace kbz {

// The undo stack of a Session as a list: one row per recorded step, in recording order. Rows
// past Session::index() are undone (they can be redone). Pure data: how a row looks (marker
// icons, greyed undone rows) is views/JournalDelegate's business.
class JournalModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Roles {
        NumberRole = Qt::UserRole + 1, // int, 1-based position in the stack
        DescriptionRole,               // QString, in the current language
        ActorRole,                     // QString, the acting player's name ("" for the table)
        HasFindingsRole,               // bool, the validators said something
        HasWarningsRole,               // bool, some finding was a warning
        OverriddenRole,                // bool, recorded anyway despite warnings
        UndoneRole,                    // bool, undone (redo-able)
        SeqRole,                       // int, the journal's sequence number
        BookmarkRole,                  // QString, the step's bookmark name ("" for none)
    };
    Q_ENUM(Roles)

    explicit JournalModel(QObject *parent = nullptr);
    ~JournalModel() override;
    Q_DISABLE_COPY_MOVE(JournalModel)

    void setSession(Session *session); // may be nullptr
    Session *session() const { return m_session; }
    void setLang(Lang lang);
    // The game's bookmarks by seq (Journal::loadBookmarks), shown with their steps.
    void setBookmarks(const QHash<int, QString> &bySeq);
    const QHash<int, QString> &bookmarks() const { return m_bookmarks; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void onEntriesChanged(int first);
    void onIndexChanged();
    QString actorName(int seat) const;

    QPointer<Session> m_session;
    int m_count = 0;
    int m_index = 0;
    Lang m_lang = Lang::En;
    QHash<int, QString> m_bookmarks;
};

} // namespace kbz
