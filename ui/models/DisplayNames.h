// SPDX-License-Identifier: Apache-2.0

#pragma once
// The GUI's translated names for core's enumerations. Core's own names (recipeName,
// lockKindName, ...) are the CLI/JSON contract and stay English; the views show these.

#include "admin/AdminTypes.h"
#include "types/DiagnosticsTypes.h"
#include "history/EntrySpan.h"
#include "monitor/LockEvent.h"
#include "recipes/LockTypes.h"

namespace lockscope::ui {

QString displayRecipe(Recipe recipe); // client library names stay as they are
QString displayLockKind(LockKind kind);
QString displayEntryMode(EntryMode mode);
QString displayEntryState(EntryState state);
// How an entry's span ended ("released", "abandoned", "session ended"; "still there" when open).
QString displayEntryEnd(EntryEnd end);
QString displaySeverity(Severity severity);
QString displayFindingKind(FindingKind kind);
QString displayAdminOutcome(AdminOutcome outcome);
// An event's type; a connection event says what happened to the session.
QString displayEvent(const LockEvent &event);
// A system as its operators name it: a system taught by a recogniser file by the file's name in
// the UI's language ("Apache Helix"), one built in C++ (../shared/CLI.md "Systems") by its
// recogniser row ("kafka" -> "Kafka", "hadoop-hdfs" -> "HDFS"); an unknown one as it is.
QString displaySystem(const QString &system);
// A role of `system` ("active-namenode" -> "active NameNode"): as its file or its C++ row names
// it; an unknown one, or one without a system, with its dashes as spaces.
QString displayRole(const QString &role, const QString &system = {});
// An entry's state in its lock's words: an election's holder leads, the others stand by.
QString displayEntryState(EntryState state, LockKind kind);

} // namespace lockscope::ui
