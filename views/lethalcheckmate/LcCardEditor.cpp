// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCardEditor.h"

#include "CardLibraryDialogBase.h"

#include "ui_LcCardEditor.h"

#include <QEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace kbz::lc {

namespace {

const QRegularExpression &idPattern()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    return re;
}

} // namespace

LcCardEditor::LcCardEditor(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::LcCardEditor>())
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("lcCardEditor"));
    // Ids are typed in lower case; the validator refuses anything else as it is typed.
    m_ui->idEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9._-]*")), m_ui->idEdit));
    m_ui->patternGrid->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_ui->textEnEdit->setMaximumHeight(72);
    m_ui->textJaEdit->setMaximumHeight(72);
    m_ui->problemLabel->setStyleSheet(QStringLiteral("color: #b03a2e"));
    retranslateUi();
    m_ui->attackCheck->setChecked(true);
    m_ui->escapeCheck->setChecked(true);
    m_ui->kindCombo->setCurrentIndex(1); // MOVE, like Pawn Step
    m_ui->patternGrid->setCardType(CardType::Move);

    for (QLineEdit *e : {m_ui->nameEnEdit, m_ui->nameJaEdit, m_ui->idEdit})
        connect(e, &QLineEdit::textChanged, this, &LcCardEditor::updateState);
    connect(m_ui->kindCombo, &QComboBox::currentIndexChanged, this, &LcCardEditor::kindChanged);
    connect(m_ui->attackCheck, &QCheckBox::toggled, this, &LcCardEditor::updateState);
    connect(m_ui->escapeCheck, &QCheckBox::toggled, this, &LcCardEditor::updateState);
    connect(m_ui->patternGrid, &PatternGridWidget::patternChanged, this,
            &LcCardEditor::updateState);
    m_ui->nameEnEdit->setFocus();
    updateState();
}

LcCardEditor::~LcCardEditor() = default;

PatternGridWidget *LcCardEditor::patternGrid() const
{
    return m_ui->patternGrid;
}

void LcCardEditor::setTakenIds(const QStringList &ids)
{
    m_taken = ids;
    updateState();
}

void LcCardEditor::setCard(const LcCard &card)
{
    m_ui->nameEnEdit->setText(card.name.en);
    m_ui->nameJaEdit->setText(card.name.ja);
    m_ui->idEdit->setText(card.id);
    {
        const QSignalBlocker b(m_ui->kindCombo);
        m_ui->kindCombo->setCurrentIndex(card.isArms() ? 0 : 1);
    }
    m_ui->patternGrid->setCardType(card.type);
    m_ui->patternGrid->setPattern(card.pattern);
    m_ui->attackCheck->setChecked(card.attackPhase);
    m_ui->escapeCheck->setChecked(card.escapePhase);
    m_ui->textEnEdit->setPlainText(card.text.en);
    m_ui->textJaEdit->setPlainText(card.text.ja);
    updateState();
}

QString LcCardEditor::idFromName(const QString &name, const QStringList &taken)
{
    return CardLibraryDialogBase::idFromName(name, taken);
}

QString LcCardEditor::effectiveId() const
{
    const QString typed = m_ui->idEdit->text().trimmed();
    if (!typed.isEmpty())
        return typed;
    const QString en = m_ui->nameEnEdit->text().trimmed();
    return idFromName(en, m_taken);
}

LcCard LcCardEditor::card() const
{
    LcCard c;
    c.id = effectiveId();
    c.name = {m_ui->nameEnEdit->text().trimmed(), m_ui->nameJaEdit->text().trimmed()};
    c.type = m_ui->kindCombo->currentIndex() == 0 ? CardType::Arms : CardType::Move;
    c.pattern = m_ui->patternGrid->pattern();
    c.attackPhase = m_ui->attackCheck->isChecked();
    c.escapePhase = m_ui->escapeCheck->isChecked();
    c.text = {m_ui->textEnEdit->toPlainText().trimmed(), m_ui->textJaEdit->toPlainText().trimmed()};
    return c;
}

QString LcCardEditor::problem() const
{
    if (m_ui->nameEnEdit->text().trimmed().isEmpty() &&
        m_ui->nameJaEdit->text().trimmed().isEmpty())
        return tr("Enter the card's name in English or in Japanese (or both).");
    const QString id = effectiveId();
    if (!idPattern().match(id).hasMatch())
        return tr("The id must start with a letter or digit and use only a-z, 0-9, '.', '_' "
                  "and '-'.");
    if (m_taken.contains(id))
        return tr("Another card already has the id \"%1\". Choose another id.").arg(id);
    if (m_ui->patternGrid->pattern().isEmpty())
        return tr("Mark at least one square of the pattern.");
    if (!m_ui->attackCheck->isChecked() && !m_ui->escapeCheck->isChecked())
        return tr("The card must be usable in the attack phase, the escape phase or both.");
    return {};
}

void LcCardEditor::updateState()
{
    const QString why = problem();
    m_ui->problemLabel->setText(why.isEmpty() ? QString() : QStringLiteral("⚠ ") + why);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setToolTip(why);
    // The id a card gets when the field is left empty.
    m_ui->idEdit->setPlaceholderText(
        tr("%1 (from the English name)")
            .arg(idFromName(m_ui->nameEnEdit->text().trimmed(), m_taken)));
}

void LcCardEditor::kindChanged()
{
    const CardType type = m_ui->kindCombo->currentIndex() == 0 ? CardType::Arms : CardType::Move;
    m_ui->patternGrid->setCardType(type);
    // The usual marks of the kind: MOVE cards also escape, ARMS cards attack only.
    m_ui->escapeCheck->setChecked(type == CardType::Move);
    if (type == CardType::Arms)
        m_ui->attackCheck->setChecked(true);
    updateState();
}

void LcCardEditor::accept()
{
    if (!problem().isEmpty())
        return;
    QDialog::accept();
}

void LcCardEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
        updateState();
    }
    QDialog::changeEvent(event);
}

void LcCardEditor::retranslateUi()
{
    const int kind = m_ui->kindCombo->currentIndex();
    const QSignalBlocker b(m_ui->kindCombo);
    m_ui->kindCombo->clear();
    m_ui->kindCombo->addItem(tr("ARMS — attacks its pattern from the field"));
    m_ui->kindCombo->addItem(tr("MOVE — moves the piece to a pattern square"));
    m_ui->kindCombo->setCurrentIndex(kind < 0 ? 1 : kind);
}

} // namespace kbz::lc
