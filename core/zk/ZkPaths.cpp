#include "zk/ZkPaths.h"

#include <QStringList>

namespace lockscope {

QString childPath(const QString &parent, QStringView name)
{
    if (parent.endsWith(QLatin1Char('/')))
        return parent + name;
    return parent + QLatin1Char('/') + name;
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
