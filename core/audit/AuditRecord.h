// SPDX-License-Identifier: Apache-2.0

#pragma once
// One audit log entry and its on-disk form: one compact JSON object per line.
//
// {"time":"2026-11-21T23:41:00.123Z","ensemble":"127.0.0.1:2181","user":"ops","action":"delete",
//  "node":"/app/locks/orders/_c_…-lock-0000000007","version":0,"payload":null,"reason":"stuck",
//  "result":"done","message":"deleted at version 0","session":"0x0100000a02b00003"}

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace lockscope {

struct AuditRecord {
    QDateTime time; // UTC, millisecond precision
    QString ensemble; // the connect string the action went to
    QString user; // the OS user who ran it
    QString action; // "revoke", "revoke-wait", "delete"
    QString node; // full path of the node acted on
    std::optional<qint64> version; // the version acted on (or seen), when known
    std::optional<QString> payload; // revoke only: the bytes written, as text
    QString reason; // the operator's reason, may be empty
    QString result; // "done", "refused", "failed"; revoke-wait: "released", "still held"
    QString message; // what happened or why not, one line
    QString session; // the node's owner session (0x…), empty when unknown or none

    friend bool operator==(const AuditRecord &, const AuditRecord &) = default;
};

// A record for an attempt starting now by this OS user.
AuditRecord makeAuditRecord(const QString &action, const QString &ensemble, const QString &node);

// The OS user running this process (login name, else $USER, else the numeric uid).
QString currentOsUser();

// The record as one JSON line, '\n' included.
QByteArray toAuditLine(const AuditRecord &record);

// A line without its '\n'. nullopt (with `error`) when it is not a complete audit record.
std::optional<AuditRecord> parseAuditLine(QByteArrayView line, QString *error = nullptr);

struct AuditLogContents {
    QList<AuditRecord> records; // every readable record, in file order
    QList<int> damagedLines; // 1-based numbers of complete lines that are not records
    bool tornTail = false; // the last line was cut off mid-write and is left out
    QString error; // the file could not be read at all
};

// Splits a whole log into records. A last line without '\n' that does not parse is a torn
// write (a crash mid-append), not damage: it is reported as tornTail.
AuditLogContents parseAuditLog(QByteArrayView contents);

} // namespace lockscope
