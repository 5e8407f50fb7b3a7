// SPDX-License-Identifier: Apache-2.0

// spinWhileProgressing (core/platform/EventLoopWait.h): silence ends the wait, not length. A read
// that keeps getting answers outlasts the quiet time; one that hears nothing stops after it.
#include "platform/EventLoopWait.h"
#include "batch/TestBatch.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

namespace tst_eventloopwait {

using namespace lockscope;

class TestEventLoopWait : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void silenceEndsTheWait_data()
    {
        QTest::addColumn<int>("progressForMs"); // how long the counter moves (every 20 ms)
        QTest::addColumn<int>("doneAtMs"); // when the work is done (-1: never)
        QTest::addColumn<bool>("finished");
        QTest::addColumn<int>("atLeastMs");
        // Four times the quiet time, moving all along: a plain 500 ms bound would have cut it.
        QTest::newRow("long, answered all along") << 2000 << 2000 << true << 2000;
        QTest::newRow("silent from the start") << 0 << -1 << false << 500;
        // The last answer came a tick or so before 1000 ms; the quiet time counts from it.
        QTest::newRow("answers stop") << 1000 << -1 << false << 1400;
        QTest::newRow("done after a pause shorter than the quiet time") << 600 << 900 << true << 900;
    }
    void silenceEndsTheWait()
    {
        QFETCH(int, progressForMs);
        QFETCH(int, doneAtMs);
        QFETCH(bool, finished);
        QFETCH(int, atLeastMs);
        constexpr int quietMs = 500;
        QElapsedTimer clock;
        clock.start();
        quint64 answers = 0;
        QTimer answering;
        connect(&answering, &QTimer::timeout, this, [&] {
            if (clock.elapsed() < progressForMs)
                ++answers;
        });
        answering.start(20);
        const auto done = [&] { return doneAtMs >= 0 && clock.elapsed() >= doneAtMs; };
        QCOMPARE(spinWhileProgressing(
                     done, [&] { return answers; }, quietMs),
                 finished);
        QVERIFY2(clock.elapsed() >= atLeastMs, qPrintable(QString::number(clock.elapsed())));
        // Ended by the work or by the silence, not long after.
        QVERIFY2(clock.elapsed() < atLeastMs + 4 * quietMs, qPrintable(QString::number(clock.elapsed())));
    }
};

LOCKSCOPE_TEST(TestEventLoopWait)

} // namespace tst_eventloopwait

#include "tst_eventloopwait.moc"
