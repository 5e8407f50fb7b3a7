// SPDX-License-Identifier: Apache-2.0

#include "settings/Recognisers.h"

#include <QDir>

namespace lockscope::ui {
namespace {

QStringList &directoriesOfThisRun()
{
    static QStringList directories;
    return directories;
}

} // namespace

void setRecogniserDirectories(const QStringList &directories)
{
    directoriesOfThisRun() = directories;
}

QStringList recogniserDirectories()
{
    return directoriesOfThisRun();
}

std::shared_ptr<const RecogniserCatalogue> reloadRecognisers()
{
    auto catalogue = std::make_shared<const RecogniserCatalogue>(loadRecognisers(directoriesOfThisRun()));
    installRecognisers(catalogue);
    return catalogue;
}

QString ensureUserRecogniserDirectory()
{
    const QString directory = userRecogniserDirectory();
    return QDir().mkpath(directory) ? directory : QString();
}

} // namespace lockscope::ui
