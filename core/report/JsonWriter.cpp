#include "report/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lockscope {

namespace {

constexpr qsizetype kFlushAt = 64 * 1024;

const char kHex[] = "0123456789abcdef";

// One ASCII character inside a string, escaped where RFC 8259 requires it.
void appendAscii(QByteArray &out, char16_t c)
{
    switch (c) {
    case u'"': out.append("\\\""); return;
    case u'\\': out.append("\\\\"); return;
    case u'\n': out.append("\\n"); return;
    case u'\r': out.append("\\r"); return;
    case u'\t': out.append("\\t"); return;
    case u'\b': out.append("\\b"); return;
    case u'\f': out.append("\\f"); return;
    default: break;
    }
    if (c < 0x20) {
        const char escape[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
        out.append(escape, sizeof escape);
    } else {
        out.append(char(c));
    }
}

} // namespace

JsonWriter::JsonWriter(Sink sink, Style style)
    : m_sink(std::move(sink))
    , m_style(style)
{
    m_buffer.reserve(kFlushAt + 4096);
}

JsonWriter::~JsonWriter()
{
    flush();
}

void JsonWriter::flush()
{
    if (!m_buffer.isEmpty()) {
        m_sink(m_buffer.constData(), m_buffer.size());
        m_buffer.clear();
    }
}

void JsonWriter::maybeFlush()
{
    if (m_buffer.size() >= kFlushAt)
        flush();
}

void JsonWriter::newline()
{
    if (m_style != Style::Indented)
        return;
    m_buffer.append('\n');
    m_buffer.append(qsizetype(m_hasItems.size()) * 2, ' ');
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
        m_buffer.append(',');
    m_hasItems.back() = true;
    newline();
}

JsonWriter &JsonWriter::key(QLatin1StringView name)
{
    beforeValue();
    writeEscaped(name);
    endKey();
    return *this;
}

void JsonWriter::endKey()
{
    m_buffer.append(m_style == Style::Indented ? ": " : ":");
    m_afterKey = true;
}

void JsonWriter::beginObject()
{
    beforeValue();
    m_buffer.append('{');
    m_hasItems.push_back(false);
}

void JsonWriter::endObject()
{
    const bool hadItems = m_hasItems.back();
    m_hasItems.pop_back();
    if (hadItems)
        newline();
    m_buffer.append('}');
}

void JsonWriter::beginArray()
{
    beforeValue();
    m_buffer.append('[');
    m_hasItems.push_back(false);
}

void JsonWriter::endArray()
{
    const bool hadItems = m_hasItems.back();
    m_hasItems.pop_back();
    if (hadItems)
        newline();
    m_buffer.append(']');
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
    m_buffer.append(p, end - p);
}

void JsonWriter::value(bool flag)
{
    beforeValue();
    m_buffer.append(flag ? "true" : "false");
}

void JsonWriter::null()
{
    beforeValue();
    m_buffer.append("null");
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
            m_buffer.append(QByteArray::number(number, 'g', QLocale::FloatingPointShortest));
        }
        return;
    }
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &item : json.toArray())
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

void JsonWriter::writeEscaped(QLatin1StringView text)
{
    m_buffer.append('"');
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            appendAscii(m_buffer, byte);
        } else {   // Latin-1 beyond ASCII: two UTF-8 bytes
            m_buffer.append(char(0xC0 | (byte >> 6)));
            m_buffer.append(char(0x80 | (byte & 0x3F)));
        }
    }
    m_buffer.append('"');
}

void JsonWriter::writeEscaped(QStringView text)
{
    m_buffer.append('"');
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        char16_t c = text[i].unicode();
        if (c < 0x80) {
            appendAscii(m_buffer, c);
            continue;
        }
        char32_t code = c;
        if (QChar::isHighSurrogate(c) && i + 1 < size && QChar::isLowSurrogate(text[i + 1].unicode()))
            code = QChar::surrogateToUcs4(c, text[++i].unicode());
        else if (QChar::isSurrogate(c))
            code = 0xFFFD;
        if (code < 0x800) {
            m_buffer.append(char(0xC0 | (code >> 6)));
        } else if (code < 0x10000) {
            m_buffer.append(char(0xE0 | (code >> 12)));
            m_buffer.append(char(0x80 | ((code >> 6) & 0x3F)));
        } else {
            m_buffer.append(char(0xF0 | (code >> 18)));
            m_buffer.append(char(0x80 | ((code >> 12) & 0x3F)));
            m_buffer.append(char(0x80 | ((code >> 6) & 0x3F)));
        }
        m_buffer.append(char(0x80 | (code & 0x3F)));
    }
    m_buffer.append('"');
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
