// SPDX-License-Identifier: Apache-2.0

#include "metrics/PrometheusText.h"

#include "stats/DurationBins.h"

#include <QLocale>
#include <cmath>

namespace lockscope {

namespace {

QByteArray labelText(const MetricLabels &labels)
{
    if (labels.isEmpty())
        return {};
    QByteArray out = "{";
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (i > 0)
            out += ',';
        out += labels[i].first.toUtf8() + "=\"" + escapeLabelValue(labels[i].second).toUtf8() + '"';
    }
    return out + '}';
}

QString escapeHelp(const QString &help)
{
    QString out = help;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    return out;
}

} // namespace

QString escapeLabelValue(const QString &value)
{
    QString out;
    out.reserve(value.size());
    for (const QChar c : value) {
        if (c == QLatin1Char('\\'))
            out += QLatin1String("\\\\");
        else if (c == QLatin1Char('"'))
            out += QLatin1String("\\\"");
        else if (c == QLatin1Char('\n'))
            out += QLatin1String("\\n");
        else
            out += c;
    }
    return out;
}

QByteArray formatMetricValue(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "+Inf" : "-Inf";
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

void PrometheusText::family(const QString &name, const char *type, const QString &help)
{
    const QByteArray n = name.toUtf8();
    m_text += "# HELP " + n + ' ' + escapeHelp(help).toUtf8() + '\n';
    m_text += "# TYPE " + n + ' ' + type + '\n';
}

void PrometheusText::sample(const QString &name, const MetricLabels &labels, double value)
{
    m_text += name.toUtf8() + labelText(labels) + ' ' + formatMetricValue(value) + '\n';
}

void PrometheusText::histogram(const QString &name, const MetricLabels &labels, const DurationTotals &totals)
{
    const std::vector<DurationBin> &bins = durationBins();
    const QString bucket = name + QLatin1String("_bucket");
    qint64 cumulative = 0;
    for (std::size_t i = 0; i < bins.size(); ++i) {
        cumulative += i < totals.perBin.size() ? totals.perBin[i] : 0;
        if (bins[i].upperMs < 0)
            break; // the open last bin is +Inf below
        MetricLabels withLe = labels;
        withLe.append({QStringLiteral("le"), QString::fromLatin1(formatMetricValue(double(bins[i].upperMs) / 1000.0))});
        sample(bucket, withLe, double(cumulative));
    }
    MetricLabels infinite = labels;
    infinite.append({QStringLiteral("le"), QStringLiteral("+Inf")});
    sample(bucket, infinite, double(totals.count));
    sample(name + QLatin1String("_sum"), labels, double(totals.sumMs) / 1000.0);
    sample(name + QLatin1String("_count"), labels, double(totals.count));
}

} // namespace lockscope
