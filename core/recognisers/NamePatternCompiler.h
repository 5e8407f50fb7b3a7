// SPDX-License-Identifier: Apache-2.0

#pragma once
// The pattern language of recogniser files (docs/recognisers.md, "Path patterns", "Name
// patterns") compiled to anchored regular expressions with named captures.

#include "recognisers/RecogniserDefinition.h"

#include <QJsonObject>
#include <QRegularExpressionMatch>
#include <variant>

namespace lockscope {

enum class PatternKind {
    Parent,
    Children
};

// The pattern, or the reason it is not one.
std::variant<NamePattern, QString> compileNamePattern(const QString &source, PatternKind kind);

// The match of a parent pattern against an absolute path; nullopt when it does not match.
std::optional<QRegularExpressionMatch> matchParent(const NamePattern &pattern, const QString &path);
// The {seq} of a children match as a signed 32-bit value; nullopt outside that range.
std::optional<qint64> sequenceOf(const QRegularExpressionMatch &match);
// Every named capture but {seq}, as owner fields.
QJsonObject capturesOf(const QRegularExpression &regex, const QRegularExpressionMatch &match);
// Adds `from`'s fields to `into`, replacing those of the same name.
void mergeFields(QJsonObject &into, const QJsonObject &from);
// "{host}:{port}" with the fields' values; an unknown name becomes nothing.
QString expandTemplate(const QString &text, const QJsonObject &fields);

} // namespace lockscope
