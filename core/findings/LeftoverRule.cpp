// SPDX-License-Identifier: Apache-2.0

// leftover (info): empty lock parents and a semaphore's empty lease and lock folders, idle longer
// than DiagnosticsSettings::leftoverAgeMs, counted once per monitored path with a few examples.
// Which nodes they are is Leftovers.cpp's to say, so that the finding names exactly what
// `lockscope-cli reap` would delete; a system's own folders, containers, live locks and a parent
// emptied a moment ago are none.
#include "findings/FindingRules.h"

#include "findings/Leftovers.h"
#include "platform/TextFormat.h"

namespace lockscope {

namespace {

constexpr int kExamples = 5;

// The monitored paths that are not under another one: each leftover is counted once.
QStringList outermost(QStringList paths)
{
    paths.sort();
    QStringList kept;
    for (const QString &path : std::as_const(paths)) {
        const bool nested = !kept.isEmpty()
            && (kept.last() == path || kept.last() == u"/"
                || (path.startsWith(kept.last()) && path.at(kept.last().size()) == u'/'));
        if (!nested)
            kept.append(path);
    }
    return kept;
}

void evaluateLeftover(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    const qint64 age = in.settings.leftoverAgeMs;
    if (!in.listings || age <= 0)
        return;
    const qint64 cutoff = in.nowMs - age;
    const QStringList roots = outermost(in.monitoredPaths);
    const QList<LeftoverScan> scans = findLeftovers(*in.listings, roots, cutoff);
    for (qsizetype i = 0; i < roots.size(); ++i) {
        const QString &root = roots[i];
        const LeftoverScan &scan = scans[i];
        if (scan.nextIdleSinceMs)
            out.dueAt(*scan.nextIdleSinceMs + age + 1); // a parent emptied since becomes a leftover then
        if (scan.leftovers.isEmpty())
            continue;
        Finding finding;
        finding.kind = FindingKind::Leftover;
        finding.severity = Severity::Info;
        finding.locks = {root};
        QStringList examples;
        for (const Leftover &leftover : scan.leftovers.first(qMin<qsizetype>(kExamples, scan.leftovers.size())))
            examples.append(leftover.path);
        finding.nodes = examples;
        qint64 newest = 0;
        for (const Leftover &leftover : scan.leftovers)
            newest = qMax(newest, leftover.idleSinceMs);
        finding.durationMs = in.nowMs - newest; // every one of them has been idle at least this long
        finding.detail = FindingText::tr("%1 empty lock parent(s) under %2 unused for over %3 (%4%5): no client "
                                         "deletes them; lockscope-cli reap --root %2 lists them and, with --yes, "
                                         "deletes each while it is still empty")
                             .arg(scan.leftovers.size())
                             .arg(root, formatDuration(age), examples.join(QStringLiteral(", ")),
                                  scan.leftovers.size() > examples.size() ? QStringLiteral(", …") : QString());
        out.findings.append(finding);
    }
}

} // namespace

constinit const FindingRule kLeftoverRow = {
    .kind = FindingKind::Leftover,
    .name = "leftover",
    .subject = FindingSubject::FirstLock,
    .severity = Severity::Info,
    .scope = RuleScope::LockParents,
    .evaluate = evaluateLeftover,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "leftover"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "leftover"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "Empty lock parents that no client has used for a long time: "
                                 "ZooKeeper keeps them for ever unless they are container nodes."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "List them and delete them with lockscope-cli reap (each only "
                                "while empty and unchanged); create lock parents as containers.")};

} // namespace lockscope
