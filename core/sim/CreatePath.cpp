// SPDX-License-Identifier: Apache-2.0

#include "sim/CreatePath.h"

#include "zk/ZkSession.h"

#include <QStringList>
#include <memory>

namespace lockscope {
namespace {

struct PathJob {
    ZkSession *session;
    QStringList prefixes; // "/a", "/a/b", ... in creation order
    QByteArray leafData;
    std::function<void(ZkError)> done;
};

void createNext(const std::shared_ptr<PathJob> &job, qsizetype index)
{
    if (index >= job->prefixes.size()) {
        job->done(ZkError::Ok);
        return;
    }
    const bool leaf = index == job->prefixes.size() - 1;
    job->session->create(job->prefixes.at(index), leaf ? job->leafData : QByteArray(), CreateMode::Persistent,
                         [job, index](ZkError error, const QString &) {
                             if (error != ZkError::Ok && error != ZkError::NodeExists) {
                                 job->done(error);
                                 return;
                             }
                             createNext(job, index + 1);
                         });
}

} // namespace

void createPath(ZkSession *session, const QString &path, const QByteArray &leafData, std::function<void(ZkError)> done)
{
    auto job = std::make_shared<PathJob>(PathJob{session, {}, leafData, std::move(done)});
    QString prefix;
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        prefix += QLatin1Char('/') + part;
        job->prefixes.append(prefix);
    }
    createNext(job, 0);
}

} // namespace lockscope
