// SPDX-License-Identifier: Apache-2.0

#pragma once
// The connection options the front ends share (lockscope-cli, the GUI's command line,
// lockscope-sim; ../shared/CLI.md names them), declared once: each front end names the ones it offers and gets the same
// option names, checks and one-line messages.

#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <QCommandLineOption>
#include <QFlags>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

class QCommandLineParser;

namespace lockscope {

// The values of the connection options given; nullopt/empty for those not given.
struct ConnectionArguments {
    QString connect; // --connect HOSTS, trimmed
    QList<QByteArray> digestCredentials; // "USER:PASSWORD" per --auth digest:USER:PASSWORD
    std::optional<int> timeoutMs; // --timeout: bound on every wait
    std::optional<int> sessionTimeoutMs; // --session-timeout
    TlsSettings tls; // --tls-ca, --tls-cert, --tls-key
    SaslSettings sasl; // --sasl, --sasl-service
};

class ConnectionOptions {
public:
    enum Option {
        Connect = 0x1,
        Auth = 0x2, // repeatable unless SingleAuth
        SingleAuth = 0x4, // with Auth: at most one --auth
        Timeout = 0x8,
        SessionTimeout = 0x10,
        Tls = 0x20, // --tls-ca, --tls-cert, --tls-key
        Sasl = 0x40, // --sasl, --sasl-service
    };
    Q_DECLARE_FLAGS(Offered, Option)

    explicit ConnectionOptions(Offered offered);

    void addTo(QCommandLineParser &parser) const;
    // Reads what `parser` parsed; a one-line usage error, or empty.
    QString read(const QCommandLineParser &parser, ConnectionArguments &arguments) const;
    bool isSet(const QCommandLineParser &parser, Option option) const;
    // The offered options given other than --connect ("--auth", ...): they need --connect.
    QStringList givenWithoutConnect(const QCommandLineParser &parser) const;
    // Help lines for the offered options, aligned at `column`.
    QString help(int column) const;

    // Command-line arguments that reproduce `arguments` (for a child process).
    static QStringList toArguments(const ConnectionArguments &arguments);

private:
    // The index-th option declared for `option` (Tls and Sasl declare several).
    const QCommandLineOption *find(Option option, int index = 0) const;
    QString readSecurity(const QCommandLineParser &parser, ConnectionArguments &arguments) const;

    Offered m_offered;
    std::vector<std::pair<Option, QCommandLineOption>> m_options;
};

} // namespace lockscope

Q_DECLARE_OPERATORS_FOR_FLAGS(lockscope::ConnectionOptions::Offered)
