#pragma once

#include "rookraiders/RrState.h"

#include <QWidget>
#include <memory>

class QFormLayout;
class QLabel;

namespace kbz::rr {

// The figures of one player beside the board: threat total (large; "?" with the reason when a
// monster's threat is not known yet), honour marks, gold, medal tokens (how many; their values
// only when `revealMedals`, i.e. at the end), action markers on the board and in stock, level-ups
// made and the cost of the next, units known in hand, monsters defeated, and the player's state
// (playing, declared victory, out).
class RrPlayerPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit RrPlayerPanel(QWidget *parent = nullptr);
    ~RrPlayerPanel() override;
    Q_DISABLE_COPY_MOVE(RrPlayerPanel)

    void setState(std::shared_ptr<const RrState> state, int seat);
    void setRevealMedals(bool reveal);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    QLabel *addRow(const char *objectName);

    QFormLayout *m_form = nullptr;
    QLabel *m_name = nullptr; // "nameValue": the player's name on their colour
    QLabel *m_threatCaption = nullptr;
    QLabel *m_threat = nullptr;     // "threatValue": the total, large
    QLabel *m_threatNote = nullptr; // "threatNote": why it is unknown / the parts
    QList<QLabel *> m_captions;     // the form's row captions, in row order
    QLabel *m_honour = nullptr;     // "honourValue"
    QLabel *m_gold = nullptr;       // "goldValue"
    QLabel *m_medals = nullptr;     // "medalsValue"
    QLabel *m_markers = nullptr;    // "markersValue"
    QLabel *m_levelUps = nullptr;   // "levelUpsValue"
    QLabel *m_monsters = nullptr;   // "monstersValue"
    QLabel *m_defeated = nullptr;   // "defeatedValue"
    QLabel *m_hand = nullptr;       // "handValue"
    QLabel *m_stateLabel = nullptr; // "stateValue"

    std::shared_ptr<const RrState> m_state;
    int m_seat = 0;
    bool m_revealMedals = false;
};

} // namespace kbz::rr
