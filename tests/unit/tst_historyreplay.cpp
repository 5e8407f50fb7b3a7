// SPDX-License-Identifier: Apache-2.0

// readHistory on files Debian's ZooKeeper wrote (data/zookeeper-files: a kazoo client took and
// released /app/locks/orders, wrote a multi with an ephemeral node, and closed its session):
// roots and discovery mean what they mean live, the snapshot is chosen by --from, and the
// tree's replay follows ZooKeeper's (the closed session's ephemeral node goes with it).
#include "history/HistoryReplay.h"
#include "history/LockReplay.h"
#include "history/LogSequence.h"
#include "report/HistoryJson.h"
#include "batch/TestBatch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace tst_historyreplay {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;

namespace {

QString fixtures()
{
    return QFileInfo(QFINDTESTDATA(u"data/zookeeper-files/log.1"_s)).path();
}

// "/app/locks/orders kazoo: q a e released" per entry; its times relative to the first txn.
QStringList describe(const HistoryResult &history)
{
    QStringList lines;
    for (const LockPast &lock : history.locks) {
        QStringList entries;
        for (const EntrySpan &span : lock.entries) {
            entries << u"%1%2 %3"_s.arg(span.acquiredAtMs ? u"held"_s : u"waited"_s,
                                        span.beforeRecord ? u" before"_s : QString(),
                                        span.end == EntryEnd::Open ? u"open"_s : entryEndName(span.end));
        }
        lines << u"%1 %2: %3"_s.arg(lock.path, recipeName(lock.recipe), entries.join(u", "_s));
    }
    return lines;
}

} // namespace

class TstHistoryReplay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scopes_data()
    {
        QTest::addColumn<QStringList>("roots");
        QTest::addColumn<QStringList>("discover");
        QTest::addColumn<QStringList>("locks");
        const QStringList orders = {u"/app/locks/orders kazoo: held released"_s};
        QTest::newRow("root") << QStringList{u"/app/locks/orders"_s} << QStringList() << orders;
        QTest::newRow("root with a trailing slash") << QStringList{u"/app/locks/orders/"_s} << QStringList() << orders;
        QTest::newRow("discovery") << QStringList() << QStringList{u"/app"_s} << orders;
        QTest::newRow("discovery from /") << QStringList() << QStringList{u"/"_s} << orders;
        // Found by discovery /app/locks holds only a lock parent: no lock of its own.
        QTest::newRow("discovery at the parent") << QStringList() << QStringList{u"/app/locks"_s} << orders;
        // Named as a root, an empty node is still reported (an empty generic mutex).
        QTest::newRow("empty root") << QStringList{u"/app/c"_s} << QStringList() << QStringList{u"/app/c generic: "_s};
        QTest::newRow("missing root") << QStringList{u"/nowhere"_s} << QStringList() << QStringList();
        QTest::newRow("elsewhere") << QStringList() << QStringList{u"/zookeeper"_s} << QStringList();
    }

    void scopes()
    {
        QFETCH(QStringList, roots);
        QFETCH(QStringList, discover);
        QFETCH(QStringList, locks);
        HistoryOptions options;
        options.dataDirs = {fixtures()};
        options.roots = roots;
        options.discover = discover;
        const HistoryResult history = readHistory(options);
        QCOMPARE(history.failure, QString());
        QCOMPARE(history.errors.size(), std::size_t(0));
        QCOMPARE(describe(history), locks);
        QCOMPARE(history.sessions.size(), std::size_t(1));
        QVERIFY(history.sessions[0].openedAtMs && history.sessions[0].closedAtMs);
        QCOMPARE(history.sessions[0].timeoutMs, 10000);
        QVERIFY(history.recordEndMs - history.recordStartMs < 10000);
    }

    // A server with its own dataLogDir: snapshots in one folder, logs in another, read as one;
    // a folder named twice counts once.
    void foldersApart_data()
    {
        QTest::addColumn<QStringList>("folders"); // "snapshots", "logs", "all"
        QTest::addColumn<QString>("failure"); // empty: the same record as the one folder
        QTest::newRow("both") << QStringList{u"snapshots"_s, u"logs"_s} << QString();
        QTest::newRow("both, the other way round") << QStringList{u"logs"_s, u"snapshots"_s} << QString();
        QTest::newRow("named twice") << QStringList{u"all"_s, u"all"_s} << QString();
        QTest::newRow("the logs' folder alone") << QStringList{u"logs"_s} << u"no snapshot to start from"_s;
    }

    void foldersApart()
    {
        QFETCH(QStringList, folders);
        QFETCH(QString, failure);
        QTemporaryDir dir;
        const QDir source(fixtures());
        for (const QString &name : source.entryList(QDir::Files)) {
            const QString folder = dir.filePath(name.startsWith(u"log."_s) ? u"logs"_s : u"snapshots"_s);
            QVERIFY(QDir().mkpath(folder));
            QVERIFY(QFile::copy(source.filePath(name), folder + u'/' + name));
        }
        HistoryOptions options;
        options.discover = {u"/"_s};
        for (const QString &folder : folders)
            options.dataDirs << (folder == u"all"_s ? fixtures() : dir.filePath(folder));
        const HistoryResult history = readHistory(options);
        if (!failure.isEmpty()) {
            QVERIFY2(history.failure.contains(failure), qPrintable(history.failure));
            return;
        }
        QCOMPARE(history.failure, QString());
        QCOMPARE(history.errors.size(), std::size_t(0));
        HistoryOptions one;
        one.dataDirs = {fixtures()};
        one.discover = {u"/"_s};
        QCOMPARE(describe(history), describe(readHistory(one)));
        QCOMPARE(history.source.count(u", "_s), QSet<QString>(folders.begin(), folders.end()).size() - 1);
    }

    void window_data()
    {
        QTest::addColumn<qint64>("fromOffsetMs"); // from the record's end; 0: the record's end
        QTest::addColumn<bool>("before"); // --from before the record: a note in errors
        QTest::addColumn<int>("entries");
        QTest::newRow("from the start") << qint64(-60000) << true << 1;
        QTest::newRow("after everything") << qint64(1) << false << 0;
    }

    void window()
    {
        QFETCH(qint64, fromOffsetMs);
        QFETCH(bool, before);
        QFETCH(int, entries);
        HistoryOptions options;
        options.dataDirs = {fixtures()};
        options.discover = {u"/app"_s};
        const qint64 end = readHistory(options).recordEndMs;
        options.fromMs = end + fromOffsetMs;
        const HistoryResult history = readHistory(options);
        QCOMPARE(!history.errors.empty() && history.errors[0].error.startsWith(u"the record starts at"_s), before);
        int seen = 0;
        for (const LockPast &lock : history.locks)
            seen += int(lock.entries.size());
        QCOMPARE(seen, entries);
    }

    // snapshot.0 and the log replayed give the tree the server wrote as snapshot.b on its
    // restart: every node with the same stat.
    void treeMatchesTheServersLaterSnapshot()
    {
        QString error;
        const std::optional<DataDirectory> directory = findDataDirectory({fixtures()}, &error);
        QVERIFY2(directory, qPrintable(error));
        std::optional<SnapshotContents> first = snapshotOf(u"snapshot.0"_s);
        const std::optional<SnapshotContents> later = snapshotOf(u"snapshot.b"_s);
        QVERIFY(first && later);
        LockReplay replay({}, {u"/app"_s});
        replay.start(std::move(first->nodes), 0);
        LogSequence logs(*directory, 0, nullptr);
        Txn txn;
        while (logs.next(txn))
            replay.apply(txn);
        const ReplayTree &tree = replay.tree();
        QVERIFY(!tree.exists(u"/app/m2"_s)); // the multi's ephemeral node, gone with its session
        QCOMPARE(tree.nodeCount(), qsizetype(later->nodes.size()));
        for (const SnapshotNode &node : later->nodes) {
            const NodeListing listing = tree.listing(node.path);
            QCOMPARE(listing.path, node.path);
            NodeStat stat = listing.stat;
            stat.numChildren = 0; // a snapshot does not store it
            QCOMPARE(stat, node.stat);
        }
    }

    // The document as the contract names it, the same in both styles, whatever the locks.
    void historyDocument_data()
    {
        QTest::addColumn<QStringList>("roots");
        QTest::newRow("no lock") << QStringList{u"/nowhere"_s};
        QTest::newRow("one lock") << QStringList{u"/app/locks/orders"_s};
        QTest::newRow("two locks") << QStringList{u"/app/locks/orders"_s, u"/app/c"_s};
    }

    void historyDocument()
    {
        QFETCH(QStringList, roots);
        HistoryOptions options;
        options.dataDirs = {fixtures()};
        options.roots = roots;
        HistoryResult history = readHistory(options);
        history.errors.push_back({u"log.1"_s, 7, u"an error, so that no array is empty"_s});
        const auto write = [&history](JsonWriter &json) { writeHistory(json, history, 1, 2); };
        const QJsonObject document = QJsonDocument::fromJson(JsonWriter::toBytes(write)).object();
        QCOMPARE(QJsonDocument::fromJson(JsonWriter::toBytes(write, JsonWriter::Style::Indented)).object(), document);
        QCOMPARE(document.value(u"format"_s).toString(), u"lockscope-history-1"_s);
        QCOMPARE(document.value(u"from"_s).toString(), u"1970-01-01T00:00:00.001Z"_s);
        const QJsonArray locks = document.value(u"locks"_s).toArray();
        QCOMPARE(locks.size(), qsizetype(history.locks.size()));
        for (qsizetype i = 0; i < locks.size(); ++i) {
            const QJsonObject lock = locks.at(i).toObject();
            QCOMPARE(lock.value(u"path"_s).toString(), history.locks[std::size_t(i)].path);
            const QJsonArray entries = lock.value(u"entries"_s).toArray();
            QCOMPARE(entries.size(), qsizetype(history.locks[std::size_t(i)].entries.size()));
            for (const QJsonValue &entry : entries) {
                for (const QString &field : {u"path"_s, u"sequence"_s, u"mode"_s, u"session"_s, u"session_decimal"_s,
                                             u"ephemeral"_s, u"queued_at"_s, u"acquired_at"_s, u"ended_at"_s, u"end"_s})
                    QVERIFY2(entry.toObject().contains(field), qPrintable(field));
            }
        }
        QCOMPARE(document.value(u"errors"_s).toArray().last().toObject().value(u"file"_s).toString(), u"log.1"_s);
        const QJsonArray sessions = document.value(u"sessions"_s).toArray();
        QCOMPARE(sessions.size(), qsizetype(history.sessions.size()));
        for (qsizetype i = 0; i < sessions.size(); ++i) {
            QCOMPARE(sessions.at(i).toObject().value(u"session_decimal"_s).toString(),
                     QString::number(history.sessions[std::size_t(i)].session));
        }
    }

private:
    static std::optional<SnapshotContents> snapshotOf(const QString &name)
    {
        QFile file(fixtures() + u'/' + name);
        if (!file.open(QIODevice::ReadOnly))
            return std::nullopt;
        return decodeSnapshot(file.readAll());
    }
};

LOCKSCOPE_TEST(TstHistoryReplay)

} // namespace tst_historyreplay

#include "tst_historyreplay.moc"
