// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/WaitRechecker.h"

#include "zk/ZkSession.h"

#include <QPointer>
#include <memory>

namespace lockscope {

namespace {

// One batch's answers as they come; handed over once the last has.
struct Batch {
    WaitRechecks reads;
    int pending = 0;
};

// A node's stat as the server answers it: nullopt when it has no such node; false when the read
// failed (the connection went, a permission), so that nothing is concluded from it.
bool record(std::optional<NodeStat> &into, ZkError error, const NodeStat &stat)
{
    if (error == ZkError::Ok)
        into = stat;
    return error == ZkError::Ok || error == ZkError::NoNode;
}

} // namespace

WaitRechecker::WaitRechecker(ZkSession *session, QObject *parent) : QObject(parent), m_session(session)
{
}

void WaitRechecker::start(const QList<WaitRecheckRequest> &requests, qint64 roundAskedAtMs, std::function<void()> done)
{
    Q_ASSERT(!m_running);
    if (requests.isEmpty())
        return;
    m_running = true;
    auto batch = std::make_shared<Batch>();
    batch->pending = 1 + 2 * int(requests.size());
    for (const WaitRecheckRequest &request : requests)
        batch->reads.insert(request.waiter, WaitRecheck{roundAskedAtMs, true, std::nullopt, std::nullopt});
    const auto answered = [self = QPointer(this), batch, done = std::move(done)] {
        if (--batch->pending > 0 || !self)
            return;
        for (auto it = batch->reads.cbegin(); it != batch->reads.cend(); ++it)
            self->m_results.insert(it.key(), it.value());
        self->m_running = false;
        done();
    };
    // The reads queue behind the sync on the same session: they see what the leader had committed
    // when the sync reached it, after the round's answers were given.
    m_session->sync(requests.first().waitsFor, [batch, answered](ZkError error) {
        if (error != ZkError::Ok) {
            for (WaitRecheck &read : batch->reads)
                read.answered = false;
        }
        answered();
    });
    for (const WaitRecheckRequest &request : requests) {
        const QString waiter = request.waiter;
        m_session->exists(waiter, false, [batch, answered, waiter](ZkError error, const NodeStat &stat) {
            WaitRecheck &read = batch->reads[waiter];
            read.answered = record(read.waiter, error, stat) && read.answered;
            answered();
        });
        m_session->exists(request.waitsFor, false, [batch, answered, waiter](ZkError error, const NodeStat &stat) {
            WaitRecheck &read = batch->reads[waiter];
            read.answered = record(read.waitsFor, error, stat) && read.answered;
            answered();
        });
    }
}

void WaitRechecker::keepOnly(const QHash<QString, qint64> &suspects)
{
    m_results.removeIf([&](const WaitRechecks::iterator &it) { return !suspects.contains(it.key()); });
}

} // namespace lockscope
