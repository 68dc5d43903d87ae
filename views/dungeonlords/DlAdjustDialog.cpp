// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlAdjustDialog.h"

#include "DlViewText.h"
#include "dungeonlords/DlRules.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

QSpinBox *deltaBox(QWidget *parent, const QString &objectName, int range)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(-range, range);
    box->setValue(0);
    box->setAccelerated(true);
    return box;
}

} // namespace

DlAdjustDialog::DlAdjustDialog(const DlState &state, int seat, QWidget *parent)
    : QDialog(parent)
    , m_seat(seat)
    , m_state(state)
    , m_intro(new QLabel(this))
    , m_partyBox(new QGroupBox(this))
    , m_changesBox(new QGroupBox(this))
    , m_form(new QFormLayout(m_changesBox))
    , m_noteRow(new QFormLayout)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_record(m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("dlAdjustDialog"));
    const bool valid = seat >= 0 && seat < state.players.size();
    m_party = valid ? state.players.at(seat).party : QList<DlAdventurer>();
    m_intro->setObjectName(QStringLiteral("intro"));
    m_intro->setWordWrap(true);

    auto *grid = new QGridLayout(m_partyBox);
    for (int i = 0; i < m_party.size(); ++i) {
        const DlAdventurer &a = m_party.at(i);
        auto *name = new QLabel(m_partyBox);
        name->setObjectName(QStringLiteral("name%1").arg(i));
        QSpinBox *box = deltaBox(m_partyBox, QStringLiteral("damage%1").arg(i), 20);
        box->setMinimum(-a.damage);
        box->setMaximum(qMax(0, a.hp - a.damage));
        box->setPrefix(QStringLiteral("+"));
        name->setBuddy(box);
        auto *result = new QLabel(m_partyBox);
        result->setObjectName(QStringLiteral("result%1").arg(i));
        grid->addWidget(name, i, 0);
        grid->addWidget(box, i, 1);
        grid->addWidget(result, i, 2);
        grid->setColumnStretch(2, 1);
        m_names.append(name);
        m_damage.append(box);
        m_results.append(result);
        connect(box, &QSpinBox::valueChanged, this, &DlAdjustDialog::updateResults);
    }
    if (m_party.isEmpty()) {
        m_nobody = new QLabel(m_partyBox);
        grid->addWidget(m_nobody, 0, 0);
    }

    m_gold = deltaBox(m_changesBox, QStringLiteral("gold"), 50);
    m_food = deltaBox(m_changesBox, QStringLiteral("food"), 50);
    m_imps = deltaBox(m_changesBox, QStringLiteral("imps"), 50);
    m_evil = deltaBox(m_changesBox, QStringLiteral("evil"), 20);
    m_taxes = deltaBox(m_changesBox, QStringLiteral("unpaidTaxes"), 20);
    for (QSpinBox *box : {m_gold, m_food, m_imps, m_evil, m_taxes}) {
        auto *label = new QLabel(m_changesBox);
        label->setBuddy(box);
        m_form->addRow(label, box);
        connect(box, &QSpinBox::valueChanged, this, &DlAdjustDialog::updateResults);
    }

    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("note"));
    connect(m_note, &QLineEdit::textChanged, this, &DlAdjustDialog::updateResults);
    auto *noteLabel = new QLabel(this);
    noteLabel->setBuddy(m_note);
    m_noteRow->addRow(noteLabel, m_note);

    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_partyBox);
    layout->addWidget(m_changesBox);
    layout->addLayout(m_noteRow);
    layout->addWidget(m_buttons);
    retranslateUi();
    if (!m_damage.isEmpty())
        m_damage.first()->setFocus();
}

DlAdjustDialog::~DlAdjustDialog() = default;

bool DlAdjustDialog::hasChanges() const
{
    for (QSpinBox *box : m_damage)
        if (box->value() != 0)
            return true;
    for (QSpinBox *box : {m_gold, m_food, m_imps, m_evil, m_taxes})
        if (box->value() != 0)
            return true;
    return !m_note->text().trimmed().isEmpty();
}

Step DlAdjustDialog::step() const
{
    QList<Hit> hits;
    QList<Hit> heals;
    for (int i = 0; i < m_damage.size(); ++i) {
        const int v = m_damage.at(i)->value();
        if (v > 0)
            hits.append(Hit{i, v});
        else if (v < 0)
            heals.append(Hit{i, -v});
    }
    QJsonObject payload;
    if (!hits.isEmpty())
        payload.insert(QStringLiteral("hits"), hitsToJson(hits));
    if (!heals.isEmpty())
        payload.insert(QStringLiteral("heals"), hitsToJson(heals));
    const std::pair<const char *, QSpinBox *> fields[] = {{"gold", m_gold},
                                                          {"food", m_food},
                                                          {"imps", m_imps},
                                                          {"evil", m_evil},
                                                          {"unpaidTaxes", m_taxes}};
    for (const auto &[key, box] : fields)
        if (box->value() != 0)
            payload.insert(QLatin1String(key), box->value());
    const QString note = m_note->text().trimmed();
    if (!note.isEmpty())
        payload.insert(QStringLiteral("note"), note);
    return Step{QStringLiteral("adjust"), m_seat, payload};
}

void DlAdjustDialog::updateResults()
{
    for (int i = 0; i < m_damage.size(); ++i) {
        DlAdventurer a = m_party.at(i);
        const int v = m_damage.at(i)->value();
        m_damage.at(i)->setPrefix(v > 0 ? QStringLiteral("+") : QString());
        const QString before = DlViewText::damage(a);
        a.damage = qMax(0, a.damage + v);
        QString text = v == 0 ? before : tr("%1 → %2").arg(before, DlViewText::damage(a));
        if (v != 0 && a.isDefeated())
            text = tr("%1 (defeated: to the prison)").arg(text);
        m_results.at(i)->setText(text);
    }
    m_record->setEnabled(hasChanges());
}

void DlAdjustDialog::retranslateUi()
{
    const bool valid = m_seat >= 0 && m_seat < m_state.players.size();
    const DlPlayer player = valid ? m_state.players.at(m_seat) : DlPlayer{};
    setWindowTitle(tr("Correct %1's board").arg(DlViewText::player(m_state, m_seat)));
    m_intro->setText(tr("What changed at the table that no other step covers "
                        "(dl.overview.corrections). Damage: + hits the adventurer, "
                        "− heals it."));
    m_partyBox->setTitle(tr("Party damage"));
    for (int i = 0; i < m_names.size(); ++i)
        m_names.at(i)->setText(tr("%1. %2").arg(i + 1).arg(DlViewText::adventurer(m_party.at(i))));
    if (m_nobody)
        m_nobody->setText(tr("Nobody is left in the party."));
    m_changesBox->setTitle(tr("Changes"));
    const std::pair<QSpinBox *, QString> rows[] = {
        {m_gold, tr("&Gold (now %1):").arg(player.gold)},
        {m_food, tr("&Food (now %1):").arg(player.food)},
        {m_imps, tr("&Imps (now %1):").arg(player.imps)},
        {m_evil, tr("&Evil (now %1):").arg(player.evil)},
        {m_taxes, tr("&Unpaid taxes (now %1):").arg(player.unpaidTaxes)}};
    for (const auto &[box, text] : rows)
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(box)))
            label->setText(text);
    m_note->setPlaceholderText(tr("What happened (optional)"));
    if (auto *label = qobject_cast<QLabel *>(m_noteRow->labelForField(m_note)))
        label->setText(tr("&Note:"));
    m_record->setText(tr("&Record the correction"));
    updateResults();
}

void DlAdjustDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace kbz::dl
