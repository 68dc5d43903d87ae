// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrFiguresDialog.h"

#include "RrRangeEditor.h"
#include "Translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

struct Bounds
{
    int min;
    int max;
};

// The bounds of the card JSON format (RrCard.cpp); the spin box's minimum - 1 is "?" (unknown).
Bounds boundsOf(const QString &code)
{
    if (code == QLatin1String("hp"))
        return {1, 99};
    if (code == QLatin1String("move"))
        return {0, 9};
    if (code == QLatin1String("modifier"))
        return {-9, 9};
    if (code == QLatin1String("amount") || code == QLatin1String("times"))
        return {1, 9};
    if (code == QLatin1String("defence"))
        return {0, 99};
    if (code == QLatin1String("damage"))
        return {0, 9};
    return {-9, 99}; // threat
}

// The numbers a unit's skill kind needs.
QStringList skillNumbers(SkillKind kind)
{
    switch (kind) {
    case SkillKind::Dice:
        return {QStringLiteral("modifier")};
    case SkillKind::Fixed:
    case SkillKind::Heal:
        return {QStringLiteral("amount"), QStringLiteral("times")};
    default:
        return {};
    }
}

std::optional<int> figureOf(const RrCard &c, const QString &code)
{
    if (code == QLatin1String("modifier"))
        return c.modifier;
    if (code == QLatin1String("amount"))
        return c.amount;
    return c.times;
}

} // namespace

RrFiguresDialog::RrFiguresDialog(const RrCard &card, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
    , m_intro(new QLabel(this))
    , m_form(new QFormLayout)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("rrFiguresDialog"));
    m_intro->setWordWrap(true);
    m_codes = missingFigures(card);
    // When the skill kind is asked, its numbers are asked too (shown for the kind chosen).
    if (m_codes.contains(QStringLiteral("skill"))) {
        for (const QString &code :
             {QStringLiteral("modifier"), QStringLiteral("amount"), QStringLiteral("times")})
            if (!m_codes.contains(code) && !figureOf(card, code))
                m_codes.append(code);
    }
    for (const QString &code : std::as_const(m_codes)) {
        QWidget *w = nullptr;
        if (code == QLatin1String("range")) {
            m_range = new RrRangeEditor(this);
            m_range->setNumbered(card.targeting == Targeting::Single);
            connect(m_range, &RrRangeEditor::rangeChanged, this, [this] { m_rangeSet = true; });
            w = m_range;
        } else if (code == QLatin1String("skill") || code == QLatin1String("targeting") ||
                   code == QLatin1String("colour")) {
            auto *combo = new QComboBox(this);
            w = combo;
        } else {
            auto *spin = new QSpinBox(this);
            const Bounds b = boundsOf(code);
            spin->setRange(b.min - 1, b.max);
            spin->setValue(b.min - 1);
            spin->setSpecialValueText(QStringLiteral("?"));
            w = spin;
        }
        w->setObjectName(QStringLiteral("rrFigure_") + code);
        auto *label = new QLabel(this);
        label->setBuddy(w);
        m_labels.insert(code, label);
        m_fields.insert(code, w);
        m_form->addRow(label, w);
    }
    if (auto *skill = qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("skill"))))
        connect(skill, &QComboBox::currentIndexChanged, this, &RrFiguresDialog::updateDependent);
    if (auto *t = qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("targeting"))))
        connect(t, &QComboBox::currentIndexChanged, this, &RrFiguresDialog::updateDependent);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(m_form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    retranslateUi();
    updateDependent();
    if (!m_codes.isEmpty())
        m_fields.value(m_codes.first())->setFocus();
}

RrFiguresDialog::~RrFiguresDialog() = default;

QStringList RrFiguresDialog::missingFigures(const RrCard &card)
{
    QStringList out;
    if (!card.hp)
        out.append(QStringLiteral("hp"));
    if (!card.move)
        out.append(QStringLiteral("move"));
    if (!card.range)
        out.append(QStringLiteral("range"));
    if (card.isUnit()) {
        // Attack = a sword skill whose form (dice or fixed damage) the rulebook does not print.
        if (card.skill == SkillKind::Unknown || card.skill == SkillKind::Attack)
            out.append(QStringLiteral("skill"));
        for (const QString &code : skillNumbers(card.skill))
            if (!figureOf(card, code))
                out.append(code);
        return out;
    }
    if (!card.defence)
        out.append(QStringLiteral("defence"));
    if (!card.damage)
        out.append(QStringLiteral("damage"));
    if (card.targeting == Targeting::Unknown)
        out.append(QStringLiteral("targeting"));
    if (!card.threat)
        out.append(QStringLiteral("threat"));
    if (card.colour == ThreatColour::Unknown)
        out.append(QStringLiteral("colour"));
    return out;
}

void RrFiguresDialog::setFigure(const QString &code, const QJsonValue &value)
{
    QWidget *w = m_fields.value(code);
    if (!w)
        return;
    if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        spin->setValue(value.isDouble() ? value.toInt() : spin->minimum());
    } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        const int i = combo->findData(value.toString());
        combo->setCurrentIndex(qMax(0, i));
    } else if (code == QLatin1String("range") && m_range) {
        RrCard probe;
        QString error;
        if (value.isNull() || value.isUndefined()) {
            m_range->setRange({});
            m_rangeSet = false;
        } else if (probe.amend(QJsonObject{{QStringLiteral("range"), value}}, &error) &&
                   probe.range) {
            m_range->setRange(*probe.range);
            m_rangeSet = true;
        }
    }
}

std::optional<Step> RrFiguresDialog::step() const
{
    QJsonObject payload;
    for (const QString &code : m_codes) {
        QWidget *w = m_fields.value(code);
        if (!w || !w->isVisibleTo(const_cast<RrFiguresDialog *>(this)))
            continue;
        if (auto *spin = qobject_cast<QSpinBox *>(w)) {
            if (spin->value() != spin->minimum())
                payload.insert(code, spin->value());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            const QString v = combo->currentData().toString();
            if (!v.isEmpty())
                payload.insert(code, v);
        } else if (code == QLatin1String("range") && m_range) {
            const RrRange r = m_range->range();
            if (r.board || !r.squares.isEmpty())
                payload.insert(code, r.toJson());
        }
    }
    if (payload.isEmpty())
        return std::nullopt;
    payload.insert(QStringLiteral("card"), m_card.id);
    return Step{QStringLiteral("set-figures"), -1, payload};
}

void RrFiguresDialog::updateDependent()
{
    if (auto *skill = qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("skill")))) {
        const QString code = skill->currentData().toString();
        SkillKind kind = m_card.skill;
        for (SkillKind k : {SkillKind::Dice, SkillKind::Fixed, SkillKind::Heal, SkillKind::Bard,
                            SkillKind::Special})
            if (skillKindCode(k) == code)
                kind = k;
        const QStringList needed = skillNumbers(kind);
        const QStringList asked = missingFigures(m_card);
        for (const QString &n :
             {QStringLiteral("modifier"), QStringLiteral("amount"), QStringLiteral("times")}) {
            QWidget *w = m_fields.value(n);
            if (!w)
                continue;
            const bool show = needed.contains(n) || asked.contains(n);
            w->setVisible(show);
            m_labels.value(n)->setVisible(show);
        }
    }
    if (m_range) {
        Targeting t = m_card.targeting;
        if (auto *combo = qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("targeting")))) {
            const QString code = combo->currentData().toString();
            t = code == QLatin1String("single") ? Targeting::Single
                : code == QLatin1String("area") ? Targeting::Area
                                                : m_card.targeting;
        }
        m_range->setNumbered(t == Targeting::Single);
    }
}

QString RrFiguresDialog::fieldLabel(const QString &code) const
{
    if (code == QLatin1String("hp"))
        return tr("&HP:");
    if (code == QLatin1String("move"))
        return tr("&MOVE:");
    if (code == QLatin1String("range"))
        return tr("&Range:");
    if (code == QLatin1String("skill"))
        return tr("&Skill:");
    if (code == QLatin1String("modifier"))
        return tr("Dice mo&difier (+N):");
    if (code == QLatin1String("amount"))
        return m_card.skill == SkillKind::Heal ? tr("Cubes healed &each time:")
                                               : tr("&Damage per hit:");
    if (code == QLatin1String("times"))
        return tr("&Times (xN):");
    if (code == QLatin1String("defence"))
        return tr("&Defence:");
    if (code == QLatin1String("damage"))
        return tr("Attack d&amage:");
    if (code == QLatin1String("targeting"))
        return tr("Tar&geting:");
    if (code == QLatin1String("threat"))
        return tr("&Threat:");
    if (code == QLatin1String("colour"))
        return tr("Threat &colour:");
    return code;
}

void RrFiguresDialog::retranslateUi()
{
    const QString name = m_card.name.text(Translations::current());
    setWindowTitle(tr("Figures of %1").arg(name));
    m_intro->setText(
        m_codes.isEmpty()
            ? tr("Every figure of %1 is known.").arg(name)
            : tr("The rule book does not print these figures of %1: enter them from the card. A "
                 "field left at ? stays unknown.")
                  .arg(name));
    for (auto it = m_labels.cbegin(); it != m_labels.cend(); ++it)
        it.value()->setText(fieldLabel(it.key()));
    auto refill = [](QComboBox *combo, const QList<QPair<QString, QString>> &items) {
        if (!combo)
            return;
        const QString current = combo->currentData().toString();
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(QStringLiteral("?"), QString());
        for (const auto &[code, text] : items)
            combo->addItem(text, code);
        combo->setCurrentIndex(qMax(0, combo->findData(current)));
    };
    refill(qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("skill"))),
           {{QStringLiteral("dice"), tr("Dice attack")},
            {QStringLiteral("fixed"), tr("Fixed damage")},
            {QStringLiteral("heal"), tr("Healing", "skill kind")},
            {QStringLiteral("bard"), tr("Bard's song")},
            {QStringLiteral("special"), tr("Special")}});
    refill(qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("targeting"))),
           {{QStringLiteral("single"), tr("Single target (numbered squares)")},
            {QStringLiteral("area"), tr("Area (starred squares)")}});
    refill(qobject_cast<QComboBox *>(m_fields.value(QStringLiteral("colour"))),
           {{QStringLiteral("red"), tr("Red")}, {QStringLiteral("blue"), tr("Blue")}});
}

void RrFiguresDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace kbz::rr
