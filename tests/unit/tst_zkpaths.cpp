// SPDX-License-Identifier: Apache-2.0

// Path arithmetic of core/zk/ZkPaths.h: a path split into folder and name as parentPath and
// nodeName split it, and pathLess ordering exactly as QString does; a finding's NodePaths
// (core/zk/NodePaths.h) sorted, found and compared as the list of their paths would be.
#include "zk/NodePaths.h"
#include "zk/ZkPaths.h"
#include "batch/TestBatch.h"

#include <QRandomGenerator>
#include <QTest>

namespace tst_zkpaths {

using namespace lockscope;
using namespace Qt::StringLiterals;

class TestZkPaths : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nodeKeyOf_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("name");
        QTest::newRow("lock entry") << QStringLiteral("/app/locks/orders/_c_1-lock-0000000007")
                                    << QStringLiteral("/app/locks/orders") << QStringLiteral("_c_1-lock-0000000007");
        QTest::newRow("top level") << QStringLiteral("/locks") << QStringLiteral("/") << QStringLiteral("locks");
        QTest::newRow("root") << QStringLiteral("/") << QStringLiteral("/") << QString();
        QTest::newRow("non-ascii") << QStringLiteral("/锁/节点-0000000001") << QStringLiteral("/锁")
                                   << QStringLiteral("节点-0000000001");
    }
    void nodeKeyOf()
    {
        QFETCH(QString, path);
        QFETCH(QString, folder);
        QFETCH(QString, name);
        const NodeKey key = NodeKey::of(path);
        QCOMPARE(key.folder.toString(), folder);
        QCOMPARE(key.name.toString(), name);
        // The same split as the string functions, and the same node as its parts name.
        QCOMPARE(key.folder.toString(), parentPath(path));
        if (path != QLatin1String("/")) {
            QCOMPARE(key.name.toString(), nodeName(path));
            QCOMPARE(childPath(folder, name), path);
        }
        const QString copy = folder; // other strings, equal text: an equal key, an equal hash
        QVERIFY((NodeKey{copy, key.name} == key));
        QCOMPARE(NodeKeyHash()(NodeKey{copy, key.name}), NodeKeyHash()(key));
        QVERIFY(!(NodeKey{key.name, key.folder} == key) || key.name == key.folder);
    }

    void pathLessOrdersAsQString_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("equal") << QStringLiteral("/a/lock-0000000001") << QStringLiteral("/a/lock-0000000001");
        QTest::newRow("empty") << QString() << QStringLiteral("/");
        QTest::newRow("prefix") << QStringLiteral("/a/b") << QStringLiteral("/a/b/c");
        QTest::newRow("last unit of a word") << QStringLiteral("/abc") << QStringLiteral("/abd");
        QTest::newRow("first unit of a word") << QStringLiteral("/abcxefg") << QStringLiteral("/abcyefa");
        QTest::newRow("in the tail") << QStringLiteral("/dense/lock-1") << QStringLiteral("/dense/lock-2");
        QTest::newRow("slash before dash") << QStringLiteral("/a/b/n") << QStringLiteral("/a/b-x/m");
        QTest::newRow("high byte decides")
            << QString(QChar(0x0141)) + QLatin1String("bc") << QString(QChar(0x0240)) + QLatin1String("bc");
        QTest::newRow("low byte decides") << QString(QChar(0x01ff)) << QString(QChar(0x0200));
        QTest::newRow("surrogates after BMP text") << QStringLiteral("/x/\U0001F512") << QStringLiteral("/x/\uFF10");
        QTest::newRow("long common prefix") << QStringLiteral("/dense1000/lock-00000/_c_07d81a53-lock-0000000013")
                                            << QStringLiteral("/dense1000/lock-00000/_c_07d81a53-lock-0000000009");
    }
    void pathLessOrdersAsQString()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QCOMPARE(pathLess(a, b), a < b);
        QCOMPARE(pathLess(b, a), b < a);
        // Views into longer strings: only the viewed units count.
        const QString padded = a + QLatin1String("zzzz");
        QCOMPARE(pathLess(QStringView(padded).left(a.size()), b), a < b);
    }

    // Random text with long shared prefixes and every kind of unit, against QString's order.
    void pathLessOrdersRandomTextAsQString()
    {
        QRandomGenerator random(20261126);
        const char16_t units[] = {u'/',   u'-',   u'0',   u'9',   u'a',   u'z',   0x00e9, 0x0100,
                                  0x01ff, 0x7fff, 0x8000, 0xd83d, 0xdd12, 0xff10, 0xffff};
        const auto text = [&](const QString &prefix) {
            QString s = prefix;
            const int length = random.bounded(0, 12);
            for (int i = 0; i < length; ++i)
                s.append(QChar(units[random.bounded(int(std::size(units)))]));
            return s;
        };
        for (int round = 0; round < 20000; ++round) {
            const QString prefix = text(QString()).repeated(random.bounded(0, 4));
            const QString a = text(prefix);
            const QString b = text(prefix);
            if (pathLess(a, b) != (a < b) || pathLess(b, a) != (b < a))
                QFAIL(qPrintable(QStringLiteral("ordered unlike QString: %1 / %2").arg(a, b)));
        }
    }

    // Nodes in different folders sort by their whole paths, not folder first.
    void nodeRefsOrderAsTheirPaths_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("one folder") << QStringLiteral("/a/lock-0000000001") << QStringLiteral("/a/lock-0000000002");
        QTest::newRow("equal") << QStringLiteral("/a/lock-0000000001") << QStringLiteral("/a/lock-0000000001");
        QTest::newRow("a folder and its child") << QStringLiteral("/a/b") << QStringLiteral("/a/b/c");
        QTest::newRow("slash before dash") << QStringLiteral("/a/b/n") << QStringLiteral("/a/b-x/m");
        QTest::newRow("folder longer, path smaller") << QStringLiteral("/a/z") << QStringLiteral("/a/b/c");
        QTest::newRow("top level and below") << QStringLiteral("/locks") << QStringLiteral("/locks/x");
        QTest::newRow("two top-level nodes") << QStringLiteral("/b") << QStringLiteral("/a");
        QTest::newRow("top level against a longer folder") << QStringLiteral("/a") << QStringLiteral("/a-b/c");
        QTest::newRow("non-ascii folders") << QStringLiteral("/锁/a") << QStringLiteral("/锁b/a");
        QTest::newRow("no node") << QString() << QStringLiteral("/a");
    }
    void nodeRefsOrderAsTheirPaths()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const NodeRef x = NodeRef::fromPath(a);
        const NodeRef y = NodeRef::fromPath(b);
        QCOMPARE(x.path(), a);
        QCOMPARE(y.path(), b);
        QCOMPARE(pathLess(x, y), a < b);
        QCOMPARE(pathLess(y, x), b < a);
    }

    // Random nodes in folders that share prefixes: NodePaths behaves as the sorted list of paths.
    void nodePathsActAsTheirPathList()
    {
        QRandomGenerator random(20261128);
        const QStringList folders{u"/"_s, u"/a"_s, u"/a/b"_s, u"/a-b"_s, u"/a/b-x"_s, u"/锁"_s, u"/a/b/c"_s};
        const char16_t units[] = {u'-', u'0', u'a', u'b', u'z', 0x00e9, 0x9501, 0xffff};
        QStringList paths;
        NodePaths nodes;
        for (int i = 0; i < 300; ++i) {
            QString name;
            for (int length = random.bounded(1, 5); name.size() < length;)
                name.append(QChar(units[random.bounded(int(std::size(units)))]));
            const NodeRef ref{folders[random.bounded(int(folders.size()))], name};
            paths.append(ref.path());
            nodes.append(ref);
        }
        QCOMPARE(NodePaths(paths), nodes); // made from the paths: split as the listings' refs are
        nodes.sort();
        paths.sort();
        QCOMPARE(nodes.paths(), paths);
        QCOMPARE(QStringList(nodes.cbegin(), nodes.cend()), paths);
        QCOMPARE(nodes.first(), paths.first());
        QCOMPARE(nodes.at(nodes.size() - 1), paths.last());
        for (const QString &path : std::as_const(paths)) {
            QVERIFY2(nodes.contains(QStringView(path)), qPrintable(path));
            QVERIFY2(nodes.contains(NodeRef::fromPath(path)), qPrintable(path));
        }
        QVERIFY(!nodes.contains(u"/a/b/c/never"));
        QVERIFY(!nodes.contains(u"/"));
        QVERIFY(!NodePaths().contains(u"/a"));
        NodePaths fewer = nodes;
        fewer.clear();
        QVERIFY(fewer.isEmpty() && fewer != nodes);
    }
};

LOCKSCOPE_TEST(TestZkPaths)

} // namespace tst_zkpaths

#include "tst_zkpaths.moc"
