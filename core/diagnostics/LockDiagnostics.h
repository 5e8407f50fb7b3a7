// SPDX-License-Identifier: Apache-2.0

#pragma once
// Diagnostics no other tool has, kept live beside a LockMonitor: which client address each
// session comes from, who watches which lock node (herds, waiters that will never wake),
// deadlocks across locks, and stale locks. Findings appear and clear as conditions change.
//
// The ensemble is asked (AdminServer, else four-letter words) on a timer and when a session
// appears that it has not been asked about, never once per event. Rules are re-evaluated once
// per batch of monitor updates and when a time-based finding falls due. Owner thread only.

#include "types/DiagnosticsTypes.h"
#include "diagnostics/EnsembleView.h"
#include "diagnostics/EntryTimeline.h"
#include "diagnostics/WaitForGraph.h"

#include <QObject>
#include <memory>
#include <optional>

namespace lockscope {

class LockMonitor;
class ZkSession;

class LockDiagnostics final : public QObject {
    Q_OBJECT
public:
    // The monitor and the session must outlive this object. Members to ask are the hosts of the
    // session's connect string.
    LockDiagnostics(LockMonitor *monitor, ZkSession *session, DiagnosticsSettings settings = {},
                    QObject *parent = nullptr);
    ~LockDiagnostics() override;

    const DiagnosticsSettings &settings() const;
    void setSettings(const DiagnosticsSettings &settings);

    // Asks the ensemble again now (joins a round already running).
    void refresh();
    // True once the ensemble has answered and no suspected broken wait awaits its second look.
    bool isSettled() const;
    // True once a first round of questions is over, answered or not: the watch lists have reached
    // the monitor, so a lock known only by the sessions waiting on it is among its queues.
    bool hasAsked() const;
    // True while the judge works on its own clock: an evaluation under way or due, or a round of
    // questions it scheduled to confirm what one round suggested. A wait for the settled picture
    // spends that time on work, not on the ensemble's silence.
    bool isJudging() const;
    // Rounds of questions over so far, answered or not: what the ensemble has done for the judge.
    int roundsCompleted() const;

    // Evaluated afresh at this moment (durations up to date).
    DiagnosticsReport report() const;
    // The report of the evaluation that settled the diagnostics (or of a later one); nullopt
    // until settled. For a one-time read, whose locks no longer change: judging them all again
    // would cost a second pass and a second set of findings (a million at a million nodes).
    std::optional<DiagnosticsReport> settledReport() const;
    // As of the latest evaluation, the one findingsChanged reported.
    QList<Finding> findings() const;
    std::vector<SessionInfo> sessions() const;
    QList<DiagnosticsError> errors() const;
    // Who waits for whom by session across the monitored locks, and the latest ensemble answers:
    // for views that draw the graph or the watch lists.
    QList<WaitEdge> waitEdges() const;
    std::optional<EnsembleView> ensemble() const; // nullopt until the ensemble answered once
    // Since when each entry holds or waits, as the time-based findings measure it.
    const EntryTimeline &timeline() const;

Q_SIGNALS:
    void findingsChanged(const lockscope::FindingChanges &changes);
    void sessionsChanged();
    // The causes changed (not merely the sessions they concern): report each cause once.
    void errorsChanged();
    void settled();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
