// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwTacticsTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LwText.h"
#include "ToolLayout.h"
#include "Translations.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz::lw {

LwTacticsTool::LwTacticsTool(QWidget *parent)
    : LwTool(parent)
    , m_title(new ElidedLabel(this))
    , m_explain(new QLabel(this))
    , m_tiles(new QListWidget(this))
    , m_effect(new QLabel(this))
    , m_payment(new QLabel(this))
    , m_record(new QPushButton(this))
{
    setObjectName(QStringLiteral("lwTacticsTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);
    m_explain->setTextFormat(Qt::RichText);
    m_tiles->setObjectName(QStringLiteral("tiles"));
    m_effect->setObjectName(QStringLiteral("effect"));
    m_effect->setWordWrap(true);
    m_payment->setObjectName(QStringLiteral("payment"));
    m_payment->setWordWrap(true);
    m_payment->setTextFormat(Qt::RichText);
    QFont big = m_payment->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_payment->setFont(big);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true); // Enter records it (LwGameView)
    // As tall as its tiles (an army takes a few), at least three lines.
    m_tiles->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_tiles->setMinimumHeight(fontMetrics().height() * 4);

    // Laptop first (issue 12): the explanation, the tiles and the effect scroll in the body; the
    // payment, the step's check and Record sit in a footer that never moves.
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("tacticsBody"));
    for (QWidget *w : {static_cast<QWidget *>(m_explain), static_cast<QWidget *>(m_tiles),
                       static_cast<QWidget *>(m_effect)})
        w->setParent(content);
    auto *body = new QVBoxLayout(content);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_explain);
    body->addWidget(m_tiles);
    body->addWidget(m_effect);
    body->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(scrollBody(content, this), 1);
    layout->addWidget(textStrip(m_payment, 2, this));
    layout->addWidget(textStrip(previewLabel(), 3, this));
    // Record takes the width beside "Any step…": its text may change, its place does not.
    layout->addLayout(AnyStepButton::besidePrimary(m_record, this));

    connect(m_tiles, &QListWidget::itemChanged, this, [this] {
        updatePayment();
        updatePreview();
    });
    connect(m_tiles, &QListWidget::currentRowChanged, this, [this] { updatePayment(); });
    connect(m_record, &QPushButton::clicked, this, &LwTool::recordPrepared);
    retranslateUi();
}

LwTacticsTool::~LwTacticsTool() = default;

QAbstractButton *LwTacticsTool::defaultButton() const
{
    return m_record;
}

QStringList LwTacticsTool::checkedTiles() const
{
    QStringList out;
    for (int i = 0; i < m_tiles->count(); ++i)
        if (m_tiles->item(i)->checkState() == Qt::Checked)
            out.append(m_tiles->item(i)->data(Qt::UserRole).toString());
    return out;
}

void LwTacticsTool::setTileChecked(int row, bool on)
{
    if (QListWidgetItem *item = m_tiles->item(row))
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

int LwTacticsTool::cost() const
{
    const auto s = state();
    int total = 0;
    for (const QString &id : checkedTiles())
        if (const LwCard *c = s ? s->card(id) : nullptr)
            total += c->cost.value_or(0);
    return total;
}

int LwTacticsTool::basesLeft() const
{
    const auto s = state();
    if (!s || s->active < 0)
        return 0;
    return s->spareBases(s->active) - cost();
}

void LwTacticsTool::sync()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    const int turn = s ? s->turnsTaken : -1;
    // A new turn starts with nothing checked; the same turn (a language switch, an undo of
    // something else) keeps the checks.
    const QStringList keep =
        side == m_syncedSide && turn == m_syncedTurn ? checkedTiles() : QStringList();
    m_syncedSide = side;
    m_syncedTurn = turn;
    {
        const QSignalBlocker blocker(m_tiles);
        m_tiles->clear();
        if (s && side >= 0 && side < kSides) {
            const LwArmy &army = s->armies[side];
            QStringList kept = keep;
            for (const QString &id : army.tactics) {
                const LwCard *c = s->card(id);
                const QString name = c ? LwText::cardName(*c) : id;
                QString text =
                    tr("%1 — cost %2").arg(name, LwText::figure(c ? c->cost : std::nullopt));
                if (army.usedEver.contains(id))
                    text += tr(" · used in an earlier turn");
                auto *item = new QListWidgetItem(text, m_tiles);
                item->setData(Qt::UserRole, id);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                const bool on = kept.removeOne(id);
                item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
                if (c)
                    item->setToolTip(c->text.text(Translations::current()));
            }
            if (m_tiles->count() > 0)
                m_tiles->setCurrentRow(0);
        }
    }
    retranslateUi();
}

std::optional<Step> LwTacticsTool::preparedStep(QString *) const
{
    const auto s = state();
    if (!s)
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("tactics");
    step.actor = s->active;
    step.payload.insert(QStringLiteral("tiles"), QJsonArray::fromStringList(checkedTiles()));
    return step;
}

void LwTacticsTool::updatePayment()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    const QStringList tiles = checkedTiles();
    m_record->setText(tiles.isEmpty() ? tr("&Record: no tactics")
                                      : tr("&Record tactics (pay %1)").arg(cost()));
    if (!s || side < 0 || side >= kSides) {
        m_payment->clear();
        m_effect->clear();
        return;
    }
    const int spare = s->spareBases(side);
    const int left = spare - cost();
    if (left < 0)
        m_payment->setText(
            QStringLiteral("<span style='color:#b03a2e'>⚠ %1 <small>[lw.tactics.payment]</small>"
                           "</span>")
                .arg(tr("Not enough spare bases: the tiles cost %1, %2 has %3.")
                         .arg(cost())
                         .arg(LwText::side(side))
                         .arg(spare)
                         .toHtmlEscaped()));
    else
        m_payment->setText(
            tr("Spare bases: %1 − %2 = <b>%3 left</b>").arg(spare).arg(cost()).arg(left));
    const QListWidgetItem *current = m_tiles->currentItem();
    const LwCard *c = current ? s->card(current->data(Qt::UserRole).toString()) : nullptr;
    const QString effect = c ? c->text.text(Translations::current()) : QString();
    m_effect->setText(c ? tr("%1: %2").arg(LwText::cardName(*c),
                                           effect.isEmpty() ? tr("(effect not entered)") : effect)
                        : QString());
    m_effect->setVisible(c != nullptr);
}

void LwTacticsTool::retranslateUi()
{
    const auto s = state();
    const int side = s ? s->active : -1;
    m_title->setFullText(side >= 0 ? tr("Tactics — %1").arg(LwText::army(side)) : tr("Tactics"));
    QString explain =
        tr("Declare the tiles used this turn (Space checks one) and pay their cost in spare "
           "bases; paid bases leave the game. Their effects last to the end of the turn.")
            .toHtmlEscaped() +
        QStringLiteral(" <small>[lw.tactics.payment]</small>");
    if (m_tiles->count() == 0)
        explain += QStringLiteral("<br>") + tr("This army has no tactics tiles.").toHtmlEscaped();
    m_explain->setText(explain);
    m_tiles->setVisible(m_tiles->count() > 0);
    m_record->setToolTip(tr("Enter records the tiles checked, or no tactics"));
    updatePayment();
    updatePreview();
}

void LwTacticsTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    LwTool::changeEvent(event);
}

} // namespace kbz::lw
