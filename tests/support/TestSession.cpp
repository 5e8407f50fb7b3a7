// SPDX-License-Identifier: Apache-2.0

#include "TestSession.h"

#include "TestZooKeeper.h"

#include <memory>

namespace lockscope::test {

namespace {

// Hands `send` a sink for the answer and waits for it, bounded. The answer lives in shared state:
// one that arrives after the wait gave up must not write into a finished call's stack.
template <typename Answer, typename Send>
std::optional<Answer> await(int waitMs, Send send)
{
    auto answer = std::make_shared<std::optional<Answer>>();
    send([answer](Answer a) { *answer = std::move(a); });
    waitUntil([&] { return answer->has_value(); }, waitMs);
    return *answer;
}

} // namespace

// A long session timeout: a pause of a busy machine must not end the session (and take its
// ephemeral nodes) behind the test's back.
TestSession::TestSession(const QString &connect, QList<QByteArray> digest, int waitMs)
    : session(ZkSession::Options{connect, 15000, std::move(digest)}), m_waitMs(waitMs)
{
    session.open();
    waitUntil([this] { return session.isConnected(); }, m_waitMs);
}

ZkError TestSession::create(const QString &path, const QByteArray &data, CreateMode mode, QString *created)
{
    using Created = std::pair<ZkError, QString>;
    const std::optional<Created> answer = await<Created>(m_waitMs, [&](auto deliver) {
        session.create(path, data, mode, [deliver](ZkError e, const QString &p) { deliver(Created(e, p)); });
    });
    if (created)
        *created = answer ? answer->second : QString();
    return answer ? answer->first : ZkError::OperationTimeout;
}

QString TestSession::lockNode(const QString &prefix, CreateMode mode, const QByteArray &data)
{
    QString created;
    create(prefix, data, mode, &created);
    return created;
}

ZkError TestSession::remove(const QString &path)
{
    return await<ZkError>(m_waitMs, [&](auto deliver) { session.remove(path, -1, deliver); })
        .value_or(ZkError::OperationTimeout);
}

ZkError TestSession::setData(const QString &path, const QByteArray &data)
{
    return await<ZkError>(m_waitMs,
                          [&](auto deliver) {
                              session.setData(path, data, -1, [deliver](ZkError e, const NodeStat &) { deliver(e); });
                          })
        .value_or(ZkError::OperationTimeout);
}

std::optional<std::pair<QByteArray, NodeStat>> TestSession::get(const QString &path)
{
    using Node = std::optional<std::pair<QByteArray, NodeStat>>;
    return await<Node>(m_waitMs,
                       [&](auto deliver) {
                           session.getData(path, false,
                                           [deliver](ZkError e, const QByteArray &data, const NodeStat &stat) {
                                               deliver(e == ZkError::Ok ? Node(std::pair(data, stat)) : std::nullopt);
                                           });
                       })
        .value_or(std::nullopt);
}

bool TestSession::exists(const QString &path)
{
    return get(path).has_value();
}

QByteArray TestSession::dataOf(const QString &path)
{
    const auto node = get(path);
    return node ? node->first : QByteArrayLiteral("<no node>");
}

int TestSession::versionOf(const QString &path)
{
    const auto node = get(path);
    return node ? node->second.version : -1;
}

} // namespace lockscope::test
