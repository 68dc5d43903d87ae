// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlScoreSheet.h"
#include "AnyStepButton.h"
#include "core/ListText.h"

#include "Translations.h"
#include "dungeonlords/DlScoreModel.h"

#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace kbz::dl {

namespace {

bool isCountRow(int row)
{
    return (row >= DlScoreModel::Rooms && row <= DlScoreModel::Unconquered) ||
           row == DlScoreModel::Extra;
}

// Count cells edit in a spin box; the titles cell in a list of the titles (Space cycles a
// title: not held, tied, sole). Totals are bold, the winner's total highlighted, edited cells
// italic, the counts that only decide titles muted.
class ScoreDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &index) const override
    {
        if (index.row() == DlScoreModel::Titles) {
            auto *list = new QListWidget(parent);
            list->setObjectName(QStringLiteral("titlesEditor"));
            for (const QString &id : titleIds()) {
                auto *item = new QListWidgetItem(titleName(id).text(Translations::current()), list);
                item->setData(Qt::UserRole, id);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                               Qt::ItemIsUserTristate);
                item->setCheckState(Qt::Unchecked);
            }
            list->setCurrentRow(0);
            list->setToolTip(DlScoreSheet::tr("Space: not held, tied, sole holder"));
            return list;
        }
        if (!isCountRow(index.row()))
            return nullptr;
        auto *spin = new QSpinBox(parent);
        spin->setObjectName(QStringLiteral("countEditor"));
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignCenter);
        spin->setRange(index.row() == DlScoreModel::Extra ? -999 : 0, 999);
        return spin;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *list = qobject_cast<QListWidget *>(editor)) {
            const QJsonObject titles = index.data(Qt::EditRole).toJsonObject();
            const QJsonArray sole = titles.value(QStringLiteral("sole")).toArray();
            const QJsonArray tied = titles.value(QStringLiteral("tied")).toArray();
            for (int i = 0; i < list->count(); ++i) {
                const QJsonValue id = list->item(i)->data(Qt::UserRole).toString();
                list->item(i)->setCheckState(sole.contains(id)   ? Qt::Checked
                                             : tied.contains(id) ? Qt::PartiallyChecked
                                                                 : Qt::Unchecked);
            }
            return;
        }
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->setValue(index.data(Qt::EditRole).toInt());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        if (auto *list = qobject_cast<QListWidget *>(editor)) {
            QStringList sole;
            QStringList tied;
            for (int i = 0; i < list->count(); ++i) {
                const QString id = list->item(i)->data(Qt::UserRole).toString();
                if (list->item(i)->checkState() == Qt::Checked)
                    sole.append(id);
                else if (list->item(i)->checkState() == Qt::PartiallyChecked)
                    tied.append(id);
            }
            const QJsonObject titles{{QStringLiteral("sole"), QJsonArray::fromStringList(sole)},
                                     {QStringLiteral("tied"), QJsonArray::fromStringList(tied)}};
            // Unchanged titles stay computed (no hand-set override).
            if (titles != index.data(Qt::EditRole).toJsonObject())
                model->setData(index, titles, Qt::EditRole);
            return;
        }
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->interpretText();
            model->setData(index, spin->value(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override
    {
        if (auto *list = qobject_cast<QListWidget *>(editor)) {
            // The whole list, below the cell's top, at least as wide as its names.
            const int rows = list->count();
            const int height = rows * list->sizeHintForRow(0) + 2 * list->frameWidth();
            const int width =
                std::max(option.rect.width(), list->sizeHintForColumn(0) + 2 * list->frameWidth() +
                                                  list->fontMetrics().height());
            // Kept inside the table's viewport (the titles row is near the bottom).
            int y = option.rect.y();
            if (const QWidget *viewport = list->parentWidget())
                y = std::max(0, std::min(y, viewport->height() - height));
            list->setGeometry(option.rect.x(), y, width, height);
            return;
        }
        QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.row() == DlScoreModel::Total) {
            option->font.setBold(true);
            if (index.data(DlScoreModel::WinnerRole).toBool()) {
                option->backgroundBrush = QColor(255, 224, 130); // a gold mark for the winner
                option->palette.setColor(QPalette::Text, Qt::black);
            }
        }
        if (index.row() >= DlScoreModel::Evil && index.row() <= DlScoreModel::Unconquered)
            // Counts for the titles only: muted, apart from the scored items.
            option->palette.setColor(QPalette::Text,
                                     option->palette.color(QPalette::Disabled, QPalette::Text));
        if (index.data(DlScoreModel::EditedRole).toBool())
            option->font.setItalic(true);
    }
};

} // namespace

DlScoreSheet::DlScoreSheet(QWidget *parent)
    : DlTool(parent)
    , m_model(new DlScoreModel(this))
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_table(new QTableView(this))
    , m_valuesBox(new QGroupBox(this))
    , m_resetValues(new QPushButton(this))
    , m_resetCounts(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_record(new QPushButton(this))
{
    setObjectName(QStringLiteral("dlScoreSheet"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_explain->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new ScoreDelegate(m_table));
    m_table->setTabKeyNavigation(true);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    m_valuesBox->setObjectName(QStringLiteral("values"));
    auto *form = new QFormLayout;
    for (int f = 0; f < ValueFieldCount; ++f) {
        auto *label = new QLabel(m_valuesBox);
        auto *spin = new QSpinBox(m_valuesBox);
        spin->setObjectName(QStringLiteral("value%1").arg(f));
        spin->setRange(-20, 20);
        label->setBuddy(spin);
        form->addRow(label, spin);
        m_valueLabels.append(label);
        m_valueSpins.append(spin);
        connect(spin, &QSpinBox::valueChanged, this, &DlScoreSheet::valuesEdited);
    }
    m_resetValues->setObjectName(QStringLiteral("resetValues"));
    m_resetValues->setAutoDefault(false);
    auto *valuesLayout = new QVBoxLayout(m_valuesBox);
    valuesLayout->addLayout(form);
    valuesLayout->addWidget(m_resetValues, 0, Qt::AlignRight);

    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    QFont big = m_summary->font();
    big.setBold(true);
    m_summary->setFont(big);
    m_resetCounts->setObjectName(QStringLiteral("resetCounts"));
    m_resetCounts->setAutoDefault(false);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setDefault(true); // Enter records it

    auto *sheet = new QHBoxLayout;
    sheet->addWidget(m_table, 3);
    sheet->addWidget(m_valuesBox, 1, Qt::AlignTop);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_title);
    layout->addWidget(m_explain);
    layout->addLayout(sheet);
    layout->addWidget(m_summary);
    layout->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_resetCounts);
    buttons->addStretch(1);
    buttons->addWidget(new AnyStepButton(this));
    buttons->addWidget(m_record);
    setUpLayout(body, buttons);

    connect(m_model, &DlScoreModel::sheetChanged, this, [this] {
        updateSummary();
        updatePreview();
    });
    connect(m_resetValues, &QPushButton::clicked, this, [this] {
        m_model->setValues(DlScoreValues());
        showValues(m_model->values());
    });
    connect(m_resetCounts, &QPushButton::clicked, m_model, &DlScoreModel::resetCounts);
    connect(m_record, &QPushButton::clicked, this, &DlTool::recordPrepared);
    retranslateUi();
}

DlScoreSheet::~DlScoreSheet() = default;

void DlScoreSheet::sync()
{
    m_model->setLang(Translations::current());
    m_model->setState(state());
    showValues(m_model->values());
    const bool readOnly = m_model->isReadOnly();
    m_table->setEditTriggers(
        readOnly ? QAbstractItemView::NoEditTriggers
                 : QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                       QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    for (QSpinBox *spin : std::as_const(m_valueSpins))
        spin->setReadOnly(readOnly);
    m_resetValues->setEnabled(!readOnly);
    m_resetCounts->setVisible(!readOnly);
    m_record->setVisible(!readOnly);
    if (!m_table->currentIndex().isValid() && m_model->columnCount() > 0)
        m_table->setCurrentIndex(m_model->index(DlScoreModel::Rooms, 0));
    retranslateUi();
    updateSummary();
    updatePreview();
}

std::optional<Step> DlScoreSheet::preparedStep(QString *missing) const
{
    const auto s = state();
    if (!s || s->phase != Phase::Scoring) {
        if (missing)
            *missing = s && s->phase == Phase::Finished
                           ? tr("The score is recorded.")
                           : tr("The score sheet opens when year 2's combat is over.");
        return std::nullopt;
    }
    return Step{QStringLiteral("score"), -1, m_model->payload()};
}

QAbstractButton *DlScoreSheet::defaultButton() const
{
    return m_record;
}

void DlScoreSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->setLang(Translations::current());
        retranslateUi();
        updateSummary();
    }
    DlTool::changeEvent(event);
}

void DlScoreSheet::keyPressEvent(QKeyEvent *event)
{
    // Enter that no editor took records the score.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (m_record->isEnabled() && m_record->isVisible()) {
            m_record->click();
            event->accept();
            return;
        }
    }
    DlTool::keyPressEvent(event);
}

void DlScoreSheet::retranslateUi()
{
    const bool readOnly = m_model->isReadOnly();
    m_title->setText(readOnly ? tr("The recorded score sheet") : tr("Score sheet"));
    m_explain->setText(
        readOnly ? tr("The game is over: the sheet as the table recorded it. Undo the score "
                      "step to change it.")
                 : tr("Check every count against the table. Tab moves through the cells; type a "
                      "number to change a count, Enter keeps it. The titles cell lists the "
                      "titles (Space: not held, tied, sole holder). Values marked (?) are "
                      "unconfirmed defaults. Enter records the score with every edit."));
    m_valuesBox->setTitle(tr("Points per item"));
    const QStringList labels{tr("Room"),
                             tr("Monster or ghost"),
                             tr("Imprisoned adventurer"),
                             tr("Imprisoned paladin (?)"),
                             tr("Conquered tile"),
                             tr("Unpaid tax (?)"),
                             tr("Title, sole holder"),
                             tr("Title, each tied holder")};
    const QString unconfirmed =
        tr("Unconfirmed value: a default from fan sources; the table may change it.");
    for (int f = 0; f < ValueFieldCount; ++f) {
        m_valueLabels.at(f)->setText(labels.at(f));
        const bool unsure = f == PaladinValue || f == UnpaidTaxValue;
        m_valueLabels.at(f)->setToolTip(unsure ? unconfirmed : QString());
        m_valueSpins.at(f)->setToolTip(unsure ? unconfirmed : QString());
    }
    m_resetValues->setText(tr("Reset to defaults"));
    m_resetValues->setToolTip(tr("The default values: room +2, monster +1, prisoner +2, "
                                 "conquered tile −2, unpaid tax −3, titles 3 and 2."));
    m_resetCounts->setText(tr("Reset counts"));
    m_resetCounts->setToolTip(
        tr("Takes the counts from the game again and drops hand-set titles."));
    m_record->setText(tr("Record the score"));
    m_model->retranslate();
    updateSummary();
}

void DlScoreSheet::showValues(const DlScoreValues &v)
{
    m_showing = true;
    const QList<int> values{v.room,      v.monster,   v.prisoner,  v.paladinPrisoner,
                            v.conquered, v.unpaidTax, v.titleSole, v.titleTied};
    for (int f = 0; f < ValueFieldCount; ++f)
        m_valueSpins.at(f)->setValue(values.at(f));
    m_showing = false;
}

void DlScoreSheet::valuesEdited()
{
    if (m_showing || m_model->isReadOnly())
        return;
    DlScoreValues v;
    v.room = m_valueSpins.at(RoomValue)->value();
    v.monster = m_valueSpins.at(MonsterValue)->value();
    v.prisoner = m_valueSpins.at(PrisonerValue)->value();
    v.paladinPrisoner = m_valueSpins.at(PaladinValue)->value();
    v.conquered = m_valueSpins.at(ConqueredValue)->value();
    v.unpaidTax = m_valueSpins.at(UnpaidTaxValue)->value();
    v.titleSole = m_valueSpins.at(TitleSoleValue)->value();
    v.titleTied = m_valueSpins.at(TitleTiedValue)->value();
    m_model->setValues(v);
}

void DlScoreSheet::updateSummary()
{
    const DlScoreSheetData sheet = m_model->sheet();
    QStringList winners;
    int best = 0;
    for (const DlScoreLine &line : sheet.lines)
        if (line.winner) {
            winners.append(m_model->headerData(line.seat, Qt::Horizontal).toString());
            best = line.points;
        }
    QString text;
    if (winners.size() == 1)
        text = tr("Winner: %1 with %2 points").arg(winners.first()).arg(best);
    else if (winners.size() > 1)
        text = tr("Tied for the win: %1 with %2 points each").arg(joinList(winners)).arg(best);
    if (!text.isEmpty() && m_model->isEdited())
        text += QLatin1Char(' ') + tr("(edited at the table)");
    m_summary->setText(text);
}

} // namespace kbz::dl
