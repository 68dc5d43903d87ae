// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

#include <QJsonValue>
#include <QWidget>
#include <functional>

namespace kbz {

// The values a field of a source may take, for the form (GameModule::schemaChoices for the
// state and seat the form is filled for).
using ChoiceSource = std::function<QList<SchemaChoice>(const QString &source)>;

// An editor of one payload field, made from its schema (core/StepSchema.h): a seat, card or
// unit is a combo of the game's choices that still takes any value typed, a number a spin box,
// a list rows that can be added and removed, an object a form of its fields. An optional field
// can be left empty: its value is then undefined and the field is left out of the step.
class SchemaFieldEditor : public QWidget
{
    Q_OBJECT

public:
    // The editor for `field`; `players` names the seats.
    static SchemaFieldEditor *create(const FieldSchema &field, const QStringList &players,
                                     const ChoiceSource &choices, QWidget *parent = nullptr);

    const FieldSchema &field() const { return m_field; }
    // The value entered (QJsonValue::Undefined: left out).
    virtual QJsonValue value() const = 0;
    virtual void setValue(const QJsonValue &value) = 0;
    // A board square chosen elsewhere (a click on the board): a square field that is empty (or
    // any, with `replace`) takes it and says true; a list or object hands it to its fields.
    virtual bool offerSquare(const QJsonValue &square, bool replace);

Q_SIGNALS:
    void changed();

protected:
    SchemaFieldEditor(const FieldSchema &field, QWidget *parent);

private:
    FieldSchema m_field;
};

// The fields of a step kind as one form (the payload), each labelled by its schema label.
class SchemaPayloadForm : public QWidget
{
    Q_OBJECT

public:
    SchemaPayloadForm(const QList<FieldSchema> &fields, const QStringList &players,
                      const ChoiceSource &choices, QWidget *parent = nullptr);

    QJsonObject payload() const;
    // Fills the fields from `payload` (a prepared step's); a field it lacks keeps its value.
    void setPayload(const QJsonObject &payload);
    // The first empty square field takes `square`; when none is empty, the first square field.
    bool offerSquare(const QJsonValue &square);
    SchemaFieldEditor *editor(const QString &name) const;

Q_SIGNALS:
    void changed();

private:
    QList<SchemaFieldEditor *> m_editors;
};

} // namespace kbz
