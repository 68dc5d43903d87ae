// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwMapView.h"

#include "ElidedLabel.h"
#include "LwMapBoard.h"
#include "LwText.h"
#include "lightwars/LwRules.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

int dirIndex(Dir d)
{
    for (int i = 0; i < 4; ++i)
        if (kDirs[i] == d)
            return i;
    return 0;
}

// The side a side's units face by default: toward the enemy's edge.
Dir enemyward(int side)
{
    return side == 1 ? Dir::S : Dir::N;
}

} // namespace

LwMapView::LwMapView(QWidget *parent)
    : QWidget(parent)
    , m_board(new LwMapBoard(this))
    , m_facingLabel(new QLabel(this))
    , m_facings(new QButtonGroup(this))
    , m_status(new ElidedLabel(this))
{
    setObjectName(QStringLiteral("lwMapView"));
    m_status->setObjectName(QStringLiteral("lwMapStatus"));
    m_status->setMinimumChars(12);
    auto *facingRow = new QHBoxLayout;
    facingRow->addWidget(m_facingLabel);
    const char *names[] = {"facing-n", "facing-e", "facing-s", "facing-w"};
    const char16_t arrows[] = {u'↑', u'→', u'↓', u'←'};
    for (int i = 0; i < 4; ++i) {
        auto *b = new QToolButton(this);
        b->setObjectName(QLatin1String(names[i]));
        b->setCheckable(true);
        b->setText(QString(QChar(arrows[i])));
        m_facings->addButton(b, i);
        m_facingButtons[i] = b;
        facingRow->addWidget(b);
    }
    facingRow->addStretch(1);
    m_facingButtons[0]->setChecked(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board, 1);
    layout->addLayout(facingRow);
    layout->addWidget(m_status);

    connect(m_board, &LwMapBoard::squareClicked, this, &LwMapView::onSquare);
    connect(m_board, &LwMapBoard::facingKey, this, &LwMapView::setFacing);
    connect(m_facings, &QButtonGroup::idClicked, this, [this](int id) {
        m_facing = kDirs[id];
        m_facingChosen = true;
        refresh();
        Q_EMIT facingChosen(m_facing);
    });
    retranslateUi();
}

LwMapView::~LwMapView() = default;

QToolButton *LwMapView::facingButton(Dir dir) const
{
    return m_facingButtons[dirIndex(dir)];
}

void LwMapView::setFacing(Dir dir)
{
    showFacing(dir);
    m_facingChosen = true;
    refresh();
    Q_EMIT facingChosen(dir);
}

void LwMapView::showFacing(Dir dir)
{
    m_facing = dir;
    m_facingButtons[dirIndex(dir)]->setChecked(true);
}

void LwMapView::setPreparedKind(const QString &kind)
{
    m_preparedKind = kind;
    refresh();
}

bool LwMapView::attackPrepared() const
{
    return m_preparedKind == QLatin1String("attack") || m_preparedKind == QLatin1String("shoot");
}

void LwMapView::setState(std::shared_ptr<const LwState> state)
{
    const int oldActive = m_state ? m_state->active : -2;
    m_state = std::move(state);
    m_board->setState(m_state);
    // A new turn, a finished unit or a removed one: nothing stays selected by mistake.
    if (!m_state || m_state->active != oldActive)
        m_selected = -1;
    if (m_state && m_state->phase == Phase::Action && m_selected >= 0) {
        const int side = m_selectedSide >= 0 && m_selectedSide < kSides ? m_selectedSide : 0;
        const LwUnit u = m_state->armies[side].units.value(m_selected);
        // A unit not placed yet stays selected: a click on a square places it.
        if (u.removed || (u.at.isValid() && !u.onMap()) || (u.acted && !u.moved) ||
            (side != m_state->active && u.acted))
            m_selected = -1;
    }
    m_facingChosen = false;
    // A facing chosen is for one placement: the next one shows its side's own forward facing.
    if (m_state && m_state->phase == Phase::Deploy)
        if (const int side = nextPlacement({-1, -1}).first; side >= 0)
            showFacing(enemyward(side));
    refresh();
}

void LwMapView::selectUnit(int unit, int side)
{
    m_selected = unit;
    m_selectedSide = side >= 0 ? side : (m_state ? m_state->active : -1);
    if (m_state && m_selectedSide >= 0 && m_selectedSide < kSides && unit >= 0 &&
        unit < m_state->armies[m_selectedSide].units.size()) {
        const LwUnit &u = m_state->armies[m_selectedSide].units.at(unit);
        showFacing(u.at.isValid() ? u.facing : enemyward(m_selectedSide));
    }
    refresh();
}

std::pair<int, int> LwMapView::nextPlacement(Square square) const
{
    if (!m_state || !m_state->map())
        return {-1, -1};
    if (m_selected >= 0 && m_selectedSide >= 0)
        return {m_selectedSide, m_selected};
    auto firstUnplaced = [this](int side) {
        const QList<LwUnit> &units = m_state->armies[side].units;
        for (int i = 0; i < units.size(); ++i)
            if (!units.at(i).at.isValid())
                return i;
        return -1;
    };
    QList<int> sides;
    if (const int zone = m_state->map()->zoneOf(square); zone >= 0)
        sides.append(zone);
    if (const int next = rules::nextToPlace(*m_state); next >= 0)
        sides.append(next);
    sides += {0, 1};
    for (int side : sides)
        if (const int unit = firstUnplaced(side); unit >= 0)
            return {side, unit};
    return {-1, -1};
}

void LwMapView::onSquare(Square square)
{
    if (!m_state || !m_state->map())
        return;
    if (m_state->phase == Phase::Deploy)
        onDeploySquare(square);
    else if (m_state->phase == Phase::Action)
        onActionSquare(square);
}

void LwMapView::onDeploySquare(Square square)
{
    if (m_state->deployMethod.isEmpty())
        return; // the method first (the deploy tool says so)
    const auto [os, ou] = m_state->unitAt(square);
    if (os >= 0 && m_selected < 0) { // pick a placed unit to place it again
        m_selected = ou;
        m_selectedSide = os;
        if (!m_facingChosen)
            showFacing(enemyward(os));
        refresh();
        return;
    }
    const std::optional<Step> step = placementAt(square);
    if (!step)
        return;
    m_selected = -1;
    m_selectedSide = -1;
    Q_EMIT recordRequested(*step);
}

std::optional<Step> LwMapView::placementAt(Square square) const
{
    if (!m_state || !m_state->map() || !m_state->map()->contains(square))
        return std::nullopt;
    const auto [side, unit] = nextPlacement(square);
    if (side < 0)
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("place");
    step.actor = side;
    step.payload = QJsonObject{
        {QStringLiteral("unit"), unit},
        {QStringLiteral("at"), squareCode(square)},
        {QStringLiteral("facing"), dirCode(m_facingChosen ? m_facing : enemyward(side))}};
    return step;
}

void LwMapView::proposePlacementSquare()
{
    const LwMap *map = m_state ? m_state->map() : nullptr;
    const int side = map ? nextPlacement({-1, -1}).first : -1;
    if (side < 0)
        return;
    auto fits = [&](Square sq) {
        return map->contains(sq) && map->zoneOf(sq) == side && !map->isBlocked(sq) &&
               m_state->unitAt(sq).first < 0;
    };
    if (fits(m_board->cursorSquare()))
        return;
    for (int y = 0; y < map->height; ++y)
        for (int x = 0; x < map->width; ++x)
            if (fits(Square{x, y})) {
                m_board->setCursorSquare(Square{x, y});
                return;
            }
}

void LwMapView::onActionSquare(Square square)
{
    const int active = m_state->active;
    if (active < 0 || active >= kSides)
        return;
    // The side acting: the selected unit's (the table may act for the other side, issue 35).
    const int side =
        m_selected >= 0 && m_selectedSide >= 0 && m_selectedSide < kSides ? m_selectedSide : active;
    const auto [os, ou] = m_state->unitAt(square);
    if (os == side && side == active && attackPrepared()) {
        // Joining the attack prepared (or leaving it): a unit that already acted too, which
        // the attack calculator marks and the page warns about (lw.action.once).
        Q_EMIT attackerClicked(ou);
        return;
    }
    // A unit of the side acting, or any unit while acting out of turn: it is selected (an
    // enemy is the target only for the side whose turn it is).
    if (os >= 0 && (os == side || side != active) && !(os == side && ou == m_selected)) {
        selectUnit(ou, os);
        Q_EMIT unitSelected(ou, os);
        return;
    }
    if (os == 1 - side) {
        // The attackers: the selected unit (an archer with the target in its line shoots, and
        // any archer when the action tool prepares a shot), and for an attack every unit of the
        // side still able to act in front contact with the target.
        const LwUnit &target = m_state->armies[os].units.at(ou);
        QList<int> attackers;
        QList<Facing> facings;
        const bool shotPrepared = m_preparedKind == QLatin1String("shoot");
        bool shoot = shotPrepared;
        const QList<LwUnit> &units = m_state->armies[side].units;
        if (m_selected >= 0 && m_selected < units.size()) {
            const LwUnit &u = units.at(m_selected);
            const LwCard *c = m_state->card(u.card);
            shoot = shoot || (c && c->hasSkill(kSkillShoot) && u.onMap() &&
                              rules::inShotRange(u.at, u.facing, target.at));
            attackers.append(m_selected);
        }
        for (int i = 0; i < units.size() && m_selected < 0 && shotPrepared; ++i) {
            const LwUnit &u = units.at(i);
            const LwCard *c = m_state->card(u.card);
            if (c && c->hasSkill(kSkillShoot) && u.onMap() && (!u.acted || u.moved) &&
                rules::inShotRange(u.at, u.facing, target.at))
                attackers.append(i);
        }
        for (int i = 0; i < units.size() && !shoot; ++i) {
            const LwUnit &u = units.at(i);
            if (i != m_selected && u.onMap() && (!u.acted || u.moved) &&
                rules::frontContact(u.at, u.facing, target.at))
                attackers.append(i);
        }
        // A shot prepared with no archer chosen keeps the calculator's archers.
        if (attackers.isEmpty() && !shoot)
            return;
        for (int i : attackers)
            facings.append(units.at(i).onMap()
                               ? rules::facingFrom(target.at, target.facing, units.at(i).at)
                               : Facing::Front);
        Q_EMIT attackRequested(attackers, facings, ou, shoot);
        return;
    }
    if (m_selected < 0)
        return;
    const LwUnit chosen = m_state->armies[side].units.value(m_selected);
    if (!chosen.at.isValid() && !chosen.removed) {
        // A unit not placed before the first player was chosen: placed now (issue 35; warned,
        // lw.deploy.method).
        Step step;
        step.kind = QStringLiteral("place");
        step.actor = side;
        step.payload = QJsonObject{
            {QStringLiteral("unit"), m_selected},
            {QStringLiteral("at"), squareCode(square)},
            {QStringLiteral("facing"), dirCode(m_facingChosen ? m_facing : enemyward(side))}};
        Q_EMIT recordRequested(step);
        return;
    }
    // A free square, or the unit's own (a turn on the spot): its move, recorded.
    Step step;
    step.kind = QStringLiteral("move");
    step.actor = side;
    step.payload = QJsonObject{{QStringLiteral("unit"), m_selected},
                               {QStringLiteral("to"), squareCode(square)},
                               {QStringLiteral("facing"), dirCode(m_facing)}};
    Q_EMIT recordRequested(step);
}

void LwMapView::refresh()
{
    QList<Square> moves;
    QList<Square> targets;
    Square selected;
    const LwMap *m = m_state ? m_state->map() : nullptr;
    if (m && m_state->phase == Phase::Deploy && !m_state->deployMethod.isEmpty()) {
        const auto [side, unit] = nextPlacement({-1, -1});
        if (side >= 0)
            for (Square s : m->zones[side])
                if (m_state->unitAt(s).first < 0)
                    moves.append(s);
        if (m_selected >= 0 && m_selectedSide >= 0)
            selected = m_state->armies[m_selectedSide].units.at(m_selected).at;
    } else if (m && m_state->phase == Phase::Action && m_selected >= 0 && m_selectedSide >= 0 &&
               m_selectedSide < kSides) {
        const int side = m_selectedSide;
        const LwUnit u = m_state->armies[side].units.value(m_selected);
        // A removed unit (chosen to be put back) is not shown where it stood.
        selected = u.removed ? Square() : u.at;
        if (!u.removed)
            moves = rules::moveSquares(*m_state, side, m_selected);
        if (!u.at.isValid() && !u.removed) // to be placed: its zone's free squares
            for (Square s : m->zones[side])
                if (m_state->unitAt(s).first < 0)
                    moves.append(s);
        const LwCard *c = m_state->card(u.card);
        for (const LwUnit &e : m_state->armies[1 - side].units)
            if (e.onMap() && u.onMap() &&
                (rules::frontContact(u.at, u.facing, e.at) ||
                 (c && c->hasSkill(kSkillShoot) && rules::inShotRange(u.at, u.facing, e.at))))
                targets.append(e.at);
    }
    m_board->setHighlights(moves, targets);
    m_board->setSelected(selected);
    m_board->setMessage(m_state && !m ? tr("This game's card set has no map: squares are not "
                                           "tracked and the positional rules are not checked.")
                                      : QString());
    m_status->setFullText(statusText());
}

QString LwMapView::statusText() const
{
    if (!m_state)
        return {};
    if (!m_state->map())
        return tr("No map: positions not checked");
    if (m_state->phase != Phase::Deploy && !m_state->hasPositions())
        return tr("This game records no squares: the positional rules are not checked.");
    switch (m_state->phase) {
    case Phase::Deploy: {
        if (m_state->deployMethod.isEmpty())
            return tr("Record how the armies deploy, then place the units on the map.");
        const auto [side, unit] = nextPlacement({-1, -1});
        if (side < 0)
            return tr("Every unit is placed: choose who plays first.");
        return tr("Click a square to place %1 (click a placed unit to move it).")
            .arg(LwText::unitName(*m_state, side, unit));
    }
    case Phase::Action:
        if (attackPrepared())
            return tr("Click the enemy attacked; a unit of %1 joins the attack (or leaves it).")
                .arg(LwText::side(m_state->active));
        if (m_selected < 0 || m_selectedSide < 0 || m_selectedSide >= kSides)
            return tr("Click a unit of %1, then a square to move it or an enemy to attack.")
                .arg(LwText::side(m_state->active));
        if (const LwUnit u = m_state->armies[m_selectedSide].units.value(m_selected);
            !u.at.isValid() && !u.removed)
            return tr("%1 is not on the map: click a square to place it (after the deployment: "
                      "lw.deploy.method).")
                .arg(LwText::unitName(*m_state, m_selectedSide, m_selected));
        if (m_selectedSide != m_state->active)
            return tr("%1, out of turn (lw.action.once): click a square to move it.")
                .arg(LwText::unitName(*m_state, m_selectedSide, m_selected));
        return tr("%1: click a square to move (highlighted: within MOVE), an enemy to attack.")
            .arg(LwText::unitName(*m_state, m_state->active, m_selected));
    case Phase::Tactics:
        return tr("Declare the tactics tiles; the units act after.");
    case Phase::Finished:
        return tr("Game over.");
    }
    return {};
}

void LwMapView::retranslateUi()
{
    m_facingLabel->setText(tr("Facing:"));
    const char *tips[] = {QT_TR_NOOP("Front toward Blue's edge (Shift+Up on the map)"),
                          QT_TR_NOOP("Front to the right (Shift+Right on the map)"),
                          QT_TR_NOOP("Front toward Red's edge (Shift+Down on the map)"),
                          QT_TR_NOOP("Front to the left (Shift+Left on the map)")};
    for (int i = 0; i < 4; ++i)
        m_facingButtons[i]->setToolTip(tr(tips[i]));
    m_board->setToolTip(tr("Arrows move the cursor, Space clicks the square under it, "
                           "Shift+arrows choose the facing"));
    refresh();
}

void LwMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
