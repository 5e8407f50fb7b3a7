// SPDX-License-Identifier: Apache-2.0

// Saved profiles keep their passwords in the desktop's secret store (a real GNOME Keyring on a
// private D-Bus bus here), never in the settings file: kept when asked, filled in when the profile
// is picked, forgotten when unticked or deleted, an older version's plain copy moved; with no
// keyring the option is off and says why.
#include "SecretService.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "dialogs/ConnectDialog.h"
#include "settings/ProfileStore.h"
#include "settings/SecretStore.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSettings>

namespace tst_secretstore {

using namespace lockscope;
using namespace lockscope::ui;

namespace {

QByteArray settingsFile()
{
    QSettings().sync();
    QFile file(QSettings().fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ConnectionProfile withPasswords(const QString &name)
{
    ConnectionProfile p;
    p.name = name;
    p.connectString = QStringLiteral("127.0.0.1:2181");
    p.discover = {QStringLiteral("/")};
    p.authUser = QStringLiteral("ops");
    p.authPassword = QStringLiteral("digest-secret-") + name;
    p.sasl = *SaslSettings::parse(QStringLiteral("DIGEST-MD5:ops:sasl-secret-") + name);
    p.savePassword = true;
    return p;
}

// Picks the saved profile `name` in a new dialog and returns what the dialog then holds.
ConnectionProfile pickSaved(ConnectDialog &dialog, const QString &name)
{
    QListWidget *list = dialog.profileList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text().startsWith(name))
            list->setCurrentRow(i);
    }
    return dialog.profile();
}

} // namespace

class TestSecretStore : public QObject {
    Q_OBJECT

    test::SecretService m_service;

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        if (!test::SecretService::isAvailable(&why))
            QSKIP(qPrintable(why));
        QVERIFY2(m_service.start(), qPrintable(m_service.errorString()));
        QVERIFY2(SecretStore().isAvailable(&why), qPrintable(why));
    }

    void keptInTheKeyringNotInTheSettings()
    {
        const ConnectionProfile p = withPasswords(QStringLiteral("kept"));
        {
            ConnectDialog dialog;
            QVERIFY(dialog.savePasswordBox()->isEnabled());
            dialog.setProfile(p);
            QVERIFY(dialog.savePasswordBox()->isChecked());
            QVERIFY(dialog.saveCurrentProfile());
            QVERIFY2(dialog.problemLabel()->text().isEmpty(), qPrintable(dialog.problemLabel()->text()));
        }
        const QByteArray settings = settingsFile();
        QVERIFY(settings.contains("kept"));
        QVERIFY(!settings.contains(p.authPassword.toUtf8()));
        QVERIFY(!settings.contains(p.sasl.password.toUtf8()));
        QCOMPARE(SecretStore().read(QStringLiteral("profile/kept/digest")), std::optional<QString>(p.authPassword));

        ConnectDialog again;
        const ConnectionProfile loaded = pickSaved(again, p.name);
        QCOMPARE(loaded.authPassword, p.authPassword);
        QCOMPARE(loaded.sasl.password, p.sasl.password);
        QVERIFY(again.savePasswordBox()->isChecked());
    }

    void untickedOrDeletedIsForgotten()
    {
        ConnectionProfile p = withPasswords(QStringLiteral("forgotten"));
        QVERIFY(ProfileStore().saveProfile(p).isEmpty());
        QVERIFY(SecretStore().read(QStringLiteral("profile/forgotten/sasl")));
        p.savePassword = false;
        QVERIFY(ProfileStore().saveProfile(p).isEmpty());
        QVERIFY(!SecretStore().read(QStringLiteral("profile/forgotten/sasl")));
        ConnectDialog dialog;
        QVERIFY(pickSaved(dialog, p.name).sasl.password.isEmpty());

        ConnectionProfile deleted = withPasswords(QStringLiteral("deleted"));
        QVERIFY(ProfileStore().saveProfile(deleted).isEmpty());
        ProfileStore().removeProfile(deleted.name);
        QVERIFY(!SecretStore().read(QStringLiteral("profile/deleted/digest")));
    }

    // An older version kept the digest password in the settings file: the next save moves it.
    void plainCopyOfAnOlderVersionMoves()
    {
        ConnectionProfile p = withPasswords(QStringLiteral("older"));
        p.sasl = {};
        QVERIFY(ProfileStore().saveProfile(p).isEmpty());
        ProfileStore().removeProfile(QStringLiteral("nothing")); // rewrites the list
        {
            QSettings s;
            const int n = s.beginReadArray(QStringLiteral("profiles"));
            s.endArray();
            s.beginWriteArray(QStringLiteral("profiles"), n);
            for (int i = 0; i < n; ++i) {
                s.setArrayIndex(i);
                if (s.value(QStringLiteral("name")).toString() == p.name)
                    s.setValue(QStringLiteral("authPassword"), QStringLiteral("plain-old-secret"));
            }
            s.endArray();
        }
        SecretStore().remove(QStringLiteral("profile/older/digest"));
        QVERIFY(settingsFile().contains("plain-old-secret"));

        const QList<ConnectionProfile> saved = ProfileStore().profiles();
        const auto older =
            std::find_if(saved.begin(), saved.end(), [&](const ConnectionProfile &s) { return s.name == p.name; });
        QVERIFY(older != saved.end());
        QCOMPARE(older->authPassword, QStringLiteral("plain-old-secret")); // still usable
        QVERIFY(ProfileStore().saveProfile(*older).isEmpty());
        QVERIFY(!settingsFile().contains("plain-old-secret"));
        QCOMPARE(SecretStore().read(QStringLiteral("profile/older/digest")),
                 std::optional<QString>(QStringLiteral("plain-old-secret")));
    }

    // Last: the keyring goes away. Nothing is kept, and the dialog says so.
    void withoutAKeyringNothingIsKept()
    {
        m_service.stopKeyring();
        QString why;
        QVERIFY(!SecretStore().isAvailable(&why));
        QVERIFY(!why.isEmpty());
        ConnectDialog dialog;
        QVERIFY(!dialog.savePasswordBox()->isEnabled());
        // The bus words its answer by what it still knows of the stopped keyring (its unique
        // name at first, then the well-known one): the reason shown is the dialog's own asking.
        QString whyNow;
        QVERIFY(!SecretStore().isAvailable(&whyNow));
        const QString tip = dialog.savePasswordBox()->toolTip();
        QVERIFY2(tip.contains(why) || tip.contains(whyNow), qPrintable(tip));
        const ConnectionProfile p = withPasswords(QStringLiteral("nowhere"));
        QVERIFY(!ProfileStore().saveProfile(p).isEmpty());
        QVERIFY(!settingsFile().contains(p.authPassword.toUtf8()));
        const QList<ConnectionProfile> saved = ProfileStore().profiles();
        QVERIFY(std::none_of(saved.begin(), saved.end(),
                             [&](const ConnectionProfile &s) { return s.name == p.name && s.savePassword; }));
    }
};

LOCKSCOPE_TEST(TestSecretStore)

} // namespace tst_secretstore
#include "tst_secretstore.moc"
