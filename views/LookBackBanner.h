// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QFrame>

class QPushButton;

namespace kbz {

class ElidedLabel;

// The "as of step N" banner of looking back (issue 22). It lies over the guidance panel, exactly
// covering it (it is a child of that panel, outside its layout), so showing it, hiding it or
// changing its text moves nothing on the page. Two elided lines (the step and its description,
// or why the step cannot be shown) and two buttons: "New game from here" and "Back to now".
class LookBackBanner final : public QFrame
{
    Q_OBJECT

public:
    explicit LookBackBanner(QWidget *covered);
    ~LookBackBanner() override;
    Q_DISABLE_COPY_MOVE(LookBackBanner)

    // Shows step `step` of `count` (with its bookmark name, if any, and its journal line).
    void showStep(int step, int count, const QString &bookmark, const QString &description);
    // Shows that step `step` cannot be shown: `why`; branching is offered no more.
    void showFailure(int step, const QString &why);

    QString titleText() const;
    QString detailText() const;
    QPushButton *branchButton() const { return m_branch; }
    QPushButton *nowButton() const { return m_now; }

Q_SIGNALS:
    void branchRequested();
    void nowRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    ElidedLabel *m_title = nullptr;
    ElidedLabel *m_detail = nullptr;
    QPushButton *m_branch = nullptr;
    QPushButton *m_now = nullptr;
    int m_step = 0;
    int m_count = 0;
    QString m_bookmark;
    QString m_description;
    QString m_failure;
};

} // namespace kbz
