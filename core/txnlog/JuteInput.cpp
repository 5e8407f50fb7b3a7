// SPDX-License-Identifier: Apache-2.0

#include "txnlog/JuteInput.h"

#include <QtEndian>

namespace lockscope {

const char *JuteInput::take(qsizetype count)
{
    if (!m_ok || count < 0 || count > remaining()) {
        m_ok = false;
        return nullptr;
    }
    const char *at = m_bytes.data() + m_offset;
    m_offset += count;
    return at;
}

qint32 JuteInput::readInt()
{
    const char *at = take(4);
    return at ? qFromBigEndian<qint32>(at) : 0;
}

qint64 JuteInput::readLong()
{
    const char *at = take(8);
    return at ? qFromBigEndian<qint64>(at) : 0;
}

bool JuteInput::readBool()
{
    return readByte() != 0;
}

quint8 JuteInput::readByte()
{
    const char *at = take(1);
    return at ? quint8(*at) : 0;
}

QByteArrayView JuteInput::readBufferView()
{
    const qint32 length = readInt();
    if (!m_ok || length == -1)
        return {};
    const char *at = take(length);
    return at ? QByteArrayView(at, length) : QByteArrayView();
}

QByteArray JuteInput::readBuffer()
{
    return readBufferView().toByteArray();
}

QString JuteInput::readString()
{
    return QString::fromUtf8(readBufferView());
}

qint32 JuteInput::readCount(qsizetype minElementSize)
{
    const qint32 count = readInt();
    if (!m_ok || count == -1)
        return 0;
    if (count < 0 || qsizetype(count) * qMax<qsizetype>(1, minElementSize) > remaining()) {
        m_ok = false;
        return 0;
    }
    return count;
}

void JuteInput::skipAcls()
{
    // perms int + two strings of at least their length ints
    const qint32 count = readCount(12);
    for (qint32 i = 0; i < count && m_ok; ++i) {
        readInt();
        readBufferView();
        readBufferView();
    }
}

} // namespace lockscope
