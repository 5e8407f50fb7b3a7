// SPDX-License-Identifier: Apache-2.0

#pragma once
// A Solr node in an election (apache/solr LeaderElector.java), e.g. the overseer's under
// /solr/overseer_elect: an ephemeral sequential `election/<session decimal>-<node name>-n_<seq>`;
// the lowest sequence leads and records itself in `leader` (ephemeral, {"id":"<its node name>"});
// every other candidate watches the next lower one.

#include "sim/SimLock.h"

namespace lockscope {

class SolrElector : public SimLock {
    Q_OBJECT
public:
    // `electionPath`: the election's base (e.g. /solr/overseer_elect); `nodeName`: "10.0.0.1:8983_solr".
    SolrElector(ZkSession *session, QString electionPath, QString nodeName, QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_base; }
    QString heldNode() const override { return m_leading ? m_node : QString(); }

    static QString nodeNameOf(int ordinal); // "10.0.0.<ordinal>:8983_solr"

private:
    QString electionFolder() const;
    void check();
    void becomeLeader();
    void removeOwn();
    void retryLater(void (SolrElector::*step)());

    QString m_base;
    QString m_name;
    QString m_node; // our election node, once created
    QString m_watched;
    bool m_leading = false;
    bool m_active = false; // between acquire() and release()
};

} // namespace lockscope
