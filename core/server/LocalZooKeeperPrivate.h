// SPDX-License-Identifier: Apache-2.0

#pragma once
// LocalZooKeeper's insides, shared by LocalZooKeeper.cpp (processes, ports, readiness) and
// LocalZooKeeperConfig.cpp (zoo.cfg and the Java command line).

#include "server/LocalZooKeeper.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

namespace lockscope {

namespace detail {
inline const QString kZooKeeperJarDir = QStringLiteral("/usr/share/java/");
inline const QString kZooKeeperServerJar = QStringLiteral("zookeeper.jar");
} // namespace detail

struct LocalZooKeeper::Private {
    enum class Launch {
        Serving,
        PortTaken,
        Failed
    };

    Private(LocalZooKeeper *owner, Options serverOptions) : q(owner), options(std::move(serverOptions)) { }

    LocalZooKeeper *q;
    Options options;
    QTemporaryDir directory{QDir::tempPath() + QStringLiteral("/lockscope-zk-XXXXXX")};
    QProcess *process = nullptr;
    quint16 clientPort = 0;
    quint16 adminPort = 0;
    quint16 securePort = 0;
    bool serving = false;
    QString error;
    QByteArray log;

    QString configPath() const { return directory.filePath(QStringLiteral("zoo.cfg")); }
    QString dataPath() const { return directory.filePath(QStringLiteral("data")); }

    // LocalZooKeeperConfig.cpp
    bool writeConfig();
    QString secureConfig() const;
    QString extraConfig() const;
    QStringList javaArguments() const;
    qsizetype logStart = 0; // where the current process's output begins in `log`

    // LocalZooKeeper.cpp
    Launch launch(const QDeadlineTimer &deadline);
    bool spawn(const QDeadlineTimer &deadline);
    Launch awaitServing(const QDeadlineTimer &deadline);
    bool pickPorts();
    bool canRun();
    void collectOutput();
    void discardProcess();
    QString failure(const QString &what) const;
};

} // namespace lockscope
