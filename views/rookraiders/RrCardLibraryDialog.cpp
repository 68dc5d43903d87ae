#include "RrCardLibraryDialog.h"

#include "storage/Database.h"

namespace kbz::rr {

RrCardLibraryDialog::RrCardLibraryDialog(Database &db, QWidget *parent)
    : QDialog(parent)
    , m_db(db)
{}

RrCardLibraryDialog::~RrCardLibraryDialog() = default;

} // namespace kbz::rr
