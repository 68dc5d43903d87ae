// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlRevealTool.h"

#include "AnyStepButton.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "core/Session.h"
#include "dungeonlords/DlEngine.h"
#include "dungeonlords/DlRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

constexpr char kOther[] = "other";

bool isSpellId(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return true;
    return false;
}

} // namespace

DlRevealTool::DlRevealTool(QWidget *parent)
    : DlTool(parent)
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_fatigueLabel(new QLabel(this))
    , m_fatigue(new QSpinBox(this))
    , m_lightning(new QCheckBox(this))
    , m_crystal(new QCheckBox(this))
    , m_spellLabel(new QLabel(this))
    , m_spell(new QComboBox(this))
    , m_textLabel(new QLabel(this))
    , m_text(new QLineEdit(this))
    , m_fromLabel(new QLabel(this))
    , m_from(new QComboBox(this))
    , m_magic(new QLabel(this))
    , m_record(new QPushButton(this))
{
    declareWidgetKeys(
        this, {{{QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_1), QKeySequence(Qt::Key_2),
                 QKeySequence(Qt::Key_3), QKeySequence(Qt::Key_4), QKeySequence(Qt::Key_5),
                 QKeySequence(Qt::Key_6), QKeySequence(Qt::Key_7), QKeySequence(Qt::Key_8),
                 QKeySequence(Qt::Key_9)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Set the card's fatigue")},
               {{QKeySequence(Qt::Key_L)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Lightning (early magic) on or off")},
               {{QKeySequence(Qt::Key_C)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Green crystal (late magic) on or off")}});
    setObjectName(QStringLiteral("dlRevealTool"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);
    m_explain->setTextFormat(Qt::RichText);
    m_fatigue->setObjectName(QStringLiteral("fatigue"));
    m_fatigue->setRange(-1, 9); // -1: not entered yet
    m_fatigue->setValue(-1);
    m_lightning->setObjectName(QStringLiteral("lightning"));
    m_crystal->setObjectName(QStringLiteral("crystal"));
    m_spell->setObjectName(QStringLiteral("spell"));
    m_text->setObjectName(QStringLiteral("cardText"));
    m_text->setClearButtonEnabled(true);
    m_magic->setObjectName(QStringLiteral("magic"));
    m_magic->setWordWrap(true);
    m_magic->setTextFormat(Qt::RichText);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true);
    m_fatigueLabel->setBuddy(m_fatigue);
    m_spellLabel->setBuddy(m_spell);
    m_textLabel->setBuddy(m_text);
    m_from->setObjectName(QStringLiteral("from"));
    m_fromLabel->setBuddy(m_from);

    auto *form = new QFormLayout;
    form->addRow(m_fatigueLabel, m_fatigue);
    auto *symbols = new QHBoxLayout;
    symbols->addWidget(m_lightning);
    symbols->addWidget(m_crystal);
    symbols->addStretch(1);
    form->addRow(symbols);
    form->addRow(m_spellLabel, m_spell);
    form->addRow(m_textLabel, m_text);
    form->addRow(m_fromLabel, m_from);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_title);
    layout->addWidget(m_explain);
    layout->addLayout(form);
    layout->addWidget(m_magic);
    layout->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(new AnyStepButton(this));
    buttons->addWidget(m_record);
    setUpLayout(body, buttons);

    // The card's keys work on every field but the text.
    for (QWidget *w : {static_cast<QWidget *>(m_fatigue), static_cast<QWidget *>(m_lightning),
                       static_cast<QWidget *>(m_crystal), static_cast<QWidget *>(m_spell),
                       static_cast<QWidget *>(m_record)})
        w->installEventFilter(this);
    if (auto *edit = m_fatigue->findChild<QLineEdit *>())
        edit->installEventFilter(this);

    const auto changed = [this] {
        updateMagic();
        updatePreview();
    };
    connect(m_fatigue, &QSpinBox::valueChanged, this, changed);
    connect(m_lightning, &QCheckBox::toggled, this, changed);
    connect(m_crystal, &QCheckBox::toggled, this, changed);
    connect(m_spell, &QComboBox::currentIndexChanged, this, changed);
    connect(m_text, &QLineEdit::textChanged, this, changed);
    connect(m_from, &QComboBox::currentIndexChanged, this, changed);
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    fillSpells();
    retranslateUi();
}

DlRevealTool::~DlRevealTool() = default;

QAbstractButton *DlRevealTool::defaultButton() const
{
    return m_record;
}

int DlRevealTool::roundToReveal() const
{
    const auto s = state();
    if (!s)
        return 1;
    // One card per round so far this year: the next one is for the round being fought.
    return qBound(1, qMax(s->round, int(s->cards.size()) + 1), 4);
}

void DlRevealTool::sync()
{
    const auto s = state();
    if (s) {
        const QString key = QStringLiteral("%1/%2/%3/%4")
                                .arg(quintptr(session()))
                                .arg(session()->gameId())
                                .arg(s->year)
                                .arg(s->cards.size());
        if (key != m_filledKey) {
            m_filledKey = key;
            const QSignalBlocker b1(m_fatigue);
            const QSignalBlocker b2(m_lightning);
            const QSignalBlocker b3(m_crystal);
            const QSignalBlocker b4(m_spell);
            const QSignalBlocker b5(m_text);
            const QSignalBlocker b6(m_from);
            m_from->setCurrentIndex(0); // the side the rule names
            m_fatigue->setValue(-1);
            m_lightning->setChecked(false);
            m_crystal->setChecked(false);
            m_spell->setCurrentIndex(0);
            m_text->clear();
        }
    }
    retranslateUi();
}

void DlRevealTool::focusEntry()
{
    m_fatigue->setFocus();
    m_fatigue->selectAll();
}

std::optional<Step> DlRevealTool::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s)
        return std::nullopt;
    QString none;
    QString &why = missing ? *missing : none;
    if (s->phase != Phase::Reveal) {
        why = tr("The card is revealed once every player still fighting has planned.");
        return std::nullopt;
    }
    if (m_fatigue->value() < 0) {
        why = tr("Type the card's fatigue (a digit).");
        return std::nullopt;
    }
    const QString spell = m_spell->currentData().toString();
    const QString text = m_text->text().trimmed();
    if (spell == QLatin1String(kOther) && text.isEmpty()) {
        why = tr("Type the card's text: its spell is not in the list.");
        return std::nullopt;
    }
    Step step;
    step.kind = QStringLiteral("reveal");
    step.actor = -1;
    step.payload.insert(QStringLiteral("fatigue"), m_fatigue->value());
    step.payload.insert(QStringLiteral("lightning"), m_lightning->isChecked());
    step.payload.insert(QStringLiteral("crystal"), m_crystal->isChecked());
    if (!spell.isEmpty() && isSpellId(spell))
        step.payload.insert(QStringLiteral("spell"), spell);
    if (!text.isEmpty())
        step.payload.insert(QStringLiteral("text"), text);
    if (const QString from = m_from->currentData().toString(); !from.isEmpty())
        step.payload.insert(QStringLiteral("from"), from);
    return step;
}

QString DlRevealTool::magicText() const
{
    return m_magicText;
}

void DlRevealTool::updateMagic()
{
    const auto s = state();
    if (!s) {
        m_magic->clear();
        m_magicText.clear();
        return;
    }
    const bool lightning = m_lightning->isChecked();
    const bool crystal = m_crystal->isChecked();
    const int round = roundToReveal();
    QStringList lines;
    if (!lightning && !crystal) {
        lines.append(tr("No lightning and no crystal on the card: no magic step this round."));
    } else {
        QList<int> order = s->seatOrder();
        if (order.isEmpty())
            for (int seat = 0; seat < int(s->players.size()); ++seat)
                order.append(seat);
        for (int seat : order) {
            const DlPlayer &p = s->players.at(seat);
            if (p.stage == Stage::Out || p.stage == Stage::Done)
                continue;
            const int magic = s->magicPoints(seat);
            const bool enough = magic >= round;
            QString what;
            if (enough && lightning && crystal)
                what = tr("early and late magic");
            else if (enough && lightning)
                what = tr("early magic");
            else if (enough && crystal)
                what = tr("late magic");
            else
                what = tr("no magic step (magic below the round)");
            lines.append(tr("%1 (party magic %2, round %3): %4")
                             .arg(playerName(*s, seat))
                             .arg(magic)
                             .arg(round)
                             .arg(what));
        }
        if (lines.isEmpty())
            lines.append(tr("Nobody is fighting this round."));
    }
    QStringList html;
    for (const QString &line : std::as_const(lines))
        html.append(line.toHtmlEscaped());
    m_magic->setText(html.join(QStringLiteral("<br>")) +
                     QStringLiteral(" <small>[dl.step.early-magic] [dl.step.late-magic]</small>"));
    m_magicText = lines.join(QLatin1Char('\n'));
}

void DlRevealTool::fillSpells()
{
    const QString current = m_spell->currentData().toString();
    const int index = m_spell->currentIndex();
    const QSignalBlocker blocker(m_spell);
    m_spell->clear();
    const Lang lang = Translations::current();
    m_spell->addItem(tr("No spell"), QString());
    bool other = false;
    for (const Spell &sp : spells()) {
        const QString id = QString::fromLatin1(sp.id);
        QString name = spellName(id).text(lang);
        if (name.isEmpty())
            name = QCoreApplication::translate(kTrContext, sp.name);
        m_spell->addItem(name, id);
        other = other || id == QLatin1String(kOther);
    }
    if (!other)
        m_spell->addItem(tr("Other (type the card's text)"), QString::fromLatin1(kOther));
    const int found = m_spell->findData(current);
    m_spell->setCurrentIndex(found >= 0 ? found : qBound(0, index, m_spell->count() - 1));
}

void DlRevealTool::retranslateUi()
{
    const int round = roundToReveal();
    m_title->setText(tr("Round %1: reveal the combat card").arg(round));
    m_explain->setText(
        tr("Turn over this round's card and enter what it shows: the fatigue number, the "
           "lightning (early magic) and the green crystal (late magic), and its spell.")
            .toHtmlEscaped() +
        QStringLiteral("<br><small>") +
        tr("Keys: a digit sets the fatigue, L toggles the lightning, C the crystal, Enter "
           "records.")
            .toHtmlEscaped() +
        QStringLiteral(" [dl.combat-card.symbols]</small>"));
    m_fatigueLabel->setText(tr("&Fatigue:"));
    m_fatigue->setSpecialValueText(tr("–"));
    m_fatigue->setToolTip(tr("The number in the lower right corner: damage at the conquest, "
                             "front first (dl.fatigue.spill)."));
    m_lightning->setText(tr("&Lightning (early magic)"));
    m_crystal->setText(tr("Green &crystal (late magic)"));
    m_spellLabel->setText(tr("&Spell:"));
    m_textLabel->setText(tr("Card &text:"));
    m_text->setPlaceholderText(tr("optional: the card's text as printed"));
    m_record->setText(tr("&Record the card"));
    m_fromLabel->setText(tr("Taken fr&om:"));
    {
        const int index = qMax(0, m_from->currentIndex());
        const QSignalBlocker b(m_from);
        m_from->clear();
        m_from->addItem(tr("The side with fewer crystals (the rule)"), QStringLiteral("fewer"));
        m_from->addItem(tr("The side with more crystals"), QStringLiteral("more"));
        m_from->setCurrentIndex(index);
        m_from->setToolTip(tr("The end of the row of face-down combat cards this card was "
                              "taken from (dl.combat-card.reveal)"));
    }
    fillSpells();
    updateMagic();
    updatePreview();
}

bool DlRevealTool::handleKey(QKeyEvent *event)
{
    const Qt::KeyboardModifiers others =
        event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    if (others != Qt::NoModifier)
        return false;
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        m_fatigue->setValue(key - Qt::Key_0);
        return true;
    }
    if (key == Qt::Key_L) {
        m_lightning->toggle();
        return true;
    }
    if (key == Qt::Key_C) {
        m_crystal->toggle();
        return true;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (m_record->isEnabled())
            m_record->click();
        return true;
    }
    return false;
}

bool DlRevealTool::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent *>(event)))
        return true;
    return DlTool::eventFilter(watched, event);
}

void DlRevealTool::keyPressEvent(QKeyEvent *event)
{
    if (handleKey(event)) {
        event->accept();
        return;
    }
    DlTool::keyPressEvent(event);
}

void DlRevealTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DlTool::changeEvent(event);
}

} // namespace kbz::dl
