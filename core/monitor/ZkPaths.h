#pragma once
// ZooKeeper path arithmetic: "/" is the root, no trailing slashes.

#include <QString>

namespace lockscope {

QString childPath(const QString &parent, const QString &name);
QString parentPath(const QString &path);   // "/" for top-level nodes and for "/"
QString nodeName(const QString &path);     // the last component
QString normalizePath(const QString &path); // adds a leading '/', drops trailing ones
// Empty when `path` is a valid absolute ZooKeeper path, else why not.
QString pathProblem(const QString &path);

} // namespace lockscope
