// SPDX-License-Identifier: Apache-2.0

#pragma once
// A system taught by a file (docs/recognisers.md): what a recogniser file says, once parsed and
// checked. Pure data: the engine (RecogniserEngine.h) applies it, the catalogue loads it.

#include "recipes/LockTypes.h"

#include <QHash>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace lockscope {

// Where in a file something was said, 1-based; line 0 when the file as a whole is meant.
struct SourcePlace {
    QString file;
    int line = 0;
    int column = 0;
};

// One line per error, the way compilers write them: "file:line:column: reason".
struct RecogniserError {
    SourcePlace place;
    QString reason;
    QString toString() const;
};

// What a rule's children are (docs/recognisers.md, "Meanings").
enum class RuleMeaning : quint8 {
    Lock,
    ReadWrite,
    Election,
    SingleNodeLock,
    SingleNodeElection,
    CuratorElection,
    CuratorLock,
    Registration,
    WorkItem,
    DedupRecord,
    ProgressMarker,
    Pin,
    LeaderRecord,
    Configuration,
};
std::optional<RuleMeaning> ruleMeaningFromName(QStringView name);
QString ruleMeaningName(RuleMeaning meaning);
// The record a non-queue meaning makes; nullopt for the queue meanings.
std::optional<RecordKind> recordKindOf(RuleMeaning meaning);
bool isQueueMeaning(RuleMeaning meaning);

// A `parent` or `children` pattern compiled to one anchored regular expression with named
// captures. `lastLiteral`, when the pattern ends in a literal name, rejects most paths cheaply.
struct NamePattern {
    QString source; // as written, for messages and `recognisers list`
    QRegularExpression regex;
    QString lastLiteral; // parent patterns only
    bool hasSequence = false; // children: ends in {seq}
};

enum class NodeTypeFilter : quint8 {
    Any,
    Ephemeral,
    Persistent
};

enum class OwnerFormat : quint8 {
    None,
    Text,
    Json,
    KeyValue,
    Regex,
    JavaUtf,
    Capture
};
struct OwnerReading {
    OwnerFormat format = OwnerFormat::None;
    bool fromName = false; // `from: name`: captures only, the data is not read
    QString pointer; // json: an RFC 6901 pointer
    QString key; // key-value
    QString separator = QStringLiteral("=");
    QString delimiter = QStringLiteral("\n");
    QRegularExpression pattern; // regex: named groups become fields
    QString ownerTemplate; // "{host}:{port}"; empty: the format's own text
    QString field = QStringLiteral("text"); // text, java-utf: the field the value goes in
    QStringList flatten; // json: pointers to objects whose members become fields too
};

struct ModeReading {
    bool fromName = false;
    QRegularExpression read;
    QRegularExpression write;
};

struct RecogniserRule {
    QString name;
    SourcePlace place;
    NamePattern parent;
    NamePattern children; // empty regex for curator-election
    NodeTypeFilter nodes = NodeTypeFilter::Any;
    RuleMeaning meaning = RuleMeaning::Lock;
    QString role; // may hold {capture}s
    QString queue; // may hold {capture}s
    OwnerReading owner;
    ModeReading mode;
    bool readersWaitForFirstWriter = false;
    bool selector = false; // curator-election: a LeaderSelector (a mutex's shape) too
    bool persistentByDesign = false;
    bool heldForLife = false;
    QString holderGoneNote;
};

struct RoleNames {
    QHash<QString, QString> byLocale; // "en", "zh_CN", "ru"
};

struct RecogniserDefinition {
    QString id;
    QString name;
    QHash<QString, QString> names; // locale -> display name
    QHash<QString, RoleNames> roles;
    std::vector<RecogniserRule> rules;
    SourcePlace place; // the file, and the line of `id`
    bool builtIn = false; // shipped in the binaries

    // The display name in `locale` ("zh_CN", "ru"), else the English one.
    QString displayName(const QString &locale) const;
    // A role's display name in `locale`; empty when the file names none.
    QString roleName(const QString &role, const QString &locale) const;
};

} // namespace lockscope
