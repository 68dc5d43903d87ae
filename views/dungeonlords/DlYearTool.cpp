// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlYearTool.h"

#include "AnyStepButton.h"
#include "DlYearPage.h"
#include "core/Session.h"
#include "dungeonlords/DlRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

constexpr int kMaxFigure = 20;

QSpinBox *spinBox(int min, int max, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(min, max);
    return spin;
}

} // namespace

DlYearTool::DlYearTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_yearLabel(new QLabel(this))
    , m_year(spinBox(1, 2, this))
    , m_startLabel(new QLabel(this))
    , m_start(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_paladinPage(new QWidget(this))
    , m_paladin(new QCheckBox(m_paladinPage))
    , m_paladinAt(new QComboBox(m_paladinPage))
    , m_paladinRow(new QWidget(m_paladinPage))
    , m_record(new QPushButton(this))
{
    setObjectName(QStringLiteral("dlYearTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);
    m_explain->setTextFormat(Qt::RichText);
    m_year->setObjectName(QStringLiteral("year"));
    m_start->setObjectName(QStringLiteral("startPlayer"));
    m_tabs->setObjectName(QStringLiteral("playerTabs"));
    m_paladin->setObjectName(QStringLiteral("paladin"));
    m_paladinAt->setObjectName(QStringLiteral("paladinAt"));
    m_paladinAt->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_start->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // Room for a usual name whatever the items were when the layout first asked: without it the
    // combo came up 53 or 79 px wide depending on whether its size was first read while empty.
    m_paladinAt->setMinimumContentsLength(8);
    m_start->setMinimumContentsLength(8);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    m_yearLabel->setBuddy(m_year);
    m_startLabel->setBuddy(m_start);

    auto *top = new QHBoxLayout;
    top->addWidget(m_yearLabel);
    top->addWidget(m_year);
    top->addSpacing(12);
    top->addWidget(m_startLabel);
    top->addWidget(m_start);
    top->addStretch(1);

    // The paladin: a tab after the players'.
    auto *paladinForm = new QFormLayout(m_paladinRow);
    paladinForm->setContentsMargins(0, 0, 0, 0);
    const int defaults[3] = {5, 6, 2};
    for (int i = 0; i < 4; ++i) {
        m_paladinLabels[i] = new QLabel(m_paladinRow);
        if (i < 3) {
            m_paladinSpins[i] = spinBox(i == 2 ? 0 : 1, kMaxFigure, m_paladinRow);
            m_paladinSpins[i]->setValue(defaults[i]);
            m_paladinSpins[i]->setObjectName(QStringLiteral("paladin%1").arg(i));
            m_paladinLabels[i]->setBuddy(m_paladinSpins[i]);
            paladinForm->addRow(m_paladinLabels[i], m_paladinSpins[i]);
            connect(m_paladinSpins[i], &QSpinBox::valueChanged, this, &DlTool::updatePreview);
        } else {
            m_paladinLabels[i]->setBuddy(m_paladinAt);
            paladinForm->addRow(m_paladinLabels[i], m_paladinAt);
        }
    }
    m_paladinRow->setEnabled(false);
    m_paladinNote = new QLabel(m_paladinPage);
    m_paladinNote->setWordWrap(true);
    auto *paladinLayout = new QVBoxLayout(m_paladinPage);
    paladinLayout->addWidget(m_paladin);
    paladinLayout->addWidget(m_paladinRow);
    paladinLayout->addWidget(m_paladinNote);
    paladinLayout->addStretch(1);
    m_tabs->addTab(m_paladinPage, QString());

    // The player pages scroll themselves (DlYearPage): the body does not.
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(9, 9, 9, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_explain);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(new AnyStepButton(this));
    buttons->addWidget(m_record);
    setUpLayout(body, buttons, false);

    connect(m_year, &QSpinBox::valueChanged, this, &DlYearTool::retranslateUi);
    connect(m_start, &QComboBox::currentIndexChanged, this, &DlTool::updatePreview);
    connect(m_paladin, &QCheckBox::toggled, this, [this](bool on) {
        m_paladinRow->setEnabled(on);
        retranslateUi();
    });
    connect(m_paladinAt, &QComboBox::currentIndexChanged, this, &DlTool::updatePreview);
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    retranslateUi();
}

DlYearTool::~DlYearTool()
{
    // An editor still open commits while the children are destroyed: nothing may reach this
    // half-destroyed tool any more.
    m_filling = true;
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

QAbstractButton *DlYearTool::defaultButton() const
{
    return m_record;
}

// ---- Parts (tests) ------------------------------------------------------------------------

DlYearPage *DlYearTool::page(int seat) const
{
    return seat >= 0 && seat < int(m_pages.size()) ? m_pages[seat] : nullptr;
}
QTableWidget *DlYearTool::tileTable(int seat) const
{
    return page(seat) ? page(seat)->tileTable() : nullptr;
}
QTableWidget *DlYearTool::partyTable(int seat) const
{
    return page(seat) ? page(seat)->partyTable() : nullptr;
}
QTableWidget *DlYearTool::prisonTable(int seat) const
{
    return page(seat) ? page(seat)->prisonTable() : nullptr;
}
QTableWidget *DlYearTool::monsterTable(int seat) const
{
    return page(seat) ? page(seat)->monsterTable() : nullptr;
}
QComboBox *DlYearTool::presetCombo(int seat) const
{
    return page(seat) ? page(seat)->presetCombo() : nullptr;
}
QPushButton *DlYearTool::addAdventurerButton(int seat) const
{
    return page(seat) ? page(seat)->addAdventurerButton() : nullptr;
}
QComboBox *DlYearTool::monsterKindCombo(int seat) const
{
    return page(seat) ? page(seat)->monsterKindCombo() : nullptr;
}
QPushButton *DlYearTool::addMonsterButton(int seat) const
{
    return page(seat) ? page(seat)->addMonsterButton() : nullptr;
}
QPushButton *DlYearTool::addTileButton(int seat) const
{
    return page(seat) ? page(seat)->addTileButton() : nullptr;
}
QSpinBox *DlYearTool::trapSpin(int seat, int trapKind) const
{
    return page(seat) ? page(seat)->trapSpin(trapKind) : nullptr;
}
QSpinBox *DlYearTool::resourceSpin(int seat, Resource r) const
{
    return page(seat) ? page(seat)->resourceSpin(r) : nullptr;
}
QPushButton *DlYearTool::copyButton(int seat) const
{
    return page(seat) ? page(seat)->copyButton() : nullptr;
}
QSpinBox *DlYearTool::paladinSpin(int field) const
{
    return field >= 0 && field < 3 ? m_paladinSpins[field] : nullptr;
}

// ---- Filling ------------------------------------------------------------------------------

int DlYearTool::yearToEnter() const
{
    const auto s = state();
    if (!s)
        return 1;
    if (s->phase != Phase::YearSetup)
        return qBound(1, s->year, 2);
    // An engine may keep the finished year's number until the next "year" step.
    if (s->round > 0 || !s->cards.isEmpty())
        return qMin(2, s->year + 1);
    return qBound(1, s->year, 2);
}

QString DlYearTool::playerLabel(int seat) const
{
    const auto s = state();
    const QString name = s ? s->players.value(seat).name : QString();
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

void DlYearTool::sync()
{
    const auto s = state();
    if (!s) {
        retranslateUi();
        return;
    }
    const int year = yearToEnter();
    const int n = int(s->players.size());
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(quintptr(session()))
                            .arg(session()->gameId())
                            .arg(year)
                            .arg(n);
    if (key != m_filledKey && s->phase == Phase::YearSetup) {
        m_filledKey = key;
        m_filling = true;
        {
            const QSignalBlocker blocker(m_year);
            m_year->setValue(year);
        }
        int start = qMax(0, s->startPlayer);
        if (year == 2 && s->year == 1 && n > 0) // the engine has not passed it yet
            start = (start + 1) % n;
        {
            const QSignalBlocker blocker(m_start);
            m_start->clear();
            for (int seat = 0; seat < n; ++seat)
                m_start->addItem(playerLabel(seat), seat);
            m_start->setCurrentIndex(n > 0 ? qMin(start, n - 1) : -1);
        }
        {
            const QSignalBlocker blocker(m_paladinAt);
            m_paladinAt->clear();
            m_paladinAt->addItem(QString(), -1);
            for (int seat = 0; seat < n; ++seat)
                m_paladinAt->addItem(playerLabel(seat), seat);
        }
        {
            const QSignalBlocker blocker(m_paladin);
            m_paladin->setChecked(false);
            m_paladinRow->setEnabled(false);
        }
        rebuildPages(n);
        for (int seat = 0; seat < n; ++seat) {
            const DlPlayer &p = s->players.at(seat);
            if (year == 2 && !p.tiles.isEmpty())
                m_pages[seat]->fillFromState(p);
            else
                m_pages[seat]->fillExample();
        }
        m_filling = false;
    }
    retranslateUi();
}

void DlYearTool::rebuildPages(int players)
{
    const bool filling = m_filling;
    m_filling = true; // an open editor commits into a page being deleted
    m_pages.clear();
    while (m_tabs->count() > 0) {
        QWidget *page = m_tabs->widget(0);
        m_tabs->removeTab(0);
        if (page != m_paladinPage)
            delete page;
    }
    for (int seat = 0; seat < players; ++seat) {
        auto *page = new DlYearPage(m_year->value());
        connect(page, &DlYearPage::changed, this, &DlYearTool::pageChanged);
        connect(page, &DlYearPage::copyRequested, this, &DlYearTool::copyToAll);
        m_tabs->addTab(page, playerLabel(seat));
        m_pages.push_back(page);
    }
    m_tabs->addTab(m_paladinPage, QString());
    m_filling = filling;
}

// ---- Editing ------------------------------------------------------------------------------

void DlYearTool::pageChanged()
{
    if (!m_filling)
        updatePreview();
}

void DlYearTool::copyToAll()
{
    const int from = m_tabs->currentIndex();
    if (from < 0 || from >= int(m_pages.size()))
        return;
    m_filling = true;
    for (int seat = 0; seat < int(m_pages.size()); ++seat)
        if (seat != from)
            m_pages[seat]->copyResources(*m_pages[from]);
    m_filling = false;
    updatePreview();
}

void DlYearTool::focusEntry()
{
    if (m_pages.empty())
        return;
    m_tabs->setCurrentIndex(0);
    m_pages.front()->focusEntry();
}

// ---- The step -----------------------------------------------------------------------------

std::optional<Step> DlYearTool::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s || m_pages.empty())
        return std::nullopt;
    QString none;
    QString &why = missing ? *missing : none;
    if (s->phase != Phase::YearSetup) {
        why = tr("The year has been entered already.");
        return std::nullopt;
    }
    const int year = m_year->value();
    QJsonArray players;
    for (int seat = 0; seat < int(m_pages.size()); ++seat) {
        const std::optional<QJsonObject> player = m_pages[seat]->player(playerLabel(seat), &why);
        if (!player)
            return std::nullopt;
        players.append(*player);
    }
    Step step;
    step.kind = QStringLiteral("year");
    step.actor = -1;
    step.payload.insert(QStringLiteral("year"), year);
    step.payload.insert(QStringLiteral("startPlayer"), qMax(0, m_start->currentData().toInt()));
    step.payload.insert(QStringLiteral("players"), players);
    if (m_paladin->isChecked()) {
        DlAdventurer a;
        a.cls = AdvClass::Paladin;
        a.level = m_paladinSpins[0]->value();
        a.hp = m_paladinSpins[1]->value();
        a.skills = m_paladinSpins[2]->value();
        a.year = year;
        QJsonObject paladin = adventurerToJson(a);
        const int at = m_paladinAt->currentData().toInt();
        if (m_paladinAt->currentIndex() > 0 && at >= 0)
            paladin.insert(QStringLiteral("at"), at);
        step.payload.insert(QStringLiteral("paladin"), paladin);
    }
    return step;
}

// ---- Texts --------------------------------------------------------------------------------

void DlYearTool::retranslateUi()
{
    const int year = m_year->value();
    m_title->setText(tr("Year %1: dungeons and parties").arg(year));
    const QString explain =
        year == 2
            ? tr("Dungeons, prisoners, monsters (ready again) and resources carry over from year "
                 "1. Add what was built and hired, and the new parties.")
            : tr("Enter each dungeon as it stands after building, and its party. The example "
                 "dungeon is there to be edited.");
    m_explain->setText(
        explain.toHtmlEscaped() + QStringLiteral("<br><small>") +
        tr("Insert adds a row, Delete removes it, Ctrl+Up/Down moves an adventurer, Enter "
           "records.")
            .toHtmlEscaped() +
        QStringLiteral(" [dl.year.end]</small>"));
    m_yearLabel->setText(tr("&Year:"));
    m_startLabel->setText(tr("&Start player:"));
    m_start->setToolTip(tr("Resolution goes from the start player clockwise; after year 1 the "
                           "start player passes to the left (dl.year.end)."));
    m_paladin->setText(tr("&Paladin in play"));
    m_paladinLabels[0]->setText(tr("Level:"));
    m_paladinLabels[1]->setText(tr("HP:"));
    m_paladinLabels[2]->setText(tr("Symbols:"));
    m_paladinLabels[3]->setText(tr("Starts at:"));
    m_paladinNote->setText(tr("The paladin joins the front of the party at the board it starts "
                              "at; by the rule, that is the most evil board (dl.paladin.join, "
                              "dl.paladin.move)."));
    if (const int i = m_tabs->indexOf(m_paladinPage); i >= 0)
        m_tabs->setTabText(i, m_paladin->isChecked() ? tr("Paladin ✓") : tr("Paladin"));
    m_paladinSpins[1]->setToolTip(
        tr("The paladin's hit points are unconfirmed: type the card's (dl.adventurer.figures)."));
    if (m_paladinAt->count() > 0)
        m_paladinAt->setItemText(0, tr("By the paladin rule"));
    for (int i = 1; i < m_paladinAt->count(); ++i)
        m_paladinAt->setItemText(i, playerLabel(m_paladinAt->itemData(i).toInt()));
    for (int i = 0; i < m_start->count(); ++i)
        m_start->setItemText(i, playerLabel(m_start->itemData(i).toInt()));
    m_record->setText(tr("&Record year %1").arg(year));
    const bool filling = m_filling;
    m_filling = true;
    for (int seat = 0; seat < int(m_pages.size()); ++seat) {
        m_tabs->setTabText(seat, playerLabel(seat));
        m_pages[seat]->setYear(year);
        m_pages[seat]->retranslate();
    }
    m_filling = filling;
    if (!m_filling)
        updatePreview();
}

void DlYearTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DlTool::changeEvent(event);
}

void DlYearTool::keyPressEvent(QKeyEvent *event)
{
    // Enter that no field took records the year.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        m_record->isEnabled()) {
        m_record->click();
        event->accept();
        return;
    }
    DlTool::keyPressEvent(event);
}

} // namespace kbz::dl
