// SPDX-License-Identifier: Apache-2.0

#include "systems/SystemQueues.h"

#include "recipes/QueueRoles.h"

#include <QJsonDocument>
#include <QStringDecoder>
#include <algorithm>

namespace lockscope {

const NodeInfo *findChild(const NodeListing &listing, QStringView name)
{
    for (const NodeInfo &child : listing.children) {
        if (child.name == name)
            return &child;
    }
    return nullptr;
}

const NodeInfo *findNode(const ListingSource &source, const QString &parentPath, QStringView name)
{
    const NodeListing *listing = source.find(parentPath);
    return listing ? findChild(*listing, name) : nullptr;
}

std::optional<QJsonObject> jsonObjectOf(const NodeInfo &node)
{
    if (node.dataTruncated() || node.data.isEmpty())
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(node.data, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    return document.object();
}

std::optional<QString> utf8TextOf(const NodeInfo &node)
{
    if (node.dataTruncated())
        return std::nullopt;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(node.data);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

void setOwner(LockEntry &entry, QString text, QJsonObject fields)
{
    if (text.isEmpty() && fields.isEmpty())
        return;
    entry.owner = std::make_shared<const EntryOwner>(EntryOwner{std::move(text), std::move(fields)});
}

LockQueue systemQueue(const QString &parentPath, const QString &queueName, Recipe recipe, LockKind kind,
                      const QString &system, const QString &role)
{
    LockQueue queue;
    queue.path = parentPath;
    queue.queue = queueName;
    queue.id = system + QLatin1Char(':') + role + QLatin1Char(':') + queueName;
    queue.recipe = recipe;
    queue.kind = kind;
    queue.system = system;
    queue.role = role;
    return queue;
}

LockQueue singleNodeQueue(const NodeListing &listing, const NodeInfo &node, LockKind kind, const QString &system,
                          const QString &role)
{
    LockQueue queue = systemQueue(listing.path, node.name, Recipe::Generic, kind, system, role);
    queue.entries.push_back(makeEntry(listing.path, listing.children.share(node), 0, EntryMode::Exclusive));
    setRole(queue.entries.back(), {});
    markCreatedHolding(queue.entries.back());
    return queue;
}

void addStandby(LockQueue &queue, LockEntry entry, const QString &leaderPath)
{
    setRole(entry, NodeRef::fromPath(leaderPath));
    queue.entries.push_back(std::move(entry));
}

Finding systemFinding(FindingKind kind, Severity severity, const LockQueue &queue, const QStringList &nodes,
                      QString detail)
{
    Finding finding;
    finding.kind = kind;
    finding.severity = severity;
    finding.locks = {queue.path};
    finding.nodes = nodes;
    finding.nodes.sort();
    finding.detail = std::move(detail);
    for (const LockEntry &entry : queue.entries) {
        if (entry.isEphemeral() && finding.nodes.contains(entry.ref()))
            finding.sessions.append(entry.node->stat.ephemeralOwner);
    }
    std::sort(finding.sessions.begin(), finding.sessions.end());
    return finding;
}

} // namespace lockscope
