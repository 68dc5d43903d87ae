// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lordsofwar/LowRules.h"

#include <QMap>
#include <QPointer>
#include <QWidget>
#include <memory>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace kbz {
class ElidedLabel;
class Session;
} // namespace kbz

namespace kbz::low {

// Combat resolution (phase "resolve"): the ranged units that may fire, each with a target
// chooser preset from rules::proposeShots ("no shot" or an enemy in its grid); the combat
// as a table (each attacked unit, its attackers with their arrow values and shots, the total
// against the defence, and whether it falls, which the table may untick or tick: the table is
// the truth and the preview then warns; after them every other unit on the mat, unticked and
// marked as not attacked, for a unit the table removed all the same); the destroyed units
// listed together; "Confirm combat" (the default button) records `resolve` {shots, destroyed}.
class LowCombatTool final : public QWidget
{
    Q_OBJECT

public:
    enum Column { UnitColumn, TotalColumn, ColumnCount };

    explicit LowCombatTool(QWidget *parent = nullptr);
    ~LowCombatTool() override;
    Q_DISABLE_COPY_MOVE(LowCombatTool)

    void setSession(Session *session);
    // Re-reads the state: the engine's proposal again, the ticks cleared, the active seat's.
    void sync();
    // The seat the step is recorded for (another one than the active seat: issue 35).
    void setSeat(int seat);
    int seat() const { return m_seat; }

    // The shots chosen now, the combat they give, and the units ticked as destroyed.
    QList<rules::Shot> shots() const;
    rules::CombatReport report() const { return m_report; }
    QList<int> destroyed() const;
    Step step() const;

    // The shooters (uids, in order) and each one's target chooser (data: target uid, 0 = none).
    QList<int> shooters() const { return m_shooters; }
    QComboBox *shotCombo(int shooterUid) const;
    bool setShot(int shooterUid, int targetUid); // 0 = no shot
    // The table: one top-level row per attacked unit (UnitColumn checkable: falls; its
    // children the hits on it), the total against the defence in TotalColumn; then one row per
    // unit not attacked (NotAttackedRole), unticked unless the table ticked it.
    QTreeWidget *table() const { return m_table; }
    // Ticks or unticks "falls" for `uid` (any unit on the mat).
    bool setFalls(int uid, bool falls);
    QLabel *destroyedLabel() const { return m_destroyed; }
    QLabel *previewLabel() const { return m_preview; }
    QPushButton *confirmButton() const { return m_confirm; }
    // "Quick turn": the view records the proposed draw after the combat; the button says so.
    void setThenDraw(bool thenDraw);
    // Whether a ranged unit may fire (by the rules) at a unit in its target grid: a choice the
    // quick turn leaves to the table.
    bool hasShotToChoose() const;
    // A target of shotCombo() outside the shooter's target grid (offered, marked, warned).
    static constexpr int OutOfGridRole = Qt::UserRole + 1;
    // A target of the shooter's own side (low.ranged.fire): offered after the enemies, marked.
    static constexpr int OwnSideRole = Qt::UserRole + 2;
    // A row of table() for a unit no attack reaches (offered after the attacked ones, marked,
    // warned when ticked: the table removed it).
    static constexpr int NotAttackedRole = Qt::UserRole + 2;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    // The shots or the combat changed: the mat redraws it.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    std::shared_ptr<const LowState> lowState() const;
    void rebuildShooters();
    void recompute();
    void fillTable();
    void addUnattackedRow(const LowState &s, const LowUnit &u);
    void markUnattacked(QTreeWidgetItem *item, bool falls);
    void fitTable();
    void updateDestroyed();
    void updatePreview();
    void retranslateUi();

    QPointer<Session> m_session;
    ElidedLabel *m_title = nullptr;
    QWidget *m_body = nullptr; // the shots and the table, scrolling
    QLabel *m_shotsTitle = nullptr;
    QWidget *m_shotsBox = nullptr;
    QFormLayout *m_shotsForm = nullptr;
    QTreeWidget *m_table = nullptr;
    QLabel *m_destroyed = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_confirm = nullptr;
    QList<int> m_shooters;
    QList<QComboBox *> m_combos;
    QList<QLabel *> m_shooterLabels;
    rules::CombatReport m_report;
    QMap<int, bool> m_overrides; // uid -> falls, where the table differs from the engine
    int m_seat = 0;
    bool m_filling = false;
    bool m_thenDraw = false;
};

} // namespace kbz::low
