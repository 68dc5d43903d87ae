// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "AppIcon.h"

#include <QIconEngine>
#include <QPainter>

namespace kbz {

namespace {

class LazyFileIconEngine final : public QIconEngine
{
public:
    explicit LazyFileIconEngine(QStringList files)
        : m_files(std::move(files))
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, mode, state);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override
    {
        return icon().pixmap(size, scale, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    // Not null without reading: the files are the app's own resources.
    bool isNull() override { return m_files.isEmpty(); }
    QString key() const override { return QStringLiteral("kbz::LazyFileIconEngine"); }
    QIconEngine *clone() const override { return new LazyFileIconEngine(m_files); }

private:
    const QIcon &icon()
    {
        if (!m_loaded) {
            m_loaded = true;
            for (const QString &file : std::as_const(m_files))
                m_icon.addFile(file);
        }
        return m_icon;
    }

    QStringList m_files;
    QIcon m_icon;
    bool m_loaded = false;
};

} // namespace

QIcon lazyFileIcon(const QStringList &files)
{
    return QIcon(new LazyFileIconEngine(files));
}

} // namespace kbz
