// SPDX-License-Identifier: Apache-2.0

// Apache Dubbo's ZooKeeper registry (core/recognisers/files/dubbo.yaml): providers and consumers
// register one node per URL, routers and configurators are rules; thousands in one folder, and
// none of them a lock.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QString kService = QStringLiteral("org.apache.dubbo.demo.DemoService");

// URL.encode: URLEncoder.encode(value, "UTF-8"): all but [A-Za-z0-9.-*_] as %XX, upper case.
QString encoded(const QString &url)
{
    return QString::fromLatin1(url.toUtf8().toPercentEncoding("*", "~"));
}

// ZookeeperRegistry.toUrlPath: toCategoryPath(url) + "/" + URL.encode(url.toFullString()); doRegister
// creates it EPHEMERAL when dynamic (the default), with Curator's default data (the host's IP).
FixtureNode registration(const QString &root, const QString &category, const QString &url, qint64 owner)
{
    return {root + u'/' + kService + u'/' + category + u'/' + encoded(url), owner, "10.0.0.5"};
}

QString provider(int n)
{
    return QStringLiteral("dubbo://10.0.%1.%2:20880/%3?anyhost=true&application=demo-provider&dubbo=2.0.2&interface=%3"
                          "&methods=sayHello,sayHelloAsync&pid=4711&side=provider&timestamp=1714550400000")
        .arg(n / 250)
        .arg(n % 250 + 1)
        .arg(kService);
}

Tree registry(const QString &root, int providers)
{
    Tree tree;
    for (int n = 0; n < providers; ++n)
        tree.append(registration(root, QStringLiteral("providers"), provider(n), n % 2 ? kSessionA : kSessionB));
    tree.append(
        registration(root, QStringLiteral("consumers"),
                     QStringLiteral("consumer://10.0.9.1/%1?application=demo-consumer&category=consumers&check=false"
                                    "&dubbo=2.0.2&interface=%1&methods=sayHello&pid=5151&side=consumer"
                                    "&timestamp=1714550400000")
                         .arg(kService),
                     kSessionC));
    // A static rule (dynamic=false): persistent.
    tree.append(registration(root, QStringLiteral("configurators"),
                             QStringLiteral("override://0.0.0.0/%1?category=configurators&dynamic=false&enabled=true"
                                            "&timeout=5000")
                                 .arg(kService),
                             kPersistent));
    tree.append(registration(root, QStringLiteral("routers"),
                             QStringLiteral("condition://0.0.0.0/%1?category=routers&dynamic=false&enabled=true"
                                            "&force=false&name=blacklist&priority=0&router=condition&rule="
                                            "host+%3D+10.0.0.66+%3D%3E+false&runtime=false")
                                 .arg(kService),
                             kPersistent));
    return tree;
}

} // namespace

class TstDubboSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void encodingIsJavas()
    {
        // What java.net.URLEncoder.encode gives for a provider URL.
        QCOMPARE(encoded(QStringLiteral("dubbo://10.0.0.5:20880/a.B?x=1&y=a,b")),
                 QStringLiteral("dubbo%3A%2F%2F10.0.0.5%3A20880%2Fa.B%3Fx%3D1%26y%3Da%2Cb"));
    }

    void registrations_data()
    {
        QTest::addColumn<QString>("root");
        QTest::addColumn<int>("providers");

        QTest::newRow("default group /dubbo") << QStringLiteral("/dubbo") << 3;
        QTest::newRow("a group of its own under a chroot") << QStringLiteral("/rpc/prod/payments") << 3;
        QTest::newRow("a busy service: 2000 providers") << QStringLiteral("/dubbo") << 2000;
    }
    void registrations()
    {
        QFETCH(QString, root);
        QFETCH(int, providers);

        const Tree tree = registry(root, providers);
        const FixtureTree fixture(tree);
        QHash<QString, SystemClaim> claims; // by folder, each claimed once
        for (qsizetype i = 0; i < tree.size(); ++i) {
            const FixtureNode &node = tree.at(i);
            const bool rule = node.path.contains(u"/routers/") || node.path.contains(u"/configurators/");
            const RecordKind kind = rule ? RecordKind::Configuration : RecordKind::Registration;
            const QString parent = parentPath(node.path);
            if (!claims.contains(parent))
                claims.insert(parent, claimAt(fixture, parent));
            const SystemClaim &claim = claims[parent];
            const QString name = nodeName(node.path);
            QVERIFY2(claim.records.contains(name), qPrintable(node.path));
            QCOMPARE(claim.records.value(name), kind);
            QCOMPARE(claim.recordSystems.value(name), QStringLiteral("dubbo"));
            // A lookup of one node, as `recognisers` and the admin check make it, claims its whole
            // folder: of the busy folder's providers, all alike, the first and the last are asked.
            if (i > 0 && i < providers - 1)
                continue;
            const std::optional<SystemRecord> record = recordAt(fixture, node.path);
            QVERIFY2(record, qPrintable(node.path));
            QCOMPARE(record->system, QStringLiteral("dubbo"));
            QCOMPARE(record->kind, kind);
        }
        for (const QString &category : {QStringLiteral("providers"), QStringLiteral("consumers")}) {
            for (const LockQueue &queue : fixture.build(root + u'/' + kService + u'/' + category, true)) {
                QVERIFY(queue.entries.empty());
                QVERIFY(queue.unrecognized.isEmpty());
            }
        }
        QCOMPARE(lockCount(tree), 0);
        const QStringList findings = findingsAboveInfo(tree);
        QVERIFY2(findings.isEmpty(), qPrintable(findings.join(u" | ").left(2000)));
    }

    void lookAlikes()
    {
        const FixtureTree fixture(Tree{
            {QStringLiteral("/app/jobs/providers/lock-0000000001"), kSessionA, "x"},
            {QStringLiteral("/app/svc/providers/node-1"), kSessionA, "x"},
            {QStringLiteral("/app/svc/members/dubbo%3A%2F%2F10.0.0.5%3A20880"), kSessionA, "x"},
        });
        QVERIFY(!recordAt(fixture, QStringLiteral("/app/jobs/providers/lock-0000000001")));
        QVERIFY(!recordAt(fixture, QStringLiteral("/app/svc/providers/node-1")));
        QVERIFY(!recordAt(fixture, QStringLiteral("/app/svc/members/dubbo%3A%2F%2F10.0.0.5%3A20880")));
    }
};

LOCKSCOPE_TEST(TstDubboSystem)
#include "tst_dubbosystem.moc"
