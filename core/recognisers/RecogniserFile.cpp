// SPDX-License-Identifier: Apache-2.0

#include "recognisers/RecogniserFile.h"

#include "recognisers/NamePatternCompiler.h"

#include <QFile>
#include <QSet>
#include <yaml-cpp/yaml.h>

namespace lockscope {
namespace {

constexpr qsizetype kMaxFileBytes = 1 << 20; // a recogniser is a page of text, never a megabyte

bool isKebab(const QString &text)
{
    if (text.isEmpty() || text.size() > 64 || !text.front().isLower())
        return false;
    for (const QChar c : text) {
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
            return false;
    }
    return true;
}

class Reader {
public:
    Reader(const QString &file, QList<RecogniserError> &errors) : m_file(file), m_errors(errors) { }

    SourcePlace placeOf(const YAML::Node &node) const
    {
        const YAML::Mark mark = node.Mark();
        return {m_file, mark.line + 1, mark.column + 1};
    }
    void error(const YAML::Node &node, QString reason) { m_errors.append({placeOf(node), std::move(reason)}); }

    // Keys outside `known` are errors: a typo must not silently drop a setting.
    void checkKeys(const YAML::Node &map, std::initializer_list<const char *> known)
    {
        for (const auto &item : map) {
            const std::string key = item.first.IsScalar() ? item.first.Scalar() : std::string();
            if (std::none_of(known.begin(), known.end(), [&](const char *k) { return key == k; }))
                error(item.first, QStringLiteral("unknown key '%1'").arg(QString::fromStdString(key)));
        }
    }
    std::optional<QString> text(const YAML::Node &map, const char *key, bool required)
    {
        const YAML::Node node = map[key];
        if (!node) {
            if (required)
                error(map, QStringLiteral("'%1' is missing").arg(QLatin1String(key)));
            return std::nullopt;
        }
        if (!node.IsScalar()) {
            error(node, QStringLiteral("'%1' must be text").arg(QLatin1String(key)));
            return std::nullopt;
        }
        return QString::fromStdString(node.Scalar());
    }
    bool flag(const YAML::Node &map, const char *key)
    {
        const std::optional<QString> value = text(map, key, false);
        if (!value || *value == u"false")
            return false;
        if (*value == u"true")
            return true;
        error(map[key], QStringLiteral("'%1' must be true or false").arg(QLatin1String(key)));
        return false;
    }
    std::optional<NamePattern> pattern(const YAML::Node &map, const char *key, PatternKind kind,
                                       const QString &fallback)
    {
        const std::optional<QString> source = text(map, key, fallback.isEmpty());
        if (!source && fallback.isEmpty())
            return std::nullopt;
        auto compiled = compileNamePattern(source.value_or(fallback), kind);
        if (const QString *reason = std::get_if<QString>(&compiled)) {
            error(map[key] ? map[key] : map, QStringLiteral("'%1': %2").arg(QLatin1String(key), *reason));
            return std::nullopt;
        }
        return std::get<NamePattern>(std::move(compiled));
    }
    QRegularExpression regex(const YAML::Node &map, const char *key, bool required)
    {
        const std::optional<QString> source = text(map, key, required);
        QRegularExpression regex(source.value_or(QString()));
        if (source && !regex.isValid())
            error(map[key], QStringLiteral("'%1': %2").arg(QLatin1String(key), regex.errorString()));
        return regex;
    }
    QHash<QString, QString> localeMap(const YAML::Node &node)
    {
        QHash<QString, QString> out;
        if (!node.IsMap()) {
            error(node, QStringLiteral("expected locale: text pairs, e.g. {zh_CN: …, ru: …}"));
            return out;
        }
        for (const auto &item : node) {
            if (!item.first.IsScalar() || !item.second.IsScalar())
                error(item.first, QStringLiteral("expected locale: text"));
            else
                out.insert(QString::fromStdString(item.first.Scalar()), QString::fromStdString(item.second.Scalar()));
        }
        return out;
    }

    OwnerReading owner(const YAML::Node &node);
    ModeReading mode(const YAML::Node &node);
    std::optional<RecogniserRule> rule(const YAML::Node &node);

private:
    QString m_file;
    QList<RecogniserError> &m_errors;
};

OwnerReading Reader::owner(const YAML::Node &node)
{
    OwnerReading owner;
    if (!node.IsMap()) {
        error(node, QStringLiteral("'owner' must be a map (from, format, ...)"));
        return owner;
    }
    checkKeys(
        node,
        {"from", "format", "pointer", "key", "separator", "delimiter", "pattern", "template", "field", "flatten"});
    const QString from = text(node, "from", false).value_or(QStringLiteral("data"));
    if (from != u"data" && from != u"name")
        error(node["from"], QStringLiteral("'from' is data or name"));
    owner.fromName = from == u"name";
    static const QHash<QString, OwnerFormat> formats{
        {QStringLiteral("text"), OwnerFormat::Text},          {QStringLiteral("json"), OwnerFormat::Json},
        {QStringLiteral("key-value"), OwnerFormat::KeyValue}, {QStringLiteral("regex"), OwnerFormat::Regex},
        {QStringLiteral("java-utf"), OwnerFormat::JavaUtf},   {QStringLiteral("capture"), OwnerFormat::Capture}};
    const QString format = text(node, "format", false).value_or(owner.fromName ? QStringLiteral("capture") : QString());
    if (!formats.contains(format)) {
        error(node["format"] ? node["format"] : node,
              QStringLiteral("'format' is one of text, json, key-value, regex, java-utf, capture"));
        return owner;
    }
    owner.format = formats.value(format);
    if (owner.fromName && owner.format != OwnerFormat::Capture)
        error(node["format"], QStringLiteral("'from: name' reads captures only (format: capture)"));
    owner.pointer = text(node, "pointer", false).value_or(QString());
    if (!owner.pointer.isEmpty() && !owner.pointer.startsWith(u'/'))
        error(node["pointer"], QStringLiteral("a JSON pointer starts with '/'"));
    owner.key = text(node, "key", owner.format == OwnerFormat::KeyValue).value_or(QString());
    owner.separator = text(node, "separator", false).value_or(owner.separator);
    owner.delimiter = text(node, "delimiter", false).value_or(owner.delimiter);
    if (owner.separator.isEmpty() || owner.delimiter.isEmpty())
        error(node, QStringLiteral("'separator' and 'delimiter' may not be empty"));
    if (owner.format == OwnerFormat::Regex)
        owner.pattern = regex(node, "pattern", true);
    owner.ownerTemplate = text(node, "template", false).value_or(QString());
    owner.field = text(node, "field", false).value_or(owner.field);
    if (const YAML::Node flatten = node["flatten"]) {
        std::vector<YAML::Node> items;
        if (flatten.IsSequence()) {
            for (const auto &item : flatten)
                items.push_back(static_cast<const YAML::Node &>(item));
        } else
            items.push_back(flatten);
        for (const YAML::Node &item : items) {
            const QString pointer = item.IsScalar() ? QString::fromStdString(item.Scalar()) : QString();
            if (!pointer.startsWith(u'/'))
                error(item, QStringLiteral("'flatten' lists JSON pointers, each starting with '/'"));
            owner.flatten.append(pointer);
        }
    }
    return owner;
}

ModeReading Reader::mode(const YAML::Node &node)
{
    ModeReading mode;
    if (!node.IsMap()) {
        error(node, QStringLiteral("'mode' must be a map (from, read, write)"));
        return mode;
    }
    checkKeys(node, {"from", "read", "write"});
    const QString from = text(node, "from", false).value_or(QStringLiteral("data"));
    if (from != u"data" && from != u"name")
        error(node["from"], QStringLiteral("'from' is data or name"));
    mode.fromName = from == u"name";
    mode.read = regex(node, "read", true);
    mode.write = regex(node, "write", true);
    return mode;
}

std::optional<RecogniserRule> Reader::rule(const YAML::Node &node)
{
    if (!node.IsMap()) {
        error(node, QStringLiteral("a rule is a map (name, parent, children, meaning, ...)"));
        return std::nullopt;
    }
    const qsizetype errorsBefore = m_errors.size();
    checkKeys(node,
              {"name", "parent", "children", "nodes", "meaning", "role", "queue", "owner", "mode", "readers_wait_for",
               "persistent_by_design", "held_for_life", "holder_gone_note", "selector"});
    RecogniserRule rule;
    rule.place = placeOf(node);
    rule.name = text(node, "name", true).value_or(QString());
    const std::optional<QString> meaning = text(node, "meaning", true);
    const std::optional<RuleMeaning> parsed = meaning ? ruleMeaningFromName(*meaning) : std::nullopt;
    if (meaning && !parsed)
        error(node["meaning"],
              QStringLiteral("unknown meaning '%1' (docs/recognisers.md, \"Meanings\")").arg(*meaning));
    rule.meaning = parsed.value_or(RuleMeaning::Lock);
    if (std::optional<NamePattern> parent = pattern(node, "parent", PatternKind::Parent, {}))
        rule.parent = std::move(*parent);
    if (rule.meaning == RuleMeaning::CuratorElection || rule.meaning == RuleMeaning::CuratorLock) {
        if (node["children"])
            error(node["children"],
                  QStringLiteral("'%1' takes the queue the recipes found: no 'children'")
                      .arg(ruleMeaningName(rule.meaning)));
    } else if (std::optional<NamePattern> children =
                   pattern(node, "children", PatternKind::Children, QStringLiteral("*"))) {
        rule.children = std::move(*children);
    }
    const bool ordered = parsed
        && (rule.meaning == RuleMeaning::Lock || rule.meaning == RuleMeaning::ReadWrite
            || rule.meaning == RuleMeaning::Election);
    if (ordered && !rule.children.regex.pattern().isEmpty() && !rule.children.hasSequence)
        error(node["children"] ? node["children"] : node,
              QStringLiteral("a queue is ordered by {seq}: end 'children' with it"));
    const QString nodes = text(node, "nodes", false).value_or(QStringLiteral("any"));
    if (nodes == u"ephemeral")
        rule.nodes = NodeTypeFilter::Ephemeral;
    else if (nodes == u"persistent")
        rule.nodes = NodeTypeFilter::Persistent;
    else if (nodes != u"any")
        error(node["nodes"], QStringLiteral("'nodes' is ephemeral, persistent or any"));
    rule.role = text(node, "role", false).value_or(QString());
    rule.queue = text(node, "queue", false).value_or(QString());
    const bool queueMeaning = isQueueMeaning(rule.meaning);
    if (node["owner"]) {
        if (!queueMeaning)
            error(node["owner"], QStringLiteral("records have no owner: 'owner' is for locks and elections"));
        rule.owner = owner(node["owner"]);
    }
    if (rule.meaning == RuleMeaning::ReadWrite) {
        if (!node["mode"])
            error(node, QStringLiteral("a read-write rule says which entries read and which write: 'mode' is missing"));
        else
            rule.mode = mode(node["mode"]);
        const QString blocker = text(node, "readers_wait_for", false).value_or(QStringLiteral("nearest-writer"));
        if (blocker != u"nearest-writer" && blocker != u"first-writer")
            error(node["readers_wait_for"], QStringLiteral("'readers_wait_for' is nearest-writer or first-writer"));
        rule.readersWaitForFirstWriter = blocker == u"first-writer";
    } else {
        for (const char *key : {"mode", "readers_wait_for"}) {
            if (node[key])
                error(node[key], QStringLiteral("'%1' is for read-write rules").arg(QLatin1String(key)));
        }
    }
    rule.selector = flag(node, "selector");
    if (rule.selector && rule.meaning != RuleMeaning::CuratorElection)
        error(node["selector"], QStringLiteral("'selector' is for curator-election rules"));
    rule.persistentByDesign = flag(node, "persistent_by_design");
    rule.heldForLife = flag(node, "held_for_life");
    rule.holderGoneNote = text(node, "holder_gone_note", false).value_or(QString());
    if (m_errors.size() != errorsBefore)
        return std::nullopt;
    return rule;
}

void readRoles(Reader &reader, const YAML::Node &node, RecogniserDefinition &definition)
{
    if (!node.IsMap()) {
        reader.error(node, QStringLiteral("'roles' maps each role to its names, e.g. leader: {en: …, zh_CN: …}"));
        return;
    }
    for (const auto &item : node) {
        const QString role = item.first.IsScalar() ? QString::fromStdString(item.first.Scalar()) : QString();
        if (!isKebab(role))
            reader.error(item.first, QStringLiteral("a role is kebab-case (a-z, 0-9, '-')"));
        else
            definition.roles.insert(role, RoleNames{reader.localeMap(item.second)});
    }
}

void readDefinition(Reader &reader, const YAML::Node &root, RecogniserDefinition &definition)
{
    reader.checkKeys(root, {"id", "name", "names", "roles", "rules"});
    definition.id = reader.text(root, "id", true).value_or(QString());
    if (root["id"] && !isKebab(definition.id))
        reader.error(root["id"], QStringLiteral("'id' is kebab-case (a-z, 0-9, '-'), as the snapshot's system"));
    definition.place = reader.placeOf(root["id"] ? root["id"] : root);
    definition.name = reader.text(root, "name", true).value_or(QString());
    if (root["names"])
        definition.names = reader.localeMap(root["names"]);
    if (root["roles"])
        readRoles(reader, root["roles"], definition);
    const YAML::Node rules = root["rules"];
    if (!rules || !rules.IsSequence() || rules.size() == 0) {
        reader.error(rules ? rules : root, QStringLiteral("'rules' must list at least one rule"));
        return;
    }
    QSet<QString> names;
    for (const YAML::Node &node : rules) {
        std::optional<RecogniserRule> rule = reader.rule(node);
        if (!rule)
            continue;
        if (names.contains(rule->name))
            reader.error(node["name"], QStringLiteral("a second rule named '%1'").arg(rule->name));
        names.insert(rule->name);
        definition.rules.push_back(std::move(*rule));
    }
}

} // namespace

RecogniserFileResult parseRecogniserFile(const QByteArray &bytes, const QString &fileName)
{
    RecogniserFileResult result;
    if (bytes.size() > kMaxFileBytes) {
        result.errors.append({{fileName, 0, 0}, QStringLiteral("larger than 1 MiB: not a recogniser file")});
        return result;
    }
    if (bytes.contains('\0')) {
        result.errors.append({{fileName, 0, 0}, QStringLiteral("binary data: not a recogniser file")});
        return result;
    }
    Reader reader(fileName, result.errors);
    RecogniserDefinition definition;
    try {
        const YAML::Node root = YAML::Load(bytes.toStdString());
        if (!root.IsMap()) {
            result.errors.append({{fileName, 1, 1}, QStringLiteral("expected a map with id, name and rules")});
            return result;
        }
        readDefinition(reader, root, definition);
    } catch (const YAML::Exception &e) {
        result.errors.append({{fileName, e.mark.line + 1, e.mark.column + 1}, QString::fromStdString(e.msg)});
    } catch (const std::exception &e) {
        result.errors.append({{fileName, 0, 0}, QString::fromLocal8Bit(e.what())});
    }
    if (result.errors.isEmpty())
        result.definition = std::move(definition);
    return result;
}

RecogniserFileResult readRecogniserFile(const QString &path, const QString &shownName)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        RecogniserFileResult result;
        result.errors.append({{shownName, 0, 0}, file.errorString()});
        return result;
    }
    // One byte more than allowed: parseRecogniserFile then says the file is too large.
    return parseRecogniserFile(file.read(kMaxFileBytes + 1), shownName);
}

} // namespace lockscope
