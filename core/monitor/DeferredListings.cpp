// SPDX-License-Identifier: Apache-2.0

#include "monitor/DeferredListings.h"

namespace lockscope {

void DeferredListings::add(const QString &path)
{
    if (m_known.contains(path))
        return;
    m_known.insert(path);
    m_order.push(path);
}

QStringList DeferredListings::take(qsizetype count)
{
    QStringList taken;
    while (taken.size() < count && !m_order.isEmpty()) {
        taken.append(m_order.takeNext());
        m_known.remove(taken.back());
    }
    return taken;
}

void DeferredListings::clear()
{
    m_order.clear();
    m_known.clear();
}

} // namespace lockscope
