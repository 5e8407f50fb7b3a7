// SPDX-License-Identifier: Apache-2.0

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

void readChild(ZkSession *session, const std::shared_ptr<ReadState> &state, const QString &parent, const QString &name)
{
    ++state->pending;
    const QString path = childPath(parent, name);
    session->getData(path, false,
                     [state, parent, name, path](ZkError error, const QByteArray &data, const NodeStat &stat) {
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
    state->pending = 1; // held until every request is sent, so `done` cannot run early
    for (const QString &path : paths) {
        ++state->pending;
        session->getChildren(path, false,
                             [session, state, path](ZkError error, const QStringList &names, const NodeStat &stat) {
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
        const QStringList related =
            read.error == ZkError::Ok ? relatedListingsToRead(read.listings, first) : QStringList();
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

namespace {

struct SubtreeRead {
    ZkSession *session;
    ListingReadResult result;
    ListingReadCallback done;
};

void readLevel(const std::shared_ptr<SubtreeRead> &state, const QStringList &paths)
{
    readListings(state->session, paths, [state](const ListingReadResult &read) {
        for (auto it = read.listings.cbegin(); it != read.listings.cend(); ++it)
            state->result.listings.insert(it.key(), it.value());
        state->result.unreadableNodes.insert(read.unreadableNodes);
        QStringList next;
        if (read.error != ZkError::Ok) {
            state->result.error = read.error;
            state->result.errorPath = read.errorPath;
        } else {
            for (const NodeListing &listing : read.listings) {
                for (const NodeInfo &child : listing.children) {
                    if (child.stat.numChildren > 0)
                        next.append(childPath(listing.path, child.name));
                }
            }
        }
        if (next.isEmpty())
            state->done(state->result);
        else
            readLevel(state, next);
    });
}

} // namespace

void readSubtree(ZkSession *session, const QString &root, ListingReadCallback done)
{
    auto state = std::make_shared<SubtreeRead>(SubtreeRead{session, {}, std::move(done)});
    QStringList ancestors;
    for (QString path = root; path != u"/";) {
        path = parentPath(path);
        ancestors.append(path);
    }
    readListings(session, ancestors, [state, root](const ListingReadResult &read) {
        // An ancestor this session may not read only hides what a system keeps there.
        state->result.listings = read.listings;
        readLevel(state, {root});
    });
}

} // namespace lockscope
