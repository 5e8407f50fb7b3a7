// SPDX-License-Identifier: Apache-2.0

#include "recognisers/NamePatternCompiler.h"

#include <QSet>
#include <limits>

namespace lockscope {
namespace {

bool isCaptureName(QStringView name)
{
    if (name.isEmpty() || !(name.front().isLetter() || name.front() == u'_'))
        return false;
    for (const QChar c : name) {
        if (!(c.isLetterOrNumber() || c == u'_') || c.unicode() > 127)
            return false;
    }
    return true;
}

// ZooKeeper's %010d of a signed 32-bit counter: 10 digits, or '-' and 9 or 10.
const QString kSequence = QStringLiteral("(?<seq>[0-9]{10}|-[0-9]{9,10})");

struct SegmentCompiler {
    PatternKind kind;
    QSet<QString> &names;
    QString error;

    // One name's pattern (no '/'): literal text, '*', {name}, {name:REGEX}, {seq}.
    std::optional<QString> compile(QStringView text, bool last, bool *hasSequence)
    {
        QString out;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (c == u'*') {
                out += QStringLiteral("[^/]*");
                continue;
            }
            if (c == u'}') {
                error = QStringLiteral("'}' without '{'");
                return std::nullopt;
            }
            if (c != u'{') {
                out += QRegularExpression::escape(QString(c));
                continue;
            }
            // A capture; its regex may hold braces of its own (\d{10}): count them.
            qsizetype depth = 1, end = i + 1;
            for (; end < text.size() && depth > 0; ++end) {
                if (text[end] == u'\\') {
                    ++end;
                    continue;
                }
                depth += text[end] == u'{' ? 1 : (text[end] == u'}' ? -1 : 0);
            }
            if (depth != 0) {
                error = QStringLiteral("'{' without '}'");
                return std::nullopt;
            }
            const QStringView body = text.sliced(i + 1, end - i - 2);
            const qsizetype colon = body.indexOf(u':');
            const QString name = (colon < 0 ? body : body.first(colon)).toString();
            if (name.isEmpty() && colon == 0) { // {:REGEX}: matched, not captured
                const QString regex = body.sliced(1).toString();
                if (!QRegularExpression(regex).isValid()) {
                    error = QStringLiteral("'%1': %2").arg(regex, QRegularExpression(regex).errorString());
                    return std::nullopt;
                }
                out += QStringLiteral("(?:%1)").arg(regex);
                i = end - 1;
                continue;
            }
            if (!isCaptureName(name)) {
                error = QStringLiteral("'%1' is not a capture name (letters, digits, '_')").arg(name);
                return std::nullopt;
            }
            if (names.contains(name)) {
                error = QStringLiteral("the capture '%1' is named twice").arg(name);
                return std::nullopt;
            }
            names.insert(name);
            if (name == u"seq") {
                if (kind != PatternKind::Children || colon >= 0 || !last || end != text.size()) {
                    error = QStringLiteral("{seq} may only end a children pattern");
                    return std::nullopt;
                }
                *hasSequence = true;
                out += kSequence;
            } else if (colon < 0) {
                out += QStringLiteral("(?<%1>[^/]+?)").arg(name);
            } else {
                const QString regex = body.sliced(colon + 1).toString();
                const QRegularExpression check(regex);
                if (!check.isValid()) {
                    error = QStringLiteral("the capture '%1': %2").arg(name, check.errorString());
                    return std::nullopt;
                }
                out += QStringLiteral("(?<%1>(?:%2))").arg(name, regex);
            }
            i = end - 1;
        }
        return out;
    }
};

bool isLiteral(QStringView segment)
{
    return !segment.contains(u'*') && !segment.contains(u'{') && !segment.contains(u'}');
}

} // namespace

std::variant<NamePattern, QString> compileNamePattern(const QString &source, PatternKind kind)
{
    NamePattern pattern;
    pattern.source = source;
    if (source.trimmed().isEmpty())
        return QStringLiteral("the pattern is empty");
    QSet<QString> names;
    SegmentCompiler compiler{kind, names, {}};
    QString regex = QStringLiteral("^");
    if (kind == PatternKind::Children) {
        if (source.contains(u'/'))
            return QStringLiteral("a children pattern names one node: no '/'");
        const std::optional<QString> body = compiler.compile(source, true, &pattern.hasSequence);
        if (!body)
            return compiler.error;
        regex += *body;
    } else {
        const bool anchored = source.startsWith(u'/');
        const QStringList segments = QStringView(source).sliced(anchored ? 1 : 0).toString().split(u'/');
        if (!anchored)
            regex += QStringLiteral("(?:/[^/]+)*");
        for (qsizetype i = 0; i < segments.size(); ++i) {
            const QString &segment = segments[i];
            if (segment.isEmpty())
                return QStringLiteral("an empty name between '/'");
            if (segment == u"**") {
                regex += QStringLiteral("(?:/[^/]+)*");
                continue;
            }
            const std::optional<QString> body =
                segment == u"*" ? QStringLiteral("[^/]+") : compiler.compile(segment, false, nullptr);
            if (!body)
                return compiler.error;
            regex += QLatin1Char('/') + *body;
        }
        if (isLiteral(segments.last()) && segments.last() != u"**")
            pattern.lastLiteral = segments.last();
    }
    regex += QLatin1Char('$');
    pattern.regex = QRegularExpression(regex);
    if (!pattern.regex.isValid())
        return pattern.regex.errorString();
    pattern.regex.optimize();
    return pattern;
}

std::optional<QRegularExpressionMatch> matchParent(const NamePattern &pattern, const QString &path)
{
    if (!pattern.lastLiteral.isEmpty()) {
        const qsizetype slash = path.lastIndexOf(u'/');
        if (QStringView(path).sliced(slash + 1) != pattern.lastLiteral)
            return std::nullopt;
    }
    QRegularExpressionMatch match = pattern.regex.match(path);
    if (!match.hasMatch())
        return std::nullopt;
    return match;
}

std::optional<qint64> sequenceOf(const QRegularExpressionMatch &match)
{
    bool ok = false;
    const qint64 value = match.capturedView(u"seq").toLongLong(&ok);
    if (!ok || value < std::numeric_limits<qint32>::min() || value > std::numeric_limits<qint32>::max())
        return std::nullopt;
    return value;
}

QJsonObject capturesOf(const QRegularExpression &regex, const QRegularExpressionMatch &match)
{
    QJsonObject fields;
    for (const QString &name : regex.namedCaptureGroups()) {
        if (!name.isEmpty() && name != u"seq" && match.hasCaptured(name))
            fields.insert(name, match.captured(name));
    }
    return fields;
}

void mergeFields(QJsonObject &into, const QJsonObject &from)
{
    for (auto it = from.begin(); it != from.end(); ++it)
        into.insert(it.key(), it.value());
}

QString expandTemplate(const QString &text, const QJsonObject &fields)
{
    if (!text.contains(u'{'))
        return text;
    QString out;
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype open = text.indexOf(u'{', i);
        const qsizetype close = open < 0 ? -1 : text.indexOf(u'}', open);
        if (close < 0) {
            out += QStringView(text).sliced(i);
            break;
        }
        out += QStringView(text).sliced(i, open - i);
        const QJsonValue value = fields.value(QStringView(text).sliced(open + 1, close - open - 1));
        out += value.isString() ? value.toString() : (value.isDouble() ? QString::number(value.toDouble()) : QString());
        i = close + 1;
    }
    return out;
}

} // namespace lockscope
