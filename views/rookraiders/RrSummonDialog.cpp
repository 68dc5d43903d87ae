// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrSummonDialog.h"

#include "StepPreview.h"
#include "Translations.h"
#include "core/Session.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrState.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::rr {

namespace {

const QString kWaiting = QStringLiteral("waiting");

// Every destination of a summoned monster: the waiting line, the circles, the squares.
QStringList destinations()
{
    QStringList out{kWaiting, QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    for (int row = 0; row < kRows; ++row)
        for (int col = 1; col <= kColumns; ++col)
            out.append(Square{row, col}.name());
    return out;
}

} // namespace

RrSummonDialog::RrSummonDialog(Session *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_chipBox(new QGroupBox(this))
    , m_chips(new QButtonGroup(this))
    , m_monsterLabel(new QLabel(this))
    , m_monster(new QComboBox(this))
    , m_boardsBox(new QGroupBox(this))
    , m_boards(new QFormLayout)
    , m_deckLabel(new QLabel(this))
    , m_deck(new QSpinBox(this))
    , m_preview(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("rrSummonDialog"));
    auto *chipRow = new QHBoxLayout(m_chipBox);
    for (int row = 0; row < kRows; ++row) {
        auto *b = new QRadioButton(m_chipBox);
        b->setObjectName(QStringLiteral("rrChip") + QChar(u'A' + row));
        m_chips->addButton(b, row);
        m_chipButtons.append(b);
        chipRow->addWidget(b);
        // The chip's letter alone picks it too (not while typing in a text field).
        auto *key = new QShortcut(QKeySequence(Qt::Key_A + row), this);
        connect(key, &QShortcut::activated, this, [this, row] { setChip(row); });
    }
    chipRow->addStretch(1);
    connect(m_chips, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            propose();
    });

    m_monster->setObjectName(QStringLiteral("rrSummonMonster"));
    m_monster->setEditable(true);
    m_monster->setInsertPolicy(QComboBox::NoInsert);
    m_monster->completer()->setFilterMode(Qt::MatchContains);
    m_monster->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_monsterLabel->setBuddy(m_monster);
    connect(m_monster, &QComboBox::currentIndexChanged, this, &RrSummonDialog::updatePreview);
    connect(m_monster, &QComboBox::editTextChanged, this, &RrSummonDialog::updatePreview);

    m_boardsBox->setLayout(m_boards);
    m_deck->setObjectName(QStringLiteral("rrSummonDeck"));
    m_deck->setRange(-1, 999);
    m_deck->setSpecialValueText(QStringLiteral("?"));
    m_deckLabel->setBuddy(m_deck);
    connect(m_deck, &QSpinBox::valueChanged, this, &RrSummonDialog::updatePreview);

    m_preview->setObjectName(QStringLiteral("rrSummonPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setMinimumHeight(m_preview->fontMetrics().lineSpacing() * 3);
    setMinimumWidth(qMax(420, fontMetrics().averageCharWidth() * 60));

    auto *form = new QFormLayout;
    form->addRow(m_monsterLabel, m_monster);
    form->addRow(m_deckLabel, m_deck);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_chipBox);
    layout->addLayout(form);
    layout->addWidget(m_boardsBox);
    layout->addWidget(m_preview);
    layout->addWidget(m_buttons);
    okButton()->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RrSummonDialog::confirm);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const auto s = rrState();
    if (s) {
        if (s->monsterDeck)
            m_deck->setValue(qMax(0, *s->monsterDeck - 1));
        else
            m_deck->setValue(-1);
        for (int seat = 0; seat < s->players.size(); ++seat) {
            if (s->players.at(seat).out)
                continue;
            auto *combo = new QComboBox(m_boardsBox);
            combo->setObjectName(QStringLiteral("rrSummonTo%1").arg(seat));
            combo->setEditable(true);
            combo->setInsertPolicy(QComboBox::NoInsert);
            auto *label = new QLabel(m_boardsBox);
            label->setBuddy(combo);
            m_seats.append(seat);
            m_placements.append(combo);
            m_placementLabels.append(label);
            m_boards->addRow(label, combo);
            connect(combo, &QComboBox::currentIndexChanged, this, &RrSummonDialog::updatePreview);
            connect(combo, &QComboBox::editTextChanged, this, &RrSummonDialog::updatePreview);
        }
    }
    setTabOrder(m_chipButtons.first(), m_monster);
    setTabOrder(m_monster, m_deck);
    QWidget *last = m_deck;
    for (QComboBox *c : std::as_const(m_placements)) {
        setTabOrder(last, c);
        last = c;
    }
    retranslateUi();
    m_monster->setCurrentIndex(-1);
    m_monster->setFocus();
    updatePreview();
}

RrSummonDialog::~RrSummonDialog() = default;

std::shared_ptr<const RrState> RrSummonDialog::rrState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const RrState>(m_session->state());
}

QPushButton *RrSummonDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void RrSummonDialog::setChip(int row)
{
    if (row < 0 || row >= m_chipButtons.size())
        return;
    m_chipButtons.at(row)->setChecked(true);
    propose();
}

int RrSummonDialog::chip() const
{
    return m_chips->checkedId();
}

bool RrSummonDialog::setMonster(const QString &cardId)
{
    const int i = m_monster->findData(cardId);
    if (i < 0)
        return false;
    m_monster->setCurrentIndex(i);
    updatePreview();
    return true;
}

QComboBox *RrSummonDialog::placementBox(int seat) const
{
    const qsizetype i = m_seats.indexOf(seat);
    return i >= 0 ? m_placements.at(i) : nullptr;
}

QString RrSummonDialog::placement(int seat) const
{
    QComboBox *combo = placementBox(seat);
    if (!combo)
        return {};
    const QString text = combo->currentText().trimmed();
    if (combo->currentIndex() >= 0 && combo->itemText(combo->currentIndex()) == text)
        return combo->currentData().toString();
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).compare(text, Qt::CaseInsensitive) == 0 ||
            combo->itemData(i).toString().compare(text, Qt::CaseInsensitive) == 0)
            return combo->itemData(i).toString();
    if (const auto sq = Square::parse(text))
        return sq->name();
    return {};
}

bool RrSummonDialog::setPlacement(int seat, const QString &to)
{
    QComboBox *combo = placementBox(seat);
    const int i = combo ? combo->findData(to) : -1;
    if (i < 0)
        return false;
    combo->setCurrentIndex(i);
    updatePreview();
    return true;
}

void RrSummonDialog::fillMonsters()
{
    const auto s = rrState();
    const QString current =
        m_monster->currentIndex() >= 0 ? m_monster->currentData().toString() : QString();
    const QSignalBlocker block(m_monster);
    m_monster->clear();
    if (!s || !s->cards)
        return;
    const Lang lang = Translations::current();
    for (const RrCard &c : s->cards->cards())
        if (c.isMonster())
            m_monster->addItem(c.name.text(lang), c.id);
    m_monster->setCurrentIndex(current.isEmpty() ? -1 : m_monster->findData(current));
    if (current.isEmpty())
        m_monster->setEditText(QString());
}

void RrSummonDialog::fillPlacements()
{
    const QStringList all = destinations();
    for (QComboBox *combo : std::as_const(m_placements)) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker block(combo);
        combo->clear();
        for (const QString &to : all) {
            QString text;
            if (to == kWaiting)
                text = tr("Waiting line");
            else if (to.size() == 1)
                text = tr("Circle %1").arg(to);
            else
                text = tr("Square %1").arg(to);
            combo->addItem(text, to);
        }
        combo->setCurrentIndex(qMax(0, combo->findData(current)));
    }
}

void RrSummonDialog::propose()
{
    const auto s = rrState();
    const int row = chip();
    if (!s || row < 0) {
        updatePreview();
        return;
    }
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        const auto to = rules::summonPlacement(s->players.at(m_seats.at(i)), row);
        QComboBox *combo = m_placements.at(i);
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(qMax(0, combo->findData(to ? to->name() : kWaiting)));
        combo->setToolTip(tr("Proposed: %1").arg(combo->currentText()));
    }
    updatePreview();
}

std::optional<Step> RrSummonDialog::step(QString *missing) const
{
    auto fail = [missing](const QString &why) {
        if (missing)
            *missing = why;
        return std::nullopt;
    };
    const auto s = rrState();
    if (!s)
        return fail(tr("No game"));
    const int row = chip();
    if (row < 0)
        return fail(tr("Choose the chip drawn: A, B or C"));
    QString monster;
    const QString text = m_monster->currentText().trimmed();
    if (m_monster->currentIndex() >= 0 && m_monster->itemText(m_monster->currentIndex()) == text)
        monster = m_monster->currentData().toString();
    for (int i = 0; monster.isEmpty() && i < m_monster->count(); ++i)
        if (m_monster->itemText(i).compare(text, Qt::CaseInsensitive) == 0 ||
            m_monster->itemData(i).toString().compare(text, Qt::CaseInsensitive) == 0)
            monster = m_monster->itemData(i).toString();
    if (monster.isEmpty())
        return fail(text.isEmpty() ? tr("Choose the monster card drawn")
                                   : tr("%1 is not a monster card of this game: add it to the "
                                        "card library first")
                                         .arg(text));
    QJsonArray boards;
    for (const int seat : m_seats) {
        const QString to = placement(seat);
        if (to.isEmpty())
            return fail(
                tr("Where does the monster go on %1's board?").arg(s->players.at(seat).name));
        boards.append(QJsonObject{{QStringLiteral("seat"), seat}, {QStringLiteral("to"), to}});
    }
    QJsonObject payload{{QStringLiteral("chip"), QString(QChar(u'A' + row))},
                        {QStringLiteral("monster"), monster},
                        {QStringLiteral("boards"), boards}};
    if (m_deck->value() >= 0)
        payload.insert(QStringLiteral("deckLeft"), m_deck->value());
    return Step{QStringLiteral("summon"), -1, payload};
}

QString RrSummonDialog::previewText() const
{
    return m_preview->text();
}

void RrSummonDialog::updatePreview()
{
    QString missing;
    const auto st = step(&missing);
    if (st && m_session)
        m_preview->setText(stepPreviewHtml(*m_session, *st));
    else
        m_preview->setText(missingPreviewHtml(missing));
    okButton()->setEnabled(st.has_value());
}

void RrSummonDialog::confirm()
{
    const auto st = step();
    if (!st)
        return;
    Q_EMIT recordRequested(*st);
    accept();
}

void RrSummonDialog::retranslateUi()
{
    setWindowTitle(tr("Summon a monster"));
    m_chipBox->setTitle(tr("Chip drawn"));
    for (int row = 0; row < m_chipButtons.size(); ++row)
        m_chipButtons.at(row)->setText(tr("Circle &%1").arg(QChar(u'A' + row)));
    m_monsterLabel->setText(tr("&Monster card:"));
    m_monster->lineEdit()->setPlaceholderText(tr("Type to filter"));
    m_boardsBox->setTitle(tr("Where it goes"));
    m_deckLabel->setText(tr("Face-down monsters &left:"));
    m_deck->setToolTip(tr("? = not counted"));
    const auto s = rrState();
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        const QString name = s ? s->players.at(m_seats.at(i)).name : QString();
        m_placementLabels.at(i)->setText(i < 9 ? tr("&%1 %2:").arg(i + 1).arg(name)
                                               : tr("%1:").arg(name));
    }
    fillMonsters();
    fillPlacements();
    updatePreview();
}

void RrSummonDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace kbz::rr
