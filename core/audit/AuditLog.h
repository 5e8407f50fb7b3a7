// SPDX-License-Identifier: Apache-2.0

#pragma once
// The audit log of admin actions: an append-only JSON-lines file shared by the CLI and the GUI.
//
// Each record is appended with a single write on a file opened with O_APPEND, then fsync'd, so
// concurrent writers (a GUI and a CLI) never interleave inside a line and a record that was
// reported as written survives a crash. The file is never rewritten. Any thread; no state.

#include "audit/AuditRecord.h"

#include <QString>

namespace lockscope {

class AuditLog {
public:
    explicit AuditLog(QString filePath = defaultPath());

    // <QStandardPaths::AppDataLocation>/audit.jsonl
    static QString defaultPath();

    const QString &filePath() const { return m_filePath; }

    // Creates the directory if needed and opens the file for appending, writing nothing: lets
    // a caller refuse an action up front rather than perform one it cannot record.
    bool checkWritable(QString *error = nullptr) const;

    // Appends one line and flushes it to disk. Creates the directory and the file as needed.
    bool append(const AuditRecord &record, QString *error = nullptr) const;

    // Every readable record; a torn last line (crash mid-write) is skipped, earlier ones kept.
    AuditLogContents read() const;

private:
    QString m_filePath;
};

} // namespace lockscope
