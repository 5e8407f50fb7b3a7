// SPDX-License-Identifier: Apache-2.0

#pragma once
// The recogniser files the GUI runs with (docs/recognisers.md): the built-in files, the user's
// folder, then each --recognisers DIR of the command line, installed before any connection
// starts and reloaded whole from Settings → Recognisers.

#include "recognisers/RecogniserCatalogue.h"

namespace lockscope::ui {

// The --recognisers directories of this run, kept so that a reload reads them again.
void setRecogniserDirectories(const QStringList &directories);
QStringList recogniserDirectories();

// Loads every file again and installs what loaded; a file with errors is left out (its errors
// are in the catalogue). Returns the catalogue now in force.
std::shared_ptr<const RecogniserCatalogue> reloadRecognisers();

// The user's folder, made when it is missing; empty when it cannot be made.
QString ensureUserRecogniserDirectory();

} // namespace lockscope::ui
