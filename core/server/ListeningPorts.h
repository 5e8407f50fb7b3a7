// SPDX-License-Identifier: Apache-2.0

#pragma once
// Which TCP ports a process listens on, from /proc (Linux). A server started on a port picked
// free a moment earlier serves only once its own socket listens there: another process may have
// taken the port meanwhile, and would answer a probe of the port just as well.

#include <QList>
#include <QtGlobal>

namespace lockscope {

// The TCP ports (IPv4 and IPv6) that process `pid` listens on, sorted; empty when it is gone.
// Read from the process's own network namespace.
QList<quint16> listeningTcpPorts(qint64 pid);

} // namespace lockscope
