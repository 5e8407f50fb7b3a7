// SPDX-License-Identifier: Apache-2.0

#pragma once
// An entry's owner read the way a recogniser file says (docs/recognisers.md, "Owners"): from the
// node's data in one of the formats systems write, or from the name's captures alone.

#include "recognisers/RecogniserDefinition.h"

#include <QJsonObject>
#include <memory>

namespace lockscope {

// Null when the node names no owner in that format (garbage, cut or empty data included).
std::shared_ptr<const EntryOwner> readOwner(const OwnerReading &reading, const NodeInfo &node,
                                            const QJsonObject &captures);

// Java's DataOutput.writeUTF: a big-endian 2-byte length, then modified UTF-8; nullopt unless
// the bytes are exactly that.
std::optional<QString> decodeJavaUtf(QByteArrayView data);

} // namespace lockscope
