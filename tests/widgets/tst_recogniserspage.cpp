// SPDX-License-Identifier: Apache-2.0

// Settings → Recognisers, offscreen: the files in force with their origin and rule count, the
// errors of those that did not load (file:line:column: reason), the user's folder made on
// demand, Reload installing what the files now say, and an open connection's locks rebuilt by
// it without a change on the ensemble, named as the new file names them.
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "dialogs/SettingsDialog.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/MainWindow.h"
#include "models/LockListModel.h"
#include "models/RecogniserListModel.h"
#include "monitor/LockMonitor.h"
#include "settings/Recognisers.h"
#include "views/RecognisersPage.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace tst_recogniserspage {

using namespace lockscope;
using namespace lockscope::ui;
using namespace Qt::StringLiterals;
using lockscope::test::waitUntil;

namespace {

const QByteArray kBroken = "id: [x\n";
const QByteArray kBilling = "# SPDX-License-Identifier: Apache-2.0\nid: billing\nname: Billing\n"
                            "names: {ru: Биллинг}\nrules:\n  - name: invoice-lock\n    parent: \"billing/locks\"\n"
                            "    children: \"lock-{seq}\"\n    meaning: lock\n";

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QByteArray ledgerFile()
{
    QFile file(QFINDTESTDATA("data/recognisers/ledger.yaml"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int rowOf(const RecogniserListModel &model, const QString &id)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, RecogniserListModel::IdColumn).data().toString() == id)
            return row;
    }
    return -1;
}

} // namespace

class TestRecognisersPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_extra; // a --recognisers DIR

    QString userFile(const QString &name) const { return userRecogniserDirectory() + u'/' + name; }

private Q_SLOTS:
    void init()
    {
        QDir(userRecogniserDirectory()).removeRecursively();
        QDir(m_extra.path()).removeRecursively();
        QDir().mkpath(m_extra.path());
        setRecogniserDirectories({m_extra.path()});
        QLocale::setDefault(QLocale(QLocale::English));
    }

    void cleanup() { installRecognisers(std::make_shared<const RecogniserCatalogue>(builtInRecognisers())); }

    void listsFilesAndErrors()
    {
        QVERIFY(write(userFile(u"ledger.yaml"_s), ledgerFile()));
        QVERIFY(write(m_extra.filePath(u"broken.yaml"_s), kBroken));
        reloadRecognisers();
        RecognisersPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const RecogniserListModel &model = *page.model();
        QCOMPARE(model.columnCount(), int(RecogniserListModel::ColumnCount));

        const int helix = rowOf(model, u"helix"_s);
        QVERIFY(helix >= 0);
        QCOMPARE(model.index(helix, RecogniserListModel::OriginColumn).data().toString(), u"built in"_s);
        QCOMPARE(model.index(helix, RecogniserListModel::NameColumn).data().toString(), u"Apache Helix"_s);
        QCOMPARE(model.index(helix, RecogniserListModel::SourceColumn).data().toString(), u"built-in:helix.yaml"_s);

        const int ledger = rowOf(model, u"ledger"_s);
        QVERIFY(ledger > helix); // the user's files recognise after the built-in ones
        QCOMPARE(model.index(ledger, RecogniserListModel::OriginColumn).data().toString(), u"user"_s);
        QCOMPARE(model.index(ledger, RecogniserListModel::NameColumn).data().toString(), u"Ledger Service"_s);
        QCOMPARE(model.index(ledger, RecogniserListModel::RulesColumn).data().toInt(), 2);
        QCOMPARE(model.index(ledger, RecogniserListModel::SourceColumn).data().toString(),
                 QFileInfo(userFile(u"ledger.yaml"_s)).absoluteFilePath());
        QCOMPARE(rowOf(model, u"broken"_s), -1);

        // The file that did not load: one line, as `recognisers check` prints it.
        const QStringList errors = page.errorLines();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(QRegularExpression(
                     u"^%1:\\d+:\\d+: .+$"_s.arg(QRegularExpression::escape(m_extra.filePath(u"broken.yaml"_s))))
                     .match(errors.first())
                     .hasMatch(),
                 qPrintable(errors.first()));
    }

    void reloadInstallsWhatTheFilesSay()
    {
        QVERIFY(write(m_extra.filePath(u"broken.yaml"_s), kBroken));
        reloadRecognisers();
        RecognisersPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reloaded(&page, &RecognisersPage::reloaded);
        QCOMPARE(rowOf(*page.model(), u"billing"_s), -1);
        QCOMPARE(page.errorLines().size(), 1);

        QVERIFY(QFile::remove(m_extra.filePath(u"broken.yaml"_s)));
        QVERIFY(write(m_extra.filePath(u"billing.yaml"_s), kBilling));
        QVERIFY(!installedRecognisers()->find(u"billing"_s));
        QTest::mouseClick(page.reloadButton(), Qt::LeftButton);
        QCOMPARE(reloaded.count(), 1);
        QVERIFY(installedRecognisers()->find(u"billing"_s));
        const int billing = rowOf(*page.model(), u"billing"_s);
        QVERIFY(billing >= 0);
        QCOMPARE(page.model()->index(billing, RecogniserListModel::OriginColumn).data().toString(), u"user"_s);
        QVERIFY(page.errorLines().isEmpty());
        QVERIFY(!page.statusText().isEmpty());
    }

    void openFolderMakesIt()
    {
        QVERIFY(!QFileInfo::exists(userRecogniserDirectory()));
        RecognisersPage page;
        QList<QUrl> opened;
        page.setFolderOpener([&](const QUrl &url) {
            opened.append(url);
            return true;
        });
        QTest::mouseClick(page.openFolderButton(), Qt::LeftButton);
        QVERIFY(QFileInfo(userRecogniserDirectory()).isDir());
        QCOMPARE(opened, QList<QUrl>{QUrl::fromLocalFile(userRecogniserDirectory())});
        QVERIFY(page.statusText().isEmpty());
        page.setFolderOpener([](const QUrl &) { return false; });
        QTest::mouseClick(page.openFolderButton(), Qt::LeftButton);
        QVERIFY(page.statusText().contains(userRecogniserDirectory())); // where to put the files, then
    }

    // Reload from the main window's Settings: a lock already shown is recognised by the new file
    // at once, with nothing changed on the ensemble.
    void reloadRebuildsOpenConnections()
    {
        const auto server = test::startZooKeeper();
        QVERIFY(server);
        test::ZkWriter w(server->connectString());
        QVERIFY(waitUntil([&] { return w.isConnected(); }));
        const QString lockPath = u"/ledger/2f7c9d1e-4b3a-4e8f-9c62-5a1d0e7b3f48/managers/lock"_s;
        QCOMPARE(w.createPath(lockPath), ZkError::Ok);
        const QString node =
            w.lockNode(lockPath + u"/zlock#44755fbe-1c9e-40b3-8458-03abaf950d7e#"_s, CreateMode::EphemeralSequential,
                       R"({"descriptors":[{"uuid":"44755fbe-1c9e-40b3-8458-03abaf950d7e","service":"MANAGER",)"
                       R"("address":"manager1.example.com:9999","group":"default"}]})");
        QVERIFY(!node.isEmpty());

        MainWindow window(m_extra.filePath(u"audit.jsonl"_s));
        ConnectionProfile profile;
        profile.connectString = server->connectString();
        profile.discover = {u"/ledger"_s};
        profile.adminPort = 0;
        ConnectionTab *tab = window.openConnection(profile);
        QVERIFY(tab);
        LockMonitor *monitor = tab->connection()->monitor();
        const auto queue = [&]() -> std::optional<LockQueue> {
            for (const LockQueue &q : monitor->locks()) {
                if (q.path == lockPath)
                    return q;
            }
            return std::nullopt;
        };
        QVERIFY(waitUntil([&] { return monitor->isSynced() && queue(); }));
        QVERIFY(queue()->system != u"ledger"_s);

        QVERIFY(write(userFile(u"ledger.yaml"_s), ledgerFile()));
        SettingsDialog *settings = window.showSettings();
        QCOMPARE(window.showSettings(), settings); // one at a time
        QTest::mouseClick(settings->recognisersPage()->reloadButton(), Qt::LeftButton);
        QCOMPARE(queue()->system, u"ledger"_s); // rebuilt at once, from what was read
        QCOMPARE(queue()->role, u"managers"_s);
        QCOMPARE(queue()->entries.front().owner->text, u"manager1.example.com:9999"_s);
        LockListModel *locks = tab->connection()->locks();
        QVERIFY(waitUntil(
            [&] {
                const int row = locks->rowOfKey(queue()->key());
                return row >= 0
                    && locks->index(row, LockListModel::SystemColumn).data().toString()
                    == u"Ledger Service · manager"_s;
            },
            5000));
    }
};

LOCKSCOPE_TEST(TestRecognisersPage)

} // namespace tst_recogniserspage

#include "tst_recogniserspage.moc"
