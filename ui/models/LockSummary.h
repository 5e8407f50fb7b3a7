#pragma once
// The overview's facts about one lock, derived once per update rather than on every paint.

#include "recipes/LockTypes.h"

#include <QHash>
#include <QString>
#include <memory>

namespace lockscope::ui {

struct LockSummary {
    QString key;
    std::shared_ptr<const LockQueue> queue;
    // Node path -> when it became a holder (ms since epoch). A promoted waiter counts from the
    // update that showed it holding; a node first seen holding counts from its creation.
    QHash<QString, qint64> holdingSince;
    qint64 holdSinceMs = 0;          // the longest-standing holder's, 0 when nobody holds
    qint64 oldestWaiterMs = 0;       // creation of the longest-waiting node, 0 when none waits
    int holders = 0;
    int waiters = 0;
    int persistentNodes = 0;         // entries that outlive their client
    int revocationsRequested = 0;
    QString error;                   // a read error under this lock, empty when none

    bool hasProblem() const
    {
        return persistentNodes > 0 || revocationsRequested > 0 || !queue->unrecognized.isEmpty()
            || !error.isEmpty();
    }
    // One line naming everything wrong, empty when nothing is.
    QString problemText() const;
};

// Builds the summary of `queue`, carrying hold times over from `previous` (may be null).
LockSummary summarizeLock(std::shared_ptr<const LockQueue> queue, const LockSummary *previous,
                          qint64 nowMs);

} // namespace lockscope::ui
