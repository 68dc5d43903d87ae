// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RuleBrowserDock.h"

#include "Translations.h"
#include "core/GameName.h"
#include "core/GameRegistry.h"
#include "rules/Glossary.h"
#include "rules/RuleBook.h"
#include "rules/RuleIndex.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace kbz {

namespace {

Lang otherLang(Lang lang)
{
    return lang == Lang::Ja ? Lang::En : Lang::Ja;
}

constexpr int kMaxHits = 100;

} // namespace

RuleBrowserDock::RuleBrowserDock(QWidget *parent)
    : QDockWidget(parent)
    , m_body(new QWidget(this))
    , m_search(new QLineEdit(m_body))
    , m_game(new QComboBox(m_body))
    , m_langBox(new QComboBox(m_body))
    , m_sideBySide(new QCheckBox(m_body))
    , m_results(new QListWidget(m_body))
    , m_status(new QLabel(m_body))
    , m_split(new QSplitter(Qt::Vertical, m_body))
    , m_browser(new QTextBrowser(m_split))
    , m_other(new QTextBrowser(m_split))
{
    setObjectName(QStringLiteral("ruleBrowser"));
    m_search->setObjectName(QStringLiteral("ruleSearch"));
    m_results->setObjectName(QStringLiteral("ruleResults"));
    m_search->setClearButtonEnabled(true);
    m_langBox->addItem(QStringLiteral("English"), int(Lang::En));
    m_langBox->addItem(QStringLiteral("日本語"), int(Lang::Ja));
    for (QTextBrowser *b : {m_browser, m_other}) {
        b->setOpenLinks(false);
        b->setOpenExternalLinks(false);
        connect(b, &QTextBrowser::anchorClicked, this, &RuleBrowserDock::onAnchor);
    }
    m_other->setVisible(false);
    auto *rowsSplit = new QSplitter(Qt::Vertical, m_body);
    auto *listBox = new QWidget(rowsSplit);
    auto *listLayout = new QVBoxLayout(listBox);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_results);
    listLayout->addWidget(m_status);
    rowsSplit->addWidget(listBox);
    rowsSplit->addWidget(m_split);
    rowsSplit->setStretchFactor(0, 1);
    rowsSplit->setStretchFactor(1, 2);

    // Narrow enough to take the journal panel's place beside a game at 1280x680 (issue 12):
    // the game filter on its own row, the combo boxes sized by a few characters, not by the
    // longest game name.
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_game->setMinimumContentsLength(10);
    m_langBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_langBox->setMinimumContentsLength(6);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_langBox, 1);
    filters->addWidget(m_sideBySide);
    auto *layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addWidget(m_game);
    layout->addLayout(filters);
    layout->addWidget(rowsSplit, 1);
    setWidget(m_body);
    auto *close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    close->setContext(Qt::WidgetWithChildrenShortcut);
    connect(close, &QShortcut::activated, this, &RuleBrowserDock::closeRequested);

    connect(m_search, &QLineEdit::textChanged, this, [this] { search(true); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_results->count() > 0) {
            m_results->setCurrentRow(0);
            m_results->setFocus();
        }
    });
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] { search(true); });
    connect(m_langBox, &QComboBox::currentIndexChanged, this, [this] {
        m_lang = Lang(m_langBox->currentData().toInt());
        m_langChosen = true;
        search();
        render();
    });
    connect(m_sideBySide, &QCheckBox::toggled, this, [this](bool on) {
        m_other->setVisible(on);
        render();
    });
    connect(m_results, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        m_current = item->data(Qt::UserRole).toString();
        render();
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            ensureLoaded();
    });
    retranslateUi();
}

RuleBrowserDock::~RuleBrowserDock() = default;

void RuleBrowserDock::setRegistry(const GameRegistry *registry)
{
    m_registry = registry;
    fillGames();
}

void RuleBrowserDock::ensureLoaded()
{
    if (m_book)
        return;
    if (!m_langChosen) {
        const QSignalBlocker blocker(m_langBox);
        m_lang = Translations::current();
        m_langBox->setCurrentIndex(m_langBox->findData(int(m_lang)));
    }
    m_book = std::make_unique<RuleBook>(m_registry ? RuleBook::fromResources(*m_registry)
                                                   : RuleBook::fromResources());
    m_index = std::make_unique<RuleIndex>(*m_book);
    // A Japanese word finds the English book and an English word the Japanese one (issue 15).
    m_index->setGlossary(Glossary::fromResources());
    fillGames();
    search();
}

void RuleBrowserDock::fillGames()
{
    const QString current = m_game->currentData().toString();
    const QSignalBlocker blocker(m_game);
    m_game->clear();
    m_game->addItem(tr("All games"), QString());
    const Lang lang = Translations::current();
    const QStringList games =
        m_book ? m_book->games() : (m_registry ? m_registry->ids() : RuleBook::knownGameIds());
    for (const QString &id : games) {
        const EnginePtr engine = m_registry ? m_registry->find(id) : EnginePtr();
        m_game->addItem(engine ? engine->displayName(lang) : id, id);
        if (engine)
            m_game->setItemData(m_game->count() - 1, gameNameTooltip(*engine, lang),
                                Qt::ToolTipRole);
    }
    m_game->setCurrentIndex(qMax(0, m_game->findData(current)));
}

void RuleBrowserDock::setGameFilter(const QString &gameId)
{
    ensureLoaded();
    m_game->setCurrentIndex(qMax(0, m_game->findData(gameId)));
}

void RuleBrowserDock::setRuleLang(Lang lang)
{
    m_langChosen = true;
    m_langBox->setCurrentIndex(m_langBox->findData(int(lang)));
}

void RuleBrowserDock::setSideBySide(bool on)
{
    m_sideBySide->setChecked(on);
}

void RuleBrowserDock::focusSearch()
{
    show();
    raise();
    ensureLoaded();
    m_search->setFocus();
    m_search->selectAll();
}

void RuleBrowserDock::search(bool follow)
{
    if (!m_book)
        return;
    const QString query = m_search->text().trimmed();
    const QString game = m_game->currentData().toString();
    const QSignalBlocker blocker(m_results);
    m_results->clear();
    if (query.isEmpty()) {
        // Browse: every rule of the chosen game(s) in book order.
        const QStringList games = game.isEmpty() ? m_book->games() : QStringList{game};
        for (const QString &g : games) {
            for (const Rule &r : m_book->rules(g, m_lang)) {
                auto *item = new QListWidgetItem(r.title, m_results);
                item->setData(Qt::UserRole, r.id);
                item->setToolTip(r.id);
            }
        }
        m_status->setText(tr("%n rule(s)", nullptr, m_results->count()));
    } else {
        const QList<RuleHit> hits = m_index->search(query, m_lang, game, kMaxHits);
        for (const RuleHit &h : hits) {
            QTextDocument snippet;
            snippet.setHtml(h.snippet);
            auto *item =
                new QListWidgetItem(QStringLiteral("%1 — %2").arg(h.title, h.ruleId), m_results);
            item->setData(Qt::UserRole, h.ruleId);
            item->setToolTip(snippet.toPlainText());
        }
        m_status->setText(hits.isEmpty() ? tr("No rule matches “%1”.").arg(query)
                                         : tr("%n match(es)", nullptr, int(hits.size())));
    }
    if (follow && !query.isEmpty()) {
        // The text pane shows what the list offers first (issue 29: it kept the rule of the
        // search before), or nothing.
        m_current =
            m_results->count() > 0 ? m_results->item(0)->data(Qt::UserRole).toString() : QString();
        render();
    }
    for (int i = 0; i < m_results->count(); ++i) {
        if (m_results->item(i)->data(Qt::UserRole).toString() == m_current) {
            m_results->setCurrentRow(i);
            break;
        }
    }
}

bool RuleBrowserDock::showRule(const QString &id)
{
    show();
    raise();
    ensureLoaded();
    const bool known = m_book->hasRule(id, m_lang) || m_book->hasSection(id, m_lang) ||
                       m_book->hasRule(id, otherLang(m_lang)) ||
                       m_book->hasSection(id, otherLang(m_lang));
    m_current = id;
    render();
    for (int i = 0; i < m_results->count(); ++i) {
        if (m_results->item(i)->data(Qt::UserRole).toString() == id) {
            const QSignalBlocker blocker(m_results);
            m_results->setCurrentRow(i);
            break;
        }
    }
    return known;
}

void RuleBrowserDock::render()
{
    if (!m_book)
        return;
    auto html = [this](Lang lang) {
        if (m_current.isEmpty())
            return QStringLiteral("<p><i>%1</i></p>")
                .arg(tr("Search for a rule, or pick one from the list.").toHtmlEscaped());
        QString h = m_book->ruleToHtml(m_current, lang);
        if (h.isEmpty() && m_book->hasSection(m_current, lang)) {
            const auto s = m_book->section(m_current, lang);
            h = QStringLiteral("<h3>%1</h3>").arg(s->title.toHtmlEscaped()) +
                m_book->toHtml(s->intro, lang);
            for (const Rule &r : m_book->sectionRules(m_current, lang))
                h += QStringLiteral("<p>→ <a href=\"rule:%1\">%2</a></p>")
                         .arg(r.id.toHtmlEscaped(), r.title.toHtmlEscaped());
        }
        if (h.isEmpty())
            h = QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("The rule %1 is not in the %2 rule book.")
                             .arg(m_current, lang == Lang::Ja ? tr("Japanese") : tr("English"))
                             .toHtmlEscaped());
        return QStringLiteral("<p style='color:gray'><small>%1</small></p>").arg(m_current) + h;
    };
    m_browser->setHtml(html(m_lang));
    if (m_sideBySide->isChecked())
        m_other->setHtml(html(otherLang(m_lang)));
}

void RuleBrowserDock::onAnchor(const QUrl &url)
{
    if (url.scheme() == QLatin1String("rule"))
        showRule(url.path());
}

void RuleBrowserDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void RuleBrowserDock::retranslateUi()
{
    setWindowTitle(tr("Rules"));
    m_search->setPlaceholderText(tr("Search rules (English or 日本語)…"));
    m_game->setToolTip(tr("Only the rules of this game"));
    m_langBox->setToolTip(tr("Language of the rule text"));
    m_sideBySide->setText(tr("Side by side"));
    m_sideBySide->setToolTip(tr("Show the rule in both languages"));
    fillGames();
    search();
    render();
}

} // namespace kbz
