// SPDX-License-Identifier: Apache-2.0

#pragma once
// A window over a lock's past read from ZooKeeper's transaction logs (File → Open transaction
// logs…): the locks of the record on the left, the chosen one's timeline and its queue at the
// cursor on the right, and what could not be read (file and offset) above them. The directory
// is read in a worker thread: the GUI stays live while a large log is replayed.

#include "timeline/HistoryReader.h"

#include <QWidget>
#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace lockscope::ui {

class PastLocksModel;
class TimelinePanel;

class HistoryWindow : public QWidget {
    Q_OBJECT
public:
    explicit HistoryWindow(QWidget *parent = nullptr);

    // Reads in a worker thread, then shows the result; `loaded` follows.
    void load(const HistoryOptions &options, const HistoryReader &reader);
    void setResult(HistoryResult result);
    bool isLoading() const { return m_loading; }
    // Shows this lock's timeline; false when the record has no such lock.
    bool selectLock(const QString &key);

    PastLocksModel *locks() const { return m_model; }
    QTableView *locksView() const { return m_view; }
    TimelinePanel *panel() const { return m_panel; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *errorsLabel() const { return m_errors; }

Q_SIGNALS:
    void loaded();

private:
    void showCurrentLock();

    PastLocksModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTableView *m_view = nullptr;
    TimelinePanel *m_panel = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_errors = nullptr;
    bool m_loading = false;
};

} // namespace lockscope::ui
