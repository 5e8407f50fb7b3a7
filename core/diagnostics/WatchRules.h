#pragma once
// Findings from the servers' watch lists: herds (many sessions watching one lock node) and broken
// waits (a waiter that does not watch the node it waits for, so it never wakes). Judged only
// where the ensemble told the watches; lockscope's own session, which watches every lock node,
// is never counted.

#include "diagnostics/DiagnosticsInput.h"
#include "diagnostics/LockIndex.h"

namespace lockscope {

// Appends the findings. A waiter that looks broken but has not waited for its current node for
// the grace period yet cannot be judged from this round's watch lists: *confirmAtMs becomes the
// earliest time at which asking the ensemble again would settle it (unchanged when none).
void addWatchFindings(const DiagnosticsInput &input, const LockIndex &index, QList<Finding> &findings,
                      qint64 *confirmAtMs);

} // namespace lockscope
