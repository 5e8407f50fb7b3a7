// SPDX-License-Identifier: Apache-2.0

// recognisers list | check FILE... | explain PATH: the tools of the person who writes a recogniser
// file (docs/recognisers.md). The catalogue in force was loaded by runCli from the same
// directories every other command reads.
#include "CliContext.h"
#include "Commands.h"

#include "admin/ListingReader.h"
#include "recipes/LockQueueBuilder.h"
#include "recognisers/RecogniserEngine.h"
#include "recognisers/RecogniserFile.h"
#include "systems/SystemQueues.h"
#include "zk/ZkPaths.h"

#include <cstdio>

namespace lockscope::cli {

namespace {

void errorLine(const QString &line)
{
    std::fprintf(stderr, "%s\n", qUtf8Printable(line));
}

int usage(const QString &message)
{
    std::fprintf(stderr, "lockscope-cli: %s\n", qUtf8Printable(message));
    return 2;
}

QString ruleLine(const RecogniserRule &rule)
{
    QString line = QStringLiteral("    %1: %2 %3").arg(rule.name, ruleMeaningName(rule.meaning), rule.parent.source);
    if (!rule.children.source.isEmpty())
        line += QLatin1Char('/') + rule.children.source;
    if (!rule.role.isEmpty())
        line += QStringLiteral(" (role %1)").arg(rule.role);
    return line;
}

int listRecognisers(CliContext &context)
{
    const std::shared_ptr<const RecogniserCatalogue> catalogue = installedRecognisers();
    QTextStream &out = context.out();
    for (const RecogniserDefinition &system : catalogue->systems) {
        out << system.id << QStringLiteral("  ") << system.name << QStringLiteral("  ") << system.place.file << '\n';
        for (const RecogniserRule &rule : system.rules)
            out << ruleLine(rule) << '\n';
    }
    out << QStringLiteral("built in C++: ") << compiledSystemIds().join(QStringLiteral(", ")) << '\n';
    out.flush();
    for (const RecogniserError &error : catalogue->errors)
        errorLine(error.toString());
    return catalogue->errors.isEmpty() ? 0 : 1;
}

int checkFiles(CliContext &context, const QStringList &files)
{
    if (files.isEmpty())
        return usage(QStringLiteral("recognisers check takes one FILE or more"));
    int exitCode = 0;
    for (const QString &path : files) {
        const RecogniserFileResult result = readRecogniserFile(path, path);
        // Checked among the files in force, as loading it would be: an override may be refused.
        RecogniserCatalogue around = *installedRecognisers();
        around.errors.clear();
        if (result.definition)
            addRecogniser(around, *result.definition);
        const QList<RecogniserError> errors = result.errors + around.errors;
        for (const RecogniserError &error : errors)
            errorLine(error.toString());
        if (!errors.isEmpty()) {
            exitCode = 1;
            continue;
        }
        context.out() << QStringLiteral("%1: %2, %3 rule(s)\n")
                             .arg(path, result.definition->id)
                             .arg(result.definition->rules.size());
    }
    context.out().flush();
    return exitCode;
}

void describeQueues(QTextStream &out, const std::vector<LockQueue> &queues, const QString &path)
{
    for (const LockQueue &queue : queues) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.path() != path)
                continue;
            out << QStringLiteral("lockscope builds: lock %1, %2 %3")
                       .arg(queue.title(), recipeName(queue.recipe), lockKindName(queue.kind));
            if (!queue.system.isEmpty())
                out << QStringLiteral(", system %1, role %2").arg(queue.system, queue.role);
            out << QStringLiteral("; the entry is %1").arg(entryStateName(entry.state));
            if (entry.owner)
                out << QStringLiteral(", owner %1").arg(entry.owner->text);
            out << '\n';
            return;
        }
        if (queue.unrecognized.contains(path)) {
            out << QStringLiteral("lockscope builds: an unrecognised child of lock %1\n").arg(queue.title());
            return;
        }
    }
    out << QStringLiteral("lockscope builds: no lock entry from it\n");
}

int explainNode(CliContext &context, const QStringList &arguments)
{
    const CliOptions &o = context.options();
    if (arguments.size() != 1)
        return usage(QStringLiteral("recognisers explain takes exactly one PATH"));
    const QString &path = arguments.constFirst();
    if (const QString problem = pathProblem(path); !problem.isEmpty() || path == u"/")
        return usage(QStringLiteral("bad path \"%1\": %2")
                         .arg(path, problem.isEmpty() ? QStringLiteral("the root is no lock node") : problem));
    if (o.connect.isEmpty())
        return usage(QStringLiteral("--connect HOSTS is required for recognisers explain"));
    ZkSession *session = context.connect();
    if (!session)
        return 1;
    std::optional<ListingReadResult> read;
    readListingsForEntry(session, path, [&read](const ListingReadResult &r) { read = r; });
    if (!context.waitFor([&read] { return read.has_value(); }, 2 * o.timeoutMs))
        return context.fail(QStringLiteral("explain %1: no answer within %2 ms").arg(path).arg(2 * o.timeoutMs));
    const QString parent = parentPath(path);
    const auto listing = read->listings.constFind(parent);
    if (read->error != ZkError::Ok && listing == read->listings.cend())
        return context.fail(
            QStringLiteral("explain %1: %2 cannot be read: %3").arg(path, read->errorPath, errorMessage(read->error)));
    if (listing == read->listings.cend() || !findChild(*listing, nodeName(path)))
        return context.fail(QStringLiteral("explain %1: no such node").arg(path));

    QTextStream &out = context.out();
    const ListingLookup lookup = [&read](const QString &p) {
        const auto it = read->listings.constFind(p);
        return it == read->listings.cend() ? nullptr : &*it;
    };
    const ListingSource source{*listing, lookup};
    const SystemClaim compiled = [&] {
        SystemClaim claim;
        for (const SystemRecogniser &row : systemRecognisers()) {
            if (row.claim && QLatin1String(row.name) != u"files")
                row.claim(*listing, source, claim);
        }
        return claim;
    }();
    out << path << '\n';
    const QString name = nodeName(path);
    if (compiled.children.contains(name))
        out << QStringLiteral("  claimed by a system built in C++ (%1): no file is asked\n")
                   .arg(compiled.recordSystems.value(name, QStringLiteral("see `recognisers list`")));
    for (const RuleVerdict &verdict : explainChild(*installedRecognisers(), *listing, name)) {
        out << QStringLiteral("  %1 %2 (%3:%4): %5%6\n")
                   .arg(verdict.system, verdict.rule, verdict.place.file)
                   .arg(verdict.place.line)
                   .arg(verdict.claims ? QStringLiteral("CLAIMS: ") : QString(), verdict.reason);
    }
    if (const std::optional<SystemRecord> record = systemRecordOf(*listing, source, name))
        out << QStringLiteral("lockscope builds: a %1 record of %2 (never a lock, never offered for deletion)\n")
                   .arg(recordKindName(record->kind), record->system);
    else
        describeQueues(out, buildLockQueues(*listing, lookup, true), path);
    out.flush();
    return 0;
}

} // namespace

int runRecognisers(CliContext &context)
{
    const QStringList arguments = context.options().positional;
    const QString verb = arguments.value(0);
    if (verb == u"list" && arguments.size() == 1)
        return listRecognisers(context);
    if (verb == u"check")
        return checkFiles(context, arguments.mid(1));
    if (verb == u"explain")
        return explainNode(context, arguments.mid(1));
    return usage(QStringLiteral("recognisers takes list, check FILE... or explain PATH"));
}

} // namespace lockscope::cli
