// SPDX-License-Identifier: Apache-2.0

#include "CliApp.h"

#include "CliContext.h"
#include "CliOptions.h"
#include "CommandTable.h"

#include "platform/BuildInfo.h"
#include "recognisers/RecogniserCatalogue.h"

#include <cstdio>

namespace lockscope::cli {

namespace {

// The recogniser files in force for this run (docs/recognisers.md): a file with errors is
// skipped with a warning and the others load; a --recognisers DIR that does not exist is a
// usage error, since the operator named it.
bool installRecognisersOf(const CliOptions &options, const CommandSpec &command)
{
    auto catalogue = std::make_shared<RecogniserCatalogue>(loadRecognisers(options.recogniserDirs));
    for (const RecogniserError &error : std::as_const(catalogue->errors)) {
        if (options.recogniserDirs.contains(error.place.file) && error.place.line == 0) {
            std::fprintf(stderr, "lockscope-cli: --recognisers %s: %s\n", qUtf8Printable(error.place.file),
                         qUtf8Printable(error.reason));
            return false;
        }
        if (command.name != u"recognisers") // whose list and check print them themselves
            std::fprintf(stderr, "lockscope-cli: warning: %s (file skipped)\n", qUtf8Printable(error.toString()));
    }
    installRecognisers(std::move(catalogue));
    return true;
}

} // namespace

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
    if (command->accepts.testFlag(OptionGroup::Recognisers) && !installRecognisersOf(*parsed.options, *command))
        return 2;
    CliContext context(*parsed.options);
    return command->run(context);
}

} // namespace lockscope::cli
