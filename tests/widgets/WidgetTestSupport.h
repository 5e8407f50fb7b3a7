// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the widget tests share: an offscreen, fixed-DPI application with private settings, and a
// second ZooKeeper session that plays lock clients by creating real nodes.

#include "zk/ZkSession.h"

#include <QApplication>
#include <QTest>
#include <optional>

namespace lockscope::test {

// Offscreen platform, 96 DPI, $HOME, settings and the audit log in a temporary place: tests
// never read or write the operator's own.
void prepareWidgetTestEnvironment();

// Where screenshots of a test run go (in the build directory), created on demand.
QString screenshotDirectory();

// A dark desktop palette: views must take every colour from the palette to stay readable in it.
QPalette darkPalette();

class ZkWriter {
public:
    explicit ZkWriter(const QString &connect);
    bool isConnected() const { return m_session.isConnected(); }
    ZkSession &session() { return m_session; }
    // Creates a persistent node and any missing parents.
    ZkError createPath(const QString &path, const QByteArray &data = {});
    // Creates prefix + sequence; returns the full path, empty on failure.
    QString lockNode(const QString &prefix, CreateMode mode = CreateMode::EphemeralSequential,
                     const QByteArray &data = {});
    ZkError remove(const QString &path);
    ZkError setData(const QString &path, const QByteArray &data);
    std::optional<NodeStat> stat(const QString &path);

private:
    ZkError create(const QString &path, const QByteArray &data, CreateMode mode, QString *created);
    ZkSession m_session;
};

} // namespace lockscope::test
