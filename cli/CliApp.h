// SPDX-License-Identifier: Apache-2.0

#pragma once
// lockscope-cli's entry: parses the command line and runs one command. Returns the exit code
// (0 ok, 1 failure, 2 bad usage). Needs a QCoreApplication.

#include <QStringList>

namespace lockscope::cli {

int runCli(const QStringList &arguments);

} // namespace lockscope::cli
