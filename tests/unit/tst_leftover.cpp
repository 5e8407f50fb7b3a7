// SPDX-License-Identifier: Apache-2.0

// leftover on hand-made trees: empty lock parents idle past the age are counted once per monitored
// path, with examples. Most rows are the healthy shapes that must raise nothing: a lock with a
// holder, an election with a leader, a parent emptied a moment ago, a container node, a system's
// own folders (ClickHouse's, Kafka's), plain data nodes, the monitored path itself.
#include "FindingScenario.h"

#include "findings/FindingIdentity.h"
#include "zk/ZkTypes.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_leftover {

using namespace lockscope;
using namespace lockscope::test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kHour = 3'600'000;
constexpr qint64 kSession = 0x0100000a02b00003LL;

// A node made at `czxid`, `agoMs` before now, whose last child change was at `pzxid`.
NodeInfo node(const QString &name, qint64 czxid, qint64 agoMs, qint64 pzxid = 0, int cversion = 0, int numChildren = 0,
              const QByteArray &data = {}, qint64 owner = 0)
{
    NodeInfo info;
    info.name = name;
    info.stat.czxid = czxid;
    info.stat.mzxid = czxid;
    info.stat.pzxid = pzxid ? pzxid : czxid;
    info.stat.ctimeMs = kNow - agoMs;
    info.stat.mtimeMs = kNow - agoMs;
    info.stat.ephemeralOwner = owner;
    info.stat.cversion = cversion;
    info.stat.numChildren = numChildren;
    info.stat.dataLength = int(data.size());
    info.data = data;
    return info;
}

// A lock parent emptied at zxid `emptiedAt` after `cversion` child changes.
NodeInfo emptied(const QString &name, qint64 czxid, qint64 emptiedAt, int cversion = 4)
{
    return node(name, czxid, 5 * kHour, emptiedAt, cversion);
}

NodeInfo entry(const QString &name, qint64 czxid, qint64 agoMs)
{
    return node(name, czxid, agoMs, 0, 0, 0, "10.0.0.5", kSession);
}

void add(Scenario &s, const QString &path, std::initializer_list<NodeInfo> children, qint64 czxid = 1)
{
    NodeListing listing;
    listing.path = path;
    listing.stat = node(QString(), czxid, 6 * kHour).stat;
    listing.stat.numChildren = int(children.size());
    listing.children = ChildNodes(ChildNodes::Nodes(children));
    s.listings.insert(path, listing);
}

// A later change, made 2 hours ago: it dates the child changes before it (zxids grow with time).
const NodeInfo kLaterChange = node(u"marker"_s, 1000, 2 * kHour);
const QString kLock = u"_c_0b1c2d3e-1111-2222-3333-444455556666-lock-0000000007"_s;

// The tree under /app for `shape`; the monitored path is /app.
void build(Scenario &s, const QString &shape)
{
    s.monitoredPaths = {u"/app"_s};
    if (shape == u"empty lock parents idle for hours") {
        add(s, u"/app"_s, {emptied(u"orders"_s, 10, 500), emptied(u"invoices"_s, 11, 600), kLaterChange});
    } else if (shape == u"a semaphore's empty leases and locks") {
        add(s, u"/app"_s, {node(u"sem"_s, 10, 5 * kHour, 700, 2, 2), kLaterChange});
        add(s, u"/app/sem"_s, {emptied(u"leases"_s, 11, 600), emptied(u"locks"_s, 12, 650)});
    } else if (shape == u"a kazoo semaphore's node keeps max_leases") {
        NodeInfo semaphore = emptied(u"pool"_s, 10, 500);
        semaphore.data = "3";
        semaphore.stat.dataLength = 1;
        add(s, u"/app"_s, {semaphore, emptied(u"pool-__lock__"_s, 11, 600), kLaterChange});
    } else if (shape == u"a lock parent with a holder") {
        add(s, u"/app"_s, {node(u"orders"_s, 10, 5 * kHour, 900, 8, 1), kLaterChange});
        add(s, u"/app/orders"_s, {entry(kLock, 900, 3 * kHour)});
    } else if (shape == u"an election parent with a leader") {
        add(s, u"/app"_s, {node(u"leader"_s, 10, 5 * kHour, 900, 8, 1), kLaterChange});
        add(s, u"/app/leader"_s,
            {entry(u"_c_0b1c2d3e-1111-2222-3333-444455556666-latch-0000000003"_s, 900, 3 * kHour)});
    } else if (shape == u"a parent emptied a moment ago") {
        // Its last child change comes after every change the scan can date.
        add(s, u"/app"_s, {emptied(u"orders"_s, 10, 1500), kLaterChange});
    } else if (shape == u"a parent emptied a moment ago, dated by a newer entry") {
        add(s, u"/app"_s, {emptied(u"orders"_s, 10, 1500), node(u"busy"_s, 20, 5 * kHour, 1600, 9, 1), kLaterChange});
        add(s, u"/app/busy"_s, {entry(kLock, 1600, 10'000)});
    } else if (shape == u"a quiet ensemble: nothing dates the last child change") {
        add(s, u"/app"_s, {emptied(u"orders"_s, 10, 500)});
    } else if (shape == u"a container node the server reaps itself") {
        NodeInfo container = emptied(u"orders"_s, 10, 500);
        container.stat.ephemeralOwner = kContainerOwner;
        add(s, u"/app"_s, {container, kLaterChange});
    } else if (shape == u"ClickHouse's table folders") {
        s.monitoredPaths = {u"/app/tables/01/t"_s};
        add(s, u"/app/tables/01/t"_s,
            {emptied(u"blocks"_s, 10, 500), emptied(u"log"_s, 11, 510), node(u"replicas"_s, 12, 5 * kHour, 520, 1, 1),
             node(u"leader_election"_s, 13, 5 * kHour, 530, 4, 0), kLaterChange});
        add(s, u"/app/tables/01/t/replicas"_s, {node(u"r1"_s, 14, 5 * kHour, 540, 5, 4)});
        add(s, u"/app/tables/01/t/replicas/r1"_s,
            {node(u"host"_s, 15, 5 * kHour, 0, 0, 0, "host: ch1"), node(u"log_pointer"_s, 16, 5 * kHour, 0, 0, 0, "7"),
             emptied(u"queue"_s, 17, 550), emptied(u"parts"_s, 18, 560)});
    } else if (shape == u"Kafka's broker ids with every broker down") {
        add(s, u"/app"_s,
            {node(u"controller_epoch"_s, 10, 5 * kHour, 0, 0, 0, "7"), node(u"brokers"_s, 11, 5 * kHour, 20, 3, 2),
             emptied(u"isr_change_notification"_s, 12, 560), kLaterChange});
        add(s, u"/app/brokers"_s, {emptied(u"ids"_s, 13, 600), node(u"topics"_s, 14, 5 * kHour)});
    } else if (shape == u"a folder that never had children") {
        add(s, u"/app"_s, {node(u"config"_s, 10, 5 * kHour), kLaterChange});
    } else if (shape == u"a node with data of its own") {
        NodeInfo config = emptied(u"settings"_s, 10, 500);
        config.data = "max=5";
        config.stat.dataLength = 5;
        add(s, u"/app"_s, {config, kLaterChange});
    } else if (shape == u"the monitored path itself, empty") {
        s.monitoredPaths = {u"/app/orders"_s};
        add(s, u"/app"_s, {emptied(u"orders"_s, 10, 500), kLaterChange});
        add(s, u"/app/orders"_s, {});
    } else if (shape == u"nested monitored paths count once") {
        s.monitoredPaths = {u"/app"_s, u"/app/sem"_s};
        add(s, u"/app"_s, {node(u"sem"_s, 10, 5 * kHour, 700, 2, 2), kLaterChange});
        add(s, u"/app/sem"_s, {emptied(u"leases"_s, 11, 600), emptied(u"locks"_s, 12, 650)});
    }
}

} // namespace

class TestLeftover : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void leftover_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QStringList>("leftovers"); // full paths; empty: no finding

        QTest::newRow("idle lock parents")
            << u"empty lock parents idle for hours"_s << QStringList{u"/app/invoices"_s, u"/app/orders"_s};
        QTest::newRow("semaphore folders")
            << u"a semaphore's empty leases and locks"_s << QStringList{u"/app/sem/leases"_s, u"/app/sem/locks"_s};
        QTest::newRow("kazoo semaphore") << u"a kazoo semaphore's node keeps max_leases"_s
                                         << QStringList{u"/app/pool"_s, u"/app/pool-__lock__"_s};
        QTest::newRow("nested paths") << u"nested monitored paths count once"_s
                                      << QStringList{u"/app/sem/leases"_s, u"/app/sem/locks"_s};
        // Healthy shapes: nothing.
        for (const QString &shape :
             {u"a lock parent with a holder"_s, u"an election parent with a leader"_s,
              u"a parent emptied a moment ago"_s, u"a parent emptied a moment ago, dated by a newer entry"_s,
              u"a quiet ensemble: nothing dates the last child change"_s, u"a container node the server reaps itself"_s,
              u"ClickHouse's table folders"_s, u"Kafka's broker ids with every broker down"_s,
              u"a folder that never had children"_s, u"a node with data of its own"_s,
              u"the monitored path itself, empty"_s})
            QTest::newRow(qPrintable(shape)) << shape << QStringList();
    }
    void leftover()
    {
        QFETCH(QString, shape);
        QFETCH(QStringList, leftovers);

        Scenario s;
        s.settings.longHeldMs = 0;
        build(s, shape);
        const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Leftover);
        QCOMPARE(found.size(), leftovers.isEmpty() ? 0 : 1);
        if (leftovers.isEmpty())
            return;
        const Finding &finding = found.first();
        QCOMPARE(finding.severity, Severity::Info);
        QCOMPARE(findingKindName(finding.kind), u"leftover"_s);
        QCOMPARE(finding.locks, QStringList{u"/app"_s});
        QCOMPARE(finding.nodes.paths(), leftovers);
        QVERIFY2(finding.detail.startsWith(u"%1 empty lock parent(s) under /app"_s.arg(leftovers.size())),
                 qPrintable(finding.detail));
        QVERIFY2(finding.detail.contains(u"lockscope-cli reap --root /app"_s), qPrintable(finding.detail));

        // Younger than the age, or the age turned off: nothing.
        s.settings.leftoverAgeMs = 6 * kHour;
        QVERIFY(ofKind(s.evaluate().report.findings, FindingKind::Leftover).isEmpty());
        s.settings.leftoverAgeMs = 0;
        QVERIFY(ofKind(s.evaluate().report.findings, FindingKind::Leftover).isEmpty());
    }

    // A parent emptied a moment ago is judged again once it has been idle for the age.
    void dueWhenAParentComesOfAge()
    {
        Scenario s;
        s.settings.longHeldMs = 0;
        build(s, u"a parent emptied a moment ago, dated by a newer entry"_s);
        const Evaluation now = s.evaluate();
        QVERIFY(ofKind(now.report.findings, FindingKind::Leftover).isEmpty());
        QCOMPARE(now.nextDueMs, kNow - 10'000 + kHour + 1);
        const QList<Finding> later = ofKind(s.evaluate(now.nextDueMs).report.findings, FindingKind::Leftover);
        QCOMPARE(later.size(), 1);
        QCOMPARE(later.first().nodes.paths(), QStringList{u"/app/orders"_s});
    }

    // Separate monitored paths (snapshot --root A --root B): one finding each, with its own.
    void eachRootItsOwnFinding()
    {
        Scenario s;
        s.settings.longHeldMs = 0;
        s.monitoredPaths = {u"/app/b"_s, u"/app/a"_s, u"/app/c"_s};
        add(s, u"/app/a"_s, {emptied(u"x"_s, 10, 500), kLaterChange});
        add(s, u"/app/b"_s, {emptied(u"y"_s, 11, 510), emptied(u"z"_s, 12, 520)});
        add(s, u"/app/c"_s, {node(u"config"_s, 13, 5 * kHour)});
        const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Leftover);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].locks, QStringList{u"/app/a"_s});
        QCOMPARE(found[0].nodes.paths(), QStringList{u"/app/a/x"_s});
        QCOMPARE(found[1].locks, QStringList{u"/app/b"_s});
        QCOMPARE(found[1].nodes.paths(), (QStringList{u"/app/b/y"_s, u"/app/b/z"_s}));
    }

    void manyNameAFew()
    {
        Scenario s;
        s.monitoredPaths = {u"/app"_s};
        ChildNodes::Nodes children{kLaterChange};
        for (int i = 0; i < 40; ++i)
            children.push_back(emptied(u"p%1"_s.arg(i, 2, 10, QLatin1Char('0')), 10 + i, 500 + i));
        NodeListing listing;
        listing.path = u"/app"_s;
        listing.children = ChildNodes(children);
        s.listings.insert(listing.path, listing);
        const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Leftover);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().nodes.size(), 5);
        QVERIFY2(found.first().detail.startsWith(u"40 empty lock parent(s)"_s), qPrintable(found.first().detail));
        QVERIFY2(found.first().detail.contains(u"…"_s), qPrintable(found.first().detail));
    }
};

LOCKSCOPE_TEST(TestLeftover)

} // namespace tst_leftover

#include "tst_leftover.moc"
