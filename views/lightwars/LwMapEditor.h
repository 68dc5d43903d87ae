// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwMap.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace kbz::lw {

class LwMapBoard;

// The map board's editor in the Light Wars library (issue 18): its width and height, and a click
// on a square gives it the kind chosen (plain, red or blue zone, red or blue Castle, cannot be
// entered; a Castle keeps the square's zone). Below, what is wrong with the map (no zone, a
// Castle missing...) as LwMap::fromJson says it, or that it is ready; the library is not saved
// while a map is wrong (LwLibraryDialog::problem).
class LwMapEditor final : public QWidget
{
    Q_OBJECT

public:
    enum Kind { Plain, RedZone, BlueZone, RedCastle, BlueCastle, Blocked };

    explicit LwMapEditor(QWidget *parent = nullptr);
    ~LwMapEditor() override;
    Q_DISABLE_COPY_MOVE(LwMapEditor)

    void setMap(const LwMap &map);
    LwMap map() const { return m_map; }
    // Gives `square` the kind (the board's click).
    void paint(Square square, Kind kind);
    // The map's problem in one sentence, empty when it is valid.
    QString problem() const;

    QComboBox *kindCombo() const { return m_kind; }
    QSpinBox *widthSpin() const { return m_width; }
    QSpinBox *heightSpin() const { return m_height; }
    LwMapBoard *board() const { return m_board; }
    QLabel *problemLabel() const { return m_problem; }

Q_SIGNALS:
    void mapChanged(const kbz::lw::LwMap &map);

protected:
    void changeEvent(QEvent *event) override;

private:
    void resizeMap(int width, int height);
    void updateShown();
    void retranslateUi();

    LwMap m_map;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QComboBox *m_kind = nullptr;
    LwMapBoard *m_board = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_kindLabel = nullptr;
    bool m_filling = false;
};

} // namespace kbz::lw
