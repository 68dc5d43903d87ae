// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "AnyStepButton.h"

#include "GamePage.h"

#include <QEvent>
#include <QHBoxLayout>

namespace kbz {

AnyStepButton::AnyStepButton(QWidget *parent)
    : QPushButton(parent)
{
    setObjectName(QStringLiteral("anyStepButton"));
    setAutoDefault(false);
    // Like a tool bar's button: never the focus, so that Enter (which a tool gives to its
    // focused button) keeps doing what the primary action says; the keyboard has Ctrl+E.
    setFocusPolicy(Qt::NoFocus);
    // Its text is short and fixed: the primary action beside it keeps its place and width.
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(this, &QPushButton::clicked, this, &AnyStepButton::request);
    retranslate();
}

QHBoxLayout *AnyStepButton::besidePrimary(QWidget *primary, QWidget *parent)
{
    auto *row = new QHBoxLayout;
    row->addWidget(primary, 1);
    row->addWidget(new AnyStepButton(parent), 0);
    return row;
}

void AnyStepButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPushButton::changeEvent(event);
}

void AnyStepButton::retranslate()
{
    setText(tr("Any step…"));
    setToolTip(tr("Enter any step of the game for any player, whatever the phase (Ctrl+E)"));
}

void AnyStepButton::request()
{
    for (QWidget *w = parentWidget(); w; w = w->parentWidget())
        if (auto *page = qobject_cast<GamePage *>(w)) {
            page->showAnyStep();
            return;
        }
}

} // namespace kbz
