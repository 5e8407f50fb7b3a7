// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the diagnostics report: findings about locks, and the sessions behind the lock nodes.
// Plain values, shared by the CLI, the snapshot document and the GUI.

#include "zk/NodePaths.h"
#include "zk/ZkPaths.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>
#include <vector>

namespace lockscope {

// Every finding kind, one row each: a new kind is this row and one rule file in core/findings that
// defines k<Kind>Row, its registry row (its name in the contract, its rule, how it is shown). The
// order is the order the rules run and the order findings of one severity are listed in.
#define LOCKSCOPE_FINDING_KINDS(KIND)                                                                                  \
    KIND(Deadlock)                                                                                                     \
    KIND(Herd)                                                                                                         \
    KIND(LongHeld)                                                                                                     \
    KIND(PersistentNode)                                                                                               \
    KIND(RevocationIgnored)                                                                                            \
    KIND(BrokenWait)                                                                                                   \
    KIND(Unrecognized)                                                                                                 \
    KIND(NoLeader) /* from a system's own records (core/systems) */                                                    \
    KIND(LeaderMismatch) /* likewise */                                                                                \
    KIND(StaleRegistration) /* retired: dead-holder reports these sessions with their other nodes */                   \
    KIND(DeadHolder) /* a session no member serves, still holding or queueing */                                       \
    KIND(LeaderFlapping) /* an election's holder changing over and over */                                             \
    KIND(Leftover) /* empty lock parents no client uses any more */

#define LOCKSCOPE_FINDING_KIND_VALUE(Kind) Kind,
enum class FindingKind {
    LOCKSCOPE_FINDING_KINDS(LOCKSCOPE_FINDING_KIND_VALUE)
};
#undef LOCKSCOPE_FINDING_KIND_VALUE
#define LOCKSCOPE_FINDING_KIND_ONE(Kind) 1,
constexpr int kFindingKindCount =
    int(std::initializer_list<int>{LOCKSCOPE_FINDING_KINDS(LOCKSCOPE_FINDING_KIND_ONE)}.size());
#undef LOCKSCOPE_FINDING_KIND_ONE
constexpr FindingKind kLastFindingKind = FindingKind(kFindingKindCount - 1);
enum class Severity {
    Critical,
    Warning,
    Info
};

// A finding's detail speaks the GUI's language: the CLI and serve install no translator, so the
// JSON keeps the contract's English, while the GUI's catalogues translate this context.
struct FindingText {
    Q_DECLARE_TR_FUNCTIONS(lockscope::FindingText)
};

// Exactly as ../shared/CLI.md spells it (a kind's name is on its row: findings/FindingIdentity.h).
QString severityName(Severity severity);

struct Finding {
    FindingKind kind = FindingKind::Unrecognized;
    Severity severity = Severity::Info;
    QList<qint64> sessions; // sorted
    QStringList locks; // lock paths, sorted
    NodePaths nodes; // full node paths, sorted
    QString detail; // one line a person can act on
    int watchers = 0; // herd: how many sessions watch the node
    qint64 durationMs = 0; // long-held: held for; revocation-ignored: since the request; dead-holder: missing for
    qint64 expiresAtMs = 0; // dead-holder: when the session expires, as the leader says (0: not known)

    // Same id (findings/FindingIdentity.h) and the same facts; detail and duration, which grow with time, are not compared.
    bool sameFacts(const Finding &other) const;
};

struct FindingChanges {
    QList<Finding> appeared;
    QList<Finding> updated; // same id, other facts (severity, sessions, watchers...)
    QList<Finding> cleared;
    bool isEmpty() const { return appeared.isEmpty() && updated.isEmpty() && cleared.isEmpty(); }
};

// A session seen in the monitored locks (or in a finding), and where its client connects from.
struct SessionInfo {
    qint64 session = 0;
    QString client; // ip:port as the ensemble reports it; empty when unknown
    QString server; // the member it is connected to; empty when unknown
    // Its nodes, named by the listings' own strings: a session can own a million.
    QList<NodeRef> holding;
    QList<NodeRef> waiting;
    std::optional<QStringList> watches; // watched paths in or under monitored locks, when known
    // The ctime (server ms since epoch) of its oldest holding or waiting node: ZooKeeper tells a
    // client nothing of when a session began, so this is the nearest honest age. None without nodes.
    std::optional<qint64> oldestNodeCtimeMs;
    friend bool operator==(const SessionInfo &, const SessionInfo &) = default;
};

// Why something could not be found out. Reported once per cause, not per session or event.
struct DiagnosticsError {
    QString source; // a member "host:port", or the connect string for the ensemble
    QString error;
    QList<qint64> sessions; // whose client address stays unknown for this reason
    friend bool operator==(const DiagnosticsError &, const DiagnosticsError &) = default;
};

struct DiagnosticsReport {
    std::vector<SessionInfo> sessions; // by session id
    QList<Finding> findings; // sortFindings order
    QList<DiagnosticsError> errors;
};

struct DiagnosticsSettings {
    quint16 adminPort = 8080; // every member's AdminServer port
    int requestTimeoutMs = 3000; // per HTTP request or four-letter word
    int refreshIntervalMs = 5000; // how often the ensemble is asked again
    qint64 longHeldMs = 5 * 60 * 1000; // 0 turns long-held off
    QList<std::pair<QString, qint64>> longHeldMsByLock; // lock path (or key) -> threshold
    qint64 revocationDeadlineMs = 30'000;
    int herdThreshold = 3; // sessions watching one node
    // A waiter is judged only after waiting for the same node this long: between a release and
    // its next exists() call a correct waiter briefly watches nothing.
    qint64 brokenWaitGraceMs = 2000;
    // ... and only when a round asked this much later finds it watching nothing too: a waiter
    // re-arms its watch each time it fires (its predecessor's data changed: a revocation request),
    // and one round may fall in that moment.
    qint64 brokenWaitConfirmMs = 1000;
    // A session is judged gone (dead-holder) only once it has been missing from every member's
    // connections this long: a client moving to another member (a member restarting, a dropped
    // connection) is listed by none for a moment; clients reconnect within about a second.
    qint64 deadHolderGraceMs = 5000;
    // leader-flapping: an election or single-node lock whose holder changed more than this many
    // times within the window (0 turns it off).
    int flappingChanges = 3;
    qint64 flappingWindowMs = 10 * 60 * 1000;
    // leftover: empty lock parents idle this long (0 turns it off); reap's --older-than default.
    qint64 leftoverAgeMs = 60 * 60 * 1000;

    qint64 longHeldThreshold(const QString &lockPath, const QString &lockKey) const;
};

} // namespace lockscope

Q_DECLARE_METATYPE(lockscope::Finding)
Q_DECLARE_METATYPE(lockscope::FindingChanges)
