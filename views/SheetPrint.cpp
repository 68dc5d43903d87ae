// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "SheetPrint.h"

#include "FileDialogs.h"
#include "MessageBoxes.h"
#include "Translations.h"

#include <QDate>
#include <QDir>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTextDocument>

namespace kbz {

PrintSheet PrintSheet::fromTable(const QTableWidget &table)
{
    PrintSheet sheet;
    for (int c = 0; c < table.columnCount(); ++c) {
        const QTableWidgetItem *head = table.horizontalHeaderItem(c);
        sheet.columns.append(head ? head->text() : QString());
    }
    for (int r = 0; r < table.rowCount(); ++r) {
        Row row;
        const QTableWidgetItem *head = table.verticalHeaderItem(r);
        row.label = head ? head->text() : QString();
        row.bold = head && head->font().bold();
        const auto text = [&](int c) {
            const QTableWidgetItem *item = table.item(r, c);
            return item ? item->text() : QString();
        };
        if (table.columnCount() > 1 && table.columnSpan(r, 0) == table.columnCount())
            row.cells.append(text(0));
        else
            for (int c = 0; c < table.columnCount(); ++c)
                row.cells.append(text(c));
        sheet.rows.append(row);
    }
    return sheet;
}

QString SheetPrint::html(const PrintSheet &sheet)
{
    const auto esc = [](const QString &s) {
        return s.toHtmlEscaped();
    };
    QString h = QStringLiteral("<html><body>");
    h += QStringLiteral("<h1 style='margin-bottom:2pt'>%1</h1>").arg(esc(sheet.title));
    if (!sheet.subtitle.isEmpty())
        h += QStringLiteral("<p style='color:#555; margin-top:0'>%1</p>").arg(esc(sheet.subtitle));
    if (!sheet.headline.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(sheet.headline));
    if (!sheet.winner.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(sheet.winner));
    h += QStringLiteral("<table border='1' cellspacing='0' cellpadding='5' width='100%' "
                        "style='border-color:#888; border-collapse:collapse'>");
    h += QStringLiteral("<tr><th></th>");
    for (const QString &c : sheet.columns)
        h += QStringLiteral("<th>%1</th>").arg(esc(c));
    h += QStringLiteral("</tr>");
    const int n = qMax(1, int(sheet.columns.size()));
    for (const PrintSheet::Row &row : sheet.rows) {
        const QString open = row.bold ? QStringLiteral("<b>") : QString();
        const QString close = row.bold ? QStringLiteral("</b>") : QString();
        h += QStringLiteral("<tr><td>%1%2%3</td>").arg(open, esc(row.label), close);
        if (row.cells.size() == 1 && n > 1) {
            h += QStringLiteral("<td align='center' colspan='%1'>%2</td>")
                     .arg(n)
                     .arg(esc(row.cells.first()));
        } else {
            for (int c = 0; c < n; ++c)
                h += QStringLiteral("<td align='center'>%1%2%3</td>")
                         .arg(open, esc(row.cells.value(c)), close);
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    const QLocale locale(Translations::current() == Lang::Ja ? QLocale::Japanese
                                                             : QLocale::English);
    h += QStringLiteral("<p style='color:#777; font-size:small'>%1</p>")
             .arg(esc(tr("Printed by Kibitzer on %1")
                          .arg(locale.toString(QDate::currentDate(), QLocale::LongFormat))));
    h += QStringLiteral("</body></html>");
    return h;
}

void SheetPrint::render(const PrintSheet &sheet, QPaintDevice *device)
{
    QPainter painter(device);
    // Lay the page out at 96 dpi (what the fonts' point sizes assume), then scale to the
    // device's resolution.
    const double dpi = device->logicalDpiX();
    const double toDevice = dpi / 96.0;
    const QSizeF page(device->width() / toDevice, device->height() / toDevice);
    QTextDocument doc;
    QFont font = doc.defaultFont();
    font.setPointSizeF(11);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html(sheet));
    doc.setTextWidth(page.width());
    double scale = 1.0;
    if (doc.size().height() > page.height()) {
        // Too tall: shrink (down to 7 pt text), the width given back so lines keep their breaks.
        scale = qMax(7.0 / 11.0, page.height() / doc.size().height());
        doc.setTextWidth(page.width() / scale);
    }
    painter.scale(toDevice * scale, toDevice * scale);
    doc.drawContents(&painter, QRectF(QPointF(0, 0), page / scale));
}

bool SheetPrint::savePdf(const PrintSheet &sheet, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setTitle(sheet.documentTitle.isEmpty() ? sheet.title : sheet.documentTitle);
        pdf.setCreator(QStringLiteral("Kibitzer"));
        pdf.setResolution(300);
        pdf.setPageSize(QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem
                                      ? QPageSize::Letter
                                      : QPageSize::A4));
        pdf.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        render(sheet, &pdf);
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

QString SheetPrint::savePdfAs(QWidget *parent, const PrintSheet &sheet, const QString &name)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = FileDialogs::saveFile(parent, tr("Save as PDF"),
                                         QDir(dir).filePath(name + QStringLiteral(".pdf")),
                                         tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return {};
    QString why;
    if (!savePdf(sheet, path, &why)) {
        MessageBoxes::critical(
            parent, tr("Save as PDF"),
            tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), why));
        return {};
    }
    return path;
}

void SheetPrint::preview(QWidget *parent, const PrintSheet &sheet)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(sheet.documentTitle.isEmpty() ? sheet.title : sheet.documentTitle);
    printer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print"));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&sheet](QPrinter *p) { render(sheet, p); });
    dialog.exec();
}

} // namespace kbz
