// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "core/Session.h"
#include "core/Step.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QAbstractButton;
class QLabel;

namespace kbz {

// What the step-entry tools of the game views share (Light Wars' deploy, tactics and action
// tools, Dungeon Lords' plan, reveal and resolve tools): the session, the step being prepared
// with its live check (views/StepPreview.h) in a preview label, and the default button that
// Enter presses. Tools never record: they emit recordRequested. A game's tool base adds a typed
// state() accessor (LwTool, DlTool).
class StepTool : public QWidget
{
    Q_OBJECT

public:
    explicit StepTool(QWidget *parent = nullptr);
    ~StepTool() override;
    Q_DISABLE_COPY_MOVE(StepTool)

    void setSession(Session *session);
    Session *session() const { return m_session; }

    // Refills the tool from the session's state (after a step, an undo or a redo).
    virtual void sync() = 0;
    // The step prepared now, or std::nullopt and *missing (what is still to choose).
    virtual std::optional<Step> preparedStep(QString *missing) const = 0;
    // The button Enter presses.
    virtual QAbstractButton *defaultButton() const = 0;
    QLabel *previewLabel() const { return m_preview; }
    // Only the tool shown tells the game page about its step (previewChanged).
    void setCurrent(bool current) { m_current = current; }
    bool isCurrent() const { return m_current; }
    QString previewText() const;

public Q_SLOTS:
    // Emits recordRequested with the prepared step; false when it is not complete.
    bool recordPrepared();
    // Clicks the default button when it is enabled and shown (Enter that no field took, in the
    // game views); false when there is nothing to press.
    bool clickDefault();
    // Checks the prepared step again and shows what the validators say.
    void updatePreview();

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);

protected:
    // Enables the buttons once the prepared step is complete (default: the default button).
    virtual void enableButtons(bool ready);
    // Whether the preview says what is missing (false when the tool shows it elsewhere).
    virtual bool showsMissing() const { return true; }

private:
    QPointer<Session> m_session;
    QLabel *m_preview = nullptr;
    bool m_current = false;
};

} // namespace kbz
