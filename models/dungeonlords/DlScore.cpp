#include "DlScore.h"

#include "DlEngine.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace kbz::dl {

namespace {

constexpr char kModelContext[] = "kbz::dl::DlScoreModel";

QString trModel(const char *source)
{
    return QCoreApplication::translate(kModelContext, source);
}

// The counts' JSON keys, in one place (the "score" step's payload uses them).
const QString kRooms = QStringLiteral("rooms");
const QString kTunnels = QStringLiteral("tunnels");
const QString kMonsters = QStringLiteral("monsters");
const QString kPrisoners = QStringLiteral("prisoners");
const QString kPaladins = QStringLiteral("paladins");
const QString kConquered = QStringLiteral("conquered");
const QString kUnpaidTaxes = QStringLiteral("unpaidTaxes");
const QString kEvil = QStringLiteral("evil");
const QString kImps = QStringLiteral("imps");
const QString kGoldFood = QStringLiteral("goldFood");
const QString kUnconquered = QStringLiteral("unconquered");
const QString kExtra = QStringLiteral("extra");
const QString kTitles = QStringLiteral("titles");
const QString kSole = QStringLiteral("sole");
const QString kTied = QStringLiteral("tied");

// The count a title compares.
int titleCount(const DlScoreCounts &c, const QString &id)
{
    if (id == QLatin1String("evil"))
        return c.evil;
    if (id == QLatin1String("rooms"))
        return c.rooms;
    if (id == QLatin1String("tunnels"))
        return c.tunnels;
    if (id == QLatin1String("monsters"))
        return c.monsters;
    if (id == QLatin1String("imps"))
        return c.imps;
    if (id == QLatin1String("gold-food"))
        return c.goldFood;
    if (id == QLatin1String("unconquered"))
        return c.unconquered;
    return 0;
}

// Known title ids of a JSON list, in sheet order, without repeats.
QStringList titleList(const QJsonValue &v)
{
    QStringList given;
    for (const QJsonValue &id : v.toArray())
        given.append(id.toString());
    QStringList out;
    for (const QString &id : titleIds())
        if (given.contains(id))
            out.append(id);
    return out;
}

QJsonObject titlesJson(const QStringList &sole, const QStringList &tied)
{
    return {{kSole, QJsonArray::fromStringList(sole)}, {kTied, QJsonArray::fromStringList(tied)}};
}

// Ranks: 1 + the number of players with more points; winners have rank 1.
void rankLines(QList<DlScoreLine> &lines)
{
    for (DlScoreLine &line : lines) {
        line.rank = 1 + int(std::count_if(lines.cbegin(), lines.cend(), [&](const DlScoreLine &o) {
                        return o.points > line.points;
                    }));
        line.winner = line.rank == 1;
    }
}

// The titles from every seat's counts, then the per-seat overrides ({} = none).
void assignTitles(QList<DlScoreLine> &lines, const QList<QJsonObject> &overrides)
{
    for (const QString &id : titleIds()) {
        int top = 0;
        for (const DlScoreLine &line : lines)
            top = std::max(top, titleCount(line.counts, id));
        if (top <= 0)
            continue; // nobody holds a title at 0
        QList<int> holders;
        for (int i = 0; i < lines.size(); ++i)
            if (titleCount(lines.at(i).counts, id) == top)
                holders.append(i);
        for (int i : holders)
            (holders.size() == 1 ? lines[i].titlesSole : lines[i].titlesTied).append(id);
    }
    for (int i = 0; i < lines.size() && i < overrides.size(); ++i) {
        const QJsonObject &o = overrides.at(i);
        if (o.isEmpty())
            continue;
        lines[i].titlesSole = titleList(o.value(kSole));
        lines[i].titlesTied = titleList(o.value(kTied));
    }
}

DlScoreSheetData buildSheet(const QList<DlScoreCounts> &counts, const DlScoreValues &values,
                            const QList<QJsonObject> &titleOverrides)
{
    DlScoreSheetData sheet{values, {}};
    for (int seat = 0; seat < counts.size(); ++seat) {
        DlScoreLine line;
        line.seat = seat;
        line.counts = counts.at(seat);
        sheet.lines.append(line);
    }
    assignTitles(sheet.lines, titleOverrides);
    for (DlScoreLine &line : sheet.lines)
        line.points = linePoints(line, values);
    rankLines(sheet.lines);
    return sheet;
}

QString playerName(const DlState &s, int seat)
{
    const QString name = seat >= 0 && seat < s.players.size() ? s.players.at(seat).name : QString();
    return name.isEmpty() ? QStringLiteral("#%1").arg(seat + 1) : name;
}

} // namespace

QStringList titleIds()
{
    return {QStringLiteral("evil"),       QStringLiteral("rooms"), QStringLiteral("tunnels"),
            QStringLiteral("monsters"),   QStringLiteral("imps"),  QStringLiteral("gold-food"),
            QStringLiteral("unconquered")};
}

LocalizedName titleName(const QString &id)
{
    if (id == QLatin1String("evil"))
        return {QStringLiteral("Most evil"), QStringLiteral("最も邪悪")};
    if (id == QLatin1String("rooms"))
        return {QStringLiteral("Most rooms"), QStringLiteral("部屋が最多")};
    if (id == QLatin1String("tunnels"))
        return {QStringLiteral("Most tunnels"), QStringLiteral("トンネルが最多")};
    if (id == QLatin1String("monsters"))
        return {QStringLiteral("Most monsters"), QStringLiteral("モンスターが最多")};
    if (id == QLatin1String("imps"))
        return {QStringLiteral("Most imps"), QStringLiteral("インプが最多")};
    if (id == QLatin1String("gold-food"))
        return {QStringLiteral("Most gold and food"), QStringLiteral("金と食料の合計が最多")};
    if (id == QLatin1String("unconquered"))
        return {QStringLiteral("Most unconquered tiles"), QStringLiteral("未征服タイルが最多")};
    return {};
}

QJsonObject DlScoreCounts::toJson() const
{
    return {{kRooms, rooms},
            {kTunnels, tunnels},
            {kMonsters, monsters},
            {kPrisoners, prisoners},
            {kPaladins, paladins},
            {kConquered, conquered},
            {kUnpaidTaxes, unpaidTaxes},
            {kEvil, evil},
            {kImps, imps},
            {kGoldFood, goldFood},
            {kUnconquered, unconquered},
            {kExtra, extra}};
}

DlScoreCounts DlScoreCounts::fromJson(const QJsonObject &o, const DlScoreCounts &defaults)
{
    DlScoreCounts c = defaults;
    const auto read = [&o](const QString &key, int &field) {
        const QJsonValue v = o.value(key);
        if (v.isDouble())
            field = v.toInt(field);
    };
    read(kRooms, c.rooms);
    read(kTunnels, c.tunnels);
    read(kMonsters, c.monsters);
    read(kPrisoners, c.prisoners);
    read(kPaladins, c.paladins);
    read(kConquered, c.conquered);
    read(kUnpaidTaxes, c.unpaidTaxes);
    read(kEvil, c.evil);
    read(kImps, c.imps);
    read(kGoldFood, c.goldFood);
    read(kUnconquered, c.unconquered);
    read(kExtra, c.extra);
    return c;
}

QJsonObject DlScoreSheetData::toJson() const
{
    QJsonArray players;
    for (const DlScoreLine &line : lines)
        players.append(QJsonObject{{QStringLiteral("seat"), line.seat},
                                   {QStringLiteral("counts"), line.counts.toJson()},
                                   {kTitles, titlesJson(line.titlesSole, line.titlesTied)},
                                   {QStringLiteral("points"), line.points},
                                   {QStringLiteral("rank"), line.rank},
                                   {QStringLiteral("winner"), line.winner}});
    return {{QStringLiteral("values"), values.toJson()}, {QStringLiteral("players"), players}};
}

DlScoreSheetData DlScoreSheetData::fromJson(const QJsonObject &o, const DlScoreValues &values)
{
    DlScoreSheetData sheet{values, {}};
    const QJsonObject v = o.value(QStringLiteral("values")).toObject();
    if (!v.isEmpty())
        sheet.values = DlScoreValues::fromJson(v);
    for (const QJsonValue &pv : o.value(QStringLiteral("players")).toArray()) {
        const QJsonObject p = pv.toObject();
        DlScoreLine line;
        line.seat = p.value(QStringLiteral("seat")).toInt(int(sheet.lines.size()));
        line.counts = DlScoreCounts::fromJson(p.value(QStringLiteral("counts")).toObject(), {});
        const QJsonObject t = p.value(kTitles).toObject();
        line.titlesSole = titleList(t.value(kSole));
        line.titlesTied = titleList(t.value(kTied));
        line.points = p.value(QStringLiteral("points")).toInt();
        line.rank = p.value(QStringLiteral("rank")).toInt();
        line.winner = p.value(QStringLiteral("winner")).toBool();
        sheet.lines.append(line);
    }
    return sheet;
}

DlScoreCounts countsFromState(const DlState &s, int seat)
{
    DlScoreCounts c;
    if (seat < 0 || seat >= s.players.size())
        return c;
    const DlPlayer &p = s.players.at(seat);
    for (const DlTile &t : p.tiles) {
        // Rooms score whether conquered or not; the conquest is scored apart.
        if (t.kind == TileKind::Room)
            ++c.rooms;
        else
            ++c.tunnels;
        if (t.conquered)
            ++c.conquered;
        else
            ++c.unconquered;
    }
    c.monsters = int(p.monsters.size()); // ghosts too, exhausted or not
    for (const DlAdventurer &a : p.prisoners)
        ++(a.cls == AdvClass::Paladin ? c.paladins : c.prisoners);
    c.unpaidTaxes = p.unpaidTaxes;
    c.evil = p.evil;
    c.imps = p.imps;
    c.goldFood = p.gold + p.food;
    return c;
}

DlScoreSheetData computeSheet(const DlState &s, const DlScoreValues &values,
                              const QJsonObject &scoreStepPayload)
{
    const QJsonArray given = scoreStepPayload.value(QStringLiteral("players")).toArray();
    QList<DlScoreCounts> counts;
    QList<QJsonObject> titles;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const QJsonObject p = seat < given.size() ? given.at(seat).toObject() : QJsonObject();
        counts.append(DlScoreCounts::fromJson(p, countsFromState(s, seat)));
        const QJsonValue t = p.value(kTitles);
        // An override replaces the computed titles, even when it holds none.
        titles.append(t.isObject() ? titlesJson(titleList(t.toObject().value(kSole)),
                                                titleList(t.toObject().value(kTied)))
                                   : QJsonObject());
    }
    return buildSheet(counts, values, titles);
}

int linePoints(const DlScoreLine &line, const DlScoreValues &v)
{
    const DlScoreCounts &c = line.counts;
    return c.rooms * v.room + c.monsters * v.monster + c.prisoners * v.prisoner +
           c.paladins * v.paladinPrisoner + c.conquered * v.conquered +
           c.unpaidTaxes * v.unpaidTax + int(line.titlesSole.size()) * v.titleSole +
           int(line.titlesTied.size()) * v.titleTied + c.extra;
}

GameResult resultFromSheet(const DlScoreSheetData &sheet, const DlState &s)
{
    GameResult r;
    r.how = QStringLiteral("score");
    QStringList winners;
    int best = 0;
    for (const DlScoreLine &line : sheet.lines) {
        r.players.append(PlayerResult{line.seat, double(line.points), line.rank, line.winner});
        if (line.winner) {
            winners.append(playerName(s, line.seat));
            best = line.points;
        }
    }
    if (winners.size() == 1)
        r.summary =
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 wins the score with %2 points"),
                      {arg(winners.first()), arg(best)});
    else if (winners.size() > 1)
        r.summary = dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 share the win with %2 points each"),
            {arg(winners.join(QStringLiteral(", "))), arg(best)});
    r.details = sheet.toJson();
    return r;
}

// ---- DlScoreModel ----------------------------------------------------------------------------

namespace {

int *countField(DlScoreCounts &c, int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return &c.rooms;
    case DlScoreModel::Monsters:
        return &c.monsters;
    case DlScoreModel::Prisoners:
        return &c.prisoners;
    case DlScoreModel::Paladins:
        return &c.paladins;
    case DlScoreModel::Conquered:
        return &c.conquered;
    case DlScoreModel::UnpaidTaxes:
        return &c.unpaidTaxes;
    case DlScoreModel::Evil:
        return &c.evil;
    case DlScoreModel::Tunnels:
        return &c.tunnels;
    case DlScoreModel::Imps:
        return &c.imps;
    case DlScoreModel::GoldFood:
        return &c.goldFood;
    case DlScoreModel::Unconquered:
        return &c.unconquered;
    case DlScoreModel::Extra:
        return &c.extra;
    default:
        return nullptr;
    }
}

bool isCountRow(int row)
{
    return (row >= DlScoreModel::Rooms && row <= DlScoreModel::Unconquered) ||
           row == DlScoreModel::Extra;
}

int countOf(const DlScoreCounts &c, int row)
{
    DlScoreCounts copy = c;
    const int *f = countField(copy, row);
    return f ? *f : 0;
}

// The value per count of a scored row (0 for the title-only rows).
int valueOf(const DlScoreValues &v, int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return v.room;
    case DlScoreModel::Monsters:
        return v.monster;
    case DlScoreModel::Prisoners:
        return v.prisoner;
    case DlScoreModel::Paladins:
        return v.paladinPrisoner;
    case DlScoreModel::Conquered:
        return v.conquered;
    case DlScoreModel::UnpaidTaxes:
        return v.unpaidTax;
    case DlScoreModel::Extra:
        return 1;
    default:
        return 0;
    }
}

bool isScoredRow(int row)
{
    return row >= DlScoreModel::Rooms && row <= DlScoreModel::UnpaidTaxes;
}

bool isTitleOnlyRow(int row)
{
    return row >= DlScoreModel::Evil && row <= DlScoreModel::Unconquered;
}

// The title a title-only row decides.
QString rowTitle(int row)
{
    switch (row) {
    case DlScoreModel::Evil:
        return QStringLiteral("evil");
    case DlScoreModel::Tunnels:
        return QStringLiteral("tunnels");
    case DlScoreModel::Imps:
        return QStringLiteral("imps");
    case DlScoreModel::GoldFood:
        return QStringLiteral("gold-food");
    case DlScoreModel::Unconquered:
        return QStringLiteral("unconquered");
    default:
        return {};
    }
}

const char *rowRule(int row)
{
    switch (row) {
    case DlScoreModel::Rooms:
        return "dl.score.rooms";
    case DlScoreModel::Monsters:
        return "dl.score.monsters";
    case DlScoreModel::Prisoners:
    case DlScoreModel::Paladins:
        return "dl.score.prisoners";
    case DlScoreModel::Conquered:
        return "dl.score.conquered";
    case DlScoreModel::UnpaidTaxes:
        return "dl.score.unpaid-tax";
    case DlScoreModel::Extra:
    case DlScoreModel::Total:
        return "";
    default:
        return "dl.score.titles";
    }
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

} // namespace

DlScoreModel::DlScoreModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DlScoreModel::setState(std::shared_ptr<const DlState> state)
{
    if (state && state == m_state)
        return; // the same state (a language switch, a refresh): the edits stay
    beginResetModel();
    m_state = std::move(state);
    m_counts.clear();
    m_original.clear();
    m_titles.clear();
    m_readOnly = false;
    if (m_state) {
        m_values = m_state->values;
        if (m_state->phase == Phase::Finished && !m_state->finalScore.isEmpty()) {
            // The recorded sheet, as it was recorded.
            m_readOnly = true;
            m_sheet = DlScoreSheetData::fromJson(m_state->finalScore, m_state->values);
            m_values = m_sheet.values;
            for (const DlScoreLine &line : std::as_const(m_sheet.lines)) {
                m_counts.append(line.counts);
                m_titles.append(titlesJson(line.titlesSole, line.titlesTied));
            }
            m_original = m_counts;
            endResetModel();
            Q_EMIT sheetChanged();
            return;
        }
        for (int seat = 0; seat < m_state->players.size(); ++seat) {
            const DlScoreCounts fromState = countsFromState(*m_state, seat);
            m_original.append(fromState);
            m_counts.append(fromState);
            m_titles.append(QJsonObject());
        }
    } else {
        m_values = DlScoreValues();
    }
    m_sheet = buildSheet(m_counts, m_values, m_titles);
    endResetModel();
    Q_EMIT sheetChanged();
}

void DlScoreModel::setValues(const DlScoreValues &values)
{
    if (m_readOnly || values == m_values)
        return;
    m_values = values;
    changed();
}

void DlScoreModel::resetCounts()
{
    if (m_readOnly ||
        (m_counts == m_original && std::all_of(m_titles.cbegin(), m_titles.cend(),
                                               [](const QJsonObject &o) { return o.isEmpty(); })))
        return;
    m_counts = m_original;
    for (QJsonObject &o : m_titles)
        o = QJsonObject();
    changed();
}

void DlScoreModel::changed()
{
    m_sheet = buildSheet(m_counts, m_values, m_titles);
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    Q_EMIT sheetChanged();
}

int DlScoreModel::seats() const
{
    return int(m_counts.size());
}

DlScoreSheetData DlScoreModel::sheet() const
{
    return m_sheet;
}

QJsonObject DlScoreModel::payload() const
{
    QJsonArray players;
    for (int seat = 0; seat < seats(); ++seat) {
        const QJsonObject now = m_counts.at(seat).toJson();
        const QJsonObject was = m_original.at(seat).toJson();
        QJsonObject edits;
        for (auto it = now.constBegin(); it != now.constEnd(); ++it)
            if (was.value(it.key()) != it.value())
                edits.insert(it.key(), it.value());
        if (!m_titles.at(seat).isEmpty())
            edits.insert(kTitles, m_titles.at(seat));
        players.append(edits);
    }
    return {{QStringLiteral("values"), m_values.toJson()}, {QStringLiteral("players"), players}};
}

bool DlScoreModel::isEdited() const
{
    if (m_readOnly)
        return false;
    const DlScoreValues original = m_state ? m_state->values : DlScoreValues();
    return m_values != original || m_counts != m_original ||
           std::any_of(m_titles.cbegin(), m_titles.cend(),
                       [](const QJsonObject &o) { return !o.isEmpty(); });
}

void DlScoreModel::setLang(Lang lang)
{
    m_lang = lang;
    retranslate();
}

void DlScoreModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    if (columnCount() > 0) {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
}

bool DlScoreModel::isUnconfirmed(int row)
{
    return row == Paladins || row == UnpaidTaxes;
}

QString DlScoreModel::rowName(int row)
{
    QString name;
    switch (row) {
    case Rooms:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Rooms"));
        break;
    case Monsters:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Monsters and ghosts"));
        break;
    case Prisoners:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imprisoned adventurers"));
        break;
    case Paladins:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imprisoned paladins"));
        break;
    case Conquered:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Conquered tiles"));
        break;
    case UnpaidTaxes:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Unpaid taxes"));
        break;
    case Evil:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Evil"));
        break;
    case Tunnels:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Tunnels"));
        break;
    case Imps:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Imps"));
        break;
    case GoldFood:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Gold + food"));
        break;
    case Unconquered:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Unconquered tiles"));
        break;
    case Titles:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Titles"));
        break;
    case Extra:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Other points"));
        break;
    case Total:
        name = trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Total"));
        break;
    default:
        break;
    }
    if (isUnconfirmed(row))
        name += QStringLiteral(" (?)");
    return name;
}

int DlScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int DlScoreModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : seats();
}

QVariant DlScoreModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        index.column() >= m_sheet.lines.size())
        return {};
    const int row = index.row();
    const int seat = index.column();
    const DlScoreLine &line = m_sheet.lines.at(seat);
    const int count = countOf(line.counts, row);
    const int titlePoints = int(line.titlesSole.size()) * m_values.titleSole +
                            int(line.titlesTied.size()) * m_values.titleTied;
    switch (role) {
    case Qt::DisplayRole:
        if (isScoredRow(row))
            return trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 × %2 = %3"))
                .arg(count)
                .arg(signedNumber(valueOf(m_values, row)),
                     signedNumber(count * valueOf(m_values, row)));
        if (isTitleOnlyRow(row) || row == Extra)
            return row == Extra ? signedNumber(count) : QString::number(count);
        if (row == Titles) {
            QStringList held;
            for (const QString &id : line.titlesSole)
                held.append(QStringLiteral("%1 %2").arg(titleName(id).text(m_lang),
                                                        signedNumber(m_values.titleSole)));
            for (const QString &id : line.titlesTied)
                held.append(trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 (tied) %2"))
                                .arg(titleName(id).text(m_lang), signedNumber(m_values.titleTied)));
            return held.isEmpty() ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "none"))
                                  : held.join(QStringLiteral(", "));
        }
        if (row == Total)
            return line.winner
                       ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                                   "%1 points · rank %2 · winner"))
                             .arg(line.points)
                             .arg(line.rank)
                       : trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "%1 points · rank %2"))
                             .arg(line.points)
                             .arg(line.rank);
        return {};
    case Qt::EditRole:
        if (row == Titles)
            return m_titles.value(seat).isEmpty() ? titlesJson(line.titlesSole, line.titlesTied)
                                                  : m_titles.value(seat);
        if (isCountRow(row))
            return count;
        if (row == Total)
            return line.points;
        return {};
    case Qt::ToolTipRole: {
        QStringList tip;
        if (isTitleOnlyRow(row))
            tip.append(trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                                 "Counts only for the title “%1”."))
                           .arg(titleName(rowTitle(row)).text(m_lang)));
        if (isUnconfirmed(row))
            tip.append(trModel(QT_TRANSLATE_NOOP(
                "kbz::dl::DlScoreModel",
                "Unconfirmed value: a default from fan sources; the table may change it.")));
        if (row == Titles && !m_titles.value(seat).isEmpty())
            tip.append(trModel(
                QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Titles set by hand at the table.")));
        if (!m_readOnly && isCountRow(row) && count != countOf(m_original.value(seat), row))
            tip.append(
                trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Edited: the state says %1."))
                    .arg(countOf(m_original.value(seat), row)));
        const QString rule = QString::fromLatin1(rowRule(row));
        if (!rule.isEmpty())
            tip.append(rule);
        return tip.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case PointsRole:
        if (isScoredRow(row) || row == Extra)
            return count * valueOf(m_values, row);
        if (row == Titles)
            return titlePoints;
        if (row == Total)
            return line.points;
        return 0;
    case RankRole:
        return line.rank;
    case WinnerRole:
        return line.winner;
    case UnconfirmedRole:
        return isUnconfirmed(row);
    case EditedRole:
        if (row == Titles)
            return !m_titles.value(seat).isEmpty();
        return !m_readOnly && countOf(m_original.value(seat), row) != count;
    default:
        return {};
    }
}

QVariant DlScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= seats())
            return {};
        if (role == Qt::DisplayRole) {
            const QString name = m_state && section < m_state->players.size()
                                     ? m_state->players.at(section).name
                                     : QString();
            return name.isEmpty() ? trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel", "Player %1"))
                                        .arg(section + 1)
                                  : name;
        }
        if (role == WinnerRole && section < m_sheet.lines.size())
            return m_sheet.lines.at(section).winner;
        return {};
    }
    if (section < 0 || section >= RowCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return rowName(section);
    case Qt::ToolTipRole:
        if (isUnconfirmed(section))
            return trModel(QT_TRANSLATE_NOOP(
                "kbz::dl::DlScoreModel",
                "Unconfirmed value: a default from fan sources; the table may change it."));
        if (isTitleOnlyRow(section))
            return trModel(QT_TRANSLATE_NOOP("kbz::dl::DlScoreModel",
                                             "Counts only for the title “%1”."))
                .arg(titleName(rowTitle(section)).text(m_lang));
        return QString::fromLatin1(rowRule(section));
    case UnconfirmedRole:
        return isUnconfirmed(section);
    default:
        return {};
    }
}

Qt::ItemFlags DlScoreModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!m_readOnly && index.row() != Total)
        f |= Qt::ItemIsEditable;
    return f;
}

bool DlScoreModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || m_readOnly || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() >= seats())
        return false;
    const int seat = index.column();
    if (index.row() == Titles) {
        QJsonObject o;
        if (value.canConvert<QJsonObject>())
            o = value.toJsonObject();
        else if (value.canConvert<QVariantMap>())
            o = QJsonObject::fromVariantMap(value.toMap());
        const QJsonObject next =
            o.isEmpty() ? QJsonObject()
                        : titlesJson(titleList(o.value(kSole)), titleList(o.value(kTied)));
        if (next == m_titles.at(seat))
            return true;
        m_titles[seat] = next;
        changed();
        return true;
    }
    int *field = countField(m_counts[seat], index.row());
    if (!field)
        return false;
    bool ok = false;
    const int n = value.toInt(&ok);
    // Counts are never negative; "other points" may be.
    if (!ok || (n < 0 && index.row() != Extra))
        return false;
    if (*field == n)
        return true;
    *field = n;
    changed();
    return true;
}

} // namespace kbz::dl
