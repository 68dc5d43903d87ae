// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowStepBar.h"

#include "LowGameText.h"
#include "lordsofwar/LowState.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace kbz::low {

LowStepBar::LowStepBar(QWidget *parent)
    : QWidget(parent)
    , m_kindLabel(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_seatLabel(new QLabel(this))
    , m_seat(new QComboBox(this))
{
    m_kind->setObjectName(QStringLiteral("lowStepKind"));
    m_seat->setObjectName(QStringLiteral("lowStepSeat"));
    m_kindLabel->setBuddy(m_kind);
    m_seatLabel->setBuddy(m_seat);
    // A click or Tab, never the wheel passing over it, changes the step.
    m_kind->setFocusPolicy(Qt::StrongFocus);
    m_seat->setFocusPolicy(Qt::StrongFocus);
    // As wide as their longest plain choice: a kind or a name is never cut (tst_low_fit); a
    // choice marked against the rules may be elided while shown (its popup and tooltip say it
    // whole), so the bar does not widen the mat's column past the laptop at 150%
    // (tst_table_mode_gui).
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_seat->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_kindLabel);
    layout->addWidget(m_kind, 3);
    layout->addWidget(m_seatLabel);
    layout->addWidget(m_seat, 2);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        markCurrent();
        Q_EMIT kindChosen(kind());
    });
    connect(m_seat, &QComboBox::currentIndexChanged, this, [this] {
        markCurrent();
        Q_EMIT seatChosen(seat());
    });
    retranslateUi();
}

LowStepBar::~LowStepBar() = default;

void LowStepBar::reset(std::shared_ptr<const LowState> state, Kind phaseKind)
{
    m_state = std::move(state);
    m_phaseKind = phaseKind;
    fill();
}

LowStepBar::Kind LowStepBar::kind() const
{
    return m_kind->currentIndex() < 0 ? m_phaseKind : Kind(m_kind->currentData().toInt());
}

int LowStepBar::seat() const
{
    if (m_seat->currentIndex() >= 0)
        return m_seat->currentData().toInt();
    return m_state ? m_state->active : 0;
}

bool LowStepBar::isOtherSeat() const
{
    return m_state && seat() != m_state->active;
}

bool LowStepBar::setKind(Kind kind)
{
    const int index = m_kind->findData(int(kind));
    if (index < 0)
        return false;
    m_kind->setCurrentIndex(index);
    return true;
}

bool LowStepBar::setSeat(int seat)
{
    const int index = m_seat->findData(seat);
    if (index < 0)
        return false;
    m_seat->setCurrentIndex(index);
    return true;
}

void LowStepBar::fill()
{
    const QSignalBlocker a(m_kind), b(m_seat);
    m_kind->clear();
    m_seat->clear();
    const bool finished = m_state && m_state->phase == Phase::Finished;
    QList<Kind> kinds;
    if (finished)
        kinds.append(Kind::Result);
    kinds += {Kind::Place, Kind::Resolve, Kind::Berserker, Kind::Reinforce};
    for (const Kind k : std::as_const(kinds)) {
        m_kind->addItem(QString(), int(k));
        const int row = m_kind->count() - 1;
        if (k != m_phaseKind) {
            m_kind->setItemData(row, true, AgainstRulesRole);
            m_kind->setItemData(row, QBrush(LowGameText::againstRulesColour()), Qt::ForegroundRole);
        }
    }
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(int(m_phaseKind))));
    if (m_state) {
        for (int seat = 0; seat < m_state->players.size(); ++seat) {
            m_seat->addItem(QString(), seat);
            if (seat != m_state->active) {
                m_seat->setItemData(seat, true, AgainstRulesRole);
                m_seat->setItemData(seat, QBrush(LowGameText::againstRulesColour()),
                                    Qt::ForegroundRole);
            }
        }
        m_seat->setCurrentIndex(qMax(0, m_seat->findData(m_state->active)));
    }
    retranslateUi();
}

void LowStepBar::markCurrent()
{
    // The combo shows a choice against the rules in the warning colour, its tooltip saying why.
    for (QComboBox *box : {m_kind, m_seat}) {
        const bool against = box->currentData(AgainstRulesRole).toBool();
        QPalette palette = box->palette();
        palette.setColor(QPalette::ButtonText,
                         against ? LowGameText::againstRulesColour()
                                 : QApplication::palette().color(QPalette::ButtonText));
        palette.setColor(QPalette::Text, against ? LowGameText::againstRulesColour()
                                                 : QApplication::palette().color(QPalette::Text));
        box->setPalette(palette);
        box->setToolTip(box->currentData(Qt::ToolTipRole).toString());
    }
}

void LowStepBar::retranslateUi()
{
    m_kindLabel->setText(tr("Step k&ind:"));
    m_seatLabel->setText(tr("&By:"));
    const QString finishedRule = QStringLiteral("low.victory.thresholds");
    const bool finished = m_state && m_state->phase == Phase::Finished;
    int kindChars = 0; // the widest plain choice, in pixels
    for (int row = 0; row < m_kind->count(); ++row) {
        QString text;
        switch (Kind(m_kind->itemData(row).toInt())) {
        case Kind::Result:
            text = tr("Result");
            break;
        case Kind::Place:
            text = tr("Place a unit");
            break;
        case Kind::Resolve:
            text = tr("Combat");
            break;
        case Kind::Berserker:
            text = tr("Berserker advance");
            break;
        case Kind::Reinforce:
            text = tr("Draw or recall");
            break;
        }
        kindChars = qMax(kindChars, m_kind->fontMetrics().horizontalAdvance(text));
        QString tip = tr("The step this phase expects");
        if (m_kind->itemData(row, AgainstRulesRole).toBool()) {
            const QString rule = finished ? finishedRule
                                 : m_phaseKind == Kind::Berserker
                                     ? QStringLiteral("low.berserker.forced-move")
                                     : QStringLiteral("low.overview.turn");
            text = tr("%1 (⚠ out of phase)").arg(text);
            tip = finished ? tr("The battle is over: a step recorded now warns [%1]").arg(rule)
                           : tr("Not the step this phase expects: recording it warns "
                                "[%1]")
                                 .arg(rule);
        }
        m_kind->setItemText(row, text);
        m_kind->setItemData(row, tip, Qt::ToolTipRole);
    }
    const QString active = m_state ? m_state->players.value(m_state->active).name : QString();
    int seatChars = 0; // the widest name, in pixels
    for (int row = 0; row < m_seat->count(); ++row) {
        const QString name =
            m_state ? m_state->players.value(m_seat->itemData(row).toInt()).name : QString();
        seatChars = qMax(seatChars, m_seat->fontMetrics().horizontalAdvance(name));
        if (m_seat->itemData(row, AgainstRulesRole).toBool()) {
            m_seat->setItemText(row, tr("%1 (⚠ not their turn)").arg(name));
            m_seat->setItemData(row,
                                tr("It is %1's turn: a step by %2 is recorded with a warning "
                                   "[low.overview.turn]")
                                    .arg(active, name),
                                Qt::ToolTipRole);
        } else {
            m_seat->setItemText(row, name);
            m_seat->setItemData(row, tr("Whose turn it is"), Qt::ToolTipRole);
        }
    }
    // In characters of the combo's 'x' (QComboBox's unit), from the widest plain choice in
    // pixels: Japanese characters are about twice as wide.
    const auto chars = [](const QComboBox *c, int pixels) {
        const int x = qMax(1, c->fontMetrics().horizontalAdvance(QLatin1Char('x')));
        return (pixels + x - 1) / x + 1;
    };
    m_kind->setMinimumContentsLength(chars(m_kind, kindChars));
    m_seat->setMinimumContentsLength(chars(m_seat, seatChars));
    // The popup shows every choice whole, marks included.
    m_kind->view()->setMinimumWidth(m_kind->view()->sizeHintForColumn(0));
    m_seat->view()->setMinimumWidth(m_seat->view()->sizeHintForColumn(0));
    markCurrent();
}

void LowStepBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
