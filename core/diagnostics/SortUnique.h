// SPDX-License-Identifier: Apache-2.0

#pragma once
// A list sorted, each value once: sets of sessions, paths and locks printed in a stable order.

#include "zk/ZkPaths.h"

#include <QStringList>
#include <algorithm>

namespace lockscope {

template <typename List>
void sortUnique(List &list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

// Paths (and other text) in QString's order, compared a word at a time.
inline void sortUnique(QStringList &list)
{
    std::sort(list.begin(), list.end(), [](const QString &a, const QString &b) { return pathLess(a, b); });
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

} // namespace lockscope
