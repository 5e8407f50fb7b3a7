// SPDX-License-Identifier: Apache-2.0

#include "audit/AuditLog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lockscope {

namespace {

QString systemError(const QString &what, const QString &path)
{
    return QStringLiteral("%1 %2: %3").arg(what, path, QString::fromLocal8Bit(std::strerror(errno)));
}

// A new directory entry is durable only once its directory is synced too.
void syncDirectory(const QString &dir)
{
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Opens the log for appending (and reading its last byte), creating directory and file as needed.
int openForAppend(const QString &path, QString *error)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = QStringLiteral("cannot create the audit log directory %1").arg(dir);
        return -1;
    }
    const QByteArray name = QFile::encodeName(path);
    int fd = ::open(name.constData(), O_RDWR | O_APPEND | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT) {
        fd = ::open(name.constData(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0640);
        if (fd >= 0)
            syncDirectory(dir);
    }
    if (fd < 0 && error)
        *error = systemError(QStringLiteral("cannot open the audit log"), path);
    return fd;
}

// False when the file is not empty and its last byte is not '\n': an earlier append was cut off.
bool endsWithNewlineOrIsEmpty(int fd)
{
    struct stat st { };
    if (::fstat(fd, &st) != 0 || st.st_size == 0)
        return true;
    char last = '\n';
    return ::pread(fd, &last, 1, st.st_size - 1) != 1 || last == '\n';
}

bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace

AuditLog::AuditLog(QString filePath) : m_filePath(std::move(filePath))
{
}

QString AuditLog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/audit.jsonl");
}

bool AuditLog::checkWritable(QString *error) const
{
    const int fd = openForAppend(m_filePath, error);
    if (fd < 0)
        return false;
    ::close(fd);
    return true;
}

bool AuditLog::append(const AuditRecord &record, QString *error) const
{
    const int fd = openForAppend(m_filePath, error);
    if (fd < 0)
        return false;
    QByteArray line = toAuditLine(record);
    // A torn line left by a crash must not swallow this record: start on a fresh line.
    if (!endsWithNewlineOrIsEmpty(fd))
        line.prepend('\n');
    // One write() per record: O_APPEND keeps concurrent writers' lines whole.
    bool ok = writeAll(fd, line);
    if (!ok && error)
        *error = systemError(QStringLiteral("cannot write to the audit log"), m_filePath);
    if (ok && ::fsync(fd) != 0) {
        ok = false;
        if (error)
            *error = systemError(QStringLiteral("cannot flush the audit log"), m_filePath);
    }
    if (::close(fd) != 0 && ok) {
        ok = false;
        if (error)
            *error = systemError(QStringLiteral("cannot close the audit log"), m_filePath);
    }
    return ok;
}

AuditLogContents AuditLog::read() const
{
    QFile file(m_filePath);
    if (!file.exists())
        return {}; // nothing has been recorded yet
    if (!file.open(QIODevice::ReadOnly)) {
        AuditLogContents contents;
        contents.error = QStringLiteral("cannot read the audit log %1: %2").arg(m_filePath, file.errorString());
        return contents;
    }
    return parseAuditLog(file.readAll());
}

} // namespace lockscope
