// SPDX-License-Identifier: Apache-2.0

#pragma once
// Reading one recogniser file (YAML, through yaml-cpp): every error found, with its place, and
// the definition only when there were none. Never throws, never crashes on any bytes.

#include "recognisers/RecogniserDefinition.h"

#include <QByteArray>

namespace lockscope {

struct RecogniserFileResult {
    std::optional<RecogniserDefinition> definition;
    QList<RecogniserError> errors;
};

// `fileName` is only named in the errors and the definition's place.
RecogniserFileResult parseRecogniserFile(const QByteArray &bytes, const QString &fileName);
// The file at `path`, read (never more than the size a recogniser may have) and parsed; `shownName`
// names it in the errors. A file that cannot be read is one error.
RecogniserFileResult readRecogniserFile(const QString &path, const QString &shownName);

} // namespace lockscope
