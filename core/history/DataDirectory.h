// SPDX-License-Identifier: Apache-2.0

#pragma once
// The files of a ZooKeeper data directory (or its version-2 folder, or a copy): snapshots and
// transaction logs by the zxid their names carry. A server with its own dataLogDir keeps the logs
// there and the snapshots in dataDir: both folders are read as one. Read only, never written.

#include <QByteArrayView>
#include <QFile>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace lockscope {

struct ZkDataFile {
    QString name; // "log.1a", "snapshot.0.gz"
    QString path;
    qint64 zxid = 0; // the first transaction a log holds; the last one a snapshot includes
};

struct DataDirectory {
    QStringList folders; // where the files are
    std::vector<ZkDataFile> snapshots; // by zxid
    std::vector<ZkDataFile> logs; // by zxid
    QString note; // snapshots without any log: the record is the snapshot alone

    QString source() const { return folders.join(QStringLiteral(", ")); }
};

// The files of every folder in `dirs`; a file found twice (the same folder named twice, or a
// copy beside it) counts once. nullopt and a one-line reason when a folder is missing or
// unreadable, or when no snapshot is found.
std::optional<DataDirectory> findDataDirectory(const QStringList &dirs, QString *error);

// A file's bytes, mapped read-only (the server may still be writing it).
class ReadOnlyFile {
public:
    // False with `error` set when it cannot be opened.
    bool open(const QString &path, QString *error);
    QByteArrayView bytes() const { return m_bytes; }

private:
    std::unique_ptr<QFile> m_file;
    QByteArray m_copy; // when mapping is refused (an empty file, a pipe)
    QByteArrayView m_bytes;
};

} // namespace lockscope
