// SPDX-License-Identifier: Apache-2.0

#pragma once
// One lock's timeline with, beside it, its queue as it stood at the time cursor (a second
// QueueGraphView over its own model). Live, it follows a LiveSpans record of the selected lock,
// refreshed a few times a second at most and only while shown; past, it shows a lock of a
// replayed transaction log.

#include "history/EntrySpan.h"
#include "models/TimeRange.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <memory>

class QItemSelectionModel;
class QLabel;
class QPushButton;
class QSplitter;

namespace lockscope {
class LiveSpans;
}

namespace lockscope::ui {

class ElidedLabel;
class QueueGraphView;
class QueueModel;
class TimelineView;

class TimelinePanel : public QWidget {
    Q_OBJECT
public:
    explicit TimelinePanel(QWidget *parent = nullptr);

    // Live: the lock `key` of this record (empty key: none); the record must outlive the panel
    // or be replaced first.
    void showLive(const LiveSpans *spans, const QString &key);
    // Past: a lock of a record that ends at recordEndMs (open spans end there).
    void showPast(std::shared_ptr<const LockPast> past, qint64 recordEndMs);
    void clear();

    TimelineView *timeline() const { return m_timeline; }
    QueueGraphView *queueGraph() const { return m_graph; }
    QueueModel *queueAtCursor() const { return m_queue; }
    QSplitter *splitter() const { return m_splitter; }
    QPushButton *clearRangeButton() const { return m_clearRange; }
    QString title() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshLive();
    void showQueueAt(qint64 atMs);
    void updateTitle();
    void updateLegend();
    void showRange(std::optional<TimeRange> range);

    TimelineView *m_timeline = nullptr;
    QueueGraphView *m_graph = nullptr;
    QueueModel *m_queue = nullptr;
    QItemSelectionModel *m_selection = nullptr;
    ElidedLabel *m_title = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_queueTitle = nullptr;
    QPushButton *m_fit = nullptr;
    QPushButton *m_now = nullptr;
    QPushButton *m_clearRange = nullptr;
    QSplitter *m_splitter = nullptr;
    QPointer<const LiveSpans> m_live;
    QString m_key;
    QTimer m_refresh;
    bool m_stale = false;
};

} // namespace lockscope::ui
