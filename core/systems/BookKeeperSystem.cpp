// SPDX-License-Identifier: Apache-2.0

// Apache BookKeeper (apache/bookkeeper bookkeeper-server/.../meta/ZkLedgerAuditorManager.java):
// the auditor is elected under `<ledgersRoot>/underreplication/auditorelection` with ephemeral
// sequential votes `V_<seq>`; the lowest is the auditor, each other watches its predecessor
// (the generic rules build that order). A vote's data is AuditorVoteFormat in protobuf's text
// format, `bookieId: "bookie-1:3181"` (core/systems/proto/BookKeeperDataFormats.proto). Bookie
// registrations `<ledgersRoot>/available/<host:port>` (and `available/readonly/`) are not locks.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "systems/proto/BookKeeperDataFormats.pb.h"

#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/text_format.h>

namespace lockscope {
namespace bookkeeper_system { // one name per system file: the tree builds as unity batches
namespace {

bool isRegistrations(const QString &path)
{
    const QString name = nodeName(path);
    return name == u"available" || (name == u"readonly" && nodeName(parentPath(path)) == u"available");
}

void claim(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    if (!isRegistrations(listing.path))
        return;
    for (const NodeInfo &child : listing.children) {
        if (isSessionOwner(child.stat.ephemeralOwner) && child.name.contains(u':'))
            claim.children.insert(child.name);
    }
}

// TextFormat's parser, silent: garbage only means no owner.
class QuietErrors : public google::protobuf::io::ErrorCollector {
public:
    void AddError(int, google::protobuf::io::ColumnNumber, const std::string &) override { }
};

bool annotate(LockQueue &queue, const ListingSource &)
{
    if (nodeName(queue.path) != u"auditorelection" || nodeName(parentPath(queue.path)) != u"underreplication"
        || queue.kind != LockKind::Mutex || queue.entries.empty()
        || !std::all_of(queue.entries.begin(), queue.entries.end(),
                        [](const LockEntry &e) { return e.node->name.startsWith(u"V_") && e.sequence > 0; }))
        return false;
    queue.system = QStringLiteral("bookkeeper");
    queue.role = QStringLiteral("auditor");
    queue.kind = LockKind::Election;
    for (LockEntry &entry : queue.entries) {
        if (entry.node->dataTruncated() || entry.node->data.isEmpty())
            continue;
        bookkeeper::proto::AuditorVoteFormat vote;
        QuietErrors errors;
        google::protobuf::TextFormat::Parser parser;
        parser.RecordErrorsTo(&errors);
        const std::string text(entry.node->data.constData(), size_t(entry.node->data.size()));
        if (!parser.ParseFromString(text, &vote) || !vote.has_bookieid() || vote.bookieid().empty())
            continue;
        const QString bookie = QString::fromStdString(vote.bookieid());
        setOwner(entry, bookie, QJsonObject{{QStringLiteral("bookieId"), bookie}});
    }
    return true;
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"auditor", QT_TRANSLATE_NOOP("DisplayNames", "auditor")},
};
constexpr SystemNames kNames[] = {
    {"bookkeeper", "BookKeeper", kRoleNames},
};

} // namespace
} // namespace bookkeeper_system

SystemRecogniser bookKeeperRecogniser()
{
    return {"bookkeeper", bookkeeper_system::claim, bookkeeper_system::annotate, nullptr,
            nullptr,      bookkeeper_system::kNames};
}

} // namespace lockscope
