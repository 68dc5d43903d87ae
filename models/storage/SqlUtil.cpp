#include "SqlUtil.h"

namespace kbz::sql {

bool transaction(Database &db, const std::function<bool(QString *error)> &body,
                 const Message &failure, DbError *error)
{
    auto fail = [&](const QString &detail) {
        if (error) {
            error->code = DbError::Code::Sql;
            error->message = failure;
            error->detail = detail;
        }
        return false;
    };
    QSqlDatabase d = db.db();
    if (!d.transaction())
        return fail(d.lastError().text());
    QString err;
    if (!body(&err)) {
        d.rollback();
        return fail(err);
    }
    if (!d.commit()) {
        const QString detail = d.lastError().text();
        d.rollback();
        return fail(detail);
    }
    return true;
}

} // namespace kbz::sql
