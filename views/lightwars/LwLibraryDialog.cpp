// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwLibraryDialog.h"
#include "core/ListText.h"

#include "LwMapEditor.h"
#include "LwText.h"
#include "Translations.h"
#include "lethalcheckmate/LcCardEditor.h"
#include "lightwars/LwCardLibraryStore.h"
#include "storage/CardStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <utility>

namespace kbz::lw {

namespace {

constexpr int kUnknown = -1; // a spin box at -1 shows "?"

std::optional<int> known(int v)
{
    return v <= kUnknown ? std::nullopt : std::optional<int>(v);
}

// Skills other than Shoot and Pike, as the free-text field shows them.
QStringList otherSkills(const QStringList &skills)
{
    QStringList out;
    for (const QString &s : skills)
        if (s != QLatin1String(kSkillShoot) && s != QLatin1String(kSkillPike))
            out.append(s);
    return out;
}

} // namespace

LwLibraryDialog::LwLibraryDialog(Database &db, QWidget *parent)
    : CardLibraryDialogOf(db, parent)
{
    setObjectName(QStringLiteral("lwLibraryDialog"));
    buildUi();
    createActions();
    retranslateUi();
    load();
    m_list->setFocus();
}

LwLibraryDialog::~LwLibraryDialog() = default;

void LwLibraryDialog::buildUi()
{
    resize(880, 620);
    auto *main = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    main->addWidget(m_intro);

    auto *content = new QHBoxLayout;
    main->addLayout(content, 1);
    auto *left = new QVBoxLayout;
    content->addLayout(left, 2);
    addListColumn(left);

    auto *editor = new QWidget(this);
    m_form = new QFormLayout(editor);
    auto line = [editor](const char *name) {
        auto *e = new QLineEdit(editor);
        e->setObjectName(QLatin1String(name));
        return e;
    };
    createCommonFields(editor);
    m_type = new QComboBox(editor);
    m_type->setObjectName(QStringLiteral("typeCombo"));
    m_king = new QCheckBox(editor);
    m_king->setObjectName(QStringLiteral("kingCheck"));
    auto spin = [editor](const char *name) {
        auto *s = new QSpinBox(editor);
        s->setObjectName(QLatin1String(name));
        s->setRange(kUnknown, 99);
        s->setSpecialValueText(QStringLiteral("?"));
        return s;
    };
    m_cost = spin("costSpin");
    m_attack = spin("attackSpin");
    m_move = spin("moveSpin");
    m_shoot = new QCheckBox(editor);
    m_shoot->setObjectName(QStringLiteral("shootCheck"));
    m_pike = new QCheckBox(editor);
    m_pike->setObjectName(QStringLiteral("pikeCheck"));
    auto *skillRow = new QVBoxLayout;
    skillRow->addWidget(m_shoot);
    skillRow->addWidget(m_pike);
    m_otherSkills = line("otherSkillsEdit");
    m_textEn = new QPlainTextEdit(editor);
    m_textEn->setObjectName(QStringLiteral("textEnEdit"));
    m_textJa = new QPlainTextEdit(editor);
    m_textJa->setObjectName(QStringLiteral("textJaEdit"));
    for (QPlainTextEdit *t : {m_textEn, m_textJa}) {
        t->setTabChangesFocus(true);
        t->setFixedHeight(fontMetrics().lineSpacing() * 4 + 12);
    }

    auto addRow = [this, editor](QWidget *field, QLayout *layout = nullptr) {
        auto *label = new QLabel(editor);
        label->setBuddy(field);
        if (layout)
            m_form->addRow(label, layout);
        else
            m_form->addRow(label, field);
    };
    addRow(m_nameEn);
    addRow(m_nameJa);
    addRow(m_id);
    addRow(m_type);
    addRow(m_king);
    addRow(m_cost);
    addRow(m_attack);
    addRow(m_move);
    addRow(m_shoot, skillRow);
    addRow(m_otherSkills);
    addRow(m_textEn);
    addRow(m_textJa);
    m_mapEditor = new LwMapEditor(editor);
    addRow(m_mapEditor);
    const QList<QWidget *> order = {m_nameEn,      m_nameJa, m_id,     m_type,     m_king,
                                    m_cost,        m_attack, m_move,   m_shoot,    m_pike,
                                    m_otherSkills, m_textEn, m_textJa, m_mapEditor};
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order.at(i), order.at(i + 1));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(editor);
    content->addWidget(scroll, 3);

    addStatusAndButtons(main);

    connectCommonFields();
    connect(m_type, &QComboBox::currentIndexChanged, this, [this](int i) {
        editCurrent(QStringLiteral("type"), [&](LwCard &c) {
            c.type = i == 1 ? CardType::Tactic : CardType::Unit;
            if (c.isTactic())
                c.king = false;
        });
        updateTypeRows();
    });
    connect(m_king, &QCheckBox::toggled, this, [this](bool on) {
        editCurrent(QStringLiteral("king"), [&](LwCard &c) {
            c.king = on;
            if (on)
                c.cost = 0; // the king costs 0 (lw.army.king)
        });
    });
    const std::pair<QSpinBox *, std::optional<int> LwCard::*> figures[] = {
        {m_cost, &LwCard::cost}, {m_attack, &LwCard::attack}, {m_move, &LwCard::move}};
    // Not a structured binding: clang before 16 cannot capture one in a lambda.
    for (const auto &figure : figures) {
        QSpinBox *box = figure.first;
        std::optional<int> LwCard::*member = figure.second;
        connect(box, &QSpinBox::valueChanged, this, [this, box, member](int v) {
            editCurrent(box->objectName(), [&](LwCard &c) { c.*member = known(v); });
        });
    }
    auto skillBox = [this](QCheckBox *box, const char *skill) {
        connect(box, &QCheckBox::toggled, this, [this, skill](bool on) {
            editCurrent(QLatin1String(skill), [&](LwCard &c) {
                c.skills.removeAll(QLatin1String(skill));
                if (on)
                    c.skills.append(QLatin1String(skill));
            });
        });
    };
    skillBox(m_shoot, kSkillShoot);
    skillBox(m_pike, kSkillPike);
    connect(m_otherSkills, &QLineEdit::textEdited, this, [this](const QString &t) {
        editCurrent(QStringLiteral("skills"), [&](LwCard &c) {
            QStringList skills;
            for (const QString &s :
                 {QString::fromLatin1(kSkillShoot), QString::fromLatin1(kSkillPike)})
                if (c.skills.contains(s))
                    skills.append(s);
            for (const QString &part : t.split(QLatin1Char(','), Qt::SkipEmptyParts))
                if (!part.trimmed().isEmpty() && !skills.contains(part.trimmed()))
                    skills.append(part.trimmed());
            c.skills = skills;
        });
    });
    connect(m_textEn, &QPlainTextEdit::textChanged, this, [this] {
        editCurrent(QStringLiteral("textEn"),
                    [&](LwCard &c) { c.text.en = m_textEn->toPlainText().trimmed(); });
    });
    connect(m_mapEditor, &LwMapEditor::mapChanged, this, [this](const LwMap &m) {
        editCurrent(QStringLiteral("map"), [&](LwCard &c) {
            if (c.isMap())
                c.map = m;
        });
    });
    connect(m_textJa, &QPlainTextEdit::textChanged, this, [this] {
        editCurrent(QStringLiteral("textJa"),
                    [&](LwCard &c) { c.text.ja = m_textJa->toPlainText().trimmed(); });
    });
}

QString LwLibraryDialog::cardLabel(const LwCard &card) const
{
    return LwText::cardName(card);
}

QString LwLibraryDialog::listText(const LwCard &c) const
{
    if (c.isMap() && c.map)
        return tr("%1 — map, %2 x %3 squares")
            .arg(LwText::cardName(c), QLocale().toString(c.map->width),
                 QLocale().toString(c.map->height));
    if (c.isTactic())
        return tr("%1 — tactics, cost %2").arg(LwText::cardName(c), LwText::figure(c.cost));
    if (c.king)
        return tr("%1 — king, attack %2, MOVE %3")
            .arg(LwText::cardName(c), LwText::figure(c.attack), LwText::figure(c.move));
    return tr("%1 — cost %2, attack %3, MOVE %4")
        .arg(LwText::cardName(c), LwText::figure(c.cost), LwText::figure(c.attack),
             LwText::figure(c.move));
}

void LwLibraryDialog::fillEditor()
{
    const int row = currentRow();
    const bool has = row >= 0 && row < m_cards.size();
    const LwCard c = has ? m_cards.at(row) : LwCard{};
    m_form->parentWidget()->setEnabled(has && isLoaded());
    m_filling = true;
    auto setText = [](QLineEdit *e, const QString &t) {
        if (e->text() != t)
            e->setText(t);
    };
    auto setPlain = [](QPlainTextEdit *e, const QString &t) {
        if (e->toPlainText().trimmed() != t)
            e->setPlainText(t);
    };
    setText(m_id, c.id);
    setText(m_nameEn, c.name.en);
    setText(m_nameJa, c.name.ja);
    m_type->setCurrentIndex(c.isTactic() ? 1 : 0);
    m_king->setChecked(c.king);
    m_cost->setValue(c.cost.value_or(kUnknown));
    m_attack->setValue(c.attack.value_or(kUnknown));
    m_move->setValue(c.move.value_or(kUnknown));
    m_shoot->setChecked(c.hasSkill(kSkillShoot));
    m_pike->setChecked(c.hasSkill(kSkillPike));
    const QString others = joinList(otherSkills(c.skills));
    QStringList typed; // keeps the user's spacing while they type
    for (const QString &part : m_otherSkills->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            typed.append(part.trimmed());
    if (typed != otherSkills(c.skills))
        m_otherSkills->setText(others);
    setPlain(m_textEn, c.text.en);
    setPlain(m_textJa, c.text.ja);
    if (c.isMap() && c.map && m_mapEditor->map() != *c.map)
        m_mapEditor->setMap(*c.map);
    m_filling = false;
    updateTypeRows();
}

void LwLibraryDialog::updateTypeRows()
{
    const int row = currentRow();
    const bool map = row >= 0 && row < m_cards.size() && m_cards.at(row).isMap();
    const bool tactic = m_type->currentIndex() == 1 && !map;
    for (QWidget *w : {static_cast<QWidget *>(m_king), static_cast<QWidget *>(m_attack),
                       static_cast<QWidget *>(m_move), static_cast<QWidget *>(m_otherSkills)})
        m_form->setRowVisible(w, !tactic && !map);
    m_form->setRowVisible(8, !tactic && !map); // Shoot and Pike
    m_form->setRowVisible(m_textEn, tactic);
    m_form->setRowVisible(m_textJa, tactic);
    m_form->setRowVisible(m_type, !map);
    m_form->setRowVisible(m_cost, !map);
    m_form->setRowVisible(m_mapEditor, map);
    const bool king = !tactic && row >= 0 && row < m_cards.size() && m_cards.at(row).king;
    m_cost->setEnabled(!king); // the king's cost is 0
}

void LwLibraryDialog::addCard()
{
    if (isLoaded())
        insertNewCard(LwCard{}, tr("New unit"), QStringLiteral("new unit"));
}

QString LwLibraryDialog::importTitle() const
{
    return tr("Import Light Wars units, tactics and map");
}

QString LwLibraryDialog::exportTitle() const
{
    return tr("Export Light Wars units, tactics and map");
}

QString LwLibraryDialog::exportFileName() const
{
    return QStringLiteral("light-wars-cards.json");
}

QString LwLibraryDialog::problem() const
{
    if (m_cards.isEmpty())
        return tr("The library needs at least one card.");
    QStringList seen;
    for (int i = 0; i < m_cards.size(); ++i) {
        const LwCard &c = m_cards.at(i);
        if (c.name.isEmpty())
            return tr("Card %1 (%2) has no name.").arg(i + 1).arg(c.id);
        if (seen.contains(c.id))
            return tr("Card %1: the id \"%2\" is used twice.").arg(i + 1).arg(c.id);
        seen.append(c.id);
        QString why;
        if (!LwCard::fromJson(c.toJson(), &why))
            return tr("Card %1 (%2): %3").arg(i + 1).arg(c.id, why);
    }
    return {};
}

LwLibraryDialog::Texts LwLibraryDialog::texts() const
{
    return {tr("Edit %1"),
            tr("Change the id of %1"),
            tr("Add a card"),
            tr("Duplicate %1"),
            tr("Remove %1"),
            tr("Removed %1. Ctrl+Z brings it back."),
            tr("A card needs an id."),
            tr("The id \"%1\" is used by another card."),
            tr("Not saved: %1"),
            tr("&Add"),
            tr("D&uplicate"),
            tr("&Remove"),
            tr("Remove the selected card (Delete in the list)"),
            tr("&Import JSON…"),
            tr("E&xport JSON…")};
}

void LwLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Light Wars library[*]"));
    m_intro->setText(tr("The units, tactics tiles and map your table plays with. The rulebook "
                        "prints no figures: enter each cost, attack and MOVE once from your "
                        "pieces (\"?\" until you do). Every new game of Light Wars builds its "
                        "armies and board from here; a game keeps the set it started with."));
    retranslateCommon();
    retranslateButtons();
    m_king->setText(tr("The king (cost 0, one per army)"));
    m_shoot->setText(tr("S&hoot (2–3 squares straight ahead)"));
    m_pike->setText(tr("&Pike (first strike on ties)"));
    m_otherSkills->setPlaceholderText(tr("other skills, separated by commas"));
    for (QSpinBox *s : {m_cost, m_attack, m_move})
        s->setToolTip(tr("\"?\" = not entered yet"));

    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_nameEn, tr("Name (&English):"));
    label(m_nameJa, tr("Name (&Japanese):"));
    label(m_id, tr("I&d:"));
    label(m_type, tr("T&ype:"));
    label(m_king, QString());
    label(m_cost, tr("&Cost:"));
    label(m_attack, tr("A&ttack:"));
    label(m_move, tr("&MOVE:"));
    label(m_otherSkills, tr("&Other skills:"));
    label(m_textEn, tr("Effect (E&nglish):"));
    label(m_textJa, tr("E&ffect (Japanese):"));
    label(m_mapEditor, tr("Map board:"));
    if (QLayoutItem *skillRow = m_form->itemAt(8, QFormLayout::FieldRole))
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(skillRow->layout())))
            l->setText(tr("Skills:"));

    const bool filling = m_filling;
    m_filling = true;
    const int type = m_type->currentIndex();
    m_type->clear();
    m_type->addItems({tr("unit"), tr("tactics tile")});
    m_type->setCurrentIndex(qMax(0, type));
    m_filling = filling;
    fillList();
    if (!m_filling)
        fillEditor();
    updateActions();
}

} // namespace kbz::lw
