// SPDX-License-Identifier: Apache-2.0

#include "settings/SecretStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace lockscope::ui {
namespace {

QString service()
{
    return QCoreApplication::applicationName();
}

// Runs a job to its end (or the bound) and returns its error; the job is deleted later.
QKeychain::Error run(QKeychain::Job *job, QString *errorText)
{
    job->setAutoDelete(false);
    bool finished = false;
    QEventLoop loop;
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(SecretStore::kTimeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished) // some back ends answer at once, before the loop runs
        loop.exec();
    const QKeychain::Error error = finished ? job->error() : QKeychain::OtherError;
    if (errorText) {
        *errorText = !finished
            ? QCoreApplication::translate("lockscope::ui::SecretStore", "the keyring did not answer within %1 s")
                  .arg(SecretStore::kTimeoutMs / 1000)
            : job->errorString();
    }
    job->deleteLater();
    return error;
}

} // namespace

QString SecretStore::write(const QString &key, const QString &secret) const
{
    auto *job = new QKeychain::WritePasswordJob(service());
    job->setKey(key);
    job->setTextData(secret);
    QString why;
    return run(job, &why) == QKeychain::NoError ? QString() : why;
}

std::optional<QString> SecretStore::read(const QString &key, QString *error) const
{
    auto *job = new QKeychain::ReadPasswordJob(service());
    job->setKey(key);
    QString why;
    const QKeychain::Error result = run(job, &why);
    if (error)
        *error = result == QKeychain::NoError || result == QKeychain::EntryNotFound ? QString() : why;
    if (result != QKeychain::NoError)
        return std::nullopt;
    return job->textData();
}

void SecretStore::remove(const QString &key) const
{
    auto *job = new QKeychain::DeletePasswordJob(service());
    job->setKey(key);
    run(job, nullptr);
}

bool SecretStore::isAvailable(QString *whyNot) const
{
    QString why;
    read(QStringLiteral("availability-check"), &why);
    if (whyNot)
        *whyNot = why;
    return why.isEmpty();
}

} // namespace lockscope::ui
