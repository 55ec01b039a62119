#include "ledgerexplainer.h"

namespace ml {

namespace {

int num(const QJsonObject &d, const char *key)
{
    return d.value(QLatin1String(key)).toInt();
}
QString str(const QJsonObject &d, const char *key)
{
    return d.value(QLatin1String(key)).toString();
}

} // namespace

LedgerExplainer::LedgerExplainer(QHash<QString, QString> names)
    : m_names(std::move(names))
{
}

QString LedgerExplainer::name(const QString &playerId) const
{
    return m_names.value(playerId, playerId);
}

QString LedgerExplainer::figureName(const QString &figure)
{
    return figure == QLatin1String("messenger") ? tr("messenger") : tr("scoring meeple");
}

QString LedgerExplainer::featureScore(const QString &rule, const QJsonObject &d, int points) const
{
    const bool final = rule.endsWith(QLatin1String(".final"));
    const int tiles = num(d, "tiles");
    const int coats = num(d, "coats");
    QString sum;
    if (rule.startsWith(QLatin1String("road.")))
        sum = final ? tr("Incomplete road: %n tile(s) × 1 = %1", nullptr, tiles).arg(num(d, "value"))
                    : tr("Road completed: %n tile(s) × 1 = %1", nullptr, tiles).arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("city.")))
        sum = final ? tr("Incomplete city: %n tile(s) × 1 + %1 coat(s) of arms × 1 = %2", nullptr, tiles)
                          .arg(coats)
                          .arg(num(d, "value"))
                    : tr("City completed: %n tile(s) × 2 + %1 coat(s) of arms × 2 = %2", nullptr, tiles)
                          .arg(coats)
                          .arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("monastery.")))
        sum = final ? tr("Incomplete monastery: itself and %n neighbouring tile(s) = %1", nullptr, tiles - 1)
                          .arg(num(d, "value"))
                    : tr("Monastery completed: itself and 8 neighbouring tiles = 9");
    else if (rule.startsWith(QLatin1String("field.")))
        sum = tr("Field: %n completed cit(y/ies) × 3 = %1", nullptr, num(d, "cities")).arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("castle.")))
        sum = final ? tr("Haunted castle at the end: %n tile(s) with mist × 1 = %1", nullptr, num(d, "mist"))
                          .arg(num(d, "value"))
                    : tr("Haunted castle completed: %n tile(s) with mist × 2 = %1", nullptr, num(d, "mist"))
                          .arg(num(d, "value"));
    else
        sum = tr("Cemetery completed: worth 0; its keeper brings a guard meeple back");
    const int ghosts = num(d, "ghosts");
    if (ghosts > 0)
        sum += tr(", minus %n ghost(s) × 2 = %1", nullptr, ghosts).arg(points);
    if (num(d, "figures") > 1)
        sum += tr(" (majority with %n figure(s))", nullptr, num(d, "figures"));
    return sum;
}

QString LedgerExplainer::explain(const QJsonObject &entry) const
{
    const QString rule = entry.value(QLatin1String("rule")).toString();
    const QJsonObject d = entry.value(QLatin1String("detail")).toObject();
    const int points = entry.value(QLatin1String("points")).toInt();
    const QStringList features { QStringLiteral("road."),  QStringLiteral("city."),   QStringLiteral("monastery."),
                                 QStringLiteral("field."), QStringLiteral("castle."), QStringLiteral("cemetery.") };
    for (const QString &prefix : features) {
        if (rule.startsWith(prefix))
            return featureScore(rule, d, points);
    }
    if (rule == QLatin1String("ringmaster.bonus") || rule == QLatin1String("ringmaster.final"))
        return tr("Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1", nullptr, num(d, "tiles")).arg(points);
    if (rule == QLatin1String("robber.steal"))
        return tr("Robber on space %1 steals half of %2's %3 points, rounded up = %4")
            .arg(num(d, "space"))
            .arg(name(str(d, "robbed")))
            .arg(num(d, "stolen"))
            .arg(points);
    if (rule == QLatin1String("robber.end"))
        return tr("Robber still on the track at the end of the game = 3");
    if (rule == QLatin1String("message.points"))
        return tr("Message %1 taken as 2 points").arg(num(d, "tile"));
    if (rule == QLatin1String("message.road") || rule == QLatin1String("message.city")
        || rule == QLatin1String("message.monastery"))
        return tr("Message %1: the smallest of your features, %2, is worth %3")
            .arg(num(d, "tile"))
            .arg(str(d, "chosen"))
            .arg(points);
    if (rule == QLatin1String("message.extraTile"))
        return tr("Message 4: place an extra tile");
    if (rule == QLatin1String("message.coats"))
        return tr("Message 5: %n coat(s) of arms × 2 = %1", nullptr, num(d, "coats")).arg(points);
    if (rule == QLatin1String("message.knights"))
        return tr("Message 6: %n knight(s) × 2 = %1", nullptr, num(d, "figures")).arg(points);
    if (rule == QLatin1String("message.farmers"))
        return tr("Message 7: %n farmer(s) × 2 = %1", nullptr, num(d, "figures")).arg(points);
    if (rule == QLatin1String("message.meeple")) {
        if (!d.value(QLatin1String("majority")).toBool(true))
            return tr("Message 8: no majority for %1, it returns; %2 points").arg(str(d, "figure")).arg(points);
        return tr("Message 8: %1 scores its feature as at the end: %2, minus %n ghost(s) × 2 = %3", nullptr,
                  num(d, "ghosts"))
            .arg(str(d, "figure"))
            .arg(num(d, "value"))
            .arg(points);
    }
    if (rule == QLatin1String("tower.ransom.paid"))
        return tr("Ransom for %1 paid to %2 = -3").arg(str(d, "prisoner"), name(str(d, "captor")));
    if (rule == QLatin1String("tower.ransom.received"))
        return tr("Ransom for %1 received from %2 = 3").arg(str(d, "prisoner"), name(str(d, "owner")));
    if (rule == QLatin1String("circus.scored") || rule == QLatin1String("circus.final"))
        return tr("Big top (%1 worth %2): %n figure(s) around it = %3", nullptr, num(d, "figures"))
            .arg(str(d, "animal"))
            .arg(num(d, "value"))
            .arg(points);
    if (rule == QLatin1String("pyramid.scored"))
        return tr("Acrobat pyramid: %n acrobat(s) × 5, minus %1 ghost(s) × 2 = %2", nullptr, num(d, "acrobats"))
            .arg(num(d, "ghosts"))
            .arg(points);
    if (rule == QLatin1String("acrobats.final"))
        return tr("Acrobats at the end: %n acrobat(s) × 5 = %1", nullptr, num(d, "acrobats")).arg(points);
    if (rule == QLatin1String("ghosts.final"))
        return tr("Ghosts at the end: %n ghost(s) × -1 = %1", nullptr, num(d, "ghosts")).arg(points);
    if (rule == QLatin1String("messengers.combined"))
        return tr("Messenger's %1 points added to the scoring meeple").arg(num(d, "messenger"));
    if (rule == QLatin1String("adjust"))
        return tr("Correction agreed by the table (%1) = %2").arg(str(d, "reason")).arg(points);
    return tr("%1 = %2").arg(rule).arg(points);
}

} // namespace ml
