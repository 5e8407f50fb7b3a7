// SPDX-License-Identifier: Apache-2.0

#include "sim/AccumuloServer.h"

#include "recipes/LockNodeName.h"
#include "sim/CreatePath.h"
#include "sim/SequentialLock.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QRandomGenerator>
#include <algorithm>

namespace lockscope {
namespace {

// A transaction step every 1.5 s, the tables in turn: slow enough to watch a writer wait.
constexpr int kFateStepMs = 1500;
const QString kFlockPrefix = QStringLiteral("flock#");

QString addressOf(AccumuloServer::Service service, int ordinal)
{
    // The default client ports: manager.port.client 9999, gc.port.client 9998.
    return service == AccumuloServer::Service::Manager ? QStringLiteral("manager%1.example.com:9999").arg(ordinal)
                                                       : QStringLiteral("gc%1.example.com:9998").arg(ordinal);
}

QString thriftServiceOf(AccumuloServer::Service service)
{
    return service == AccumuloServer::Service::Manager ? QStringLiteral("MANAGER") : QStringLiteral("GC");
}

// FateLock orders its entries by the sequence after "flock#", not by name.
QStringList sortedEntries(const QStringList &children)
{
    QStringList entries;
    for (const QString &child : children) {
        if (child.startsWith(kFlockPrefix) && parseSequenceSuffix(child))
            entries.append(child);
    }
    std::sort(entries.begin(), entries.end(),
              [](const QString &a, const QString &b) { return *parseSequenceSuffix(a) < *parseSequenceSuffix(b); });
    return entries;
}

} // namespace

AccumuloServer::AccumuloServer(ZkSession *session, QString instanceRoot, Service service, int ordinal, QObject *parent)
    : SimLock(session, parent), m_root(std::move(instanceRoot)), m_service(service), m_uuid(QUuid::createUuid())
{
    const QString uuid = m_uuid.toString(QUuid::WithoutBraces);
    m_lock =
        new SequentialLock(session, childPath(serviceFolder(), u"lock"), SequentialLock::Shape::accumuloService(uuid),
                           serviceLockData(m_uuid, thriftServiceOf(service), addressOf(service, ordinal)), this);
    connect(m_lock, &SimLock::created, this, &SimLock::created);
    connect(m_lock, &SimLock::waiting, this, &SimLock::waiting);
    connect(m_lock, &SimLock::released, this, &SimLock::released);
    connect(m_lock, &SimLock::failed, this, &SimLock::failed);
    connect(m_lock, &SimLock::acquired, this, &AccumuloServer::onLockHeld);
    m_fate.setInterval(kFateStepMs);
    connect(&m_fate, &QTimer::timeout, this, &AccumuloServer::fateStep);
}

QStringList AccumuloServer::fateTables()
{
    return {QStringLiteral("2"), QStringLiteral("3")};
}

QByteArray AccumuloServer::serviceLockData(const QUuid &uuid, const QString &thriftService, const QString &address)
{
    // Gson writes the fields in declaration order (uuid, service, address, group), no spaces.
    return QStringLiteral(
               "{\"descriptors\":[{\"uuid\":\"%1\",\"service\":\"%2\",\"address\":\"%3\",\"group\":\"default\"}]}")
        .arg(uuid.toString(QUuid::WithoutBraces), thriftService, address)
        .toUtf8();
}

QByteArray AccumuloServer::tableLockData(bool write, quint64 tid)
{
    return (write ? QByteArrayLiteral("WRITE:") : QByteArrayLiteral("READ:"))
        + QByteArray::number(tid, 16).rightJustified(16, '0');
}

QString AccumuloServer::serviceFolder() const
{
    return childPath(m_root, m_service == Service::Manager ? u"managers" : u"gc");
}

QString AccumuloServer::lockPath() const
{
    return m_lock->lockPath();
}
QString AccumuloServer::heldNode() const
{
    return m_lock->heldNode();
}

void AccumuloServer::prepare(std::function<void(ZkError)> done)
{
    if (m_service != Service::Manager)
        return createPath(session(), lockPath(), {}, std::move(done));
    QPointer<AccumuloServer> self(this);
    createPath(session(), lockPath(), {}, [self, done](ZkError error) {
        if (!self || error != ZkError::Ok)
            return done(error);
        createPath(self->session(), childPath(self->m_root, u"table_locks"), {}, done);
    });
}

void AccumuloServer::acquire()
{
    m_lock->acquire();
}

void AccumuloServer::release()
{
    // Stepping down ends this manager's part only: its transactions' table locks stay for the next.
    m_leading = false;
    m_fate.stop();
    m_lock->release();
}

void AccumuloServer::onLockHeld(const QString &node)
{
    if (m_service == Service::Manager) {
        m_leading = true;
        fateStep();
        m_fate.start();
    }
    Q_EMIT acquired(node);
}

// One table's transactions advance: with fewer than two entries a new transaction locks the
// table (queued behind the one there), otherwise the oldest finishes and unlocks. Table 2 sees
// compactions (read) and merges (write) alternate, so a reader waits for a writer and a writer
// for a reader; table 3 only writers.
void AccumuloServer::fateStep()
{
    if (!m_leading)
        return;
    const QStringList tables = fateTables();
    const QString &table = tables.at(m_fateTurn % tables.size());
    ++m_fateTurn;
    const QString folder = childPath(childPath(m_root, u"table_locks"), table);
    QPointer<AccumuloServer> self(this);
    session()->getChildren(folder, false, [self, table](ZkError error, const QStringList &children, const NodeStat &) {
        if (!self || !self->m_leading || (error != ZkError::Ok && error != ZkError::NoNode))
            return;
        const QStringList entries = sortedEntries(children);
        if (entries.size() < 2)
            self->addTableLock(table);
        else
            self->finishTableLock(table, entries.first());
    });
}

void AccumuloServer::addTableLock(const QString &table)
{
    const bool write = table != fateTables().first() || m_mixedAdded++ % 2 == 1;
    // FATE tids are random positive longs.
    const quint64 tid = QRandomGenerator::global()->generate64() & 0x7fffffffffffffffULL;
    createTableLock(childPath(childPath(m_root, u"table_locks"), table), tableLockData(write, tid), false);
}

void AccumuloServer::createTableLock(const QString &folder, const QByteArray &data, bool retried)
{
    QPointer<AccumuloServer> self(this);
    session()->create(childPath(folder, kFlockPrefix), data, CreateMode::PersistentSequential,
                      [self, folder, data, retried](ZkError error, const QString &) {
                          // FateLock.addEntry makes the table's folder when it is missing, then tries again.
                          if (!self || error != ZkError::NoNode || retried)
                              return;
                          createPath(self->session(), folder, {}, [self, folder, data](ZkError made) {
                              if (self && made == ZkError::Ok)
                                  self->createTableLock(folder, data, true);
                          });
                      });
}

void AccumuloServer::finishTableLock(const QString &table, const QString &entry)
{
    const QString folder = childPath(childPath(m_root, u"table_locks"), table);
    QPointer<AccumuloServer> self(this);
    session()->remove(childPath(folder, entry), -1, [self, folder](ZkError) {
        // FateLock.removeEntry then deletes the folder, which fails while others still wait.
        if (self)
            self->session()->remove(folder, -1, [](ZkError) {});
    });
}

} // namespace lockscope
