// SPDX-License-Identifier: Apache-2.0

#include "sim/SolrElector.h"

#include "sim/CreatePath.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QTimer>
#include <algorithm>

namespace lockscope {
namespace {

// Solr sorts by the sequence after the last "n_" (the session prefix is no queue of its own).
qint64 sequenceOf(const QString &name)
{
    const qsizetype at = name.lastIndexOf(QLatin1String("n_"));
    return at < 0 ? -1 : name.mid(at + 2).toLongLong();
}

} // namespace

SolrElector::SolrElector(ZkSession *session, QString electionPath, QString nodeName, QObject *parent)
    : SimLock(session, parent), m_base(std::move(electionPath)), m_name(std::move(nodeName))
{
    connect(session, &ZkSession::watchTriggered, this, [this](WatchEventType, const QString &path) {
        if (m_active && !m_leading && path == m_watched) {
            m_watched.clear();
            check();
        }
    });
}

QString SolrElector::nodeNameOf(int ordinal)
{
    return QStringLiteral("10.0.0.%1:8983_solr").arg(ordinal);
}

QString SolrElector::electionFolder() const
{
    return childPath(m_base, u"election");
}

void SolrElector::prepare(std::function<void(ZkError)> done)
{
    createPath(session(), electionFolder(), {}, std::move(done));
}

void SolrElector::acquire()
{
    m_active = true;
    m_leading = false;
    const QString prefix = QStringLiteral("%1-%2-n_").arg(session()->sessionId()).arg(m_name);
    QPointer<SolrElector> self(this);
    session()->create(childPath(electionFolder(), prefix), {}, CreateMode::EphemeralSequential,
                      [self](ZkError error, const QString &path) {
                          if (!self || !self->m_active)
                              return;
                          if (error != ZkError::Ok)
                              return isRetryable(error)
                                  ? self->retryLater(&SolrElector::acquire)
                                  : Q_EMIT self->failed(QStringLiteral("cannot join the election: ")
                                                        + errorMessage(error));
                          self->m_node = path;
                          Q_EMIT self->created(path);
                          self->check();
                      });
}

void SolrElector::check()
{
    QPointer<SolrElector> self(this);
    session()->getChildren(
        electionFolder(), false, [self](ZkError error, const QStringList &children, const NodeStat &) {
            if (!self || !self->m_active || self->m_leading)
                return;
            if (error != ZkError::Ok)
                return self->retryLater(&SolrElector::check);
            QStringList sorted = children;
            std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
                const qint64 sa = sequenceOf(a), sb = sequenceOf(b);
                return sa != sb ? sa < sb : a < b;
            });
            const qsizetype mine = sorted.indexOf(nodeName(self->m_node));
            if (mine < 0)
                return Q_EMIT self->failed(QStringLiteral("our election node %1 is gone").arg(self->m_node));
            if (mine == 0)
                return self->becomeLeader();
            // Watch the next lower candidate only, as Solr does: no herd when the leader goes.
            const QString predecessor = childPath(self->electionFolder(), sorted.at(mine - 1));
            self->m_watched = predecessor;
            self->session()->exists(predecessor, true, [self, predecessor](ZkError existsError, const NodeStat &) {
                if (!self || !self->m_active || self->m_watched != predecessor)
                    return;
                if (existsError == ZkError::NoNode) {
                    self->m_watched.clear();
                    self->check();
                } else if (existsError == ZkError::Ok) {
                    Q_EMIT self->waiting(predecessor);
                }
            });
        });
}

// The leader record names the leader's election node; a stale one (its session not yet expired)
// is waited out.
void SolrElector::becomeLeader()
{
    const QByteArray record = QStringLiteral("{\"id\":\"%1\"}").arg(nodeName(m_node)).toUtf8();
    QPointer<SolrElector> self(this);
    session()->create(childPath(m_base, u"leader"), record, CreateMode::Ephemeral,
                      [self](ZkError error, const QString &) {
                          if (!self || !self->m_active)
                              return;
                          if (error == ZkError::Ok) {
                              self->m_leading = true;
                              Q_EMIT self->acquired(self->m_node);
                          } else {
                              self->retryLater(&SolrElector::becomeLeader);
                          }
                      });
}

void SolrElector::release()
{
    m_active = false;
    m_watched.clear();
    if (m_node.isEmpty()) {
        QTimer::singleShot(0, this, [this] { Q_EMIT released(QString()); });
        return;
    }
    if (!m_leading)
        return removeOwn();
    // Step down: the leader record first, so the next leader can write its own.
    const QString leader = childPath(m_base, u"leader");
    QPointer<SolrElector> self(this);
    session()->exists(leader, false, [self, leader](ZkError error, const NodeStat &stat) {
        if (!self)
            return;
        if (error != ZkError::Ok || stat.ephemeralOwner != self->session()->sessionId())
            return self->removeOwn();
        self->session()->remove(leader, stat.version, [self](ZkError) {
            if (self)
                self->removeOwn();
        });
    });
}

void SolrElector::removeOwn()
{
    QPointer<SolrElector> self(this);
    session()->remove(m_node, -1, [self](ZkError) {
        if (!self)
            return;
        const QString node = std::exchange(self->m_node, QString());
        self->m_leading = false;
        Q_EMIT self->released(node);
    });
}

void SolrElector::retryLater(void (SolrElector::*step)())
{
    QTimer::singleShot(kRetryMs, this, [this, step] {
        if (m_active)
            (this->*step)();
    });
}

} // namespace lockscope
