// SPDX-License-Identifier: Apache-2.0

#pragma once
// What one-shot watches cannot see, counted: an entry that joins a lock parent and leaves it
// between two reads. ZooKeeper's child version (cversion) counts every child create and delete
// under a parent; each child the monitor read at least once explains its create, and its delete
// once it is gone. What the cversion counted beyond that, halved, is entries that came and went
// unobserved. Fed at each rebuild with the parent's listing. Owner thread only.

#include "monitor/LockEvent.h"
#include "recipes/LockTypes.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <vector>

namespace lockscope {

class UnseenEntries {
public:
    // The listing as it stands, its children sorted by name as the monitor keeps them (those
    // with czxid == 0 are listed but not read yet).
    // Returns how many entries joined and left unobserved since the previous call for this
    // parent; 0 on the first call, and when the parent was deleted and created again meanwhile.
    qint64 account(const NodeListing &listing);
    void forget(const QString &parentPath);

private:
    struct Parent {
        qint64 czxid = 0;
        qint64 base = 0; // the cversion the counts below start from
        qint64 explained = 0; // creates and deletes of children read at least once
        qint64 reported = 0; // unseen entries already returned
        // Listed children read at least once, with their creation zxid: a name made again between
        // two reads is another node (its delete and create were seen, as the events say). Each
        // name is kept as a 64-bit hash, sorted: 16 bytes per node where the name itself took
        // 24 more (two names of one parent sharing a hash would be counted as one).
        struct Known {
            quint64 name = 0;
            qint64 czxid = 0;
        };
        std::vector<Known> known;
    };
    QHash<QString, Parent> m_parents;
};

// The `unseen` event for `count` entries of the listed parent `parentPath`, on the lock built
// from it among `candidates` (the queues of its owner): its only queue; with several, the lock
// path and no queue (which one they joined cannot be known); with none, the parent itself.
LockEvent unseenEvent(const QString &parentPath, qint64 count, const QDateTime &at,
                      const std::vector<const LockQueue *> &candidates);

} // namespace lockscope
