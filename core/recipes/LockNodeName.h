// SPDX-License-Identifier: Apache-2.0

#pragma once
// Recognising one lock node by its name alone (see ../shared/RECIPES.md, "Node names").

#include "recipes/LockTypes.h"

#include <QStringView>
#include <optional>

namespace lockscope {

struct ParsedLockName {
    Recipe recipe = Recipe::Generic;
    // kazoo `__lock__` nodes parse as Exclusive: they are writers only when a `__rlock__`
    // shares their queue, which the name alone cannot tell.
    EntryMode mode = EntryMode::Exclusive;
    // The name with the per-client token and the sequence removed: nodes of one queue share it
    // ("lock" for every Curator mutex node, "orderA_NO_" for a seed-style queue).
    QString groupKey;
    QString token; // per-client token: UUID, session id in the name, or empty
    bool sequential = false;
    qint64 sequence = 0; // the numeric suffix, signed (it wraps to -2147483648)
};

// nullopt when the name matches no lock shape. Non-sequential names are recognised only where a
// recipe makes them lock nodes (kazoo semaphore leases: 32 hex digits).
std::optional<ParsedLockName> parseLockNodeName(QStringView name);

// The numeric sequence suffix of a sequential node name, as ZooKeeper writes a signed 32-bit
// value with %010d: 10 digits, or '-' and 9 digits, or '-' and 10 digits. A '-' and 10 digits
// after a letter or digit reads as a separator and a positive value (`read-2000000000`), after
// anything else as a negative value (`read--2000000000`, `__lock__-2000000000`). Values outside
// the 32-bit range are no sequence. `suffixStart` receives where the suffix (sign included) begins.
std::optional<qint64> parseSequenceSuffix(QStringView name, qsizetype *suffixStart = nullptr);

// True when data is a revocation payload (`unlock`, `__REVOKE__`).
bool isRevocationPayload(const QByteArray &data);

} // namespace lockscope
