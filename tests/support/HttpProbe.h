// SPDX-License-Identifier: Apache-2.0

#pragma once
// GET over a plain loopback socket for tests of HTTP endpoints (lockscope-cli serve, Prometheus'
// API): the status, the Content-Type and the body, bounded in time. A plain socket rather than
// QNetworkAccessManager, whose own HTTP thread ThreadSanitizer cannot see through.

#include <QByteArray>
#include <QString>

namespace lockscope::test {

struct HttpReply {
    int status = 0; // 0 when there was no answer (error says why)
    QByteArray contentType;
    QByteArray body; // chunked transfer decoded
    QString error;
};

// pathAndQuery is sent as is: percent-encode the query first (QUrl::toPercentEncoding).
HttpReply httpGet(quint16 port, const QString &pathAndQuery, int timeoutMs = 10000);

} // namespace lockscope::test
