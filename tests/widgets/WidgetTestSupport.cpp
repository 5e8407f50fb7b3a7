// SPDX-License-Identifier: Apache-2.0

#include "WidgetTestSupport.h"

#include "TestZooKeeper.h"
#include "zk/ZkPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QPalette>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace lockscope::test {

void prepareWidgetTestEnvironment()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_FONT_DPI", "96");
    qputenv("QT_SCALE_FACTOR", "1");
    // Files the GUI keeps under $HOME (the user's recogniser folder: Qt's test mode reads
    // ~/.qttest/config) go to a temporary one, never the operator's.
    static QTemporaryDir home;
    qputenv("HOME", home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    static QTemporaryDir settingsDir;
    QCoreApplication::setOrganizationName(QStringLiteral("lockscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("lockscope-tests"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
}

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(37, 37, 38));
    dark.setColor(QPalette::WindowText, QColor(220, 220, 220));
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
    dark.setColor(QPalette::Text, QColor(220, 220, 220));
    dark.setColor(QPalette::Button, QColor(45, 45, 48));
    dark.setColor(QPalette::ButtonText, QColor(220, 220, 220));
    dark.setColor(QPalette::Highlight, QColor(38, 79, 120));
    dark.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    dark.setColor(QPalette::PlaceholderText, QColor(140, 140, 140));
    dark.setColor(QPalette::ToolTipBase, QColor(45, 45, 48));
    dark.setColor(QPalette::ToolTipText, QColor(220, 220, 220));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(120, 120, 120));
    return dark;
}

QString screenshotDirectory()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir;
}

// A long session timeout, as in TestSession: a busy machine's pauses must not end it.
ZkWriter::ZkWriter(const QString &connect) : m_session(ZkSession::Options{connect, 15000, {}})
{
    m_session.open();
    waitUntil([this] { return m_session.isConnected(); }, 10000);
}

ZkError ZkWriter::create(const QString &path, const QByteArray &data, CreateMode mode, QString *created)
{
    std::optional<ZkError> result;
    m_session.create(path, data, mode, [&](ZkError e, const QString &p) {
        result = e;
        if (created)
            *created = p;
    });
    waitUntil([&] { return result.has_value(); }, 10000);
    return result.value_or(ZkError::OperationTimeout);
}

ZkError ZkWriter::createPath(const QString &path, const QByteArray &data)
{
    const QString parent = parentPath(path);
    if (parent != QLatin1String("/")) {
        const ZkError e = createPath(parent);
        if (e != ZkError::Ok && e != ZkError::NodeExists)
            return e;
    }
    return create(path, data, CreateMode::Persistent, nullptr);
}

QString ZkWriter::lockNode(const QString &prefix, CreateMode mode, const QByteArray &data)
{
    QString created;
    return create(prefix, data, mode, &created) == ZkError::Ok ? created : QString();
}

ZkError ZkWriter::remove(const QString &path)
{
    std::optional<ZkError> result;
    m_session.remove(path, -1, [&](ZkError e) { result = e; });
    waitUntil([&] { return result.has_value(); }, 10000);
    return result.value_or(ZkError::OperationTimeout);
}

ZkError ZkWriter::setData(const QString &path, const QByteArray &data)
{
    std::optional<ZkError> result;
    m_session.setData(path, data, -1, [&](ZkError e, const NodeStat &) { result = e; });
    waitUntil([&] { return result.has_value(); }, 10000);
    return result.value_or(ZkError::OperationTimeout);
}

std::optional<NodeStat> ZkWriter::stat(const QString &path)
{
    std::optional<ZkError> result;
    NodeStat stat;
    m_session.exists(path, false, [&](ZkError e, const NodeStat &s) {
        result = e;
        stat = s;
    });
    waitUntil([&] { return result.has_value(); }, 10000);
    if (result != ZkError::Ok)
        return std::nullopt;
    return stat;
}

} // namespace lockscope::test
