// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkRequests.h"

#include "zk/ZkCodes.h"

namespace lockscope::detail {

void PendingRequests::freeUnanswered()
{
    std::unordered_set<RequestBase *> unanswered;
    {
        std::lock_guard lock(m_mutex);
        unanswered.swap(m_live);
    }
    for (RequestBase *request : unanswered)
        delete request;
}

namespace {

template <typename Callback>
std::unique_ptr<Request<Callback>> adopt(const void *data)
{
    auto *request = static_cast<Request<Callback> *>(const_cast<void *>(data));
    request->pending->remove(request);
    return std::unique_ptr<Request<Callback>>(request);
}

} // namespace

namespace completions {

void onChildren(int rc, const String_vector *strings, const Stat *stat, const void *data)
{
    auto req = adopt<ZkSession::ChildrenCallback>(data);
    QStringList children;
    if (rc == ZOK && strings) {
        children.reserve(strings->count);
        for (int i = 0; i < strings->count; ++i)
            children.append(QString::fromUtf8(strings->data[i]));
    }
    NodeStat parentStat = toNodeStat(rc == ZOK ? stat : nullptr);
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc), children = std::move(children), parentStat] {
        req->done(err, children, parentStat);
    });
}

void onData(int rc, const char *value, int length, const Stat *stat, const void *data)
{
    auto req = adopt<ZkSession::DataCallback>(data);
    QByteArray bytes = (rc == ZOK && value && length > 0) ? QByteArray(value, length) : QByteArray();
    NodeStat nodeStat = toNodeStat(rc == ZOK ? stat : nullptr);
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc), bytes = std::move(bytes), nodeStat] {
        req->done(err, bytes, nodeStat);
    });
}

void onStat(int rc, const Stat *stat, const void *data)
{
    auto req = adopt<ZkSession::StatCallback>(data);
    NodeStat nodeStat = toNodeStat(rc == ZOK ? stat : nullptr);
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc), nodeStat] { req->done(err, nodeStat); });
}

void onCreated(int rc, const char *value, const void *data)
{
    auto req = adopt<ZkSession::CreateCallback>(data);
    QString created = (rc == ZOK && value) ? QString::fromUtf8(value) : QString();
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc), created = std::move(created)] { req->done(err, created); });
}

void onDone(int rc, const void *data)
{
    auto req = adopt<ZkSession::DoneCallback>(data);
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc)] { req->done(err); });
}

void onSynced(int rc, const char *, const void *data)
{
    onDone(rc, data);
}

void onAcl(int rc, ACL_vector *acl, Stat *, const void *data)
{
    auto req = adopt<ZkSession::AclCallback>(data);
    QList<AclEntry> entries;
    if (rc == ZOK && acl) {
        for (int i = 0; i < acl->count; ++i) {
            const ACL &a = acl->data[i];
            entries.append({QString::fromUtf8(a.id.scheme), QString::fromUtf8(a.id.id), a.perms});
        }
    }
    CompletionQueue *queue = req->queue;
    queue->post([req = std::move(req), err = toZkError(rc), entries = std::move(entries)] { req->done(err, entries); });
}

} // namespace completions

} // namespace lockscope::detail
