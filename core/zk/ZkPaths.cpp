// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkPaths.h"

#include <QStringList>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

namespace lockscope {

QString childPath(const QString &parent, QStringView name)
{
    if (parent.endsWith(QLatin1Char('/')))
        return parent + name;
    return parent + QLatin1Char('/') + name;
}

NodeRef NodeRef::fromPath(const QString &path)
{
    if (path.isEmpty() || path == QLatin1String("/"))
        return {};
    return {parentPath(path), nodeName(path)};
}

QStringList pathsOf(const QList<NodeRef> &refs)
{
    QStringList paths;
    paths.reserve(refs.size());
    for (const NodeRef &ref : refs)
        paths.append(ref.path());
    return paths;
}

QString parentPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral("/") : path.left(slash);
}

QString nodeName(const QString &path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

NodeKey NodeKey::of(QStringView path)
{
    // A plain scan back: QStringView::lastIndexOf takes the general substring search.
    qsizetype slash = path.size() - 1;
    while (slash >= 0 && path[slash] != u'/')
        --slash;
    static constexpr char16_t root[] = u"/";
    const QStringView folder = slash <= 0 ? QStringView(root, 1) : path.left(slash);
    return {folder, path.mid(slash + 1)};
}

bool pathLess(QStringView a, QStringView b) noexcept
{
    const qsizetype common = std::min(a.size(), b.size());
    const char16_t *x = a.utf16();
    const char16_t *y = b.utf16();
    qsizetype i = 0;
    if constexpr (std::endian::native == std::endian::little) {
        for (; i + 4 <= common; i += 4) {
            std::uint64_t u;
            std::uint64_t v;
            std::memcpy(&u, x + i, sizeof u);
            std::memcpy(&v, y + i, sizeof v);
            if (u != v) {
                // Little-endian: the lowest differing bit lies in the first differing unit.
                const qsizetype unit = std::countr_zero(u ^ v) / 16;
                return x[i + unit] < y[i + unit];
            }
        }
    }
    for (; i < common; ++i) {
        if (x[i] != y[i])
            return x[i] < y[i];
    }
    return a.size() < b.size();
}

QString normalizePath(const QString &path)
{
    QString p = path.trimmed();
    if (!p.startsWith(QLatin1Char('/')))
        p.prepend(QLatin1Char('/'));
    while (p.size() > 1 && p.endsWith(QLatin1Char('/')))
        p.chop(1);
    return p;
}

QString pathProblem(const QString &path)
{
    if (!path.startsWith(QLatin1Char('/')))
        return QStringLiteral("a ZooKeeper path starts with '/'");
    if (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        return QStringLiteral("a ZooKeeper path does not end with '/'");
    if (path.contains(QLatin1String("//")))
        return QStringLiteral("a ZooKeeper path has no empty components");
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (part == QLatin1String(".") || part == QLatin1String(".."))
            return QStringLiteral("'.' and '..' are not allowed in a ZooKeeper path");
    }
    for (QChar c : path) {
        if (c.unicode() == 0 || (c.unicode() > 0 && c.unicode() < 0x20))
            return QStringLiteral("a ZooKeeper path has no control characters");
    }
    return {};
}

} // namespace lockscope
