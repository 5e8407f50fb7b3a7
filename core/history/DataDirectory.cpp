// SPDX-License-Identifier: Apache-2.0

#include "history/DataDirectory.h"

#include "txnlog/ZkFileFormat.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace lockscope {

namespace {

void addFilesOf(const QDir &dir, const QString &prefix, std::vector<ZkDataFile> &files)
{
    const QStringList names = dir.entryList({prefix + QStringLiteral(".*")}, QDir::Files | QDir::Readable);
    for (const QString &name : names) {
        const qint64 zxid = zxidFromFileName(name, prefix);
        const bool seen =
            std::any_of(files.begin(), files.end(), [&name](const ZkDataFile &f) { return f.name == name; });
        if (zxid >= 0 && !seen)
            files.push_back({name, dir.filePath(name), zxid});
    }
}

void sortByZxid(std::vector<ZkDataFile> &files)
{
    std::sort(files.begin(), files.end(), [](const ZkDataFile &a, const ZkDataFile &b) {
        return a.zxid != b.zxid ? a.zxid < b.zxid : a.name < b.name;
    });
}

} // namespace

std::optional<DataDirectory> findDataDirectory(const QStringList &dirs, QString *error)
{
    DataDirectory found;
    for (const QString &dir : dirs) {
        const QFileInfo info(dir);
        if (!info.exists()) {
            *error = QStringLiteral("%1: no such directory").arg(dir);
            return std::nullopt;
        }
        if (!info.isDir() || !info.isReadable()) {
            *error = QStringLiteral("%1: not a readable directory").arg(dir);
            return std::nullopt;
        }
        QDir folder(dir);
        // dataDir/version-2 is where the server keeps them (FileTxnSnapLog.version).
        if (folder.exists(QStringLiteral("version-2")))
            folder.cd(QStringLiteral("version-2"));
        if (found.folders.contains(folder.path()))
            continue;
        found.folders.append(folder.path());
        addFilesOf(folder, QStringLiteral("snapshot"), found.snapshots);
        addFilesOf(folder, QStringLiteral("log"), found.logs);
    }
    sortByZxid(found.snapshots);
    sortByZxid(found.logs);
    const QString where = found.source();
    if (found.snapshots.empty() && found.logs.empty()) {
        *error = QStringLiteral("%1: no ZooKeeper snapshots or transaction logs (snapshot.*, log.*) here").arg(where);
        return std::nullopt;
    }
    // A server with its own dataLogDir writes only the logs there and only the snapshots in dataDir.
    if (found.snapshots.empty()) {
        *error = QStringLiteral("%1: transaction logs but no snapshot to start from (if the server sets "
                                "dataLogDir, its snapshots are in dataDir: name both with --txn-log)")
                     .arg(where);
        return std::nullopt;
    }
    if (found.logs.empty()) {
        found.note = QStringLiteral("no transaction logs (log.*) beside the snapshots: nothing after the snapshot is "
                                    "known (if the server sets dataLogDir, name it too with --txn-log)");
    }
    return found;
}

bool ReadOnlyFile::open(const QString &path, QString *error)
{
    m_file = std::make_unique<QFile>(path);
    if (!m_file->open(QIODevice::ReadOnly)) {
        *error = m_file->errorString();
        return false;
    }
    const qint64 size = m_file->size();
    if (size > 0) {
        if (const uchar *mapped = m_file->map(0, size)) {
            m_bytes = QByteArrayView(reinterpret_cast<const char *>(mapped), size);
            return true;
        }
    }
    m_copy = m_file->readAll();
    m_bytes = m_copy;
    return true;
}

} // namespace lockscope
