// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/WaitForGraph.h"

#include "diagnostics/SortUnique.h"
#include "zk/ZkPaths.h"

#include <QHash>
#include <algorithm>
#include <span>
#include <unordered_map>
#include <vector>

namespace lockscope {

bool sessionIdLess(qint64 a, qint64 b)
{
    return quint64(a) < quint64(b);
}

namespace {

// Where a waiting entry's chain leads for its session: to the lock's holders, to the first
// entry of another session, or nowhere.
struct Lead {
    enum Kind {
        Unknown,
        Nowhere,
        Holders,
        Blocker
    } kind = Unknown;
    const LockEntry *blocker = nullptr;
};

void addQueueEdges(const LockQueue &queue, QList<WaitEdge> &edges)
{
    const std::vector<LockEntry> &entries = queue.entries;
    std::unordered_map<NodeKey, size_t, NodeKeyHash> byNode;
    byNode.reserve(entries.size());
    std::vector<const LockEntry *> holders;
    for (size_t i = 0; i < entries.size(); ++i) {
        byNode.emplace(NodeKey{entries[i].parentPath, entries[i].node->name}, i);
        if (entries[i].state == EntryState::Holding)
            holders.push_back(&entries[i]);
    }
    const bool semaphore = queue.kind == LockKind::Semaphore;

    // Follow the chain to the first node of another session: the rest of the chain is that
    // session's wait, an edge of its own. A waiter behind its own session's waiter leads where
    // that one does: one client queueing 10,000 times costs one step each, not 10,000. A chain
    // longer than the queue has come round in a loop.
    std::vector<Lead> leads(entries.size());
    for (size_t w = 0; w < entries.size(); ++w) {
        const LockEntry &waiter = entries[w];
        if (waiter.state != EntryState::Waiting || !waiter.isEphemeral())
            continue;
        const qint64 self = waiter.node->stat.ephemeralOwner;
        Lead lead{Lead::Nowhere};
        const LockEntry *at = &waiter;
        for (size_t steps = 0; !at->waitsForNode.isEmpty() && steps < entries.size(); ++steps) {
            const auto found = byNode.find(NodeKey{at->waitsForNode.folder, at->waitsForNode.name});
            if (found == byNode.end()) {
                // A folder (a semaphore's leases) or a node gone meanwhile: only semaphores
                // wait on a folder, for any holder to leave.
                lead.kind = semaphore ? Lead::Holders : Lead::Nowhere;
                break;
            }
            const LockEntry *blocker = &entries[found->second];
            if (blocker->state == EntryState::Holding) {
                lead.kind = Lead::Holders;
                break;
            }
            const bool ownSession = blocker->isEphemeral() && blocker->node->stat.ephemeralOwner == self;
            if (blocker->isEphemeral() && !ownSession) {
                lead = Lead{Lead::Blocker, blocker};
                break;
            }
            if (ownSession && leads[found->second].kind != Lead::Unknown) {
                lead = leads[found->second];
                break;
            }
            at = blocker;
        }
        leads[w] = lead;
        if (lead.kind == Lead::Blocker) {
            edges.append(WaitEdge{self, lead.blocker->node->stat.ephemeralOwner, queue.path, waiter.ref(),
                                  lead.blocker->ref(), false});
        } else if (lead.kind == Lead::Holders) {
            for (const LockEntry *holder : holders) {
                if (holder->isEphemeral() && holder->node->stat.ephemeralOwner != self)
                    edges.append(WaitEdge{self, holder->node->stat.ephemeralOwner, queue.path, waiter.ref(),
                                          holder->ref(), semaphore});
            }
        }
    }
}

// The graph numbered densely: sessions and waiting entries by index, so that every step below
// is one pass over the edges (a million-node tree has as many waits). Each list lives in one
// flat array, not in a vector apiece: a many-client tree has as many sessions and items as waits.
struct WaitGraph {
    // One waiting entry's needs: all of its `all` sessions must finish, and one of its `any`
    // (when it has any), both ranges of `targets`.
    struct Item {
        int session = 0;
        int allBegin = 0, allEnd = 0;
        int anyBegin = 0, anyEnd = 0;
    };
    std::vector<qint64> sessions;
    std::vector<Item> items;
    std::vector<int> targets;
    std::vector<int> itemOfEdge;

    std::span<const int> all(const Item &item) const { return range(item.allBegin, item.allEnd); }
    std::span<const int> any(const Item &item) const { return range(item.anyBegin, item.anyEnd); }
    std::span<const int> range(int begin, int end) const { return {targets.data() + begin, size_t(end - begin)}; }

    // The items that need each session, in their `all` or in their `any`.
    struct Needs {
        std::vector<int> offset; // by session: where its items start in `item`
        std::vector<int> item;

        Needs(const WaitGraph &graph, bool any) : offset(graph.sessions.size() + 1, 0)
        {
            const auto part = [&](const Item &it) { return any ? graph.any(it) : graph.all(it); };
            for (const Item &it : graph.items) {
                for (int s : part(it))
                    ++offset[size_t(s) + 1];
            }
            for (size_t s = 0; s + 1 < offset.size(); ++s)
                offset[s + 1] += offset[s];
            item.resize(size_t(offset.back()));
            std::vector<int> next(offset.begin(), offset.end() - 1);
            for (size_t i = 0; i < graph.items.size(); ++i) {
                for (int s : part(graph.items[i]))
                    item[size_t(next[size_t(s)]++)] = int(i);
            }
        }
        std::span<const int> of(size_t session) const
        {
            return {item.data() + offset[session], item.data() + offset[session + 1]};
        }
    };

    explicit WaitGraph(const QList<WaitEdge> &edges)
    {
        QHash<qint64, int> sessionIndex;
        std::unordered_map<NodeKey, int, NodeKeyHash> itemIndex; // by waiting node, viewing the edges' strings
        auto sessionOf = [&](qint64 id) {
            auto it = sessionIndex.constFind(id);
            if (it == sessionIndex.cend()) {
                it = sessionIndex.insert(id, int(sessions.size()));
                sessions.push_back(id);
            }
            return *it;
        };
        // First the items and how many targets each has, then the targets in place.
        itemOfEdge.reserve(size_t(edges.size()));
        std::vector<int> toOfEdge;
        toOfEdge.reserve(size_t(edges.size()));
        std::vector<int> allCount;
        std::vector<int> anyCount;
        for (const WaitEdge &edge : edges) {
            const auto [it, added] =
                itemIndex.try_emplace(NodeKey{edge.waitingNode.folder, edge.waitingNode.name}, int(items.size()));
            if (added) {
                items.push_back({});
                allCount.push_back(0);
                anyCount.push_back(0);
            }
            const auto i = size_t(it->second);
            items[i].session = sessionOf(edge.from);
            ++(edge.anyOf ? anyCount : allCount)[i];
            itemOfEdge.push_back(int(i));
            toOfEdge.push_back(sessionOf(edge.to));
        }
        int at = 0;
        for (size_t i = 0; i < items.size(); ++i) {
            items[i].allBegin = items[i].allEnd = at;
            at += allCount[i];
            items[i].anyBegin = items[i].anyEnd = at;
            at += anyCount[i];
        }
        targets.resize(size_t(at));
        for (size_t e = 0; e < itemOfEdge.size(); ++e) {
            Item &item = items[size_t(itemOfEdge[e])];
            targets[size_t(edges[qsizetype(e)].anyOf ? item.anyEnd++ : item.allEnd++)] = toOfEdge[e];
        }
        // Each once, in order; a range keeps its place when duplicates go.
        const auto sortUniqueRange = [this](int begin, int &end) {
            std::sort(targets.begin() + begin, targets.begin() + end);
            end = int(std::unique(targets.begin() + begin, targets.begin() + end) - targets.begin());
        };
        for (Item &item : items) {
            sortUniqueRange(item.allBegin, item.allEnd);
            sortUniqueRange(item.anyBegin, item.anyEnd);
        }
    }

    // Sessions that can finish: those waiting for nothing, then those whose every wait is met by
    // sessions that can finish, until none is added (counted down as each one is found).
    // Also tells which items are met.
    std::vector<bool> finishable(std::vector<bool> *satisfied) const
    {
        std::vector<bool> done(sessions.size(), false);
        satisfied->assign(items.size(), false);
        std::vector<int> unmetItems(sessions.size(), 0);
        std::vector<int> unmetAll(items.size());
        std::vector<bool> anyMet(items.size());
        for (size_t i = 0; i < items.size(); ++i) {
            ++unmetItems[size_t(items[i].session)];
            unmetAll[i] = int(all(items[i]).size());
            anyMet[i] = any(items[i]).empty();
        }
        const Needs needsAll(*this, false);
        const Needs needsAny(*this, true);
        std::vector<int> work;
        for (size_t s = 0; s < sessions.size(); ++s) {
            if (unmetItems[s] == 0) {
                done[s] = true;
                work.push_back(int(s));
            }
        }
        auto meet = [&](int i) {
            (*satisfied)[size_t(i)] = true;
            const auto s = size_t(items[size_t(i)].session);
            if (--unmetItems[s] == 0) {
                done[s] = true;
                work.push_back(int(s));
            }
        };
        while (!work.empty()) {
            const auto s = size_t(work.back());
            work.pop_back();
            for (int i : needsAll.of(s)) {
                if (--unmetAll[size_t(i)] == 0 && anyMet[size_t(i)])
                    meet(i);
            }
            for (int i : needsAny.of(s)) {
                if (!anyMet[size_t(i)]) {
                    anyMet[size_t(i)] = true;
                    if (unmetAll[size_t(i)] == 0)
                        meet(i);
                }
            }
        }
        return done;
    }
};

// Tarjan's strongly connected components over `graph`, without recursion: a stuck chain can be
// as long as a queue. Only those of two or more sessions (circles) are returned.
std::vector<std::vector<int>> stronglyConnected(const std::vector<std::vector<int>> &graph)
{
    const size_t n = graph.size();
    std::vector<int> index(n, -1);
    std::vector<int> low(n, 0);
    std::vector<bool> onStack(n, false);
    std::vector<int> stack;
    std::vector<std::vector<int>> components;
    std::vector<std::pair<int, size_t>> calls; // vertex, next edge to follow
    int counter = 0;
    for (size_t root = 0; root < n; ++root) {
        if (index[root] >= 0)
            continue;
        calls.emplace_back(int(root), 0);
        while (!calls.empty()) {
            auto &[v, next] = calls.back();
            const auto vi = size_t(v);
            if (next == 0 && index[vi] < 0) {
                index[vi] = low[vi] = counter++;
                stack.push_back(v);
                onStack[vi] = true;
            }
            if (next < graph[vi].size()) {
                const auto w = size_t(graph[vi][next++]);
                if (index[w] < 0)
                    calls.emplace_back(int(w), 0);
                else if (onStack[w])
                    low[vi] = std::min(low[vi], index[w]);
                continue;
            }
            if (low[vi] == index[vi] && stack.back() == v) { // alone: no cycle, nothing kept
                stack.pop_back();
                onStack[vi] = false;
            } else if (low[vi] == index[vi]) {
                std::vector<int> component;
                int w = 0;
                do {
                    w = stack.back();
                    stack.pop_back();
                    onStack[size_t(w)] = false;
                    component.push_back(w);
                } while (w != v);
                components.push_back(std::move(component));
            }
            const int finished = v;
            calls.pop_back();
            if (!calls.empty()) {
                const auto parent = size_t(calls.back().first);
                low[parent] = std::min(low[parent], low[size_t(finished)]);
            }
        }
    }
    return components;
}

} // namespace

QList<WaitEdge> waitForEdges(const QueueView &locks, WaitScope scope)
{
    QList<WaitEdge> edges;
    for (const LockQueue &queue : locks) {
        if (scope == WaitScope::BlockedOnly && !waitersAreBlocked(queue.kind))
            continue;
        addQueueEdges(queue, edges);
    }
    return edges;
}

QList<DeadlockCycle> findDeadlocks(const QList<WaitEdge> &edges)
{
    const WaitGraph waits(edges);
    std::vector<bool> satisfied;
    const std::vector<bool> finishable = waits.finishable(&satisfied);

    // Among stuck sessions, the waits that keep them stuck.
    std::vector<std::vector<int>> graph(waits.sessions.size());
    for (size_t i = 0; i < waits.items.size(); ++i) {
        const WaitGraph::Item &item = waits.items[i];
        if (finishable[size_t(item.session)] || satisfied[i])
            continue;
        std::vector<int> &targets = graph[size_t(item.session)];
        for (int s : waits.all(item)) {
            if (!finishable[size_t(s)])
                targets.push_back(s);
        }
        // One of `any` finishing meets that part: only when none can do they keep it stuck.
        const std::span<const int> any = waits.any(item);
        const bool anyMet = std::any_of(any.begin(), any.end(), [&](int s) { return finishable[size_t(s)]; });
        if (!anyMet)
            targets.insert(targets.end(), any.begin(), any.end());
    }
    for (std::vector<int> &targets : graph)
        sortUnique(targets);

    QList<DeadlockCycle> cycles;
    std::vector<int> cycleOf(waits.sessions.size(), -1);
    for (const std::vector<int> &component : stronglyConnected(graph)) {
        if (component.size() < 2)
            continue;
        DeadlockCycle cycle;
        for (int s : component) {
            cycleOf[size_t(s)] = int(cycles.size());
            cycle.sessions.append(waits.sessions[size_t(s)]);
        }
        std::sort(cycle.sessions.begin(), cycle.sessions.end(), sessionIdLess);
        cycles.append(cycle);
    }
    if (cycles.isEmpty())
        return cycles;
    for (qsizetype e = 0; e < edges.size(); ++e) {
        const size_t item = size_t(waits.itemOfEdge[size_t(e)]);
        const int from = cycleOf[size_t(waits.items[item].session)];
        const WaitEdge &edge = edges[e];
        if (from < 0 || satisfied[item])
            continue;
        DeadlockCycle &cycle = cycles[from];
        if (!std::binary_search(cycle.sessions.cbegin(), cycle.sessions.cend(), edge.to, sessionIdLess))
            continue;
        cycle.edges.append(edge);
        cycle.locks.append(edge.lock);
        cycle.nodes.append(edge.waitingNode.path());
        cycle.nodes.append(edge.blockingNode.path());
    }
    for (DeadlockCycle &cycle : cycles) {
        sortUnique(cycle.locks);
        sortUnique(cycle.nodes);
    }
    std::sort(cycles.begin(), cycles.end(), [](const DeadlockCycle &a, const DeadlockCycle &b) {
        return sessionIdLess(a.sessions.first(), b.sessions.first());
    });
    return cycles;
}

} // namespace lockscope
