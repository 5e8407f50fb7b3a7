// SPDX-License-Identifier: Apache-2.0

#pragma once
// Makes sure a persistent path exists, creating missing ancestors first (like `mkdir -p`).

#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QString>
#include <functional>

namespace lockscope {

class ZkSession;

// Calls done(Ok) once `path` exists (made now or before), else with the first error. Only the
// last component gets `leafData`. Owner thread of the session; done runs there too.
void createPath(ZkSession *session, const QString &path, const QByteArray &leafData, std::function<void(ZkError)> done);

} // namespace lockscope
