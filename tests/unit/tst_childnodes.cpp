// SPDX-License-Identifier: Apache-2.0

// A listing's children shared with the entries built from them: an entry points into the
// listing's block, and a later change to the listing never reaches an entry already built.
#include "recipes/LockQueueBuilder.h"
#include "recipes/NodeInfo.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_childnodes {

using namespace lockscope;

namespace {

NodeInfo node(const QString &name, qint64 czxid, const QByteArray &data = {})
{
    NodeInfo info;
    info.name = name;
    info.stat.czxid = czxid;
    info.stat.ephemeralOwner = 0x100 + czxid;
    info.stat.dataLength = qint32(data.size());
    info.data = data;
    return info;
}

} // namespace

class TestChildNodes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sharesWithoutCopying()
    {
        const ChildNodes children{node(QStringLiteral("a"), 1), node(QStringLiteral("b"), 2)};
        const SharedNode shared = children.share(children[1]);
        QCOMPARE(shared.get(), &children[1]);
        QCOMPARE(shared->name, QStringLiteral("b"));
    }

    void anEditAfterSharingCopiesFirst()
    {
        ChildNodes children{node(QStringLiteral("a"), 1, "before")};
        const SharedNode shared = children.share(children[0]);
        children.edit()[0].data = "after";
        QCOMPARE(shared->data, QByteArray("before"));
        QCOMPARE(children[0].data, QByteArray("after"));
        QVERIFY(shared.get() != &children[0]);
        // Not shared since: changed in place.
        const NodeInfo *place = &children[0];
        children.edit()[0].data = "again";
        QCOMPARE(&children[0], place);
    }

    void anEditBeforeSharingChangesInPlace()
    {
        ChildNodes children{node(QStringLiteral("a"), 1)};
        const NodeInfo *place = &children[0];
        children.edit()[0].stat.version = 3;
        QCOMPARE(&children[0], place);
        QCOMPARE(children[0].stat.version, 3);
    }

    void aNodeFromElsewhereIsCopied()
    {
        const ChildNodes children{node(QStringLiteral("a"), 1)};
        NodeInfo outside = node(QStringLiteral("x"), 9);
        const SharedNode shared = children.share(outside);
        QVERIFY(shared.get() != &outside);
        outside.name = QStringLiteral("changed");
        QCOMPARE(shared->name, QStringLiteral("x"));
    }

    void aCopyOfTheListingIsItsOwn()
    {
        ChildNodes children{node(QStringLiteral("a"), 1, "one")};
        const ChildNodes copy = children;
        QVERIFY(&copy[0] != &children[0]);
        const SharedNode fromCopy = copy.share(copy[0]);
        children.edit()[0].data = "two"; // the original was never shared: in place
        QCOMPARE(fromCopy->data, QByteArray("one"));
        QCOMPARE(copy[0].data, QByteArray("one"));
    }

    void emptyAndCleared()
    {
        ChildNodes children;
        QVERIFY(children.empty());
        QCOMPARE(children.begin(), children.end());
        children.push_back(node(QStringLiteral("a"), 1));
        const SharedNode shared = children.share(children[0]);
        children.clear();
        QVERIFY(children.empty());
        QCOMPARE(shared->name, QStringLiteral("a")); // the entry keeps what it saw
        const SharedNode none;
        QVERIFY(none->name.isEmpty());
        QCOMPARE(none->stat.czxid, 0);
    }

    // What the recipes build points into the listing: one NodeInfo per node, not two.
    void queuesShareTheListingsNodes()
    {
        NodeListing listing;
        listing.path = QStringLiteral("/locks/orders");
        ChildNodes::Nodes nodes;
        for (int i = 0; i < 3; ++i)
            nodes.push_back(node(QStringLiteral("lock-%1").arg(i, 10, 10, QLatin1Char('0')), i + 1));
        listing.children = ChildNodes(std::move(nodes));
        const std::vector<LockQueue> queues = buildLockQueues(listing, {}, true, {});
        QCOMPARE(queues.size(), size_t(1));
        QCOMPARE(queues.front().entries.size(), size_t(3));
        for (size_t i = 0; i < 3; ++i)
            QCOMPARE(queues.front().entries[i].node.get(), &listing.children[i]);
        // The monitor reads a node again: the queue already built keeps its picture.
        listing.children.edit()[0].stat.version = 7;
        QCOMPARE(queues.front().entries[0].node->stat.version, 0);
    }
};

LOCKSCOPE_TEST(TestChildNodes)

} // namespace tst_childnodes

#include "tst_childnodes.moc"
