// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/MemberQuery.h"

#include "diagnostics/AdminServerGet.h"
#include "diagnostics/ServerExchange.h"
#include "diagnostics/ServerCommandFetch.h"

namespace lockscope {
namespace {

// An Accept that stores what `parse` makes of a body into `target`.
template <typename T, typename Parse>
ServerCommandFetch::Accept storeInto(std::optional<T> *target, Parse parse)
{
    return [target, parse](const QByteArray &body, QString *error) {
        std::optional<T> parsed = parse(body, error);
        if (!parsed)
            return false;
        *target = std::move(parsed);
        return true;
    };
}

} // namespace

MemberQuery::MemberQuery(EnsembleMember member, quint16 adminPort, int timeoutMs, bool askExpiries, QObject *parent)
    : QObject(parent), m_adminPort(adminPort), m_timeoutMs(timeoutMs)
{
    m_report.member = member;
    auto make = [&](ServerCommandFetch::Command command) {
        auto *fetch = new ServerCommandFetch(member, adminPort, timeoutMs, std::move(command), this);
        connect(fetch, &ServerCommandFetch::finished, this, &MemberQuery::fetchDone);
        return fetch;
    };
    m_connections = make({QStringLiteral("connections"), QByteArrayLiteral("cons"),
                          storeInto(&m_report.connections, parseAdminConnections),
                          storeInto(&m_report.connections, parseConsReply)});
    m_byPath = make({QStringLiteral("watches_by_path"), QByteArrayLiteral("wchp"),
                     storeInto(&m_report.watchersByPath, parseAdminWatchesByPath),
                     storeInto(&m_report.watchersByPath, parseWchpReply)});
    m_bySession = make({QStringLiteral("watches"), QByteArrayLiteral("wchc"),
                        storeInto(&m_report.watchesBySession, parseAdminWatches),
                        storeInto(&m_report.watchesBySession, parseWchcReply)});
    if (askExpiries) {
        m_report.expiriesAsked = true;
        m_expiries = make({{}, QByteArrayLiteral("dump"), {}, storeInto(&m_report.sessionDump, parseDumpReply)});
    }
}

MemberQuery::~MemberQuery() = default;

void MemberQuery::start()
{
    if (m_adminPort == 0)
        startFetches({}, AdminScheme::Unknown);
    else
        checkAdminServer();
}

void MemberQuery::checkAdminServer()
{
    auto *get = new AdminServerGet(m_report.member.host, m_adminPort, QStringLiteral("/commands/configuration"),
                                   AdminScheme::Unknown, m_report.member.tls, m_timeoutMs, this);
    connect(get, &AdminServerGet::finished, this, [this, get] {
        get->deleteLater();
        const EnsembleMember &member = m_report.member;
        if (!get->body()) {
            startFetches(get->error(), AdminScheme::Unknown);
            return;
        }
        // Its configuration names the plain client port only: a TLS port cannot be matched.
        QString problem;
        if (const std::optional<quint16> port = parseAdminClientPort(*get->body(), &problem);
            port && *port != member.clientPort && !member.secure())
            problem =
                QStringLiteral("belongs to the server on client port %1, not %2").arg(*port).arg(member.clientPort);
        startFetches(problem.isEmpty()
                         ? QString()
                         : QStringLiteral("AdminServer %1: %2")
                               .arg(httpOrigin(member.host, m_adminPort, get->scheme() == AdminScheme::Https), problem),
                     get->scheme());
    });
    get->start();
}

void MemberQuery::startFetches(const QString &adminUnusable, AdminScheme scheme)
{
    m_adminUnusable = adminUnusable;
    m_scheme = scheme;
    m_connections->start(adminUnusable, scheme);
    m_byPath->start(adminUnusable, scheme);
    // The AdminServer's dump times sessions by the server's elapsed-time clock: the word only.
    if (m_expiries)
        m_expiries->start(QStringLiteral("its /commands/dump gives no wall-clock times"), scheme);
}

void MemberQuery::fetchDone()
{
    if (m_finished)
        return;
    // Both lists hold every watch of the member, one by path and one by session: on a server
    // with a million watches each is megabytes to send and parse. The second is asked for only
    // when the first does not come (a whitelist may allow one of the two words).
    if (m_byPath->isFinished() && !m_report.watchersByPath && !m_bySessionAsked) {
        m_bySessionAsked = true;
        m_bySession->start(m_adminUnusable, m_scheme);
        return;
    }
    const bool watchesDone = m_byPath->isFinished() && (m_report.watchersByPath || m_bySession->isFinished());
    if (!m_connections->isFinished() || !watchesDone || (m_expiries && !m_expiries->isFinished()))
        return;
    m_finished = true;
    m_report.connectionsError = m_connections->error();
    if (!m_report.watchesKnown())
        m_report.watchesError = m_byPath->error();
    Q_EMIT finished();
}

} // namespace lockscope
