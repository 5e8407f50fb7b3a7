// SPDX-License-Identifier: Apache-2.0

#pragma once
// ZooKeeper path arithmetic: "/" is the root, no trailing slashes.

#include <QHashFunctions>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <cstddef>

namespace lockscope {

// The root's children are "/name", not "//name".
QString childPath(const QString &parent, QStringView name);
QString parentPath(const QString &path); // "/" for top-level nodes and for "/"
QString nodeName(const QString &path); // the last component
QString normalizePath(const QString &path); // adds a leading '/', drops trailing ones
// Empty when `path` is a valid absolute ZooKeeper path, else why not.
QString pathProblem(const QString &path);

// A node named by its folder and its name, both shared with the listing it was read from: a queue
// of 10,000 waiters then holds no path string of its own for what each waits on, a session of a
// million nodes none for the nodes it holds.
struct NodeRef {
    QString folder;
    QString name;

    static NodeRef fromPath(const QString &path);
    bool isEmpty() const { return folder.isEmpty(); }
    QString path() const { return isEmpty() ? QString() : childPath(folder, name); }
    friend bool operator==(const NodeRef &, const NodeRef &) = default;
    friend size_t qHash(const NodeRef &ref, size_t seed = 0) { return qHashMulti(seed, ref.folder, ref.name); }
};

// Their full paths, made now.
QStringList pathsOf(const QList<NodeRef> &refs);

// A name's hash for the standard library's containers: Qt's string hash with the process's seed,
// which runs on the CPU's AES instructions (about 50 instructions for a 50-character name; with
// seed 0, or std::hash, Qt and the standard library walk it at several instructions a byte).
// The random seed also keeps names a client chose from colliding on purpose.
inline size_t nameHash(QStringView name)
{
    static const size_t seed = [] {
        const size_t global = QHashSeed::globalSeed();
        return global != 0 ? global : size_t(0x9e3779b97f4a7c15); // QT_HASH_SEED=0: still not 0
    }();
    return qHash(name, seed);
}

// A node by its folder and name, both viewing strings owned elsewhere (a queue's parent path, a
// listing's names, a path the ensemble sent): entries are found by path without building one.
// Equal exactly when the paths are.
struct NodeKey {
    QStringView folder;
    QStringView name;

    // Splits a full path as parentPath and nodeName do; views into `path`.
    static NodeKey of(QStringView path);
    friend bool operator==(NodeKey, NodeKey) = default;
};

// By name alone: a queue's entries mostly share one folder.
struct NodeKeyHash {
    size_t operator()(NodeKey key) const noexcept { return nameHash(key.name); }
};

struct PathViewHash {
    size_t operator()(QStringView path) const noexcept { return nameHash(path); }
};

// QString's own order (UTF-16 code units, then length), compared eight bytes at a time: sorted
// paths share long prefixes, and sorting a client's 20,000 watches is most of a judgement.
bool pathLess(QStringView a, QStringView b) noexcept;

} // namespace lockscope
