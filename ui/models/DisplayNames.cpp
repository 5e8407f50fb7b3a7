#include "models/DisplayNames.h"

#include <QCoreApplication>

namespace lockscope::ui {

// Free functions have no tr(): each names its catalogue context, DisplayNames, explicitly.

QString displayRecipe(Recipe recipe)
{
    return recipe == Recipe::Generic ? QCoreApplication::translate("DisplayNames", "generic") : recipeName(recipe);
}

QString displayLockKind(LockKind kind)
{
    switch (kind) {
    case LockKind::Mutex: return QCoreApplication::translate("DisplayNames", "mutex");
    case LockKind::ReadWrite: return QCoreApplication::translate("DisplayNames", "read-write");
    case LockKind::Semaphore: return QCoreApplication::translate("DisplayNames", "semaphore");
    case LockKind::Election: return QCoreApplication::translate("DisplayNames", "election");
    }
    return lockKindName(kind);
}

QString displayEntryMode(EntryMode mode)
{
    switch (mode) {
    case EntryMode::Exclusive: return QCoreApplication::translate("DisplayNames", "exclusive");
    case EntryMode::Read: return QCoreApplication::translate("DisplayNames", "read");
    case EntryMode::Write: return QCoreApplication::translate("DisplayNames", "write");
    case EntryMode::Lease: return QCoreApplication::translate("DisplayNames", "lease");
    }
    return entryModeName(mode);
}

QString displayEntryState(EntryState state)
{
    switch (state) {
    case EntryState::Holding: return QCoreApplication::translate("DisplayNames", "holding");
    case EntryState::Waiting: return QCoreApplication::translate("DisplayNames", "waiting");
    }
    return entryStateName(state);
}

QString displaySeverity(Severity severity)
{
    switch (severity) {
    case Severity::Critical: return QCoreApplication::translate("DisplayNames", "critical");
    case Severity::Warning: return QCoreApplication::translate("DisplayNames", "warning");
    case Severity::Info: return QCoreApplication::translate("DisplayNames", "info");
    }
    return severityName(severity);
}

QString displayFindingKind(FindingKind kind)
{
    switch (kind) {
    case FindingKind::Deadlock: return QCoreApplication::translate("DisplayNames", "deadlock");
    case FindingKind::Herd: return QCoreApplication::translate("DisplayNames", "herd");
    case FindingKind::LongHeld: return QCoreApplication::translate("DisplayNames", "long-held");
    case FindingKind::PersistentNode: return QCoreApplication::translate("DisplayNames", "persistent node");
    case FindingKind::RevocationIgnored: return QCoreApplication::translate("DisplayNames", "revocation ignored");
    case FindingKind::BrokenWait: return QCoreApplication::translate("DisplayNames", "broken wait");
    case FindingKind::Unrecognized: return QCoreApplication::translate("DisplayNames", "unrecognized");
    case FindingKind::NoLeader: return QCoreApplication::translate("DisplayNames", "no leader");
    case FindingKind::LeaderMismatch: return QCoreApplication::translate("DisplayNames", "leader mismatch");
    }
    return findingKindName(kind);
}

QString displayAdminOutcome(AdminOutcome outcome)
{
    switch (outcome) {
    case AdminOutcome::Done: return QCoreApplication::translate("DisplayNames", "done");
    case AdminOutcome::Released: return QCoreApplication::translate("DisplayNames", "released");
    case AdminOutcome::StillHeld: return QCoreApplication::translate("DisplayNames", "still held");
    case AdminOutcome::Refused: return QCoreApplication::translate("DisplayNames", "refused");
    case AdminOutcome::Failed: return QCoreApplication::translate("DisplayNames", "failed");
    }
    return adminOutcomeName(outcome);
}

QString displayEvent(const LockEvent &event)
{
    switch (event.type) {
    case LockEventType::Queued: return QCoreApplication::translate("DisplayNames", "queued");
    case LockEventType::Acquired: return QCoreApplication::translate("DisplayNames", "acquired");
    case LockEventType::Released: return QCoreApplication::translate("DisplayNames", "released");
    case LockEventType::Abandoned: return QCoreApplication::translate("DisplayNames", "abandoned");
    case LockEventType::RevocationRequested: return QCoreApplication::translate("DisplayNames", "revocation requested");
    case LockEventType::LockAppeared: return QCoreApplication::translate("DisplayNames", "lock appeared");
    case LockEventType::LockVanished: return QCoreApplication::translate("DisplayNames", "lock vanished");
    case LockEventType::Connection: break;
    }
    if (event.connection == QLatin1String("connected"))
        return QCoreApplication::translate("DisplayNames", "connection: connected");
    if (event.connection == QLatin1String("reconnected"))
        return QCoreApplication::translate("DisplayNames", "connection: reconnected");
    if (event.connection == QLatin1String("disconnected"))
        return QCoreApplication::translate("DisplayNames", "connection: disconnected");
    if (event.connection == QLatin1String("expired"))
        return QCoreApplication::translate("DisplayNames", "connection: session expired");
    return QCoreApplication::translate("DisplayNames", "connection: %1").arg(event.connection);
}

} // namespace lockscope::ui
