// SPDX-License-Identifier: Apache-2.0

#pragma once
// The context of each request handed to the ZooKeeper C client, and the completions that hand
// its answer to the owner's thread. Private to core/zk: zookeeper.h stays out of public headers.

#include "zk/CompletionQueue.h"
#include "zk/ZkSession.h"

#include <zookeeper/zookeeper.h>

#include <memory>
#include <mutex>
#include <unordered_set>

namespace lockscope::detail {

struct RequestBase;

// The contexts handed to the C client and not answered yet. When a handle closes without a
// connection, the client queues ZCLOSING answers that its stopped completion thread never runs:
// whatever is still listed after zookeeper_close returns is freed here instead.
class PendingRequests final {
public:
    PendingRequests() = default;
    Q_DISABLE_COPY_MOVE(PendingRequests) // requests point at the one their session owns

    void add(RequestBase *request)
    {
        std::lock_guard lock(m_mutex);
        m_live.insert(request);
    }
    void remove(RequestBase *request)
    {
        std::lock_guard lock(m_mutex);
        m_live.erase(request);
    }
    // Only once the handle's threads are joined: nothing can answer any more.
    void freeUnanswered();

private:
    std::mutex m_mutex;
    std::unordered_set<RequestBase *> m_live;
};

struct RequestBase {
    virtual ~RequestBase() = default;
    CompletionQueue *queue = nullptr;
    PendingRequests *pending = nullptr;
};

// Each request's context: owned by the C client between a ZOK submit and its completion,
// re-adopted by the completion (also on ZCLOSING), otherwise by the submitter.
template <typename Callback>
struct Request final : RequestBase {
    Callback done;
};

// The C client's completion functions (its completion thread): each re-adopts its request and
// posts the converted answer to the request's queue.
namespace completions {
void onChildren(int rc, const String_vector *strings, const Stat *stat, const void *data);
void onData(int rc, const char *value, int length, const Stat *stat, const void *data);
void onStat(int rc, const Stat *stat, const void *data);
void onCreated(int rc, const char *value, const void *data);
void onDone(int rc, const void *data);
void onSynced(int rc, const char *path, const void *data);
void onAcl(int rc, ACL_vector *acl, Stat *, const void *data);
} // namespace completions

} // namespace lockscope::detail
