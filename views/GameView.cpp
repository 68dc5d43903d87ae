// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameView.h"

#include "GameViewModule.h"
#include "GenericStepView.h"
#include "KeyboardShortcuts.h"

#include <QAbstractButton>
#include <QKeyEvent>
#include <QShortcut>

namespace kbz {

GameView::GameView(QWidget *parent)
    : QWidget(parent)
{
    // Every tool's live preview reaches the page through previewChanged; F1 in the view opens
    // the rule its first warning cites.
    connect(this, &GameView::previewChanged, this,
            [this](const QList<Finding> &findings) { m_preview = findings; });
    auto *help = new QShortcut(QKeySequence(Qt::Key_F1), this);
    help->setObjectName(QStringLiteral("kbzRuleKey"));
    help->setContext(Qt::WidgetWithChildrenShortcut);
    connect(help, &QShortcut::activated, this, [this] {
        if (const QString id = previewRuleId(); !id.isEmpty())
            Q_EMIT ruleRequested(id);
    });
    // '?' lists the view's keys (issue 13: keyboard shortcuts listed in each view's help).
    auto *keys = new QShortcut(QKeySequence(Qt::Key_Question), this);
    keys->setObjectName(QStringLiteral("kbzShortcutsKey"));
    keys->setContext(Qt::WidgetWithChildrenShortcut);
    connect(keys, &QShortcut::activated, this, [this] { showKeyboardShortcuts(this); });
}

QString GameView::previewRuleId() const
{
    for (const Finding &f : m_preview)
        if (f.severity == Severity::Warning && !f.ruleId.isEmpty())
            return f.ruleId;
    return {};
}

GameView::~GameView() = default;

QStringList GameView::frontKinds() const
{
    return {};
}

void GameView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && pressPrimary()) {
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool GameView::pressPrimary()
{
    QAbstractButton *button = primaryAction();
    if (!button || !button->isEnabled() || !button->isVisible())
        return false;
    button->click();
    return true;
}

void GameView::addGuidedTool(QWidget *tool, const QStringList &kinds)
{
    m_guidedTools.append({tool, kinds});
}

QWidget *GameView::guidedTool(const QStringList &expected) const
{
    for (const QString &kind : expected)
        for (const auto &[tool, kinds] : m_guidedTools)
            if (kinds.contains(kind))
                return tool;
    return nullptr;
}

QStringList GameView::guidedKinds(const QWidget *tool) const
{
    for (const auto &[t, kinds] : m_guidedTools)
        if (t == tool)
            return kinds;
    return {};
}

GameConfig GameView::rematchConfig(const GameConfig &config) const
{
    GameConfig c = config;
    const int n = int(c.players.size());
    if (n < 2)
        return c;
    for (const char *key : {"firstPlayer", "startPlayer"}) {
        const QString k = QString::fromLatin1(key);
        if (c.options.contains(k)) {
            c.options.insert(k, (qBound(0, c.options.value(k).toInt(), n - 1) + 1) % n);
            return c;
        }
    }
    c.players.append(c.players.takeFirst());
    return c;
}

std::unique_ptr<GameView> GameView::create(const GameViewRegistry *views, const QString &engineId,
                                           QWidget *parent)
{
    if (const GameViewModule *module = views ? views->find(engineId) : nullptr)
        return module->createView(parent);
    return std::make_unique<GenericStepView>(parent);
}

} // namespace kbz
