// SPDX-License-Identifier: Apache-2.0

// lockscope-sim's command line and the demo scenarios, without a server.
#include "demo/DemoScenario.h"
#include "sim/AccumuloServer.h"
#include "zk/ZkPaths.h"
#include "sim/SimOptions.h"
#include "batch/TestBatch.h"

#include <QSet>
#include <QTest>

namespace tst_simoptions {

using namespace lockscope;

namespace {

SimParseResult parse(const QStringList &arguments)
{
    return parseSimArguments(QStringList{QStringLiteral("lockscope-sim")} + arguments);
}

const QStringList kBase = {QStringLiteral("--connect"), QStringLiteral("127.0.0.1:2181"), QStringLiteral("--lock"),
                           QStringLiteral("/demo/a")};

} // namespace

class TestSimOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesEveryOption()
    {
        const SimParseResult r =
            parse(kBase
                  + QStringList{QStringLiteral("--kind"), QStringLiteral("deadlock"), QStringLiteral("--second-lock"),
                                QStringLiteral("/demo/b"), QStringLiteral("--hold"), QStringLiteral("250"),
                                QStringLiteral("--think"), QStringLiteral("0"), QStringLiteral("--id"),
                                QStringLiteral("worker-7"), QStringLiteral("--rounds"), QStringLiteral("3"),
                                QStringLiteral("--session-timeout"), QStringLiteral("1500"),
                                QStringLiteral("--timeout"), QStringLiteral("900")});
        QVERIFY2(r.options, qPrintable(r.error));
        const SimOptions &o = *r.options;
        QCOMPARE(o.kind, SimKind::Deadlock);
        QCOMPARE(o.lock, QStringLiteral("/demo/a"));
        QCOMPARE(o.secondLock, QStringLiteral("/demo/b"));
        QCOMPARE(o.holdMs, 250);
        QCOMPARE(o.thinkMs, 0);
        QCOMPARE(o.id, QStringLiteral("worker-7"));
        QCOMPARE(o.rounds, 3);
        QCOMPARE(o.sessionTimeoutMs, 1500);
        QCOMPARE(o.timeoutMs, 900);
    }

    void rejectsBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const QString kind = QStringLiteral("--kind");
        QTest::newRow("no kind") << kBase << QStringLiteral("--kind KIND is required");
        QTest::newRow("unknown kind") << kBase + QStringList{kind, QStringLiteral("lazy")}
                                      << QStringLiteral("unknown --kind");
        QTest::newRow("no connect") << QStringList{kind, QStringLiteral("fair"), QStringLiteral("--lock"),
                                                   QStringLiteral("/a")}
                                    << QStringLiteral("--connect");
        QTest::newRow("relative lock")
            << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),    kind,
                           QStringLiteral("fair"),      QStringLiteral("--lock"), QStringLiteral("a")}
            << QStringLiteral("starts with '/'");
        QTest::newRow("deadlock alone") << kBase + QStringList{kind, QStringLiteral("deadlock")}
                                        << QStringLiteral("--second-lock");
        QTest::newRow("second lock elsewhere")
            << kBase + QStringList{kind, QStringLiteral("fair"), QStringLiteral("--second-lock"), QStringLiteral("/b")}
            << QStringLiteral("deadlock only");
        QTest::newRow("negative hold") << kBase
                + QStringList{kind, QStringLiteral("fair"), QStringLiteral("--hold"), QStringLiteral("-1")}
                                       << QStringLiteral("--hold");
        QTest::newRow("zero session") << kBase
                + QStringList{kind, QStringLiteral("fair"), QStringLiteral("--session-timeout"), QStringLiteral("0")}
                                      << QStringLiteral("--session-timeout");
        QTest::newRow("stray word") << kBase + QStringList{kind, QStringLiteral("fair"), QStringLiteral("extra")}
                                    << QStringLiteral("unexpected argument");
    }
    void rejectsBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const SimParseResult r = parse(arguments);
        QVERIFY(!r.options);
        QVERIFY2(r.error.contains(error), qPrintable(r.error));
    }

    void argumentsRoundTrip()
    {
        SimOptions o;
        o.connect = QStringLiteral("127.0.0.1:3000");
        o.kind = SimKind::Semaphore;
        o.lock = QStringLiteral("/demo/pool");
        o.holdMs = 1234;
        o.thinkMs = 55;
        o.id = QStringLiteral("semaphore-2");
        o.rounds = 4;
        o.sessionTimeoutMs = 2222;
        o.timeoutMs = 3333;
        o.leases = 3;
        const SimParseResult r = parse(simArguments(o));
        QVERIFY2(r.options, qPrintable(r.error));
        QCOMPARE(simArguments(*r.options), simArguments(o));
        QCOMPARE(r.options->leases, 3);
    }

    void everyScenarioIsRunnable()
    {
        const QStringList names = demoScenarioNames();
        QCOMPARE(names.first(), QStringLiteral("default"));
        for (const char *required : {"default", "contention", "herd", "deadlock", "leaky", "revocation"})
            QVERIFY2(names.contains(QString::fromLatin1(required)), required);
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        for (const QString &name : names) {
            const std::optional<DemoScenario> scenario = demoScenario(name);
            QVERIFY(scenario && !scenario->clients.empty() && !scenario->description.isEmpty());
            for (const DemoClientSpec &spec : scenario->clients) {
                // Under one of the paths a monitor of the scenario discovers.
                QVERIFY2(std::any_of(scenario->discover.begin(), scenario->discover.end(),
                                     [&](const QString &root) {
                                         return spec.lock.startsWith(root + QLatin1Char('/')) || spec.lock == root;
                                     }),
                         qPrintable(spec.lock));
                QVERIFY(pathProblem(spec.lock).isEmpty());
                QCOMPARE(spec.kind == SimKind::Deadlock, !spec.secondLock.isEmpty());
                // What the runner will pass is what lockscope-sim accepts.
                SimOptions o;
                o.connect = QStringLiteral("127.0.0.1:1");
                o.kind = spec.kind;
                o.lock = spec.lock;
                o.secondLock = spec.secondLock;
                o.holdMs = spec.holdMs;
                o.thinkMs = spec.thinkMs;
                QVERIFY2(parse(simArguments(o)).options, qPrintable(name + QLatin1Char(' ') + spec.lock));
            }
        }
        QVERIFY(!demoScenario(QStringLiteral("nope")));
    }

    void defaultScenarioShowsEveryKind()
    {
        const DemoScenario scenario = *demoScenario(QStringLiteral("default"));
        QSet<SimKind> kinds;
        QMap<QString, int> perLock;
        for (const DemoClientSpec &spec : scenario.clients) {
            kinds.insert(spec.kind);
            ++perLock[spec.lock];
        }
        for (SimKind kind : allSimKinds())
            QVERIFY2(kinds.contains(kind) || isSystemKind(kind),
                     qPrintable(simKindName(kind))); // systems: their own scenario
        QVERIFY(perLock.value(QStringLiteral("/demo/orders")) >= 3); // contention is visible
    }

    void lockRootsIncludeWhatMonitorsNeed()
    {
        DemoClientSpec herd = DemoClientSpec::of(SimKind::Herd, QStringLiteral("/demo/herd/Key1"));
        QCOMPARE(lockRootsOf(herd), (QList<DemoLockRoot>{{QStringLiteral("/demo/herd"), {}}}));
        DemoClientSpec pool = DemoClientSpec::of(SimKind::Semaphore, QStringLiteral("/demo/pool"));
        pool.leases = 3;
        QCOMPARE(
            lockRootsOf(pool),
            (QList<DemoLockRoot>{{QStringLiteral("/demo/pool"), "3"}, {QStringLiteral("/demo/pool-__lock__"), {}}}));
        QVERIFY(DemoClientSpec::of(SimKind::Fair, QStringLiteral("/a")).restart);
        QVERIFY(!DemoClientSpec::of(SimKind::Leaky, QStringLiteral("/a")).restart);
        const QString instance = QStringLiteral("/accumulo/2f7c9d1e-4b3a-4e8f-9c62-5a1d0e7b3f48");
        QCOMPARE(lockRootsOf(DemoClientSpec::of(SimKind::AccumuloManager, instance)),
                 (QList<DemoLockRoot>{{instance + QStringLiteral("/managers/lock"), {}},
                                      {instance + QStringLiteral("/table_locks"), {}}}));
        QCOMPARE(lockRootsOf(DemoClientSpec::of(SimKind::AccumuloGc, instance)),
                 (QList<DemoLockRoot>{{instance + QStringLiteral("/gc/lock"), {}}}));
    }

    // The bytes Accumulo writes: ServiceLockData as Gson serialises it, and FATE's
    // DistributedReadWriteLock entries (type, ':', FastFormat.toZeroPaddedHex of the tid).
    void accumuloBytes()
    {
        const QUuid uuid(QStringLiteral("44755fbe-1c9e-40b3-8458-03abaf950d7e"));
        QCOMPARE(AccumuloServer::serviceLockData(uuid, QStringLiteral("MANAGER"),
                                                 QStringLiteral("manager1.example.com:9999")),
                 QByteArray(R"({"descriptors":[{"uuid":"44755fbe-1c9e-40b3-8458-03abaf950d7e","service":"MANAGER",)"
                            R"("address":"manager1.example.com:9999","group":"default"}]})"));
        QCOMPARE(AccumuloServer::tableLockData(false, 0xa3b4c5dULL), QByteArray("READ:000000000a3b4c5d"));
        QCOMPARE(AccumuloServer::tableLockData(true, 0x7fffffffffffffffULL), QByteArray("WRITE:7fffffffffffffff"));
        QCOMPARE(simKindFromName(QStringLiteral("accumulo-manager")), SimKind::AccumuloManager);
        QCOMPARE(simKindFromName(QStringLiteral("accumulo-gc")), SimKind::AccumuloGc);
        QVERIFY(isSystemKind(SimKind::AccumuloManager) && isWellBehaved(SimKind::AccumuloGc));
    }
};

LOCKSCOPE_TEST(TestSimOptions)

} // namespace tst_simoptions

#include "tst_simoptions.moc"
