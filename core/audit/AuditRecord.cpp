// SPDX-License-Identifier: Apache-2.0

#include "audit/AuditRecord.h"

#include "report/SnapshotJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <limits>
#include <pwd.h>
#include <unistd.h>

namespace lockscope {

namespace {

const QString kTime = QStringLiteral("time");
const QString kEnsemble = QStringLiteral("ensemble");
const QString kUser = QStringLiteral("user");
const QString kAction = QStringLiteral("action");
const QString kNode = QStringLiteral("node");
const QString kVersion = QStringLiteral("version");
const QString kPayload = QStringLiteral("payload");
const QString kReason = QStringLiteral("reason");
const QString kResult = QStringLiteral("result");
const QString kMessage = QStringLiteral("message");
const QString kSession = QStringLiteral("session");

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// Optional text fields: absent and null read as empty, anything but a string is damage.
bool readText(const QJsonObject &o, const QString &key, QString *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isString())
        return false;
    *out = v.toString();
    return true;
}

std::optional<AuditRecord> fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

} // namespace

QString currentOsUser()
{
    if (const passwd *pw = ::getpwuid(::geteuid()); pw && pw->pw_name && *pw->pw_name)
        return QString::fromLocal8Bit(pw->pw_name);
    const QString fromEnv = qEnvironmentVariable("USER");
    return fromEnv.isEmpty() ? QString::number(::geteuid()) : fromEnv;
}

AuditRecord makeAuditRecord(const QString &action, const QString &ensemble, const QString &node)
{
    AuditRecord record;
    record.time = QDateTime::currentDateTimeUtc();
    record.ensemble = ensemble;
    record.user = currentOsUser();
    record.action = action;
    record.node = node;
    return record;
}

QByteArray toAuditLine(const AuditRecord &record)
{
    QJsonObject o;
    o.insert(kTime, isoUtc(record.time));
    o.insert(kEnsemble, record.ensemble);
    o.insert(kUser, record.user);
    o.insert(kAction, record.action);
    o.insert(kNode, record.node);
    o.insert(kVersion, record.version ? QJsonValue(*record.version) : QJsonValue(QJsonValue::Null));
    o.insert(kPayload, record.payload ? QJsonValue(*record.payload) : QJsonValue(QJsonValue::Null));
    o.insert(kReason, record.reason);
    o.insert(kResult, record.result);
    o.insert(kMessage, record.message);
    o.insert(kSession, orNull(record.session));
    // Compact JSON escapes control characters, so a record never spans two lines.
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<AuditRecord> parseAuditLine(QByteArrayView line, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, QStringLiteral("not JSON: %1").arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(error, QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();

    AuditRecord record;
    const QString time = o.value(kTime).toString();
    record.time = QDateTime::fromString(time, Qt::ISODateWithMs);
    if (!record.time.isValid())
        return fail(error, QStringLiteral("no valid \"time\""));
    record.time = record.time.toUTC();
    for (const QString *key : {&kAction, &kNode, &kResult}) {
        const QJsonValue v = o.value(*key);
        if (!v.isString() || v.toString().isEmpty())
            return fail(error, QStringLiteral("no \"%1\"").arg(*key));
    }
    record.action = o.value(kAction).toString();
    record.node = o.value(kNode).toString();
    record.result = o.value(kResult).toString();

    const QJsonValue version = o.value(kVersion);
    if (version.isDouble()) {
        // A node's data version is a signed 32-bit number. The range is tested before any cast:
        // casting a double beyond the target's range is undefined (found by fuzz_auditlog).
        const double v = version.toDouble();
        if (!(v >= double(std::numeric_limits<qint32>::min()) && v <= double(std::numeric_limits<qint32>::max())))
            return fail(error, QStringLiteral("\"version\" is out of a node version's range"));
        if (v != double(qint32(v)))
            return fail(error, QStringLiteral("\"version\" is not a whole number"));
        record.version = qint32(v);
    } else if (!version.isNull() && !version.isUndefined()) {
        return fail(error, QStringLiteral("\"version\" is not a number"));
    }
    const QJsonValue payload = o.value(kPayload);
    if (payload.isString())
        record.payload = payload.toString();
    else if (!payload.isNull() && !payload.isUndefined())
        return fail(error, QStringLiteral("\"payload\" is not text"));

    const std::pair<const QString *, QString *> texts[] = {{&kEnsemble, &record.ensemble},
                                                           {&kUser, &record.user},
                                                           {&kReason, &record.reason},
                                                           {&kMessage, &record.message},
                                                           {&kSession, &record.session}};
    for (const auto &[key, out] : texts) {
        if (!readText(o, *key, out))
            return fail(error, QStringLiteral("\"%1\" is not text").arg(*key));
    }
    return record;
}

AuditLogContents parseAuditLog(QByteArrayView contents)
{
    AuditLogContents result;
    qsizetype start = 0;
    int lineNumber = 0;
    while (start < contents.size()) {
        const qsizetype newline = contents.indexOf('\n', start);
        const bool complete = newline >= 0;
        const QByteArrayView line = contents.sliced(start, (complete ? newline : contents.size()) - start);
        start = complete ? newline + 1 : contents.size();
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        if (std::optional<AuditRecord> record = parseAuditLine(line)) {
            result.records.append(std::move(*record));
        } else if (complete) {
            result.damagedLines.append(lineNumber);
        } else {
            result.tornTail = true;
        }
    }
    return result;
}

} // namespace lockscope
