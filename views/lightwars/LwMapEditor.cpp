// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwMapEditor.h"

#include "LwMapBoard.h"
#include "lightwars/LwState.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

void keepOnBoard(QList<Square> &squares, const LwMap &m)
{
    squares.removeIf([&m](Square s) { return !m.contains(s); });
}

} // namespace

LwMapEditor::LwMapEditor(QWidget *parent)
    : QWidget(parent)
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_kind(new QComboBox(this))
    , m_board(new LwMapBoard(this))
    , m_problem(new QLabel(this))
    , m_sizeLabel(new QLabel(this))
    , m_kindLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("lwMapEditor"));
    m_width->setObjectName(QStringLiteral("mapWidth"));
    m_height->setObjectName(QStringLiteral("mapHeight"));
    m_kind->setObjectName(QStringLiteral("mapKind"));
    m_problem->setObjectName(QStringLiteral("mapProblem"));
    for (QSpinBox *s : {m_width, m_height})
        s->setRange(2, 26);
    m_problem->setWordWrap(true);
    m_problem->setMinimumHeight(fontMetrics().lineSpacing() * 2);
    m_sizeLabel->setBuddy(m_width);
    m_kindLabel->setBuddy(m_kind);
    for (int i = 0; i < 6; ++i)
        m_kind->addItem(QString());

    auto *row = new QHBoxLayout;
    row->addWidget(m_sizeLabel);
    row->addWidget(m_width);
    row->addWidget(new QLabel(QStringLiteral("×"), this));
    row->addWidget(m_height);
    row->addStretch(1);
    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_kindLabel);
    kindRow->addWidget(m_kind, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addLayout(kindRow);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_problem);

    connect(m_board, &LwMapBoard::squareClicked, this,
            [this](Square s) { paint(s, Kind(m_kind->currentIndex())); });
    for (QSpinBox *s : {m_width, m_height})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_filling)
                resizeMap(m_width->value(), m_height->value());
        });
    retranslateUi();
    setMap(LwMap::defaultMap());
}

LwMapEditor::~LwMapEditor() = default;

void LwMapEditor::setMap(const LwMap &map)
{
    m_map = map;
    m_filling = true;
    m_width->setValue(map.width);
    m_height->setValue(map.height);
    m_filling = false;
    updateShown();
}

void LwMapEditor::resizeMap(int width, int height)
{
    m_map.width = width;
    m_map.height = height;
    for (int side = 0; side < 2; ++side) {
        keepOnBoard(m_map.zones[side], m_map);
        keepOnBoard(m_map.castles[side], m_map);
    }
    keepOnBoard(m_map.blocked, m_map);
    updateShown();
    Q_EMIT mapChanged(m_map);
}

void LwMapEditor::paint(Square square, Kind kind)
{
    if (!m_map.contains(square))
        return;
    auto drop = [square](QList<Square> &list) {
        list.removeAll(square);
    };
    switch (kind) {
    case Plain:
        for (int side = 0; side < 2; ++side) {
            drop(m_map.zones[side]);
            drop(m_map.castles[side]);
        }
        drop(m_map.blocked);
        break;
    case RedZone:
    case BlueZone: {
        const int side = kind == RedZone ? 0 : 1;
        drop(m_map.zones[1 - side]);
        drop(m_map.blocked);
        if (!m_map.zones[side].contains(square))
            m_map.zones[side].append(square);
        break;
    }
    case RedCastle:
    case BlueCastle: {
        const int side = kind == RedCastle ? 0 : 1;
        drop(m_map.castles[1 - side]);
        drop(m_map.blocked);
        if (!m_map.castles[side].contains(square))
            m_map.castles[side].append(square);
        break;
    }
    case Blocked:
        for (int side = 0; side < 2; ++side) {
            drop(m_map.zones[side]);
            drop(m_map.castles[side]);
        }
        if (!m_map.blocked.contains(square))
            m_map.blocked.append(square);
        break;
    }
    updateShown();
    Q_EMIT mapChanged(m_map);
}

QString LwMapEditor::problem() const
{
    QJsonObject o;
    m_map.writeJson(o);
    QString why;
    return LwMap::fromJson(o, &why) ? QString() : why;
}

void LwMapEditor::updateShown()
{
    // The board draws a state: one whose card set is this map.
    auto state = std::make_shared<LwState>();
    LwCard card;
    card.id = QStringLiteral("map");
    card.type = CardType::Map;
    card.map = m_map;
    state->cards = std::make_shared<const LwCardLibrary>(QList<LwCard>{card});
    m_board->setState(state);
    const QString why = problem();
    m_problem->setText(why.isEmpty() ? tr("The map is ready.")
                                     : tr("This map cannot be saved: %1").arg(why));
    m_problem->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
}

void LwMapEditor::retranslateUi()
{
    m_sizeLabel->setText(tr("Si&ze:"));
    m_kindLabel->setText(tr("A &click makes a square:"));
    const char *kinds[] = {QT_TR_NOOP("Plain"),         QT_TR_NOOP("Red's zone"),
                           QT_TR_NOOP("Blue's zone"),   QT_TR_NOOP("Red's Castle"),
                           QT_TR_NOOP("Blue's Castle"), QT_TR_NOOP("Cannot be entered")};
    for (int i = 0; i < 6; ++i)
        m_kind->setItemText(i, tr(kinds[i]));
    m_board->setToolTip(tr("Click a square (or Space on the cursor) to give it the kind chosen "
                           "above"));
    updateShown();
}

void LwMapEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
