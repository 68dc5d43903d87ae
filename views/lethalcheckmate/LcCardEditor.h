// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lethalcheckmate/LcCard.h"

#include <QDialog>
#include <QStringList>
#include <memory>

namespace Ui {
class LcCardEditor;
}

namespace kbz::lc {

class PatternGridWidget;

// Edits one chess card: English and Japanese names (one of them is enough; the other spelling
// falls back to it), the id (generated from the English name when left empty, unique in the
// library), ARMS or MOVE, the pattern on a grid around the piece, the phases it can be played
// in, and optional effect texts. OK stays disabled, with the reason shown, while the card is
// not valid.
class LcCardEditor final : public QDialog
{
    Q_OBJECT

public:
    explicit LcCardEditor(QWidget *parent = nullptr);
    ~LcCardEditor() override;
    Q_DISABLE_COPY_MOVE(LcCardEditor)

    // The ids of the library's other cards: the card's id must differ from them.
    void setTakenIds(const QStringList &ids);
    void setCard(const LcCard &card);
    // The card as entered (with the generated id when the id field is empty).
    LcCard card() const;
    // Why the card cannot be accepted yet; empty when it can.
    QString problem() const;

    PatternGridWidget *patternGrid() const;

    // A unique id from a name: lower-case ASCII letters and digits joined by '-', with "-2",
    // "-3"... when it is taken; "card" when the name has no such letter.
    static QString idFromName(const QString &name, const QStringList &taken);

public Q_SLOTS:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QString effectiveId() const;
    void updateState();
    void kindChanged();
    void retranslateUi();

    std::unique_ptr<Ui::LcCardEditor> m_ui;
    QStringList m_taken;
};

} // namespace kbz::lc
