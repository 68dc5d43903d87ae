// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "rookraiders/RrCard.h"

#include <QDialog>
#include <QHash>
#include <QStringList>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace kbz::rr {

class RrRangeEditor;

// Asks the table for the figures of a card that the rulebook does not print, the first time the
// card comes into play: only the missing ones are asked (HP, MOVE, range with RrRangeEditor,
// skill kind and its numbers for a unit; defence, damage, targeting, threat and colour for a
// monster); a field left empty stays unknown (Kibitzer never invents a number). The answer is a
// set-figures step.
class RrFiguresDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit RrFiguresDialog(const RrCard &card, QWidget *parent = nullptr);
    ~RrFiguresDialog() override;
    Q_DISABLE_COPY_MOVE(RrFiguresDialog)

    // Codes of the figures of `card` that are still unknown and matter for its type ("hp",
    // "move", "range", "skill", "modifier", "amount", "times", "defence", "damage",
    // "targeting", "threat", "colour").
    static QStringList missingFigures(const RrCard &card);

    // Pre-set a value in a field (tests, or a value the user already typed elsewhere).
    void setFigure(const QString &code, const QJsonValue &value);
    // The set-figures step with every field filled in, std::nullopt when none is.
    std::optional<Step> step() const;

    // The codes this dialog asks for (missingFigures(card) and, when the skill kind is asked,
    // the numbers that depend on it), and the field of one (tests).
    QStringList fields() const { return m_codes; }
    QWidget *field(const QString &code) const { return m_fields.value(code); }
    RrRangeEditor *rangeEditor() const { return m_range; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateDependent();
    QString fieldLabel(const QString &code) const;

    RrCard m_card;
    QStringList m_codes;
    QHash<QString, QWidget *> m_fields;
    QHash<QString, QLabel *> m_labels;
    RrRangeEditor *m_range = nullptr;
    bool m_rangeSet = false;
    QLabel *m_intro = nullptr;
    QFormLayout *m_form = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kbz::rr
