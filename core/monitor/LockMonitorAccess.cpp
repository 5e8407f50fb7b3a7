// SPDX-License-Identifier: Apache-2.0

// What the ACLs withhold: a root the monitor may not list, and entries it may not read. Both
// are worded from the node's ACL, or its nearest readable ancestor's, naming the options that fit.
// An unreadable entry is still shown: exists() needs no permission and gives its stat, whose
// ephemeralOwner and name place it in its queue; only its data stays unknown.
#include "monitor/LockMonitorPrivate.h"

#include "zk/ZkAcl.h"
#include "zk/ZkPaths.h"

namespace lockscope {

namespace {
const QString kEntriesUnreadable = QStringLiteral("entries shown without their data (their ACL denies READ): ");
}

void LockMonitor::Private::explainNoAuth(const QString &path)
{
    ++pending;
    lockscope::explainNoAuth(session, path, AclPerm::Read, guarded([this, path](const QString &message) {
                                 const auto it = nodes.constFind(path);
                                 if (it != nodes.cend() && !it->exists) // not listed meanwhile
                                     setErrorText(path, message);
                             }));
}

void LockMonitor::Private::statUnreadable(const QString &parent, const QString &name)
{
    const QString path = childPath(parent, name);
    ++pending;
    session->exists(path, watching && dataWatched.contains(path),
                    guarded([this, parent, name](ZkError error, const NodeStat &stat) {
                        if (error == ZkError::NoNode) {
                            onChildRead(parent, name, error, {}, {});
                        } else if (error == ZkError::Ok) {
                            onChildRead(parent, name, error, {}, stat);
                            setReadable(parent, name, false);
                        } // else connection trouble: the next session reads it again
                    }));
    if (unreadableWhy.contains(parent))
        return;
    // One entry's ACL speaks for the lock's: recipes create every entry alike.
    unreadableWhy.insert(parent, errorMessage(ZkError::NoAuth));
    ++pending;
    lockscope::explainNoAuth(session, path, AclPerm::Read, guarded([this, parent](const QString &message) {
                                 if (!unreadableWhy.contains(parent))
                                     return;
                                 unreadableWhy.insert(parent, message);
                                 if (unreadable.contains(parent))
                                     updateEntriesError(parent);
                             }));
}

void LockMonitor::Private::setReadable(const QString &parent, const QString &name, bool readable)
{
    if (readable) {
        const auto it = unreadable.find(parent);
        if (it == unreadable.end() || !it->remove(name))
            return;
        if (it->isEmpty()) {
            unreadable.erase(it);
            unreadableWhy.remove(parent);
        }
    } else {
        QSet<QString> &names = unreadable[parent];
        if (names.contains(name))
            return;
        names.insert(name);
    }
    updateEntriesError(parent);
}

// One error for the lock, however many of its entries are withheld.
void LockMonitor::Private::updateEntriesError(const QString &parent)
{
    if (!unreadable.contains(parent)) {
        if (errors.value(parent).startsWith(kEntriesUnreadable))
            clearError(parent);
        return;
    }
    setErrorText(parent, kEntriesUnreadable + unreadableWhy.value(parent, errorMessage(ZkError::NoAuth)));
}

} // namespace lockscope
