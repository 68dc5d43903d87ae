#include "GuidancePanel.h"

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
    , m_actor(new QLabel(this))
    , m_hints(new QLabel(this))
    , m_expected(new QLabel(this))
{
    m_phase->setObjectName(QStringLiteral("phase"));
    m_hints->setObjectName(QStringLiteral("hints"));
    QFont big = m_phase->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_phase->setFont(big);
    m_hints->setWordWrap(true);
    m_expected->setWordWrap(true);
    m_hints->setTextFormat(Qt::RichText);
    m_expected->setTextFormat(Qt::RichText);
    auto *top = new QHBoxLayout;
    top->addWidget(m_phase);
    top->addSpacing(12);
    top->addWidget(m_actor, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addLayout(top);
    layout->addWidget(m_hints);
    layout->addWidget(m_expected);
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
    const auto &players = m_session->config().players;
    if (g.finished)
        m_actor->setText(tr("The game is over."));
    else if (g.actor >= 0 && g.actor < players.size())
        m_actor->setText(tr("Next: %1").arg(players.at(g.actor).name));
    else
        m_actor->setText(tr("Next: the table"));
    QStringList hints;
    for (const Message &m : g.hints)
        hints.append(QStringLiteral("• ") + m.text(lang).toHtmlEscaped());
    if (const auto result = m_session->result())
        hints.append(QStringLiteral("<b>%1</b>").arg(result->summary.text(lang).toHtmlEscaped()));
    m_hints->setText(hints.join(QStringLiteral("<br>")));
    QStringList expected;
    for (const QString &k : g.expected)
        expected.append(m_session->engine()->stepKindName(k).text(lang).toHtmlEscaped());
    m_expected->setText(expected.isEmpty() ? QString()
                                           : QStringLiteral("<small>%1 %2</small>")
                                                 .arg(tr("Expected:").toHtmlEscaped(),
                                                      expected.join(QStringLiteral(" · "))));
}

void GuidancePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz
