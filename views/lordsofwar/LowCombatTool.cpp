// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCombatTool.h"
#include "core/ListText.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LowCardPainter.h"
#include "LowGameText.h"
#include "StepPreview.h"
#include "ToolLayout.h"
#include "core/Session.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::low {

namespace {
constexpr int UidRole = Qt::UserRole + 1;
} // namespace

LowCombatTool::LowCombatTool(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_body(new QWidget(this))
    , m_shotsTitle(new QLabel(m_body))
    , m_shotsBox(new QWidget(m_body))
    , m_shotsForm(new QFormLayout(m_shotsBox))
    , m_table(new QTreeWidget(m_body))
    , m_destroyed(new QLabel(this))
    , m_preview(new QLabel(this))
    , m_confirm(new QPushButton(this))
{
    m_title->setObjectName(QStringLiteral("combatTitle"));
    m_table->setObjectName(QStringLiteral("combatTable"));
    m_destroyed->setObjectName(QStringLiteral("combatDestroyed"));
    m_preview->setObjectName(QStringLiteral("combatPreview"));
    m_confirm->setObjectName(QStringLiteral("confirmCombat"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_shotsTitle->setWordWrap(true);
    m_destroyed->setTextFormat(Qt::RichText);
    m_preview->setTextFormat(Qt::RichText);
    m_body->setObjectName(QStringLiteral("combatBody"));
    m_shotsForm->setContentsMargins(0, 0, 0, 0);
    m_shotsForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_shotsForm->setRowWrapPolicy(QFormLayout::WrapAllRows);

    m_table->setColumnCount(ColumnCount);
    m_table->setRootIsDecorated(true);
    m_table->setIndentation(m_table->fontMetrics().height());
    m_table->setItemsExpandable(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAllColumnsShowFocus(true);
    m_table->header()->setStretchLastSection(false);
    m_table->header()->setSectionResizeMode(UnitColumn, QHeaderView::Stretch);
    m_table->header()->setSectionResizeMode(TotalColumn, QHeaderView::ResizeToContents);
    m_confirm->setDefault(true);
    m_confirm->setAutoDefault(true);

    // Laptop first (issue 12): the shots and the attacked units scroll in the body; what falls,
    // the step's check and Confirm sit in a footer of a fixed height that never moves.
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_shotsTitle);
    body->addWidget(m_shotsBox);
    body->addWidget(m_table);
    body->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(scrollBody(m_body, this), 1);
    layout->addWidget(textStrip(m_destroyed, 2, this));
    layout->addWidget(textStrip(m_preview, 3, this));
    layout->addLayout(AnyStepButton::besidePrimary(m_confirm, this));

    connect(m_table, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_filling || column != UnitColumn || item->parent())
            return;
        const int uid = item->data(UnitColumn, UidRole).toInt();
        const bool falls = item->checkState(UnitColumn) == Qt::Checked;
        if (falls == m_report.destroyed.contains(uid))
            m_overrides.remove(uid);
        else
            m_overrides.insert(uid, falls);
        if (item->data(UnitColumn, NotAttackedRole).toBool()) {
            m_filling = true;
            markUnattacked(item, falls);
            m_filling = false;
        }
        updateDestroyed();
        updatePreview();
        Q_EMIT changed();
    });
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        if (m_session)
            Q_EMIT recordRequested(step());
    });
    retranslateUi();
}

LowCombatTool::~LowCombatTool() = default;

std::shared_ptr<const LowState> LowCombatTool::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

void LowCombatTool::setSession(Session *session)
{
    m_session = session;
    sync();
}

bool LowCombatTool::hasShotToChoose() const
{
    const auto s = lowState();
    if (!s)
        return false;
    for (int uid : rules::unitsThatMayFire(*s))
        if (const LowUnit *u = s->unit(uid); u && !rules::targetsInGrid(*s, *u).isEmpty())
            return true;
    return false;
}

void LowCombatTool::setThenDraw(bool thenDraw)
{
    m_thenDraw = thenDraw;
    retranslateUi();
}

void LowCombatTool::sync()
{
    const auto s = lowState();
    m_seat = s ? s->active : 0;
    m_overrides.clear();
    rebuildShooters();
    recompute();
}

void LowCombatTool::rebuildShooters()
{
    while (m_shotsForm->rowCount() > 0)
        m_shotsForm->removeRow(0);
    m_combos.clear();
    m_shooterLabels.clear();
    m_shooters.clear();
    const auto s = lowState();
    if (!s || s->phase != Phase::Resolve) {
        m_shotsTitle->hide();
        m_shotsBox->hide();
        return;
    }
    // Never refuse (issue 13): every ranged unit of the side that has not fired is offered, an
    // engaged one too (low.ranged.engaged), and every enemy unit as its target, the ones in its
    // target grid first; a choice against the rules is marked, and the preview warns before
    // recording. The proposal stays the engine's (legal shots only).
    const QList<int> legal = rules::unitsThatMayFire(*s);
    const int side = s->sideOf(s->active);
    for (const LowUnit &u : s->units) {
        const LowCard *c = s->card(u.card);
        if (c && c->shoots() && s->sideOf(u.owner) == side && !s->fired.contains(u.uid))
            m_shooters.append(u.uid);
    }
    std::sort(m_shooters.begin(), m_shooters.end());
    // Then, against low.ranged.fire, the ranged units a table may still have fired with: one
    // that fired already this turn, and one of the side not playing (issue 35: offered, marked).
    QList<int> others;
    for (const LowUnit &u : s->units) {
        const LowCard *c = s->card(u.card);
        if (c && c->shoots() && !m_shooters.contains(u.uid))
            others.append(u.uid);
    }
    std::sort(others.begin(), others.end());
    m_shooters += others;
    const QList<rules::Shot> proposal = rules::proposeShots(*s);
    for (int uid : std::as_const(m_shooters)) {
        const LowUnit *u = s->unit(uid);
        if (!u)
            continue;
        auto *label = new QLabel(m_shotsBox);
        label->setWordWrap(true);
        label->setProperty("engaged", !legal.contains(uid));
        label->setProperty("otherSide", s->sideOf(u->owner) != side);
        label->setProperty("fired", s->fired.contains(uid));
        auto *combo = new QComboBox(m_shotsBox);
        combo->setObjectName(QStringLiteral("shot-%1").arg(uid));
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
        combo->addItem(QString(), 0);
        const QList<int> inGrid = rules::targetsInGrid(*s, *u);
        for (int target : inGrid)
            combo->addItem(QString(), target);
        for (const LowUnit &t : s->units)
            if (!inGrid.contains(t.uid) && rules::enemies(*s, *u, t)) {
                combo->addItem(QString(), t.uid);
                combo->setItemData(combo->count() - 1, true, OutOfGridRole);
            }
        for (const LowUnit &t : s->units) // a unit of its own side, last (the table's choice)
            if (t.uid != uid && !inGrid.contains(t.uid) && !rules::enemies(*s, *u, t)) {
                combo->addItem(QString(), t.uid);
                combo->setItemData(combo->count() - 1, true, OwnSideRole);
            }
        for (const rules::Shot &shot : proposal)
            if (shot.from == uid)
                combo->setCurrentIndex(qMax(0, combo->findData(shot.target)));
        label->setBuddy(combo);
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
        m_shotsForm->addRow(label, combo);
        m_combos.append(combo);
        m_shooterLabels.append(label);
    }
    m_shotsTitle->setVisible(!m_shooters.isEmpty());
    m_shotsBox->setVisible(!m_shooters.isEmpty());
    retranslateUi();
}

QList<rules::Shot> LowCombatTool::shots() const
{
    QList<rules::Shot> out;
    for (int i = 0; i < m_combos.size(); ++i) {
        const int target = m_combos.at(i)->currentData().toInt();
        if (target != 0)
            out.append({m_shooters.at(i), target});
    }
    return out;
}

QComboBox *LowCombatTool::shotCombo(int shooterUid) const
{
    const int i = int(m_shooters.indexOf(shooterUid));
    return i >= 0 && i < m_combos.size() ? m_combos.at(i) : nullptr;
}

bool LowCombatTool::setShot(int shooterUid, int targetUid)
{
    QComboBox *combo = shotCombo(shooterUid);
    const int index = combo ? combo->findData(targetUid) : -1;
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

bool LowCombatTool::setFalls(int uid, bool falls)
{
    for (int row = 0; row < m_table->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_table->topLevelItem(row);
        if (item->data(UnitColumn, UidRole).toInt() == uid) {
            item->setCheckState(UnitColumn, falls ? Qt::Checked : Qt::Unchecked);
            return true;
        }
    }
    return false;
}

QList<int> LowCombatTool::destroyed() const
{
    QList<int> out;
    for (const rules::Fate &f : m_report.fates) {
        const bool falls = m_overrides.value(f.uid, f.destroyed);
        if (falls)
            out.append(f.uid);
    }
    // Units no attack reaches, ticked because the table removed them all the same.
    const auto s = lowState();
    for (auto it = m_overrides.cbegin(); s && it != m_overrides.cend(); ++it)
        if (it.value() && !m_report.fate(it.key()) && s->unit(it.key()))
            out.append(it.key());
    std::sort(out.begin(), out.end());
    return out;
}

void LowCombatTool::setSeat(int seat)
{
    if (seat == m_seat)
        return;
    m_seat = seat;
    updatePreview();
}

Step LowCombatTool::step() const
{
    Step step;
    step.kind = QStringLiteral("resolve");
    step.actor = m_seat;
    QJsonArray shotsJson;
    for (const rules::Shot &shot : shots())
        shotsJson.append(QJsonObject{{QStringLiteral("from"), shot.from},
                                     {QStringLiteral("target"), shot.target}});
    QJsonArray destroyedJson;
    for (int uid : destroyed())
        destroyedJson.append(uid);
    step.payload = QJsonObject{{QStringLiteral("shots"), shotsJson},
                               {QStringLiteral("destroyed"), destroyedJson}};
    return step;
}

void LowCombatTool::recompute()
{
    const auto s = lowState();
    m_report = s ? rules::resolveCombat(*s, shots()) : rules::CombatReport{};
    fillTable();
    updateDestroyed();
    updatePreview();
    Q_EMIT changed();
}

void LowCombatTool::fillTable()
{
    const auto s = lowState();
    m_filling = true;
    m_table->clear();
    if (s) {
        for (const rules::Fate &f : std::as_const(m_report.fates)) {
            auto *item = new QTreeWidgetItem(m_table);
            item->setData(UnitColumn, UidRole, f.uid);
            item->setText(UnitColumn, LowGameText::unitLabel(*s, f.uid));
            item->setToolTip(UnitColumn, item->text(UnitColumn));
            const LowUnit *u = s->unit(f.uid);
            if (u)
                item->setForeground(UnitColumn, QBrush(sideColour(s->sideOf(u->owner))));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            const bool falls = m_overrides.value(f.uid, f.destroyed);
            item->setCheckState(UnitColumn, falls ? Qt::Checked : Qt::Unchecked);
            const QString relation =
                f.total > f.defence ? QStringLiteral(">") : QStringLiteral("≤");
            item->setText(TotalColumn, tr("%1 %2 %3: %4")
                                           .arg(f.total)
                                           .arg(relation)
                                           .arg(f.defence)
                                           .arg(falls ? tr("falls") : tr("stays")));
            QFont bold = item->font(TotalColumn);
            bold.setBold(falls);
            item->setFont(TotalColumn, bold);
            item->setFont(UnitColumn, bold);
            item->setToolTip(TotalColumn, tr("Attack %1 against defence %2; a unit falls only "
                                             "when the attack is greater")
                                              .arg(f.total)
                                              .arg(f.defence));
            for (const rules::Hit &h : f.hits) {
                auto *child = new QTreeWidgetItem(item);
                child->setText(UnitColumn, LowGameText::unitLabel(*s, h.from));
                child->setText(TotalColumn,
                               h.ranged ? tr("shot %1").arg(h.value) : tr("arrow %1").arg(h.value));
                child->setFlags(Qt::ItemIsEnabled);
            }
        }
        // Never refuse (issue 13): after the attacked units, every other unit on the mat, which
        // the table may have removed all the same; marked as against the rules, and the
        // preview warns when one is ticked.
        for (const LowUnit &u : s->units)
            if (!m_report.fate(u.uid))
                addUnattackedRow(*s, u);
    }
    m_table->expandAll();
    m_filling = false;
    fitTable();
}

void LowCombatTool::addUnattackedRow(const LowState &s, const LowUnit &u)
{
    auto *item = new QTreeWidgetItem(m_table);
    item->setData(UnitColumn, UidRole, u.uid);
    item->setData(UnitColumn, NotAttackedRole, true);
    item->setText(UnitColumn, LowGameText::unitLabel(s, u.uid));
    item->setForeground(UnitColumn, QBrush(sideColour(s.sideOf(u.owner))));
    item->setForeground(TotalColumn, QBrush(LowGameText::againstRulesColour()));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    const bool falls = m_overrides.value(u.uid, false);
    item->setCheckState(UnitColumn, falls ? Qt::Checked : Qt::Unchecked);
    markUnattacked(item, falls);
    const QString tip = tr("Not attacked in this combat: by the rules it stays. Tick it if the "
                           "table removed it all the same; recording then warns "
                           "[low.combat.strictly-greater].");
    item->setToolTip(UnitColumn, tip);
    item->setToolTip(TotalColumn, tip);
}

void LowCombatTool::markUnattacked(QTreeWidgetItem *item, bool falls)
{
    item->setText(TotalColumn, falls ? tr("⚠ not attacked: falls") : tr("⚠ not attacked"));
    QFont bold = item->font(TotalColumn);
    bold.setBold(falls);
    item->setFont(TotalColumn, bold);
    item->setFont(UnitColumn, bold);
}

void LowCombatTool::fitTable()
{
    // As tall as its rows (the column below stays close to it), within reason.
    int rows = 0;
    for (int i = 0; i < m_table->topLevelItemCount(); ++i)
        rows += 1 + m_table->topLevelItem(i)->childCount();
    const int row = qMax(m_table->fontMetrics().height() + 4,
                         m_table->sizeHintForRow(0) > 0 ? m_table->sizeHintForRow(0) : 0);
    const int header = m_table->header()->sizeHint().height();
    const int frame = 2 * m_table->frameWidth();
    m_table->setFixedHeight(header + frame + row * qBound(3, rows + 1, 16));
}

void LowCombatTool::updateDestroyed()
{
    const auto s = lowState();
    if (!s) {
        m_destroyed->clear();
        return;
    }
    const QList<int> gone = destroyed();
    QStringList names;
    for (int uid : gone) {
        const LowUnit *u = s->unit(uid);
        const LowCard *card = u ? s->card(u->card) : nullptr;
        QString name = LowGameText::unitLabel(*s, uid).toHtmlEscaped();
        if (card && card->isCommander())
            name += QStringLiteral(" ★");
        if (u)
            name = QStringLiteral("<span style='color:%1'>%2</span>")
                       .arg(sideColour(s->sideOf(u->owner)).name(), name);
        names.append(name);
    }
    if (!names.isEmpty())
        m_destroyed->setText(tr("<b>Destroyed together:</b> %1").arg(joinList(names)));
    else if (m_report.fates.isEmpty())
        m_destroyed->setText(tr("No unit is attacked: nothing falls."));
    else
        m_destroyed->setText(tr("<b>Destroyed:</b> none"));
}

void LowCombatTool::updatePreview()
{
    QList<Finding> findings;
    if (!m_session || !lowState())
        m_preview->clear();
    else
        m_preview->setText(stepPreviewHtml(*m_session, step(), &findings));
    Q_EMIT previewChanged(findings);
}

void LowCombatTool::retranslateUi()
{
    const auto s = lowState();
    m_title->setFullText(tr("Combat after the placement"));
    m_shotsTitle->setText(tr("Ranged units that may fire:"));
    m_table->setHeaderLabels({tr("Falls · unit / attacked by"), tr("Attack vs defence")});
    m_confirm->setText(m_thenDraw ? tr("Confir&m combat, then draw") : tr("Confir&m combat"));
    m_confirm->setToolTip(m_thenDraw ? tr("Record the combat: the shots and the units removed, "
                                          "then the proposed draw (Enter)")
                                     : tr("Record the combat: the shots and the units removed "
                                          "(Enter)"));
    for (int i = 0; s && i < m_combos.size(); ++i) {
        QComboBox *combo = m_combos.at(i);
        const LowUnit *u = s->unit(m_shooters.at(i));
        const LowCard *card = u ? s->card(u->card) : nullptr;
        const QString shooter = LowGameText::unitLabel(*s, m_shooters.at(i));
        const int damage = card ? card->rangedDamage : 0;
        QLabel *label = m_shooterLabels.at(i);
        if (label->property("otherSide").toBool())
            label->setText(tr("%1 (damage %2, not its side's turn: ⚠ may not fire) fires at:")
                               .arg(shooter)
                               .arg(damage));
        else if (label->property("fired").toBool())
            label->setText(tr("%1 (damage %2, fired already: ⚠ may not fire again) fires at:")
                               .arg(shooter)
                               .arg(damage));
        else
            label->setText(label->property("engaged").toBool()
                               ? tr("%1 (damage %2, engaged: ⚠ may not fire) fires at:")
                                     .arg(shooter)
                                     .arg(damage)
                               : tr("%1 (damage %2) fires at:").arg(shooter).arg(damage));
        const bool against = label->property("otherSide").toBool() ||
                             label->property("fired").toBool() ||
                             label->property("engaged").toBool();
        label->setToolTip(against ? tr("Against the rules [%1]: recording it warns")
                                        .arg(label->property("otherSide").toBool() ||
                                                     label->property("fired").toBool()
                                                 ? QStringLiteral("low.ranged.fire")
                                                 : QStringLiteral("low.ranged.engaged"))
                                  : QString());
        const QSignalBlocker block(combo);
        for (int row = 0; row < combo->count(); ++row) {
            const int target = combo->itemData(row).toInt();
            QString text = target == 0 ? tr("No shot") : LowGameText::unitLabel(*s, target);
            if (combo->itemData(row, OutOfGridRole).toBool())
                text = tr("%1 (⚠ outside the target grid)").arg(text);
            else if (combo->itemData(row, OwnSideRole).toBool())
                text = tr("%1 (⚠ its own side)").arg(text);
            combo->setItemText(row, text);
        }
    }
    if (s)
        fillTable();
    updateDestroyed();
}

void LowCombatTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
