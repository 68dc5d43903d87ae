// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "WidgetKeys.h"

#include <QCoreApplication>
#include <QVariant>
#include <QWidget>

namespace kbz {

namespace {
constexpr char kProperty[] = "kbzWidgetKeys";
constexpr char kContext[] = "kbz::WidgetKeys";
} // namespace

void declareWidgetKeys(QWidget *widget, const QList<WidgetKey> &keys)
{
    if (widget)
        widget->setProperty(kProperty, QVariant::fromValue(keys));
}

QList<WidgetKey> declaredWidgetKeys(const QWidget *widget)
{
    if (!widget)
        return {};
    return widget->property(kProperty).value<QList<WidgetKey>>();
}

QString widgetKeyText(const WidgetKey &key)
{
    return key.what ? QCoreApplication::translate(kContext, key.what) : QString();
}

QList<QKeySequence> arrowKeys()
{
    return {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Right),
            QKeySequence(Qt::Key_Down)};
}

void declareBoardKeys(QWidget *board, const char *move, const char *choose, bool picking,
                      const QList<WidgetKey> &more)
{
    QList<WidgetKey> keys{{arrowKeys(), move}};
    if (picking)
        keys.append({{QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Space)}, choose});
    keys.append(more);
    declareWidgetKeys(board, keys);
}

} // namespace kbz
