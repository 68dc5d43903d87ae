#include "DlAdjustDialog.h"

#include "DlViewText.h"
#include "dungeonlords/DlRules.h"

#include <QDialogButtonBox>
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
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("dlAdjustDialog"));
    const bool valid = seat >= 0 && seat < state.players.size();
    const DlPlayer player = valid ? state.players.at(seat) : DlPlayer{};
    m_party = player.party;
    setWindowTitle(tr("Correct %1's board").arg(DlViewText::player(state, seat)));

    auto *intro = new QLabel(tr("What changed at the table that no other step covers "
                                "(dl.overview.corrections). Damage: + hits the adventurer, "
                                "− heals it."),
                             this);
    intro->setWordWrap(true);

    auto *partyBox = new QGroupBox(tr("Party damage"), this);
    auto *grid = new QGridLayout(partyBox);
    for (int i = 0; i < m_party.size(); ++i) {
        const DlAdventurer &a = m_party.at(i);
        auto *name = new QLabel(tr("%1. %2").arg(i + 1).arg(DlViewText::adventurer(a)), partyBox);
        QSpinBox *box = deltaBox(partyBox, QStringLiteral("damage%1").arg(i), 20);
        box->setMinimum(-a.damage);
        box->setMaximum(qMax(0, a.hp - a.damage));
        box->setPrefix(QStringLiteral("+"));
        name->setBuddy(box);
        auto *result = new QLabel(partyBox);
        result->setObjectName(QStringLiteral("result%1").arg(i));
        grid->addWidget(name, i, 0);
        grid->addWidget(box, i, 1);
        grid->addWidget(result, i, 2);
        grid->setColumnStretch(2, 1);
        m_damage.append(box);
        m_results.append(result);
        connect(box, &QSpinBox::valueChanged, this, &DlAdjustDialog::updateResults);
    }
    if (m_party.isEmpty())
        grid->addWidget(new QLabel(tr("Nobody is left in the party."), partyBox), 0, 0);

    auto *resources = new QGroupBox(tr("Changes"), this);
    auto *form = new QFormLayout(resources);
    m_gold = deltaBox(resources, QStringLiteral("gold"), 50);
    m_food = deltaBox(resources, QStringLiteral("food"), 50);
    m_imps = deltaBox(resources, QStringLiteral("imps"), 50);
    m_evil = deltaBox(resources, QStringLiteral("evil"), 20);
    m_taxes = deltaBox(resources, QStringLiteral("unpaidTaxes"), 20);
    form->addRow(tr("&Gold (now %1):").arg(player.gold), m_gold);
    form->addRow(tr("&Food (now %1):").arg(player.food), m_food);
    form->addRow(tr("&Imps (now %1):").arg(player.imps), m_imps);
    form->addRow(tr("&Evil (now %1):").arg(player.evil), m_evil);
    form->addRow(tr("&Unpaid taxes (now %1):").arg(player.unpaidTaxes), m_taxes);
    for (QSpinBox *box : {m_gold, m_food, m_imps, m_evil, m_taxes})
        connect(box, &QSpinBox::valueChanged, this, &DlAdjustDialog::updateResults);

    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setPlaceholderText(tr("What happened (optional)"));
    connect(m_note, &QLineEdit::textChanged, this, &DlAdjustDialog::updateResults);
    auto *noteRow = new QFormLayout;
    noteRow->addRow(tr("&Note:"), m_note);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record the correction"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(partyBox);
    layout->addWidget(resources);
    layout->addLayout(noteRow);
    layout->addWidget(m_buttons);
    updateResults();
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
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(hasChanges());
}

} // namespace kbz::dl
