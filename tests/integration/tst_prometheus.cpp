// SPDX-License-Identifier: Apache-2.0

// The operations files with the real things: promtool on the shipped rules and config, the
// rules' own unit tests, then Debian's Prometheus scraping lockscope-cli serve with the shipped
// scrape config while kazoo clients hand a lock around; its HTTP API must return the holders,
// waiters and counters the clients caused, every dashboard query must run, and promtool must
// accept the live /metrics output.
#include "LockClientProcess.h"
#include "PrometheusServer.h"
#include "ProcessRun.h"
#include "ServeProcess.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace tst_prometheus {

using namespace lockscope;
using namespace lockscope::test;
using Kind = LockClientProcess::Kind;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);

QString deployPath(const QString &relative)
{
    return QDir(qEnvironmentVariable("LOCKSCOPE_SOURCE_DIR")).filePath(QStringLiteral("deploy/") + relative);
}

QByteArray readDeployFile(const QString &relative)
{
    QFile file(deployPath(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ProcessRun promtool(const QStringList &arguments)
{
    return runProcess(QString::fromLatin1(PrometheusServer::kPromtool), arguments);
}

// Every PromQL expression of the shipped Grafana dashboard, its variables given test values.
QStringList dashboardQueries()
{
    const QJsonObject dashboard =
        QJsonDocument::fromJson(readDeployFile(QStringLiteral("grafana/lockscope-dashboard.json"))).object();
    QStringList queries;
    for (const QJsonValue &panel : dashboard.value(QStringLiteral("panels")).toArray()) {
        for (const QJsonValue &target : panel.toObject().value(QStringLiteral("targets")).toArray()) {
            QString expr = target.toObject().value(QStringLiteral("expr")).toString();
            expr.replace(QLatin1String("$__rate_interval"), QLatin1String("1m"))
                .replace(QLatin1String("$lock"), QLatin1String(".*"));
            queries.append(expr);
        }
    }
    return queries;
}

} // namespace

class TestPrometheus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        if (!PrometheusServer::isAvailable(&why))
            QSKIP(qPrintable(why));
    }

    void shippedFilesPassPromtool()
    {
        ProcessRun run = promtool({QStringLiteral("check"), QStringLiteral("rules"),
                                   deployPath(QStringLiteral("prometheus/lockscope-rules.yml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("8 rules found")), qPrintable(run.out));
        run = promtool({QStringLiteral("check"), QStringLiteral("config"),
                        deployPath(QStringLiteral("prometheus/prometheus.yml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        // The rules' examples: each alert fires when it should and not before.
        run = promtool({QStringLiteral("test"), QStringLiteral("rules"),
                        deployPath(QStringLiteral("prometheus/lockscope-rules.test.yml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(!dashboardQueries().isEmpty(), "the dashboard has no queries");
    }

    void prometheusSeesLocksHandedAround()
    {
        LOCKSCOPE_START_ZOOKEEPER(server);
        const QString lock = QStringLiteral("/prom/orders");
        LOCKSCOPE_START_LOCK_CLIENT(a, Kind::Kazoo, server->connectString());
        LOCKSCOPE_START_LOCK_CLIENT(b, Kind::Kazoo, server->connectString());
        QVERIFY(!a->request(QStringLiteral("lock ") + lock + QStringLiteral(" alpha"), QStringLiteral("acquired"))
                     .isEmpty());
        QVERIFY(
            !b->request(QStringLiteral("lock ") + lock + QStringLiteral(" beta"), QStringLiteral("waiting")).isEmpty());

        ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(server->connectString(),
                             {QStringLiteral("--root"), lock, QStringLiteral("--admin-port"),
                              QString::number(server->adminPort())}),
                 qPrintable(serve.output()));
        // The shipped scrape config, pointed at this serve and scraping every second.
        QByteArray config = readDeployFile(QStringLiteral("prometheus/prometheus.yml"));
        QVERIFY(config.contains("127.0.0.1:9797") && config.contains("scrape_interval: 15s"));
        config.replace("127.0.0.1:9797", QByteArray("127.0.0.1:" + QByteArray::number(serve.port())));
        config.replace("scrape_interval: 15s", "scrape_interval: 1s")
            .replace("evaluation_interval: 15s", "evaluation_interval: 1s");
        PrometheusServer prometheus;
        QVERIFY2(prometheus.start({{QStringLiteral("prometheus.yml"), config},
                                   {QStringLiteral("lockscope-rules.yml"),
                                    readDeployFile(QStringLiteral("prometheus/lockscope-rules.yml"))}}),
                 qPrintable(prometheus.log()));

        const QString sel = QStringLiteral("{lock=\"%1\"}").arg(lock);
        QTRY_COMPARE_WITH_TIMEOUT(prometheus.value(QStringLiteral("lockscope_lock_holders") + sel),
                                  std::optional<double>(1), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(prometheus.value(QStringLiteral("lockscope_lock_waiters") + sel),
                                  std::optional<double>(1), 30000);
        QCOMPARE(prometheus.value(QStringLiteral("up{job=\"lockscope\"}")), std::optional<double>(1));
        QCOMPARE(prometheus.value(QStringLiteral("lockscope_up")), std::optional<double>(1));
        const QJsonObject labels = prometheus.query(QStringLiteral("lockscope_lock_holders") + sel)
                                       ->first()
                                       .toObject()
                                       .value(QStringLiteral("metric"))
                                       .toObject();
        QCOMPARE(labels.value(QStringLiteral("recipe")).toString(), QStringLiteral("kazoo"));
        QCOMPARE(labels.value(QStringLiteral("kind")).toString(), QStringLiteral("mutex"));
        QCOMPARE(labels.value(QStringLiteral("ensemble")).toString(), QStringLiteral("main"));

        // a hands the lock to b, b lets it go: two acquisitions seen (a's was already there when
        // serve started, b's happened under its eyes), one wait and one hold completed... then b's.
        QVERIFY(!a->request(QStringLiteral("release ") + lock, QStringLiteral("released")).isEmpty());
        QVERIFY(!b->waitForLine(QStringLiteral("acquired")).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(prometheus.value(QStringLiteral("lockscope_lock_waiters") + sel),
                                  std::optional<double>(0), 30000);
        QVERIFY(!b->request(QStringLiteral("release ") + lock, QStringLiteral("released")).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(prometheus.value(QStringLiteral("lockscope_lock_hold_seconds_count") + sel),
                                  std::optional<double>(2), 30000);
        QCOMPARE(prometheus.value(QStringLiteral("lockscope_lock_acquisitions_total") + sel), std::optional<double>(2));
        QCOMPARE(prometheus.value(QStringLiteral("lockscope_lock_wait_seconds_count") + sel), std::optional<double>(1));
        QCOMPARE(prometheus.value(QStringLiteral("lockscope_lock_holders") + sel), std::optional<double>(0));
        QCOMPARE(
            prometheus.value(QStringLiteral("lockscope_lock_wait_seconds_bucket{le=\"+Inf\",lock=\"%1\"}").arg(lock)),
            std::optional<double>(1));

        // The shipped rules are loaded and evaluate without error against the real series.
        QTRY_VERIFY_WITH_TIMEOUT(prometheus.api(QStringLiteral("rules")).has_value(), 10000);
        const QJsonArray groups =
            prometheus.api(QStringLiteral("rules"))->toObject().value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.size(), 1);
        const auto rulesHealthy = [&prometheus] {
            const QJsonArray rules = prometheus.api(QStringLiteral("rules"))
                                         .value_or(QJsonValue())
                                         .toObject()
                                         .value(QStringLiteral("groups"))
                                         .toArray()
                                         .first()
                                         .toObject()
                                         .value(QStringLiteral("rules"))
                                         .toArray();
            return rules.size() == 8 && std::all_of(rules.begin(), rules.end(), [](const QJsonValue &r) {
                       return r.toObject().value(QStringLiteral("health")).toString() == QLatin1String("ok");
                   });
        };
        QTRY_VERIFY_WITH_TIMEOUT(rulesHealthy(), 15000);
        // Every dashboard query runs against the real series.
        for (const QString &query : dashboardQueries()) {
            QString error;
            QVERIFY2(prometheus.query(query, &error).has_value(), qPrintable(query + QStringLiteral(": ") + error));
        }

        // promtool accepts the live exposition as it comes.
        const HttpReply metrics = serve.get(QStringLiteral("/metrics"));
        QCOMPARE(metrics.status, 200);
        QVERIFY2(metrics.contentType.startsWith("text/plain; version=0.0.4"), metrics.contentType.constData());
        QProcess check;
        check.start(QString::fromLatin1(PrometheusServer::kPromtool),
                    {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY(check.waitForStarted());
        check.write(metrics.body);
        check.closeWriteChannel();
        QVERIFY(check.waitForFinished(30000));
        const QString lint = QString::fromUtf8(check.readAllStandardOutput() + check.readAllStandardError());
        QVERIFY2(check.exitCode() == 0, qPrintable(lint));
    }
};

LOCKSCOPE_TEST(TestPrometheus)

} // namespace tst_prometheus

#include "tst_prometheus.moc"
