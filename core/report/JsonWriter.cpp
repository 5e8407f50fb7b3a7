// SPDX-License-Identifier: Apache-2.0

#include "report/JsonWriter.h"

#include "report/PlainRuns.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cstring>

namespace lockscope {

namespace {

constexpr qsizetype kFlushAt = 64 * 1024;

const char kHex[] = "0123456789abcdef";

// The most one character (one UTF-16 unit, one Latin-1 byte) takes escaped: \u00XX.
constexpr qsizetype kMostBytesPerChar = 6;

// One ASCII character inside a string, escaped where RFC 8259 requires it; returns the end.
inline char *putAscii(char *out, unsigned c)
{
    if (c >= 0x20 && c != '"' && c != '\\') {
        *out++ = char(c);
        return out;
    }
    *out++ = '\\';
    switch (c) {
    case '"': *out++ = '"'; return out;
    case '\\': *out++ = '\\'; return out;
    case '\n': *out++ = 'n'; return out;
    case '\r': *out++ = 'r'; return out;
    case '\t': *out++ = 't'; return out;
    case '\b': *out++ = 'b'; return out;
    case '\f': *out++ = 'f'; return out;
    default: break;
    }
    *out++ = 'u';
    *out++ = '0';
    *out++ = '0';
    *out++ = kHex[c >> 4];
    *out++ = kHex[c & 0xF];
    return out;
}

} // namespace

JsonWriter::JsonWriter(Sink sink, Style style)
    : m_sink(std::move(sink)),
      m_style(style),
      m_buffer(4096) // grows to a flush's worth as a document needs it (one event line: never)
{
}

JsonWriter::~JsonWriter()
{
    flush();
}

void JsonWriter::flush()
{
    if (m_used > 0) {
        m_sink(m_buffer.data(), m_used);
        m_used = 0;
    }
}

// Every write goes through here: room for `size` more bytes, where the next ones go. The buffer
// only grows for a single string longer than it.
inline char *JsonWriter::room(qsizetype size)
{
    if (m_used + size > qsizetype(m_buffer.size()))
        m_buffer.resize(size_t(std::max<qsizetype>(m_used + size, qsizetype(m_buffer.size()) * 2)));
    return m_buffer.data() + m_used;
}

inline void JsonWriter::put(char c)
{
    *room(1) = c;
    ++m_used;
}

inline void JsonWriter::put(const char *text, qsizetype size)
{
    std::memcpy(room(size), text, size_t(size));
    m_used += size;
}

void JsonWriter::maybeFlush()
{
    if (m_used >= kFlushAt)
        flush();
}

void JsonWriter::newline()
{
    if (m_style != Style::Indented)
        return;
    const qsizetype indent = qsizetype(m_hasItems.size()) * 2;
    char *out = room(1 + indent);
    *out = '\n';
    std::memset(out + 1, ' ', size_t(indent));
    m_used += 1 + indent;
}

void JsonWriter::beforeValue()
{
    maybeFlush();
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_hasItems.empty())
        return;
    if (m_hasItems.back())
        put(',');
    m_hasItems.back() = true;
    newline();
}

JsonWriter &JsonWriter::key(QLatin1StringView name)
{
    beforeValue();
    // The document's own names are plain ASCII (a snapshot writes 15 per entry): one check and
    // one copy, with the quotes and the colon, instead of the escaping loop.
    const bool plain = std::all_of(name.begin(), name.end(), [](char c) {
        return c > 0x1F && c != '"' && c != '\\'; // signed: bytes from 0x80 up are negative
    });
    if (!plain) {
        writeEscaped(name);
        endKey();
        return *this;
    }
    const qsizetype size = name.size();
    char *out = room(size + 2);
    *out++ = '"';
    std::memcpy(out, name.data(), size_t(size));
    out += size;
    *out++ = '"';
    m_used = out - m_buffer.data();
    endKey();
    return *this;
}

void JsonWriter::endKey()
{
    if (m_style == Style::Indented)
        put(": ", 2);
    else
        put(':');
    m_afterKey = true;
}

void JsonWriter::beginObject()
{
    beforeValue();
    put('{');
    m_hasItems.push_back(false);
}

void JsonWriter::endObject()
{
    const bool hadItems = m_hasItems.back();
    m_hasItems.pop_back();
    if (hadItems)
        newline();
    put('}');
}

void JsonWriter::beginArray()
{
    beforeValue();
    put('[');
    m_hasItems.push_back(false);
}

void JsonWriter::endArray()
{
    const bool hadItems = m_hasItems.back();
    m_hasItems.pop_back();
    if (hadItems)
        newline();
    put(']');
}

void JsonWriter::value(QStringView text)
{
    beforeValue();
    writeEscaped(text);
}

void JsonWriter::value(QLatin1StringView text)
{
    beforeValue();
    writeEscaped(text);
}

void JsonWriter::value(qint64 number)
{
    beforeValue();
    char digits[24];
    char *end = digits + sizeof digits;
    char *p = end;
    quint64 magnitude = number < 0 ? 0 - quint64(number) : quint64(number);
    do {
        *--p = char('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (number < 0)
        *--p = '-';
    put(p, end - p);
}

void JsonWriter::value(bool flag)
{
    beforeValue();
    if (flag)
        put("true", 4);
    else
        put("false", 5);
}

void JsonWriter::null()
{
    beforeValue();
    put("null", 4);
}

void JsonWriter::textOrNull(QStringView text)
{
    if (text.isEmpty())
        null();
    else
        value(text);
}

void JsonWriter::stringArray(const QStringList &texts)
{
    beginArray();
    for (const QString &text : texts)
        value(text);
    endArray();
}

void JsonWriter::value(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: null(); return;
    case QJsonValue::Bool: value(json.toBool()); return;
    case QJsonValue::String: value(json.toString()); return;
    case QJsonValue::Double: {
        const double number = json.toDouble();
        if (number == double(qint64(number)) && qAbs(number) < 9007199254740992.0) {
            value(qint64(number));
        } else {
            beforeValue();
            // What QJsonDocument prints for a double: the shortest text that reads back the same.
            const QByteArray text = QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
            put(text.constData(), text.size());
        }
        return;
    }
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue item : json.toArray())
            value(item);
        endArray();
        return;
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = json.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            beforeValue();
            writeEscaped(QStringView(it.key()));
            endKey();
            value(it.value());
        }
        endObject();
        return;
    }
    }
}

// Strings are most of a snapshot's bytes: each is written through a pointer into room made
// once for its worst case, not a byte at a time.
char *JsonWriter::openString(qsizetype chars)
{
    char *out = room(chars * kMostBytesPerChar + 2);
    *out++ = '"';
    return out;
}

void JsonWriter::closeString(char *end)
{
    *end++ = '"';
    m_used = end - m_buffer.data();
}

void JsonWriter::writeEscaped(QLatin1StringView text)
{
    char *out = openString(text.size());
    const qsizetype plain = copyPlainRun(text.data(), text.size(), out);
    out += plain;
    for (const char c : text.sliced(plain)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            out = putAscii(out, byte);
        } else { // Latin-1 beyond ASCII: two UTF-8 bytes
            *out++ = char(0xC0 | (byte >> 6));
            *out++ = char(0x80 | (byte & 0x3F));
        }
    }
    closeString(out);
}

void JsonWriter::writeEscaped(QStringView text)
{
    const qsizetype size = text.size();
    const char16_t *units = text.utf16();
    char *out = openString(size);
    const qsizetype plain = copyPlainRun(units, size, out);
    out += plain;
    for (qsizetype i = plain; i < size; ++i) {
        const char16_t c = units[i];
        if (c < 0x80) {
            out = putAscii(out, c);
            continue;
        }
        char32_t code = c;
        if (QChar::isHighSurrogate(c) && i + 1 < size && QChar::isLowSurrogate(units[i + 1]))
            code = QChar::surrogateToUcs4(c, units[++i]);
        else if (QChar::isSurrogate(c))
            code = 0xFFFD;
        if (code < 0x800) {
            *out++ = char(0xC0 | (code >> 6));
        } else if (code < 0x10000) {
            *out++ = char(0xE0 | (code >> 12));
            *out++ = char(0x80 | ((code >> 6) & 0x3F));
        } else {
            *out++ = char(0xF0 | (code >> 18));
            *out++ = char(0x80 | ((code >> 12) & 0x3F));
            *out++ = char(0x80 | ((code >> 6) & 0x3F));
        }
        *out++ = char(0x80 | (code & 0x3F));
    }
    closeString(out);
}

QByteArray JsonWriter::toBytes(const std::function<void(JsonWriter &)> &write, Style style)
{
    QByteArray bytes;
    {
        JsonWriter writer([&bytes](const char *data, qsizetype size) { bytes.append(data, size); }, style);
        write(writer);
    }
    return bytes;
}

} // namespace lockscope
