// SPDX-License-Identifier: Apache-2.0

// JsonWriter: what it writes is the JSON QJsonDocument reads back, in both styles, whatever the text.
#include "report/JsonWriter.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_jsonwriter {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;

class TstJsonWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stringsReadBack_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("written"); // the exact compact bytes
        QTest::newRow("plain") << u"lock-0000000001"_s << QByteArray(R"("lock-0000000001")");
        QTest::newRow("quote and backslash") << u"a\"b\\c"_s << QByteArray(R"("a\"b\\c")");
        QTest::newRow("named controls") << u"\n\r\t\b\f"_s << QByteArray(R"("\n\r\t\b\f")");
        QTest::newRow("other controls") << QString(QChar(0x01)) + QChar(0x1f) << QByteArray(R"("\u0001\u001f")");
        QTest::newRow("NUL inside") << QString(QChar(0)) + u"x"_s << QByteArray(R"("\u0000x")");
        QTest::newRow("two-byte UTF-8") << u"Привет"_s << u"\"Привет\""_s.toUtf8();
        QTest::newRow("three-byte UTF-8") << u"锁"_s << u"\"锁\""_s.toUtf8();
        QTest::newRow("surrogate pair") << u"\U0001F512"_s << u"\"\U0001F512\""_s.toUtf8();
        QTest::newRow("lone high surrogate") << QString(QChar(0xD800)) + u"a"_s << u"\"\uFFFDa\""_s.toUtf8();
        QTest::newRow("lone low surrogate") << QString(QChar(0xDC00)) << u"\"\uFFFD\""_s.toUtf8();
        QTest::newRow("slash stays") << u"/a/b"_s << QByteArray(R"("/a/b")");
        // Longer than the writer's buffer, every kind at its longest escape: the room made for
        // a string is its worst case, and what is left unused is given back.
        QString mixed;
        QByteArray mixedBytes;
        for (int i = 0; i < 20000; ++i) {
            mixed += QChar(0x01) + u"a\"锁\U0001F512"_s;
            mixedBytes += QByteArray(R"(\u0001a\")") + u"锁\U0001F512"_s.toUtf8();
        }
        QTest::newRow("long, every escape") << mixed << '"' + mixedBytes + '"';
        QTest::newRow("long, controls only")
            << QString(70000, QChar(0x1f)) << '"' + QByteArray(R"(\u001f)").repeated(70000) + '"';
    }

    void stringsReadBack()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, written);
        const QByteArray bytes = JsonWriter::toBytes([&](JsonWriter &json) {
            json.beginArray();
            json.value(text);
            json.endArray();
        });
        QCOMPARE(bytes, '[' + written + ']');
        const QJsonArray back = QJsonDocument::fromJson(bytes).array();
        QCOMPARE(back.size(), 1);
        if (!text.contains(QChar(0xD800)) && !text.contains(QChar(0xDC00)))
            QCOMPARE(back.first().toString(), text);
    }

    // Plain text is copied in blocks of 8 (UTF-16) or 16 (Latin-1) characters: whatever needs
    // more than a copy is found at every place of a block and either side of one.
    void anyCharacterAtAnyPlaceOfABlock_data()
    {
        QTest::addColumn<QChar>("special");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("quote") << QChar(u'"') << QByteArray(R"(\")");
        QTest::newRow("backslash") << QChar(u'\\') << QByteArray(R"(\\)");
        QTest::newRow("newline") << QChar(u'\n') << QByteArray(R"(\n)");
        QTest::newRow("unit separator") << QChar(0x1f) << QByteArray(R"(\u001f)");
        QTest::newRow("NUL") << QChar(0) << QByteArray(R"(\u0000)");
        QTest::newRow("DEL stays") << QChar(0x7f) << QByteArray("\x7f");
        QTest::newRow("space stays") << QChar(u' ') << QByteArray(" ");
        QTest::newRow("e acute") << QChar(0xe9) << QByteArray("\xc3\xa9");
        QTest::newRow("CJK") << QChar(0x9501) << u"锁"_s.toUtf8();
        QTest::newRow("top of UTF-16") << QChar(0xfffd) << u"\uFFFD"_s.toUtf8();
    }

    void anyCharacterAtAnyPlaceOfABlock()
    {
        QFETCH(QChar, special);
        QFETCH(QByteArray, written);
        constexpr int kLength = 35;
        for (int at = 0; at < kLength; ++at) {
            QString text(kLength, u'x');
            text[at] = special;
            const QByteArray expected = '"' + QByteArray(at, 'x') + written + QByteArray(kLength - 1 - at, 'x') + '"';
            QCOMPARE(JsonWriter::toBytes([&](JsonWriter &json) { json.value(text); }), expected);
            if (special.unicode() <= 0xff) {
                const QByteArray latin1 = text.toLatin1();
                QCOMPARE(JsonWriter::toBytes([&](JsonWriter &json) { json.value(QLatin1StringView(latin1)); }),
                         expected);
            }
        }
    }

    void keysPlainOrEscaped()
    {
        const auto object = [](JsonWriter::Style style) {
            return JsonWriter::toBytes(
                [](JsonWriter &json) {
                    json.beginObject();
                    json.key("plain_key"_L1).value(qint64(1));
                    json.key("say \"caf\xe9\"\n"_L1).value(qint64(2));
                    json.endObject();
                },
                style);
        };
        QCOMPARE(object(JsonWriter::Style::Compact), QByteArray("{\"plain_key\":1,\"say \\\"caf\xc3\xa9\\\"\\n\":2}"));
        const QByteArray indented = object(JsonWriter::Style::Indented);
        QVERIFY2(indented.contains("\"plain_key\": 1"), indented.constData());
        QVERIFY2(indented.contains("\"say \\\"caf\xc3\xa9\\\"\\n\": 2"), indented.constData());
    }

    void latin1TextIsUtf8()
    {
        const QByteArray bytes =
            JsonWriter::toBytes([](JsonWriter &json) { json.value(QLatin1StringView("caf\xe9\n")); });
        QCOMPARE(bytes, QByteArray("\"caf\xc3\xa9\\n\""));
    }

    void numbersAndLiterals_data()
    {
        QTest::addColumn<qint64>("number");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("zero") << qint64(0) << QByteArray("0");
        QTest::newRow("negative") << qint64(-42) << QByteArray("-42");
        QTest::newRow("session id") << qint64(72059148495486977) << QByteArray("72059148495486977");
        QTest::newRow("min") << std::numeric_limits<qint64>::min() << QByteArray("-9223372036854775808");
        QTest::newRow("max") << std::numeric_limits<qint64>::max() << QByteArray("9223372036854775807");
    }

    void numbersAndLiterals()
    {
        QFETCH(qint64, number);
        QFETCH(QByteArray, written);
        QCOMPARE(JsonWriter::toBytes([&](JsonWriter &json) { json.value(number); }), written);
    }

    void documentInBothStyles()
    {
        QJsonObject fields{{u"brokerid"_s, 3},
                           {u"host"_s, u"kafka3"_s},
                           {u"ratio"_s, 0.5},
                           {u"endpoints"_s, QJsonArray{u"PLAINTEXT://a:9092"_s, QJsonValue::Null, true}}};
        const auto write = [&](JsonWriter &json) {
            json.beginObject();
            json.key("format"_L1).value("lockscope-snapshot-1"_L1);
            json.key("empty"_L1).beginArray();
            json.endArray();
            json.key("empty object"_L1).beginObject();
            json.endObject();
            json.key("texts"_L1).stringArray({u"a"_s, u"b"_s});
            json.key("none"_L1).textOrNull(QString());
            json.key("flag"_L1).value(false);
            json.key("owner_fields"_L1).value(QJsonValue(fields));
            json.endObject();
        };
        const QByteArray compact = JsonWriter::toBytes(write);
        const QByteArray indented = JsonWriter::toBytes(write, JsonWriter::Style::Indented);
        QVERIFY(!compact.contains('\n'));
        QVERIFY(indented.contains("\n  \"format\": \"lockscope-snapshot-1\",\n"));
        QVERIFY(indented.contains("\"empty\": [],"));
        QJsonParseError error;
        const QJsonObject a = QJsonDocument::fromJson(compact, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(QJsonDocument::fromJson(indented).object(), a);
        QCOMPARE(a.value(u"owner_fields"_s).toObject(), fields);
        QCOMPARE(a.value(u"none"_s), QJsonValue(QJsonValue::Null));
        QCOMPARE(a.value(u"texts"_s).toArray(), (QJsonArray{u"a"_s, u"b"_s}));
        // The contract's order, not QJsonObject's alphabetical one.
        QVERIFY(compact.startsWith("{\"format\":"));
    }

    void flushesInChunksAsItGoes()
    {
        QList<qsizetype> chunks;
        {
            JsonWriter json([&chunks](const char *, qsizetype size) { chunks.append(size); },
                            JsonWriter::Style::Compact);
            json.beginArray();
            for (int i = 0; i < 20000; ++i)
                json.value(u"/locks/orders/_c_0b1c-lock-0000000001"_s);
            QVERIFY2(chunks.size() >= 5, "written while the document grows, not at its end");
            json.endArray();
        }
        qsizetype total = 0;
        for (qsizetype size : chunks)
            total += size;
        QCOMPARE(total, qsizetype(2 + 20000 * 40 - 1));
    }
};

LOCKSCOPE_TEST(TstJsonWriter)

} // namespace tst_jsonwriter

#include "tst_jsonwriter.moc"
