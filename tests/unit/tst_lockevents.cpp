// SPDX-License-Identifier: Apache-2.0

// diffLockQueues: the watch events that turn one picture of a lock into the next.
#include "monitor/LockEvent.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_lockevents {

using namespace lockscope;

namespace {

// "h1:5" = node n1 holding, session 5; "w2:6" = node n2 waiting, session 6; "h1@7:5" gives the
// node's creation zxid (0, unknown, otherwise); a trailing ":r" marks a revocation payload; a leading "S" makes the queue a semaphore's. "-" = no queue (the
// lock is out of view).
std::optional<LockQueue> queueOf(const QString &spec)
{
    if (spec == QLatin1String("-"))
        return std::nullopt;
    LockQueue queue;
    queue.path = QStringLiteral("/locks/a");
    QStringList items = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!items.isEmpty() && items.first() == QLatin1String("S")) {
        queue.kind = LockKind::Semaphore;
        items.removeFirst();
    }
    for (const QString &item : std::as_const(items)) {
        const QStringList parts = item.split(QLatin1Char(':'));
        LockEntry entry;
        entry.parentPath = queue.path;
        const QStringList nameAndZxid = parts[0].split(QLatin1Char('@'));
        entry.node.edit().name = QStringLiteral("n") + nameAndZxid[0].mid(1);
        entry.node.edit().stat.czxid = nameAndZxid.value(1).toLongLong();
        entry.state = parts[0].startsWith(QLatin1Char('h')) ? EntryState::Holding : EntryState::Waiting;
        entry.node.edit().stat.ephemeralOwner = parts.value(1).toLongLong();
        entry.revocationRequested = parts.value(2) == QLatin1String("r");
        queue.entries.push_back(entry);
    }
    return queue;
}

QStringList describe(const QList<LockEvent> &events)
{
    QStringList out;
    for (const LockEvent &e : events) {
        QString text = lockEventTypeName(e.type);
        if (!e.node.isEmpty())
            text += QLatin1Char(' ') + e.node.section(QLatin1Char('/'), -1);
        out.append(text);
    }
    return out;
}

void row(const char *name, const char *before, const char *after, std::initializer_list<const char *> events)
{
    QStringList expected;
    for (const char *e : events)
        expected.append(QString::fromLatin1(e));
    QTest::newRow(name) << QString::fromLatin1(before) << QString::fromLatin1(after) << expected;
}

} // namespace

class TestLockEvents : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void diff_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QStringList>("events");
        row("appears", "-", "h1:5 w2:6", {"lock-appeared", "acquired n1", "queued n2"});
        row("hand-off: released before acquired", "h1:5 w2:6", "h2:6", {"released n1", "acquired n2"});
        row("waiter gives up", "h1:5 w2:6 w3:7", "h1:5 w3:7", {"abandoned n2"});
        row("nothing changed", "h1:5 w2:6", "h1:5 w2:6", {});
        row("vanishes", "h1:5 w2:6", "-", {"released n1", "abandoned n2", "lock-vanished"});
        row("revocation written", "h1:5 w2:6", "h1:5:r w2:6", {"revocation-requested n1"});
        row("revocation seen once", "h1:5:r", "h1:5:r", {});
        row("new node holds at once", "h1:5", "h1:5 h2:6", {"acquired n2"});
        row("semaphore waiter takes a lease node", "S h1:5 w2:6", "S h1:5 h3:6", {"acquired n3"});
        // kazoo and Curator make the lease, then delete the queue node: two reads apart.
        row("semaphore waiter's node goes after its lease came", "S h1@1:5 w2@2:6 h3@3:6", "S h1@1:5 h3@3:6", {});
        row("semaphore waiter gives up beside an older lease", "S h1@1:6 w2@2:6", "S h1@1:6", {"abandoned n2"});
        row("threads of one session in a mutex", "h1:5 w2:6 w3:6", "h4:6",
            {"released n1", "abandoned n2", "abandoned n3", "acquired n4"});
        row("waiter leaves, another session acquires", "h1:5 w2:6", "h1:5 h3:7", {"abandoned n2", "acquired n3"});
        row("persistent waiter gone, persistent holder new", "h1:5 w2:0", "h1:5 h3:0", {"abandoned n2", "acquired n3"});
        // A one-node lock deleted and taken again between two reads: the same path, another node.
        row("node taken again by another session", "h1@7:5", "h1@9:6", {"released n1", "acquired n1"});
        row("waiter's node made again", "h1@1:5 w2@2:6", "h1@1:5 w2@3:7", {"abandoned n2", "queued n2"});
        row("creation unknown on one side: the same node", "h1:5", "h1@9:5", {});
    }
    void diff()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QStringList, events);
        const auto b = queueOf(before);
        const auto a = queueOf(after);
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(1'000'000, Qt::UTC);
        const QList<LockEvent> diff = diffLockQueues(b ? &*b : nullptr, a ? &*a : nullptr, at);
        QCOMPARE(describe(diff), events);
        for (const LockEvent &e : diff) {
            QCOMPARE(e.at, at);
            QCOMPARE(e.lock, QStringLiteral("/locks/a"));
        }
    }
};

LOCKSCOPE_TEST(TestLockEvents)

} // namespace tst_lockevents

#include "tst_lockevents.moc"
