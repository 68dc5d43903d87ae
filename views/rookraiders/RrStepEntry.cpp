// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrStepEntry.h"

#include "AnyStepButton.h"
#include "ColumnScrollArea.h"
#include "RrAttackCalculator.h"
#include "RrStepKinds.h"
#include "StepPreview.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "core/Session.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrRules.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::rr {

using namespace stepkinds;

namespace {

struct KindInfo
{
    const char *kind;
    const char *shortcut;
    const char *label; // the button's short label; the tooltip has the kind's full name
};

// Every step kind entered here with its shortcut, in the order of the buttons. The letters must
// not clash with the menus (F, E, C, V, L, H), the game page (Journal J, Findings G, Record R),
// the game view (Summon Alt+S, commands Alt+1..5) nor this entry's own fields (Who W, Throw
// dice T): the rarer kinds take Alt+Shift.
constexpr KindInfo kKinds[] = {
    {"setup-unit", "Alt+U", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "First unit")},
    {"recruit", "Alt+N", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Recruit")},
    {"move-unit", "Alt+M", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Move")},
    {"attack", "Alt+A", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Dice attack")},
    {"fixed-damage", "Alt+X", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Fixed damage")},
    {"heal", "Alt+I", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Heal")},
    {"bard", "Alt+B", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Bard's song")},
    {"place-marker", "Alt+K", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Place marker")},
    {"remove-marker", "Alt+Shift+K", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Remove marker")},
    {"level-up", "Alt+Y", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Level up")},
    {"pick-command", "Alt+P", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Pick command")},
    {"deal-commands", "Alt+D", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Lay out row")},
    {"auto-command", "Alt+O", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Auto command")},
    {"command-done", "Alt+Shift+D", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Finish command")},
    {"take-medal", "Alt+Shift+M", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Take medal")},
    {"gain-gold", "Alt+Shift+G", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Gold")},
    {"declare-victory", "Alt+Shift+V", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Victory")},
    {"player-defeated", "Alt+Shift+O", QT_TRANSLATE_NOOP("kbz::rr::RrStepEntry", "Player out")},
};

} // namespace

QStringList RrStepEntry::kinds()
{
    QStringList out;
    for (const KindInfo &k : kKinds)
        out.append(QLatin1String(k.kind));
    return out;
}

RrStepEntry::RrStepEntry(QWidget *parent)
    : QWidget(parent)
    , m_d6([] { return int(QRandomGenerator::global()->bounded(1, 7)); })
    , m_kinds(new QButtonGroup(this))
    , m_form(new QFormLayout)
    , m_actorLabel(new QLabel(this))
    , m_actor(new QComboBox(this))
    , m_cardLabel(new QLabel(this))
    , m_card(new QComboBox(this))
    , m_fromLabel(new QLabel(this))
    , m_from(new QComboBox(this))
    , m_squaresLabel(new QLabel(this))
    , m_squaresBox(new QWidget(this))
    , m_squaresValue(new QLabel(m_squaresBox))
    , m_clear(new QPushButton(m_squaresBox))
    , m_fullMove(new QCheckBox(this))
    , m_calculator(new RrAttackCalculator(this))
    , m_bard(new QCheckBox(this))
    , m_amountLabel(new QLabel(this))
    , m_amount(new QSpinBox(this))
    , m_hitsLabel(new QLabel(this))
    , m_hitsBox(new QWidget(this))
    , m_hitList(new QListWidget(m_hitsBox))
    , m_removeHit(new QPushButton(m_hitsBox))
    , m_commandLabel(new QLabel(this))
    , m_command(new QComboBox(this))
    , m_rowLabel(new QLabel(this))
    , m_rowBox(new QWidget(this))
    , m_shuffle(new QPushButton(m_rowBox))
    , m_medalLabel(new QLabel(this))
    , m_medal(new QSpinBox(this))
    , m_goldLabel(new QLabel(this))
    , m_gold(new QSpinBox(this))
    , m_preview(new QLabel(this))
    , m_record(new QPushButton(this))
{
    declareWidgetKeys(this, {{{QKeySequence(Qt::Key_Escape)},
                              QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Clear the chosen squares")}});
    auto *grid = new QGridLayout;
    grid->setSpacing(3);
    int i = 0;
    for (const KindInfo &k : kKinds) {
        auto *b = new QToolButton(this);
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setProperty("stepKind", QLatin1String(k.kind));
        b->setObjectName(QStringLiteral("kind-") + QLatin1String(k.kind));
        m_kinds->addButton(b, i);
        m_kindButtons.append(b);
        grid->addWidget(b, i / 3, i % 3);
        ++i;
    }
    m_kinds->setExclusive(true);
    m_kindButtons.first()->setChecked(true);

    // The squares chosen on the board, under the form (a word-wrapped row inside QFormLayout
    // makes Qt 6.4 squeeze the rows shown later to zero height).
    auto *squaresLayout = new QHBoxLayout(m_squaresBox);
    squaresLayout->setContentsMargins(0, 0, 0, 0);
    squaresLayout->addWidget(m_squaresLabel, 0, Qt::AlignTop);
    squaresLayout->addWidget(m_squaresValue, 1);
    squaresLayout->addWidget(m_clear, 0, Qt::AlignTop);
    m_squaresValue->setWordWrap(true);
    m_squaresValue->setTextFormat(Qt::RichText);
    m_squaresLabel->setBuddy(m_clear);
    m_amount->setRange(kUnknownAmount, 9);
    m_amount->setValue(kUnknownAmount);
    m_calculator->setDiceSource([this] { return m_d6(); });

    auto *hitsLayout = new QHBoxLayout(m_hitsBox);
    hitsLayout->setContentsMargins(0, 0, 0, 0);
    hitsLayout->addWidget(m_hitList, 1);
    hitsLayout->addWidget(m_removeHit, 0, Qt::AlignTop);
    m_hitList->setMaximumHeight(fontMetrics().height() * 5);

    auto *rowLayout = new QGridLayout(m_rowBox);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    for (int n = 0; n < 5; ++n) {
        auto *combo = new QComboBox(m_rowBox);
        combo->setObjectName(QStringLiteral("row%1").arg(n + 1));
        m_row.append(combo);
        rowLayout->addWidget(combo, n / 2, n % 2);
    }
    rowLayout->addWidget(m_shuffle, 2, 1);
    m_medal->setRange(0, 99);
    m_gold->setRange(-99, 99);
    m_gold->setValue(1);

    m_actor->setObjectName(QStringLiteral("actor"));
    m_card->setObjectName(QStringLiteral("card"));
    m_from->setObjectName(QStringLiteral("from"));
    m_squaresValue->setObjectName(QStringLiteral("squares"));
    m_clear->setObjectName(QStringLiteral("clear"));
    m_fullMove->setObjectName(QStringLiteral("fullMove"));
    m_calculator->setObjectName(QStringLiteral("calculator"));
    m_bard->setObjectName(QStringLiteral("bard"));
    m_amount->setObjectName(QStringLiteral("amount"));
    m_hitList->setObjectName(QStringLiteral("hits"));
    m_removeHit->setObjectName(QStringLiteral("removeHit"));
    m_command->setObjectName(QStringLiteral("command"));
    m_shuffle->setObjectName(QStringLiteral("shuffle"));
    m_medal->setObjectName(QStringLiteral("medal"));
    m_gold->setObjectName(QStringLiteral("gold"));
    m_preview->setObjectName(QStringLiteral("preview"));
    m_record->setObjectName(QStringLiteral("record"));
    m_actorLabel->setBuddy(m_actor);
    m_cardLabel->setBuddy(m_card);
    m_fromLabel->setBuddy(m_from);
    m_amountLabel->setBuddy(m_amount);
    m_commandLabel->setBuddy(m_command);
    m_rowLabel->setBuddy(m_row.first());
    m_medalLabel->setBuddy(m_medal);
    m_goldLabel->setBuddy(m_gold);

    m_form->addRow(m_actorLabel, m_actor);
    m_form->addRow(m_cardLabel, m_card);
    m_form->addRow(m_fromLabel, m_from);
    m_form->addRow(QString(), m_fullMove);
    m_form->addRow(m_calculator);
    m_form->addRow(QString(), m_bard);
    m_form->addRow(m_amountLabel, m_amount);
    m_form->addRow(m_hitsLabel, m_hitsBox);
    m_form->addRow(m_commandLabel, m_command);
    m_form->addRow(m_rowLabel, m_rowBox);
    m_form->addRow(m_medalLabel, m_medal);
    m_form->addRow(m_goldLabel, m_gold);

    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    // Laid out for the laptop (issue 12): the kinds and the fields scroll when the column is
    // short (the attack calculator is tall); the preview keeps a strip of three lines and Record
    // stays under it, at the bottom of the column, whatever the kind shows.
    auto *body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addLayout(grid);
    bodyLayout->addLayout(m_form);
    bodyLayout->addWidget(m_squaresBox);
    bodyLayout->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new ColumnScrollArea(body, 4, this), 1);
    layout->addWidget(fixedPreviewStrip(m_preview, 3, this));
    layout->addLayout(AnyStepButton::besidePrimary(m_record, this));

    connect(m_kinds, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (!on)
            return;
        if (!m_programmatic)
            m_userKind = true;
        // The acting unit stays chosen from one of its actions to another (the one that can
        // take the new kind's step); its targets do not: they are proposed again.
        if (takesUnitFirst() && !m_squares.isEmpty() && unitAt(*player(), m_squares.first()))
            m_squares = m_squares.mid(0, 1);
        else
            m_squares.clear();
        m_hits.clear();
        m_proposed = false;
        fillCards();
        if (!m_programmatic) {
            keepFittingUnit();
            forgetBardProposal();
            proposeTargets();
        }
        updateFigures();
        refresh();
        announceCursor();
    });
    connect(m_actor, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_programmatic)
            m_userActor = true;
        m_squares.clear(); // another board
        m_hits.clear();
        m_proposed = false;
        m_unitProposed = false;
        forgetBardProposal();
        fillCards();
        // Another player chosen while a command runs: that player's unit and step proposed.
        if (!m_programmatic && !m_userKind)
            applyTurn(actor());
        updateFigures();
        refresh();
        announceCursor();
    });
    auto onField = [this] {
        refresh();
    };
    connect(m_card, &QComboBox::currentIndexChanged, this, onField);
    connect(m_from, &QComboBox::currentIndexChanged, this, [this] {
        // From the mercenaries: the row the engine keeps comes first, its first card chosen.
        fillCards();
        if (fromMercenaryRow()) {
            const QSignalBlocker b(m_card);
            m_card->setCurrentIndex(0);
        }
        refresh();
    });
    connect(m_command, &QComboBox::currentIndexChanged, this, onField);
    for (QComboBox *combo : std::as_const(m_row))
        connect(combo, &QComboBox::currentIndexChanged, this, onField);
    connect(m_fullMove, &QCheckBox::toggled, this, onField);
    connect(m_calculator, &RrAttackCalculator::changed, this, onField);
    connect(m_bard, &QCheckBox::toggled, this, [this] {
        m_bardProposed = false; // the table's own tick
        refresh();
    });
    for (QSpinBox *spin : {m_amount, m_medal, m_gold})
        connect(spin, &QSpinBox::valueChanged, this, onField);
    connect(m_clear, &QPushButton::clicked, this, &RrStepEntry::clearSquares);
    connect(m_shuffle, &QPushButton::clicked, this, &RrStepEntry::shuffleCommands);
    connect(m_removeHit, &QPushButton::clicked, this,
            [this] { removeHit(qMax(0, m_hitList->currentRow())); });
    connect(m_record, &QPushButton::clicked, this, &RrStepEntry::requestRecord);

    retranslateUi();
    refresh();
}

RrStepEntry::~RrStepEntry() = default;

std::shared_ptr<const RrState> RrStepEntry::state() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const RrState>(m_session->state());
}

const RrPlayer *RrStepEntry::player() const
{
    static const RrPlayer none;
    const auto s = state();
    const int seat = actor();
    if (!s || seat < 0 || seat >= s->players.size())
        return &none;
    // The state is kept alive by the session until the next step: the pointer is used at once.
    return &s->players.at(seat);
}

const RrPiece *RrStepEntry::actingUnit() const
{
    if (m_squares.isEmpty() || !takesUnitFirst())
        return nullptr;
    return unitAt(*player(), m_squares.first());
}

void RrStepEntry::setSession(Session *session)
{
    m_session = session;
    m_lastState = nullptr;
    m_lastIndex = -1;
    sync();
}

void RrStepEntry::sync()
{
    const auto s = state();
    const int index = m_session ? m_session->index() : -1;
    if (index != m_lastIndex) {
        // A step was recorded (or undone): the guidance leads again.
        m_userKind = false;
        m_userActor = false;
        m_lastIndex = index;
    }
    const bool fresh = s.get() != m_lastState;
    m_lastState = s.get();
    m_programmatic = true;
    {
        const QSignalBlocker blocker(this);
        fillActors();
        fillCommands(!fresh);
        if (fresh)
            resetFields();
        m_expected.clear();
        if (m_session && s) {
            const Guidance g = m_session->guidance();
            const QStringList mine = kinds();
            for (const QString &k : g.expected)
                if (mine.contains(k))
                    m_expected.append(k);
            // A kind the players repeat (moves, attacks...) stays while it fits; one made once
            // (a pick, the deal) gives way to what comes next.
            // Finishing Advance, Ambush, Rest or Reward comes after the players carried it
            // out (the turn proposed below says when); a Recruit is finished when the guidance
            // says so, once everybody has recruited (issue 29).
            const QString running = s->runningCommand();
            QString pick = m_expected.value(0);
            if (is(pick, "command-done") && m_expected.size() > 1 &&
                running != QLatin1String("recruit"))
                pick = m_expected.at(1);
            const QString current = kind();
            const bool keep = m_expected.contains(current) && !is(current, "pick-command") &&
                              !is(current, "deal-commands") && !is(current, "auto-command") &&
                              !is(current, "command-done") && !is(pick, "command-done");
            // The turn proposed for this state leads until the next step (a second sync of the
            // same state keeps it).
            const bool guide = fresh || !m_turnProposed;
            if (guide && !m_userKind && !m_expected.isEmpty() && !keep) {
                applyKind(pick);
            } else if (fresh && !m_userKind && m_expected.isEmpty()) {
                // Nothing entered here is expected (a summon, the monsters' turn): the entry
                // starts as a new one, not from the kind of some earlier step (a "Finish
                // command" left over in the enemy phase), so a reopened game shows the same.
                applyKind(kinds().constFirst());
            }
            if (guide && !m_userActor && g.actor >= 0)
                applyActor(g.actor);
            // A picked Recruit is carried out in turn, the picker first (rulebook ⑪): the entry
            // offers the next player who has not recruited (the guidance names the next picker).
            if (guide && !m_userActor && is(kind(), "recruit") &&
                s->runningCommand() == QLatin1String("recruit") && !s->commandAuto)
                for (const int seat : rules::recruitOrder(*s))
                    if (!s->recruited.contains(seat)) {
                        applyActor(seat);
                        break;
                    }
        }
        fillCards();
        // Advance, Ambush and Rest: the player whose turn it is, the unit and its step, with
        // the target proposed (issue 13); once nobody has anything left, finishing the command.
        const QString running = s ? s->runningCommand() : QString();
        if (fresh) {
            m_turnProposed = false;
            if (!m_userKind && !m_userActor) {
                m_turnProposed = applyTurn(-1);
                if (!m_turnProposed && m_expected.contains(QStringLiteral("command-done")) &&
                    (running == QLatin1String("advance") || running == QLatin1String("ambush") ||
                     running == QLatin1String("rest"))) {
                    applyKind(QStringLiteral("command-done"));
                    m_turnProposed = true;
                }
            }
        }
        updateFigures();
    }
    m_programmatic = false;
    for (int i = 0; i < m_kindButtons.size(); ++i) {
        QToolButton *b = m_kindButtons.at(i);
        const bool expected = m_expected.contains(QLatin1String(kKinds[i].kind));
        QFont f = b->font();
        f.setBold(expected);
        b->setFont(f);
        b->setProperty("expected", expected);
    }
    m_announced = false; // the findings follow the state: announce them again
    refresh();
    announceCursor();
}

void RrStepEntry::resetFields()
{
    m_squares.clear();
    m_hits.clear();
    m_proposed = false;
    m_unitProposed = false;
    m_bardProposed = false;
    {
        // A recruit from the mercenaries is the exception: the next one is from the hand.
        const QSignalBlocker b(m_from);
        m_from->setCurrentIndex(0);
    }
    for (QCheckBox *c : {m_fullMove, m_bard}) {
        const QSignalBlocker b(c);
        c->setChecked(false);
    }
    {
        const QSignalBlocker b(m_calculator);
        m_calculator->reset();
    }
    const QSignalBlocker b3(m_amount);
    m_amount->setValue(kUnknownAmount);
}

void RrStepEntry::setDiceSource(std::function<int()> d6)
{
    m_d6 = std::move(d6);
}

QString RrStepEntry::kind() const
{
    const int id = m_kinds->checkedId();
    return id >= 0 ? QLatin1String(kKinds[id].kind) : QString();
}

void RrStepEntry::applyKind(const QString &kind)
{
    const int i = int(kinds().indexOf(kind));
    if (i >= 0)
        m_kindButtons.at(i)->setChecked(true);
}

void RrStepEntry::setKind(const QString &kind)
{
    if (kind == this->kind())
        return;
    m_userKind = true;
    applyKind(kind);
}

int RrStepEntry::actor() const
{
    return m_actor->currentIndex() >= 0 ? m_actor->currentData().toInt() : -1;
}

void RrStepEntry::applyActor(int seat)
{
    selectData(m_actor, seat);
}

void RrStepEntry::setActor(int seat)
{
    if (seat == actor())
        return;
    m_userActor = true;
    applyActor(seat);
}

void RrStepEntry::rollDice()
{
    m_calculator->rollDice();
}

void RrStepEntry::setGameOver(bool over)
{
    if (over == m_gameOver)
        return;
    m_gameOver = over;
    for (QToolButton *b : std::as_const(m_kindButtons))
        b->setEnabled(!over);
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_actor, m_card, m_from, m_squaresBox, m_fullMove, m_calculator, m_bard, m_amount,
             m_hitsBox, m_command, m_rowBox, m_medal, m_gold, m_record})
        w->setEnabled(!over);
    if (!over)
        updateFigures(); // the overrides are enabled only for unknown figures
    m_announced = false;
    refresh();
}

void RrStepEntry::updatePreview()
{
    QList<Finding> findings;
    std::optional<Step> st;
    QString html;
    if (m_gameOver) {
        html =
            missingPreviewHtml(tr("The game is over. To correct the last step, undo it (Ctrl+Z)."));
    } else if (m_session && state()) {
        QString missing;
        st = step(&missing);
        if (st)
            html = calculatorHtml(*st) + stepPreviewHtml(*m_session, *st, &findings);
        else
            html = missingPreviewHtml(missing);
    }
    m_preview->setText(html);
    if (!m_announced || st != m_lastStep || findings != m_lastFindings) {
        m_announced = true;
        m_lastStep = st;
        m_lastFindings = findings;
        Q_EMIT previewChanged(findings);
    }
}

QString RrStepEntry::previewText() const
{
    return QTextDocumentFragment::fromHtml(m_preview->text()).toPlainText();
}

void RrStepEntry::requestRecord()
{
    if (const auto st = step())
        Q_EMIT recordRequested(*st);
}

void RrStepEntry::updateFigures()
{
    // The calculator shows the printed figures; unknown ones are typed in (overrides).
    const auto s = state();
    const RrPiece *u = actingUnit();
    const RrCard *c = u && s ? s->card(u->card) : nullptr;
    const RrPiece *m = s && m_squares.size() > 1 ? monsterAt(*player(), m_squares.at(1)) : nullptr;
    const RrCard *mc = m ? s->card(m->card) : nullptr;
    {
        const QSignalBlocker b(m_calculator);
        m_calculator->setKnownFigures(c ? c->modifier : std::nullopt,
                                      mc ? mc->defence : std::nullopt);
    }
    const QSignalBlocker b(m_amount);
    if (c && c->amount) {
        m_amount->setValue(*c->amount);
        m_amount->setEnabled(false);
    } else {
        if (!m_amount->isEnabled())
            m_amount->setValue(kUnknownAmount);
        m_amount->setEnabled(!m_gameOver);
    }
}

void RrStepEntry::updateVisibility()
{
    const QString k = kind();
    const bool over = m_gameOver;
    m_form->setRowVisible(m_card, !over && (placesUnit(k) || is(k, "level-up")));
    m_form->setRowVisible(m_from, !over && is(k, "recruit"));
    m_squaresBox->setVisible(!over && (placesUnit(k) || takesUnitFirst()));
    m_form->setRowVisible(m_fullMove, !over && is(k, "move-unit"));
    const bool attack = !over && is(k, "attack");
    m_form->setRowVisible(m_calculator, attack);
    m_form->setRowVisible(m_bard, !over && (attack || addsHits()));
    m_form->setRowVisible(m_amount, !over && is(k, "fixed-damage"));
    m_form->setRowVisible(m_hitsBox, !over && addsHits());
    m_form->setRowVisible(m_command, !over && is(k, "pick-command"));
    m_form->setRowVisible(m_rowBox, !over && is(k, "deal-commands"));
    m_form->setRowVisible(m_medal, !over && is(k, "take-medal"));
    m_form->setRowVisible(m_gold, !over && is(k, "gain-gold"));
    m_actor->setEnabled(!over && !isTableKind(k));
}

void RrStepEntry::updateSquaresText()
{
    const auto s = state();
    const Lang lang = Translations::current();
    const QString k = kind();
    const RrPlayer &pl = *player();
    auto pieceName = [&](Square sq) {
        const RrPiece *piece = unitAt(pl, sq);
        if (!piece)
            piece = monsterAt(pl, sq);
        return piece && s
                   ? QStringLiteral("%1 %2").arg(sq.name(), s->cardName(piece->card).text(lang))
                   : sq.name();
    };
    QStringList parts;
    if (placesUnit(k)) {
        if (!m_squares.isEmpty())
            parts.append(tr("to %1").arg(m_squares.first().name()));
    } else if (!m_squares.isEmpty()) {
        parts.append(tr("unit %1").arg(pieceName(m_squares.first())));
        if (m_squares.size() > 1)
            parts.append(is(k, "move-unit") ? tr("to %1").arg(m_squares.at(1).name())
                                            : tr("target %1").arg(pieceName(m_squares.at(1))));
    }
    QString text = parts.join(QStringLiteral(" → ")).toHtmlEscaped();
    if (wantsSquare()) {
        const QString ask = placesUnit(k)           ? tr("choose the square on the board")
                            : m_squares.isEmpty()   ? tr("choose the unit on the board")
                            : is(k, "move-unit")    ? tr("choose where it moves")
                            : is(k, "heal")         ? tr("click the allies to heal")
                            : is(k, "fixed-damage") ? tr("click a target for each hit")
                                                    : tr("choose the target");
        text += (text.isEmpty() ? QString() : QStringLiteral(" — ")) +
                QStringLiteral("<i>%1</i>").arg(ask.toHtmlEscaped());
    }
    m_squaresValue->setText(text);
    m_squaresValue->setToolTip(text);

    const int row = m_hitList->currentRow();
    m_hitList->clear();
    for (const Hit &h : m_hits)
        m_hitList->addItem(QStringLiteral("%1 ×%2").arg(pieceName(h.target)).arg(h.count));
    if (!m_hits.isEmpty())
        m_hitList->setCurrentRow(qBound(0, row, int(m_hits.size()) - 1));
    m_removeHit->setEnabled(!m_hits.isEmpty() && !m_gameOver);
}

void RrStepEntry::refresh()
{
    updateVisibility();
    updateSquaresText();
    updatePreview();
    Q_EMIT changed();
}

void RrStepEntry::fillActors()
{
    const int current = actor();
    const QSignalBlocker blocker(m_actor);
    m_actor->clear();
    const auto s = state();
    if (!s)
        return;
    for (int seat = 0; seat < s->players.size(); ++seat)
        m_actor->addItem(s->players.at(seat).name, seat);
    selectData(m_actor, qMax(0, current));
}

void RrStepEntry::fillCards()
{
    const QString current = m_card->currentData().toString();
    const QSignalBlocker blocker(m_card);
    m_card->clear();
    const auto s = state();
    if (!s || !s->cards)
        return;
    const Lang lang = Translations::current();
    const RrPlayer &pl = *player();
    // Cards known to be in the actor's hand first.
    QList<const RrCard *> units;
    for (const RrCard &c : s->cards->cards())
        if (c.isUnit())
            units.append(&c);
    // A recruit from the mercenaries lists the face-up row first (in its order), any other step
    // the cards known in the actor's hand.
    const QStringList row = fromMercenaryRow() ? *s->mercenaries : QStringList();
    std::stable_partition(units.begin(), units.end(),
                          [&pl](const RrCard *c) { return pl.hand.contains(c->id); });
    std::stable_sort(units.begin(), units.end(), [&row](const RrCard *a, const RrCard *b) {
        const qsizetype ia = row.indexOf(a->id), ib = row.indexOf(b->id);
        return (ia < 0 ? row.size() : ia) < (ib < 0 ? row.size() : ib);
    });
    for (const RrCard *c : std::as_const(units)) {
        const QString name = c->name.text(lang);
        m_card->addItem(row.contains(c->id)       ? tr("%1 (mercenary row)").arg(name)
                        : pl.hand.contains(c->id) ? tr("%1 (in hand)").arg(name)
                                                  : name,
                        c->id);
    }
    if (!current.isEmpty())
        selectData(m_card, current);
}

bool RrStepEntry::fromMercenaryRow() const
{
    const auto s = state();
    return s && s->mercenaries && is(kind(), "recruit") &&
           m_from->currentData().toString() == QLatin1String("mercenary");
}

void RrStepEntry::keyPressEvent(QKeyEvent *event)
{
    // Enter records the step entered here, unless nothing entered here is expected (a summon):
    // then it is the game view's, whose primary action is the expected step's (issue 29).
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        (!m_expected.isEmpty() || m_userKind)) {
        requestRecord();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Escape && (!m_squares.isEmpty() || !m_hits.isEmpty())) {
        clearSquares();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void RrStepEntry::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RrStepEntry::retranslateUi()
{
    const RrEngine engine;
    const Lang lang = Translations::current();
    for (int i = 0; i < m_kindButtons.size(); ++i) {
        QToolButton *b = m_kindButtons.at(i);
        // A short label; the kind's full name and its shortcut in the tooltip.
        b->setText(tr(kKinds[i].label));
        // setText() replaces the shortcut with the text's mnemonic (none): set it afterwards.
        b->setShortcut(QKeySequence(QLatin1String(kKinds[i].shortcut)));
        b->setToolTip(QStringLiteral("%1 (%2)").arg(
            engine.stepKindName(QLatin1String(kKinds[i].kind)).text(lang),
            b->shortcut().toString(QKeySequence::NativeText)));
        // As wide as in bold (an expected kind): the column keeps its width, and its buttons
        // their places, from one step to the next (issue 12).
        const QFont font = b->font();
        QFont bold = font;
        bold.setBold(true);
        b->setFont(bold);
        const int boldWidth = b->sizeHint().width();
        b->setFont(font);
        b->setMinimumWidth(boldWidth);
    }
    m_actorLabel->setText(tr("&Who:"));
    m_cardLabel->setText(tr("Card:"));
    m_fromLabel->setText(tr("From:"));
    {
        const QString current = m_from->currentData().toString();
        const QSignalBlocker b(m_from);
        m_from->clear();
        m_from->addItem(tr("Hand"), QStringLiteral("hand"));
        m_from->addItem(tr("Mercenaries"), QStringLiteral("mercenary"));
        if (!current.isEmpty())
            selectData(m_from, current);
    }
    m_squaresLabel->setText(tr("Squares:"));
    m_clear->setText(tr("Clear (Esc)"));
    m_clear->setToolTip(tr("Forget the squares chosen on the board"));
    m_fullMove->setText(tr("Full move: +1 MOVE for 1 honour mark"));
    m_bard->setText(tr("Through the Bard's song"));
    m_amountLabel->setText(tr("Damage per hit:"));
    m_amount->setSpecialValueText(tr("? (enter from the card)"));
    m_hitsLabel->setText(tr("Targets:"));
    m_removeHit->setText(tr("Remove one"));
    m_removeHit->setToolTip(tr("Take back one hit (or heal) of the selected target"));
    m_commandLabel->setText(tr("Command:"));
    m_rowLabel->setText(tr("Row:"));
    m_shuffle->setText(tr("Shuffle"));
    m_shuffle->setToolTip(tr("Let Kibitzer deal the five commands in a random order"));
    m_medalLabel->setText(tr("Medal value:"));
    m_goldLabel->setText(tr("Gold:"));
    m_gold->setToolTip(tr("Gold gained (negative: paid)"));
    m_record->setText(tr("&Record (Enter)"));
    const QSignalBlocker blocker(this);
    fillActors();
    fillCards();
    fillCommands();
    updateSquaresText();
    updatePreview();
}

} // namespace kbz::rr
