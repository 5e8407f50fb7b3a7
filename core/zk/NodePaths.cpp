// SPDX-License-Identifier: Apache-2.0

#include "zk/NodePaths.h"

#include <algorithm>
#include <array>

namespace lockscope {

namespace {

// A path as the three pieces childPath joins: folder, separator (none after the root's "/"), name.
std::array<QStringView, 3> piecesOf(const NodeRef &ref)
{
    if (ref.isEmpty())
        return {};
    static constexpr char16_t slash[] = u"/";
    const QStringView separator = ref.folder.endsWith(u'/') ? QStringView() : QStringView(slash, 1);
    return {QStringView(ref.folder), separator, QStringView(ref.name)};
}

} // namespace

NodePaths::NodePaths(std::initializer_list<QString> paths)
{
    m_refs.reserve(qsizetype(paths.size()));
    for (const QString &path : paths)
        append(path);
}

NodePaths::NodePaths(const QStringList &paths)
{
    m_refs.reserve(paths.size());
    for (const QString &path : paths)
        append(path);
}

void NodePaths::sort()
{
    std::sort(m_refs.begin(), m_refs.end(), [](const NodeRef &a, const NodeRef &b) { return pathLess(a, b); });
}

bool NodePaths::contains(QStringView path) const
{
    const NodeKey key = NodeKey::of(path);
    return std::any_of(m_refs.cbegin(), m_refs.cend(), [&key](const NodeRef &ref) {
        return !ref.isEmpty() && NodeKey{ref.folder, ref.name} == key;
    });
}

bool pathLess(const NodeRef &a, const NodeRef &b) noexcept
{
    if (a.folder == b.folder) // a queue's nodes: the same folder and separator before the names
        return pathLess(QStringView(a.name), QStringView(b.name));
    const std::array<QStringView, 3> x = piecesOf(a);
    const std::array<QStringView, 3> y = piecesOf(b);
    std::size_t i = 0;
    std::size_t j = 0;
    qsizetype m = 0;
    qsizetype n = 0;
    for (;;) {
        for (; i < x.size() && m == x[i].size(); ++i)
            m = 0;
        for (; j < y.size() && n == y[j].size(); ++j)
            n = 0;
        if (i == x.size() || j == y.size())
            return i == x.size() && j != y.size(); // a proper prefix sorts first
        if (x[i][m] != y[j][n])
            return x[i][m] < y[j][n];
        ++m;
        ++n;
    }
}

} // namespace lockscope
