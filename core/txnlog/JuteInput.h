// SPDX-License-Identifier: Apache-2.0

#pragma once
// Jute's binary encoding, as ZooKeeper's BinaryInputArchive reads it: big-endian int and long,
// a one-byte boolean, buffers and strings as an int length (-1: null) then the bytes, vectors as
// an int count (-1: null) then the elements. Pure: reads only the bytes it is given.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace lockscope {

class JuteInput {
public:
    explicit JuteInput(QByteArrayView bytes) : m_bytes(bytes) { }

    // A failed read yields 0 or empty and leaves the input failed: every later read fails too,
    // so a decoder reads a whole record and checks ok() once.
    qint32 readInt();
    qint64 readLong();
    bool readBool();
    quint8 readByte();
    // Null (-1) and empty both read as empty; a negative length below -1 or one beyond the
    // input fails.
    QByteArray readBuffer();
    QByteArrayView readBufferView();
    QString readString();
    // A vector's element count; -1 (null) reads as 0. Fails when the count cannot fit in what is
    // left at `minElementSize` bytes each, so a damaged count never allocates much.
    qint32 readCount(qsizetype minElementSize);
    // Skips a vector<ACL> (perms int, scheme string, id string): replay does not need ACLs.
    void skipAcls();

    bool ok() const { return m_ok; }
    bool atEnd() const { return m_offset >= m_bytes.size(); }
    qsizetype offset() const { return m_offset; }
    qsizetype remaining() const { return m_bytes.size() - m_offset; }
    // Marks the input failed (a decoder found a value out of range).
    void fail() { m_ok = false; }

private:
    const char *take(qsizetype count);

    QByteArrayView m_bytes;
    qsizetype m_offset = 0;
    bool m_ok = true;
};

} // namespace lockscope
