// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the commands that write (revoke, delete, reap) share: the audit log the options name.

#include "CliOptions.h"
#include "audit/AuditLog.h"

namespace lockscope::cli {

// --audit-log FILE, else the application's data directory.
AuditLog auditLogOf(const CliOptions &o);
// A warning on stderr when a record could not be appended (`error` empty: nothing to say).
void warnAudit(const QString &error);

} // namespace lockscope::cli
