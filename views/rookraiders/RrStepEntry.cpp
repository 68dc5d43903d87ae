#include "RrStepEntry.h"

#include "core/Session.h"

#include <QEvent>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace kbz::rr {

RrStepEntry::RrStepEntry(QWidget *parent)
    : QWidget(parent)
    , m_d6([] { return int(QRandomGenerator::global()->bounded(1, 7)); })
    , m_record(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_record);
}

RrStepEntry::~RrStepEntry() = default;

void RrStepEntry::setSession(Session *session)
{
    m_session = session;
    sync();
}

void RrStepEntry::sync() {}

void RrStepEntry::setDiceSource(std::function<int()> d6)
{
    m_d6 = std::move(d6);
}

QString RrStepEntry::kind() const
{
    return {};
}

void RrStepEntry::setKind(const QString &) {}

int RrStepEntry::actor() const
{
    return 0;
}

void RrStepEntry::setActor(int) {}

QList<Square> RrStepEntry::offeredSquares() const
{
    return {};
}

QList<Square> RrStepEntry::chosenSquares() const
{
    return {};
}

bool RrStepEntry::wantsSquare() const
{
    return false;
}

void RrStepEntry::chooseSquare(Square) {}

void RrStepEntry::clearSquares() {}

std::optional<Step> RrStepEntry::step(QString *) const
{
    return std::nullopt;
}

QString RrStepEntry::previewText() const
{
    return {};
}

void RrStepEntry::setGameOver(bool over)
{
    m_gameOver = over;
}

QStringList RrStepEntry::kinds()
{
    return {};
}

void RrStepEntry::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
