#pragma once
// ZooKeeper path arithmetic: "/" is the root, no trailing slashes.

#include <QString>
#include <QStringView>
#include <string_view>

namespace lockscope {

// The root's children are "/name", not "//name".
QString childPath(const QString &parent, QStringView name);
QString parentPath(const QString &path);   // "/" for top-level nodes and for "/"
QString nodeName(const QString &path);     // the last component
QString normalizePath(const QString &path); // adds a leading '/', drops trailing ones
// Empty when `path` is a valid absolute ZooKeeper path, else why not.
QString pathProblem(const QString &path);

// A name's hash for the standard library's containers, by its own string hash: Qt's qHash of
// text costs tens of instructions per character where SipHash is used.
inline size_t nameHash(QStringView name)
{
    return std::hash<std::u16string_view>()(std::u16string_view(name.utf16(), size_t(name.size())));
}

} // namespace lockscope
