// SPDX-License-Identifier: Apache-2.0

#include "systems/SystemRecogniser.h"

#include "recognisers/RecogniserEngine.h"

namespace lockscope {

// Each defined in its own file of this folder.
SystemRecogniser kafkaRecogniser();
SystemRecogniser hadoopRecogniser();
SystemRecogniser hbaseRecogniser();
SystemRecogniser solrRecogniser();
SystemRecogniser hiveRecogniser();
SystemRecogniser clickHouseRecogniser();
SystemRecogniser bookKeeperRecogniser();
SystemRecogniser curatorLatchUsersRecogniser();

namespace {

// The systems taught by files (core/recognisers), in force when the listing is read.
void claimByInstalledFiles(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    claimByFiles(*installedRecognisers(), listing, claim);
}

bool annotateByInstalledFiles(LockQueue &queue, const ListingSource &)
{
    return annotateByFiles(*installedRecognisers(), queue);
}

} // namespace

// One row per system; a new system is one file and one row. Claims run in this order, each
// seeing in `claim.children` what earlier rows took: a row leaves those children alone.
std::span<const SystemRecogniser> systemRecognisers()
{
    static const SystemRecogniser rows[] = {
        kafkaRecogniser(),
        hadoopRecogniser(),
        hbaseRecogniser(),
        solrRecogniser(),
        hiveRecogniser(),
        clickHouseRecogniser(),
        bookKeeperRecogniser(),
        // After the compiled systems, whose nodes a file never takes.
        {"files", claimByInstalledFiles, annotateByInstalledFiles, nullptr, nullptr},
        // Last: any Curator latch no other row recognised is still an election.
        curatorLatchUsersRecogniser(),
    };
    return rows;
}

const SystemNames *compiledSystemNames(QStringView system)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        for (const SystemNames &names : row.names) {
            if (system == QLatin1String(names.system))
                return &names;
        }
    }
    return nullptr;
}

// Every row is asked: two rows may produce one system (YARN's elector by Hadoop's and Curator's).
const char *compiledRoleText(QStringView system, QStringView role)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        for (const SystemNames &names : row.names) {
            if (system != QLatin1String(names.system))
                continue;
            for (const SystemRoleName &name : names.roles) {
                if (role == QLatin1String(name.role))
                    return name.text;
            }
        }
    }
    return nullptr;
}

SystemClaim claimSystemChildren(const NodeListing &listing, const ListingSource &source)
{
    SystemClaim claim;
    for (const SystemRecogniser &row : systemRecognisers()) {
        if (row.claim)
            row.claim(listing, source, claim);
    }
    return claim;
}

void annotateSystemQueue(LockQueue &queue, const ListingSource &source)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        if (row.annotate && row.annotate(queue, source))
            return;
    }
}

void addSystemRelatedPaths(const NodeListing &listing, QStringList &paths)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        if (row.related)
            row.related(listing, paths);
    }
}

void addSystemReaders(const QString &path, QStringList &paths)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        if (row.readers)
            row.readers(path, paths);
    }
}

std::optional<SystemRecord> systemRecordOf(const NodeListing &listing, const ListingSource &source, const QString &name)
{
    for (const SystemRecogniser &row : systemRecognisers()) {
        if (!row.claim)
            continue;
        SystemClaim claim;
        row.claim(listing, source, claim);
        const auto record = claim.records.constFind(name);
        if (record != claim.records.cend())
            return SystemRecord{claim.recordSystems.value(name, QString::fromLatin1(row.name)), *record};
    }
    return std::nullopt;
}

} // namespace lockscope
