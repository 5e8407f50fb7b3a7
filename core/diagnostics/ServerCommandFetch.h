// SPDX-License-Identifier: Apache-2.0

#pragma once
// One question to one ZooKeeper server: its AdminServer command (HTTP or HTTPS) first, and the
// four-letter word with the same answer on the client port when that fails. Both bounded.

#include "diagnostics/AdminServerGet.h"
#include "zk/EnsembleMembers.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <functional>

namespace lockscope {

class ServerCommandFetch final : public QObject {
    Q_OBJECT
public:
    // Takes an answer's body: true when it is usable (and stored by the callee), else false
    // with the reason.
    using Accept = std::function<bool(const QByteArray &body, QString *error)>;
    struct Command {
        QString adminCommand; // "connections" -> GET /commands/connections
        QByteArray word; // "cons"
        Accept acceptAdmin;
        Accept acceptWord;
    };

    // adminPort 0: no AdminServer, the four-letter word only.
    ServerCommandFetch(EnsembleMember member, quint16 adminPort, int timeoutMs, Command command,
                       QObject *parent = nullptr);
    ~ServerCommandFetch() override;

    // A non-empty `adminUnusable` says why the AdminServer is not asked: the word only. The
    // AdminServer's scheme, when known, saves finding it out again.
    void start(const QString &adminUnusable = {}, AdminScheme scheme = AdminScheme::Unknown);
    bool isFinished() const { return m_finished; }
    // Empty when an answer was accepted; else why neither way gave one.
    QString error() const { return m_error; }
    bool answeredByAdminServer() const { return m_byAdmin; }

Q_SIGNALS:
    void finished();

private:
    void askAdminServer();
    void askWord();
    void finish(const QString &error);

    EnsembleMember m_member;
    quint16 m_adminPort;
    int m_timeoutMs;
    Command m_command;
    AdminScheme m_scheme = AdminScheme::Unknown;
    QString m_adminError;
    QString m_error;
    bool m_byAdmin = false;
    bool m_finished = false;
};

} // namespace lockscope
