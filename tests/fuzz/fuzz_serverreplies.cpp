// SPDX-License-Identifier: Apache-2.0

// What ZooKeeper members answer (AdminServer JSON over HTTP, chunked or not, and the four-letter
// words) comes over the network: every parser takes any bytes without crashing.
#include "diagnostics/QuorumCheck.h"
#include "diagnostics/ServerExchange.h"
#include "diagnostics/ServerReplies.h"
#include "diagnostics/SessionDump.h"

using namespace lockscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray body(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    QString error;
    switch (data[0] % 9) {
    case 0: parseAdminClientPort(body, &error); break;
    case 1: parseAdminConnections(body, &error); break;
    case 2: parseAdminWatchesByPath(body, &error); break;
    case 3: parseAdminWatches(body, &error); break;
    case 4: parseConsReply(body, &error); break;
    case 5: parseWchpReply(body, &error); break;
    case 6: parseWchcReply(body, &error); break;
    case 7: {
        parseHexSessionId(QString::fromUtf8(body));
        parseHexSessionId(QByteArrayView(body)); // as wchp and wchc lines are read
        bool readOnly = false;
        srvrServes(body, &readOnly); // a member's `srvr`, while the session is away
        parseDumpReply(body, &error); // the leader's session expiries
        break;
    }
    default:
        // A whole HTTP response, then its body through the JSON parsers as the diagnostics do.
        if (const auto content = parseHttpResponse(body, &error)) {
            parseAdminConnections(*content, &error);
            parseAdminWatches(*content, &error);
        }
        break;
    }
    return 0;
}
