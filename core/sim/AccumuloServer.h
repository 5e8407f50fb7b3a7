// SPDX-License-Identifier: Apache-2.0

#pragma once
// An Apache Accumulo server process under its instance's root (/accumulo/<instance id>), with the
// bytes Accumulo writes (apache/accumulo core/.../lock/ServiceLock.java, ServiceLockData.java,
// fate/zookeeper/FateLock.java, DistributedReadWriteLock.java; ../shared/SYSTEMS.md):
// - its service lock `<service>/lock/zlock#<uuid>#<seq>`, EPHEMERAL_SEQUENTIAL: the lowest holds,
//   each other watches its predecessor (a second manager stands by); data = ServiceLockData JSON;
// - the manager, while it holds, runs FATE transactions that lock tables:
//   `table_locks/<table id>/flock#<seq>`, PERSISTENT_SEQUENTIAL, data `READ:<tid>`/`WRITE:<tid>`.
//   They outlive the manager's session by design: the next manager takes the transactions over
//   and finishes them, so a handover leaves them in place.

#include "sim/SimLock.h"

#include <QByteArray>
#include <QStringList>
#include <QTimer>
#include <QUuid>

namespace lockscope {

class SequentialLock;

class AccumuloServer : public SimLock {
    Q_OBJECT
public:
    enum class Service {
        Manager,
        GarbageCollector
    };

    // `instanceRoot`: /accumulo/<instance id>; `ordinal`: which host it plays (manager2.example.com).
    AccumuloServer(ZkSession *session, QString instanceRoot, Service service, int ordinal, QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override;
    QString heldNode() const override;

    // The tables the manager's transactions lock (ids as Accumulo gives user tables: "2", "3").
    static QStringList fateTables();
    // ServiceLockData.serialize() as Gson writes it for one service in the default group:
    // {"descriptors":[{"uuid":"…","service":"MANAGER","address":"host:9999","group":"default"}]}
    static QByteArray serviceLockData(const QUuid &uuid, const QString &thriftService, const QString &address);
    // DistributedReadWriteLock.ParsedLock.getLockData() of a FATE transaction: "READ:" or "WRITE:"
    // then the tid as FastFormat.toZeroPaddedHex writes it (16 lower-case hex digits).
    static QByteArray tableLockData(bool write, quint64 tid);

private:
    QString serviceFolder() const;
    void onLockHeld(const QString &node);
    void fateStep();
    void addTableLock(const QString &table);
    void createTableLock(const QString &folder, const QByteArray &data, bool retried);
    void finishTableLock(const QString &table, const QString &entry);

    QString m_root;
    Service m_service;
    QUuid m_uuid; // one per process, as Accumulo's zooLockUUID: in the node's name and data
    SequentialLock *m_lock;
    QTimer m_fate; // the leading manager's transactions advancing
    int m_fateTurn = 0; // which table the next step looks at
    int m_mixedAdded = 0; // table 2's transactions alternate read, write, read, ...
    bool m_leading = false;
};

} // namespace lockscope
