// SPDX-License-Identifier: Apache-2.0

#pragma once
// Asks every member of the ensemble, in parallel, about its client connections and watches.
// One round at a time: a refresh asked for during a round runs once right after it. Every
// question is bounded by the timeout (an AdminServer request, then a four-letter word).
// Owner thread only.

#include "diagnostics/EnsembleView.h"

#include <QObject>
#include <memory>

namespace lockscope {

class MemberQuery;

class EnsembleProbe final : public QObject {
    Q_OBJECT
public:
    struct Options {
        QList<EnsembleMember> members;
        quint16 adminPort = 8080; // 0: four-letter words only
        int timeoutMs = 3000;
        QString chroot; // the connect string's: watched paths are translated into it
    };

    explicit EnsembleProbe(Options options, QObject *parent = nullptr);
    ~EnsembleProbe() override;

    void refresh();
    bool isRefreshing() const;
    // Rounds from the next on also ask for the leader's session expiries (`dump`).
    void setAskExpiries(bool ask) { m_askExpiries = ask; }
    int completedRounds() const { return m_rounds; }
    // The answers of the latest complete round (empty before the first).
    const EnsembleView &view() const { return *m_view; }
    // The same, shared: each round replaces it, so a holder keeps the round it was given.
    std::shared_ptr<const EnsembleView> sharedView() const { return m_view; }
    const Options &options() const { return m_options; }

Q_SIGNALS:
    void updated();

private:
    void startRound();
    void memberDone();

    Options m_options;
    QList<MemberQuery *> m_queries;
    qint64 m_roundStartedMs = 0;
    bool m_again = false;
    bool m_askExpiries = false;
    int m_rounds = 0;
    std::shared_ptr<const EnsembleView> m_view = std::make_shared<const EnsembleView>();
};

} // namespace lockscope
