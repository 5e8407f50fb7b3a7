// SPDX-License-Identifier: Apache-2.0

// The snapshot's times are formatted by hand (a million entries' creation times): they must be
// exactly what QDateTime writes as ISO-8601 UTC with milliseconds, and out of the four-digit
// years the hand-made form declines and Qt's is used.
#include "report/SnapshotJson.h"
#include "batch/TestBatch.h"

#include <QDateTime>
#include <QTest>

namespace tst_snapshottimes {

using namespace lockscope;

namespace {

QString qtForm(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

} // namespace

class TestSnapshotTimes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void asQtWritesThem_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::newRow("epoch") << qint64(0);
        QTest::newRow("one ms") << qint64(1);
        QTest::newRow("leap day 2000")
            << QDateTime(QDate(2000, 2, 29), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
        QTest::newRow("no leap day 2100") << QDateTime(QDate(2100, 3, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        QTest::newRow("end of 1999")
            << QDateTime(QDate(1999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
        QTest::newRow("a lock's ctime") << qint64(1'795'000'123'456);
        QTest::newRow("last ms of 9999")
            << QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
    }
    void asQtWritesThem()
    {
        QFETCH(qint64, ms);
        char text[24];
        const qsizetype size = isoUtcFromMsInto(ms, text);
        QCOMPARE(QString::fromLatin1(text, size), qtForm(ms));
        QCOMPARE(isoUtcFromMs(ms), qtForm(ms));
    }

    // Every fifth day from 1970 to 2400, each at another time of day.
    void everyFewDays()
    {
        const QDateTime from(QDate(1970, 1, 1), QTime(0, 0), Qt::UTC);
        for (qint64 day = 0; day < 156'000; day += 5) {
            const qint64 ms = from.toMSecsSinceEpoch() + day * 86'400'000 + (day * 7'919'123) % 86'400'000;
            char text[24];
            const qsizetype size = isoUtcFromMsInto(ms, text);
            if (QString::fromLatin1(text, size) != qtForm(ms))
                QFAIL(qPrintable(
                    QStringLiteral("%1: %2, Qt writes %3").arg(ms).arg(QString::fromLatin1(text, size), qtForm(ms))));
        }
    }

    void outOfRangeIsQtsForm_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::newRow("before the epoch") << qint64(-1);
        QTest::newRow("year 10000") << qint64(253'402'300'800'000);
    }
    void outOfRangeIsQtsForm()
    {
        QFETCH(qint64, ms);
        char text[24];
        QCOMPARE(isoUtcFromMsInto(ms, text), qsizetype(0));
        QCOMPARE(isoUtcFromMs(ms), qtForm(ms));
    }
};

LOCKSCOPE_TEST(TestSnapshotTimes)

} // namespace tst_snapshottimes

#include "tst_snapshottimes.moc"
