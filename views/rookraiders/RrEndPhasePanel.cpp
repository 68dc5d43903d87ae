// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrEndPhasePanel.h"
#include "AnyStepButton.h"
#include "core/ListText.h"

#include "ColumnScrollArea.h"
#include "RrMercenaryRow.h"
#include "RrPaint.h"
#include "StepPreview.h"
#include "Translations.h"
#include "core/Session.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrState.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

constexpr int kFatigueLimit = 2;

QString tick(bool done)
{
    return done ? QStringLiteral("☑ ") : QStringLiteral("☐ ");
}

} // namespace

RrEndPhasePanel::RrEndPhasePanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_note(new QLabel(this))
    , m_supportBox(new QGroupBox(this))
    , m_supportRows(new QVBoxLayout)
    , m_fatigueBox(new QGroupBox(this))
    , m_fatigueRows(new QVBoxLayout)
    , m_mercenaries(new QCheckBox(this))
    , m_rowLabel(new QLabel(this))
    , m_row(new RrMercenaryRow(this))
    , m_reshuffle(new QCheckBox(this))
    , m_startPlayer(new QLabel(this))
    , m_preview(new QLabel(this))
    , m_endRound(new QPushButton(this))
{
    setObjectName(QStringLiteral("rrEndPhasePanel"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_note->setWordWrap(true);
    m_startPlayer->setWordWrap(true);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setObjectName(QStringLiteral("rrEndPreview"));
    m_supportBox->setLayout(m_supportRows);
    m_fatigueBox->setLayout(m_fatigueRows);
    m_endRound->setObjectName(QStringLiteral("rrEndRound"));
    m_endRound->setDefault(true);
    m_mercenaries->setObjectName(QStringLiteral("rrEndMercenaries"));
    m_reshuffle->setObjectName(QStringLiteral("rrEndReshuffle"));

    // Laid out for the laptop (issue 12): the checklist scrolls when the column is short; the
    // preview keeps a strip of three lines and "End the round" stays under it.
    auto *body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_title);
    bodyLayout->addWidget(m_note);
    bodyLayout->addWidget(m_supportBox);
    bodyLayout->addWidget(m_fatigueBox);
    bodyLayout->addWidget(m_mercenaries);
    auto *rowLine = new QHBoxLayout;
    rowLine->addSpacing(m_mercenaries->style()->pixelMetric(QStyle::PM_IndicatorWidth));
    rowLine->addWidget(m_rowLabel, 0, Qt::AlignTop);
    rowLine->addWidget(m_row, 1);
    bodyLayout->addLayout(rowLine);
    bodyLayout->addWidget(m_reshuffle);
    bodyLayout->addWidget(m_startPlayer);
    bodyLayout->addStretch(1);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0); // the column's width, as the other tools
    layout->addWidget(new ColumnScrollArea(body, 4, this), 1);
    layout->addWidget(fixedPreviewStrip(m_preview, 3, this));
    layout->addLayout(AnyStepButton::besidePrimary(m_endRound, this));

    m_rowLabel->setBuddy(m_row->slot(0));
    connect(m_endRound, &QPushButton::clicked, this,
            [this] { Q_EMIT recordRequested(endRoundStep()); });
    connect(m_row, &RrMercenaryRow::changed, this, [this] {
        if (!m_row->row().isEmpty())
            m_mercenaries->setChecked(true);
        showPreview(endRoundStep());
    });
    retranslateUi();
}

RrEndPhasePanel::~RrEndPhasePanel() = default;

std::shared_ptr<const RrState> RrEndPhasePanel::rrState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const RrState>(m_session->state());
}

void RrEndPhasePanel::setSession(Session *session)
{
    m_session = session;
    m_round = -1;
    sync();
}

void RrEndPhasePanel::sync()
{
    const auto s = rrState();
    if (s && s->round != m_round) {
        // A new round: the manual ticks start again.
        m_round = s->round;
        m_mercenaries->setChecked(false);
        m_reshuffle->setChecked(false);
    }
    if (s) {
        if (s->cards)
            m_row->setCards(*s->cards);
        // ⑰: the old mercenaries are all discarded, so the new row starts empty each round.
        if (s->round != m_rowRound) {
            m_rowRound = s->round;
            m_row->setRow({});
        }
    }
    rebuild();
}

Step RrEndPhasePanel::endRoundStep() const
{
    QJsonObject payload;
    // Carried when the table entered the new row; without it the row is no longer followed.
    if (const QStringList row = m_row->row(); !row.isEmpty())
        payload.insert(QStringLiteral("mercenaries"), QJsonArray::fromStringList(row));
    return Step{QStringLiteral("end-round"), -1, payload};
}

QComboBox *RrEndPhasePanel::supportUnits(int seat) const
{
    for (const Row &r : m_support)
        if (r.seat == seat)
            return r.units;
    return nullptr;
}

QPushButton *RrEndPhasePanel::supportButton(int seat) const
{
    for (const Row &r : m_support)
        if (r.seat == seat)
            return r.button;
    return nullptr;
}

QComboBox *RrEndPhasePanel::fatigueUnits(int seat) const
{
    for (const Row &r : m_fatigue)
        if (r.seat == seat)
            return r.units;
    return nullptr;
}

QPushButton *RrEndPhasePanel::fatigueButton(int seat) const
{
    for (const Row &r : m_fatigue)
        if (r.seat == seat)
            return r.button;
    return nullptr;
}

void RrEndPhasePanel::showPreview(const Step &step)
{
    if (!m_session) {
        m_preview->clear();
        return;
    }
    QList<Finding> findings;
    m_preview->setText(stepPreviewHtml(*m_session, step, &findings));
    Q_EMIT previewChanged(findings);
}

void RrEndPhasePanel::requestRow(const Row &row, const QString &kind)
{
    if (!row.units || row.units->currentIndex() < 0)
        return;
    Q_EMIT recordRequested(Step{
        kind, row.seat, QJsonObject{{QStringLiteral("at"), row.units->currentData().toString()}}});
}

void RrEndPhasePanel::rebuild()
{
    const bool hadFocus = isAncestorOf(focusWidget()) && focusWidget() != m_endRound &&
                          focusWidget() != m_mercenaries && focusWidget() != m_reshuffle;
    // The focus leaves the rows before they go without a move through the scroll area's focus
    // chain, which would scroll the rows away from under the mouse (issue 29).
    for (QWidget *w : std::as_const(m_rowWidgets))
        if (w->isAncestorOf(focusWidget()))
            m_endRound->setFocus();
    // Later: a row's button may be the one whose click led here.
    for (QWidget *w : std::as_const(m_rowWidgets)) {
        m_supportRows->removeWidget(w);
        m_fatigueRows->removeWidget(w);
        w->hide();
        w->deleteLater();
    }
    m_rowWidgets.clear();
    m_support.clear();
    m_fatigue.clear();
    const auto s = rrState();
    const Lang lang = Translations::current();
    if (!s) {
        m_startPlayer->clear();
        m_preview->clear();
        return;
    }
    const bool endPhase = s->phase == Phase::End || (s->phase == Phase::Enemy && s->summons >= 2);
    m_note->setText(endPhase ? tr("Support, fatigue recovery and new mercenaries, then end the "
                                  "round.")
                             : tr("The end phase begins after the monsters have acted and the "
                                  "two summons."));

    auto addLine = [this](QVBoxLayout *into, QWidget *w) {
        into->addWidget(w);
        m_rowWidgets.append(w);
    };
    auto unitText = [&](const RrPiece &u) {
        const RrCard *c = s->card(u.card);
        const QString hp = c && c->hp ? QString::number(*c->hp) : QStringLiteral("?");
        return tr("%1 on %2 (damage %3, HP %4)")
            .arg(s->cardName(u.card).text(lang), u.at.name())
            .arg(u.damage)
            .arg(hp);
    };
    // `rule`: the row is offered against that rule (drawn in the warning colour, the rule in
    // its tooltip; recording it warns).
    const int tickLineHeight = [this] {
        QLabel probe(tick(true) + tick(false) + QStringLiteral(" — ") + tr("supported"), this);
        return probe.sizeHint().height();
    }();
    auto makeRow = [&](QVBoxLayout *into, int seat, const QString &label,
                       const QList<const RrPiece *> &units, const QString &buttonText,
                       const QString &kind, QList<Row> &rows, const QString &rule = {}) {
        // The player's state on a line of its own, the units and the button under it, in the
        // same room on every row: with no unit to offer they are hidden but keep their room, so
        // the rows below never move when a click empties a row (issue 29: "Remove marker" went
        // up 46 px), and the combo box has the width to show a whole unit.
        auto *line = new QWidget(this);
        auto *v = new QVBoxLayout(line);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        auto *h = new QHBoxLayout;
        h->setContentsMargins(0, 0, 0, 0);
        auto *text = new QLabel(label, line);
        text->setWordWrap(true);
        // As high as a line with either tick (☑ may come from a taller fallback font).
        text->setMinimumHeight(tickLineHeight);
        if (!rule.isEmpty()) {
            QPalette pal = text->palette();
            pal.setColor(QPalette::WindowText, paint::againstRulesColour());
            text->setPalette(pal);
            line->setToolTip(
                tr("Against the rules [%1]: the step is recorded with a warning").arg(rule));
        }
        v->addWidget(text);
        v->addLayout(h);
        auto *combo = new QComboBox(line);
        combo->setObjectName(QStringLiteral("rr%1Units%2").arg(kind).arg(seat));
        // Its long unit texts never widen the tools' column (every player has a row).
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
        auto *button = new QPushButton(buttonText, line);
        button->setObjectName(QStringLiteral("rr%1Button%2").arg(kind).arg(seat));
        h->addWidget(combo, 1);
        h->addWidget(button);
        if (units.isEmpty() || buttonText.isEmpty()) {
            for (QWidget *w : {static_cast<QWidget *>(combo), static_cast<QWidget *>(button)}) {
                QSizePolicy keep = w->sizePolicy();
                keep.setRetainSizeWhenHidden(true);
                w->setSizePolicy(keep);
                w->hide();
            }
        } else {
            for (const RrPiece *u : units)
                // A marker's unit by name and square: its damage is the support's concern,
                // and the shorter text is shown whole in the row.
                combo->addItem(
                    kind == QLatin1String("remove-marker")
                        ? tr("%1 on %2").arg(s->cardName(u->card).text(lang), u->at.name())
                        : unitText(*u),
                    u->at.name());
            text->setBuddy(combo);
            const Row row{seat, combo, button};
            rows.append(row);
            combo->setProperty("rrRowButton", QVariant::fromValue<QObject *>(button));
            connect(button, &QPushButton::clicked, this,
                    [this, row, kind] { requestRow(row, kind); });
            auto preview = [this, row, kind] {
                if (row.units->currentIndex() >= 0)
                    showPreview(Step{
                        kind, row.seat,
                        QJsonObject{{QStringLiteral("at"), row.units->currentData().toString()}}});
            };
            connect(combo, &QComboBox::currentIndexChanged, this, preview);
        }
        addLine(into, line);
    };

    // Support.
    const QList<int> eligible = rules::supportEligible(*s);
    QStringList counts;
    for (int seat = 0; seat < s->players.size(); ++seat)
        if (!s->players.at(seat).out)
            counts.append(tr("%1: %2")
                              .arg(s->players.at(seat).name)
                              .arg(rules::monsterCount(s->players.at(seat))));
    auto *rank = new QLabel(tr("Monsters on the board and in the waiting line: %1. The top %2 "
                               "(ties included) each heal 1 damage cube on one unit.")
                                .arg(joinList(counts))
                                .arg(s->supportCount),
                            this);
    rank->setWordWrap(true);
    addLine(m_supportRows, rank);
    // The top of the ranking first; every other player still playing is offered too, marked
    // (the table may have given them support: recording warns).
    QList<int> supportSeats = eligible;
    for (int seat = 0; seat < s->players.size(); ++seat)
        if (!s->players.at(seat).out && !supportSeats.contains(seat))
            supportSeats.append(seat);
    for (const int seat : std::as_const(supportSeats)) {
        const RrPlayer &p = s->players.at(seat);
        // The damaged units first; the others too (the cube count stays at 0).
        QList<const RrPiece *> units;
        for (const RrPiece &u : p.units)
            if (u.damage > 0)
                units.append(&u);
        const bool damaged = !units.isEmpty();
        for (const RrPiece &u : p.units)
            if (u.damage == 0)
                units.append(&u);
        QString label = tick(p.supported) + p.name;
        if (p.supported)
            label += QStringLiteral(" — ") + tr("supported");
        else if (!damaged)
            label += QStringLiteral(" — ") + tr("no damaged unit to heal");
        const bool allowed = eligible.contains(seat);
        if (!allowed)
            label += QStringLiteral(" — ") + tr("not among the top %1").arg(s->supportCount);
        // A second support for a supported player stays offered (the table may give it):
        // against rr.end.support, as for a player outside the top ranks.
        makeRow(m_supportRows, seat, label, units, tr("Heal &1"), QStringLiteral("support"),
                m_support, allowed && !p.supported ? QString() : QStringLiteral("rr.end.support"));
    }

    // Fatigue recovery.
    for (int seat = 0; seat < s->players.size(); ++seat) {
        const RrPlayer &p = s->players.at(seat);
        if (p.out)
            continue;
        QList<const RrPiece *> marked;
        for (const RrPiece &u : p.units)
            if (u.marker)
                marked.append(&u);
        const int removed = endPhase ? p.fatigueRemoved : 0;
        const bool done = removed >= kFatigueLimit || marked.isEmpty();
        QString label =
            tick(done) + tr("%1: %2 of %3 removed").arg(p.name).arg(removed).arg(kFatigueLimit);
        if (marked.isEmpty())
            label += QStringLiteral(" — ") + tr("no action marker");
        makeRow(m_fatigueRows, seat, label,
                removed >= kFatigueLimit ? QList<const RrPiece *>() : marked, tr("Remove mar&ker"),
                QStringLiteral("remove-marker"), m_fatigue);
    }

    // The start player passes left: the next seat still playing.
    const int n = int(s->players.size());
    QString next;
    for (int i = 1; i <= n; ++i) {
        const int seat = (s->startPlayer + i) % n;
        if (!s->players.at(seat).out) {
            next = s->players.at(seat).name;
            break;
        }
    }
    m_startPlayer->setText(next.isEmpty() ? QString()
                                          : tr("The start player passes to %1.").arg(next));

    // Tab order: the rows, the manual ticks, the end of the round.
    QWidget *last = nullptr;
    auto chain = [&last](QWidget *w) {
        if (last)
            setTabOrder(last, w);
        last = w;
    };
    for (const QList<Row> *rows : {&m_support, &m_fatigue})
        for (const Row &r : *rows) {
            chain(r.units);
            chain(r.button);
        }
    chain(m_mercenaries);
    for (int i = 0; i < RrMercenaryRow::kSlots; ++i)
        chain(m_row->slot(i));
    chain(m_reshuffle);
    chain(m_endRound);

    showPreview(endRoundStep());
    if (hadFocus) {
        if (!m_support.isEmpty())
            m_support.first().units->setFocus();
        else if (!m_fatigue.isEmpty())
            m_fatigue.first().units->setFocus();
        else
            m_endRound->setFocus();
    }
}

QString RrEndPhasePanel::text() const
{
    QStringList lines{m_title->text(), m_note->text(), m_supportBox->title()};
    auto collect = [&lines](QVBoxLayout *rows) {
        for (int i = 0; i < rows->count(); ++i) {
            QWidget *w = rows->itemAt(i)->widget();
            if (!w)
                continue;
            if (auto *l = qobject_cast<QLabel *>(w)) {
                lines.append(l->text());
                continue;
            }
            QStringList parts;
            for (QObject *child : w->children()) {
                if (child->isWidgetType() && !static_cast<QWidget *>(child)->isVisibleTo(w))
                    continue; // a row's units and button kept in their room, hidden
                if (auto *l = qobject_cast<QLabel *>(child))
                    parts.append(l->text());
                else if (auto *c = qobject_cast<QComboBox *>(child))
                    parts.append(c->currentText());
                else if (auto *b = qobject_cast<QPushButton *>(child))
                    parts.append(QLatin1Char('[') + b->text().remove(QLatin1Char('&')) +
                                 QLatin1Char(']'));
            }
            lines.append(parts.join(QLatin1Char(' ')));
        }
    };
    collect(m_supportRows);
    lines.append(m_fatigueBox->title());
    collect(m_fatigueRows);
    lines.append(tick(m_mercenaries->isChecked()) + m_mercenaries->text().remove(QLatin1Char('&')));
    QStringList shown;
    for (int i = 0; i < RrMercenaryRow::kSlots; ++i)
        shown.append(m_row->slot(i)->currentText());
    lines.append(m_rowLabel->text().remove(QLatin1Char('&')) + QLatin1Char(' ') +
                 shown.join(QStringLiteral(", ")));
    lines.append(tick(m_reshuffle->isChecked()) + m_reshuffle->text().remove(QLatin1Char('&')));
    lines.append(m_startPlayer->text());
    return lines.join(QLatin1Char('\n'));
}

void RrEndPhasePanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Return && event->key() != Qt::Key_Enter) {
        QWidget::keyPressEvent(event);
        return;
    }
    QWidget *focus = focusWidget();
    if (auto *button = qobject_cast<QPushButton *>(focus); button && isAncestorOf(button)) {
        button->click();
        return;
    }
    if (focus && isAncestorOf(focus)) {
        if (auto *button =
                qobject_cast<QPushButton *>(focus->property("rrRowButton").value<QObject *>())) {
            button->click();
            return;
        }
    }
    m_endRound->click();
}

void RrEndPhasePanel::retranslateUi()
{
    m_title->setText(tr("End phase"));
    m_supportBox->setTitle(tr("Support"));
    m_fatigueBox->setTitle(tr("Fatigue recovery (up to 2 action markers each)"));
    m_mercenaries->setText(tr("New &mercenaries laid out"));
    m_rowLabel->setText(tr("Ne&w row:"));
    m_rowLabel->setToolTip(tr("The three new mercenaries laid out face up in the end phase (the "
                              "old ones are discarded); left empty, the row is no longer "
                              "followed"));
    m_reshuffle->setText(tr("Comman&d cards shuffled"));
    m_endRound->setText(tr("End the &round"));
    m_endRound->setToolTip(tr("Enter: record the end of the round"));
    rebuild();
}

void RrEndPhasePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
