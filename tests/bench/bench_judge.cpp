// SPDX-License-Identifier: Apache-2.0

// The findings' judgement (evaluateDiagnostics) over 1,000 Curator mutexes x 20 nodes where every
// node is a session of its own and every waiter watches its predecessor, as the ensemble reports
// it: the many-client tree the judgement meets in production (bench_cli's tree is one client's).
// Its baseline, measured in the same run: building the same queues from their listings, which the
// monitor does for every change anyway. Prints medians; not a pass/fail test.
//
// Run: build/tests/bench/bench_judge [lock parents] [nodes per lock] [rounds]
#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EnsembleView.h"
#include "diagnostics/MemberQuery.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkPaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QUuid>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace lockscope;

namespace {

constexpr qint64 kFirstSession = 0x0100000a02b00000LL;

struct Tree {
    std::vector<NodeListing> listings;
    EnsembleView ensemble;
};

Tree makeTree(int locks, int perLock)
{
    Tree tree;
    MemberReport member;
    member.member.host = QStringLiteral("127.0.0.1");
    WatchersByPath watchers;
    QList<ClientConnection> connections;
    qint64 session = kFirstSession;
    for (int l = 0; l < locks; ++l) {
        NodeListing listing;
        listing.path = QStringLiteral("/app/locks/lock-%1").arg(l, 5, 10, QLatin1Char('0'));
        ChildNodes::Nodes children;
        QString previous;
        for (int n = 0; n < perLock; ++n) {
            NodeInfo node;
            node.name = QStringLiteral("_c_%1-lock-%2")
                            .arg(QUuid::createUuid().toString(QUuid::WithoutBraces))
                            .arg(n, 10, 10, QLatin1Char('0'));
            node.stat.ephemeralOwner = ++session;
            node.stat.czxid = node.stat.mzxid = l * perLock + n + 1;
            node.data = QByteArrayLiteral("10.0.0.5");
            if (!previous.isEmpty())
                watchers[childPath(listing.path, previous)].append(session);
            connections.append(ClientConnection{
                session, QStringLiteral("10.0.%1.%2:40000").arg(session / 250 % 250).arg(session % 250)});
            previous = node.name;
            children.push_back(std::move(node));
        }
        std::sort(children.begin(), children.end(),
                  [](const NodeInfo &a, const NodeInfo &b) { return a.name < b.name; });
        listing.children = ChildNodes(std::move(children));
        tree.listings.push_back(std::move(listing));
    }
    member.connections = connections;
    member.watchersByPath = watchers;
    tree.ensemble = mergeMemberReports({member}, QDateTime::currentMSecsSinceEpoch());
    return tree;
}

std::vector<LockQueue> buildAll(const Tree &tree)
{
    std::vector<LockQueue> queues;
    for (const NodeListing &listing : tree.listings) {
        std::vector<LockQueue> built = buildLockQueues(
            listing, [](const QString &) { return nullptr; }, true);
        std::move(built.begin(), built.end(), std::back_inserter(queues));
    }
    return queues;
}

qint64 median(std::vector<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int locks = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int perLock = argc > 2 ? std::atoi(argv[2]) : 20;
    const int rounds = argc > 3 ? std::atoi(argv[3]) : 9;
    const Tree tree = makeTree(locks, perLock);
    std::vector<qint64> build, judge;
    qsizetype findings = 0, sessions = 0, watches = 0;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer t;
        t.start();
        const std::vector<LockQueue> queues = buildAll(tree);
        build.push_back(t.nsecsElapsed() / 1000);
        DiagnosticsInput input;
        input.locks = QueueView(queues);
        input.ensemble = &tree.ensemble;
        input.ensembleName = QStringLiteral("127.0.0.1:2181");
        input.nowMs = QDateTime::currentMSecsSinceEpoch();
        t.start();
        const Evaluation evaluation = evaluateDiagnostics(input);
        judge.push_back(t.nsecsElapsed() / 1000);
        findings = evaluation.report.findings.size();
        sessions = qsizetype(evaluation.report.sessions.size());
        watches = 0;
        for (const SessionInfo &s : evaluation.report.sessions)
            watches += s.watches ? s.watches->size() : 0;
    }
    std::printf("%d lock parents x %d nodes, one session each, every waiter watching its predecessor; median of %d\n",
                locks, perLock, rounds);
    std::printf("  build the queues from their listings (baseline)  %8lld us\n", static_cast<long long>(median(build)));
    std::printf("  judge them (evaluateDiagnostics)                 %8lld us   %.2fx the build\n",
                static_cast<long long>(median(judge)), double(median(judge)) / double(median(build)));
    std::printf("  (%lld findings, %lld sessions, %lld watched lock nodes)\n", static_cast<long long>(findings),
                static_cast<long long>(sessions), static_cast<long long>(watches));
    return 0;
}
