// SPDX-License-Identifier: Apache-2.0

// Reaping leftovers from the GUI against a real ZooKeeper: the list comes first and deletes
// nothing; Delete removes exactly what was listed, each attempt audited; read-only lists only;
// the main window opens the dialog at the connection's first monitored path.
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "admin/LockAdmin.h"
#include "audit/AuditLog.h"
#include "dialogs/ReapDialog.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/MainWindow.h"
#include "settings/ProfileStore.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTreeWidget>

namespace tst_reapdialog {

using namespace lockscope;
using namespace lockscope::ui;
using lockscope::test::waitUntil;

class TestReapDialog : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<test::ZkWriter> m_writer;
    QTemporaryDir m_dir;
    QString m_base;
    int m_case = 0;

    QString at(const QString &name) const { return m_base + QLatin1Char('/') + name; }

    // Two old empty lock parents and a live lock, then a later change that dates them.
    void buildTree()
    {
        for (const QString &name : {QStringLiteral("old1"), QStringLiteral("old2")}) {
            QCOMPARE(m_writer->createPath(at(name)), ZkError::Ok);
            const QString entry = m_writer->lockNode(at(name) + QStringLiteral("/lock-"));
            QVERIFY(!entry.isEmpty());
            QCOMPARE(m_writer->remove(entry), ZkError::Ok);
        }
        QCOMPARE(m_writer->createPath(at(QStringLiteral("held"))), ZkError::Ok);
        QVERIFY(!m_writer->lockNode(at(QStringLiteral("held/lock-"))).isEmpty());
        QCOMPARE(m_writer->createPath(at(QStringLiteral("marker"))), ZkError::Ok);
        QThread::msleep(1500);
    }

    // The dialog at m_base, listing leftovers idle for a second.
    void listIn(ReapDialog &dialog)
    {
        QSignalSpy listed(&dialog, &ReapDialog::listed);
        dialog.rootEdit()->setText(m_base);
        dialog.ageEdit()->setText(QStringLiteral("1s"));
        dialog.list();
        QVERIFY(waitUntil([&] { return !listed.isEmpty(); }, 10000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void init()
    {
        m_base = QStringLiteral("/reapgui%1").arg(++m_case);
        m_writer = std::make_unique<test::ZkWriter>(m_server->connectString());
        QVERIFY(m_writer->isConnected());
        buildTree();
    }
    void cleanup() { m_writer.reset(); }

    void listsFirstThenDeletesWhatWasListed()
    {
        AuditLog audit(m_dir.filePath(QStringLiteral("audit1.jsonl")));
        LockAdmin admin(&m_writer->session(), &audit);
        ReapDialog dialog(&m_writer->session(), &admin, QStringLiteral("/"));
        listIn(dialog);
        QCOMPARE(dialog.nodes()->topLevelItemCount(), 2);
        QCOMPARE(dialog.nodes()->topLevelItem(0)->text(0), at(QStringLiteral("old1")));
        QCOMPARE(dialog.nodes()->topLevelItem(1)->text(0), at(QStringLiteral("old2")));
        QVERIFY2(dialog.status()->text().startsWith(QStringLiteral("2 leftover(s)")),
                 qPrintable(dialog.status()->text()));
        QVERIFY(m_writer->stat(at(QStringLiteral("old1")))); // listing deletes nothing
        QVERIFY(dialog.deleteButton()->isEnabled());
        // Enter lists again; it never deletes.
        QVERIFY(!dialog.deleteButton()->isDefault() && !dialog.deleteButton()->autoDefault());
        QSignalSpy listedAgain(&dialog, &ReapDialog::listed);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClick(&dialog, Qt::Key_Return);
        QVERIFY(waitUntil([&] { return !listedAgain.isEmpty(); }, 10000));
        QVERIFY(m_writer->stat(at(QStringLiteral("old1"))) && m_writer->stat(at(QStringLiteral("old2"))));
        QVERIFY(dialog.deleteButton()->isEnabled());

        QSignalSpy reaped(&dialog, &ReapDialog::reaped);
        dialog.deleteButton()->click();
        QVERIFY(waitUntil([&] { return !reaped.isEmpty(); }, 10000));
        QCOMPARE(dialog.results().size(), 2);
        QCOMPARE(dialog.nodes()->topLevelItem(0)->text(3), QStringLiteral("deleted"));
        QVERIFY(!m_writer->stat(at(QStringLiteral("old1"))) && !m_writer->stat(at(QStringLiteral("old2"))));
        QVERIFY(m_writer->stat(at(QStringLiteral("held"))) && m_writer->stat(m_base));
        QCOMPARE(audit.read().records.size(), 2);
        QVERIFY(!dialog.deleteButton()->isEnabled()); // once: a new list for more
    }

    void readOnlyListsOnly()
    {
        AuditLog audit(m_dir.filePath(QStringLiteral("audit2.jsonl")));
        LockAdmin admin(&m_writer->session(), &audit);
        admin.setReadOnly(true);
        ReapDialog dialog(&m_writer->session(), &admin, QStringLiteral("/"));
        listIn(dialog);
        QCOMPARE(dialog.nodes()->topLevelItemCount(), 2);
        QVERIFY(!dialog.deleteButton()->isEnabled());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("Read-only")), qPrintable(dialog.status()->text()));
    }

    void anotherRootNeedsANewList()
    {
        AuditLog audit(m_dir.filePath(QStringLiteral("audit3.jsonl")));
        LockAdmin admin(&m_writer->session(), &audit);
        ReapDialog dialog(&m_writer->session(), &admin, QStringLiteral("/"));
        listIn(dialog);
        QVERIFY(dialog.deleteButton()->isEnabled());
        dialog.rootEdit()->setText(QStringLiteral("/elsewhere"));
        Q_EMIT dialog.rootEdit()->textEdited(QStringLiteral("/elsewhere"));
        QVERIFY(!dialog.deleteButton()->isEnabled());
        dialog.list();
        QVERIFY(waitUntil([&] { return dialog.status()->text().contains(QStringLiteral("does not exist")); }, 10000));
    }

    void mainWindowOpensItAtTheMonitoredPath()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("audit4.jsonl")));
        window.show();
        ConnectionProfile p;
        p.name = QStringLiteral("test ensemble");
        p.connectString = m_server->connectString();
        p.discover = {m_base};
        p.adminPort = int(m_server->adminPort());
        ConnectionTab *tab = window.openConnection(p);
        QVERIFY(tab);
        QVERIFY(waitUntil([&] { return window.reapAction()->isEnabled(); }, 10000));
        window.reapAction()->trigger();
        ReapDialog *dialog = nullptr;
        QVERIFY(waitUntil(
            [&] {
                dialog = window.findChild<ReapDialog *>();
                return dialog && !dialog->isBusy() && dialog->status()->text().contains(QStringLiteral("leftover"));
            },
            10000));
        QCOMPARE(dialog->rootEdit()->text(), m_base);
        // Default age 1h: these were emptied a second ago, so nothing is listed.
        QVERIFY2(dialog->status()->text().startsWith(QStringLiteral("0 leftover(s)")),
                 qPrintable(dialog->status()->text()));
        dialog->reject();
    }
};

LOCKSCOPE_TEST(TestReapDialog)

} // namespace tst_reapdialog
#include "tst_reapdialog.moc"
