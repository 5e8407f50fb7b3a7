// SPDX-License-Identifier: Apache-2.0

// unrecognized: children of a queue folder that match no lock shape and that no recogniser claims
// as a record. Reported once per parent, as information.
#include "findings/FindingRules.h"

#include <QSet>

namespace lockscope {
namespace {

void judgeUnrecognized(const LockQueue &queue, QSet<QString> &reportedParents, QList<Finding> &findings)
{
    // Every queue of one parent carries the parent's unrecognized children: report them once.
    if (queue.unrecognized.isEmpty() || reportedParents.contains(queue.path))
        return;
    reportedParents.insert(queue.path);
    Finding finding;
    finding.kind = FindingKind::Unrecognized;
    finding.severity = Severity::Info;
    finding.locks = {queue.path};
    finding.nodes = queue.unrecognized;
    finding.nodes.sort();
    QStringList names;
    for (const NodeRef &node : finding.nodes.refs().mid(0, 3))
        names.append(node.name);
    if (finding.nodes.size() > names.size())
        names.append(QStringLiteral("..."));
    finding.detail = FindingText::tr("%1 %2 under %3 match no lock recipe and are not counted as entries (%4): "
                                     "check that they belong there")
                         .arg(finding.nodes.size())
                         .arg(finding.nodes.size() == 1 ? FindingText::tr("child") : FindingText::tr("children"),
                              queue.path, names.join(QStringLiteral(", ")));
    findings.append(finding);
}

void evaluateUnrecognized(const RuleInput &input, RuleOutput &out)
{
    QSet<QString> reportedParents;
    for (const LockQueue &queue : input.in.locks)
        judgeUnrecognized(queue, reportedParents, out.findings);
}

} // namespace

constinit const FindingRule kUnrecognizedRow = {
    .kind = FindingKind::Unrecognized,
    .name = "unrecognized",
    .subject = FindingSubject::FirstLock,
    .severity = Severity::Info,
    .scope = RuleScope::LockParents,
    .evaluate = evaluateUnrecognized,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "unrecognized"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A queue folder holds children that match no lock shape."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText", "Check that they belong there.")};

} // namespace lockscope
