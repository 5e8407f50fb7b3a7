// SPDX-License-Identifier: Apache-2.0

#include "recipes/NameTokens.h"

namespace lockscope {

bool hasWord(QStringView text, std::initializer_list<QStringView> words)
{
    auto matches = [&](QStringView token) {
        for (QStringView word : words) {
            if (token.compare(word, Qt::CaseInsensitive) == 0
                || (token.startsWith(word, Qt::CaseInsensitive)
                    && (token.sliced(word.size()).compare(u"s", Qt::CaseInsensitive) == 0
                        || token.sliced(word.size()).compare(u"es", Qt::CaseInsensitive) == 0)))
                return true;
        }
        return false;
    };
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool end = i == text.size();
        const bool separator = !end && !isAsciiAlnum(text[i]);
        const bool camel = !end && i > start && text[i].isUpper() && text[i - 1].isLower();
        if (end || separator || camel) {
            if (i > start && matches(text.sliced(start, i - start)))
                return true;
            start = separator ? i + 1 : i;
        }
    }
    return false;
}

bool isHex(QStringView text, qsizetype length)
{
    if (text.size() != length)
        return false;
    for (QChar c : text) {
        if (!isHexDigit(c))
            return false;
    }
    return true;
}

bool isUuid36(QStringView text)
{
    if (text.size() != 36)
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? text[i] != u'-' : !isHexDigit(text[i]))
            return false;
    }
    return true;
}

bool isSignedDecimal(QStringView text)
{
    if (text.startsWith(u'-'))
        text = text.sliced(1);
    if (text.isEmpty() || text.size() > 19)
        return false;
    for (QChar c : text) {
        if (!isAsciiDigit(c))
            return false;
    }
    return true;
}

qsizetype zkSessionPrefixLength(QStringView text, QStringView *session)
{
    if (!text.startsWith(u"x-") || text.size() < 4)
        return 0;
    // Search from index 3: a negative Java session id starts with its own '-'.
    const qsizetype end = text.indexOf(u'-', 3);
    if (end < 0)
        return 0;
    const QStringView candidate = text.sliced(2, end - 2);
    if (!isHex(candidate, 16) && !isSignedDecimal(candidate))
        return 0;
    *session = candidate;
    return end + 1;
}

QString withoutClientTokens(QStringView prefix, QStringView *firstToken)
{
    QString key;
    key.reserve(prefix.size());
    bool tokenSeen = false;
    const auto takeToken = [&](QStringView token) {
        if (!tokenSeen)
            *firstToken = token;
        tokenSeen = true;
    };

    QStringView session;
    qsizetype i = zkSessionPrefixLength(prefix, &session);
    if (i > 0)
        takeToken(session);
    // Whole hex runs are consumed at once, so each run is judged by its full length.
    while (i < prefix.size()) {
        if (!isHexDigit(prefix[i])) {
            key.append(prefix[i]);
            ++i;
            continue;
        }
        qsizetype runEnd = i;
        while (runEnd < prefix.size() && isHexDigit(prefix[runEnd]))
            ++runEnd;
        const qsizetype run = runEnd - i;
        if (run == 32) {
            takeToken(prefix.sliced(i, 32));
            i = runEnd;
        } else if (run == 8 && i + 36 <= prefix.size() && isUuid36(prefix.sliced(i, 36))
                   && (i + 36 == prefix.size() || !isHexDigit(prefix[i + 36]))) {
            takeToken(prefix.sliced(i, 36));
            i += 36;
        } else {
            key.append(prefix.sliced(i, run));
            i = runEnd;
        }
    }
    return key;
}

} // namespace lockscope
