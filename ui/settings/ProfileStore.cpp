// SPDX-License-Identifier: Apache-2.0

#include "settings/ProfileStore.h"

#include "settings/SecretStore.h"

#include <QCoreApplication>
#include <QSettings>

namespace lockscope::ui {

namespace {

void writeProfile(QSettings &s, const ConnectionProfile &p, bool allowPassword)
{
    s.setValue(QStringLiteral("name"), p.name);
    s.setValue(QStringLiteral("connect"), p.connectString);
    s.setValue(QStringLiteral("authUser"), p.authUser);
    // Passwords live in the desktop's secret store (saveProfile); an older version's plain
    // copy goes with the next save.
    s.setValue(QStringLiteral("savePassword"), allowPassword && p.savePassword);
    s.remove(QStringLiteral("authPassword"));
    s.setValue(QStringLiteral("sessionTimeoutMs"), p.sessionTimeoutMs);
    s.setValue(QStringLiteral("readOnly"), p.readOnly);
    s.setValue(QStringLiteral("roots"), p.roots);
    s.setValue(QStringLiteral("discover"), p.discover);
    s.setValue(QStringLiteral("adminPort"), p.adminPort);
    s.setValue(QStringLiteral("tlsCa"), p.tls.caFile);
    s.setValue(QStringLiteral("tlsCert"), p.tls.certFile);
    s.setValue(QStringLiteral("tlsKey"), p.tls.keyFile);
    s.setValue(QStringLiteral("saslMechanism"), p.sasl.mechanism);
    s.setValue(QStringLiteral("saslUser"), p.sasl.user);
    s.setValue(QStringLiteral("saslService"), p.sasl.service);
}

ConnectionProfile readProfile(const QSettings &s)
{
    ConnectionProfile p;
    p.name = s.value(QStringLiteral("name")).toString();
    p.connectString = s.value(QStringLiteral("connect")).toString();
    p.authUser = s.value(QStringLiteral("authUser")).toString();
    p.savePassword = s.value(QStringLiteral("savePassword"), false).toBool();
    p.authPassword = s.value(QStringLiteral("authPassword")).toString(); // an older version's
    p.sessionTimeoutMs = s.value(QStringLiteral("sessionTimeoutMs"), 10000).toInt();
    p.readOnly = s.value(QStringLiteral("readOnly"), false).toBool();
    p.roots = s.value(QStringLiteral("roots")).toStringList();
    p.discover = s.value(QStringLiteral("discover")).toStringList();
    p.adminPort = s.value(QStringLiteral("adminPort"), 8080).toInt();
    p.tls = {s.value(QStringLiteral("tlsCa")).toString(), s.value(QStringLiteral("tlsCert")).toString(),
             s.value(QStringLiteral("tlsKey")).toString()};
    p.sasl.mechanism = s.value(QStringLiteral("saslMechanism")).toString();
    p.sasl.user = s.value(QStringLiteral("saslUser")).toString();
    p.sasl.service = s.value(QStringLiteral("saslService"), p.sasl.service).toString();
    return p;
}

QList<ConnectionProfile> readList(const QString &group)
{
    QSettings s;
    QList<ConnectionProfile> list;
    const int n = s.beginReadArray(group);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        list.append(readProfile(s));
    }
    s.endArray();
    return list;
}

void writeList(const QString &group, const QList<ConnectionProfile> &list, bool allowPassword)
{
    QSettings s;
    s.remove(group);
    s.beginWriteArray(group, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        s.setArrayIndex(i);
        writeProfile(s, list.at(i), allowPassword);
    }
    s.endArray();
}

} // namespace

QList<ConnectionProfile> ProfileStore::profiles() const
{
    return readList(QStringLiteral("profiles"));
}

void ProfileStore::saveProfiles(const QList<ConnectionProfile> &profiles) const
{
    writeList(QStringLiteral("profiles"), profiles, true);
}

QString ProfileStore::saveProfile(const ConnectionProfile &profile) const
{
    QList<ConnectionProfile> list = profiles();
    auto it =
        std::find_if(list.begin(), list.end(), [&](const ConnectionProfile &p) { return p.name == profile.name; });
    if (it == list.end())
        it = list.insert(list.end(), profile);
    else
        *it = profile;
    QString problem;
    if (profile.savePassword)
        problem = keepPasswords(profile);
    if (!profile.savePassword || !problem.isEmpty()) {
        forgetPasswords(profile.name);
        it->savePassword = false;
    }
    saveProfiles(list);
    return problem.isEmpty()
        ? QString()
        : QCoreApplication::translate("lockscope::ui::ProfileStore", "The passwords were not kept: %1").arg(problem);
}

void ProfileStore::removeProfile(const QString &name) const
{
    QList<ConnectionProfile> list = profiles();
    list.removeIf([&](const ConnectionProfile &p) { return p.name == name; });
    saveProfiles(list);
    forgetPasswords(name);
}

ConnectionProfile ProfileStore::withStoredPasswords(ConnectionProfile profile, QString *error) const
{
    if (error)
        error->clear();
    if (!profile.savePassword)
        return profile;
    const SecretStore store;
    for (const auto &[kind, password] : {std::pair{QStringLiteral("digest"), &profile.authPassword},
                                         std::pair{QStringLiteral("sasl"), &profile.sasl.password}}) {
        QString why;
        if (password->isEmpty())
            *password = store.read(secretKey(profile.name, kind), &why).value_or(QString());
        if (!why.isEmpty() && error)
            *error = why;
    }
    return profile;
}

QString ProfileStore::keepPasswords(const ConnectionProfile &profile) const
{
    const SecretStore store;
    for (const auto &[kind, password] : {std::pair{QStringLiteral("digest"), profile.authPassword},
                                         std::pair{QStringLiteral("sasl"), profile.sasl.password}}) {
        if (password.isEmpty()) {
            store.remove(secretKey(profile.name, kind));
        } else if (QString why = store.write(secretKey(profile.name, kind), password); !why.isEmpty()) {
            return why;
        }
    }
    return {};
}

void ProfileStore::forgetPasswords(const QString &name) const
{
    const SecretStore store;
    for (const QString &kind : {QStringLiteral("digest"), QStringLiteral("sasl")})
        store.remove(secretKey(name, kind));
}

QString ProfileStore::secretKey(const QString &name, const QString &kind)
{
    return QStringLiteral("profile/%1/%2").arg(name, kind);
}

QList<ConnectionProfile> ProfileStore::recent() const
{
    return readList(QStringLiteral("recent"));
}

void ProfileStore::addRecent(const ConnectionProfile &profile) const
{
    QList<ConnectionProfile> list = recent();
    list.removeIf([&](const ConnectionProfile &p) { return p.sameTarget(profile); });
    ConnectionProfile entry = profile;
    entry.authPassword.clear();
    entry.savePassword = false;
    list.prepend(entry);
    while (list.size() > kMaxRecent)
        list.removeLast();
    writeList(QStringLiteral("recent"), list, false);
}

} // namespace lockscope::ui
