// SPDX-License-Identifier: Apache-2.0

// The audit log dialog with typical records, offscreen: at its default size the table needs no
// horizontal scrolling; short columns show their contents whole, the free text (node, reason,
// message...) shares the rest, cut, with the whole text in each cell's tooltip. A screenshot is
// for a person to look at.
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "audit/AuditLog.h"
#include "dialogs/AuditLogDialog.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTreeWidget>

namespace tst_auditlogdialog {

using namespace lockscope;
using namespace lockscope::ui;
using namespace Qt::StringLiterals;

namespace {

const QString kCuratorNode = u"/app/locks/orders/_c_0b1c7d2e-5f4a-4b3c-9d8e-1f2a3b4c5d6e-lock-0000000007"_s;
const QString kReason = u"INC-4821: the payment worker on host pay-7 has been stuck in GC for twenty minutes and "
                        u"every order waits behind it; agreed with the on-call owner of the payments team"_s;
const QString kMessage = u"wrote unlock at version 3; the holder's recipe watches its node for revocation requests "
                         u"and is expected to release within the deadline"_s;

AuditRecord record(const QString &action, const QString &result, const QString &message)
{
    AuditRecord r =
        makeAuditRecord(action, u"zk1.example.com:2181,zk2.example.com:2181,zk3.example.com:2181"_s, kCuratorNode);
    r.user = u"operator"_s;
    r.version = 3;
    r.session = u"0x0100000a02b00003"_s;
    r.reason = kReason;
    r.result = result;
    r.message = message;
    return r;
}

} // namespace

class TestAuditLogDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void fitsWithoutHorizontalScrolling()
    {
        AuditLog log(m_dir.filePath(u"audit.jsonl"_s));
        AuditRecord revoke = record(u"revoke"_s, u"done"_s, kMessage);
        revoke.payload = u"unlock"_s;
        QVERIFY(log.append(revoke));
        QVERIFY(log.append(
            record(u"revoke-wait"_s, u"still held"_s, u"still held after 30000 ms (at version 3); "_s + kMessage)));
        QVERIFY(log.append(record(u"delete"_s, u"done"_s, u"deleted at version 3"_s)));

        AuditLogDialog dialog(&log);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTreeWidget *table = dialog.table();
        QCOMPARE(dialog.recordCount(), 3);
        const auto fits = [table] {
            return table->header()->length() <= table->viewport()->width()
                && !table->horizontalScrollBar()->isVisible();
        };
        QVERIFY2(fits(),
                 qPrintable(
                     u"header %1 px, viewport %2 px"_s.arg(table->header()->length()).arg(table->viewport()->width())));

        // Short columns whole; the free text cut, and whole in the tooltip.
        const QTreeWidgetItem *item = table->topLevelItem(0);
        const QFontMetrics metrics = table->fontMetrics();
        for (int column : {AuditLogDialog::TimeColumn, AuditLogDialog::ActionColumn, AuditLogDialog::SessionColumn})
            QVERIFY(table->columnWidth(column) >= metrics.horizontalAdvance(item->text(column)));
        for (int column : {AuditLogDialog::NodeColumn, AuditLogDialog::ReasonColumn, AuditLogDialog::MessageColumn})
            QVERIFY(table->columnWidth(column) < metrics.horizontalAdvance(item->text(column)));
        QCOMPARE(item->toolTip(AuditLogDialog::NodeColumn), kCuratorNode);
        QCOMPARE(item->toolTip(AuditLogDialog::ReasonColumn), kReason);
        QCOMPARE(table->topLevelItem(1)->toolTip(AuditLogDialog::MessageColumn),
                 u"still held after 30000 ms (at version 3); "_s + kMessage);
        QCOMPARE(table->topLevelItem(2)->toolTip(AuditLogDialog::PayloadColumn), u"unlock"_s);

        const QString shot = test::screenshotDirectory() + u"/audit-log.png"_s; // for a person to look at
        QVERIFY(dialog.grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));

        // Wider, the columns that were cut share the spare width (the node is now whole): still no
        // horizontal scrolling.
        const int reasonWidth = table->columnWidth(AuditLogDialog::ReasonColumn);
        dialog.resize(dialog.width() * 3, dialog.height());
        QVERIFY(QTest::qWaitFor([&] { return table->viewport()->width() > dialog.width() * 3 / 4; }));
        QVERIFY(fits());
        QVERIFY(table->columnWidth(AuditLogDialog::NodeColumn) >= metrics.horizontalAdvance(kCuratorNode));
        QVERIFY(table->columnWidth(AuditLogDialog::ReasonColumn) > reasonWidth);
    }
};

LOCKSCOPE_TEST(TestAuditLogDialog)

} // namespace tst_auditlogdialog
#include "tst_auditlogdialog.moc"
