#include "history/DataDirectory.h"

#include "txnlog/ZkFileFormat.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace lockscope {

namespace {

std::vector<ZkDataFile> filesOf(const QDir &dir, const QString &prefix)
{
    std::vector<ZkDataFile> files;
    const QStringList names = dir.entryList({prefix + QStringLiteral(".*")}, QDir::Files | QDir::Readable);
    for (const QString &name : names) {
        const qint64 zxid = zxidFromFileName(name, prefix);
        if (zxid >= 0)
            files.push_back({name, dir.filePath(name), zxid});
    }
    std::sort(files.begin(), files.end(), [](const ZkDataFile &a, const ZkDataFile &b) {
        return a.zxid != b.zxid ? a.zxid < b.zxid : a.name < b.name;
    });
    return files;
}

} // namespace

std::optional<DataDirectory> findDataDirectory(const QString &dir, QString *error)
{
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
    DataDirectory found;
    found.folder = folder.path();
    found.snapshots = filesOf(folder, QStringLiteral("snapshot"));
    found.logs = filesOf(folder, QStringLiteral("log"));
    if (found.snapshots.empty() && found.logs.empty()) {
        *error = QStringLiteral("%1: no ZooKeeper snapshots or transaction logs (snapshot.*, log.*) here")
                     .arg(folder.path());
        return std::nullopt;
    }
    if (found.snapshots.empty()) {
        *error = QStringLiteral("%1: transaction logs but no snapshot to start from").arg(folder.path());
        return std::nullopt;
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
