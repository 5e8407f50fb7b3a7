// SPDX-License-Identifier: Apache-2.0

#pragma once
// Character classes and per-client tokens (UUIDs, hex ids, sessions) found in lock node names.
// ASCII only on purpose: node names may hold any Unicode, and none of it is a token.

#include <QString>
#include <QStringView>

#include <initializer_list>

namespace lockscope {

inline bool isAsciiDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

inline bool isHexDigit(QChar c)
{
    const char16_t u = c.unicode();
    return isAsciiDigit(c) || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F');
}

inline bool isAsciiAlnum(QChar c)
{
    const char16_t u = c.unicode();
    return isAsciiDigit(c) || (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z');
}

// True when one of `words` (lowercase) is a word of `text`, alone or with a plural `s`: words are
// split at anything but ASCII letters and digits and where a lowercase letter meets an uppercase
// one ("leader_election", "ActiveStandbyElectorLock", "locks", "Mutexes"), so "lockscope" or "blocks" is no lock.
bool hasWord(QStringView text, std::initializer_list<QStringView> words);

// Exactly `length` hex digits.
bool isHex(QStringView text, qsizetype length);
// 8-4-4-4-12 hex digits with dashes, as Java's UUID.toString() writes them.
bool isUuid36(QStringView text);
// A session id as ZooKeeper's Java client prints it: optional '-', then decimal digits.
bool isSignedDecimal(QStringView text);

// Length of a leading `x-<session>-` (ZooKeeper's C and Java lock recipes), or 0 when `text`
// does not start with one. The session is 16 hex digits (C) or a signed decimal (Java).
qsizetype zkSessionPrefixLength(QStringView text, QStringView *session);

// `prefix` without the per-client tokens that make each client's node name unique (a leading
// `x-<session>-`, 36-char UUIDs, runs of exactly 32 hex digits): what every client of one lock
// shares. `firstToken` receives the first token removed, or stays untouched.
QString withoutClientTokens(QStringView prefix, QStringView *firstToken);

} // namespace lockscope
