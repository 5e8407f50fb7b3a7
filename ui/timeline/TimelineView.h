// SPDX-License-Identifier: Apache-2.0

#pragma once
// A lock's timeline: a lane per session, each entry's wait as a thin hatched bar and its hold as
// a solid one, how it ended (released, abandoned, session ended) marked at the end, unseen
// entries as ticks with their count, a time axis on top and a time cursor.
//
// Wheel: zoom around the mouse (Shift+wheel scrolls the lanes). Drag: pan. Drag the cursor or
// click the axis: move the cursor. Shift+drag: select a time range (Escape clears it), which the
// event feed and charts beside it follow. Keys: +/- zoom, arrows pan, Home fits everything, End
// follows the present (live). Paints only the visible lanes and time range (TimelinePainter).

#include "timeline/TimelineGeometry.h"
#include "models/TimeRange.h"
#include "timeline/TimelineLanes.h"

#include <QTimer>
#include <QWidget>
#include <functional>
#include <optional>

namespace lockscope::ui {

class TimelineView : public QWidget {
    Q_OBJECT
public:
    enum class Part {
        None,
        Wait,
        Hold,
        Unseen
    };
    struct Hit {
        int lane = -1;
        qsizetype entry = -1; // index into LockPast::entries
        Part part = Part::None;
        qint64 unseenCount = 0; // for Part::Unseen: the marks under the point added up
    };

    explicit TimelineView(QWidget *parent = nullptr);

    // Shows these spans. Open spans end at recordEndMs when it is set (a past record), else at
    // the present, which then moves on (live). A different lock than before is fitted to view.
    void setPast(std::shared_ptr<const LockPast> past, std::optional<qint64> recordEndMs = std::nullopt);
    const TimelineLanes &lanes() const { return m_lanes; }
    int laneCount() const { return m_lanes.laneCount(); }
    bool isLive() const { return !m_recordEndMs; }
    // The clock of the live view (tests pin it).
    void setClock(std::function<qint64()> clock);
    qint64 nowMs() const;

    const TimelineGeometry &geometry() const
    {
        syncGeometry();
        return m_geometry;
    }
    qint64 visibleFromMs() const { return m_geometry.fromMs; }
    qint64 visibleToMs() const { return m_geometry.toMs(); }
    double msPerPixel() const { return m_geometry.msPerPx; }
    void setVisibleRange(qint64 fromMs, qint64 toMs);
    // Zooms by `factor` (> 1: closer) keeping the time under x where it is.
    void zoomAt(double x, double factor);
    void fitAll();
    // Live: keep the present at the right edge and the cursor on it.
    void followPresent();
    bool isFollowing() const { return m_following; }

    std::optional<TimeRange> selectedRange() const { return m_range; }
    void setSelectedRange(std::optional<TimeRange> range);

    std::optional<qint64> cursorMs() const { return m_cursorMs; }
    void setCursorMs(qint64 atMs);
    Hit hitAt(const QPoint &pos) const;
    QString toolTipFor(const Hit &hit) const;
    int lastPaintedSpans() const { return m_lastPainted; }

Q_SIGNALS:
    void cursorMoved(qint64 atMs);
    // The operator moved away from the present, or back (End).
    void followingChanged(bool following);
    // A range was selected (Shift+drag) or cleared (nullopt).
    void selectedRangeChanged(std::optional<lockscope::ui::TimeRange> range);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    enum class Drag {
        None,
        Pan,
        Cursor,
        Range
    };
    void relayout();
    // A hidden widget is resized without a resize event: the geometry follows rect() anyway.
    void syncGeometry() const;
    void setFollowing(bool following);
    void scrollLanesBy(int dy);
    void tick();
    qint64 openEndMs() const { return m_recordEndMs ? *m_recordEndMs : nowMs(); }

    TimelineLanes m_lanes;
    mutable TimelineGeometry m_geometry;
    std::optional<qint64> m_recordEndMs;
    std::optional<qint64> m_cursorMs;
    std::optional<TimeRange> m_range;
    std::optional<TimeRange> m_rangeBeingDrawn; // follows the mouse; m_range is set on release
    std::function<qint64()> m_clock;
    QString m_shownKey;
    bool m_following = false;
    bool m_fitted = false; // showing everything and untouched since: refit on resize
    Drag m_drag = Drag::None;
    QPoint m_dragStart;
    qint64 m_dragFromMs = 0;
    int m_dragScrollY = 0;
    QTimer m_liveTimer;
    int m_lastPainted = 0;
};

} // namespace lockscope::ui
