// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QLabel>

namespace kbz {

// A one-line label that never asks for more room than a few characters: when its text (plain or
// rich) does not fit the width it is given, it shows the text elided ("Orc Rav…") in plain form
// and the whole text as its tooltip. For headings, titles and names whose length changes from
// one step to the next: the layout around them keeps its size (issue 12: nothing moves).
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);
    ~ElidedLabel() override;
    Q_DISABLE_COPY_MOVE(ElidedLabel)

    // The whole text (what text() shows when there is room).
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }
    // The tooltip shown when the text is not elided (else the whole text is the tooltip).
    void setPlainToolTip(const QString &tip);
    // How many characters the minimum width leaves room for (default 8).
    void setMinimumChars(int chars);
    bool isElided() const { return m_elided; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    bool isRich() const;
    int fullWidth() const;
    void updateShown();

    QString m_full;
    QString m_tip;
    int m_minChars = 8;
    bool m_elided = false;
    bool m_updating = false;
};

} // namespace kbz
