// SPDX-License-Identifier: Apache-2.0

#pragma once
// How ZooKeeper packs a snapshot file (zookeeper.snapshot.compression.method, SnapStream): by the
// name's last suffix, "gz" (gzip) or "snappy" (snappy-java's stream: a 16-byte header, then
// chunks of a big-endian length and a raw snappy block); no suffix: the plain bytes.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <optional>

namespace lockscope {

// The snapshot inside a file named `name` (`bytes` itself when it is not packed, else the
// unpacked stream, kept in `storage`). nullopt and a one-line `error` when it cannot be unpacked.
std::optional<QByteArrayView> unpackSnapshot(QStringView name, QByteArrayView bytes, QByteArray &storage,
                                             QString *error);

// The two packings on their own (fuzzed and tested directly).
std::optional<QByteArray> gunzip(QByteArrayView bytes, QString *error = nullptr);
std::optional<QByteArray> unsnappy(QByteArrayView bytes, QString *error = nullptr);

} // namespace lockscope
