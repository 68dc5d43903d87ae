// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwArmySetup.h"

#include "LwArmyBuilder.h"
#include "LwText.h"
#include "Translations.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

constexpr int kScaleCount = int(std::size(kScales));
constexpr int kCustom = kScaleCount; // the combo's last entry

} // namespace

LwArmySetup::LwArmySetup(QWidget *parent)
    : GameSetupPage(parent)
    , m_scaleLabel(new QLabel(this))
    , m_scale(new QComboBox(this))
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QSpinBox(this))
    , m_turnsLabel(new QLabel(this))
    , m_turns(new QSpinBox(this))
    , m_findingsLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("lwArmySetup"));
    m_scale->setObjectName(QStringLiteral("scaleCombo"));
    m_scale->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_budget->setObjectName(QStringLiteral("budgetSpin"));
    m_turns->setObjectName(QStringLiteral("turnsSpin"));
    m_findingsLabel->setObjectName(QStringLiteral("findingsLabel"));
    m_findingsLabel->setTextFormat(Qt::RichText);
    m_findingsLabel->setWordWrap(true);
    m_budget->setRange(1, 200);
    m_turns->setRange(1, 30);
    m_scaleLabel->setBuddy(m_scale);
    m_budgetLabel->setBuddy(m_budget);
    m_turnsLabel->setBuddy(m_turns);
    for (int i = 0; i <= kScaleCount; ++i)
        m_scale->addItem(QString());

    auto *scaleRow = new QHBoxLayout;
    scaleRow->addWidget(m_scaleLabel);
    scaleRow->addWidget(m_scale);
    scaleRow->addSpacing(12);
    scaleRow->addWidget(m_budgetLabel);
    scaleRow->addWidget(m_budget);
    scaleRow->addSpacing(12);
    scaleRow->addWidget(m_turnsLabel);
    scaleRow->addWidget(m_turns);
    scaleRow->addStretch(1);

    auto *armies = new QHBoxLayout;
    for (int side = 0; side < kSides; ++side) {
        m_builders[side] = new LwArmyBuilder(side, this);
        armies->addWidget(m_builders[side], 1);
        if (side == 0)
            armies->addSpacing(16);
        connect(m_builders[side], &LwArmyBuilder::changed, this, &LwArmySetup::refresh);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(scaleRow);
    layout->addLayout(armies, 1);
    layout->addWidget(m_findingsLabel);

    connect(m_scale, &QComboBox::currentIndexChanged, this, &LwArmySetup::applyScale);
    connect(m_budget, &QSpinBox::valueChanged, this, &LwArmySetup::followSpins);
    connect(m_turns, &QSpinBox::valueChanged, this, &LwArmySetup::followSpins);
    setTabOrder(m_scale, m_budget);
    setTabOrder(m_budget, m_turns);
    retranslateUi();
    m_scale->setCurrentIndex(0);
    applyScale(0);
}

LwArmySetup::~LwArmySetup() = default;

int LwArmySetup::budget() const
{
    return m_budget->value();
}

int LwArmySetup::turns() const
{
    return m_turns->value();
}

void LwArmySetup::applyScale(int index)
{
    if (index < 0 || index >= kScaleCount)
        return; // custom: the spin boxes keep their values
    m_settingScale = true;
    m_budget->setValue(kScales[index].budget);
    m_turns->setValue(kScales[index].turns);
    m_settingScale = false;
    refresh();
}

void LwArmySetup::followSpins()
{
    if (m_settingScale)
        return;
    // The preset that matches the values, else custom.
    int match = kCustom;
    for (int i = 0; i < kScaleCount; ++i)
        if (kScales[i].budget == m_budget->value() && kScales[i].turns == m_turns->value())
            match = i;
    {
        const QSignalBlocker blocker(m_scale);
        m_scale->setCurrentIndex(match);
    }
    refresh();
}

void LwArmySetup::setLibrary(const LwCardLibrary &library)
{
    m_library = library;
    const LwCard *king = nullptr;
    for (const LwCard &c : library.cards())
        if (c.isUnit() && c.king && !king)
            king = &c;
    for (LwArmyBuilder *b : m_builders) {
        const QSignalBlocker blocker(b);
        b->setLibrary(library);
        if (b->units().isEmpty() && b->tactics().isEmpty() && king)
            b->addCard(king->id);
    }
    refresh();
}

QJsonObject LwArmySetup::options() const
{
    QJsonArray armies;
    for (const LwArmyBuilder *b : m_builders)
        armies.append(b->army());
    return {{QStringLiteral("budget"), m_budget->value()},
            {QStringLiteral("turns"), m_turns->value()},
            {QStringLiteral("cards"), m_library.toJson()},
            {QStringLiteral("armies"), armies}};
}

namespace {

// The ids a Light Wars army names (units, tactics), all in the library.
bool knownArmy(const LwCardLibrary &library, const QJsonObject &army)
{
    for (const char *key : {"units", "tactics"}) {
        const QJsonValue v = army.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isArray())
            return false;
        for (const QJsonValue &id : v.toArray())
            if (!id.isString() || !library.find(id.toString()))
                return false;
    }
    return true;
}

} // namespace

void LwArmySetup::setCards(const std::optional<QJsonArray> &cards)
{
    QString why;
    const std::optional<LwCardLibrary> library =
        cards ? LwCardLibrary::fromJson(*cards, &why) : std::nullopt;
    setLibrary(library ? *library : LwCardLibrary::shipped());
}

void LwArmySetup::restoreOptions(const QJsonObject &o)
{
    QJsonObject stored = options();
    stored.remove(QStringLiteral("cards"));
    for (const char *key : {"budget", "turns"})
        if (o.value(QLatin1String(key)).isDouble())
            stored.insert(QLatin1String(key), o.value(QLatin1String(key)));
    QJsonArray armies = stored.value(QStringLiteral("armies")).toArray();
    const QJsonArray storedArmies = o.value(QStringLiteral("armies")).toArray();
    for (int side = 0; side < armies.size() && side < storedArmies.size(); ++side)
        if (storedArmies.at(side).isObject() &&
            knownArmy(library(), storedArmies.at(side).toObject()))
            armies[side] = storedArmies.at(side);
    stored.insert(QStringLiteral("armies"), armies);
    setOptions(stored);
}

void LwArmySetup::setOptions(const QJsonObject &options)
{
    m_settingScale = true;
    m_budget->setValue(options.value(QStringLiteral("budget")).toInt(kScales[0].budget));
    m_turns->setValue(options.value(QStringLiteral("turns")).toInt(kScales[0].turns));
    m_settingScale = false;
    if (options.contains(QStringLiteral("cards"))) {
        QString error;
        if (const auto library =
                LwCardLibrary::fromJson(options.value(QStringLiteral("cards")), &error)) {
            m_library = *library;
            for (LwArmyBuilder *b : m_builders) {
                const QSignalBlocker blocker(b);
                b->setLibrary(m_library);
            }
        }
    }
    const QJsonArray armies = options.value(QStringLiteral("armies")).toArray();
    for (int side = 0; side < kSides; ++side) {
        const QSignalBlocker blocker(m_builders[side]);
        m_builders[side]->setArmy(armies.at(side).toObject());
    }
    followSpins();
}

void LwArmySetup::refresh()
{
    for (LwArmyBuilder *b : m_builders)
        b->setBudget(m_budget->value());
    GameConfig config;
    config.players = {{LwText::side(0), QStringLiteral("red")},
                      {LwText::side(1), QStringLiteral("blue")}};
    config.options = options();
    m_findings = m_engine.checkConfig(config);
    const Lang lang = Translations::current();
    QString html;
    for (const Finding &f : m_findings) {
        const bool warning = f.severity == Severity::Warning;
        html += QStringLiteral("<div style='color:%1'>%2 %3 <small>[%4]</small></div>")
                    .arg(warning ? QStringLiteral("#b03a2e") : QStringLiteral("#555555"),
                         warning ? QStringLiteral("⚠") : QStringLiteral("ℹ"),
                         f.message.text(lang).toHtmlEscaped(), f.ruleId.toHtmlEscaped());
    }
    if (html.isEmpty())
        html = QStringLiteral("<span style='color:#2e7d4f'>✓ %1</span>")
                   .arg(tr("Both armies are within the rules.").toHtmlEscaped());
    m_findingsLabel->setText(html);
    Q_EMIT changed();
}

void LwArmySetup::retranslateUi()
{
    m_scaleLabel->setText(tr("&Scale:"));
    const char *names[] = {QT_TR_NOOP("Small"), QT_TR_NOOP("Medium"), QT_TR_NOOP("Large")};
    for (int i = 0; i < kScaleCount; ++i)
        m_scale->setItemText(i, tr("%1 — cost %2, %3 turns")
                                    .arg(tr(names[i]))
                                    .arg(kScales[i].budget)
                                    .arg(kScales[i].turns));
    m_scale->setItemText(kCustom, tr("Custom"));
    m_scale->setToolTip(tr("The suggested scales of the battle (lw.scale.presets); edit the "
                           "budget or the turns for a custom one"));
    m_budgetLabel->setText(tr("Total &cost:"));
    m_turnsLabel->setText(tr("&Turns:"));
    refresh();
}

void LwArmySetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
