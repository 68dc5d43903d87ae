// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Session.h"

#include <QPointer>
#include <QWidget>

class QLabel;

namespace kbz {

class ElidedText;

// "What happens next": the phase, who is expected to act, short hints and the steps that fit.
class GuidancePanel final : public QWidget
{
    Q_OBJECT

public:
    explicit GuidancePanel(QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(GuidancePanel)

    void setSession(Session *session);
    QString phaseText() const;
    QString hintsText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void scaleFonts();

    QPointer<Session> m_session;
    QLabel *m_phase = nullptr;
    ElidedText *m_actor = nullptr;
    ElidedText *m_hints = nullptr;
    ElidedText *m_expected = nullptr;
};

} // namespace kbz
