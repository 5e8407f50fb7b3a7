// SPDX-License-Identifier: Apache-2.0

#pragma once
// Writes JSON as it is produced, in chunks, to any sink: a 20,000-entry snapshot goes out while
// it is being written instead of being built as a document first (QJsonObject costs ~10x the
// bytes it prints, and sorts keys the contract prints in its own order). Compact, or indented
// for people (`--pretty`). Strings are escaped as RFC 8259 requires and written as UTF-8;
// an unpaired surrogate becomes U+FFFD, as QJsonDocument writes it.

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace lockscope {

class JsonWriter {
public:
    using Sink = std::function<void(const char *data, qsizetype size)>;
    enum class Style {
        Compact,
        Indented
    };

    JsonWriter(Sink sink, Style style);
    ~JsonWriter(); // flushes
    JsonWriter(const JsonWriter &) = delete;
    JsonWriter &operator=(const JsonWriter &) = delete;

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The key of the next value inside an object.
    JsonWriter &key(QLatin1StringView name);

    void value(QStringView text);
    void value(const QString &text) { value(QStringView(text)); }
    void value(QLatin1StringView text);
    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    void value(bool flag);
    void value(const QJsonValue &json); // any JSON value (objects of decoded system data)
    void null();
    // A string, or null when empty (the contract's optional texts).
    void textOrNull(QStringView text);
    void stringArray(const QStringList &texts);

    // Hands what is buffered to the sink; done by itself every few tens of KB.
    void flush();

    // The bytes `write` produces, compact: for callers that want a QJsonObject (tests) or one line.
    static QByteArray toBytes(const std::function<void(JsonWriter &)> &write, Style style = Style::Compact);

private:
    void beforeValue();
    void endKey(); // after a key's text: the separator, and the value comes next
    void newline();
    void writeEscaped(QStringView text);
    void writeEscaped(QLatin1StringView text);
    // Makes room for a string of `chars` characters at their longest escaped, writes its opening
    // quote and returns where its text goes; closeString() writes the closing one and gives the
    // unused room back.
    char *openString(qsizetype chars);
    void closeString(char *end);
    void maybeFlush();
    char *room(qsizetype size);
    void put(char c);
    void put(const char *text, qsizetype size);

    Sink m_sink;
    Style m_style;
    std::vector<char> m_buffer; // its size is the room; the first m_used bytes are written
    qsizetype m_used = 0;
    // Per open container: whether it already holds an item (a comma comes first).
    std::vector<bool> m_hasItems;
    bool m_afterKey = false;
};

} // namespace lockscope
