// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrEnemyAssistant.h"
#include "AnyStepButton.h"
#include "core/ListText.h"

#include "ColumnScrollArea.h"
#include "StepPreview.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "core/Session.h"
#include "rookraiders/RrEngine.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

const QString kAttack = QStringLiteral("attack");
const QString kMove = QStringLiteral("move");
const QString kStay = QStringLiteral("stay");
const QString kCastle = QStringLiteral("castle");

} // namespace

RrEnemyAssistant::RrEnemyAssistant(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_current(new QLabel(this))
    , m_list(new QLabel(this))
    , m_missing(new QLabel(this))
    , m_figures(new QPushButton(this))
    , m_form(new QGroupBox(this))
    , m_attack(new QRadioButton(m_form))
    , m_move(new QRadioButton(m_form))
    , m_stay(new QRadioButton(m_form))
    , m_pickHint(new QLabel(m_form))
    , m_castle(new QCheckBox(m_form))
    , m_damageLabel(new QLabel(m_form))
    , m_damage(new QSpinBox(m_form))
    , m_bonusLabel(new QLabel(m_form))
    , m_bonus(new QComboBox(m_form))
    , m_preview(new QLabel(this))
    , m_confirm(new QPushButton(this))
    , m_correct(new QPushButton(this))
{
    setObjectName(QStringLiteral("rrEnemyAssistant"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_current->setObjectName(QStringLiteral("rrEnemyCurrent"));
    m_current->setWordWrap(true);
    m_current->setTextFormat(Qt::RichText);
    m_current->setFrameShape(QFrame::StyledPanel);
    m_current->setMargin(6);
    m_list->setObjectName(QStringLiteral("rrEnemyList"));
    m_list->setWordWrap(true);
    m_list->setTextFormat(Qt::RichText);
    m_missing->setWordWrap(true);
    m_missing->setObjectName(QStringLiteral("rrEnemyMissing"));
    m_figures->setObjectName(QStringLiteral("rrEnemyFigures"));
    m_pickHint->setWordWrap(true);
    m_preview->setObjectName(QStringLiteral("rrEnemyPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_confirm->setObjectName(QStringLiteral("rrEnemyConfirm"));
    m_confirm->setDefault(true);
    m_correct->setObjectName(QStringLiteral("rrEnemyCorrect"));
    m_correct->setCheckable(true);
    m_castle->setObjectName(QStringLiteral("rrEnemyCastle"));
    m_damage->setObjectName(QStringLiteral("rrEnemyDamage"));
    m_damage->setRange(0, 9);
    m_damageLabel->setBuddy(m_damage);
    m_bonus->setObjectName(QStringLiteral("rrEnemyBonus"));
    m_bonusLabel->setBuddy(m_bonus);

    auto *actions = new QButtonGroup(this);
    actions->addButton(m_attack);
    actions->addButton(m_move);
    actions->addButton(m_stay);
    auto *actionRow = new QHBoxLayout;
    actionRow->addWidget(m_attack);
    actionRow->addWidget(m_move);
    actionRow->addWidget(m_stay);
    actionRow->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(m_damageLabel, m_damage);
    form->addRow(m_bonusLabel, m_bonus);
    auto *formLayout = new QVBoxLayout(m_form);
    formLayout->addLayout(actionRow);
    formLayout->addWidget(m_pickHint);
    formLayout->addWidget(m_castle);
    formLayout->addLayout(form);
    m_form->setVisible(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_confirm);
    buttons->addWidget(m_correct);
    buttons->addStretch(1);
    buttons->addWidget(new AnyStepButton(this));
    // Laid out for the laptop (issue 12): the monster, the correction and the list scroll when
    // the column is short; the preview keeps a strip of three lines and the buttons stay under
    // it, at the bottom of the column, from one monster to the next.
    auto *body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_title);
    bodyLayout->addWidget(m_current);
    bodyLayout->addWidget(m_missing);
    bodyLayout->addWidget(m_figures, 0, Qt::AlignLeft);
    bodyLayout->addWidget(m_form);
    bodyLayout->addWidget(m_list, 1, Qt::AlignTop);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new ColumnScrollArea(body, 4, this), 1);
    layout->addWidget(fixedPreviewStrip(m_preview, 3, this));
    layout->addLayout(buttons);

    connect(m_confirm, &QPushButton::clicked, this, &RrEnemyAssistant::confirm);
    connect(m_correct, &QPushButton::toggled, this, &RrEnemyAssistant::setCorrecting);
    connect(m_figures, &QPushButton::clicked, this, [this] {
        if (const auto m = currentMonster(); m && !m->missing.isEmpty())
            Q_EMIT figuresRequested(m->card, m->missing);
    });
    for (QRadioButton *b : {m_attack, m_move, m_stay})
        connect(b, &QRadioButton::toggled, this, [this](bool on) {
            if (!on)
                return;
            render();
            Q_EMIT changed();
        });
    connect(m_castle, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_destination.reset();
        render();
        Q_EMIT changed();
    });
    connect(m_damage, &QSpinBox::valueChanged, this, &RrEnemyAssistant::updatePreview);
    connect(m_bonus, &QComboBox::currentIndexChanged, this, &RrEnemyAssistant::updatePreview);
    setTabOrder(m_confirm, m_correct);
    setTabOrder(m_correct, m_attack);
    setTabOrder(m_attack, m_move);
    setTabOrder(m_move, m_stay);
    setTabOrder(m_stay, m_castle);
    setTabOrder(m_castle, m_damage);
    setTabOrder(m_damage, m_bonus);
    setTabOrder(m_bonus, m_figures);
    retranslateUi();
}

RrEnemyAssistant::~RrEnemyAssistant() = default;

std::shared_ptr<const RrState> RrEnemyAssistant::rrState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const RrState>(m_session->state());
}

void RrEnemyAssistant::setSession(Session *session)
{
    m_session = session;
    m_uid = 0;
    sync();
}

void RrEnemyAssistant::sync()
{
    m_proposals.clear();
    const auto s = rrState();
    const auto *engine =
        m_session ? dynamic_cast<const RrEngine *>(m_session->engine().get()) : nullptr;
    if (s && engine && s->phase != Phase::Finished && s->phase != Phase::Setup)
        m_proposals = engine->proposeEnemyPhase(*s);
    m_seat = -1;
    int uid = 0;
    for (const rules::BoardProposal &b : std::as_const(m_proposals))
        if (!b.monsters.isEmpty()) {
            m_seat = b.seat;
            uid = b.monsters.first().uid;
            break;
        }
    // A monster the table chose out of order acts instead, until it has acted.
    const RrPiece *picked = nullptr;
    if (m_pick && s && m_pick->first < s->players.size())
        for (const RrPiece &m : s->players.at(m_pick->first).monsters)
            if (m.uid == m_pick->second && !m.acted)
                picked = &m;
    if (picked) {
        m_seat = m_pick->first;
        uid = picked->uid;
    } else {
        m_pick.reset();
    }
    // A new monster, or a new proposal while not correcting: the form starts from it.
    if (uid != m_uid || !m_correcting) {
        m_uid = uid;
        resetCorrection();
    }
    render();
    Q_EMIT changed();
}

int RrEnemyAssistant::currentSeat() const
{
    return m_seat;
}

bool RrEnemyAssistant::chooseMonster(int seat, Square square)
{
    const auto s = rrState();
    if (!s || m_correcting || m_seat < 0 || seat < 0 || seat >= s->players.size())
        return false;
    const RrPiece *m = monsterAt(s->players.at(seat), square);
    if (!m || m->acted)
        return false;
    m_pick = std::pair(seat, m->uid);
    sync();
    return true;
}

QList<QPair<Square, QString>> RrEnemyAssistant::otherMonsters(int seat) const
{
    QList<QPair<Square, QString>> out;
    const auto s = rrState();
    const auto current = currentMonster();
    if (s && current && m_correcting && seat == m_seat && action() == kAttack) {
        // The correction of an attack: another monster as its target, against the rules.
        const RrCard *c = s->card(current->card);
        for (const RrPiece &m : s->players.at(seat).monsters)
            if (m.uid != current->uid)
                out.append({m.at, QString::fromLatin1(c && c->targeting == Targeting::Area
                                                          ? "rr.enemy.attack-area"
                                                          : "rr.enemy.attack-single")});
        return out;
    }
    if (!s || m_correcting || !current || seat < 0 || seat >= s->players.size() ||
        s->players.at(seat).out)
        return out;
    const RrPlayer &p = s->players.at(seat);
    const RrPiece *next = rules::nextToAct(p);
    for (const RrPiece &m : p.monsters) {
        if (m.acted || (seat == m_seat && m.uid == current->uid))
            continue;
        const bool legal = next && next->uid == m.uid && seat != m_seat;
        out.append({m.at, legal ? QString() : QStringLiteral("rr.enemy.invasion-order")});
    }
    return out;
}

std::optional<rules::MonsterProposal> RrEnemyAssistant::currentMonster() const
{
    if (m_pick)
        if (const auto s = rrState(); s && m_pick->first < s->players.size())
            for (const RrPiece &m : s->players.at(m_pick->first).monsters)
                if (m.uid == m_pick->second && !m.acted)
                    return rules::proposeMonster(*s, m_pick->first, m);
    for (const rules::BoardProposal &b : m_proposals)
        if (b.seat == m_seat && !b.monsters.isEmpty())
            return b.monsters.first();
    return std::nullopt;
}

std::optional<RrBoardView::Proposal> RrEnemyAssistant::currentProposal() const
{
    const auto m = currentMonster();
    if (!m)
        return std::nullopt;
    RrBoardView::Proposal p;
    p.monster = m->at;
    if (m_correcting) {
        const QString a = action();
        if (a == kMove) {
            p.toCastle = m_castle->isChecked();
            p.moveTo = m_destination;
        } else if (a == kAttack) {
            p.targets = m_targets;
        }
        return p;
    }
    if (m->action == rules::MonsterAction::Move) {
        p.toCastle = m->move.kind == rules::MonsterMove::Castle;
        if (m->move.kind == rules::MonsterMove::Square)
            p.moveTo = m->move.to;
    } else if (m->action == rules::MonsterAction::Attack) {
        p.targets = m->targets;
        if (m->bonus && m->bonus->kind == rules::MonsterMove::Square)
            p.moveTo = m->bonus->to;
        else if (m->bonus && m->bonus->kind == rules::MonsterMove::Castle)
            p.toCastle = true;
    }
    return p;
}

QString RrEnemyAssistant::action() const
{
    return m_attack->isChecked() ? kAttack : m_move->isChecked() ? kMove : kStay;
}

void RrEnemyAssistant::setCorrectionAction(const QString &a)
{
    (a == kAttack ? m_attack : a == kMove ? m_move : m_stay)->setChecked(true);
}

QList<Square> RrEnemyAssistant::offeredSquares() const
{
    const auto s = rrState();
    if (!m_correcting || !s || m_seat < 0)
        return {};
    const RrPlayer &p = s->players.at(m_seat);
    const auto m = currentMonster();
    QList<Square> out;
    const QString a = action();
    for (int row = 0; row < kRows; ++row)
        for (int col = 1; col <= kColumns; ++col) {
            const Square sq{row, col};
            if (a == kAttack && unitAt(p, sq))
                out.append(sq);
            else if (a == kMove && (rules::isFree(p, sq) || (m && sq == m->at)))
                out.append(sq);
        }
    return out;
}

QList<Square> RrEnemyAssistant::chosenSquares() const
{
    if (!m_correcting)
        return {};
    const QString a = action();
    if (a == kAttack)
        return m_targets;
    if (a == kMove && m_destination)
        return {*m_destination};
    return {};
}

bool RrEnemyAssistant::wantsSquare() const
{
    return m_correcting && m_seat >= 0 && action() != kStay;
}

void RrEnemyAssistant::chooseSquare(Square square)
{
    // Any square the table used: the offered ones are the legal; a move onto another card is
    // refused with what to do (the preview says it), a monster attacked is warned.
    const auto s = rrState();
    if (!wantsSquare() || !s || !square.isValid())
        return;
    const RrPlayer &p = s->players.at(m_seat);
    if (action() == kAttack && !unitAt(p, square) && !monsterAt(p, square))
        return;
    if (action() == kMove) {
        m_destination = square;
        const QSignalBlocker block(m_castle);
        m_castle->setChecked(false);
    } else if (!m_targets.removeOne(square)) {
        m_targets.append(square);
    }
    render();
    Q_EMIT changed();
}

bool RrEnemyAssistant::isCorrecting() const
{
    return m_correcting;
}

void RrEnemyAssistant::setCorrecting(bool correcting)
{
    if (correcting && m_seat < 0)
        correcting = false;
    if (correcting == m_correcting) {
        const QSignalBlocker block(m_correct);
        m_correct->setChecked(correcting);
        return;
    }
    m_correcting = correcting;
    {
        const QSignalBlocker block(m_correct);
        m_correct->setChecked(correcting);
    }
    if (!correcting)
        resetCorrection();
    render();
    if (correcting)
        (m_attack->isChecked() ? m_attack : m_move->isChecked() ? m_move : m_stay)->setFocus();
    Q_EMIT changed();
}

void RrEnemyAssistant::resetCorrection()
{
    m_correcting = false;
    m_destination.reset();
    m_targets.clear();
    const auto m = currentMonster();
    const auto s = rrState();
    const RrCard *card = m && s ? s->card(m->card) : nullptr;
    const QSignalBlocker b1(m_attack), b2(m_move), b3(m_stay), b4(m_castle), b5(m_damage),
        b6(m_correct);
    m_correct->setChecked(false);
    m_castle->setChecked(false);
    m_damage->setValue(card && card->damage ? *card->damage : 1);
    if (!m) {
        m_stay->setChecked(true);
        fillBonus();
        return;
    }
    switch (m->action) {
    case rules::MonsterAction::Attack:
        m_attack->setChecked(true);
        m_targets = m->targets;
        if (m->damage > 0 || (card && card->damage))
            m_damage->setValue(m->damage);
        break;
    case rules::MonsterAction::Move:
        m_move->setChecked(true);
        if (m->move.kind == rules::MonsterMove::Square)
            m_destination = m->move.to;
        m_castle->setChecked(m->move.kind == rules::MonsterMove::Castle);
        break;
    default:
        m_stay->setChecked(true);
        break;
    }
    fillBonus();
    if (m->bonus) {
        const QString to = m->bonus->kind == rules::MonsterMove::Castle   ? kCastle
                           : m->bonus->kind == rules::MonsterMove::Square ? m->bonus->to.name()
                                                                          : QString();
        const QSignalBlocker b7(m_bonus);
        m_bonus->setCurrentIndex(qMax(0, m_bonus->findData(to)));
    }
}

void RrEnemyAssistant::fillBonus()
{
    const QString current = m_bonus->currentData().toString();
    const QSignalBlocker block(m_bonus);
    m_bonus->clear();
    m_bonus->addItem(tr("No bonus move"), QString());
    m_bonus->addItem(tr("Into the castle"), kCastle);
    const auto m = currentMonster();
    // A monster moves along its row toward the castle.
    const int row = m ? m->at.row : -1;
    for (int r = 0; r < kRows; ++r) {
        if (row >= 0 && r != row)
            continue;
        for (int col = 1; col <= kColumns; ++col) {
            const Square sq{r, col};
            if (m && col <= m->at.col)
                continue;
            m_bonus->addItem(sq.name(), sq.name());
        }
    }
    m_bonus->setCurrentIndex(qMax(0, m_bonus->findData(current)));
}

std::optional<Step> RrEnemyAssistant::step(QString *missing) const
{
    auto fail = [missing](const QString &why) {
        if (missing)
            *missing = why;
        return std::nullopt;
    };
    const auto m = currentMonster();
    if (!m)
        return fail(tr("No monster is left to act"));
    QJsonObject payload{{QStringLiteral("at"), m->at.name()}};
    if (m_correcting) {
        const QString a = action();
        payload.insert(QStringLiteral("action"), a);
        if (a == kMove) {
            if (m_castle->isChecked())
                payload.insert(QStringLiteral("to"), kCastle);
            else if (m_destination)
                payload.insert(QStringLiteral("to"), m_destination->name());
            else
                return fail(tr("Choose where the monster moves on the board, or tick Into the "
                               "castle"));
        } else if (a == kAttack) {
            if (m_targets.isEmpty())
                return fail(tr("Choose the units the monster attacks on the board"));
            QJsonArray targets;
            for (const Square sq : m_targets)
                targets.append(sq.name());
            payload.insert(QStringLiteral("targets"), targets);
            payload.insert(QStringLiteral("damage"), m_damage->value());
            const QString bonus = m_bonus->currentData().toString();
            if (!bonus.isEmpty())
                payload.insert(QStringLiteral("bonusTo"), bonus);
        }
    }
    return Step{QStringLiteral("monster-act"), m_seat, payload};
}

QString RrEnemyAssistant::previewText() const
{
    return m_preview->text();
}

QString RrEnemyAssistant::listText() const
{
    QString html = m_list->text();
    html.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    html.replace(QStringLiteral("</li>"), QStringLiteral("\n"));
    html.replace(QStringLiteral("</p>"), QStringLiteral("\n"));
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    html.remove(tags);
    html.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    html.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    html.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return html.trimmed();
}

QString RrEnemyAssistant::sentence(const RrState &s, int seat, const rules::MonsterProposal &m,
                                   int *bluesInCastle) const
{
    const Lang lang = Translations::current();
    const QString name = s.cardName(m.card).text(lang);
    const QString player = s.players.at(seat).name;
    const RrCard *card = s.card(m.card);
    auto castleSentence = [&]() {
        const ThreatColour colour = card ? card->colour : ThreatColour::Unknown;
        if (colour == ThreatColour::Red)
            return tr("A red threat: %1 is defeated.").arg(player);
        if (colour == ThreatColour::Blue) {
            ++*bluesInCastle;
            return *bluesInCastle >= 2 ? tr("The second blue threat: %1 is defeated.").arg(player)
                                       : tr("The first blue threat: %1 plays on.").arg(player);
        }
        return tr("Its threat colour is not known: a red one (or a second blue one) defeats %1.")
            .arg(player);
    };
    // Whole sentences (the word order differs between the languages).
    auto moveSentence = [&](const rules::MonsterMove &mv, bool bonus) {
        QString t;
        if (mv.kind == rules::MonsterMove::Castle)
            t = (bonus ? tr("Bonus move: into the castle.")
                       : tr("%1 on %2 moves into the castle.").arg(name, m.at.name())) +
                QLatin1Char(' ') + castleSentence();
        else if (mv.kind == rules::MonsterMove::Square)
            t = bonus ? tr("Bonus move to %1.").arg(mv.to.name())
                      : tr("%1 on %2 moves to %3.").arg(name, m.at.name(), mv.to.name());
        else
            t = bonus ? tr("No bonus move: no free square to move to.")
                      : tr("%1 on %2 stays where it is: no free square to move to.")
                            .arg(name, m.at.name());
        if (mv.jumped)
            t += QLatin1Char(' ') + tr("It jumps over the monsters in the way.");
        if (mv.blocked && mv.kind == rules::MonsterMove::Square)
            t += QLatin1Char(' ') + tr("A unit stops it short.");
        return t;
    };
    QString text;
    switch (m.action) {
    case rules::MonsterAction::Attack: {
        QStringList targets;
        for (const Square sq : m.targets) {
            const RrPiece *u = unitAt(s.players.at(seat), sq);
            targets.append(u ? tr("%1 on %2").arg(s.cardName(u->card).text(lang), sq.name())
                             : sq.name());
        }
        const bool damageKnown = card && card->damage;
        text = damageKnown ? tr("%1 on %2 attacks %3 for %4 damage.")
                                 .arg(name, m.at.name(), joinList(targets))
                                 .arg(m.damage)
                           : tr("%1 on %2 attacks %3 (damage not known).")
                                 .arg(name, m.at.name(), joinList(targets));
        if (!m.faints.isEmpty()) {
            QStringList fainting;
            for (const Square sq : m.faints) {
                const RrPiece *u = unitAt(s.players.at(seat), sq);
                fainting.append(u ? s.cardName(u->card).text(lang) : sq.name());
            }
            text += QLatin1Char(' ') + tr("%1 faints.").arg(joinList(fainting));
            if (m.bonus)
                text += QLatin1Char(' ') + moveSentence(*m.bonus, true);
        }
        break;
    }
    case rules::MonsterAction::Move:
    case rules::MonsterAction::Stay:
        if (m.missing.contains(QStringLiteral("move")))
            text = tr("%1 on %2 moves: its MOVE is not known.").arg(name, m.at.name());
        else
            text = moveSentence(m.move, false);
        break;
    case rules::MonsterAction::Unknown:
        text = tr("%1 on %2: Kibitzer cannot tell what it does.").arg(name, m.at.name());
        break;
    }
    if (!m.missing.isEmpty()) {
        QStringList names;
        for (const QString &code : m.missing)
            names.append(rules::figureName(code).text(lang));
        text += QLatin1Char(' ') + tr("Missing: %1.").arg(joinList(names));
    }
    return text;
}

void RrEnemyAssistant::render()
{
    // Escape ends a correction (keyPressEvent): named in the view's list of keys while one is
    // under way.
    declareWidgetKeys(this, m_correcting ? QList<WidgetKey>{{{QKeySequence(Qt::Key_Escape)},
                                                             QT_TRANSLATE_NOOP("kbz::WidgetKeys",
                                                                               "Stop correcting")}}
                                         : QList<WidgetKey>{});
    const auto s = rrState();
    const auto current = currentMonster();
    QString list;
    if (s) {
        for (const rules::BoardProposal &b : std::as_const(m_proposals)) {
            if (b.monsters.isEmpty())
                continue;
            int blues = 0;
            for (const QString &id : s->players.at(b.seat).castle) {
                const RrCard *c = s->card(id);
                blues += c && c->colour == ThreatColour::Blue ? 1 : 0;
            }
            list += QStringLiteral("<p><b>%1</b><br>")
                        .arg(tr("%1's board").arg(s->players.at(b.seat).name).toHtmlEscaped());
            for (qsizetype i = 0; i < b.monsters.size(); ++i) {
                const rules::MonsterProposal &m = b.monsters.at(i);
                const QString text = sentence(*s, b.seat, m, &blues).toHtmlEscaped();
                const bool isCurrent = b.seat == m_seat && current && m.uid == current->uid;
                if (isCurrent)
                    list += QStringLiteral("<span style='background:#fff3b0'><b>▶ %1. %2</b>"
                                           "</span><br>")
                                .arg(i + 1)
                                .arg(text);
                else
                    list += QStringLiteral("%1. %2<br>").arg(i + 1).arg(text);
            }
            list += QStringLiteral("</p>");
        }
    }
    if (list.isEmpty())
        list = QStringLiteral("<i>%1</i>").arg(tr("No monster is left to act.").toHtmlEscaped());
    m_list->setText(list);

    if (current && s) {
        int blues = 0;
        for (const QString &id : s->players.at(m_seat).castle) {
            const RrCard *c = s->card(id);
            blues += c && c->colour == ThreatColour::Blue ? 1 : 0;
        }
        m_current->setText(
            QStringLiteral("<b>%1</b><br>%2")
                .arg(tr("Now: %1's board").arg(s->players.at(m_seat).name).toHtmlEscaped(),
                     sentence(*s, m_seat, *current, &blues).toHtmlEscaped()));
    } else {
        m_current->setText(tr("No monster is left to act."));
    }
    const bool missing = current && !current->missing.isEmpty();
    if (missing) {
        QStringList names;
        const Lang lang = Translations::current();
        for (const QString &code : current->missing)
            names.append(rules::figureName(code).text(lang));
        m_missing->setText(tr("%1: the table has not entered %2 yet.")
                               .arg(s->cardName(current->card).text(lang), joinList(names)));
    }
    m_missing->setVisible(missing);
    m_figures->setVisible(missing);

    m_form->setVisible(m_correcting);
    const QString a = action();
    m_castle->setVisible(a == kMove);
    m_damage->setVisible(a == kAttack);
    m_damageLabel->setVisible(a == kAttack);
    m_bonus->setVisible(a == kAttack);
    m_bonusLabel->setVisible(a == kAttack);
    m_pickHint->setText(a == kMove     ? tr("Click the destination on the board, or tick Into "
                                                "the castle.")
                        : a == kAttack ? tr("Click each unit it attacks on the board (again to "
                                            "take it out).")
                                       : tr("The monster does nothing this time."));
    m_correct->setEnabled(current.has_value());
    updatePreview();
}

void RrEnemyAssistant::updatePreview()
{
    QString missing;
    const auto st = step(&missing);
    QList<Finding> findings;
    bool ok = false;
    if (st && m_session) {
        m_preview->setText(stepPreviewHtml(*m_session, *st, &findings));
        ok = !m_session->engine()->malformed(*m_session->state(), *st);
    } else {
        m_preview->setText(missingPreviewHtml(missing));
    }
    m_confirm->setEnabled(ok);
    Q_EMIT previewChanged(findings);
}

void RrEnemyAssistant::confirm()
{
    QString missing;
    const auto st = step(&missing);
    if (!st || !m_session || m_session->engine()->malformed(*m_session->state(), *st))
        return;
    Q_EMIT recordRequested(*st);
}

void RrEnemyAssistant::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (auto *b = qobject_cast<QPushButton *>(focusWidget());
            b && b != m_confirm && isAncestorOf(b)) {
            b->click();
            return;
        }
        confirm();
        return;
    case Qt::Key_Escape:
        if (m_correcting) {
            setCorrecting(false);
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void RrEnemyAssistant::retranslateUi()
{
    m_title->setText(tr("Enemy phase: the monsters act"));
    m_figures->setText(tr("Enter figu&res…"));
    m_form->setTitle(tr("What happened instead"));
    m_attack->setText(tr("&Attack"));
    m_move->setText(tr("&Move"));
    m_stay->setText(tr("Sta&y"));
    m_castle->setText(tr("Into &the castle"));
    m_damageLabel->setText(tr("&Damage per target:"));
    m_bonusLabel->setText(tr("&Bonus move to:"));
    m_confirm->setText(tr("Co&nfirm"));
    m_confirm->setToolTip(tr("Enter: record what the monster does"));
    m_correct->setText(tr("C&orrect…"));
    m_correct->setToolTip(tr("Alt+O: enter what the monster did instead"));
    fillBonus();
    render();
}

void RrEnemyAssistant::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
