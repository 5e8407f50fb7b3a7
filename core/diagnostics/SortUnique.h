#pragma once
// A list sorted, each value once: sets of sessions, paths and locks printed in a stable order.

#include <algorithm>

namespace lockscope {

template <typename List>
void sortUnique(List &list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

} // namespace lockscope
