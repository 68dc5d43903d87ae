// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameExport.h"

#include "FileDialogs.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "storage/JournalExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace kbz {

QString exportGameJournal(QWidget *parent, const Journal &journal, const GameRegistry &registry,
                          qint64 gameId, const QString &suggestedName)
{
    QString name = suggestedName;
    for (const QChar c : QStringLiteral("/\\:*?\"<>|"))
        name.replace(c, u'-');
    const QString path = FileDialogs::saveFile(
        parent, QCoreApplication::translate("kbz::GameExport", "Export journal"),
        QDir::home().filePath(name + QStringLiteral(".jsonl")),
        QCoreApplication::translate("kbz::GameExport", "Journal files (*.jsonl)"));
    if (path.isEmpty())
        return {};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        MessageBoxes::critical(
            parent, QCoreApplication::translate("kbz::GameExport", "Export failed"),
            QCoreApplication::translate("kbz::GameExport", "%1 cannot be written: %2")
                .arg(path, file.errorString()));
        return {};
    }
    const ExportOutcome out = exportJournal(journal, registry, gameId, &file);
    QString problem;
    if (out.error)
        problem = out.error.text(Translations::current());
    else if (!out.problem.isEmpty())
        problem = out.problem;
    else if (out.writeFailed || !file.commit())
        problem = file.errorString();
    if (!problem.isEmpty()) {
        file.cancelWriting();
        MessageBoxes::critical(
            parent, QCoreApplication::translate("kbz::GameExport", "Export failed"),
            QCoreApplication::translate("kbz::GameExport", "Nothing was exported: %1")
                .arg(problem));
        return {};
    }
    return path;
}

} // namespace kbz
