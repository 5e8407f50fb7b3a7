// SPDX-License-Identifier: Apache-2.0

#include "sim/SimKind.h"

namespace lockscope {

QString simKindName(SimKind kind)
{
    switch (kind) {
    case SimKind::Fair: return QStringLiteral("fair");
    case SimKind::Herd: return QStringLiteral("herd");
    case SimKind::Read: return QStringLiteral("read");
    case SimKind::Write: return QStringLiteral("write");
    case SimKind::Semaphore: return QStringLiteral("semaphore");
    case SimKind::Revocable: return QStringLiteral("revocable");
    case SimKind::Stubborn: return QStringLiteral("stubborn");
    case SimKind::Crasher: return QStringLiteral("crasher");
    case SimKind::Leaky: return QStringLiteral("leaky");
    case SimKind::Deadlock: return QStringLiteral("deadlock");
    case SimKind::KafkaBroker: return QStringLiteral("kafka-broker");
    case SimKind::HdfsZkfc: return QStringLiteral("hdfs-zkfc");
    case SimKind::SolrNode: return QStringLiteral("solr-node");
    case SimKind::AccumuloManager: return QStringLiteral("accumulo-manager");
    case SimKind::AccumuloGc: return QStringLiteral("accumulo-gc");
    }
    return {};
}

QList<SimKind> allSimKinds()
{
    return {SimKind::Fair,        SimKind::Herd,     SimKind::Read,     SimKind::Write,           SimKind::Semaphore,
            SimKind::Revocable,   SimKind::Stubborn, SimKind::Crasher,  SimKind::Leaky,           SimKind::Deadlock,
            SimKind::KafkaBroker, SimKind::HdfsZkfc, SimKind::SolrNode, SimKind::AccumuloManager, SimKind::AccumuloGc};
}

std::optional<SimKind> simKindFromName(const QString &name)
{
    for (SimKind kind : allSimKinds()) {
        if (simKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

bool isSystemKind(SimKind kind)
{
    return kind == SimKind::KafkaBroker || kind == SimKind::HdfsZkfc || kind == SimKind::SolrNode
        || kind == SimKind::AccumuloManager || kind == SimKind::AccumuloGc;
}

bool isWellBehaved(SimKind kind)
{
    switch (kind) {
    case SimKind::Fair:
    case SimKind::Herd:
    case SimKind::Read:
    case SimKind::Write:
    case SimKind::Semaphore:
    case SimKind::Revocable:
    case SimKind::KafkaBroker:
    case SimKind::HdfsZkfc:
    case SimKind::SolrNode:
    case SimKind::AccumuloManager:
    case SimKind::AccumuloGc: return true;
    case SimKind::Stubborn:
    case SimKind::Crasher:
    case SimKind::Leaky:
    case SimKind::Deadlock: return false;
    }
    return false;
}

} // namespace lockscope
