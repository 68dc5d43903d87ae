// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcStepEntry.h"

#include "AnyStepButton.h"
#include "ColumnScrollArea.h"
#include "ElidedText.h"
#include "Translations.h"
#include "lethalcheckmate/LcEngine.h"
#include "lethalcheckmate/LcRules.h"
#include "lethalcheckmate/LcSchema.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace kbz::lc {

namespace {

struct KindInfo
{
    const char *kind;
    const char *shortcut;
};

// Every LC step kind with its keyboard shortcut, in the order of the buttons. The letters
// must not clash with the menus (F, E, C, V, L, H) nor with the mnemonics on the game page
// (Journal J, Findings G, Who W, Card A, Swap I, the check boxes N, Record R): a clash makes
// both ambiguous, and neither fires on the first press.
constexpr KindInfo kKinds[] = {
    {"place-piece", "Alt+P"}, {"play-card", "Alt+Y"},      {"escape", "Alt+S"},
    {"take-damage", "Alt+D"}, {"declare-lethal", "Alt+M"}, {"rotate", "Alt+B"},
    {"end-turn", "Alt+T"},    {"refill", "Alt+U"},         {"reveal-top", "Alt+O"},
    {"identify", "Alt+K"},
};

bool usesCard(const QString &k)
{
    return k == QLatin1String("play-card") || k == QLatin1String("escape") ||
           k == QLatin1String("reveal-top") || k == QLatin1String("identify");
}

} // namespace

QStringList LcStepEntry::kinds()
{
    QStringList out;
    for (const KindInfo &k : kKinds)
        out.append(QLatin1String(k.kind));
    return out;
}

LcStepEntry::LcStepEntry(QWidget *parent)
    : QWidget(parent)
    , m_kinds(new QButtonGroup(this))
    , m_form(new QFormLayout)
    , m_actorLabel(new QLabel(this))
    , m_actor(new QComboBox(this))
    , m_cardLabel(new QLabel(this))
    , m_card(new QComboBox(this))
    , m_targetLabel(new QLabel(this))
    , m_targetValue(new ElidedText(1, this))
    , m_swapLabel(new QLabel(this))
    , m_swap(new QComboBox(this))
    , m_pass(new QCheckBox(this))
    , m_revealed(new QCheckBox(this))
    , m_handLabel(new QLabel(this))
    , m_hand(new QListWidget(this))
    , m_refillLabel(new QLabel(this))
    , m_refillBox(new QWidget(this))
    , m_preview(new QLabel(this))
    , m_record(new QPushButton(this))
    , m_quickRefill(new QCheckBox(this))
{
    auto *grid = new QGridLayout;
    grid->setSpacing(4);
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

    auto *refillLayout = new QHBoxLayout(m_refillBox);
    refillLayout->setContentsMargins(0, 0, 0, 0);
    for (auto &spin : m_refill) {
        spin = new QSpinBox(m_refillBox);
        // Any number the table drew (a hand limit set higher at setup, a miscount): the
        // validator warns when it is not the number the rules say.
        spin->setRange(0, 99);
        refillLayout->addWidget(spin);
    }
    m_actor->setObjectName(QStringLiteral("actor"));
    m_card->setObjectName(QStringLiteral("card"));
    m_swap->setObjectName(QStringLiteral("swap"));
    m_record->setObjectName(QStringLiteral("record"));
    m_targetValue->setObjectName(QStringLiteral("target"));
    m_preview->setObjectName(QStringLiteral("preview"));
    m_revealed->setObjectName(QStringLiteral("revealed"));
    m_pass->setObjectName(QStringLiteral("pass"));
    m_quickRefill->setObjectName(QStringLiteral("quickRefill"));
    m_quickRefill->setChecked(true);
    m_hand->setObjectName(QStringLiteral("revealedHand"));
    m_handLabel->setBuddy(m_hand);
    // Three lines: the rest scrolls, so the end of a turn is no taller than a card's play.
    m_hand->setFixedHeight(m_hand->fontMetrics().lineSpacing() * 3 + 2 * m_hand->frameWidth() + 4);
    // Fixed, not a list's Expanding: the form gave an expanding row's share of the room it
    // cannot take to the other rows, "Who" grew and its field sat 5 px lower at the end of a turn.
    m_hand->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_actorLabel->setBuddy(m_actor);
    m_cardLabel->setBuddy(m_card);
    m_swapLabel->setBuddy(m_swap);

    // The square under the rows a card's play always has: choosing a card that moves (or
    // ticking "does not escape") shows or hides it without moving the swap or the tick box.
    m_form->addRow(m_actorLabel, m_actor);
    m_form->addRow(m_cardLabel, m_card);
    m_form->addRow(m_swapLabel, m_swap);
    m_form->addRow(QString(), m_pass);
    m_form->addRow(m_targetLabel, m_targetValue);
    m_form->addRow(QString(), m_revealed);
    m_form->addRow(m_handLabel, m_hand);
    m_form->addRow(m_refillLabel, m_refillBox);

    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_record->setDefault(true);
    m_record->setAutoDefault(true);

    // Laid out for the laptop (issue 12): the kinds, then the fields in a box that keeps the
    // height of the tallest kind (the rows of another kind appear without moving anything),
    // the preview in a strip of three lines that scrolls what is longer, and Record under it.
    m_formBox = new QWidget(this);
    m_formBox->setLayout(m_form);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_formBox->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_formBox);
    layout->addWidget(fixedPreviewStrip(m_preview, 3, this));
    // Record and the quick refill share a row that is always there: nothing moves under it.
    auto *recordRow = new QHBoxLayout;
    recordRow->addWidget(m_record, 1);
    recordRow->addWidget(m_quickRefill, 0);
    recordRow->addWidget(new AnyStepButton(this), 0);
    layout->addLayout(recordRow);

    connect(m_kinds, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (!on)
            return;
        m_target.reset();
        setTarget(std::nullopt);
        // A kind only a player takes, chosen while "Who" says the table (after a table step
        // such as the refill or the board's turn): the player who most likely takes it.
        const StepSchema *schema = findSchema(stepSchemas(), kind());
        if (m_state && actor() < 0 && schema && schema->actor == ActorRule::Seat)
            setActor(kind() == QLatin1String("escape") ? m_state->defender() : m_state->turnPlayer);
        // Another kind: the card the actor most likely plays in it (the one chosen, if as
        // likely).
        chooseLikelyCard();
        updateVisibility();
        Q_EMIT changed();
    });
    auto emitChanged = [this] {
        Q_EMIT changed();
    };
    connect(m_actor, &QComboBox::currentIndexChanged, this, [this] {
        setRefillDefaults();
        fillHand();
        Q_EMIT changed();
    });
    connect(m_card, &QComboBox::currentIndexChanged, this, [this] {
        // A square chosen for the previous card means nothing for this one.
        m_target.reset();
        setTarget(std::nullopt);
        updateVisibility();
        Q_EMIT changed();
    });
    connect(m_swap, &QComboBox::currentIndexChanged, this, emitChanged);
    connect(m_pass, &QCheckBox::toggled, this, [this] {
        // Taking the hit needs no square; an escape with a MOVE card does.
        updateVisibility();
        Q_EMIT changed();
    });
    // A card chosen by hand in the escape phase is the card the piece escapes with.
    connect(m_card, &QComboBox::activated, this, [this] { m_pass->setChecked(false); });
    connect(m_revealed, &QCheckBox::toggled, this, [this] {
        m_hand->setEnabled(m_revealed->isChecked() && !m_gameOver);
        Q_EMIT changed();
    });
    connect(m_hand, &QListWidget::itemChanged, this, emitChanged);
    for (QSpinBox *spin : m_refill)
        connect(spin, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_record, &QPushButton::clicked, this, &LcStepEntry::recordRequested);

    retranslateUi();
    updateVisibility();
}

LcStepEntry::~LcStepEntry() = default;

void LcStepEntry::setState(std::shared_ptr<const LcState> state, const QString &expectedKind,
                           int expectedActor)
{
    m_state = std::move(state);
    const QSignalBlocker blocker(this);
    fillActors();
    fillCards();
    for (int seat = 0; seat < 2; ++seat)
        m_refill[seat]->setPrefix(seat < m_state->players.size()
                                      ? tr("%1: ").arg(m_state->players.at(seat).name)
                                      : QString());
    if (!expectedKind.isEmpty())
        setKind(expectedKind);
    setActor(expectedActor);
    chooseLikelyCard();
    m_swap->setCurrentIndex(0);
    // The escape phase opens on the escape the engine can see (a card known in the hand that
    // gets the piece out of reach), else on taking the hit: a digit (or a card chosen in the
    // list) unticks it and escapes with that card.
    bool pass = false;
    if (kind() == QLatin1String("escape")) {
        const QString escapeCard = rules::proposedEscapeCard(*m_state);
        if (!escapeCard.isEmpty())
            setCardId(escapeCard);
        pass = escapeCard.isEmpty();
    }
    m_pass->setChecked(pass);
    m_revealed->setChecked(false);
    m_hand->setEnabled(false);
    fillHand();
    m_target.reset();
    setTarget(std::nullopt);
    setRefillDefaults();
    updateRefillTips();
    updateVisibility();
}

void LcStepEntry::setTarget(std::optional<Square> square)
{
    m_target = square;
    m_targetValue->setText(square ? square->name()
                                  : tr("click a square on the board, or use the arrow keys and "
                                       "Enter"));
    QFont f = m_targetValue->font();
    f.setBold(square.has_value());
    m_targetValue->setFont(f);
    Q_EMIT changed();
}

QString LcStepEntry::kind() const
{
    const int id = m_kinds->checkedId();
    return id >= 0 ? QLatin1String(kKinds[id].kind) : QString();
}

void LcStepEntry::setKind(const QString &kind)
{
    const int i = int(kinds().indexOf(kind));
    if (i >= 0)
        m_kindButtons.at(i)->setChecked(true);
}

int LcStepEntry::actor() const
{
    return m_actor->currentData().toInt();
}

void LcStepEntry::setActor(int seat)
{
    const int i = m_actor->findData(seat);
    if (i >= 0)
        m_actor->setCurrentIndex(i);
}

QString LcStepEntry::cardId() const
{
    return m_card->currentData().toString();
}

bool LcStepEntry::setCardId(const QString &id)
{
    const int i = m_card->findData(id);
    if (i >= 0)
        m_card->setCurrentIndex(i);
    return i >= 0;
}

void LcStepEntry::chooseCard(int n)
{
    if (n < 1 || n > m_card->count())
        return;
    // From a step without a card (the end of the turn the entry proposes after a card), a digit
    // plays the card.
    if (!usesCard(kind()))
        setKind(QStringLiteral("play-card"));
    m_card->setCurrentIndex(n - 1);
    m_pass->setChecked(false); // in the escape phase: escape with this card
}

bool LcStepEntry::wantsSquare() const
{
    const QString k = kind();
    if (k == QLatin1String("place-piece"))
        return true;
    if (k == QLatin1String("escape") && m_pass->isChecked())
        return false;
    if (k != QLatin1String("play-card") && k != QLatin1String("escape"))
        return false;
    const LcCard *c = m_state ? m_state->card(cardId()) : nullptr;
    return c && c->isMove();
}

void LcStepEntry::setGameOver(bool over)
{
    m_gameOver = over;
    for (QToolButton *b : std::as_const(m_kindButtons))
        b->setEnabled(!over);
    for (QWidget *w : std::initializer_list<QWidget *>{m_actor, m_card, m_swap, m_pass, m_revealed,
                                                       m_refillBox, m_record, m_quickRefill})
        w->setEnabled(!over);
    m_hand->setEnabled(!over && m_revealed->isChecked());
    updateVisibility();
}

int LcStepEntry::cardRank(const LcCard &card) const
{
    // 0: known to be in the actor's hand, 1: may be in it, 2: not where it could be played
    // from; +3 when the card cannot be played in this kind of step at all.
    if (!m_state || m_state->players.size() != 2)
        return 0;
    const int seat = actor();
    const QString k = kind();
    int rank = 0;
    if (seat >= 0 && seat < 2) {
        if (m_state->players.at(seat).hand.known.contains(card.id))
            rank = 0;
        else
            rank = rules::mayBeInHand(*m_state, seat, card.id) ? 1 : 2;
    }
    const bool fits = k == QLatin1String("escape")      ? card.isMove() && card.escapePhase
                      : k == QLatin1String("play-card") ? card.attackPhase
                                                        : true;
    return fits ? rank : rank + 3;
}

void LcStepEntry::chooseLikelyCard()
{
    if (!m_state || !m_state->cards || !usesCard(kind()) || kind() == QLatin1String("reveal-top") ||
        kind() == QLatin1String("identify"))
        return;
    const auto &cards = m_state->cards->cards();
    int best = -1;
    int bestRank = 99;
    for (int i = 0; i < cards.size(); ++i) {
        const int r = cardRank(cards.at(i));
        if (r < bestRank) {
            best = i;
            bestRank = r;
        }
    }
    const LcCard *current = m_state->card(cardId());
    if (best >= 0 && (!current || cardRank(*current) > bestRank))
        setCardId(cards.at(best).id);
}

bool LcStepEntry::isQuickRefill() const
{
    return m_quickRefill->isChecked();
}

bool LcStepEntry::isPass() const
{
    return kind() == QLatin1String("escape") && m_pass->isChecked();
}

Step LcStepEntry::proposedRefill() const
{
    QJsonArray players;
    for (int seat = 0; seat < 2; ++seat)
        players.append(
            QJsonObject{{QStringLiteral("count"), m_state && m_state->players.size() == 2
                                                      ? qMin(rules::refillNeed(*m_state, seat),
                                                             rules::drawable(*m_state, seat))
                                                      : 0}});
    return Step{QStringLiteral("refill"), -1, QJsonObject{{QStringLiteral("players"), players}}};
}

void LcStepEntry::setSwapWith(int fieldIndex)
{
    m_swap->setCurrentIndex(qBound(0, fieldIndex + 1, m_swap->count() - 1));
}

void LcStepEntry::fillActors()
{
    const int current = m_actor->currentData().isValid() ? actor() : 0;
    m_actor->clear();
    if (!m_state)
        return;
    for (int seat = 0; seat < m_state->players.size(); ++seat)
        m_actor->addItem(m_state->players.at(seat).name, seat);
    m_actor->addItem(tr("The table"), -1);
    setActor(current);
}

void LcStepEntry::fillCards()
{
    const QString current = cardId();
    // Refilling the list (a new state, a language switch) keeps the card and its square.
    const QSignalBlocker blocker(m_card);
    m_card->clear();
    if (!m_state || !m_state->cards)
        return;
    const Lang lang = Translations::current();
    int n = 1;
    for (const LcCard &c : m_state->cards->cards()) {
        const QString type = c.isMove() ? tr("MOVE", "card kind") : tr("ARMS", "card kind");
        const QString label = n <= 9 ? tr("%1  %2 (%3)").arg(n).arg(c.name.text(lang), type)
                                     : tr("%1 (%2)").arg(c.name.text(lang), type);
        m_card->addItem(label, c.id);
        ++n;
    }
    if (!current.isEmpty())
        setCardId(current);
}

void LcStepEntry::fillHand()
{
    const QSignalBlocker blocker(m_hand);
    m_hand->clear();
    const int seat = actor();
    if (!m_state || !m_state->cards || seat < 0 || seat >= m_state->players.size())
        return;
    // The cards known in the hand (ticked: the engine knows them), then those that may be in it,
    // then the others, greyed: a hand the table shows may hold a card the tracker places
    // elsewhere (the validator warns, issue 13: never refuse what the table saw).
    const Lang lang = Translations::current();
    const QStringList &known = m_state->players.at(seat).hand.known;
    for (int group = 0; group < 3; ++group)
        for (const LcCard &c : m_state->cards->cards()) {
            const int g = known.contains(c.id)                       ? 0
                          : rules::mayBeInHand(*m_state, seat, c.id) ? 1
                                                                     : 2;
            if (g != group)
                continue;
            const QString type = c.isMove() ? tr("MOVE", "card kind") : tr("ARMS", "card kind");
            auto *item = new QListWidgetItem(tr("%1 (%2)").arg(c.name.text(lang), type), m_hand);
            item->setData(Qt::UserRole, c.id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(group == 0 ? Qt::Checked : Qt::Unchecked);
            if (group == 2) {
                item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
                item->setToolTip(tr("Not in the hand as far as Kibitzer knows"));
            }
        }
}

void LcStepEntry::setRefillDefaults()
{
    if (!m_state || m_state->players.size() != 2)
        return;
    for (int seat = 0; seat < 2; ++seat) {
        const QSignalBlocker b(m_refill[seat]);
        m_refill[seat]->setValue(
            qMin(rules::refillNeed(*m_state, seat), rules::drawable(*m_state, seat)));
    }
}

void LcStepEntry::updateRefillTips()
{
    // Any number can be entered; more than the deck holds is warned (lc.end.refill).
    for (int seat = 0; seat < 2; ++seat)
        m_refill[seat]->setToolTip(
            m_state && seat < m_state->players.size()
                ? tr("%1's deck and discard pile hold %2 card(s), the most that can be "
                     "drawn (lc.end.refill)")
                      .arg(m_state->players.at(seat).name)
                      .arg(rules::drawable(*m_state, seat))
                : QString());
}

QList<QWidget *> LcStepEntry::rowsShown(const QString &k, bool square) const
{
    QList<QWidget *> rows{m_actor};
    if (usesCard(k))
        rows.append(m_card);
    if ((k == QLatin1String("place-piece") || k == QLatin1String("play-card") ||
         k == QLatin1String("escape")) &&
        square && !m_gameOver)
        rows.append(m_targetValue);
    if (k == QLatin1String("play-card") || k == QLatin1String("escape"))
        rows.append(m_swap);
    if (k == QLatin1String("escape"))
        rows.append(m_pass);
    if (k == QLatin1String("end-turn")) {
        rows.append(m_revealed);
        rows.append(m_hand);
    }
    if (k == QLatin1String("refill"))
        rows.append(m_refillBox);
    return rows;
}

void LcStepEntry::reserveFormHeight()
{
    // The fields' box as tall as the tallest kind's rows: choosing another kind (or a card that
    // needs a square) shows other rows in the same room, and nothing under them moves. Each
    // kind's height is the form's own (a sum of the fields' hints missed its row heights: in
    // Japanese the escape's rows came out taller than the room, and everything above
    // Record moved up 4 px).
    // The labels' column as wide as the widest label of any kind: the fields of another kind
    // start where these did.
    int labelWidth = 0;
    const QList<QLabel *> labels = {m_actorLabel, m_cardLabel, m_targetLabel,
                                    m_swapLabel,  m_handLabel, m_refillLabel};
    for (QLabel *label : labels) {
        label->setMinimumWidth(0);
        labelWidth = qMax(labelWidth, label->sizeHint().width());
    }
    for (QLabel *label : labels)
        label->setMinimumWidth(labelWidth);
    int tallest = 0;
    for (const QString &k : kinds()) {
        showRows(rowsShown(k, true));
        m_form->invalidate();
        tallest = qMax(tallest, m_form->sizeHint().height());
    }
    showRows(rowsShown(kind(), wantsSquare()));
    m_formBox->setMinimumHeight(tallest);
}

void LcStepEntry::updateVisibility()
{
    showRows(rowsShown(kind(), wantsSquare()));
}

void LcStepEntry::showRows(const QList<QWidget *> &rows)
{
    for (QWidget *field :
         {static_cast<QWidget *>(m_card), static_cast<QWidget *>(m_targetValue),
          static_cast<QWidget *>(m_swap), static_cast<QWidget *>(m_pass),
          static_cast<QWidget *>(m_revealed), static_cast<QWidget *>(m_hand), m_refillBox})
        m_form->setRowVisible(field, rows.contains(field));
}

std::optional<Step> LcStepEntry::step(QString *missing) const
{
    Step s;
    s.kind = kind();
    s.actor = actor();
    QJsonObject &p = s.payload;
    auto fail = [missing](const QString &why) {
        if (missing)
            *missing = why;
        return std::nullopt;
    };
    if (s.kind == QLatin1String("place-piece")) {
        if (!m_target)
            return fail(tr("Choose the square on the board.", "Lethal Checkmate board"));
        p.insert(QStringLiteral("square"), m_target->name());
    } else if (s.kind == QLatin1String("play-card") || s.kind == QLatin1String("escape")) {
        if (s.kind == QLatin1String("escape") && m_pass->isChecked()) {
            p.insert(QStringLiteral("pass"), true);
            return s;
        }
        if (cardId().isEmpty())
            return fail(tr("Choose the card."));
        p.insert(QStringLiteral("card"), cardId());
        const LcCard *c = m_state ? m_state->card(cardId()) : nullptr;
        if (m_target && !(c && c->isArms())) // an ARMS card does not move the piece
            p.insert(QStringLiteral("to"), m_target->name());
        else if (c && c->isMove() && targetSquares().size() > 1)
            return fail(tr("Choose where the piece moves."));
        if (m_swap->currentIndex() > 0)
            p.insert(QStringLiteral("swapWith"), m_swap->currentIndex() - 1);
    } else if (s.kind == QLatin1String("reveal-top")) {
        if (cardId().isEmpty())
            return fail(tr("Choose the card."));
        p.insert(QStringLiteral("card"), cardId());
    } else if (s.kind == QLatin1String("identify")) {
        if (cardId().isEmpty())
            return fail(tr("Choose the card."));
        p.insert(QStringLiteral("cards"), QJsonArray{cardId()});
    } else if (s.kind == QLatin1String("end-turn")) {
        if (m_revealed->isChecked()) {
            p.insert(QStringLiteral("revealedHand"), true);
            QJsonArray hand;
            for (int i = 0; i < m_hand->count(); ++i)
                if (m_hand->item(i)->checkState() == Qt::Checked)
                    hand.append(m_hand->item(i)->data(Qt::UserRole).toString());
            if (!hand.isEmpty())
                p.insert(QStringLiteral("hand"), hand);
        }
    } else if (s.kind == QLatin1String("refill")) {
        p.insert(QStringLiteral("players"),
                 QJsonArray{QJsonObject{{QStringLiteral("count"), m_refill[0]->value()}},
                            QJsonObject{{QStringLiteral("count"), m_refill[1]->value()}}});
    } else if (s.kind == QLatin1String("take-damage") && s.actor >= 0) {
        p.insert(QStringLiteral("seat"), s.actor);
    }
    return s;
}

QList<Square> LcStepEntry::targetSquares() const
{
    QList<Square> out;
    if (!m_state || m_state->players.size() != 2)
        return out;
    const QString k = kind();
    const int seat = actor();
    if (k == QLatin1String("place-piece")) {
        const Square other = seat >= 0 ? m_state->players.at(1 - seat).piece : Square{};
        for (int row = 0; row < 4; ++row)
            for (int col = 0; col < 3; ++col)
                if (Square{col, row} != other)
                    out.append(Square{col, row});
        return out;
    }
    if ((k == QLatin1String("play-card") || k == QLatin1String("escape")) && seat >= 0) {
        const LcCard *c = m_state->card(cardId());
        if (c && c->isMove())
            out = rules::legalMoveSquares(*m_state, seat, *c);
    }
    return out;
}

void LcStepEntry::setPreview(const QString &html)
{
    m_preview->setText(html);
}

QString LcStepEntry::previewText() const
{
    return m_preview->text();
}

void LcStepEntry::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LcStepEntry::retranslateUi()
{
    const LcEngine engine;
    const Lang lang = Translations::current();
    for (int i = 0; i < m_kindButtons.size(); ++i) {
        QToolButton *b = m_kindButtons.at(i);
        b->setText(engine.stepKindName(QLatin1String(kKinds[i].kind)).text(lang));
        // setText() replaces the shortcut with the text's mnemonic (none): set it afterwards.
        b->setShortcut(QKeySequence(QLatin1String(kKinds[i].shortcut)));
        b->setToolTip(QStringLiteral("%1 (%2)").arg(
            b->text(), b->shortcut().toString(QKeySequence::NativeText)));
    }
    m_actorLabel->setText(tr("&Who:"));
    m_cardLabel->setText(tr("C&ard (1-9):"));
    m_targetLabel->setText(tr("Square:"));
    m_swapLabel->setText(tr("Swap w&ith:"));
    {
        const QSignalBlocker b(m_swap);
        const int i = qMax(0, m_swap->currentIndex());
        m_swap->clear();
        m_swap->addItem(tr("No swap"));
        for (int f = 1; f <= 3; ++f)
            m_swap->addItem(tr("Field card %1").arg(f));
        m_swap->setCurrentIndex(i);
    }
    m_pass->setText(tr("Does &not escape (takes the hit)"));
    m_revealed->setText(tr("Hand revealed: &no card was playable"));
    m_handLabel->setText(tr("Hand shown:"));
    m_hand->setToolTip(tr("Tick the cards the revealed hand showed (the ones Kibitzer knows are "
                          "ticked already)"));
    m_refillLabel->setText(tr("Cards drawn:"));
    for (int seat = 0; seat < 2; ++seat)
        m_refill[seat]->setPrefix(m_state && seat < m_state->players.size()
                                      ? tr("%1: ").arg(m_state->players.at(seat).name)
                                      : QString());
    updateRefillTips();
    m_record->setText(tr("&Record (Enter)"));
    m_quickRefill->setText(tr("&Quick refill"));
    m_quickRefill->setToolTip(tr("Once the turn has ended, record the refill of both hands as the "
                                 "rules count it (unless it warns). Ctrl+Z takes it back."));
    const QSignalBlocker blocker(this);
    fillActors();
    fillCards();
    fillHand();
    setTarget(m_target);
    reserveFormHeight();
}

} // namespace kbz::lc
