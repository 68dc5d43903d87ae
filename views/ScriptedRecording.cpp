// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ScriptedRecording.h"

#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

namespace kbz {

ScriptedRecording::ScriptedRecording(MainWindow &window, JournalFile script, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_script(std::move(script))
{}

std::unique_ptr<ScriptedRecording> ScriptedRecording::fromFile(MainWindow &window,
                                                               const QString &path, QString *error)
{
    QFile file(path);
    JournalFile journal;
    int line = 0;
    QString why;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return nullptr;
    }
    if (!JournalFile::parse(file.readAll(), &journal, &line, &why)) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(why);
        return nullptr;
    }
    return std::make_unique<ScriptedRecording>(window, std::move(journal));
}

void ScriptedRecording::start()
{
    QTimer::singleShot(0, this, &ScriptedRecording::next);
}

void ScriptedRecording::say(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void ScriptedRecording::fail(const char *what)
{
    say(QByteArray("fail ") + what + ": " + MessageBoxes::lastText().toUtf8());
    QCoreApplication::exit(1);
}

void ScriptedRecording::next()
{
    if (!m_window.session() || m_step >= m_script.steps.size()) {
        MessageBoxes::setNextAnswer(QMessageBox::Ok); // a refusal must not wait for a click
        const bool started = m_window.startGame(m_script.game, m_script.config, m_script.title);
        MessageBoxes::clearAnswers();
        if (!started)
            return fail("start");
        m_gameId = m_window.session()->gameId();
        m_step = 0;
        say("game " + QByteArray::number(m_gameId));
    } else {
        GamePage *page = m_window.gamePage();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // "record anyway?"
        MessageBoxes::setNextAnswer(QMessageBox::Ok);  // a refusal
        const bool recorded = page->record(m_script.steps.at(m_step));
        MessageBoxes::clearAnswers();
        if (!recorded)
            return fail("record");
        const Session *session = m_window.session();
        say("ack " + QByteArray::number(m_gameId) + ' ' +
            QByteArray::number(session->entry(session->index() - 1).record.seq));
        if (++m_step % 5 == 0) {
            MessageBoxes::setNextAnswer(QMessageBox::Ok);
            const bool marked = page->undo() && page->redo();
            MessageBoxes::clearAnswers();
            if (!marked)
                return fail("undo/redo");
            say("mark " + QByteArray::number(m_gameId) + ' ' +
                QByteArray::number(session->index()));
        }
    }
    QTimer::singleShot(0, this, &ScriptedRecording::next);
}

} // namespace kbz
