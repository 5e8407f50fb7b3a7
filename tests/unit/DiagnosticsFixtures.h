// SPDX-License-Identifier: Apache-2.0

#pragma once
// Hand-made lock queues for the diagnostics' unit tests, written compactly: "A B C" is a mutex
// that session A holds while B, then C, wait. Roles come from the recipes' own rules.

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/NodeRecheck.h"
#include "recipes/QueueRoles.h"
#include "zk/ZkTypes.h"

#include <QList>
#include <QMetaType>
#include <QStringList>
#include <vector>

namespace lockscope::test {

constexpr qint64 kSessionBase = 0x0100000a02b00000LL;

// Sessions by letter ('A', 'B', ...); 'P' stands for a persistent node (no session).
inline qint64 session(QChar letter)
{
    return letter == u'P' ? 0 : kSessionBase + (letter.unicode() - u'A' + 1);
}

inline QList<qint64> sessions(const QString &letters)
{
    QList<qint64> ids;
    for (QChar letter : letters)
        ids.append(session(letter));
    return ids;
}

// What a read after the round asked at `afterRoundAskedAtMs` finds of `paths` (NodeRecheck.h):
// each node as the tree shows it, or no such node.
inline NodeRechecks readAsInTree(const QStringList &paths, const std::vector<LockQueue> &locks,
                                 qint64 afterRoundAskedAtMs)
{
    NodeRechecks reads;
    for (const QString &path : paths)
        reads.insert(path, NodeRecheck{afterRoundAskedAtMs, true, std::nullopt});
    for (const LockQueue &queue : locks) {
        for (const LockEntry &entry : queue.entries) {
            const auto read = reads.find(entry.path());
            if (read != reads.end())
                read->stat = entry.node->stat;
        }
    }
    return reads;
}

// The evaluation once the nodes it asked to read again were read, each as the tree shows it.
inline Evaluation evaluateReadingAgain(DiagnosticsInput input, const std::vector<LockQueue> &locks)
{
    const Evaluation first = evaluateDiagnostics(input);
    if (first.rechecks.isEmpty() || !input.ensemble)
        return first;
    const NodeRechecks reads = readAsInTree(first.rechecks, locks, input.ensemble->askedAtMs);
    input.rechecks = &reads;
    return evaluateDiagnostics(input);
}

inline NodeInfo nodeOf(QChar owner, qint64 sequence)
{
    NodeInfo node;
    node.name = QStringLiteral("%1-lock-%2").arg(owner).arg(sequence, 10, 10, QLatin1Char('0'));
    node.stat.ephemeralOwner = session(owner);
    node.stat.czxid = sequence + 1;
    return node;
}

// "A B C": a mutex in `path`, in queue order. A letter may repeat (one session, two nodes).
inline LockQueue mutexLock(const QString &path, const QString &spec)
{
    LockQueue queue;
    queue.path = path;
    queue.recipe = Recipe::Kazoo;
    queue.kind = LockKind::Mutex;
    qint64 sequence = 0;
    for (const QString &word : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        queue.entries.push_back(makeEntry(path, SharedNode(nodeOf(word.at(0), sequence++)), 0, EntryMode::Exclusive));
    for (size_t i = 0; i < queue.entries.size(); ++i)
        queue.entries[i].sequence = qint64(i);
    assignExclusiveRoles(queue.entries);
    return queue;
}

// "rA rB wC rD": a read-write lock; readers wait for the nearest writer before them (kazoo).
inline LockQueue readWriteLock(const QString &path, const QString &spec)
{
    LockQueue queue;
    queue.path = path;
    queue.recipe = Recipe::Kazoo;
    queue.kind = LockKind::ReadWrite;
    qint64 sequence = 0;
    for (const QString &word : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const EntryMode mode = word.at(0) == u'r' ? EntryMode::Read : EntryMode::Write;
        queue.entries.push_back(makeEntry(path, SharedNode(nodeOf(word.at(1), sequence)), sequence, mode));
        ++sequence;
    }
    assignReadWriteRoles(queue.entries, ReaderBlocker::NearestPrecedingWriter);
    return queue;
}

// A Curator-style semaphore: `holders` hold leases in path/leases; `waiters` queue in path/locks,
// the first waiting for the leases folder (any lease to go), the others for their predecessor.
inline LockQueue semaphoreLock(const QString &path, const QString &holders, const QString &waiters)
{
    LockQueue queue;
    queue.path = path;
    queue.recipe = Recipe::Curator;
    queue.kind = LockKind::Semaphore;
    const QString leases = path + QStringLiteral("/leases");
    const QString locks = path + QStringLiteral("/locks");
    qint64 sequence = 0;
    for (QChar holder : holders) {
        queue.entries.push_back(makeEntry(leases, SharedNode(nodeOf(holder, sequence++)), 0, EntryMode::Lease));
        setRole(queue.entries.back(), {});
    }
    NodeRef previous = NodeRef::fromPath(leases);
    for (QChar waiter : waiters) {
        queue.entries.push_back(makeEntry(locks, SharedNode(nodeOf(waiter, sequence++)), 0, EntryMode::Lease));
        setRole(queue.entries.back(), previous);
        previous = queue.entries.back().ref();
    }
    return queue;
}

// The path of the n-th entry (0-based) of a queue.
inline QString nodePath(const LockQueue &queue, size_t n)
{
    return queue.entries.at(n).path();
}

} // namespace lockscope::test

Q_DECLARE_METATYPE(std::vector<lockscope::LockQueue>)
