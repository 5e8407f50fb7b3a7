#include "admin/ListingReader.h"

#include "recipes/LockTypes.h"
#include "zk/ZkSession.h"

#include <algorithm>
#include <memory>

namespace lockscope {

namespace {

struct ReadState {
    ListingReadResult result;
    ListingReadCallback done;
    int pending = 0;

    void noteError(ZkError error, const QString &path)
    {
        if (result.error == ZkError::Ok) {
            result.error = error;
            result.errorPath = path;
        }
    }
    void finishOne()
    {
        if (--pending > 0)
            return;
        for (NodeListing &listing : result.listings) {
            ChildNodes::Nodes &children = listing.children.edit();
            std::sort(children.begin(), children.end(),
                      [](const NodeInfo &a, const NodeInfo &b) { return a.name < b.name; });
        }
        done(result);
    }
};

void readChild(ZkSession *session, const std::shared_ptr<ReadState> &state, const QString &parent,
               const QString &name)
{
    ++state->pending;
    const QString path = childPath(parent, name);
    session->getData(path, false, [state, parent, name, path](ZkError error, const QByteArray &data, const NodeStat &stat) {
        // A child gone meanwhile is simply not there.
        if (error != ZkError::NoNode) {
            NodeInfo child;
            child.name = name;
            if (error == ZkError::Ok) {
                child.setRead(stat, data);
            } else {
                state->result.unreadableNodes.insert(path, error);
            }
            state->result.listings[parent].children.push_back(std::move(child));
        }
        state->finishOne();
    });
}

} // namespace

void readListings(ZkSession *session, const QStringList &paths, ListingReadCallback done)
{
    auto state = std::make_shared<ReadState>();
    state->done = std::move(done);
    state->pending = 1;  // held until every request is sent, so `done` cannot run early
    for (const QString &path : paths) {
        ++state->pending;
        session->getChildren(path, false, [session, state, path](ZkError error, const QStringList &names,
                                                                 const NodeStat &stat) {
            if (error == ZkError::Ok) {
                NodeListing &listing = state->result.listings[path];
                listing.path = path;
                listing.stat = stat;
                for (const QString &name : names)
                    readChild(session, state, path, name);
            } else if (error != ZkError::NoNode) {
                state->noteError(error, path);
            }
            state->finishOne();
        });
    }
    state->finishOne();
}

void readListingsForEntry(ZkSession *session, const QString &nodePath, ListingReadCallback done)
{
    const QStringList first = listingsToReadFor(nodePath);
    readListings(session, first, [session, first, done = std::move(done)](const ListingReadResult &read) {
        const QStringList related = read.error == ZkError::Ok ? relatedListingsToRead(read.listings, first)
                                                              : QStringList();
        if (related.isEmpty()) {
            done(read);
            return;
        }
        readListings(session, related, [read, done](const ListingReadResult &more) {
            ListingReadResult merged = read;
            for (auto it = more.listings.cbegin(); it != more.listings.cend(); ++it)
                merged.listings.insert(it.key(), it.value());
            merged.unreadableNodes.insert(more.unreadableNodes);
            merged.error = more.error;
            merged.errorPath = more.errorPath;
            done(merged);
        });
    });
}

} // namespace lockscope
