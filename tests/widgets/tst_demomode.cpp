// SPDX-License-Identifier: Apache-2.0

// Demo mode from the GUI: a private ZooKeeper with simulated clients, a tab watching it, and
// everything stopped with the window.
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "demo/DemoRunner.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/MainWindow.h"
#include "timeline/OpenHistoryDialog.h"
#include "models/LockListModel.h"
#include "models/SystemsModel.h"
#include "views/LocksOverview.h"
#include "views/SystemsView.h"

#include <QFileInfo>
#include <QPointer>
#include <QTreeView>

#include <QTabWidget>
#include <QTemporaryDir>

namespace tst_demomode {

using namespace lockscope;
using namespace lockscope::ui;
using lockscope::test::waitUntil;

class TestDemoMode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString whyNot;
        if (!LocalZooKeeper::isAvailable(&whyNot))
            QSKIP(qPrintable(QStringLiteral("ZooKeeper is not installed: ") + whyNot));
        qputenv("LOCKSCOPE_SIM", LOCKSCOPE_SIM_PATH);
    }

    void demoStartsWatchesAndStopsWithTheWindow()
    {
        QTemporaryDir dir;
        auto window = std::make_unique<MainWindow>(dir.filePath(QStringLiteral("audit.jsonl")));
        window->show();
        // A light scenario (five clients on five locks): the test is about the GUI's demo mode, not
        // about any one scenario, and the default one's thirty processes crowd a small machine.
        QVERIFY(window->startDemo(QStringLiteral("deadlock"), true));
        QVERIFY(window->demoRunner());
        QCOMPARE(window->tabWidget()->count(), 1);
        ConnectionTab *tab = window->currentTab();
        QVERIFY(tab->connection()->isReadOnly());
        QCOMPARE(tab->connection()->profile().connectString, window->demoRunner()->connectString());
        // The scenario's clients take their locks: the overview fills up under /demo.
        QVERIFY(waitUntil([&] { return tab->connection()->locks()->rowCount() >= 3; }, 30000));
        QVERIFY(tab->connection()->locks()->summaryAt(0).key.startsWith(QStringLiteral("/demo/")));
        const QList<DemoClient> clients = window->demoRunner()->clients();
        QVERIFY(!clients.isEmpty());

        // A second demo is refused rather than started beside the first.
        QVERIFY(!window->startDemo());

        // Open transaction logs… offers the demo server's data directory and the demo's paths.
        QPointer<OpenHistoryDialog> history = window->showOpenHistoryDialog();
        QVERIFY(history);
        const HistoryOptions options = history->options();
        QCOMPARE(options.dataDirs, QStringList{window->demoRunner()->dataDirectory()});
        QVERIFY(QFileInfo(window->demoRunner()->dataDirectory() + QStringLiteral("/version-2")).isDir());
        QCOMPARE(options.discover, tab->connection()->profile().discover);
        history->close();

        window->close();
        QVERIFY(!window->demoRunner());
        QCOMPARE(window->tabWidget()->count(), 0);
        for (const DemoClient &client : clients) {
            if (client.pid > 0)
                QVERIFY(waitUntil([&] { return !test::processExists(client.pid); }, 10000));
        }
    }

    // Kafka's brokers and an HDFS pair made by lockscope-sim: the Systems tab names them, and a row
    // chosen there is the lock the overview and the queue show.
    void systemsScenarioShowsInTheSystemsTab()
    {
        QTemporaryDir dir;
        auto window = std::make_unique<MainWindow>(dir.filePath(QStringLiteral("audit.jsonl")));
        window->show();
        QVERIFY(window->startDemo(QStringLiteral("systems"), true));
        ConnectionTab *tab = window->currentTab();
        SystemsModel *systems = tab->systemsView()->model();
        const auto line = [&](const QString &key) { return systems->indexOfKey(key).data().toString(); };
        QVERIFY(waitUntil(
            [&] {
                return line(QStringLiteral("/kafka#controller"))
                    .contains(QStringLiteral("Kafka · controller: broker "));
            },
            30000));
        QVERIFY(waitUntil(
            [&] { return line(QStringLiteral("/hadoop-ha/mycluster")).contains(QStringLiteral(".example.com:8020)")); },
            30000));
        QVERIFY(waitUntil(
            [&] {
                return line(QStringLiteral("/hadoop-ha/analytics"))
                    == QStringLiteral("HDFS analytics · no active NameNode");
            },
            30000));
        const QModelIndex kafka = systems->indexOfKey(QStringLiteral("/kafka#controller"));
        tab->systemsView()->view()->setCurrentIndex(kafka);
        QCOMPARE(tab->overview()->currentKey(), QStringLiteral("/kafka#controller"));
        QCOMPARE(tab->connection()->selectedLock(), QStringLiteral("/kafka#controller"));
        window->close();
    }

    void unknownScenarioIsRefused()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("audit.jsonl")));
        QVERIFY(!window.startDemo(QStringLiteral("no-such-scenario")));
        QVERIFY(!window.demoRunner());
        QCOMPARE(window.tabWidget()->count(), 0);
    }
};

LOCKSCOPE_TEST(TestDemoMode)

} // namespace tst_demomode
#include "tst_demomode.moc"
