// SPDX-License-Identifier: Apache-2.0

#include "recognisers/RecogniserCatalogue.h"

#include "recognisers/RecogniserFile.h"

#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>

namespace lockscope {
namespace {

const QString kBuiltInDirectory = QStringLiteral(":/lockscope/recognisers");

// A rule that makes records, by what it takes.
bool sameRecordRule(const RecogniserRule &a, const RecogniserRule &b)
{
    return recordKindOf(b.meaning) && a.parent.source == b.parent.source && a.children.source == b.children.source;
}

// An override keeps every record rule of what it replaces: otherwise the system's records would
// become lock entries, offered for deletion.
std::optional<QString> droppedRecords(const RecogniserDefinition &replaced, const RecogniserDefinition &override)
{
    for (const RecogniserRule &rule : replaced.rules) {
        if (!recordKindOf(rule.meaning))
            continue;
        const bool kept = std::any_of(override.rules.begin(), override.rules.end(),
                                      [&](const RecogniserRule &mine) { return sameRecordRule(rule, mine); });
        if (!kept)
            return QStringLiteral("refused: this file replaces %1's '%2' (%3) but drops its record rule '%4' (%5 "
                                  "under %6), whose nodes would then be offered for deletion; keep that rule")
                .arg(replaced.id, replaced.place.file,
                     replaced.builtIn ? QStringLiteral("built in") : QStringLiteral("loaded"), rule.name,
                     ruleMeaningName(rule.meaning), rule.parent.source);
    }
    return std::nullopt;
}

void loadDirectory(RecogniserCatalogue &catalogue, const QString &directory, bool builtIn, bool mustExist)
{
    const QDir dir(directory);
    if (!dir.exists()) {
        if (mustExist)
            catalogue.errors.append({{directory, 0, 0}, QStringLiteral("no such directory")});
        return;
    }
    catalogue.directories.append(builtIn ? QStringLiteral("(built in)") : dir.absolutePath());
    const QStringList names =
        dir.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        const QString shown = builtIn ? QStringLiteral("built-in:") + name : QFileInfo(path).absoluteFilePath();
        RecogniserFileResult result = readRecogniserFile(path, shown);
        catalogue.errors.append(result.errors);
        if (result.definition) {
            result.definition->builtIn = builtIn;
            addRecogniser(catalogue, std::move(*result.definition));
        }
    }
}

QMutex installedMutex;
std::shared_ptr<const RecogniserCatalogue> installed;

} // namespace

void addRecogniser(RecogniserCatalogue &catalogue, RecogniserDefinition definition)
{
    for (RecogniserDefinition &existing : catalogue.systems) {
        if (existing.id != definition.id)
            continue;
        if (const std::optional<QString> refusal = droppedRecords(existing, definition)) {
            catalogue.errors.append({definition.place, *refusal});
            return;
        }
        existing = std::move(definition);
        return;
    }
    catalogue.systems.push_back(std::move(definition));
}

const RecogniserDefinition *RecogniserCatalogue::find(const QString &id) const
{
    for (const RecogniserDefinition &system : systems) {
        if (system.id == id)
            return &system;
    }
    return nullptr;
}

QString userRecogniserDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        + QStringLiteral("/lockscope/recognisers");
}

const QStringList &compiledSystemIds()
{
    static const QStringList ids{
        QStringLiteral("kafka"),      QStringLiteral("hadoop-hdfs"), QStringLiteral("hadoop-yarn"),
        QStringLiteral("hbase"),      QStringLiteral("solr"),        QStringLiteral("hive"),
        QStringLiteral("clickhouse"), QStringLiteral("bookkeeper"),  QStringLiteral("flink")};
    return ids;
}

RecogniserCatalogue builtInRecognisers()
{
    RecogniserCatalogue catalogue;
    loadDirectory(catalogue, kBuiltInDirectory, true, true);
    return catalogue;
}

RecogniserCatalogue loadRecognisers(const QStringList &extraDirectories)
{
    RecogniserCatalogue catalogue = builtInRecognisers();
    loadDirectory(catalogue, userRecogniserDirectory(), false, false);
    for (const QString &directory : extraDirectories)
        loadDirectory(catalogue, directory, false, true);
    return catalogue;
}

std::shared_ptr<const RecogniserCatalogue> installedRecognisers()
{
    QMutexLocker locker(&installedMutex);
    if (!installed)
        installed = std::make_shared<const RecogniserCatalogue>(builtInRecognisers());
    return installed;
}

void installRecognisers(std::shared_ptr<const RecogniserCatalogue> catalogue)
{
    QMutexLocker locker(&installedMutex);
    installed = std::move(catalogue);
}

} // namespace lockscope
