// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTool.h"

#include <QList>

class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace kbz::dl {

class DlScoreModel;
struct DlScoreValues;

// Phase scoring (and finished): the year-end score sheet over DlScoreModel: a table of items x
// players (counts editable, "count x value = points"), the values per item editable (defaults
// from the data README, unconfirmed ones marked), titles with sole holder / tied, totals, ranks
// and the winner; "Record the score" records the "score" step with every edit. Once finished it
// shows the recorded sheet read-only.
//
// Keyboard: Tab moves through the cells, typing a number (or F2) edits a count, Enter commits
// it; Enter outside an editor records the score. The titles cell opens a list of the titles
// (Space cycles: not held, tied, sole) to set a seat's titles by hand.
class DlScoreSheet final : public DlTool
{
    Q_OBJECT

public:
    // The values editor's fields, in their order on the sheet.
    enum ValueField {
        RoomValue,
        MonsterValue,
        PrisonerValue,
        PaladinValue,
        ConqueredValue,
        UnpaidTaxValue,
        TitleSoleValue,
        TitleTiedValue,
        ValueFieldCount
    };

    explicit DlScoreSheet(QWidget *parent = nullptr);
    ~DlScoreSheet() override;
    Q_DISABLE_COPY_MOVE(DlScoreSheet)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;
    DlScoreModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QSpinBox *valueSpin(ValueField field) const { return m_valueSpins.value(field); }
    QPushButton *resetValuesButton() const { return m_resetValues; }
    QPushButton *resetCountsButton() const { return m_resetCounts; }
    QLabel *summaryLabel() const { return m_summary; }

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslateUi();
    void showValues(const DlScoreValues &values);
    void valuesEdited();
    void updateSummary();

    DlScoreModel *m_model = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_explain = nullptr;
    QTableView *m_table = nullptr;
    QGroupBox *m_valuesBox = nullptr;
    QList<QLabel *> m_valueLabels;
    QList<QSpinBox *> m_valueSpins;
    QPushButton *m_resetValues = nullptr;
    QPushButton *m_resetCounts = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_record = nullptr;
    bool m_showing = false; // filling the spin boxes: no edit signals
};

} // namespace kbz::dl
