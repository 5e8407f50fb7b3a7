#include "diagnostics/MemberQuery.h"

#include "diagnostics/AdminServerGet.h"
#include "diagnostics/ServerExchange.h"
#include "diagnostics/ServerCommandFetch.h"

#include <algorithm>

namespace lockscope {
namespace {

// An Accept that stores what `parse` makes of a body into `target`.
template<typename T, typename Parse>
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

MemberQuery::MemberQuery(EnsembleMember member, quint16 adminPort, int timeoutMs, QObject *parent)
    : QObject(parent)
    , m_adminPort(adminPort)
    , m_timeoutMs(timeoutMs)
{
    m_report.member = member;
    auto make = [&](ServerCommandFetch::Command command) {
        auto *fetch = new ServerCommandFetch(member, adminPort, timeoutMs, std::move(command), this);
        connect(fetch, &ServerCommandFetch::finished, this, &MemberQuery::fetchDone);
        m_fetches.append(fetch);
        return fetch;
    };
    m_connections = make({QStringLiteral("connections"), QByteArrayLiteral("cons"),
                          storeInto(&m_report.connections, parseAdminConnections),
                          storeInto(&m_report.connections, parseConsReply)});
    m_byPath = make({QStringLiteral("watches_by_path"), QByteArrayLiteral("wchp"),
                     storeInto(&m_report.watchersByPath, parseAdminWatchesByPath),
                     storeInto(&m_report.watchersByPath, parseWchpReply)});
    make({QStringLiteral("watches"), QByteArrayLiteral("wchc"),
          storeInto(&m_report.watchesBySession, parseAdminWatches),
          storeInto(&m_report.watchesBySession, parseWchcReply)});
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
            problem = QStringLiteral("belongs to the server on client port %1, not %2").arg(*port).arg(member.clientPort);
        startFetches(problem.isEmpty() ? QString()
                                       : QStringLiteral("AdminServer %1: %2")
                                             .arg(httpOrigin(member.host, m_adminPort, get->scheme() == AdminScheme::Https),
                                                  problem),
                     get->scheme());
    });
    get->start();
}

void MemberQuery::startFetches(const QString &adminUnusable, AdminScheme scheme)
{
    for (ServerCommandFetch *fetch : std::as_const(m_fetches))
        fetch->start(adminUnusable, scheme);
}

void MemberQuery::fetchDone()
{
    if (m_finished || !std::all_of(m_fetches.begin(), m_fetches.end(),
                                   [](const ServerCommandFetch *f) { return f->isFinished(); }))
        return;
    m_finished = true;
    m_report.connectionsError = m_connections->error();
    if (!m_report.watchesKnown())
        m_report.watchesError = m_byPath->error();
    Q_EMIT finished();
}

} // namespace lockscope
