// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LookBackBanner.h"

#include "ElidedLabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz {

LookBackBanner::LookBackBanner(QWidget *covered)
    : QFrame(covered)
    , m_title(new ElidedLabel(this))
    , m_detail(new ElidedLabel(this))
    , m_branch(new QPushButton(this))
    , m_now(new QPushButton(this))
{
    setObjectName(QStringLiteral("lookBackBanner"));
    m_title->setObjectName(QStringLiteral("lookBackTitle"));
    m_detail->setObjectName(QStringLiteral("lookBackDetail"));
    m_branch->setObjectName(QStringLiteral("lookBackBranch"));
    m_now->setObjectName(QStringLiteral("lookBackNow"));
    setFrameShape(QFrame::StyledPanel);
    // Set apart from the guidance it covers: the highlight colours of the style.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Highlight);
    setForegroundRole(QPalette::HighlightedText);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    for (QLabel *l : {static_cast<QLabel *>(m_title), static_cast<QLabel *>(m_detail)})
        l->setForegroundRole(QPalette::HighlightedText);
    m_title->setMinimumChars(12);
    m_detail->setMinimumChars(12);
    m_branch->setFocusPolicy(Qt::TabFocus);
    m_now->setFocusPolicy(Qt::TabFocus);

    auto *texts = new QVBoxLayout;
    texts->setSpacing(2);
    texts->addWidget(m_title);
    texts->addWidget(m_detail);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(texts, 1);
    layout->addWidget(m_branch);
    layout->addWidget(m_now);
    connect(m_branch, &QPushButton::clicked, this, &LookBackBanner::branchRequested);
    connect(m_now, &QPushButton::clicked, this, &LookBackBanner::nowRequested);

    covered->installEventFilter(this);
    setGeometry(covered->rect());
    hide();
    retranslateUi();
}

LookBackBanner::~LookBackBanner() = default;

void LookBackBanner::showStep(int step, int count, const QString &bookmark,
                              const QString &description)
{
    m_step = step;
    m_count = count;
    m_bookmark = bookmark;
    m_description = description;
    m_failure.clear();
    retranslateUi();
    setGeometry(parentWidget()->rect());
    raise();
    show();
}

void LookBackBanner::showFailure(int step, const QString &why)
{
    m_step = step;
    m_failure = why;
    retranslateUi();
    setGeometry(parentWidget()->rect());
    raise();
    show();
}

QString LookBackBanner::titleText() const
{
    return m_title->fullText();
}

QString LookBackBanner::detailText() const
{
    return m_detail->fullText();
}

bool LookBackBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QFrame::eventFilter(watched, event);
}

void LookBackBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void LookBackBanner::retranslateUi()
{
    const QLocale locale;
    QString title = tr("As of step %1 of %2 (looking back)")
                        .arg(locale.toString(m_step), locale.toString(m_count));
    if (!m_bookmark.isEmpty())
        title = tr("%1 — bookmark “%2”").arg(title, m_bookmark);
    if (!m_failure.isEmpty())
        title = tr("Step %1 cannot be shown").arg(locale.toString(m_step));
    m_title->setFullText(title);
    m_detail->setFullText(m_failure.isEmpty() ? m_description : m_failure);
    m_branch->setText(tr("New game from here"));
    m_branch->setToolTip(
        tr("Start a new game whose journal is the first %1 steps of this one").arg(m_step));
    m_branch->setEnabled(m_failure.isEmpty());
    m_now->setText(tr("Back to now (Esc)"));
}

} // namespace kbz
