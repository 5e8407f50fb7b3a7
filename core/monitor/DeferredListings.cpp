#include "monitor/DeferredListings.h"

namespace lockscope {

void DeferredListings::add(const QString &path)
{
    if (m_known.contains(path))
        return;
    m_known.insert(path);
    m_order.append(path);
}

QStringList DeferredListings::take(qsizetype count)
{
    const qsizetype n = qMin(count, size());
    QStringList taken = m_order.mid(m_next, n);
    m_next += n;
    for (const QString &path : std::as_const(taken))
        m_known.remove(path);
    if (m_next == m_order.size()) {   // all handed out: start afresh rather than grow
        m_order.clear();
        m_next = 0;
    }
    return taken;
}

void DeferredListings::clear()
{
    m_order.clear();
    m_next = 0;
    m_known.clear();
}

} // namespace lockscope
