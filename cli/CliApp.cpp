// SPDX-License-Identifier: Apache-2.0

#include "CliApp.h"

#include "CliContext.h"
#include "CliOptions.h"
#include "Commands.h"

#include "platform/BuildInfo.h"

#include <cstdio>

namespace lockscope::cli {

int runCli(const QStringList &arguments)
{
    if (asksForVersion(arguments)) {
        std::fputs(qUtf8Printable(versionText(QStringLiteral("lockscope-cli"))), stdout);
        return 0;
    }
    const ParseResult parsed = parseCommandLine(arguments);
    if (parsed.helpRequested) {
        std::fputs(qUtf8Printable(parsed.helpText), stdout);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "lockscope-cli: %s\n", qUtf8Printable(parsed.error));
        return 2;
    }
    CliContext context(*parsed.options);
    const QString &command = context.options().command;
    if (command == QLatin1String("snapshot"))
        return runSnapshot(context);
    if (command == QLatin1String("watch"))
        return runWatch(context);
    if (command == QLatin1String("revoke"))
        return runRevoke(context);
    if (command == QLatin1String("delete"))
        return runDelete(context);
    if (command == QLatin1String("reap"))
        return runReap(context);
    if (command == QLatin1String("demo"))
        return runDemo(context);
    if (command == QLatin1String("serve"))
        return runServe(context);
    if (command == QLatin1String("history"))
        return runHistory(context);
    return context.fail(QStringLiteral("the %1 command is not available in this build").arg(command));
}

} // namespace lockscope::cli
