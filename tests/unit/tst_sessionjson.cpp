// SPDX-License-Identifier: Apache-2.0

// Sessions in both notations wherever the JSON documents name them: `session` as 0x + 16 hex
// digits and `session_decimal` as Java prints a long (Kafka's and Solr's names and logs), in
// lock entries, watch events, the snapshot's sessions and findings, diagnostics errors and history.

#include "report/HistoryJson.h"
#include "report/SnapshotJson.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace tst_sessionjson {

using namespace lockscope;
using namespace Qt::StringLiterals;

namespace {

QJsonObject objectOf(const std::function<void(JsonWriter &)> &write)
{
    return QJsonDocument::fromJson(JsonWriter::toBytes(write)).object();
}

// What `writer` writes for one session.
QJsonObject written(const QString &writer, qint64 session)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(1'800'000'000'000, Qt::UTC);
    Finding finding;
    finding.kind = FindingKind::LongHeld;
    finding.sessions = {session};
    finding.nodes = {u"/l/n"_s};
    if (writer == u"entry") {
        LockEntry entry;
        entry.parentPath = u"/l"_s;
        entry.node.edit().name = u"n"_s;
        entry.node.edit().stat.ephemeralOwner = session;
        return objectOf([&](JsonWriter &json) { writeEntry(json, entry, 0); });
    }
    if (writer == u"event" || writer == u"connection event") {
        LockEvent event;
        event.at = at;
        event.type = writer == u"event" ? LockEventType::Acquired : LockEventType::Connection;
        event.lock = u"/l"_s;
        event.node = u"/l/n"_s;
        event.session = session;
        return objectOf([&](JsonWriter &json) { writeEvent(json, event); });
    }
    if (writer == u"session") {
        SessionInfo info;
        info.session = session;
        return objectOf([&](JsonWriter &json) { writeSession(json, info); });
    }
    if (writer == u"finding")
        return objectOf([&](JsonWriter &json) { writeFinding(json, finding); });
    if (writer == u"finding event")
        return objectOf([&](JsonWriter &json) { writeFindingEvent(json, at, "appeared"_L1, finding); });
    if (writer == u"diagnostics error") {
        const DiagnosticsError error{u"127.0.0.1:2181"_s, u"cons is not allowed"_s, {session}};
        return objectOf([&](JsonWriter &json) { writeDiagnosticsError(json, error); });
    }
    HistoryResult history;
    if (writer == u"history entry") {
        EntrySpan span;
        span.node = u"/l/n"_s;
        span.session = session;
        span.ephemeral = session != 0;
        history.locks.push_back(LockPast{});
        history.locks.back().path = u"/l"_s;
        history.locks.back().entries.push_back(span);
    } else {
        history.sessions.push_back(SessionSpan{session, std::nullopt, std::nullopt, 30000});
    }
    const QJsonObject document = objectOf([&](JsonWriter &json) { writeHistory(json, history, 0, 1); });
    if (writer == u"history entry")
        return document.value(u"locks").toArray().at(0).toObject().value(u"entries").toArray().at(0).toObject();
    return document.value(u"sessions").toArray().at(0).toObject();
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

class TstSessionJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bothNotations_data()
    {
        QTest::addColumn<QString>("writer");
        QTest::addColumn<qint64>("session");
        QTest::addColumn<QString>("hex"); // empty: null
        QTest::addColumn<QString>("decimal"); // empty: null

        const qint64 session = 0x0100000a02b00003LL;
        const qint64 highBit = qint64(0x8000000000000001ULL); // a server id >= 128: negative in Java
        for (const char *writer : {"entry", "event", "session", "finding", "finding event", "diagnostics error",
                                   "history entry", "history session"}) {
            QTest::addRow("%s", writer) << QString::fromLatin1(writer) << session << u"0x0100000a02b00003"_s
                                        << u"72057637032689667"_s;
            QTest::addRow("%s, high bit", writer)
                << QString::fromLatin1(writer) << highBit << u"0x8000000000000001"_s << u"-9223372036854775807"_s;
        }
        for (const char *writer : {"entry", "event", "history entry"})
            QTest::addRow("%s, persistent", writer)
                << QString::fromLatin1(writer) << qint64(0) << QString() << QString();
        QTest::newRow("connection event") << u"connection event"_s << session << QString() << QString();
    }
    void bothNotations()
    {
        QFETCH(QString, writer);
        QFETCH(qint64, session);
        QFETCH(QString, hex);
        QFETCH(QString, decimal);

        const QJsonObject object = written(writer, session);
        QVERIFY(!object.isEmpty());
        if (writer == u"finding" || writer == u"diagnostics error") {
            QCOMPARE(object.value(u"sessions").toArray(), QJsonArray{hex});
            QCOMPARE(object.value(u"sessions_decimal").toArray(), QJsonArray{decimal});
            return;
        }
        QCOMPARE(object.value(u"session"), textOrNull(hex));
        QVERIFY(object.contains(u"session_decimal"));
        QCOMPARE(object.value(u"session_decimal"), textOrNull(decimal));
        if (writer == u"finding event") {
            const QJsonObject finding = object.value(u"finding").toObject();
            QCOMPARE(finding.value(u"sessions_decimal").toArray(), QJsonArray{decimal});
        }
    }

    // The decimal array follows the hex one, session for session.
    void findingSessionsInOrder()
    {
        Finding finding;
        finding.kind = FindingKind::Deadlock;
        finding.sessions = {0x0100000a02b00001LL, 0x0100000a02b00002LL};
        const QJsonObject object = objectOf([&](JsonWriter &json) { writeFinding(json, finding); });
        QCOMPARE(object.value(u"sessions").toArray(), (QJsonArray{u"0x0100000a02b00001"_s, u"0x0100000a02b00002"_s}));
        QCOMPARE(object.value(u"sessions_decimal").toArray(),
                 (QJsonArray{u"72057637032689665"_s, u"72057637032689666"_s}));
    }
};

LOCKSCOPE_TEST(TstSessionJson)

} // namespace tst_sessionjson

#include "tst_sessionjson.moc"
