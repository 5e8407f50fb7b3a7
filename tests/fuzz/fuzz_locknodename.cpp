// SPDX-License-Identifier: Apache-2.0

// Lock node names as any client may write them: parsing never crashes, and what it reports is
// consistent with the name (a sequence only for sequential names, a suffix inside the name).
#include "recipes/LockNodeName.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString name = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    if (const auto parsed = lockscope::parseLockNodeName(name)) {
        if (!parsed->sequential && parsed->sequence != 0)
            std::abort();
    }
    qsizetype suffixStart = -1;
    if (const auto sequence = lockscope::parseSequenceSuffix(name, &suffixStart)) {
        if (suffixStart < 0 || suffixStart >= name.size() || *sequence < INT32_MIN || *sequence > INT32_MAX)
            std::abort();
    }
    lockscope::isRevocationPayload(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
