// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCardArrowsEditor.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

namespace kbz::low {

namespace {

// Grid cell (row, column) of each direction, N = 0 clockwise.
constexpr int kCell[kDirections][2] = {{0, 1}, {0, 2}, {1, 2}, {2, 2},
                                       {2, 1}, {2, 0}, {1, 0}, {0, 0}};
// Reading order.
constexpr int kTabOrder[kDirections] = {NW, N, NE, W, E, SW, S, SE};

} // namespace

LowCardArrowsEditor::LowCardArrowsEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    for (int d = 0; d < kDirections; ++d) {
        auto *spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("arrow%1").arg(directionCode(d)));
        spin->setRange(0, 99);
        spin->setAlignment(Qt::AlignCenter);
        m_spins[d] = spin;
        grid->addWidget(spin, kCell[d][0], kCell[d][1]);
        connect(spin, &QSpinBox::valueChanged, this, [this, d](int v) {
            if (!m_setting)
                Q_EMIT arrowChanged(d, v);
        });
    }
    m_centre = new QLabel(this);
    m_centre->setAlignment(Qt::AlignCenter);
    m_centre->setFrameShape(QFrame::Box);
    m_centre->setMinimumSize(48, 28);
    grid->addWidget(m_centre, 1, 1);
    const QList<QWidget *> order = fields();
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order.at(i), order.at(i + 1));
    setFocusProxy(m_spins[N]);
    retranslateUi();
}

LowCardArrowsEditor::~LowCardArrowsEditor() = default;

QList<QWidget *> LowCardArrowsEditor::fields() const
{
    QList<QWidget *> out;
    for (int d : kTabOrder)
        out.append(m_spins[d]);
    return out;
}

void LowCardArrowsEditor::setArrows(const std::array<int, kDirections> &attack)
{
    m_setting = true;
    for (int d = 0; d < kDirections; ++d)
        if (m_spins[d]->value() != attack[d])
            m_spins[d]->setValue(attack[d]);
    m_setting = false;
}

std::array<int, kDirections> LowCardArrowsEditor::arrows() const
{
    std::array<int, kDirections> out{};
    for (int d = 0; d < kDirections; ++d)
        out[d] = m_spins[d]->value();
    return out;
}

void LowCardArrowsEditor::retranslateUi()
{
    //: The centre of the arrows grid: the card itself, its forward (N) arrow on top.
    m_centre->setText(tr("▲ card"));
    m_centre->setToolTip(tr("The card as its owner reads it: the top arrow points forward, "
                            "toward the opponent"));
    for (int d = 0; d < kDirections; ++d) {
        m_spins[d]->setSpecialValueText(tr("–"));
        m_spins[d]->setAccessibleName(tr("Arrow %1").arg(directionCode(d)));
        m_spins[d]->setToolTip(tr("Attack of the %1 arrow (0 = no arrow)").arg(directionCode(d)));
    }
}

void LowCardArrowsEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
