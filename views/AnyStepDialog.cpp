// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "AnyStepDialog.h"

#include "SchemaFieldEditor.h"
#include "StepPreview.h"
#include "Translations.h"
#include "core/Session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

namespace kbz {

AnyStepDialog::AnyStepDialog(Session *session, const GameModule *module,
                             std::function<bool(const Step &)> record, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_module(module)
    , m_recorder(std::move(record))
    , m_schemas(module ? module->stepSchemas() : QList<StepSchema>{})
    , m_kind(new QComboBox(this))
    , m_actor(new QComboBox(this))
    , m_scroll(new QScrollArea(this))
    , m_preview(new QLabel(this))
    , m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("anyStepDialog"));
    setWindowTitle(tr("Enter any step"));
    auto *top = new QFormLayout;
    auto *kindLabel = new QLabel(tr("&Step:"), this);
    kindLabel->setBuddy(m_kind);
    auto *actorLabel = new QLabel(tr("&Who:"), this);
    actorLabel->setBuddy(m_actor);
    top->addRow(kindLabel, m_kind);
    top->addRow(actorLabel, m_actor);
    auto *note = new QLabel(tr("Every step of the game, for every player, whatever the phase: "
                               "what the table did. A step against the rules is recorded after "
                               "its warning, as everywhere."),
                            this);
    note->setWordWrap(true);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setObjectName(QStringLiteral("anyStepPreview"));
    // Two lines always: the buttons below do not move as the preview grows and shrinks.
    m_preview->setMinimumHeight(2 * fontMetrics().lineSpacing() + 4);
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_record = m_buttons->addButton(tr("&Record"), QDialogButtonBox::AcceptRole);
    m_record->setDefault(true);
    m_record->setObjectName(QStringLiteral("anyStepRecord"));
    m_buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_record, &QPushButton::clicked, this, &AnyStepDialog::recordStep);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_preview);
    layout->addWidget(m_buttons);

    const Lang lang = Translations::current();
    if (m_session)
        for (const StepKind &k : m_session->engine()->stepKinds())
            m_kind->addItem(k.name.text(lang), k.kind);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const QJsonObject keep = m_form ? m_form->payload() : QJsonObject();
        fillActors();
        rebuildForm(keep);
    });
    connect(m_actor, &QComboBox::currentIndexChanged, this, [this] {
        // The choices (a seat's units, hand, tiles) depend on who acts.
        rebuildForm(m_form ? m_form->payload() : QJsonObject());
    });
    fillActors();
    rebuildForm({});
    // What the validators say follows the game (a step the tools recorded meanwhile).
    if (m_session)
        connect(m_session, &Session::stateChanged, this, &AnyStepDialog::updatePreview);

    // Within the screen whatever the kind: a long form scrolls inside the dialog.
    const QRect screen =
        (parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen())
            ->availableGeometry();
    resize(qMin(720, screen.width() - 40), qMin(560, screen.height() - 80));
}

AnyStepDialog::~AnyStepDialog() = default;

void AnyStepDialog::fillActors()
{
    const QVariant before = m_actor->currentData();
    QSignalBlocker block(m_actor);
    m_actor->clear();
    if (!m_session)
        return;
    const StepSchema *schema = findSchema(m_schemas, m_kind->currentData().toString());
    const ActorRule rule = schema ? schema->actor : ActorRule::SeatOrTable;
    if (rule != ActorRule::Seat)
        m_actor->addItem(tr("The table"), -1);
    if (rule != ActorRule::Table) {
        const auto &players = m_session->config().players;
        for (int i = 0; i < players.size(); ++i)
            m_actor->addItem(players.at(i).name, i);
    }
    m_actor->setCurrentIndex(qMax(0, m_actor->findData(before)));
}

void AnyStepDialog::rebuildForm(const QJsonObject &keep)
{
    const StepSchema *schema = findSchema(m_schemas, m_kind->currentData().toString());
    QStringList players;
    if (m_session)
        for (const PlayerInfo &p : m_session->config().players)
            players.append(p.name);
    const int seat = m_actor->currentData().toInt();
    QPointer<Session> session = m_session;
    const GameModule *module = m_module;
    const ChoiceSource choices = [session, module, seat](const QString &source) {
        if (!session || !module)
            return QList<SchemaChoice>{};
        return module->schemaChoices(*session->state(), source, seat);
    };
    m_form =
        new SchemaPayloadForm(schema ? schema->fields : QList<FieldSchema>{}, players, choices);
    m_form->setObjectName(QStringLiteral("anyStepForm"));
    m_form->setPayload(keep);
    connect(m_form, &SchemaPayloadForm::changed, this, &AnyStepDialog::updatePreview);
    auto *holder = new QWidget;
    auto *l = new QVBoxLayout(holder);
    l->addWidget(m_form);
    l->addStretch(1);
    m_scroll->setWidget(holder); // deletes the form before
    updatePreview();
}

void AnyStepDialog::setDraft(const Step &step)
{
    const int kind = m_kind->findData(step.kind);
    if (kind < 0)
        return;
    {
        QSignalBlocker block(m_kind);
        m_kind->setCurrentIndex(kind);
    }
    fillActors();
    {
        QSignalBlocker block(m_actor);
        m_actor->setCurrentIndex(qMax(0, m_actor->findData(step.actor)));
    }
    rebuildForm(step.payload);
}

Step AnyStepDialog::currentStep() const
{
    Step step;
    step.kind = m_kind->currentData().toString();
    step.actor = m_actor->currentData().toInt();
    step.payload = m_form ? m_form->payload() : QJsonObject();
    return step;
}

bool AnyStepDialog::offerSquare(const QJsonValue &square)
{
    return m_form && m_form->offerSquare(square);
}

void AnyStepDialog::updatePreview()
{
    if (!m_session) {
        m_preview->clear();
        return;
    }
    const Step step = currentStep();
    const StepSchema *schema = findSchema(m_schemas, step.kind);
    const auto shape = schema ? shapeProblem(*schema, step, int(m_session->config().players.size()))
                              : std::nullopt;
    m_preview->setText(shape ? missingPreviewHtml(shape->text(Translations::current()))
                             : stepPreviewHtml(*m_session, step));
}

void AnyStepDialog::recordStep()
{
    if (m_recorder && m_recorder(currentStep()))
        accept();
    else
        updatePreview(); // the game may have moved on (another laptop, a refusal)
}

} // namespace kbz
