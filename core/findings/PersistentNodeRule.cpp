// SPDX-License-Identifier: Apache-2.0

// persistent-node: a lock entry no session owns outlives its client. Where a system keeps such
// nodes by design (Hive's LOCK TABLE) its recogniser says so and this rule stays silent.
//
// The entries of one lock that read the same (one severity, one reason) make one finding naming
// them all, as dead-holder names a session's nodes: a queue of twenty such nodes is one problem
// to an operator, not twenty, and a million of them must not cost a million details.
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "zk/ZkTypes.h"

#include <algorithm>

namespace lockscope {
namespace {

enum class Creator : quint8 {
    Unnamed, // no session in its name
    Connected,
    // Served by no member in a round, not yet in one asked after dead-holder's grace: a client
    // moving to another member looks so for a moment, so it is judged as still there.
    Missing,
    Gone,
    Unknown // the ensemble did not say
};

// Entries of one lock with the same severity and reason, in queue order.
struct Group {
    Severity severity;
    Creator state;
    QList<const LockEntry *> entries;
    QList<qint64> creators;
};

constexpr qsizetype kNamedInDetail = 3; // the rest are counted: every node is in `nodes`

std::optional<qint64> creatorOf(const LockEntry &entry)
{
    return sessionInNodeName(entry.node->name);
}

// nullopt when the entry is not this rule's case.
std::optional<std::pair<Severity, Creator>> judge(const DiagnosticsInput &in, const LockQueue &queue,
                                                  const LockEntry &entry, RuleOutput &out)
{
    // Container and TTL markers are removed by the server itself: not stale.
    if (entry.node->stat.ephemeralOwner != 0)
        return std::nullopt;
    // Persistent by a system's design (Hive's LOCK TABLE): its recogniser says what it is.
    if (!queue.systemFindings.isEmpty()) {
        const NodeRef ref = entry.ref();
        for (const Finding &known : queue.systemFindings) {
            if (known.nodes.contains(ref))
                return std::nullopt;
        }
    }
    Creator state = Creator::Unnamed;
    if (const std::optional<qint64> creator = creatorOf(entry)) {
        const std::optional<bool> connected = in.ensemble ? in.ensemble->isConnected(*creator) : std::nullopt;
        state = !connected ? Creator::Unknown : (*connected ? Creator::Connected : Creator::Gone);
        if (state == Creator::Gone) {
            const qint64 since =
                in.missingSinceMs ? in.missingSinceMs->value(*creator, in.ensemble->askedAtMs) : in.ensemble->askedAtMs;
            if (const qint64 judgeableAt = since + in.settings.deadHolderGraceMs;
                in.ensemble->askedAtMs < judgeableAt) {
                state = Creator::Missing;
                out.confirmAt(judgeableAt);
            }
        }
    }
    if (state == Creator::Connected || state == Creator::Missing)
        return std::pair{Severity::Info, state};
    const bool blocking = entry.state == EntryState::Holding && queue.waiters() > 0;
    return std::pair{blocking ? Severity::Critical : Severity::Warning, state};
}

// The first kNamedInDetail of `items`, as `name` words each, and how many more.
template <typename T, typename Name>
QString firstFew(const QList<T> &items, Name name)
{
    QStringList named;
    for (qsizetype i = 0; i < qMin(items.size(), kNamedInDetail); ++i)
        named << name(items[i]);
    QString text = named.join(QStringLiteral(", "));
    if (items.size() > kNamedInDetail)
        text += FindingText::tr(" and %n more", nullptr, int(items.size() - kNamedInDetail));
    return text;
}

QString sessionList(const QList<qint64> &sessions)
{
    return firstFew(sessions, [](qint64 session) { return formatSessionId(session); });
}

// The detail of one entry: worded as it always was, the common case.
QString detailOfOne(const DiagnosticsInput &in, const LockQueue &queue, const Group &group)
{
    const QString path = group.entries.first()->path();
    QString whose;
    switch (group.state) {
    case Creator::Connected:
        whose = FindingText::tr("its creator %1 is still connected, but the node will stay when that client "
                                "dies; create lock nodes EPHEMERAL_SEQUENTIAL")
                    .arg(describeSession(group.creators.first(), in.ensemble));
        break;
    case Creator::Missing:
        whose = FindingText::tr("its creator %1 was served by no member in the last round (it may be moving to "
                                "another member), and the node will stay when that client dies; create lock nodes "
                                "EPHEMERAL_SEQUENTIAL")
                    .arg(formatSessionId(group.creators.first()));
        break;
    case Creator::Gone:
        whose = FindingText::tr("its creator %1 is gone and nothing will ever delete it")
                    .arg(formatSessionId(group.creators.first()));
        break;
    case Creator::Unknown:
        whose = FindingText::tr("its creator %1 may be gone (the ensemble did not say) and nothing deletes it then")
                    .arg(formatSessionId(group.creators.first()));
        break;
    case Creator::Unnamed:
        whose = FindingText::tr("no session owns it, so it outlives its client (created PERSISTENT instead of "
                                "EPHEMERAL)");
        break;
    }
    const QString action = group.severity == Severity::Info ? QString()
        : group.severity == Severity::Critical
        ? FindingText::tr("; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)")
              .arg(queue.waiters())
              .arg(path)
        : FindingText::tr("; if its client is gone, delete it (lockscope-cli delete %1)").arg(path);
    return FindingText::tr("persistent lock node %1: %2%3").arg(path, whose, action);
}

QString detailOfMany(const LockQueue &queue, const Group &group)
{
    const QString which = firstFew(group.entries, [](const LockEntry *entry) { return entry->node->name; });
    QString whose;
    switch (group.state) {
    case Creator::Connected:
        whose = FindingText::tr("their creators %1 are still connected, but the nodes will stay when those "
                                "clients die; create lock nodes EPHEMERAL_SEQUENTIAL")
                    .arg(sessionList(group.creators));
        break;
    case Creator::Missing:
        whose = FindingText::tr("their creators %1 were served by no member in the last round (they may be moving "
                                "to another member), and the nodes will stay when those clients die; create lock "
                                "nodes EPHEMERAL_SEQUENTIAL")
                    .arg(sessionList(group.creators));
        break;
    case Creator::Gone:
        whose = FindingText::tr("their creators %1 are gone and nothing will ever delete them")
                    .arg(sessionList(group.creators));
        break;
    case Creator::Unknown:
        whose = FindingText::tr("their creators %1 may be gone (the ensemble did not say) and nothing deletes "
                                "them then")
                    .arg(sessionList(group.creators));
        break;
    case Creator::Unnamed:
        whose = FindingText::tr("no session owns them, so they outlive their clients (created PERSISTENT instead "
                                "of EPHEMERAL)");
        break;
    }
    const QString first = group.entries.first()->path();
    const QString action = group.severity == Severity::Info ? QString()
        : group.severity == Severity::Critical
        ? FindingText::tr("; they block %1 waiting: if their clients are gone, delete them one by one "
                          "(lockscope-cli delete %2, …)")
              .arg(queue.waiters())
              .arg(first)
        : FindingText::tr("; if their clients are gone, delete them one by one (lockscope-cli delete %1, …)")
              .arg(first);
    return FindingText::tr("%n persistent lock nodes in %1 (%2): %3%4", nullptr, int(group.entries.size()))
        .arg(queue.path, which, whose, action);
}

void judgeLock(const DiagnosticsInput &in, const LockQueue &queue, RuleOutput &out)
{
    QList<Group> groups; // a handful at most: three severities by four reasons
    for (const LockEntry &entry : queue.entries) {
        const auto judged = judge(in, queue, entry, out);
        if (!judged)
            continue;
        auto group = std::find_if(groups.begin(), groups.end(), [&](const Group &g) {
            return g.severity == judged->first && g.state == judged->second;
        });
        if (group == groups.end())
            group = groups.insert(groups.end(), Group{judged->first, judged->second, {}, {}});
        group->entries.append(&entry);
        if (const std::optional<qint64> creator = creatorOf(entry))
            group->creators.append(*creator);
    }
    for (Group &group : groups) {
        std::sort(group.creators.begin(), group.creators.end());
        group.creators.erase(std::unique(group.creators.begin(), group.creators.end()), group.creators.end());
        Finding finding = nodeFinding(FindingKind::PersistentNode, group.severity, queue, *group.entries.first());
        finding.sessions = group.creators;
        if (group.entries.size() > 1) {
            finding.nodes.clear();
            finding.nodes.reserve(group.entries.size());
            for (const LockEntry *entry : std::as_const(group.entries))
                finding.nodes.append(entry->ref());
            finding.nodes.sort();
        }
        finding.detail = group.entries.size() == 1 ? detailOfOne(in, queue, group) : detailOfMany(queue, group);
        out.findings.append(std::move(finding));
    }
}

void evaluatePersistentNode(const RuleInput &input, RuleOutput &out)
{
    for (const LockQueue &queue : input.in.locks) {
        judgeLock(input.in, queue, out);
        // A system's own word on its persistent entries (Hive's explicit LOCK TABLE: by design, info).
        for (const Finding &finding : queue.systemFindings) {
            if (finding.kind == FindingKind::PersistentNode)
                out.findings.append(finding);
        }
    }
}

} // namespace

QSet<qint64> missingCreatorsOf(const DiagnosticsInput &in)
{
    QSet<qint64> missing;
    if (!in.ensemble)
        return missing;
    for (const LockQueue &queue : in.locks) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.node->stat.ephemeralOwner != 0)
                continue;
            if (const std::optional<qint64> creator = creatorOf(entry);
                creator && in.ensemble->isConnected(*creator) == false)
                missing.insert(*creator);
        }
    }
    return missing;
}

constinit const FindingRule kPersistentNodeRow = {
    .kind = FindingKind::PersistentNode,
    .name = "persistent-node",
    .severity = Severity::Critical,
    .scope = RuleScope::Entries,
    .evaluate = evaluatePersistentNode,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "persistent node"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A lock entry no session owns outlives its client."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "If its client is gone, force-delete it; create lock nodes "
                                "EPHEMERAL_SEQUENTIAL."),
    .remedyDeletes = true};

} // namespace lockscope
