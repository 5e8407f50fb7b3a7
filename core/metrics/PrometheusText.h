// SPDX-License-Identifier: Apache-2.0

#pragma once
// Writes the Prometheus text exposition format (version 0.0.4): one HELP and TYPE line per
// family, then its samples. Label values are escaped; durations go out in seconds, as
// Prometheus' conventions ask.

#include "stats/HistoryTypes.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <utility>

namespace lockscope {

using MetricLabels = QList<std::pair<QString, QString>>;

// The Content-Type of a scrape answer in this format.
inline constexpr char kPrometheusContentType[] = "text/plain; version=0.0.4; charset=utf-8";

class PrometheusText {
public:
    // Starts a family; `type` is gauge, counter or histogram.
    void family(const QString &name, const char *type, const QString &help);
    void sample(const QString &name, const MetricLabels &labels, double value);
    // name_bucket{le=...} (cumulative, over DurationBins' upper edges, then +Inf), name_sum in
    // seconds and name_count. A duration exactly on an edge counts in the bucket above it, as
    // DurationBins puts it.
    void histogram(const QString &name, const MetricLabels &labels, const DurationTotals &totals);

    const QByteArray &text() const { return m_text; }

private:
    QByteArray m_text;
};

// A label value as the format wants it: backslash, double quote and newline escaped.
QString escapeLabelValue(const QString &value);
// A number as the format wants it: shortest exact form, +Inf/-Inf/NaN spelled its way.
QByteArray formatMetricValue(double value);

} // namespace lockscope
