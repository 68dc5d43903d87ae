// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

#include <QDockWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSplitter;
class QTextBrowser;
class QUrl;

namespace kbz {

class GameRegistry;
class RuleBook;
class RuleIndex;

// Rule lookup: search as you type (FTS over both languages), filter by game, read a rule in
// English or Japanese (independently of the UI language) or both side by side. `rule:<id>`
// links inside a rule navigate. The rule book and its index are built on first use.
class RuleBrowserDock final : public QDockWidget
{
    Q_OBJECT

public:
    explicit RuleBrowserDock(QWidget *parent = nullptr);
    ~RuleBrowserDock() override;
    Q_DISABLE_COPY_MOVE(RuleBrowserDock)

    void setRegistry(const GameRegistry *registry);

    // Shows the dock with the rule (or section) `id`; false when the book has no such id.
    bool showRule(const QString &id);
    void focusSearch();
    void setGameFilter(const QString &gameId); // "" = all games

    Lang ruleLang() const { return m_lang; }
    void setRuleLang(Lang lang);
    void setSideBySide(bool on);
    QString currentRule() const { return m_current; }

    QLineEdit *searchEdit() const { return m_search; }
    QListWidget *resultList() const { return m_results; }
    QTextBrowser *browser() const { return m_browser; }
    QTextBrowser *otherBrowser() const { return m_other; }

Q_SIGNALS:
    // Esc inside the browser: the window closes it and gives the focus back to the game.
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void ensureLoaded();
    void retranslateUi();
    void fillGames();
    // Fills the result list for the query and game filter. A new search (`follow`: the query or
    // the game changed) shows its first result in the text pane, or nothing when none matches;
    // otherwise (the language or the UI changed) the rule shown stays.
    void search(bool follow = false);
    void render();
    void onAnchor(const QUrl &url);

    const GameRegistry *m_registry = nullptr;
    std::unique_ptr<RuleBook> m_book;
    std::unique_ptr<RuleIndex> m_index;
    Lang m_lang = Lang::En;
    bool m_langChosen = false;
    QString m_current;

    QWidget *m_body = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_game = nullptr;
    QComboBox *m_langBox = nullptr;
    QCheckBox *m_sideBySide = nullptr;
    QListWidget *m_results = nullptr;
    QLabel *m_status = nullptr;
    QSplitter *m_split = nullptr;
    QTextBrowser *m_browser = nullptr;
    QTextBrowser *m_other = nullptr;
};

} // namespace kbz
