// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;
class QPaintDevice;
class QTableWidget;
class QWidget;

namespace kbz {

// A score sheet or game-over summary on paper (issue 19, item 5): the texts as the screen shows
// them (so in the UI language), laid out as one page: a heading, the outcome, a table with one
// column per player, a footer. Printed through QPrintPreviewDialog or saved as a PDF.
struct PrintSheet
{
    struct Row
    {
        QString label;
        QStringList cells; // one per column; a single cell spans every column
        bool bold = false;
    };
    QString title;    // "Game over"
    QString subtitle; // the game's name and when it ended
    QString headline; // how it ended
    QString winner;   // "Victory: Ann"
    // The PDF's and the print job's title: the game's title and date (empty: `title`).
    QString documentTitle;
    QStringList columns;
    QList<Row> rows;

    // The rows of a table as it is shown (vertical header = the labels).
    static PrintSheet fromTable(const QTableWidget &table);
};

class SheetPrint final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::SheetPrint)

public:
    // The sheet as rich text (what is drawn).
    static QString html(const PrintSheet &sheet);
    // Draws the sheet on one page of `device`, scaled down if it would not fit (never below
    // legible: the text stays at least 7 pt).
    static void render(const PrintSheet &sheet, QPaintDevice *device);
    // Writes the sheet as a one-page PDF through QSaveFile: nothing is left of a failed write.
    static bool savePdf(const PrintSheet &sheet, const QString &path, QString *error);
    // Asks for a file name (FileDialogs) and saves; tells the user what went wrong.
    static QString savePdfAs(QWidget *parent, const PrintSheet &sheet, const QString &name);
    // The print preview (QPrintPreviewDialog), from which it prints.
    static void preview(QWidget *parent, const PrintSheet &sheet);
};

} // namespace kbz
