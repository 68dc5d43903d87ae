// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "KeyboardShortcuts.h"

#include "GameView.h"
#include "WidgetKeys.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kbz {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kbz::KeyboardShortcuts)
};

QString plain(QString text)
{
    // "&Place on B4" -> "Place on B4"; "&&" stays one ampersand; a trailing colon goes.
    // The Japanese style "配置(&P)" loses its bracketed mnemonic.
    static const QRegularExpression bracketed(QStringLiteral("\\(&[^)&]\\)"));
    text.remove(bracketed);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    if (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xff1a)))
        text.chop(1);
    return text;
}

void add(QList<ShortcutRow> &rows, const QKeySequence &key, const QString &what)
{
    if (key.isEmpty())
        return;
    for (ShortcutRow &r : rows)
        if (r.what == what) {
            if (!r.keys.contains(key))
                r.keys.append(key);
            return;
        }
    rows.append({{key}, what});
}

bool shownIn(const QWidget *w, const GameView *view)
{
    return w && w->isVisibleTo(view) && w->isEnabled();
}

} // namespace

QString ShortcutRow::keysText() const
{
    QStringList out;
    for (const QKeySequence &k : keys)
        out.append(k.toString(QKeySequence::NativeText));
    return out.join(QStringLiteral(", "));
}

QList<ShortcutRow> keyboardShortcuts(const GameView *view)
{
    QList<ShortcutRow> rows;
    if (!view)
        return rows;
    if (QAbstractButton *primary = view->primaryAction(); primary && primary->isEnabled())
        add(rows, QKeySequence(Qt::Key_Return), plain(primary->text()));
    // Keys the view's widgets handle themselves (a board's arrow keys), as each declares them.
    QList<QWidget *> widgets = view->findChildren<QWidget *>();
    widgets.prepend(const_cast<GameView *>(view));
    for (const QWidget *w : std::as_const(widgets)) {
        if (w != view && !shownIn(w, view))
            continue;
        for (const WidgetKey &k : declaredWidgetKeys(w))
            for (const QKeySequence &key : k.keys)
                add(rows, key, widgetKeyText(k));
    }
    for (QShortcut *sc : view->findChildren<QShortcut *>()) {
        if (!sc->isEnabled() || sc->key().isEmpty())
            continue;
        auto *owner = qobject_cast<QWidget *>(sc->parent());
        if (owner && owner != view && !owner->isVisibleTo(view))
            continue;
        QString what = sc->whatsThis();
        if (sc->objectName() == QLatin1String("kbzRuleKey"))
            what = Text::tr("Open the rule the step's warning cites");
        else if (sc->objectName() == QLatin1String("kbzShortcutsKey"))
            what = Text::tr("This list of keys");
        add(rows, sc->key(), what);
    }
    for (QAction *a : view->findChildren<QAction *>())
        if (a->isEnabled())
            for (const QKeySequence &k : a->shortcuts())
                add(rows, k, plain(a->text()));
    for (QAbstractButton *b : view->findChildren<QAbstractButton *>()) {
        const QKeySequence m = QKeySequence::mnemonic(b->text());
        if (!m.isEmpty() && shownIn(b, view))
            add(rows, m, plain(b->text()));
    }
    for (QLabel *l : view->findChildren<QLabel *>()) {
        const QKeySequence m = QKeySequence::mnemonic(l->text());
        if (!m.isEmpty() && l->buddy() && shownIn(l, view) && shownIn(l->buddy(), view))
            add(rows, m, Text::tr("Go to: %1").arg(plain(l->text())));
    }
    return rows;
}

QDialog *showKeyboardShortcuts(GameView *view, QWidget *parent)
{
    auto *dialog = new QDialog(parent ? parent : view);
    dialog->setObjectName(QStringLiteral("keyboardShortcuts"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(Text::tr("Keyboard shortcuts"));
    auto *intro = new QLabel(Text::tr("The keys of the game view as it is now (each tool has "
                                      "its own: open this list again at another step)."),
                             dialog);
    intro->setWordWrap(true);
    const QList<ShortcutRow> rows = keyboardShortcuts(view);
    auto *table = new QTableWidget(int(rows.size()), 2, dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({Text::tr("Keys"), Text::tr("What it does")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->horizontalHeader()->setStretchLastSection(true);
    for (int i = 0; i < rows.size(); ++i) {
        auto *keys = new QTableWidgetItem(rows.at(i).keysText());
        keys->setData(Qt::UserRole, QVariant::fromValue(rows.at(i).keys));
        table->setItem(i, 0, keys);
        auto *what = new QTableWidgetItem(rows.at(i).what);
        what->setToolTip(rows.at(i).what);
        table->setItem(i, 1, what);
    }
    table->resizeColumnToContents(0);
    table->setMinimumSize(table->fontMetrics().averageCharWidth() * 50,
                          table->fontMetrics().height() * 6);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(intro);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    dialog->resize(dialog->fontMetrics().averageCharWidth() * 80,
                   dialog->fontMetrics().height() * 24);
    dialog->open();
    return dialog;
}

} // namespace kbz
