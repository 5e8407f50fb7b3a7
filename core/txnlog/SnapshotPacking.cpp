// SPDX-License-Identifier: Apache-2.0

#include "txnlog/SnapshotPacking.h"

#include <QtEndian>
#include <snappy-c.h>
#include <zlib.h>

#include <limits>

namespace lockscope {

namespace {

// SnappyCodec: the magic, then the writer's version and the oldest version that can read it.
constexpr char kSnappyMagic[8] = {'\x82', 'S', 'N', 'A', 'P', 'P', 'Y', '\0'};
constexpr qsizetype kSnappyHeaderSize = 16;

bool startsWithSnappyHeader(QByteArrayView bytes)
{
    return bytes.size() >= kSnappyHeaderSize && bytes.first(8) == QByteArrayView(kSnappyMagic, 8);
}

} // namespace

std::optional<QByteArrayView> unpackSnapshot(QStringView name, QByteArrayView bytes, QByteArray &storage,
                                             QString *error)
{
    const qsizetype dots = name.count(u'.');
    const QStringView suffix = name.mid(name.lastIndexOf(u'.') + 1);
    std::optional<QByteArray> unpacked;
    if (dots > 1 && suffix == u"gz") {
        unpacked = gunzip(bytes, error);
    } else if (dots > 1 && suffix == u"snappy") {
        unpacked = unsnappy(bytes, error);
    } else if (dots > 1) {
        *error = QStringLiteral("packed as %1, which ZooKeeper does not write (gz and snappy only)").arg(suffix);
        return std::nullopt;
    } else {
        return bytes;
    }
    if (!unpacked)
        return std::nullopt;
    storage = std::move(*unpacked);
    return QByteArrayView(storage);
}

std::optional<QByteArray> gunzip(QByteArrayView bytes, QString *error)
{
    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        if (error)
            *error = QStringLiteral("zlib could not start");
        return std::nullopt;
    }
    QByteArray out;
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
    stream.avail_in = uInt(qMin<qsizetype>(bytes.size(), std::numeric_limits<uInt>::max()));
    int status = Z_OK;
    while (status == Z_OK) {
        const qsizetype before = out.size();
        out.resize(before + qMax<qsizetype>(64 * 1024, before));
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        stream.avail_out = uInt(out.size() - before);
        status = inflate(&stream, Z_NO_FLUSH);
        out.resize(out.size() - qsizetype(stream.avail_out));
    }
    inflateEnd(&stream);
    if (status != Z_STREAM_END) {
        if (error)
            *error = QStringLiteral("damaged or truncated gzip data");
        return std::nullopt;
    }
    return out;
}

// SnappyInputStream's reading: chunks until the end, where a chunk that starts with the magic
// again is the header of a stream appended to the first.
std::optional<QByteArray> unsnappy(QByteArrayView bytes, QString *error)
{
    const auto fail = [error](const QString &why, qsizetype offset) -> std::optional<QByteArray> {
        if (error)
            *error = QStringLiteral("%1 at offset %2").arg(why).arg(offset);
        return std::nullopt;
    };
    if (!startsWithSnappyHeader(bytes))
        return fail(QStringLiteral("no snappy stream header"), 0);
    QByteArray out;
    qsizetype at = kSnappyHeaderSize;
    while (at < bytes.size()) {
        if (startsWithSnappyHeader(bytes.sliced(at))) {
            at += kSnappyHeaderSize;
            continue;
        }
        if (bytes.size() - at < 4)
            return fail(QStringLiteral("truncated snappy chunk length"), at);
        const qint32 length = qFromBigEndian<qint32>(bytes.data() + at);
        if (length < 0 || length > bytes.size() - at - 4)
            return fail(QStringLiteral("damaged or truncated snappy chunk"), at);
        const char *chunk = bytes.data() + at + 4;
        // Validated before anything is allocated: a damaged length prefix must not cost memory.
        size_t size = 0;
        if (snappy_validate_compressed_buffer(chunk, size_t(length)) != SNAPPY_OK
            || snappy_uncompressed_length(chunk, size_t(length), &size) != SNAPPY_OK
            || size > size_t(std::numeric_limits<qsizetype>::max() - out.size()))
            return fail(QStringLiteral("damaged snappy chunk"), at);
        const qsizetype before = out.size();
        out.resize(before + qsizetype(size));
        if (snappy_uncompress(chunk, size_t(length), out.data() + before, &size) != SNAPPY_OK)
            return fail(QStringLiteral("damaged snappy chunk"), at);
        at += 4 + length;
    }
    return out;
}

} // namespace lockscope
