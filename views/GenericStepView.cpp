// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GenericStepView.h"

#include "Translations.h"
#include "core/Session.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz {

GenericStepView::GenericStepView(QWidget *parent)
    : GameView(parent)
    , m_kindLabel(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_actorLabel(new QLabel(this))
    , m_actor(new QComboBox(this))
    , m_payloadLabel(new QLabel(this))
    , m_payload(new QLineEdit(this))
    , m_record(new QPushButton(this))
{
    auto *form = new QFormLayout;
    form->addRow(m_kindLabel, m_kind);
    form->addRow(m_actorLabel, m_actor);
    form->addRow(m_payloadLabel, m_payload);
    m_kindLabel->setBuddy(m_kind);
    m_actorLabel->setBuddy(m_actor);
    m_payloadLabel->setBuddy(m_payload);
    m_payload->setText(QStringLiteral("{}"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_record, 0, Qt::AlignRight);
    layout->addStretch(1);
    m_record->setDefault(true);
    connect(m_payload, &QLineEdit::returnPressed, m_record, &QPushButton::click);
    connect(m_payload, &QLineEdit::textChanged, this, &GenericStepView::updatePreview);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GenericStepView::updatePreview);
    connect(m_actor, &QComboBox::currentIndexChanged, this, &GenericStepView::updatePreview);
    connect(m_record, &QPushButton::clicked, this, [this] {
        Step step;
        if (currentStep(&step))
            Q_EMIT recordRequested(step);
        else
            Q_EMIT statusMessage(tr("The payload is not a JSON object"));
    });
    retranslateUi();
}

void GenericStepView::setSession(Session *session)
{
    m_session = session;
    fillKinds();
    stepRecorded();
}

void GenericStepView::fillKinds()
{
    const QString kind = m_kind->currentData().toString();
    const int actor = m_actor->currentIndex();
    QSignalBlocker b1(m_kind);
    QSignalBlocker b2(m_actor);
    m_kind->clear();
    m_actor->clear();
    if (!m_session)
        return;
    const Lang lang = Translations::current();
    for (const StepKind &k : m_session->engine()->stepKinds())
        m_kind->addItem(k.name.text(lang), k.kind);
    m_actor->addItem(tr("The table"), -1);
    const auto &players = m_session->config().players;
    for (int i = 0; i < players.size(); ++i)
        m_actor->addItem(players.at(i).name, i);
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(kind)));
    m_actor->setCurrentIndex(qMax(0, actor));
}

void GenericStepView::stepRecorded()
{
    if (!m_session)
        return;
    const Guidance g = m_session->guidance();
    if (!g.expected.isEmpty())
        m_kind->setCurrentIndex(qMax(0, m_kind->findData(g.expected.first())));
    m_actor->setCurrentIndex(qMax(0, m_actor->findData(g.actor)));
    m_payload->setText(QStringLiteral("{}"));
    updatePreview();
}

bool GenericStepView::currentStep(Step *step) const
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(m_payload->text().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    step->kind = m_kind->currentData().toString();
    step->actor = m_actor->currentData().toInt();
    step->payload = doc.object();
    return true;
}

void GenericStepView::updatePreview()
{
    Step step;
    if (!m_session || !currentStep(&step)) {
        Q_EMIT previewChanged({});
        return;
    }
    Q_EMIT previewChanged(m_session->check(step));
}

void GenericStepView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    GameView::changeEvent(event);
}

void GenericStepView::retranslateUi()
{
    m_kindLabel->setText(tr("&Step:"));
    m_actorLabel->setText(tr("&Who:"));
    m_payloadLabel->setText(tr("&Details (JSON):"));
    m_record->setText(tr("&Record"));
    fillKinds();
}

} // namespace kbz
