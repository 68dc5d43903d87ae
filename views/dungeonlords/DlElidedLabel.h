#pragma once

#include <QLabel>

namespace kbz::dl {

// A one-line plain-text label that never widens its panel: when the room is short it draws the
// text elided ("Round 2: Fumiko Yamanouchi-Ha…") and shows the whole text as its tooltip. Its
// minimum width is a few characters; its size hint is the whole text (issue 12: names and
// hints elide instead of pushing the tool wider).
class DlElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit DlElidedLabel(QWidget *parent = nullptr);
    ~DlElidedLabel() override;
    Q_DISABLE_COPY_MOVE(DlElidedLabel)

    QSize minimumSizeHint() const override;
    // Whether the text is drawn elided now.
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateToolTip();
};

} // namespace kbz::dl
