// SPDX-License-Identifier: Apache-2.0

#pragma once
// The systems taught by files, in force for the whole process: the built-in files (embedded in
// the binaries), then the user's ($XDG_CONFIG_HOME/lockscope/recognisers), then --recognisers
// directories, a later id replacing an earlier one (docs/recognisers.md). Installed once before
// monitors start, replaced whole on a reload; readers hold a shared snapshot, never a lock.

#include "recognisers/RecogniserDefinition.h"

#include <memory>

namespace lockscope {

struct RecogniserCatalogue {
    std::vector<RecogniserDefinition> systems; // in the order they recognise
    QList<RecogniserError> errors; // files not loaded, refused overrides
    QStringList directories; // what was read, in order

    const RecogniserDefinition *find(const QString &id) const;
};

// Where the user's files live: $XDG_CONFIG_HOME/lockscope/recognisers (or ~/.config/...).
QString userRecogniserDirectory();
// The ids of the systems built in C++, which a file may not take (CLI.md "Systems").
const QStringList &compiledSystemIds();

// Adds `definition`, replacing a system of the same id unless that would drop one of its record
// rules (then the refusal is added to `errors` and the catalogue is unchanged).
void addRecogniser(RecogniserCatalogue &catalogue, RecogniserDefinition definition);

// Loads the built-in files, the user's directory, then each of `extraDirectories`.
RecogniserCatalogue loadRecognisers(const QStringList &extraDirectories);
// The built-in files alone (what is in force until something is installed).
RecogniserCatalogue builtInRecognisers();

// The catalogue the recognisers apply; the built-in one until install is called.
std::shared_ptr<const RecogniserCatalogue> installedRecognisers();
void installRecognisers(std::shared_ptr<const RecogniserCatalogue> catalogue);

} // namespace lockscope
