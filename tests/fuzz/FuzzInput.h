// SPDX-License-Identifier: Apache-2.0

#pragma once
// Reading structured values out of a fuzzer's bytes: each call consumes from the front, and an
// exhausted input yields zeros and empty strings, so every byte string is a valid test case.

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace lockscope::fuzz {

class FuzzInput {
public:
    FuzzInput(const uint8_t *data, size_t size) : m_data(data), m_size(size) { }

    bool empty() const { return m_size == 0; }

    template <typename T>
    T integer()
    {
        T value{};
        const size_t n = m_size < sizeof(T) ? m_size : sizeof(T);
        std::memcpy(&value, m_data, n);
        consume(n);
        return value;
    }

    // Up to `maxLength` bytes, ended early by a 0 byte (consumed, not returned).
    QByteArray bytes(size_t maxLength)
    {
        size_t n = 0;
        while (n < m_size && n < maxLength && m_data[n] != 0)
            ++n;
        QByteArray out(reinterpret_cast<const char *>(m_data), qsizetype(n));
        consume(n < m_size ? n + 1 : n);
        return out;
    }

    QString text(size_t maxLength) { return QString::fromUtf8(bytes(maxLength)); }

    QByteArray rest()
    {
        QByteArray out(reinterpret_cast<const char *>(m_data), qsizetype(m_size));
        consume(m_size);
        return out;
    }

private:
    void consume(size_t n)
    {
        m_data += n;
        m_size -= n;
    }

    const uint8_t *m_data;
    size_t m_size;
};

} // namespace lockscope::fuzz
