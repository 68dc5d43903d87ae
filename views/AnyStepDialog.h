// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameModule.h"
#include "core/Step.h"

#include <QDialog>
#include <QPointer>
#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace kbz {

class SchemaPayloadForm;
class Session;

// "Enter any step" (Game ▸ Enter any step…, Ctrl+E; issue 35): every step kind of the game for
// every seat the kind takes, whatever the phase, in a form made from the kind's schema
// (GameModule::stepSchemas, views/SchemaFieldEditor.h). It opens on the step the tool in front
// was preparing (or the one the guidance expects), shows live what the validators say, and
// records through the game page, so a step against the rules is recorded after "record anyway"
// as everywhere. For a step a tool cannot enter: the table is the truth.
class AnyStepDialog final : public QDialog
{
    Q_OBJECT

public:
    // `record` records a step and says whether it was (GamePage::record).
    AnyStepDialog(Session *session, const GameModule *module,
                  std::function<bool(const Step &)> record, QWidget *parent = nullptr);
    ~AnyStepDialog() override;
    Q_DISABLE_COPY_MOVE(AnyStepDialog)

    // Opens on `step`: its kind, actor and the fields it has.
    void setDraft(const Step &step);
    // The step as entered now.
    Step currentStep() const;
    // A board square chosen while the dialog is open: the first empty square field takes it.
    bool offerSquare(const QJsonValue &square);

    QComboBox *kindBox() const { return m_kind; }
    QComboBox *actorBox() const { return m_actor; }
    SchemaPayloadForm *form() const { return m_form; }
    QPushButton *recordButton() const { return m_record; }
    QLabel *previewLabel() const { return m_preview; }

private:
    void fillActors();
    void rebuildForm(const QJsonObject &keep);
    void updatePreview();
    void recordStep();

    QPointer<Session> m_session;
    const GameModule *m_module;
    std::function<bool(const Step &)> m_recorder;
    QList<StepSchema> m_schemas;
    QComboBox *m_kind = nullptr;
    QComboBox *m_actor = nullptr;
    QScrollArea *m_scroll = nullptr;
    SchemaPayloadForm *m_form = nullptr;
    QLabel *m_preview = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_record = nullptr;
};

} // namespace kbz
