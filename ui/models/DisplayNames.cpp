// SPDX-License-Identifier: Apache-2.0

#include "models/DisplayNames.h"

#include "findings/FindingRule.h"
#include "recognisers/RecogniserCatalogue.h"
#include "systems/SystemRecogniser.h"

#include <QCoreApplication>
#include <QLocale>
#include <climits>

namespace lockscope::ui {

namespace {

// The UI's language as recogniser files name it ("zh_CN", "ru_RU": a file's "ru" matches): the
// locale the translations were installed for, QLocale's default (settings/Language.cpp).
QString uiLocale()
{
    return QLocale().name();
}

} // namespace

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

QString displayEntryEnd(EntryEnd end)
{
    switch (end) {
    case EntryEnd::Open: return QCoreApplication::translate("DisplayNames", "still there");
    case EntryEnd::Released: return QCoreApplication::translate("DisplayNames", "released");
    case EntryEnd::Abandoned: return QCoreApplication::translate("DisplayNames", "abandoned");
    case EntryEnd::SessionEnded: return QCoreApplication::translate("DisplayNames", "session ended");
    }
    return entryEndName(end);
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
    return QCoreApplication::translate("DisplayNames", findingRule(kind).displayName);
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
    case LockEventType::Unseen: {
        // Clamped outside the call: lupdate's parser never returns from a template argument list
        // inside translate()'s arguments.
        const int count = event.count > INT_MAX ? INT_MAX : int(event.count);
        return QCoreApplication::translate("DisplayNames", "%n unseen", nullptr, count);
    }
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

QString displayEntryState(EntryState state, LockKind kind)
{
    if (kind != LockKind::Election)
        return displayEntryState(state);
    return state == EntryState::Holding ? QCoreApplication::translate("DisplayNames", "leader")
                                        : QCoreApplication::translate("DisplayNames", "standby");
}

QString displaySystem(const QString &system)
{
    // A system taught by a file names itself; one built in C++ by its recogniser row.
    const std::shared_ptr<const RecogniserCatalogue> catalogue = installedRecognisers();
    if (const RecogniserDefinition *definition = catalogue->find(system))
        return definition->displayName(uiLocale());
    if (const SystemNames *names = compiledSystemNames(system))
        return QString::fromUtf8(names->product);
    return system;
}

QString displayRole(const QString &role, const QString &system)
{
    if (!system.isEmpty()) {
        const std::shared_ptr<const RecogniserCatalogue> catalogue = installedRecognisers();
        if (const RecogniserDefinition *definition = catalogue->find(system)) {
            QString name = definition->roleName(role, uiLocale());
            if (!name.isEmpty())
                return name;
        }
        if (const char *text = compiledRoleText(system, role))
            return QCoreApplication::translate("DisplayNames", text);
    }
    return QString(role).replace(QLatin1Char('-'), QLatin1Char(' '));
}

} // namespace lockscope::ui
