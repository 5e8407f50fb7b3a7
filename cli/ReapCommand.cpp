// SPDX-License-Identifier: Apache-2.0

// reap: lists the leftovers under one root (empty lock parents, a semaphore's empty lease and lock
// folders) idle for --older-than, and with --yes deletes each at the version it was listed at.
// One line per node on stdout, `<path> <state>`; the count and what was left alone on stderr.
#include "AdminSupport.h"
#include "CliContext.h"
#include "Commands.h"

#include "findings/Leftovers.h"
#include "admin/ListingReader.h"
#include "admin/LockAdmin.h"
#include "platform/TextFormat.h"

#include <QDateTime>
#include <cstdio>
#include <limits>
#include <optional>

namespace lockscope::cli {

namespace {

// An attempt that never reached ZooKeeper is still in the audit log.
void auditWholeRun(const CliOptions &o, AdminOutcome outcome, const QString &message)
{
    AuditRecord record = makeAuditRecord(QStringLiteral("reap"), o.connect, o.roots.constFirst());
    record.reason = o.reason;
    record.result = adminOutcomeName(outcome);
    record.message = message;
    QString error;
    if (!auditLogOf(o).append(record, &error))
        warnAudit(error);
}

void note(const QString &line)
{
    std::fprintf(stderr, "lockscope-cli: %s\n", qUtf8Printable(line));
}

QString leftAloneNote(const LeftoverScan &scan, const CliOptions &o)
{
    if (scan.notOldEnough == 0)
        return {};
    return QStringLiteral("; %1 empty lock parent(s) not shown idle for %2 were left alone")
        .arg(scan.notOldEnough)
        .arg(formatDuration(o.olderThanMs));
}

std::optional<ListingReadResult> readTree(CliContext &context, ZkSession *session, const QString &root)
{
    std::optional<ListingReadResult> read;
    readSubtree(session, root, [&read](const ListingReadResult &r) { read = r; });
    if (!context.waitFor([&read] { return read.has_value(); }, 2 * context.options().timeoutMs))
        return std::nullopt;
    return read;
}

int deleteLeftovers(CliContext &context, ZkSession *session, const LeftoverScan &scan)
{
    const CliOptions &o = context.options();
    const AuditLog audit = auditLogOf(o);
    LockAdmin admin(session, &audit);
    admin.setRequestTimeoutMs(o.timeoutMs);
    std::optional<QList<ReapResult>> results;
    admin.reapLeftovers(scan.leftovers, o.reason, [&results](const QList<ReapResult> &r) { results = r; });
    const int boundMs =
        int(qMin<qint64>(std::numeric_limits<int>::max(), qint64(scan.leftovers.size() + 1) * o.timeoutMs + 2000));
    if (!context.waitFor([&results] { return results.has_value(); }, boundMs))
        return context.fail(QStringLiteral("reap %1: no answer within %2 ms").arg(o.roots.constFirst()).arg(boundMs));

    int exitCode = 0;
    int deleted = 0;
    QTextStream &out = context.out();
    for (const ReapResult &r : std::as_const(*results)) {
        warnAudit(r.auditError);
        out << r.path << QLatin1Char(' ') << reapStateName(r.state);
        if (!r.message.isEmpty())
            out << QStringLiteral(": ") << r.message;
        out << QLatin1Char('\n');
        deleted += r.state == ReapState::Deleted ? 1 : 0;
        if (r.state == ReapState::Refused || r.state == ReapState::Failed)
            exitCode = 1;
    }
    out.flush();
    note(QStringLiteral("reap %1: %2 of %3 leftover(s) deleted%4")
             .arg(o.roots.constFirst())
             .arg(deleted)
             .arg(scan.leftovers.size())
             .arg(leftAloneNote(scan, o)));
    return exitCode;
}

} // namespace

int runReap(CliContext &context)
{
    const CliOptions &o = context.options();
    const QString root = o.roots.constFirst();
    if (o.readOnly && o.yes) {
        const QString message = QStringLiteral("read-only mode: reap --yes refused, nothing was sent to ZooKeeper "
                                               "(without --yes reap only lists)");
        auditWholeRun(o, AdminOutcome::Refused, message);
        return context.fail(QStringLiteral("reap %1: refused: %2").arg(root, message));
    }
    ZkSession *session = context.connect();
    if (!session) {
        if (o.yes)
            auditWholeRun(
                o, AdminOutcome::Failed,
                QStringLiteral("no session with the ensemble within %1 ms; nothing was done").arg(o.timeoutMs));
        return 1;
    }
    const std::optional<ListingReadResult> read = readTree(context, session, root);
    if (!read)
        return context.fail(QStringLiteral("reap %1: ZooKeeper did not answer within %2 ms; nothing was deleted")
                                .arg(root)
                                .arg(2 * o.timeoutMs));
    if (read->error != ZkError::Ok)
        return context.fail(QStringLiteral("reap %1: cannot read %2: %3; nothing was deleted")
                                .arg(root, read->errorPath, errorMessage(read->error)));
    if (!read->listings.contains(root))
        return context.fail(QStringLiteral("reap %1: no such node").arg(root));

    // Node times are the server's; the cutoff is this machine's clock (as every age lockscope shows).
    const LeftoverScan scan = findLeftovers(read->listings, root, QDateTime::currentMSecsSinceEpoch() - o.olderThanMs);
    if (o.yes)
        return deleteLeftovers(context, session, scan);
    QTextStream &out = context.out();
    for (const Leftover &leftover : scan.leftovers)
        out << leftover.path << QStringLiteral(" leftover\n");
    out.flush();
    note(QStringLiteral("reap %1: dry run, %2 leftover(s) idle for over %3 listed, nothing deleted (--yes deletes "
                        "them)%4")
             .arg(root)
             .arg(scan.leftovers.size())
             .arg(formatDuration(o.olderThanMs), leftAloneNote(scan, o)));
    return 0;
}

} // namespace lockscope::cli
