// SPDX-License-Identifier: Apache-2.0

#include "recognisers/OwnerReading.h"

#include "recognisers/NamePatternCompiler.h"
#include "systems/SystemQueues.h"

#include <QJsonArray>

namespace lockscope {
namespace {

constexpr qsizetype kMaxOwnerText = 512; // an id, an address: longer text is not a name

// Printable, one short line or a few: what an operator can read as a name.
std::optional<QString> printable(QString text)
{
    text = text.trimmed();
    if (text.isEmpty() || text.size() > kMaxOwnerText)
        return std::nullopt;
    for (const QChar c : std::as_const(text)) {
        if (c.isNonCharacter() || (c.unicode() < 0x20 && c != u'\t' && c != u'\n' && c != u'\r'))
            return std::nullopt;
    }
    return text;
}

QString scalarText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

// RFC 6901: '/'-separated tokens, "~1" for '/', "~0" for '~'; array elements by index.
QJsonValue atPointer(const QJsonObject &object, const QString &pointer)
{
    QJsonValue value = object;
    for (QString token : pointer.sliced(1).split(u'/')) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (value.isObject()) {
            value = value.toObject().value(token);
        } else if (value.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            const QJsonArray array = value.toArray();
            if (!ok || index < 0 || index >= array.size())
                return {};
            value = array.at(index);
        } else {
            return {};
        }
    }
    return value;
}

std::shared_ptr<const EntryOwner> makeOwner(const OwnerReading &reading, QString text, const QJsonObject &fields)
{
    if (!reading.ownerTemplate.isEmpty())
        text = expandTemplate(reading.ownerTemplate, fields).trimmed();
    if (text.isEmpty())
        return nullptr;
    return std::make_shared<const EntryOwner>(EntryOwner{std::move(text), fields});
}

} // namespace

std::optional<QString> decodeJavaUtf(QByteArrayView data)
{
    if (data.size() < 2)
        return std::nullopt;
    const qsizetype length = (qsizetype(quint8(data[0])) << 8) | quint8(data[1]);
    if (data.size() != length + 2)
        return std::nullopt;
    QString out;
    for (qsizetype i = 2; i < data.size();) {
        const quint8 b = quint8(data[i]);
        const auto continuation = [&](qsizetype at) { return at < data.size() && (quint8(data[at]) & 0xC0) == 0x80; };
        if (b < 0x80) {
            out += QChar(char16_t(b));
            i += 1;
        } else if ((b & 0xE0) == 0xC0 && continuation(i + 1)) {
            out += QChar(char16_t(((b & 0x1F) << 6) | (quint8(data[i + 1]) & 0x3F)));
            i += 2;
        } else if ((b & 0xF0) == 0xE0 && continuation(i + 1) && continuation(i + 2)) {
            // A UTF-16 unit: supplementary characters arrive as two (surrogates), as Java writes them.
            out += QChar(
                char16_t(((b & 0x0F) << 12) | ((quint8(data[i + 1]) & 0x3F) << 6) | (quint8(data[i + 2]) & 0x3F)));
            i += 3;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

std::shared_ptr<const EntryOwner> readOwner(const OwnerReading &reading, const NodeInfo &node,
                                            const QJsonObject &captures)
{
    QJsonObject fields = captures;
    switch (reading.format) {
    case OwnerFormat::None: return nullptr;
    case OwnerFormat::Capture: {
        QStringList parts;
        for (auto it = captures.begin(); it != captures.end(); ++it)
            parts.append(it.value().toString());
        return makeOwner(reading, parts.join(u' '), fields);
    }
    case OwnerFormat::Text:
    case OwnerFormat::JavaUtf: {
        const std::optional<QString> raw = reading.format == OwnerFormat::Text
            ? utf8TextOf(node)
            : (node.dataTruncated() ? std::nullopt : decodeJavaUtf(QByteArrayView(node.data)));
        const std::optional<QString> text = raw ? printable(*raw) : std::nullopt;
        if (!text)
            return nullptr;
        fields.insert(reading.field, *text);
        return makeOwner(reading, *text, fields);
    }
    case OwnerFormat::Json: {
        const std::optional<QJsonObject> object = jsonObjectOf(node);
        if (!object)
            return nullptr;
        mergeFields(fields, *object);
        for (const QString &pointer : reading.flatten)
            mergeFields(fields, atPointer(*object, pointer).toObject());
        QString text;
        if (!reading.pointer.isEmpty()) {
            text = scalarText(atPointer(*object, reading.pointer));
            if (text.isEmpty())
                return nullptr; // the record does not name its owner
        }
        return makeOwner(reading, text, fields);
    }
    case OwnerFormat::KeyValue: {
        const std::optional<QString> raw = utf8TextOf(node);
        if (!raw)
            return nullptr;
        for (const QString &part : raw->split(reading.delimiter)) {
            const qsizetype at = part.indexOf(reading.separator);
            if (at > 0)
                fields.insert(part.first(at).trimmed(), part.sliced(at + reading.separator.size()).trimmed());
        }
        const QString text = fields.value(reading.key).toString();
        if (text.isEmpty() || !printable(text))
            return nullptr;
        return makeOwner(reading, text, fields);
    }
    case OwnerFormat::Regex: {
        const std::optional<QString> raw = utf8TextOf(node);
        const QRegularExpressionMatch match = raw ? reading.pattern.match(*raw) : QRegularExpressionMatch();
        if (!match.hasMatch())
            return nullptr;
        mergeFields(fields, capturesOf(reading.pattern, match));
        const QString text = match.hasCaptured(u"owner") ? match.captured(u"owner") : match.captured(0);
        const std::optional<QString> shown = printable(text);
        return shown ? makeOwner(reading, *shown, fields) : nullptr;
    }
    }
    return nullptr;
}

} // namespace lockscope
