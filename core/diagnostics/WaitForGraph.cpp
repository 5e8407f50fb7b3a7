#include "diagnostics/WaitForGraph.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <functional>

namespace lockscope {

bool sessionIdLess(qint64 a, qint64 b)
{
    return quint64(a) < quint64(b);
}

namespace {

void addQueueEdges(const LockQueue &queue, QList<WaitEdge> &edges)
{
    QHash<QString, const LockEntry *> byPath;
    std::vector<const LockEntry *> holders;
    for (const LockEntry &entry : queue.entries) {
        byPath.insert(entry.path(), &entry);
        if (entry.state == EntryState::Holding)
            holders.push_back(&entry);
    }
    const bool semaphore = queue.kind == LockKind::Semaphore;

    for (const LockEntry &waiter : queue.entries) {
        if (waiter.state != EntryState::Waiting || !waiter.isEphemeral())
            continue;
        const qint64 self = waiter.node.stat.ephemeralOwner;
        auto counts = [self](const LockEntry &blocker) {
            return blocker.isEphemeral() && blocker.node.stat.ephemeralOwner != self;
        };
        auto edgesToHolders = [&] {
            for (const LockEntry *holder : holders) {
                if (counts(*holder))
                    edges.append(WaitEdge{self, holder->node.stat.ephemeralOwner, queue.path, waiter.path(),
                                          holder->path(), semaphore});
            }
        };
        // Follow the chain to the first node of another session: the rest of the chain is that
        // session's wait, an edge of its own.
        QSet<QString> seen;
        QString next = waiter.waitsFor();
        while (!next.isEmpty() && !seen.contains(next)) {
            seen.insert(next);
            const LockEntry *blocker = byPath.value(next);
            if (!blocker) {
                // A folder (a semaphore's leases) or a node gone meanwhile: only semaphores
                // wait on a folder, for any holder to leave.
                if (semaphore)
                    edgesToHolders();
                break;
            }
            if (blocker->state == EntryState::Holding) {
                edgesToHolders();
                break;
            }
            if (counts(*blocker)) {
                edges.append(WaitEdge{self, blocker->node.stat.ephemeralOwner, queue.path, waiter.path(),
                                      blocker->path(), false});
                break;
            }
            next = blocker->waitsFor();
        }
    }
}

// One waiting entry's needs: all of `all` must finish, and one of `any` (when not empty).
struct WaitItem {
    qint64 session = 0;
    QSet<qint64> all;
    QSet<qint64> any;
};

// Tarjan's strongly connected components over `graph`.
QList<QList<qint64>> stronglyConnected(const QHash<qint64, QSet<qint64>> &graph)
{
    QHash<qint64, int> index;
    QHash<qint64, int> low;
    QSet<qint64> onStack;
    QList<qint64> stack;
    QList<QList<qint64>> components;
    int counter = 0;
    std::function<void(qint64)> visit = [&](qint64 v) {
        index.insert(v, counter);
        low.insert(v, counter);
        ++counter;
        stack.append(v);
        onStack.insert(v);
        for (qint64 w : graph.value(v)) {
            if (!index.contains(w)) {
                visit(w);
                low[v] = qMin(low[v], low[w]);
            } else if (onStack.contains(w)) {
                low[v] = qMin(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            QList<qint64> component;
            qint64 w = 0;
            do {
                w = stack.takeLast();
                onStack.remove(w);
                component.append(w);
            } while (w != v);
            components.append(component);
        }
    };
    QList<qint64> vertices = graph.keys();
    std::sort(vertices.begin(), vertices.end(), sessionIdLess);
    for (qint64 v : vertices) {
        if (!index.contains(v))
            visit(v);
    }
    return components;
}

template<typename List>
void sortUnique(List &list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

} // namespace

QList<WaitEdge> waitForEdges(const std::vector<LockQueue> &locks)
{
    QList<WaitEdge> edges;
    for (const LockQueue &queue : locks)
        addQueueEdges(queue, edges);
    return edges;
}

QList<DeadlockCycle> findDeadlocks(const QList<WaitEdge> &edges)
{
    QHash<QString, WaitItem> items;   // by waiting node
    QSet<qint64> sessions;
    for (const WaitEdge &edge : edges) {
        WaitItem &item = items[edge.waitingNode];
        item.session = edge.from;
        (edge.anyOf ? item.any : item.all).insert(edge.to);
        sessions.insert(edge.from);
        sessions.insert(edge.to);
    }

    // Sessions that can finish: those waiting for nothing, then those whose every wait is
    // met by sessions that can finish, until nothing changes. The rest are stuck.
    QHash<qint64, QList<const WaitItem *>> itemsOf;
    for (const WaitItem &item : std::as_const(items))
        itemsOf[item.session].append(&item);
    QSet<qint64> finishable;
    auto satisfied = [&](const WaitItem &item) {
        const bool allDone = std::all_of(item.all.begin(), item.all.end(),
                                         [&](qint64 s) { return finishable.contains(s); });
        const bool anyDone = item.any.isEmpty() || std::any_of(item.any.begin(), item.any.end(),
                                                               [&](qint64 s) { return finishable.contains(s); });
        return allDone && anyDone;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (qint64 session : std::as_const(sessions)) {
            if (finishable.contains(session))
                continue;
            const QList<const WaitItem *> waits = itemsOf.value(session);
            if (std::all_of(waits.begin(), waits.end(), [&](const WaitItem *item) { return satisfied(*item); })) {
                finishable.insert(session);
                changed = true;
            }
        }
    }

    // Among stuck sessions, the waits that keep them stuck.
    QHash<qint64, QSet<qint64>> graph;
    QSet<QString> blockingItems;
    for (auto it = items.cbegin(); it != items.cend(); ++it) {
        const WaitItem &item = it.value();
        if (finishable.contains(item.session) || satisfied(item))
            continue;
        blockingItems.insert(it.key());
        QSet<qint64> &targets = graph[item.session];
        for (qint64 s : item.all) {
            if (!finishable.contains(s))
                targets.insert(s);
        }
        const bool anyDone = item.any.isEmpty() || std::any_of(item.any.begin(), item.any.end(),
                                                               [&](qint64 s) { return finishable.contains(s); });
        if (!anyDone)
            targets.unite(item.any);
    }

    QList<DeadlockCycle> cycles;
    for (QList<qint64> component : stronglyConnected(graph)) {
        if (component.size() < 2)
            continue;
        std::sort(component.begin(), component.end(), sessionIdLess);
        const QSet<qint64> members(component.cbegin(), component.cend());
        DeadlockCycle cycle;
        cycle.sessions = component;
        for (const WaitEdge &edge : edges) {
            if (members.contains(edge.from) && members.contains(edge.to) && blockingItems.contains(edge.waitingNode)) {
                cycle.edges.append(edge);
                cycle.locks.append(edge.lock);
                cycle.nodes.append(edge.waitingNode);
                cycle.nodes.append(edge.blockingNode);
            }
        }
        sortUnique(cycle.locks);
        sortUnique(cycle.nodes);
        cycles.append(cycle);
    }
    std::sort(cycles.begin(), cycles.end(), [](const DeadlockCycle &a, const DeadlockCycle &b) {
        return sessionIdLess(a.sessions.first(), b.sessions.first());
    });
    return cycles;
}

} // namespace lockscope
