// SPDX-License-Identifier: Apache-2.0

#include "EnsembleTruth.h"

#include "TestZooKeeper.h"

#include "monitor/LockMonitor.h"

#include <QJsonArray>

namespace lockscope::test {
namespace {

// kazoo's "<guid>__lock__0000000007": the sequence is the last ten digits.
qint64 sequenceOf(const QString &name)
{
    return name.right(10).toLongLong();
}

QString describe(const QString &path, const TruthEntry &entry)
{
    return QStringLiteral("%1 (%2, %3)")
        .arg(path, formatSessionId(entry.session),
             entry.holding ? QStringLiteral("holding") : QStringLiteral("waiting"));
}

QString compareEntries(const QString &parent, const QMap<QString, TruthEntry> &truth,
                       const QMap<QString, TruthEntry> &view)
{
    for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
        if (!view.contains(it.key()))
            return QStringLiteral("%1: %2 is missing from the view").arg(parent, describe(it.key(), it.value()));
        if (view.value(it.key()) != it.value())
            return QStringLiteral("%1: the view shows %2, the ensemble %3")
                .arg(parent, describe(it.key(), view.value(it.key())), describe(it.key(), it.value()));
    }
    for (auto it = view.cbegin(); it != view.cend(); ++it) {
        if (!truth.contains(it.key()))
            return QStringLiteral("%1: the view shows %2, which the ensemble does not have")
                .arg(parent, describe(it.key(), it.value()));
    }
    return {};
}

} // namespace

EnsembleTruth::EnsembleTruth(const QString &connect) : m_session(ZkSession::Options{connect, 10000})
{
    m_session.open();
}

std::optional<LockTruth> EnsembleTruth::read(const QStringList &parents, int timeoutMs)
{
    if (!waitUntil([this] { return m_session.isConnected(); }, timeoutMs))
        return std::nullopt;
    // Shared with the callbacks: a read that times out returns while answers are still on their
    // way, and those must land in a live object, not in this call's stack frame.
    struct Read {
        LockTruth truth;
        int pending = 0;
        bool failed = false;
    };
    const auto read = std::make_shared<Read>();
    for (const QString &parent : parents) {
        ++read->pending;
        m_session.getChildren(
            parent, false, [this, read, parent](ZkError error, const QStringList &children, const NodeStat &) {
                --read->pending;
                if (error == ZkError::NoNode) {
                    read->truth[parent];
                    return;
                }
                if (error != ZkError::Ok) {
                    read->failed = true;
                    return;
                }
                auto &entries = read->truth[parent];
                qint64 lowest = -1;
                for (const QString &child : children)
                    lowest = lowest < 0 ? sequenceOf(child) : qMin(lowest, sequenceOf(child));
                for (const QString &child : children) {
                    const QString path = parent + QLatin1Char('/') + child;
                    entries[path].holding = sequenceOf(child) == lowest;
                    ++read->pending;
                    m_session.exists(path, false, [read, parent, path](ZkError statError, const NodeStat &stat) {
                        --read->pending;
                        if (statError == ZkError::Ok)
                            read->truth[parent][path].session = stat.ephemeralOwner;
                        else
                            read->failed = true; // gone meanwhile: read again
                    });
                }
            });
    }
    if (!waitUntil([&read] { return read->pending == 0; }, timeoutMs) || read->failed)
        return std::nullopt;
    return read->truth;
}

QString compareWithView(const LockTruth &truth, const LockMonitor &monitor)
{
    for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
        QMap<QString, TruthEntry> view;
        if (const LockQueue *queue = monitor.lock(it.key())) {
            for (const LockEntry &e : queue->entries)
                view[e.path()] = TruthEntry{e.node->stat.ephemeralOwner, e.state == EntryState::Holding};
        }
        if (const QString difference = compareEntries(it.key(), it.value(), view); !difference.isEmpty())
            return difference;
    }
    return {};
}

QString compareWithSnapshot(const LockTruth &truth, const QJsonObject &snapshot)
{
    QMap<QString, QMap<QString, TruthEntry>> views;
    for (const QJsonValue &lock : snapshot.value(QStringLiteral("locks")).toArray()) {
        auto &view = views[lock[QStringLiteral("path")].toString()];
        for (const QJsonValue &e : lock[QStringLiteral("entries")].toArray()) {
            bool ok = false;
            const qint64 session = qint64(e[QStringLiteral("session")].toString().mid(2).toULongLong(&ok, 16));
            view[e[QStringLiteral("path")].toString()] =
                TruthEntry{ok ? session : 0, e[QStringLiteral("state")].toString() == u"holding"};
        }
    }
    for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
        if (const QString difference = compareEntries(it.key(), it.value(), views.value(it.key()));
            !difference.isEmpty())
            return difference;
    }
    return {};
}

} // namespace lockscope::test
