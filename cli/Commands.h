// SPDX-License-Identifier: Apache-2.0

#pragma once
// One function per lockscope-cli command, named by its row in CommandTable.cpp; each returns the
// process exit code.

namespace lockscope::cli {

class CliContext;

int runSnapshot(CliContext &context);
int runWatch(CliContext &context);
int runRevoke(CliContext &context);
int runDelete(CliContext &context);
int runReap(CliContext &context);
int runDemo(CliContext &context);
int runServe(CliContext &context);
int runHistory(CliContext &context);
int runRecognisers(CliContext &context);

} // namespace lockscope::cli
