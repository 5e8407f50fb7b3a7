#pragma once
// The GUI's translated names for core's enumerations. Core's own names (recipeName,
// lockKindName, ...) are the CLI/JSON contract and stay English; the views show these.

#include "admin/AdminTypes.h"
#include "diagnostics/DiagnosticsTypes.h"
#include "monitor/LockEvent.h"
#include "recipes/LockTypes.h"

namespace lockscope::ui {

QString displayRecipe(Recipe recipe);    // client library names stay as they are
QString displayLockKind(LockKind kind);
QString displayEntryMode(EntryMode mode);
QString displayEntryState(EntryState state);
QString displaySeverity(Severity severity);
QString displayFindingKind(FindingKind kind);
QString displayAdminOutcome(AdminOutcome outcome);
// An event's type; a connection event says what happened to the session.
QString displayEvent(const LockEvent &event);

} // namespace lockscope::ui
