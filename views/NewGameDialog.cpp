#include "NewGameDialog.h"

#include "Translations.h"
#include "core/GameRegistry.h"
#include "lethalcheckmate/LcCardLibraryDialog.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "storage/CardStore.h"
#include "ui_NewGameDialog.h"

#include <QDate>
#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QLocale>
#include <QPushButton>

namespace kbz {

NewGameDialog::NewGameDialog(const GameRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewGameDialog>())
    , m_registry(registry)
{
    m_ui->setupUi(this);
    m_ui->playersTable->verticalHeader()->setVisible(false);
    m_ui->playersTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_ui->playersTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    connect(m_ui->gameCombo, &QComboBox::currentIndexChanged, this, [this] {
        loadDefaults();
        updateWarnings();
    });
    connect(m_ui->playersTable, &QTableWidget::itemChanged, this, [this] {
        updateFirstPlayers();
        updateWarnings();
    });
    for (QSpinBox *spin : {m_ui->handLimit1, m_ui->handLimit2, m_ui->handLimit3})
        connect(spin, &QSpinBox::valueChanged, this, &NewGameDialog::updateWarnings);
    connect(m_ui->firstPlayerCombo, &QComboBox::currentIndexChanged, this,
            &NewGameDialog::updateWarnings);
    connect(m_ui->cardsButton, &QPushButton::clicked, this, &NewGameDialog::showCardLibrary);
    retranslateUi();
    loadDefaults();
    updateWarnings();
    m_ui->titleEdit->setFocus();
}

NewGameDialog::~NewGameDialog() = default;

QString NewGameDialog::engineId() const
{
    return m_ui->gameCombo->currentData().toString();
}

void NewGameDialog::setEngineId(const QString &id)
{
    const int i = m_ui->gameCombo->findData(id);
    if (i >= 0)
        m_ui->gameCombo->setCurrentIndex(i);
}

QString NewGameDialog::title() const
{
    const QString t = m_ui->titleEdit->text().trimmed();
    if (!t.isEmpty())
        return t;
    return m_ui->titleEdit->placeholderText();
}

GameConfig NewGameDialog::config() const
{
    const EnginePtr engine = m_registry.find(engineId());
    GameConfig c = engine ? engine->defaultConfig() : GameConfig{};
    c.players.clear();
    for (int row = 0; row < m_ui->playersTable->rowCount(); ++row) {
        const QTableWidgetItem *name = m_ui->playersTable->item(row, 0);
        const QTableWidgetItem *colour = m_ui->playersTable->item(row, 1);
        PlayerInfo p;
        p.name = name ? name->text().trimmed() : QString();
        if (p.name.isEmpty())
            p.name = tr("Player %1").arg(row + 1);
        p.colour = colour ? colour->data(Qt::UserRole).toString() : QString();
        if (colour && colour->text() != colour->data(Qt::UserRole + 1).toString())
            p.colour = colour->text().trimmed(); // edited by hand: free text
        c.players.append(p);
    }
    if (c.options.contains(QStringLiteral("firstPlayer")))
        c.options.insert(QStringLiteral("firstPlayer"),
                         qMax(0, m_ui->firstPlayerCombo->currentIndex()));
    if (c.options.contains(QStringLiteral("handLimits")))
        c.options.insert(QStringLiteral("handLimits"),
                         QJsonArray{m_ui->handLimit1->value(), m_ui->handLimit2->value(),
                                    m_ui->handLimit3->value()});
    if (isLethalCheckmate() && m_cards)
        c.options.insert(QStringLiteral("cards"), *m_cards);
    return c;
}

void NewGameDialog::setDatabase(Database *db)
{
    m_db = db;
    loadCards();
    updateWarnings();
}

bool NewGameDialog::isLethalCheckmate() const
{
    return engineId() == QLatin1String(lc::kCardGameKind);
}

int NewGameDialog::cardCount() const
{
    return m_cards ? int(m_cards->size()) : -1;
}

void NewGameDialog::loadCards()
{
    m_cards.reset();
    m_cardsError.clear();
    const bool lc = isLethalCheckmate();
    m_ui->optionsLayout->setRowVisible(1, lc); // the "Chess cards" row
    if (!lc)
        return;
    if (m_db) {
        CardStore store(*m_db);
        DbError error;
        if (const auto library = lc::loadCardLibrary(store, &error))
            m_cards = library->toJson();
        else
            m_cardsError = error.text(Translations::current());
    }
    m_ui->cardsButton->setEnabled(m_db != nullptr);
    const int n = cardCount();
    if (n >= 0) {
        m_ui->cardsCountLabel->setText(
            tr("%1 from the table's library").arg(lc::LcCardLibraryDialog::cardCountText(n)));
        QStringList names;
        const Lang lang = Translations::current();
        for (const QJsonValue &v : *m_cards)
            names.append(
                LocalizedName::fromJson(v.toObject().value(QStringLiteral("name"))).text(lang));
        m_ui->cardsCountLabel->setToolTip(names.join(QStringLiteral(", ")));
    } else {
        m_ui->cardsCountLabel->setText(tr("the shipped cards"));
        m_ui->cardsCountLabel->setToolTip({});
    }
}

QDialog *NewGameDialog::showCardLibrary()
{
    if (!m_db)
        return nullptr;
    auto *dialog = new lc::LcCardLibraryDialog(*m_db, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this] {
        loadCards();
        updateWarnings();
    });
    dialog->open();
    return dialog;
}

void NewGameDialog::loadDefaults()
{
    const EnginePtr engine = m_registry.find(engineId());
    const GameConfig c = engine ? engine->defaultConfig() : GameConfig{};
    loadCards();
    {
        const QSignalBlocker blocker(m_ui->playersTable);
        m_ui->playersTable->setRowCount(int(c.players.size()));
        for (int row = 0; row < c.players.size(); ++row) {
            const PlayerInfo &p = c.players.at(row);
            QString name = p.name;
            if (p.colour == QLatin1String("white") && name == QLatin1String("White"))
                name = tr("White");
            else if (p.colour == QLatin1String("black") && name == QLatin1String("Black"))
                name = tr("Black");
            QString colourText = p.colour;
            if (p.colour == QLatin1String("white"))
                colourText = tr("white");
            else if (p.colour == QLatin1String("black"))
                colourText = tr("black");
            m_ui->playersTable->setItem(row, 0, new QTableWidgetItem(name));
            auto *colour = new QTableWidgetItem(colourText);
            colour->setData(Qt::UserRole, p.colour);
            colour->setData(Qt::UserRole + 1, colourText);
            m_ui->playersTable->setItem(row, 1, colour);
        }
        const int rowsHeight =
            m_ui->playersTable->horizontalHeader()->height() +
            m_ui->playersTable->verticalHeader()->defaultSectionSize() * int(c.players.size()) +
            2 * m_ui->playersTable->frameWidth();
        m_ui->playersTable->setFixedHeight(rowsHeight);
    }
    const bool first = c.options.contains(QStringLiteral("firstPlayer"));
    m_ui->firstPlayerLabel->setVisible(first);
    m_ui->firstPlayerCombo->setVisible(first);
    const QJsonArray limits = c.options.value(QStringLiteral("handLimits")).toArray();
    m_ui->optionsGroup->setVisible(limits.size() == 3);
    if (limits.size() == 3) {
        m_ui->handLimit1->setValue(limits.at(0).toInt(3));
        m_ui->handLimit2->setValue(limits.at(1).toInt(4));
        m_ui->handLimit3->setValue(limits.at(2).toInt(5));
    }
    updateFirstPlayers();
    m_ui->firstPlayerCombo->setCurrentIndex(
        qMax(0, c.options.value(QStringLiteral("firstPlayer")).toInt(0)));
    const Lang lang = Translations::current();
    const QLocale locale(lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
    m_ui->titleEdit->setPlaceholderText(
        QStringLiteral("%1 %2").arg(engine ? engine->name().text(lang) : QString(),
                                    locale.toString(QDate::currentDate(), QLocale::ShortFormat)));
}

void NewGameDialog::updateFirstPlayers()
{
    const int current = m_ui->firstPlayerCombo->currentIndex();
    const QSignalBlocker blocker(m_ui->firstPlayerCombo);
    m_ui->firstPlayerCombo->clear();
    for (int row = 0; row < m_ui->playersTable->rowCount(); ++row) {
        const QTableWidgetItem *name = m_ui->playersTable->item(row, 0);
        m_ui->firstPlayerCombo->addItem(
            name && !name->text().isEmpty() ? name->text() : tr("Player %1").arg(row + 1));
    }
    m_ui->firstPlayerCombo->setCurrentIndex(qMax(0, current));
}

void NewGameDialog::updateWarnings()
{
    const EnginePtr engine = m_registry.find(engineId());
    QStringList lines;
    if (engine) {
        const Lang lang = Translations::current();
        for (const Finding &f : engine->checkConfig(config()))
            lines.append(QStringLiteral("⚠ ") + f.message.text(lang).toHtmlEscaped());
        if (isLethalCheckmate() && !m_cardsError.isEmpty())
            lines.append(QStringLiteral("⚠ ") +
                         tr("The card library could not be read (%1); the game will use the "
                            "shipped cards.")
                             .arg(m_cardsError)
                             .toHtmlEscaped());
    }
    m_ui->warningsLabel->setText(lines.isEmpty()
                                     ? QString()
                                     : QStringLiteral("<span style='color:#b03a2e'>%1</span>")
                                           .arg(lines.join(QStringLiteral("<br>"))));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(engine != nullptr);
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
        loadCards();
    }
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslateUi()
{
    const QString id = engineId();
    const QSignalBlocker blocker(m_ui->gameCombo);
    m_ui->gameCombo->clear();
    const Lang lang = Translations::current();
    for (const EnginePtr &e : m_registry.engines())
        m_ui->gameCombo->addItem(e->name().text(lang), e->id());
    if (!id.isEmpty())
        setEngineId(id);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
}

} // namespace kbz
