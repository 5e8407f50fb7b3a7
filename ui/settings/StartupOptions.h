// SPDX-License-Identifier: Apache-2.0

#pragma once
// The GUI's command line:
//   lockscope [--connect HOSTS [--root PATH]... [--discover PATH]... [--auth digest:USER:PASS]
//             [--session-timeout MS] [--admin-port PORT]] [--read-only] [--demo [--scenario NAME] [--tls]]
//             [--audit-log FILE] [--recognisers DIR]...
// Parsed without a QApplication, so that bad arguments exit 2 even without a display.

#include "settings/ConnectionProfile.h"

#include <optional>

namespace lockscope::ui {

struct StartupOptions {
    std::optional<ConnectionProfile> connection; // --connect
    bool demo = false;
    QString scenario; // --scenario (demo only)
    bool demoTls = false; // --tls (demo only): the demo's ZooKeeper serves TLS
    bool readOnly = false; // applies to the demo connection too
    QString auditLog; // empty: the default place
    QStringList recogniserDirs; // --recognisers, after the built-in and the user's files
};

struct StartupParse {
    std::optional<StartupOptions> options;
    QString error; // one line; exit 2
    bool helpRequested = false;
    QString helpText;
};

// `arguments` starts with the program name, as argv does.
StartupParse parseStartupArguments(const QStringList &arguments);

} // namespace lockscope::ui
