// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Session.h"

#include "GameView.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kbz {

// Step entry for games without a dedicated view: step kind, acting seat and the JSON payload.
class GenericStepView final : public GameView
{
    Q_OBJECT

public:
    explicit GenericStepView(QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(GenericStepView)

    void setSession(Session *session) override;
    void stepRecorded() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillKinds();
    void updatePreview();
    bool currentStep(Step *step) const;

    QPointer<Session> m_session;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_actorLabel = nullptr;
    QComboBox *m_actor = nullptr;
    QLabel *m_payloadLabel = nullptr;
    QLineEdit *m_payload = nullptr;
    QPushButton *m_record = nullptr;
};

} // namespace kbz
