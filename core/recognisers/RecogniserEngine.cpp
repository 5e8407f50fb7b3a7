// SPDX-License-Identifier: Apache-2.0

#include "recognisers/RecogniserEngine.h"

#include "recipes/QueueRoles.h"
#include "recognisers/NamePatternCompiler.h"
#include "recognisers/OwnerReading.h"
#include "systems/SystemQueues.h"

#include <algorithm>
#include <map>

namespace lockscope {
namespace {

const QString kCuratorLatch = QStringLiteral("curator:latch");
const QString kCuratorLock = QStringLiteral("curator:lock");

bool nodeTypeFits(NodeTypeFilter filter, const NodeInfo &node)
{
    switch (filter) {
    case NodeTypeFilter::Any: return true;
    case NodeTypeFilter::Ephemeral: return isSessionOwner(node.stat.ephemeralOwner);
    case NodeTypeFilter::Persistent: return node.stat.ephemeralOwner == 0;
    }
    return false;
}

// A read-write entry's mode from its data or name; nullopt when neither pattern matches.
std::optional<EntryMode> modeOf(const ModeReading &reading, const NodeInfo &node)
{
    const std::optional<QString> text = reading.fromName ? std::optional(node.name) : utf8TextOf(node);
    if (!text)
        return std::nullopt;
    if (reading.write.match(*text).hasMatch())
        return EntryMode::Write;
    if (reading.read.match(*text).hasMatch())
        return EntryMode::Read;
    return std::nullopt;
}

bool annotatesCurator(RuleMeaning meaning)
{
    return meaning == RuleMeaning::CuratorElection || meaning == RuleMeaning::CuratorLock;
}

OwnerReading ownerReadingOf(const RecogniserRule &rule)
{
    // Curator keeps the participant id as the node's data: the owner unless a file says otherwise.
    if (rule.meaning == RuleMeaning::CuratorElection && rule.owner.format == OwnerFormat::None) {
        OwnerReading participant;
        participant.format = OwnerFormat::Text;
        participant.field = QStringLiteral("id");
        return participant;
    }
    return rule.owner;
}

// What the rule reads a child as, with the captures of both patterns; nullopt when not its.
struct Taken {
    QJsonObject captures;
    qint64 sequence = 0;
    EntryMode mode = EntryMode::Exclusive;
};
std::optional<Taken> take(const RecogniserRule &rule, const QJsonObject &parentCaptures, const NodeInfo &child,
                          QString *whyNot = nullptr)
{
    const auto refuse = [&](QString reason) -> std::optional<Taken> {
        if (whyNot)
            *whyNot = std::move(reason);
        return std::nullopt;
    };
    if (!nodeTypeFits(rule.nodes, child))
        return refuse(rule.nodes == NodeTypeFilter::Ephemeral ? QStringLiteral("the node is not ephemeral")
                                                              : QStringLiteral("the node is not persistent"));
    const QRegularExpressionMatch match = rule.children.regex.match(child.name);
    if (!match.hasMatch())
        return refuse(QStringLiteral("the name does not match '%1'").arg(rule.children.source));
    Taken taken{parentCaptures, 0, EntryMode::Exclusive};
    mergeFields(taken.captures, capturesOf(rule.children.regex, match));
    if (rule.children.hasSequence) {
        const std::optional<qint64> sequence = sequenceOf(match);
        if (!sequence)
            return refuse(QStringLiteral("the sequence is outside ZooKeeper's 32-bit range"));
        taken.sequence = *sequence;
    }
    if (rule.meaning == RuleMeaning::ReadWrite) {
        const std::optional<EntryMode> mode = modeOf(rule.mode, child);
        if (!mode)
            return refuse(QStringLiteral("neither the read nor the write pattern matches"));
        taken.mode = *mode;
    }
    return taken;
}

LockKind kindOf(RuleMeaning meaning)
{
    switch (meaning) {
    case RuleMeaning::ReadWrite: return LockKind::ReadWrite;
    case RuleMeaning::Election:
    case RuleMeaning::SingleNodeElection:
    case RuleMeaning::CuratorElection: return LockKind::Election;
    default: return LockKind::Mutex;
    }
}

void finishQueue(LockQueue &queue, const RecogniserDefinition &system, const RecogniserRule &rule)
{
    queue.lifetimeHold = rule.heldForLife;
    queue.holderGoneNote = rule.holderGoneNote;
    if (!rule.persistentByDesign)
        return;
    // The system keeps these entries past their clients on purpose: say so, as info, so that
    // persistent-node stays silent about them.
    for (const LockEntry &entry : queue.entries) {
        if (entry.node->stat.ephemeralOwner == 0)
            queue.systemFindings.append(systemFinding(
                FindingKind::PersistentNode, Severity::Info, queue, {entry.path()},
                QStringLiteral("persistent lock node %1: %2 keeps it by design (%3, rule %4); it is released by the "
                               "system, not by a session")
                    .arg(entry.path(), system.name, system.place.file, rule.name)));
    }
}

struct PendingQueue {
    QJsonObject captures; // of its first entry: the role's {captures}
    std::vector<LockEntry> entries;
};

void claimQueues(const RecogniserDefinition &system, const RecogniserRule &rule, const QJsonObject &parentCaptures,
                 const NodeListing &listing, SystemClaim &claim)
{
    std::map<QString, PendingQueue> pending;
    for (const NodeInfo &child : listing.children) {
        if (claim.children.contains(child.name))
            continue;
        std::optional<Taken> taken = take(rule, parentCaptures, child);
        if (!taken)
            continue;
        claim.children.insert(child.name);
        if (const std::optional<RecordKind> record = recordKindOf(rule.meaning)) {
            claim.addRecord(child.name, *record, system.id);
            continue;
        }
        LockEntry entry = makeEntry(listing.path, listing.children.share(child), taken->sequence, taken->mode);
        entry.owner = readOwner(ownerReadingOf(rule), child, taken->captures);
        if (rule.meaning == RuleMeaning::SingleNodeLock || rule.meaning == RuleMeaning::SingleNodeElection) {
            LockQueue queue = systemQueue(listing.path, child.name, Recipe::Generic, kindOf(rule.meaning), system.id,
                                          expandTemplate(rule.role, taken->captures));
            setRole(entry, {});
            markCreatedHolding(entry);
            queue.entries.push_back(std::move(entry));
            finishQueue(queue, system, rule);
            claim.queues.push_back(std::move(queue));
            continue;
        }
        PendingQueue &queue = pending[expandTemplate(rule.queue, taken->captures)];
        if (queue.entries.empty())
            queue.captures = taken->captures;
        queue.entries.push_back(std::move(entry));
    }
    for (auto &[name, part] : pending) {
        LockQueue queue = systemQueue(listing.path, name, Recipe::Generic, kindOf(rule.meaning), system.id,
                                      expandTemplate(rule.role, part.captures));
        queue.entries = std::move(part.entries);
        sortBySequence(queue.entries);
        if (rule.meaning == RuleMeaning::ReadWrite)
            assignReadWriteRoles(queue.entries,
                                 rule.readersWaitForFirstWriter ? ReaderBlocker::FirstWriter
                                                                : ReaderBlocker::NearestPrecedingWriter);
        else
            assignExclusiveRoles(queue.entries);
        finishQueue(queue, system, rule);
        claim.queues.push_back(std::move(queue));
    }
}

} // namespace

void claimByFiles(const RecogniserCatalogue &catalogue, const NodeListing &listing, SystemClaim &claim)
{
    for (const RecogniserDefinition &system : catalogue.systems) {
        for (const RecogniserRule &rule : system.rules) {
            if (annotatesCurator(rule.meaning))
                continue;
            const std::optional<QRegularExpressionMatch> parent = matchParent(rule.parent, listing.path);
            if (parent)
                claimQueues(system, rule, capturesOf(rule.parent.regex, *parent), listing, claim);
        }
    }
}

bool annotateByFiles(const RecogniserCatalogue &catalogue, LockQueue &queue)
{
    if (queue.recipe != Recipe::Curator || (queue.id != kCuratorLatch && queue.id != kCuratorLock))
        return false;
    for (const RecogniserDefinition &system : catalogue.systems) {
        for (const RecogniserRule &rule : system.rules) {
            // A mutex stays a mutex (its waiters are blocked) unless the rule says the system
            // elects with it (a LeaderSelector); a latch is only ever an election.
            const bool mutex = queue.id == kCuratorLock;
            const bool fits = rule.meaning == RuleMeaning::CuratorLock
                ? mutex
                : rule.meaning == RuleMeaning::CuratorElection && (!mutex || rule.selector);
            if (!fits)
                continue;
            // `nodes` holds for every entry: persistent look-alikes of Curator's names are not Curator's.
            const bool nodesFit = std::all_of(queue.entries.begin(), queue.entries.end(), [&](const LockEntry &entry) {
                return nodeTypeFits(rule.nodes, *entry.node);
            });
            const std::optional<QRegularExpressionMatch> parent =
                nodesFit ? matchParent(rule.parent, queue.path) : std::nullopt;
            if (!parent)
                continue;
            const QJsonObject captures = capturesOf(rule.parent.regex, *parent);
            queue.kind = rule.meaning == RuleMeaning::CuratorLock ? LockKind::Mutex : LockKind::Election;
            queue.system = system.id;
            queue.role = expandTemplate(rule.role, captures);
            const OwnerReading reading = ownerReadingOf(rule);
            for (LockEntry &entry : queue.entries)
                entry.owner = readOwner(reading, *entry.node, captures);
            finishQueue(queue, system, rule);
            return true;
        }
    }
    return false;
}

QList<RuleVerdict> explainChild(const RecogniserCatalogue &catalogue, const NodeListing &listing,
                                const QString &childName)
{
    QList<RuleVerdict> verdicts;
    const NodeInfo *child = findChild(listing, childName);
    for (const RecogniserDefinition &system : catalogue.systems) {
        for (const RecogniserRule &rule : system.rules) {
            RuleVerdict verdict{system.id, rule.name, rule.place, false, {}};
            const std::optional<QRegularExpressionMatch> parent = matchParent(rule.parent, listing.path);
            if (!parent) {
                verdict.reason =
                    QStringLiteral("the folder %1 does not match '%2'").arg(listing.path, rule.parent.source);
            } else if (annotatesCurator(rule.meaning)) {
                verdict.reason =
                    QStringLiteral("the folder matches: a Curator %1 here is %2's")
                        .arg(rule.meaning == RuleMeaning::CuratorLock ? QStringLiteral("mutex")
                                                                      : QStringLiteral("latch or LeaderSelector"),
                             system.id);
                verdict.claims = true;
            } else if (!child) {
                verdict.reason = QStringLiteral("no such child");
            } else if (take(rule, capturesOf(rule.parent.regex, *parent), *child, &verdict.reason)) {
                verdict.claims = true;
                verdict.reason = QStringLiteral("taken as %1").arg(ruleMeaningName(rule.meaning));
            }
            verdicts.append(verdict);
        }
    }
    return verdicts;
}

} // namespace lockscope
