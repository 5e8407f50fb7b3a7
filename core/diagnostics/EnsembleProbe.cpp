// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/EnsembleProbe.h"

#include "diagnostics/MemberQuery.h"

#include <QDateTime>

#include <algorithm>

namespace lockscope {

EnsembleProbe::EnsembleProbe(Options options, QObject *parent) : QObject(parent), m_options(std::move(options))
{
}

EnsembleProbe::~EnsembleProbe()
{
    qDeleteAll(m_queries);
    m_queries.clear();
}

bool EnsembleProbe::isRefreshing() const
{
    return !m_queries.isEmpty();
}

void EnsembleProbe::refresh()
{
    if (isRefreshing()) {
        m_again = true;
        return;
    }
    startRound();
}

void EnsembleProbe::startRound()
{
    m_again = false;
    m_roundStartedMs = QDateTime::currentMSecsSinceEpoch();
    for (const EnsembleMember &member : std::as_const(m_options.members)) {
        auto *query = new MemberQuery(member, m_options.adminPort, m_options.timeoutMs, m_askExpiries, this);
        connect(query, &MemberQuery::finished, this, &EnsembleProbe::memberDone);
        m_queries.append(query);
    }
    if (m_queries.isEmpty()) {
        m_view = std::make_shared<const EnsembleView>(mergeMemberReports({}, m_roundStartedMs));
        ++m_rounds;
        Q_EMIT updated();
        return;
    }
    for (MemberQuery *query : std::as_const(m_queries))
        query->start();
}

void EnsembleProbe::memberDone()
{
    if (!std::all_of(m_queries.begin(), m_queries.end(), [](const MemberQuery *q) { return q->isFinished(); }))
        return;
    QList<MemberReport> reports;
    for (MemberQuery *query : std::as_const(m_queries)) {
        reports.append(query->report());
        query->deleteLater();
    }
    m_queries.clear();
    m_view = std::make_shared<const EnsembleView>(mergeMemberReports(reports, m_roundStartedMs, m_options.chroot));
    ++m_rounds;
    Q_EMIT updated();
    if (m_again)
        startRound();
}

} // namespace lockscope
