// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/NodeRechecker.h"

#include "zk/ZkSession.h"

#include <QPointer>
#include <memory>

namespace lockscope {

namespace {

// One batch's answers as they come; handed over once the last has.
struct Batch {
    NodeRechecks reads;
    int pending = 0;
};

} // namespace

NodeRechecker::NodeRechecker(ZkSession *session, QObject *parent) : QObject(parent), m_session(session)
{
}

void NodeRechecker::start(const QStringList &paths, qint64 roundAskedAtMs, std::function<void()> done)
{
    Q_ASSERT(!m_running);
    if (paths.isEmpty())
        return;
    m_running = true;
    auto batch = std::make_shared<Batch>();
    for (const QString &path : paths)
        batch->reads.insert(path, NodeRecheck{roundAskedAtMs, true, std::nullopt});
    batch->pending = 1 + int(batch->reads.size());
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
    m_session->sync(paths.first(), [batch, answered](ZkError error) {
        if (error != ZkError::Ok) {
            for (NodeRecheck &read : batch->reads)
                read.answered = false;
        }
        answered();
    });
    for (auto it = batch->reads.cbegin(); it != batch->reads.cend(); ++it) {
        m_session->exists(it.key(), false, [batch, answered, path = it.key()](ZkError error, const NodeStat &stat) {
            NodeRecheck &read = batch->reads[path];
            // No such node is an answer; a failed read (the connection went) concludes nothing.
            if (error == ZkError::Ok)
                read.stat = stat;
            read.answered = read.answered && (error == ZkError::Ok || error == ZkError::NoNode);
            answered();
        });
    }
}

void NodeRechecker::keepOnly(const QSet<QString> &paths)
{
    m_results.removeIf([&](const NodeRechecks::iterator &it) { return !paths.contains(it.key()); });
}

} // namespace lockscope
