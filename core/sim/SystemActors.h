// SPDX-License-Identifier: Apache-2.0

#pragma once
// Simulated members of real systems (../shared/SYSTEMS.md), writing their coordination nodes
// with the systems' exact bytes, so that the demo shows what lockscope recognises in production:
// a Kafka broker (registration + controller election), a Hadoop HA failover controller
// (ActiveStandbyElectorLock + ActiveBreadCrumb, protobuf ActiveNodeInfo) and a Solr node in the
// overseer election. Each plays one round as: stand for election, lead for the hold, step down.

#include "sim/SimLock.h"

#include <QByteArray>

namespace lockscope {

class PlainNodeLock;

// The number at the end of a client id ("kafka-broker-3" -> 3): which broker, NameNode or node
// it plays, so that a client launched later from the Demo menu is a new member.
int simOrdinal(const QString &id);

// Kafka in ZooKeeper mode under `root` (e.g. /kafka): registers /brokers/ids/<id> (ephemeral) and
// races for /controller like every broker; a new controller bumps /controller_epoch.
class KafkaBroker : public SimLock {
    Q_OBJECT
public:
    KafkaBroker(ZkSession *session, QString root, int brokerId, QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_root; }
    QString heldNode() const override;

    // The bytes Kafka writes (apache/kafka ZkData.scala), keys in Kafka's order.
    static QByteArray controllerData(int brokerId, qint64 timestampMs);
    static QByteArray registrationData(int brokerId, qint64 timestampMs);

private:
    void bumpEpoch(const QString &node);

    QString m_root;
    int m_brokerId;
    PlainNodeLock *m_controller;
};

// A Hadoop ZKFC for NameNode `namenodeId` of the nameservice `scopePath` names (e.g.
// /hadoop-ha/mycluster): the active holds ActiveStandbyElectorLock and writes the breadcrumb; on
// a graceful step-down it deletes its own breadcrumb first, as ActiveStandbyElector does.
class HadoopFailoverController : public SimLock {
    Q_OBJECT
public:
    HadoopFailoverController(ZkSession *session, QString scopePath, const QString &namenodeId,
                             QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_scope; }
    QString heldNode() const override;

    // ActiveNodeInfo (HAZKInfo.proto) for `namenodeId` of `nameservice`, port 8020, ZKFC 8019.
    static QByteArray activeNodeInfo(const QString &nameservice, const QString &namenodeId);

private:
    void writeBreadCrumb(const QString &lockNode);
    void deleteBreadCrumb();

    QString m_scope;
    QByteArray m_data;
    PlainNodeLock *m_lock;
};

} // namespace lockscope
