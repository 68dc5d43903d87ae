// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ElidedLabel.h"

#include <QEvent>
#include <QTextDocument>
#include <cmath>

namespace kbz {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

ElidedLabel::~ElidedLabel() = default;

void ElidedLabel::setFullText(const QString &text)
{
    if (text == m_full && !text.isEmpty())
        return;
    m_full = text;
    updateGeometry();
    updateShown();
}

void ElidedLabel::setPlainToolTip(const QString &tip)
{
    m_tip = tip;
    updateShown();
}

void ElidedLabel::setMinimumChars(int chars)
{
    m_minChars = qMax(1, chars);
    updateGeometry();
}

namespace {

// "Findin&gs" as it reads: "Findings" ("&&" is one ampersand).
QString withoutMnemonic(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size())
            ++i;
        out.append(text.at(i));
    }
    return out;
}

} // namespace

bool ElidedLabel::isRich() const
{
    return textFormat() == Qt::RichText ||
           (textFormat() == Qt::AutoText && Qt::mightBeRichText(m_full));
}

int ElidedLabel::fullWidth() const
{
    if (m_full.isEmpty())
        return 0;
    if (isRich()) {
        QTextDocument doc;
        doc.setDefaultFont(font());
        doc.setDocumentMargin(0);
        doc.setHtml(m_full);
        return int(std::ceil(doc.idealWidth()));
    }
    return fontMetrics().horizontalAdvance(buddy() ? withoutMnemonic(m_full) : m_full);
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    const int extra = m.left() + m.right() + 2 * margin();
    return {fullWidth() + extra + 1, minimumSizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QMargins m = contentsMargins();
    const QFontMetrics fm = fontMetrics();
    return {fm.averageCharWidth() * m_minChars + m.left() + m.right() + 2 * margin(),
            fm.height() + m.top() + m.bottom() + 2 * margin()};
}

void ElidedLabel::updateShown()
{
    if (m_updating)
        return;
    m_updating = true;
    const QMargins m = contentsMargins();
    const int room = width() - m.left() - m.right() - 2 * margin();
    const bool fits = fullWidth() <= room;
    m_elided = !fits && !m_full.isEmpty();
    if (!m_elided) {
        QLabel::setText(m_full);
        setToolTip(m_tip);
    } else {
        QString plain = m_full;
        if (isRich()) {
            QTextDocument doc;
            doc.setHtml(m_full);
            plain = doc.toPlainText();
        }
        plain.replace(QLatin1Char('\n'), QLatin1Char(' '));
        // A buddy's label keeps its mnemonic when elided ("Findin&gs of st…" still answers
        // Alt+G); the tooltip shows the text as read.
        const bool mnemonic = buddy() && !isRich();
        const QString shown = fontMetrics().elidedText(plain, Qt::ElideRight, qMax(0, room),
                                                       mnemonic ? Qt::TextShowMnemonic : 0);
        QLabel::setText(isRich() ? QStringLiteral("<span>%1</span>").arg(shown.toHtmlEscaped())
                                 : shown);
        if (mnemonic)
            plain = withoutMnemonic(plain);
        setToolTip(m_tip.isEmpty() ? plain : plain + QLatin1Char('\n') + m_tip);
    }
    m_updating = false;
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateShown();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateGeometry();
        updateShown();
    }
}

} // namespace kbz
