// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/EnsembleView.h"

#include "diagnostics/SortUnique.h"

#include <QSet>
#include <algorithm>

namespace lockscope {

bool EnsembleView::connectionsFromAllMembers() const
{
    return !members.isEmpty()
        && std::all_of(members.begin(), members.end(), [](const MemberReport &m) { return m.connections.has_value(); });
}

bool EnsembleView::watchesFromAllMembers() const
{
    return !members.isEmpty()
        && std::all_of(members.begin(), members.end(), [](const MemberReport &m) { return m.watchesKnown(); });
}

std::optional<bool> EnsembleView::isConnected(qint64 session) const
{
    if (endpoints.contains(session))
        return true;
    if (connectionsFromAllMembers())
        return false;
    return std::nullopt;
}

bool EnsembleView::watchesKnownFor(qint64 session) const
{
    const auto endpoint = endpoints.constFind(session);
    if (endpoint == endpoints.constEnd())
        return watchesFromAllMembers();
    // By the member that reported it (asked once per session per judgement: no address built).
    return endpoint->member >= 0 && endpoint->member < members.size() && members[endpoint->member].watchesKnown();
}

QStringList EnsembleView::watchesOf(qint64 session) const
{
    QStringList paths = watches.value(session);
    sortUnique(paths);
    return paths;
}

QList<qint64> EnsembleView::watchersOf(const QString &path) const
{
    return watchers.value(path);
}

EnsembleView mergeMemberReports(const QList<MemberReport> &reports, qint64 askedAtMs, const QString &chroot)
{
    // The client's view of a server path: empty when it lies outside the chroot.
    const auto clientPath = [&chroot](const QString &path) -> QString {
        if (chroot.isEmpty())
            return path;
        if (path == chroot)
            return QStringLiteral("/");
        if (path.size() > chroot.size() && path.startsWith(chroot) && path[chroot.size()] == u'/')
            return path.mid(chroot.size());
        return {};
    };
    EnsembleView view;
    view.askedAtMs = askedAtMs;
    view.members = reports;
    for (qsizetype member = 0; member < reports.size(); ++member) {
        const MemberReport &report = reports[member];
        if (report.connections) {
            const QString server = report.member.address(); // one string shared by its sessions
            for (const ClientConnection &connection : *report.connections)
                view.endpoints.insert(connection.session, SessionEndpoint{connection.client, server, member});
        }
        // Either list may be missing; when both arrived (read a moment apart), take the union.
        if (report.watchesBySession) {
            for (auto it = report.watchesBySession->cbegin(); it != report.watchesBySession->cend(); ++it) {
                QStringList &watched = view.watches[it.key()];
                for (const QString &serverPath : it.value()) {
                    const QString path = clientPath(serverPath);
                    if (path.isEmpty())
                        continue;
                    watched.append(path);
                    view.watchers[path].append(it.key());
                }
            }
        }
        if (report.watchersByPath) {
            for (auto it = report.watchersByPath->cbegin(); it != report.watchersByPath->cend(); ++it) {
                const QString path = clientPath(it.key());
                if (path.isEmpty())
                    continue;
                view.watchers[path].append(it.value());
                for (qint64 session : it.value())
                    view.watches[session].append(path);
            }
        }
        // Only the leader tracks every session; a follower answers with its local ones, if any.
        view.expiriesAsked = view.expiriesAsked || report.expiriesAsked;
        if (report.sessionDump) {
            const SessionDump &dump = *report.sessionDump;
            for (auto it = dump.expiresAtMs.cbegin(); it != dump.expiresAtMs.cend(); ++it)
                view.expiresAtMs.insert(it.key(), qMax(it.value(), view.expiresAtMs.value(it.key())));
            // Each path once (a session may own a million: no search of the list per path).
            for (auto it = dump.ephemerals.cbegin(); it != dump.ephemerals.cend(); ++it) {
                QStringList &owned = view.ephemerals[it.key()];
                QSet<QString> seen(owned.cbegin(), owned.cend());
                for (const QString &serverPath : it.value()) {
                    const QString path = clientPath(serverPath);
                    if (!path.isEmpty() && !seen.contains(path)) {
                        seen.insert(path);
                        owned.append(path);
                    }
                }
            }
        }
    }
    // A path has few watchers, kept in order here; a client may watch a million paths, put in
    // order only when its own list is asked for (watchesOf).
    for (QList<qint64> &sessions : view.watchers)
        sortUnique(sessions);
    return view;
}

} // namespace lockscope
