// SPDX-License-Identifier: Apache-2.0

#pragma once
// Empty persistent nodes met while discovering. Listing each one at once (a request and a child
// watch apiece) would double the first read of a tree of plain nodes (Kafka's topic metadata:
// 200,000 nodes, a handful of locks), and none of them holds a lock yet. The monitor lists them
// after its first complete picture, a window at a time, so that a lock that later appears in
// one of them is still seen.

#include "monitor/HandOutQueue.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace lockscope {

class DeferredListings {
public:
    // Once per path, however often it is met (a new session reads every child again).
    void add(const QString &path);
    bool isEmpty() const { return m_order.isEmpty(); }
    qsizetype size() const { return qsizetype(m_order.size()); }
    // Up to `count` paths, in the order they were met.
    QStringList take(qsizetype count);
    void clear();

private:
    HandOutQueue<QString> m_order;
    QSet<QString> m_known;
};

} // namespace lockscope
