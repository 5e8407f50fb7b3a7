// SPDX-License-Identifier: Apache-2.0

// lockscope-cli: the lock monitor for scripts (see ../shared/CLI.md).
#include "CliApp.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("lockscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("lockscope"));
    return lockscope::cli::runCli(QCoreApplication::arguments());
}
