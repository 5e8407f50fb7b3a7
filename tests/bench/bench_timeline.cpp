// SPDX-License-Identifier: Apache-2.0

// The timeline over hours of data: 50 lanes × 10,000 spans (10 hours of a busy lock) painted
// into an image at several zoom levels, against a baseline measured in the same run: the same
// view of the same size with no spans (axis, lanes' background, labels, cursor).
// Prints ms per frame for each and how much the spans add; it is not a pass/fail test.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_timeline [-iterations N]
#include "timeline/TimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QTest>
#include <cstdio>
#include <map>
#include <random>

using namespace lockscope;
using namespace lockscope::ui;

namespace {

constexpr int kLanes = 50;
constexpr int kSpansPerLane = 10'000;
constexpr qint64 kStartMs = 1'700'000'000'000;
constexpr int kFramesTimed = 20;

// Each of 50 sessions queues, waits, holds and lets go, over and over; some give up, some lose
// their session; unseen entries now and then.
std::shared_ptr<const LockPast> busyLock(qint64 *endMs)
{
    auto past = std::make_shared<LockPast>();
    past->path = QStringLiteral("/bench/locks/orders");
    std::mt19937 rng(7);
    std::uniform_int_distribution<qint64> wait(0, 1500), hold(200, 2000), pause(0, 2000);
    qint64 end = kStartMs;
    qint64 sequence = 0;
    for (int lane = 0; lane < kLanes; ++lane) {
        qint64 at = kStartMs + lane * 37;
        for (int i = 0; i < kSpansPerLane; ++i) {
            EntrySpan span;
            span.sequence = ++sequence;
            span.node = past->path + QStringLiteral("/lock-%1").arg(sequence, 10, 10, QLatin1Char('0'));
            span.session = 0x0100000000000000LL + lane;
            span.ephemeral = true;
            span.queuedAtMs = at;
            at += wait(rng);
            if (i % 17 == 3) {
                span.end = EntryEnd::Abandoned;
            } else {
                span.acquiredAtMs = at;
                at += hold(rng);
                span.end = i % 101 == 5 ? EntryEnd::SessionEnded : EntryEnd::Released;
            }
            span.endedAtMs = at;
            at += pause(rng);
            past->entries.push_back(std::move(span));
        }
        end = std::max(end, at);
    }
    for (qint64 at = kStartMs; at < end; at += 9'000)
        past->unseen.push_back({at, 1 + at % 5});
    *endMs = end;
    return past;
}

struct Figure {
    double msPerFrame = 0;
    int spans = 0;
};

} // namespace

class BenchTimeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QElapsedTimer timer;
        timer.start();
        m_past = busyLock(&m_endMs);
        const qint64 made = timer.restart();
        TimelineView probe;
        probe.setPast(m_past, m_endMs);
        std::printf("%d lanes × %d spans over %.1f h: made in %lld ms, laid out in lanes in %lld ms\n", kLanes,
                    kSpansPerLane, double(m_endMs - kStartMs) / 3'600'000, made, timer.elapsed());
    }

    void paint_data()
    {
        QTest::addColumn<bool>("empty");
        QTest::addColumn<qint64>("visibleMs");
        QTest::newRow("baseline: no spans") << true << qint64(3'600'000);
        QTest::newRow("whole record") << false << qint64(0);
        QTest::newRow("1 hour") << false << qint64(3'600'000);
        QTest::newRow("5 minutes") << false << qint64(300'000);
        QTest::newRow("10 seconds") << false << qint64(10'000);
    }

    void paint()
    {
        QFETCH(bool, empty);
        QFETCH(qint64, visibleMs);
        TimelineView view;
        view.resize(1600, 1300); // all 50 lanes in view
        if (empty) {
            auto none = std::make_shared<LockPast>();
            none->path = m_past->path;
            view.setPast(none, m_endMs);
        } else {
            view.setPast(m_past, m_endMs);
        }
        const qint64 middle = kStartMs + (m_endMs - kStartMs) / 2;
        if (visibleMs > 0)
            view.setVisibleRange(middle - visibleMs / 2, middle + visibleMs / 2);
        else
            view.setVisibleRange(kStartMs, m_endMs);
        view.setCursorMs(middle);
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        view.render(&image); // warm-up: fonts, glyph caches
        QBENCHMARK
        {
            view.render(&image);
        }
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kFramesTimed; ++i)
            view.render(&image);
        m_figures[QString::fromLatin1(QTest::currentDataTag())] = {double(timer.nsecsElapsed()) / 1e6 / kFramesTimed,
                                                                   view.lastPaintedSpans()};
    }

    void cleanupTestCase()
    {
        const Figure baseline = m_figures.at(QStringLiteral("baseline: no spans"));
        std::printf("\n%-20s %12s %14s %16s\n", "frame 1600x1300", "ms/frame", "spans drawn", "vs baseline");
        for (const auto &[name, figure] : m_figures) {
            std::printf("%-20s %12.2f %14d %+13.2f ms\n", qPrintable(name), figure.msPerFrame, figure.spans,
                        figure.msPerFrame - baseline.msPerFrame);
        }
    }

private:
    std::shared_ptr<const LockPast> m_past;
    qint64 m_endMs = 0;
    std::map<QString, Figure> m_figures;
};

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchTimeline bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_timeline.moc"
