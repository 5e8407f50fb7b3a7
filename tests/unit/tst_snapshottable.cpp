// SPDX-License-Identifier: Apache-2.0

// The snapshot's table, row by row: every column padded to its width, each note an entry can
// carry, and ages as formatDuration shows them (rows of one moment share one text).

#include "SnapshotTable.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_snapshottable {

using namespace lockscope;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kNow = 1'800'000'000'000;

LockEntry entry(const QString &name, EntryState state, qint64 session, qint64 ageMs)
{
    LockEntry e;
    e.parentPath = u"/app/locks/orders"_s;
    e.node.edit().name = name;
    e.node.edit().stat.ephemeralOwner = session;
    e.node.edit().stat.ctimeMs = kNow - ageMs;
    e.sequence = name.right(10).toLongLong();
    e.state = state;
    return e;
}

} // namespace

class TestSnapshotTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rowsOfALock()
    {
        LockQueue queue;
        queue.path = u"/app/locks/orders"_s;
        queue.recipe = Recipe::Curator;
        queue.kind = LockKind::ReadWrite;
        LockEntry holder = entry(u"_c_1-__READ__0000000001"_s, EntryState::Holding, 0x1000011e20f0001, 61'500);
        holder.mode = EntryMode::Read;
        holder.revocationRequested = true;
        auto owner = std::make_shared<EntryOwner>();
        owner->text = u"broker 3"_s;
        holder.owner = owner;
        holder.acquiredMs = kNow - 2'500; // promoted a moment ago, as a live monitor saw it
        LockEntry waiter =
            entry(u"_c_2-__WRIT__0000000002"_s, EntryState::Waiting, qint64(0x8100000a02b00003ULL), 61'900);
        waiter.mode = EntryMode::Write;
        waiter.waitsForNode = NodeRef{queue.path, holder.node->name};
        LockEntry persistent = entry(u"_c_3-__WRIT__0000000123"_s, EntryState::Waiting, 0, 450);
        persistent.mode = EntryMode::Write;
        persistent.waitsForNode = NodeRef{queue.path, waiter.node->name};
        queue.entries = {holder, waiter, persistent};

        SnapshotInput snapshot;
        snapshot.takenAt = QDateTime::fromMSecsSinceEpoch(kNow, Qt::UTC);
        snapshot.locks = QueueView(std::vector<LockQueue>{queue});
        QString text;
        QTextStream out(&text);
        cli::printSnapshotTable(out, snapshot);
        out.flush();
        const QStringList expected{
            u"/app/locks/orders  curator read-write  holders 1  waiters 2"_s,
            u"    STATE   MODE      SEQUENCE    SESSION            AGE         HELD        NODE"_s,
            u"    holding read      1           0x01000011e20f0001 1 min 1 s   2.5 s       _c_1-__READ__0000000001 revocation requested owner: broker 3"_s,
            u"    waiting write     2           0x8100000a02b00003 1 min 1 s   -           _c_2-__WRIT__0000000002 -> _c_1-__READ__0000000001"_s,
            u"    waiting write     123         (persistent)       450 ms      -           _c_3-__WRIT__0000000123 -> _c_2-__WRIT__0000000002 outlives its client"_s,
            QString(),
        };
        QCOMPARE(text.split(u'\n'), expected);
    }

    void noLocks()
    {
        QString text;
        QTextStream out(&text);
        cli::printSnapshotTable(out, SnapshotInput{});
        out.flush();
        QCOMPARE(text, u"no locks found\n"_s);
    }
};

LOCKSCOPE_TEST(TestSnapshotTable)

} // namespace tst_snapshottable

#include "tst_snapshottable.moc"
