// SPDX-License-Identifier: Apache-2.0

// Nothing silently missed: kazoo clients create lock entries that live 1-5 ms under watched lock
// parents; `watch --json` must report each create and delete either as its own event or inside
// an `unseen` count: seen events + 2 x unseen == creates + deletes made.
#include "ServeProcess.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <csignal>

namespace tst_unseen {

using namespace lockscope;
using lockscope::test::waitUntil;

namespace {

// Threads of one kazoo client, each creating sequential ephemeral entries under its lock and
// deleting them 1-5 ms later. Prints the number of creates made.
const char kChurn[] = R"(
import random, sys, threading, time
from kazoo.client import KazooClient
zk = KazooClient(hosts=sys.argv[1]); zk.start(timeout=15)
locks, per_thread = sys.argv[2].split(','), int(sys.argv[3])
made = [0]
guard = threading.Lock()
def churn(lock):
    for _ in range(per_thread):
        node = zk.create(lock + '/lock-', b'', ephemeral=True, sequence=True, makepath=True)
        time.sleep(random.uniform(0.001, 0.005))
        zk.delete(node)
        with guard:
            made[0] += 1
threads = [threading.Thread(target=churn, args=(lock,)) for lock in locks for _ in range(3)]
for t in threads: t.start()
for t in threads: t.join()
print(made[0]); sys.stdout.flush()
zk.stop()
)";

bool runKazoo(const QString &connect, const QStringList &arguments, QString *out)
{
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
                 QStringList{QStringLiteral("-c"), QString::fromLatin1(kChurn), connect} + arguments);
    const bool ok = python.waitForFinished(120000) && python.exitCode() == 0;
    *out = QString::fromUtf8(python.readAllStandardOutput() + python.readAllStandardError());
    return ok;
}

} // namespace

class TestUnseen : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyCreateAndDeleteIsAnEventOrCounted()
    {
        LOCKSCOPE_START_ZOOKEEPER(server);
        const QStringList locks{QStringLiteral("/churn/a"), QStringLiteral("/churn/b"), QStringLiteral("/churn/c")};
        QString out;
        // The parents exist before the watch starts: the churn below is all there is to see.
        QVERIFY2(runKazoo(server->connectString(), {locks.join(QLatin1Char(',')), QStringLiteral("1")}, &out),
                 qPrintable(out));

        QProcess watch;
        QStringList arguments{QStringLiteral("watch"),        QStringLiteral("--connect"),
                              server->connectString(),        QStringLiteral("--json"),
                              QStringLiteral("--admin-port"), QString::number(server->adminPort())};
        for (const QString &lock : locks)
            arguments << QStringLiteral("--root") << lock;
        watch.start(QStringLiteral(LOCKSCOPE_CLI_PATH), arguments);
        QSet<QString> appeared; // nodes seen joining (their create)
        QHash<QString, QStringList> history;
        qint64 gone = 0; // nodes seen leaving (their delete)
        qint64 unseen = 0;
        bool snapshot = false;
        const auto readLines = [&] {
            while (watch.canReadLine()) {
                const QJsonObject o = QJsonDocument::fromJson(watch.readLine()).object();
                const QString event = o.value(QStringLiteral("event")).toString();
                const QString node = o.value(QStringLiteral("node")).toString();
                history[node].append(event + QLatin1Char('@') + o.value(QStringLiteral("at")).toString());
                if (event == QLatin1String("snapshot"))
                    snapshot = true;
                else if (event == QLatin1String("queued") || event == QLatin1String("acquired"))
                    appeared.insert(node);
                else if (event == QLatin1String("released") || event == QLatin1String("abandoned"))
                    ++gone;
                else if (event == QLatin1String("unseen")) {
                    QVERIFY(locks.contains(o.value(QStringLiteral("lock")).toString()));
                    QVERIFY(o.value(QStringLiteral("count")).toInteger() > 0);
                    unseen += o.value(QStringLiteral("count")).toInteger();
                }
            }
        };
        QVERIFY2(waitUntil(
                     [&] {
                         readLines();
                         return snapshot;
                     },
                     20000),
                 watch.readAllStandardError().constData());
        // serve watches the same locks: its counter of unseen entries is the history's.
        test::ServeProcess serve(QStringLiteral(LOCKSCOPE_CLI_PATH));
        QStringList serveArguments{QStringLiteral("--admin-port"), QString::number(server->adminPort())};
        for (const QString &lock : locks)
            serveArguments << QStringLiteral("--root") << lock;
        QVERIFY2(serve.start(server->connectString(), serveArguments), qPrintable(serve.output()));
        QVERIFY(waitUntil([&] { return serve.get(QStringLiteral("/healthz")).status == 200; }));

        const int perThread = 100;
        QVERIFY2(runKazoo(server->connectString(), {locks.join(QLatin1Char(',')), QString::number(perThread)}, &out),
                 qPrintable(out));
        const qint64 creates = out.trimmed().toLongLong();
        QCOMPARE(creates, qint64(locks.size()) * 3 * perThread);
        const qint64 made = 2 * creates; // every entry was created and deleted
        const bool settled = waitUntil(
            [&] {
                readLines();
                return appeared.size() + gone + 2 * unseen >= made;
            },
            30000);
        if (!settled) { // name the nodes seen joining and never leaving
            for (auto it = history.begin(); it != history.end(); ++it) {
                const QString last = it.value().last();
                if (!it.key().isEmpty() && !last.startsWith(QLatin1String("released"))
                    && !last.startsWith(QLatin1String("abandoned")))
                    qWarning("%s: %s", qPrintable(it.key()), qPrintable(it.value().join(QLatin1Char(' '))));
            }
        }
        QVERIFY2(settled,
                 qPrintable(QStringLiteral("made %1, seen joining %2, leaving %3, unseen %4")
                                .arg(made)
                                .arg(appeared.size())
                                .arg(gone)
                                .arg(unseen)));
        // Nothing counted twice either: a little more time changes nothing.
        QTest::qWait(500);
        readLines();
        qInfo("creates+deletes %lld: seen joining %lld, seen leaving %lld, unseen %lld", made, qint64(appeared.size()),
              gone, unseen);
        QCOMPARE(qint64(appeared.size()) + gone + 2 * unseen, made);
        QCOMPARE(qint64(appeared.size()), gone);
        // Entries of 1-5 ms from nine threads outrun any reader: the count must have had work.
        QVERIFY(unseen > 0);
        // serve's own reads missed entries too; each one it saw acquire or missed is one create.
        const QByteArray metrics = serve.get(QStringLiteral("/metrics")).body;
        double serveCounted = 0;
        for (const QString &lock : locks) {
            const QStringList label{QStringLiteral("lock=\"%1\"").arg(lock)};
            const auto missed =
                test::metricValue(metrics, QStringLiteral("lockscope_lock_unseen_entries_total"), label);
            const auto acquired =
                test::metricValue(metrics, QStringLiteral("lockscope_lock_acquisitions_total"), label);
            QVERIFY2(missed && *missed > 0 && acquired, metrics.constData());
            serveCounted += *missed + *acquired;
        }
        QVERIFY2(serveCounted <= double(creates), qPrintable(QString::number(serveCounted)));
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitCode(), 0);
    }
};

LOCKSCOPE_TEST(TestUnseen)

} // namespace tst_unseen

#include "tst_unseen.moc"
