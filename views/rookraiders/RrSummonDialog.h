#pragma once

#include "core/Step.h"

#include <QDialog>
#include <QPointer>
#include <optional>

namespace kbz {
class Session;
}

namespace kbz::rr {

// Records one summon (twice a round, and the two before the first round): the chip drawn
// (A/B/C), the monster card drawn (from the library, or a new card by name), and where it goes
// on every board still playing: the circle, else the square to its right, else the waiting line
// (proposed by the engine, each one editable), and the face-down monsters left. The step is
// checked live; OK asks the game page to record it.
class RrSummonDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit RrSummonDialog(Session *session, QWidget *parent = nullptr);
    ~RrSummonDialog() override;
    Q_DISABLE_COPY_MOVE(RrSummonDialog)

    void setChip(int row); // 0..2 = A..C
    bool setMonster(const QString &cardId);
    std::optional<Step> step(QString *missing = nullptr) const;
    QString previewText() const;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);

private:
    QPointer<Session> m_session;
};

} // namespace kbz::rr
