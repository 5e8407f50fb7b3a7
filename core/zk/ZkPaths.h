#pragma once
// ZooKeeper path arithmetic: "/" is the root, no trailing slashes.

#include <QString>
#include <QStringView>

namespace lockscope {

// The root's children are "/name", not "//name".
QString childPath(const QString &parent, QStringView name);
QString parentPath(const QString &path);   // "/" for top-level nodes and for "/"
QString nodeName(const QString &path);     // the last component
QString normalizePath(const QString &path); // adds a leading '/', drops trailing ones
// Empty when `path` is a valid absolute ZooKeeper path, else why not.
QString pathProblem(const QString &path);

} // namespace lockscope
