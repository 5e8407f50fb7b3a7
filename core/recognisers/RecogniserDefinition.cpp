// SPDX-License-Identifier: Apache-2.0

#include "recognisers/RecogniserDefinition.h"

#include <array>
#include <utility>

namespace lockscope {
namespace {

constexpr std::array<std::pair<RuleMeaning, const char *>, 13> kMeaningNames{{
    {RuleMeaning::Lock, "lock"},
    {RuleMeaning::ReadWrite, "read-write"},
    {RuleMeaning::Election, "election"},
    {RuleMeaning::SingleNodeLock, "single-node-lock"},
    {RuleMeaning::SingleNodeElection, "single-node-election"},
    {RuleMeaning::CuratorElection, "curator-election"},
    {RuleMeaning::Registration, "registration"},
    {RuleMeaning::WorkItem, "work-item"},
    {RuleMeaning::DedupRecord, "dedup-record"},
    {RuleMeaning::ProgressMarker, "progress-marker"},
    {RuleMeaning::Pin, "pin"},
    {RuleMeaning::LeaderRecord, "leader-record"},
    {RuleMeaning::Configuration, "configuration"},
}};

} // namespace

QString RecogniserError::toString() const
{
    if (place.line <= 0)
        return place.file + QStringLiteral(": ") + reason;
    return QStringLiteral("%1:%2:%3: %4").arg(place.file).arg(place.line).arg(place.column).arg(reason);
}

std::optional<RuleMeaning> ruleMeaningFromName(QStringView name)
{
    for (const auto &[meaning, text] : kMeaningNames) {
        if (name == QLatin1String(text))
            return meaning;
    }
    return std::nullopt;
}

QString ruleMeaningName(RuleMeaning meaning)
{
    for (const auto &[known, text] : kMeaningNames) {
        if (known == meaning)
            return QLatin1String(text);
    }
    return {};
}

std::optional<RecordKind> recordKindOf(RuleMeaning meaning)
{
    switch (meaning) {
    case RuleMeaning::Registration: return RecordKind::Registration;
    case RuleMeaning::WorkItem: return RecordKind::WorkItem;
    case RuleMeaning::DedupRecord: return RecordKind::DedupRecord;
    case RuleMeaning::ProgressMarker: return RecordKind::ProgressMarker;
    case RuleMeaning::Pin: return RecordKind::Pin;
    case RuleMeaning::LeaderRecord: return RecordKind::LeaderRecord;
    case RuleMeaning::Configuration: return RecordKind::Configuration;
    default: return std::nullopt;
    }
}

bool isQueueMeaning(RuleMeaning meaning)
{
    return !recordKindOf(meaning).has_value();
}

QString RecogniserDefinition::displayName(const QString &locale) const
{
    for (const QString &key : {locale, locale.section(u'_', 0, 0)}) {
        const auto it = names.constFind(key);
        if (!key.isEmpty() && it != names.cend() && !it->isEmpty())
            return *it;
    }
    return name;
}

QString RecogniserDefinition::roleName(const QString &role, const QString &locale) const
{
    const auto found = roles.constFind(role);
    if (found == roles.cend())
        return {};
    for (const QString &key : {locale, locale.section(u'_', 0, 0), QStringLiteral("en")}) {
        const auto it = found->byLocale.constFind(key);
        if (!key.isEmpty() && it != found->byLocale.cend() && !it->isEmpty())
            return *it;
    }
    return {};
}

} // namespace lockscope
