// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "SchemaFieldEditor.h"

#include "Translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace kbz {

namespace {

// Spin boxes stay within what a table writes; the schema's bounds narrow them further.
constexpr int kLowest = -999;
constexpr int kHighest = 999;

QString noValueText()
{
    return SchemaFieldEditor::tr("—", "a field left out of the step");
}

QHBoxLayout *row(QWidget *w)
{
    auto *l = new QHBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    return l;
}

// A whole number spin box; an optional one starts on "—" (one below its lowest value).
QSpinBox *numberBox(const FieldSchema &f, bool optional, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    const int lo = qMax(f.min, kLowest);
    const int hi = qMin(f.max, kHighest);
    box->setRange(optional ? lo - 1 : lo, hi);
    if (optional)
        box->setSpecialValueText(noValueText());
    box->setValue(optional ? lo - 1 : qBound(lo, 0, hi));
    return box;
}

QJsonValue numberOf(const QSpinBox *box)
{
    if (!box->specialValueText().isEmpty() && box->value() == box->minimum())
        return QJsonValue(QJsonValue::Undefined);
    return box->value();
}

class SeatEditor final : public SchemaFieldEditor
{
public:
    SeatEditor(const FieldSchema &f, const QStringList &players, QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_box(new QComboBox(this))
    {
        row(this)->addWidget(m_box);
        if (!f.required)
            m_box->addItem(noValueText());
        for (int i = 0; i < players.size(); ++i)
            m_box->addItem(QStringLiteral("%1 (%2)").arg(players.at(i)).arg(i), i);
        connect(m_box, &QComboBox::currentIndexChanged, this, &SchemaFieldEditor::changed);
        setFocusProxy(m_box);
    }
    QJsonValue value() const override
    {
        const QVariant v = m_box->currentData();
        return v.isValid() ? QJsonValue(v.toInt()) : QJsonValue(QJsonValue::Undefined);
    }
    void setValue(const QJsonValue &v) override
    {
        m_box->setCurrentIndex(qMax(0, m_box->findData(v.toInt(-1))));
    }

private:
    QComboBox *m_box;
};

// A combo of choices: a Choice field's words (not editable), or the cards, units or squares of
// the game (editable: a value the game does not list can still be typed, as the table had it).
class ComboEditor final : public SchemaFieldEditor
{
public:
    ComboEditor(const FieldSchema &f, const QList<SchemaChoice> &choices, QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_box(new QComboBox(this))
    {
        row(this)->addWidget(m_box, 1);
        const bool words = f.type == FieldSchema::Type::Choice;
        m_box->setEditable(!words);
        m_box->setInsertPolicy(QComboBox::NoInsert);
        if (!f.required)
            m_box->addItem(words ? noValueText() : QString());
        if (f.orNull)
            m_box->addItem(tr("none"), QStringLiteral("null"));
        const Lang lang = Translations::current();
        for (const SchemaChoice &c : choices) {
            const QString shown =
                c.value.isString() ? c.value.toString() : QString::number(c.value.toInt());
            const QString name = c.label.text(lang);
            m_box->addItem(name.isEmpty() || name == shown
                               ? shown
                               : QStringLiteral("%1 (%2)").arg(name, shown),
                           c.value.toVariant());
        }
        for (const QString &w : f.choices)
            m_box->addItem(w, w);
        if (m_box->isEditable()) {
            m_box->lineEdit()->setPlaceholderText(placeholder(f));
            connect(m_box, &QComboBox::editTextChanged, this, &SchemaFieldEditor::changed);
        }
        connect(m_box, &QComboBox::currentIndexChanged, this, &SchemaFieldEditor::changed);
        setFocusProxy(m_box);
    }

    QJsonValue value() const override
    {
        if (m_box->isEditable()) {
            const int i = m_box->findText(m_box->currentText());
            if (i >= 0 && m_box->itemData(i).isValid())
                return fromData(m_box->itemData(i));
            return typed(m_box->currentText().trimmed());
        }
        const QVariant data = m_box->currentData();
        return data.isValid() ? fromData(data) : QJsonValue(QJsonValue::Undefined);
    }

    void setValue(const QJsonValue &v) override
    {
        if (v.isUndefined()) {
            m_box->setCurrentIndex(0);
            if (m_box->isEditable())
                m_box->setEditText(QString());
            return;
        }
        for (int i = 0; i < m_box->count(); ++i)
            if (m_box->itemData(i).isValid() && fromData(m_box->itemData(i)) == v) {
                m_box->setCurrentIndex(i);
                return;
            }
        if (m_box->isEditable())
            m_box->setEditText(text(v));
    }

    bool offerSquare(const QJsonValue &square, bool replace) override
    {
        if (field().type != FieldSchema::Type::Square ||
            (!replace && !value().isUndefined() && !value().toString().isEmpty()))
            return false;
        setValue(square);
        return true;
    }

private:
    static QString placeholder(const FieldSchema &f)
    {
        if (f.type == FieldSchema::Type::Square)
            return f.xy ? tr("x, y") : tr("a square, e.g. B4");
        return {};
    }

    static QString text(const QJsonValue &v)
    {
        if (v.isArray()) {
            QStringList parts;
            for (const QJsonValue &x : v.toArray())
                parts.append(QString::number(x.toInt()));
            return parts.join(QStringLiteral(", "));
        }
        return v.isString() ? v.toString() : QString::number(v.toInt());
    }

    QJsonValue fromData(const QVariant &data) const
    {
        if (data.toString() == QLatin1String("null") && field().orNull)
            return QJsonValue(QJsonValue::Null);
        return QJsonValue::fromVariant(data);
    }

    // What was typed: a unit's number as a number, a square [x, y] as two numbers.
    QJsonValue typed(const QString &text) const
    {
        const FieldSchema &f = field();
        if (text.isEmpty())
            return f.required ? QJsonValue(QString()) : QJsonValue(QJsonValue::Undefined);
        if (f.type == FieldSchema::Type::Square && f.xy) {
            static const QRegularExpression xy(
                QStringLiteral("^\\(?\\s*(-?\\d+)\\s*[, ]\\s*(-?\\d+)\\s*\\)?$"));
            const auto m = xy.match(text);
            if (m.hasMatch())
                return QJsonArray{m.captured(1).toInt(), m.captured(2).toInt()};
            return text;
        }
        bool ok = false;
        const int n = text.toInt(&ok);
        if (f.type == FieldSchema::Type::Unit && ok)
            return n;
        return text;
    }

    QComboBox *m_box;
};

class NumberEditor final : public SchemaFieldEditor
{
public:
    NumberEditor(const FieldSchema &f, QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_box(numberBox(f, !f.required, this))
    {
        row(this)->addWidget(m_box);
        connect(m_box, &QSpinBox::valueChanged, this, &SchemaFieldEditor::changed);
        setFocusProxy(m_box);
    }
    QJsonValue value() const override { return numberOf(m_box); }
    void setValue(const QJsonValue &v) override
    {
        m_box->setValue(v.isUndefined() ? m_box->minimum() : v.toInt());
    }

private:
    QSpinBox *m_box;
};

class DiceEditor final : public SchemaFieldEditor
{
public:
    DiceEditor(const FieldSchema &f, QWidget *parent)
        : SchemaFieldEditor(f, parent)
    {
        auto *l = row(this);
        for (int i = 0; i < f.count; ++i) {
            FieldSchema die = f;
            die.min = qMax(f.min, kLowest);
            auto *box = numberBox(die, !f.required, this);
            if (f.required)
                box->setValue(qBound(die.min, 1, die.max));
            l->addWidget(box);
            connect(box, &QSpinBox::valueChanged, this, &SchemaFieldEditor::changed);
            m_boxes.append(box);
        }
        l->addStretch(1);
        if (!m_boxes.isEmpty())
            setFocusProxy(m_boxes.first());
    }
    QJsonValue value() const override
    {
        QJsonArray dice;
        for (const QSpinBox *box : m_boxes) {
            const QJsonValue v = numberOf(box);
            if (v.isUndefined())
                return QJsonValue(QJsonValue::Undefined);
            dice.append(v);
        }
        return dice;
    }
    void setValue(const QJsonValue &v) override
    {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < m_boxes.size(); ++i)
            m_boxes[i]->setValue(i < a.size() ? a.at(i).toInt() : m_boxes[i]->minimum());
    }

private:
    QList<QSpinBox *> m_boxes;
};

class FlagEditor final : public SchemaFieldEditor
{
public:
    FlagEditor(const FieldSchema &f, QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_box(new QCheckBox(this))
    {
        row(this)->addWidget(m_box);
        connect(m_box, &QCheckBox::toggled, this, &SchemaFieldEditor::changed);
        setFocusProxy(m_box);
    }
    // Unticked, an optional flag is left out (the engines read a missing flag as false).
    QJsonValue value() const override
    {
        if (!m_box->isChecked() && !field().required)
            return QJsonValue(QJsonValue::Undefined);
        return m_box->isChecked();
    }
    void setValue(const QJsonValue &v) override { m_box->setChecked(v.toBool()); }

private:
    QCheckBox *m_box;
};

class TextEditor final : public SchemaFieldEditor
{
public:
    TextEditor(const FieldSchema &f, QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_edit(new QLineEdit(this))
    {
        row(this)->addWidget(m_edit);
        connect(m_edit, &QLineEdit::textChanged, this, &SchemaFieldEditor::changed);
        setFocusProxy(m_edit);
    }
    QJsonValue value() const override
    {
        if (m_edit->text().isEmpty() && !field().required)
            return QJsonValue(QJsonValue::Undefined);
        return m_edit->text();
    }
    void setValue(const QJsonValue &v) override
    {
        // A data name given in both languages is edited in the UI's.
        if (v.isObject())
            m_edit->setText(LocalizedName::fromJson(v).text(Translations::current()));
        else
            m_edit->setText(v.toString());
    }

private:
    QLineEdit *m_edit;
};

class ListEditor final : public SchemaFieldEditor
{
public:
    ListEditor(const FieldSchema &f, const QStringList &players, const ChoiceSource &choices,
               QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_players(players)
        , m_choices(choices)
        , m_rows(new QVBoxLayout)
        , m_add(new QPushButton(tr("Add"), this))
    {
        auto *l = new QVBoxLayout(this);
        l->setContentsMargins(0, 0, 0, 0);
        l->addLayout(m_rows);
        l->addWidget(m_add, 0, Qt::AlignLeft);
        connect(m_add, &QPushButton::clicked, this, [this] {
            addRow();
            Q_EMIT changed();
        });
        for (int i = 0; i < f.minItems && i < 8; ++i)
            addRow();
    }

    QJsonValue value() const override
    {
        QJsonArray out;
        for (const SchemaFieldEditor *e : m_items) {
            const QJsonValue v = e->value();
            if (!v.isUndefined())
                out.append(v);
        }
        if (out.isEmpty() && !field().required)
            return QJsonValue(QJsonValue::Undefined);
        return out;
    }

    void setValue(const QJsonValue &v) override
    {
        while (!m_items.isEmpty())
            removeRow(m_items.last());
        for (const QJsonValue &x : v.toArray())
            addRow()->setValue(x);
    }

    bool offerSquare(const QJsonValue &square, bool replace) override
    {
        for (SchemaFieldEditor *e : std::as_const(m_items))
            if (e->offerSquare(square, replace))
                return true;
        return false;
    }

private:
    SchemaFieldEditor *addRow()
    {
        auto *line = new QWidget(this);
        auto *l = row(line);
        FieldSchema item = *field().item;
        item.required = true; // an entry of a list is given whole
        SchemaFieldEditor *e = SchemaFieldEditor::create(item, m_players, m_choices, line);
        auto *remove = new QToolButton(line);
        remove->setText(QStringLiteral("−"));
        remove->setToolTip(tr("Remove this entry"));
        remove->setAccessibleName(tr("Remove this entry"));
        l->addWidget(e, 1);
        l->addWidget(remove, 0, Qt::AlignTop);
        m_rows->addWidget(line);
        m_items.append(e);
        connect(e, &SchemaFieldEditor::changed, this, &SchemaFieldEditor::changed);
        connect(remove, &QToolButton::clicked, this, [this, e] {
            removeRow(e);
            Q_EMIT changed();
        });
        return e;
    }

    void removeRow(SchemaFieldEditor *e)
    {
        m_items.removeOne(e);
        QWidget *line = e->parentWidget();
        m_rows->removeWidget(line);
        line->hide();
        line->deleteLater();
    }

    QStringList m_players;
    ChoiceSource m_choices;
    QVBoxLayout *m_rows;
    QPushButton *m_add;
    QList<SchemaFieldEditor *> m_items;
};

class ObjectEditor final : public SchemaFieldEditor
{
public:
    ObjectEditor(const FieldSchema &f, const QStringList &players, const ChoiceSource &choices,
                 QWidget *parent)
        : SchemaFieldEditor(f, parent)
        , m_form(new SchemaPayloadForm(*f.fields, players, choices, this))
    {
        auto *l = row(this);
        l->addWidget(m_form);
        connect(m_form, &SchemaPayloadForm::changed, this, &SchemaFieldEditor::changed);
    }
    QJsonValue value() const override
    {
        const QJsonObject o = m_form->payload();
        if (o.isEmpty() && !field().required)
            return QJsonValue(QJsonValue::Undefined);
        return o;
    }
    void setValue(const QJsonValue &v) override { m_form->setPayload(v.toObject()); }
    bool offerSquare(const QJsonValue &square, bool replace) override
    {
        for (SchemaFieldEditor *e :
             m_form->findChildren<SchemaFieldEditor *>(QString(), Qt::FindDirectChildrenOnly))
            if (e->offerSquare(square, replace))
                return true;
        return false;
    }

private:
    SchemaPayloadForm *m_form;
};

} // namespace

SchemaFieldEditor::SchemaFieldEditor(const FieldSchema &field, QWidget *parent)
    : QWidget(parent)
    , m_field(field)
{}

bool SchemaFieldEditor::offerSquare(const QJsonValue &, bool)
{
    return false;
}

SchemaFieldEditor *SchemaFieldEditor::create(const FieldSchema &f, const QStringList &players,
                                             const ChoiceSource &choices, QWidget *parent)
{
    SchemaFieldEditor *e = nullptr;
    switch (f.type) {
    case FieldSchema::Type::Seat:
        e = new SeatEditor(f, players, parent);
        break;
    case FieldSchema::Type::Square:
    case FieldSchema::Type::Unit:
    case FieldSchema::Type::Card:
    case FieldSchema::Type::Choice:
        e = new ComboEditor(
            f, f.source.isEmpty() || !choices ? QList<SchemaChoice>{} : choices(f.source), parent);
        break;
    case FieldSchema::Type::Integer:
        e = new NumberEditor(f, parent);
        break;
    case FieldSchema::Type::Dice:
        e = new DiceEditor(f, parent);
        break;
    case FieldSchema::Type::Flag:
        e = new FlagEditor(f, parent);
        break;
    case FieldSchema::Type::Text:
    case FieldSchema::Type::Name:
        e = new TextEditor(f, parent);
        break;
    case FieldSchema::Type::List:
        e = new ListEditor(f, players, choices, parent);
        break;
    case FieldSchema::Type::Object:
        e = new ObjectEditor(f, players, choices, parent);
        break;
    }
    e->setObjectName(f.name.isEmpty() ? QStringLiteral("item") : f.name);
    return e;
}

SchemaPayloadForm::SchemaPayloadForm(const QList<FieldSchema> &fields, const QStringList &players,
                                     const ChoiceSource &choices, QWidget *parent)
    : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const Lang lang = Translations::current();
    for (const FieldSchema &f : fields) {
        SchemaFieldEditor *e = SchemaFieldEditor::create(f, players, choices, this);
        const QString label = f.label().text(lang);
        auto *l = new QLabel(f.required ? tr("%1 *:", "a required field").arg(label)
                                        : tr("%1:", "an optional field").arg(label),
                             this);
        l->setBuddy(e);
        l->setToolTip(f.required
                          ? tr("\"%1\": required", "the field's JSON name").arg(f.name)
                          : tr("\"%1\": may be left out", "the field's JSON name").arg(f.name));
        form->addRow(l, e);
        m_editors.append(e);
        connect(e, &SchemaFieldEditor::changed, this, &SchemaPayloadForm::changed);
    }
}

QJsonObject SchemaPayloadForm::payload() const
{
    QJsonObject out;
    for (const SchemaFieldEditor *e : m_editors) {
        const QJsonValue v = e->value();
        if (!v.isUndefined())
            out.insert(e->field().name, v);
    }
    return out;
}

void SchemaPayloadForm::setPayload(const QJsonObject &payload)
{
    // A field the payload leaves out keeps what it holds (its default, the first choice).
    for (SchemaFieldEditor *e : std::as_const(m_editors))
        if (payload.contains(e->field().name))
            e->setValue(payload.value(e->field().name));
}

bool SchemaPayloadForm::offerSquare(const QJsonValue &square)
{
    for (bool replace : {false, true})
        for (SchemaFieldEditor *e : std::as_const(m_editors))
            if (e->offerSquare(square, replace))
                return true;
    return false;
}

SchemaFieldEditor *SchemaPayloadForm::editor(const QString &name) const
{
    for (SchemaFieldEditor *e : m_editors)
        if (e->field().name == name)
            return e;
    return nullptr;
}

} // namespace kbz
