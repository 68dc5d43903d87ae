// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TallyViewModule.h"

#include "GameSetupPage.h"

#include <QFormLayout>
#include <QSpinBox>

namespace kbz::tally {

namespace {

// The target the players race to (option "target").
class TallySetupPage final : public GameSetupPage
{
public:
    explicit TallySetupPage(QWidget *parent)
        : GameSetupPage(parent)
        , m_target(new QSpinBox(this))
    {
        setObjectName(QStringLiteral("tallySetup"));
        m_target->setObjectName(QStringLiteral("tallyTarget"));
        m_target->setRange(1, 999);
        m_target->setValue(21);
        auto *form = new QFormLayout(this);
        form->setContentsMargins(0, 0, 0, 0);
        form->addRow(QStringLiteral("Target:"), m_target);
        connect(m_target, &QSpinBox::valueChanged, this, &GameSetupPage::changed);
    }

    QJsonObject options() const override { return {{QStringLiteral("target"), m_target->value()}}; }

    void restoreOptions(const QJsonObject &stored) override
    {
        if (const int target = stored.value(QStringLiteral("target")).toInt(); target > 0)
            m_target->setValue(target);
    }

private:
    QSpinBox *m_target;
};

class TallyViewModule final : public GameViewModule
{
public:
    TallyViewModule()
        : GameViewModule(QStringLiteral("tally"))
    {}

    GameSetupPage *createSetupPage(QWidget *parent) const override
    {
        return new TallySetupPage(parent);
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const TallyViewModule>();
}

} // namespace kbz::tally
