// SPDX-License-Identifier: Apache-2.0

#include "CliApp.h"

#include "CliContext.h"
#include "CliOptions.h"
#include "CommandTable.h"

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
    // The parser accepts only the table's names, so the row is there.
    const CommandSpec *command = findCommand(parsed.options->command);
    CliContext context(*parsed.options);
    return command->run(context);
}

} // namespace lockscope::cli
