// SPDX-License-Identifier: Apache-2.0

#include "recipes/LockNodeName.h"

#include "recipes/NameTokens.h"

namespace lockscope {
namespace {

constexpr qint64 kInt32Max = 2147483647;
constexpr qint64 kInt32MinMagnitude = 2147483648;

// At most 10 ASCII digits: cannot overflow.
qint64 digitsValue(QStringView digits)
{
    qint64 value = 0;
    for (QChar c : digits)
        value = value * 10 + (c.unicode() - u'0');
    return value;
}

ParsedLockName makeParsed(Recipe recipe, EntryMode mode, QString groupKey, QStringView token)
{
    ParsedLockName parsed;
    parsed.recipe = recipe;
    parsed.mode = mode;
    parsed.groupKey = std::move(groupKey);
    parsed.token = token.toString();
    return parsed;
}

// Curator `_c_<uuid>-…` and go-zookeeper `_c_<32 hex>-lock-` (both protected-mode names).
std::optional<ParsedLockName> parseProtected(QStringView prefix)
{
    if (!prefix.startsWith(u"_c_"))
        return std::nullopt;
    const QStringView rest = prefix.sliced(3);
    if (rest.size() > 36 && isUuid36(rest.first(36))) {
        const QStringView uuid = rest.first(36);
        const QStringView tail = rest.sliced(36);
        if (tail == u"-lock-")
            return makeParsed(Recipe::Curator, EntryMode::Exclusive, QStringLiteral("lock"), uuid);
        if (tail == u"-__READ__")
            return makeParsed(Recipe::Curator, EntryMode::Read, QStringLiteral("__rw__"), uuid);
        if (tail == u"-__WRIT__")
            return makeParsed(Recipe::Curator, EntryMode::Write, QStringLiteral("__rw__"), uuid);
        if (tail == u"-lease-")
            return makeParsed(Recipe::Curator, EntryMode::Lease, QStringLiteral("lease"), uuid);
        if (tail == u"-latch-")
            return makeParsed(Recipe::Curator, EntryMode::Exclusive, QStringLiteral("latch"), uuid);
    }
    if (rest.size() > 32 && isHex(rest.first(32), 32) && rest.sliced(32) == u"-lock-")
        return makeParsed(Recipe::GoZk, EntryMode::Exclusive, QStringLiteral("lock"), rest.first(32));
    return std::nullopt;
}

// kazoo `<32 hex>__lock__` / `<32 hex>__rlock__`: one queue for both.
std::optional<ParsedLockName> parseKazoo(QStringView prefix)
{
    if (prefix.size() <= 32 || !isHex(prefix.first(32), 32))
        return std::nullopt;
    const QStringView tail = prefix.sliced(32);
    if (tail == u"__lock__")
        return makeParsed(Recipe::Kazoo, EntryMode::Exclusive, QStringLiteral("__lock__"), prefix.first(32));
    if (tail == u"__rlock__")
        return makeParsed(Recipe::Kazoo, EntryMode::Read, QStringLiteral("__lock__"), prefix.first(32));
    return std::nullopt;
}

// ZooKeeper's own recipes: `x-<session>-`, the recipes document's `<guid>-lock-` / `-read-` /
// `-write-`, and HBase's bare `read-` / `write-`.
std::optional<ParsedLockName> parseZooKeeper(QStringView prefix)
{
    QStringView session;
    if (const qsizetype length = zkSessionPrefixLength(prefix, &session); length > 0 && length == prefix.size())
        return makeParsed(Recipe::ZooKeeper, EntryMode::Exclusive, QStringLiteral("x-"), session);
    if (prefix == u"read-")
        return makeParsed(Recipe::ZooKeeper, EntryMode::Read, QStringLiteral("read-write"), {});
    if (prefix == u"write-")
        return makeParsed(Recipe::ZooKeeper, EntryMode::Write, QStringLiteral("read-write"), {});

    struct DocumentShape {
        QStringView tail;
        EntryMode mode;
        QStringView groupKey;
    };
    static constexpr DocumentShape shapes[] = {
        {u"-lock-", EntryMode::Exclusive, u"lock"},
        {u"-read-", EntryMode::Read, u"read-write"},
        {u"-write-", EntryMode::Write, u"read-write"},
    };
    for (const DocumentShape &shape : shapes) {
        if (!prefix.endsWith(shape.tail))
            continue;
        const QStringView guid = prefix.chopped(shape.tail.size());
        if (isUuid36(guid) || isHex(guid, 32))
            return makeParsed(Recipe::ZooKeeper, shape.mode, shape.groupKey.toString(), guid);
    }
    return std::nullopt;
}

} // namespace

std::optional<qint64> parseSequenceSuffix(QStringView name, qsizetype *suffixStart)
{
    const qsizetype end = name.size();
    qsizetype first = end;
    while (first > 0 && isAsciiDigit(name[first - 1]))
        --first;
    const qsizetype digits = end - first;
    const bool afterMinus = first > 0 && name[first - 1] == u'-';

    std::optional<qint64> value;
    qsizetype start = 0;
    if (afterMinus && digits == 9) {
        value = -digitsValue(name.sliced(first));
        start = first - 1;
    } else if (afterMinus && digits == 10 && name[first] != u'0' && (first < 2 || !isAsciiAlnum(name[first - 2]))) {
        const qint64 magnitude = digitsValue(name.sliced(first));
        if (magnitude <= kInt32MinMagnitude) {
            value = -magnitude;
            start = first - 1;
        }
    }
    if (!value && digits >= 10) {
        const qint64 positive = digitsValue(name.last(10));
        if (positive <= kInt32Max) {
            value = positive;
            start = end - 10;
        }
    }
    if (value && suffixStart)
        *suffixStart = start;
    return value;
}

std::optional<ParsedLockName> parseLockNodeName(QStringView name)
{
    if (isHex(name, 32)) {
        ParsedLockName lease = makeParsed(Recipe::Kazoo, EntryMode::Lease, QStringLiteral("lease"), name);
        lease.sequential = false;
        return lease;
    }

    qsizetype suffixStart = 0;
    const std::optional<qint64> sequence = parseSequenceSuffix(name, &suffixStart);
    if (!sequence)
        return std::nullopt;
    const QStringView prefix = name.first(suffixStart);

    std::optional<ParsedLockName> parsed = parseProtected(prefix);
    if (!parsed)
        parsed = parseKazoo(prefix);
    if (!parsed)
        parsed = parseZooKeeper(prefix);
    if (!parsed) {
        QStringView token;
        QString groupKey = withoutClientTokens(prefix, &token);
        parsed = makeParsed(Recipe::Generic, EntryMode::Exclusive, std::move(groupKey), token);
    }
    parsed->sequential = true;
    parsed->sequence = *sequence;
    return parsed;
}

bool isRevocationPayload(const QByteArray &data)
{
    return data == QByteArrayView("unlock") || data == QByteArrayView("__REVOKE__");
}

} // namespace lockscope
