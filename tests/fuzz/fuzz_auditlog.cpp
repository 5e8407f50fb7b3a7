// SPDX-License-Identifier: Apache-2.0

// The audit log is read back after crashes, partial writes and hand edits: any file contents
// parse without crashing, and every record read writes back to a line that reads the same.
#include "audit/AuditRecord.h"

#include <cstdlib>

using namespace lockscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView contents(reinterpret_cast<const char *>(data), qsizetype(size));
    const AuditLogContents log = parseAuditLog(contents);
    for (const AuditRecord &record : log.records) {
        const QByteArray line = toAuditLine(record);
        const std::optional<AuditRecord> again =
            parseAuditLine(QByteArrayView(line).chopped(line.endsWith('\n') ? 1 : 0));
        if (!again || toAuditLine(*again) != line)
            std::abort();
    }
    return 0;
}
