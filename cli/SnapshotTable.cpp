// SPDX-License-Identifier: Apache-2.0

#include "SnapshotTable.h"

#include "findings/FindingIdentity.h"
#include "zk/ZkPaths.h"
#include "platform/TextFormat.h"

#include <QStringList>
#include <charconv>

namespace lockscope::cli {

namespace {

QString padded(const QString &text, int width)
{
    return text.leftJustified(width, QLatin1Char(' '), false);
}

// `text` and then spaces up to `width`, and the column's separating space.
template <typename Text>
void appendColumn(QString &row, Text text, qsizetype width)
{
    row.append(text);
    const qsizetype size = row.size();
    const qsizetype fill = qMax<qsizetype>(0, width - qsizetype(text.size()));
    row.resize(size + fill + 1, QLatin1Char(' '));
}

// Entries of one moment mostly share their age as shown: each text is made once.
class AgeTexts {
public:
    const QString &of(qint64 ms)
    {
        // What formatDuration shows depends on no more than this.
        const qint64 shown = ms < 1000 ? ms : ms < 60'000 ? 1'000'000 + ms / 100 : 2'000'000 + ms / 1000;
        if (shown != m_shown) {
            m_shown = shown;
            m_text = formatDuration(ms);
        }
        return m_text;
    }

private:
    qint64 m_shown = -1;
    QString m_text;
};

// One row of a lock's table; the rows of 20,000 entries are appended, not formatted by arg().
void appendEntryRow(QString &out, const LockEntry &entry, qint64 nowMs, AgeTexts &ages, AgeTexts &holds)
{
    const NodeStat &stat = entry.node->stat;
    out.append(QLatin1StringView("    "));
    appendColumn(out, entryStateName(entry.state), 7);
    appendColumn(out, entryModeName(entry.mode), 9);
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, entry.sequence).ptr;
    appendColumn(out, QLatin1StringView(digits, end), 11);
    char session[18];
    if (isSessionOwner(stat.ephemeralOwner))
        appendColumn(out, QLatin1StringView(session, formatSessionIdInto(stat.ephemeralOwner, session)), 18);
    else
        appendColumn(out, QLatin1StringView("(persistent)"), 18);
    appendColumn(out, ages.of(qMax<qint64>(0, nowMs - stat.ctimeMs)), 11);
    // This holder's own hold; "-" for waiters and for a holder promoted before lockscope looked.
    if (entry.state == EntryState::Holding && entry.acquiredMs > 0)
        appendColumn(out, holds.of(qMax<qint64>(0, nowMs - entry.acquiredMs)), 11);
    else
        appendColumn(out, QLatin1StringView("-"), 11);
    out.append(entry.node->name);
    if (!entry.waitsForNode.isEmpty())
        out.append(QLatin1StringView(" -> ")).append(entry.waitsForNode.name);
    if (entry.revocationRequested)
        out.append(QLatin1StringView(" revocation requested"));
    if (!entry.isEphemeral())
        out.append(QLatin1StringView(" outlives its client"));
    if (entry.owner && !entry.owner->text.isEmpty())
        out.append(QLatin1StringView(" owner: ")).append(entry.owner->text);
    out.append(QLatin1Char('\n'));
}

} // namespace

void printSnapshotTable(QTextStream &out, const SnapshotInput &snapshot)
{
    if (snapshot.locks.empty())
        out << "no locks found\n";
    const qint64 nowMs = snapshot.takenAt.toMSecsSinceEpoch();
    AgeTexts ages;
    AgeTexts holds;
    QString rows;
    for (const LockQueue &queue : snapshot.locks) {
        const QString title = lockTitle(queue.path, queue.queue);
        QString kind = recipeName(queue.recipe) + QLatin1Char(' ') + lockKindName(queue.kind);
        if (!queue.system.isEmpty())
            kind = queue.system + QLatin1Char(' ') + queue.role + QLatin1Char(' ') + lockKindName(queue.kind);
        out << QStringLiteral("%1  %2  holders %3  waiters %4\n")
                   .arg(title, kind)
                   .arg(queue.holders())
                   .arg(queue.waiters());
        if (!queue.entries.empty())
            out << QStringLiteral("    %1 %2 %3 %4 %5 %6 NODE\n")
                       .arg(padded(QStringLiteral("STATE"), 7), padded(QStringLiteral("MODE"), 9),
                            padded(QStringLiteral("SEQUENCE"), 11), padded(QStringLiteral("SESSION"), 18),
                            padded(QStringLiteral("AGE"), 11), padded(QStringLiteral("HELD"), 11));
        rows.clear();
        for (const LockEntry &entry : queue.entries)
            appendEntryRow(rows, entry, nowMs, ages, holds);
        out << rows;
        for (const QString &other : queue.unrecognized)
            out << QStringLiteral("    (not a lock node) %1\n").arg(other);
    }
    for (const MonitorError &error : snapshot.errors)
        out << QStringLiteral("error: %1: %2\n").arg(error.path, error.error);
}

// The human form of the diagnostics, after the lock table.
QString formatDiagnostics(const DiagnosticsReport &report)
{
    QString text;
    if (!report.sessions.empty())
        text += QStringLiteral("sessions:\n");
    for (const SessionInfo &session : report.sessions) {
        // Both notations: Kafka and Solr print the decimal one (a Java long) in names and logs.
        text += QStringLiteral("    %1 (%2)  client %3  server %4  holding %5  waiting %6\n")
                    .arg(formatSessionId(session.session), QString::number(session.session),
                         session.client.isEmpty() ? QStringLiteral("unknown") : session.client,
                         session.server.isEmpty() ? QStringLiteral("unknown") : session.server)
                    .arg(session.holding.size())
                    .arg(session.waiting.size());
    }
    text += report.findings.isEmpty() ? QStringLiteral("findings: none\n") : QStringLiteral("findings:\n");
    for (const Finding &finding : report.findings) {
        text += QStringLiteral("    %1 %2: %3\n")
                    .arg(severityName(finding.severity).toUpper().leftJustified(8), findingKindName(finding.kind),
                         finding.detail);
    }
    for (const DiagnosticsError &error : report.errors)
        text += QStringLiteral("error: %1: %2\n").arg(error.source, error.error);
    return text;
}

} // namespace lockscope::cli
