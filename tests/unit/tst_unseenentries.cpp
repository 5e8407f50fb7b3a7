// SPDX-License-Identifier: Apache-2.0

// UnseenEntries: the cversion arithmetic that counts entries which joined and left a lock parent
// between two reads, over sequences of listings as the monitor sees them.
#include "monitor/UnseenEntries.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_unseenentries {

using namespace lockscope;

namespace {

// "CVERSION name name* ...": one listing of /lock; a trailing * marks a child listed but not
// read yet; "name@CZXID" gives a child's creation zxid (100 otherwise). "CVERSION@CZXID ..." gives the parent another czxid (deleted and created again).
NodeListing listing(const QString &step)
{
    QStringList parts = step.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QStringList version = parts.takeFirst().split(QLatin1Char('@'));
    NodeListing l;
    l.path = QStringLiteral("/lock");
    l.stat.cversion = version[0].toInt();
    l.stat.czxid = version.size() > 1 ? version[1].toLongLong() : 1;
    for (const QString &part : parts) {
        NodeInfo child;
        const QStringList nameAndZxid = part.split(QLatin1Char('@')); // "name@CZXID": the child's own
        child.name = part.endsWith(QLatin1Char('*')) ? part.chopped(1) : nameAndZxid[0];
        child.stat.czxid =
            part.endsWith(QLatin1Char('*')) ? 0 : nameAndZxid.value(1, QStringLiteral("100")).toLongLong();
        l.children.push_back(child);
    }
    return l;
}

} // namespace

class TestUnseenEntries : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsWhatNoListingShowed_data()
    {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QList<qint64>>("unseen"); // returned by each step
        QTest::newRow("first listing is the baseline") << QStringList{QStringLiteral("7 a b")} << QList<qint64>{0};
        QTest::newRow("seen create and delete")
            << QStringList{QStringLiteral("0 a"), QStringLiteral("1 a b"), QStringLiteral("2 a")}
            << QList<qint64>{0, 0, 0};
        QTest::newRow("one came and went")
            << QStringList{QStringLiteral("0 a"), QStringLiteral("2 a")} << QList<qint64>{0, 1};
        QTest::newRow("three came and went, one seen")
            << QStringList{QStringLiteral("0"), QStringLiteral("7 d")} << QList<qint64>{0, 3};
        QTest::newRow("listed then read")
            << QStringList{QStringLiteral("0"), QStringLiteral("1 a*"), QStringLiteral("1 a")}
            << QList<qint64>{0, 0, 0};
        QTest::newRow("listed, gone before its read")
            << QStringList{QStringLiteral("0"), QStringLiteral("1 a*"), QStringLiteral("1"), QStringLiteral("2")}
            << QList<qint64>{0, 0, 0, 1};
        QTest::newRow("unread at the baseline counts once read")
            << QStringList{QStringLiteral("5 a b*"), QStringLiteral("5 a b"), QStringLiteral("6 a")}
            << QList<qint64>{0, 0, 0};
        QTest::newRow("re-read after a new session is no change")
            << QStringList{QStringLiteral("3 a b"), QStringLiteral("3 a* b*"), QStringLiteral("3 a b")}
            << QList<qint64>{0, 0, 0};
        QTest::newRow("gone at a re-read before the listing")
            << QStringList{QStringLiteral("3 a b"), QStringLiteral("3 a"), QStringLiteral("6 a")}
            << QList<qint64>{0, 0, 1};
        QTest::newRow("parent created again")
            << QStringList{QStringLiteral("40 a"), QStringLiteral("2@9 b")} << QList<qint64>{0, 0};
        QTest::newRow("same name created again")
            << QStringList{QStringLiteral("1 lock"), QStringLiteral("3 lock")} << QList<qint64>{0, 1};
        // Its new creation zxid shows it was made again: the events report both, none is unseen.
        QTest::newRow("same name, another node, seen")
            << QStringList{QStringLiteral("1 lock@100"), QStringLiteral("3 lock@200")} << QList<qint64>{0, 0};
        QTest::newRow("made again twice, one pair unseen")
            << QStringList{QStringLiteral("1 lock@100"), QStringLiteral("5 lock@300")} << QList<qint64>{0, 1};
    }
    void countsWhatNoListingShowed()
    {
        QFETCH(QStringList, steps);
        QFETCH(QList<qint64>, unseen);
        UnseenEntries tally;
        QList<qint64> got;
        for (const QString &step : steps)
            got.append(tally.account(listing(step)));
        QCOMPARE(got, unseen);
    }

    // Which lock an unseen count goes to. Queues: "PATH[#QUEUE][>ENTRY_PARENT]".
    void attributesToTheLockBuiltFromTheParent_data()
    {
        QTest::addColumn<QString>("parent");
        QTest::addColumn<QStringList>("queues");
        QTest::addColumn<QString>("lock");
        QTest::addColumn<QString>("queue");
        QTest::newRow("its own queue") << QStringLiteral("/l") << QStringList{QStringLiteral("/l")}
                                       << QStringLiteral("/l") << QString();
        QTest::newRow("a named queue") << QStringLiteral("/l") << QStringList{QStringLiteral("/l#orderA_")}
                                       << QStringLiteral("/l") << QStringLiteral("orderA_");
        QTest::newRow("several queues: no queue")
            << QStringLiteral("/l") << QStringList{QStringLiteral("/l#a_"), QStringLiteral("/l#b_")}
            << QStringLiteral("/l") << QString();
        QTest::newRow("semaphore folder") << QStringLiteral("/s/leases")
                                          << QStringList{QStringLiteral("/s>/s/leases"), QStringLiteral("/t>/t/leases")}
                                          << QStringLiteral("/s") << QString();
        QTest::newRow("nothing built") << QStringLiteral("/l") << QStringList{QStringLiteral("/other")}
                                       << QStringLiteral("/l") << QString();
    }
    void attributesToTheLockBuiltFromTheParent()
    {
        QFETCH(QString, parent);
        QFETCH(QStringList, queues);
        QFETCH(QString, lock);
        QFETCH(QString, queue);
        std::vector<LockQueue> built;
        for (const QString &text : queues) {
            LockQueue q;
            const QString head = text.section(QLatin1Char('>'), 0, 0);
            q.path = head.section(QLatin1Char('#'), 0, 0);
            q.queue = head.section(QLatin1Char('#'), 1);
            LockEntry entry;
            entry.parentPath = text.contains(QLatin1Char('>')) ? text.section(QLatin1Char('>'), 1) : q.path;
            q.entries.push_back(entry);
            built.push_back(q);
        }
        std::vector<const LockQueue *> candidates;
        for (const LockQueue &q : built)
            candidates.push_back(&q);
        const LockEvent event = unseenEvent(parent, 3, QDateTime::currentDateTimeUtc(), candidates);
        QCOMPARE(event.type, LockEventType::Unseen);
        QCOMPARE(event.count, 3);
        QCOMPARE(event.lock, lock);
        QCOMPARE(event.queue, queue);
        QVERIFY(event.node.isEmpty());
    }

    void forgetStartsAfresh()
    {
        UnseenEntries tally;
        QCOMPARE(tally.account(listing(QStringLiteral("0"))), 0);
        tally.forget(QStringLiteral("/lock"));
        QCOMPARE(tally.account(listing(QStringLiteral("10"))), 0);
        QCOMPARE(tally.account(listing(QStringLiteral("12"))), 1);
    }
};

LOCKSCOPE_TEST(TestUnseenEntries)

} // namespace tst_unseenentries

#include "tst_unseenentries.moc"
