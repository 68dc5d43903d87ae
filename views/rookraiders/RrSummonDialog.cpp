#include "RrSummonDialog.h"

#include "core/Session.h"

namespace kbz::rr {

RrSummonDialog::RrSummonDialog(Session *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{}

RrSummonDialog::~RrSummonDialog() = default;

void RrSummonDialog::setChip(int) {}

bool RrSummonDialog::setMonster(const QString &)
{
    return false;
}

std::optional<Step> RrSummonDialog::step(QString *) const
{
    return std::nullopt;
}

QString RrSummonDialog::previewText() const
{
    return {};
}

} // namespace kbz::rr
