// SPDX-License-Identifier: Apache-2.0

#pragma once
// How the GUI writes times, ages and node names, in one place so every view agrees.

#include <QByteArray>
#include <QString>

namespace lockscope::ui {

// "850 ms", "12 s", "3 min 05 s", "2 h 10 min", "3 d 4 h"; "" for negative ages.
QString formatAge(qint64 ms);
// Local date and time with milliseconds: "2026-11-21 23:41:00.123".
QString formatTimestamp(qint64 msSinceEpoch);
// "0x" + 16 lowercase hex digits, or "persistent" for 0 and the marker names for others.
QString formatOwner(qint64 ephemeralOwner);
// Zxids read best in hex, as the server logs print them.
QString formatZxid(qint64 zxid);
// A classic hex dump: offset, 16 bytes in hex, the printable ASCII.
QString hexDump(const QByteArray &data);
// A node name with its long per-client token shortened, keeping the recognisable parts:
// "_c_0b1c…-lock-0000000007".
QString shortNodeName(const QString &name);

} // namespace lockscope::ui
