#include "RrFiguresDialog.h"

namespace kbz::rr {

RrFiguresDialog::RrFiguresDialog(const RrCard &card, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
{}

RrFiguresDialog::~RrFiguresDialog() = default;

QStringList RrFiguresDialog::missingFigures(const RrCard &)
{
    return {};
}

void RrFiguresDialog::setFigure(const QString &, const QJsonValue &) {}

std::optional<Step> RrFiguresDialog::step() const
{
    return std::nullopt;
}

} // namespace kbz::rr
