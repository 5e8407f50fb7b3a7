// SPDX-License-Identifier: Apache-2.0

#pragma once
// The steps of parseCommandLine() (CliOptions.cpp). Each reads some options into CliOptions and
// returns a one-line usage error, or empty; the first error ends the parse, so the order of the
// steps decides which of several mistakes is reported.

#include "CliOptions.h"
#include "CommandTable.h"

class QCommandLineParser;

namespace lockscope {
class ConnectionOptions;
}

namespace lockscope::cli {

struct ParseInput {
    const QCommandLineParser &parser;
    const CommandSpec &command; // the row of the command given
    const ConnectionOptions &connection;

    bool accepts(OptionGroup group) const { return command.accepts.testFlag(group); }
};

using ParseStep = QString (*)(const ParseInput &in, CliOptions &o);

std::optional<int> parsePositiveInt(const QString &text, bool allowZero);
// The first option of `group` given that is an error outside the commands accepting the group:
// "--NAME is an option of COMMAND"; empty when there is none.
QString misplacedOption(const QCommandLineParser &parser, OptionGroup group);

// By option group (OptionReaders.cpp).
QString readDiagnostics(const ParseInput &in, CliOptions &o);
QString readServe(const ParseInput &in, CliOptions &o);
QString readHistory(const ParseInput &in, CliOptions &o);
QString readReap(const ParseInput &in, CliOptions &o);

} // namespace lockscope::cli
