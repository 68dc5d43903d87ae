// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GuidancePanel.h"

#include "ElidedText.h"
#include "Translations.h"
#include "core/Session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace kbz {

GuidancePanel::GuidancePanel(QWidget *parent)
    : QWidget(parent)
    , m_phase(new QLabel(this))
    , m_actor(new ElidedText(1, this))
    , m_hints(new ElidedText(2, this))
    , m_expected(new ElidedText(1, this))
{
    m_phase->setObjectName(QStringLiteral("phase"));
    m_hints->setObjectName(QStringLiteral("hints"));
    m_actor->setObjectName(QStringLiteral("actor"));
    m_expected->setObjectName(QStringLiteral("expected"));
    scaleFonts();
    // One row of fixed height for the phase, who acts and the steps that fit, and two lines of
    // hints that elide (the whole text as a tooltip): the panel keeps its height whatever the
    // guidance says, so nothing below it moves between two steps (issue 12).
    m_phase->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    auto *top = new QHBoxLayout;
    top->addWidget(m_phase);
    top->addSpacing(12);
    top->addWidget(m_actor, 2);
    top->addSpacing(12);
    top->addWidget(m_expected, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_hints);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    refresh();
}

void GuidancePanel::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &Session::stateChanged, this, &GuidancePanel::refresh);
    refresh();
}

QString GuidancePanel::phaseText() const
{
    return m_phase->text();
}

QString GuidancePanel::hintsText() const
{
    return m_hints->text();
}

void GuidancePanel::refresh()
{
    if (!m_session) {
        m_phase->clear();
        m_actor->clear();
        m_hints->clear();
        m_expected->clear();
        return;
    }
    const Lang lang = Translations::current();
    const Guidance g = m_session->guidance();
    m_phase->setText(g.phaseName.text(lang));
    m_phase->setToolTip(m_phase->text());
    const auto &players = m_session->config().players;
    if (g.finished)
        m_actor->setText(tr("The game is over."));
    else if (g.actor >= 0 && g.actor < players.size())
        m_actor->setText(tr("Next: %1").arg(players.at(g.actor).name));
    else
        m_actor->setText(tr("Next: the table"));
    QStringList hints;
    for (const Message &m : g.hints)
        hints.append(QStringLiteral("• ") + m.text(lang));
    if (const auto result = m_session->result())
        hints.prepend(result->summary.text(lang));
    m_hints->setText(hints.join(QLatin1Char('\n')));
    QStringList expected;
    for (const QString &k : g.expected)
        expected.append(m_session->engine()->stepKindName(k).text(lang));
    m_expected->setText(expected.isEmpty()
                            ? QString()
                            : tr("Expected: %1").arg(expected.join(QStringLiteral(" · "))));
}

void GuidancePanel::scaleFonts()
{
    // The phase larger and the expected steps smaller than the panel's font, which follows the
    // window's zoom: a font set once would stay at 100% (issue 29 item 6b: at 150% 「次に来る手」
    // kept its size).
    QFont big = font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_phase->setFont(big);
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    m_expected->setFont(small);
}

void GuidancePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        scaleFonts();
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz
