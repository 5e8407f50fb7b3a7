// SPDX-License-Identifier: Apache-2.0

#include "sim/SystemActors.h"

#include "sim/PlainNodeLock.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include "systems/proto/HAZKInfo.pb.h"

#include <QDateTime>
#include <QPointer>
#include <QRegularExpression>

namespace lockscope {

int simOrdinal(const QString &id)
{
    static const QRegularExpression trailing(QStringLiteral("(\\d+)$"));
    const QRegularExpressionMatch match = trailing.match(id);
    return match.hasMatch() ? match.captured(1).toInt() : 1;
}

namespace {

// A lock's signals as this actor's own: the operator sees one client taking one lock.
void forward(PlainNodeLock *inner, SimLock *outer)
{
    QObject::connect(inner, &SimLock::created, outer, &SimLock::created);
    QObject::connect(inner, &SimLock::waiting, outer, &SimLock::waiting);
    QObject::connect(inner, &SimLock::released, outer, &SimLock::released);
    QObject::connect(inner, &SimLock::failed, outer, &SimLock::failed);
}

QString brokerHost(int brokerId)
{
    return QStringLiteral("kafka%1.example.com").arg(brokerId);
}

} // namespace

KafkaBroker::KafkaBroker(ZkSession *session, QString root, int brokerId, QObject *parent)
    : SimLock(session, parent),
      m_root(std::move(root)),
      m_brokerId(brokerId),
      m_controller(new PlainNodeLock(session, childPath(m_root, u"controller"), {}, this))
{
    forward(m_controller, this);
    connect(m_controller, &SimLock::acquired, this, &KafkaBroker::bumpEpoch);
}

QByteArray KafkaBroker::controllerData(int brokerId, qint64 timestampMs)
{
    return QStringLiteral("{\"version\":1,\"brokerid\":%1,\"timestamp\":\"%2\"}")
        .arg(brokerId)
        .arg(timestampMs)
        .toUtf8();
}

QByteArray KafkaBroker::registrationData(int brokerId, qint64 timestampMs)
{
    const QString host = brokerHost(brokerId);
    return QStringLiteral("{\"features\":{},\"listener_security_protocol_map\":{\"PLAINTEXT\":\"PLAINTEXT\"},"
                          "\"endpoints\":[\"PLAINTEXT://%1:9092\"],\"jmx_port\":-1,\"port\":9092,\"host\":\"%1\","
                          "\"version\":5,\"timestamp\":\"%2\"}")
        .arg(host)
        .arg(timestampMs)
        .toUtf8();
}

void KafkaBroker::prepare(std::function<void(ZkError)> done)
{
    const QString ids = childPath(childPath(m_root, u"brokers"), u"ids");
    QPointer<KafkaBroker> self(this);
    createPath(session(), childPath(m_root, u"controller_epoch"), "0", [self, ids, done](ZkError error) {
        if (!self || error != ZkError::Ok)
            return done(error);
        createPath(self->session(), ids, {}, [self, ids, done](ZkError idsError) {
            if (!self || idsError != ZkError::Ok)
                return done(idsError);
            // The registration lives as long as the broker's session, like Kafka's.
            const QString node = childPath(ids, QString::number(self->m_brokerId));
            self->session()->create(node, registrationData(self->m_brokerId, QDateTime::currentMSecsSinceEpoch()),
                                    CreateMode::Ephemeral, [done](ZkError created, const QString &) {
                                        done(created == ZkError::NodeExists ? ZkError::Ok : created);
                                    });
        });
    });
}

void KafkaBroker::acquire()
{
    m_controller->setData(controllerData(m_brokerId, QDateTime::currentMSecsSinceEpoch()));
    m_controller->acquire();
}

void KafkaBroker::release()
{
    m_controller->release();
}
QString KafkaBroker::heldNode() const
{
    return m_controller->heldNode();
}

// The new controller's first act: the epoch counts elections.
void KafkaBroker::bumpEpoch(const QString &node)
{
    const QString epoch = childPath(m_root, u"controller_epoch");
    QPointer<KafkaBroker> self(this);
    session()->getData(epoch, false, [self, epoch, node](ZkError error, const QByteArray &data, const NodeStat &stat) {
        if (!self)
            return;
        if (error != ZkError::Ok) {
            Q_EMIT self->acquired(node);
            return;
        }
        const QByteArray next = QByteArray::number(data.trimmed().toLongLong() + 1);
        self->session()->setData(epoch, next, stat.version, [self, node](ZkError, const NodeStat &) {
            if (self)
                Q_EMIT self->acquired(node);
        });
    });
}

HadoopFailoverController::HadoopFailoverController(ZkSession *session, QString scopePath, const QString &namenodeId,
                                                   QObject *parent)
    : SimLock(session, parent),
      m_scope(std::move(scopePath)),
      m_data(activeNodeInfo(nodeName(m_scope), namenodeId)),
      m_lock(new PlainNodeLock(session, childPath(m_scope, u"ActiveStandbyElectorLock"), m_data, this))
{
    forward(m_lock, this);
    connect(m_lock, &SimLock::acquired, this, &HadoopFailoverController::writeBreadCrumb);
}

QByteArray HadoopFailoverController::activeNodeInfo(const QString &nameservice, const QString &namenodeId)
{
    hadoop::hdfs::ActiveNodeInfo info;
    info.set_nameserviceid(nameservice.toStdString());
    info.set_namenodeid(namenodeId.toStdString());
    info.set_hostname(QStringLiteral("%1.example.com").arg(namenodeId).toStdString());
    info.set_port(8020);
    info.set_zkfcport(8019);
    const std::string bytes = info.SerializeAsString();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

void HadoopFailoverController::prepare(std::function<void(ZkError)> done)
{
    createPath(session(), m_scope, {}, std::move(done));
}

void HadoopFailoverController::acquire()
{
    m_lock->acquire();
}
QString HadoopFailoverController::heldNode() const
{
    return m_lock->heldNode();
}

// Once active, the breadcrumb says so even after this session dies (the next active fences it).
void HadoopFailoverController::writeBreadCrumb(const QString &lockNode)
{
    const QString crumb = childPath(m_scope, u"ActiveBreadCrumb");
    QPointer<HadoopFailoverController> self(this);
    session()->setData(crumb, m_data, -1, [self, crumb, lockNode](ZkError error, const NodeStat &) {
        if (!self)
            return;
        if (error != ZkError::NoNode) {
            Q_EMIT self->acquired(lockNode);
            return;
        }
        self->session()->create(crumb, self->m_data, CreateMode::Persistent,
                                [self, lockNode](ZkError, const QString &) {
                                    if (self)
                                        Q_EMIT self->acquired(lockNode);
                                });
    });
}

void HadoopFailoverController::release()
{
    if (m_lock->heldNode().isEmpty())
        return m_lock->release();
    deleteBreadCrumb();
}

// A graceful exit removes the breadcrumb only while it is still this NameNode's.
void HadoopFailoverController::deleteBreadCrumb()
{
    const QString crumb = childPath(m_scope, u"ActiveBreadCrumb");
    QPointer<HadoopFailoverController> self(this);
    session()->getData(crumb, false, [self, crumb](ZkError error, const QByteArray &data, const NodeStat &stat) {
        if (!self)
            return;
        if (error != ZkError::Ok || data != self->m_data)
            return self->m_lock->release();
        self->session()->remove(crumb, stat.version, [self](ZkError) {
            if (self)
                self->m_lock->release();
        });
    });
}

} // namespace lockscope
