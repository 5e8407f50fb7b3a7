// SPDX-License-Identifier: Apache-2.0

#include "dialogs/ConnectDialog.h"

#include "dialogs/SecurityFields.h"
#include "settings/SecretStore.h"

#include "zk/ZkPaths.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

enum ItemKind {
    SavedItem = 1,
    RecentItem = 2
};
constexpr int kKindRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;

QStringList pathLines(const QPlainTextEdit *edit)
{
    QStringList paths;
    const QStringList lines = edit->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            paths.append(trimmed.startsWith(QLatin1Char('/')) ? normalizePath(trimmed) : trimmed);
    }
    return paths;
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Connect to ZooKeeper"));
    auto *outer = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    outer->addLayout(columns, 1);

    auto *left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Profiles and recent connections:"), this));
    m_list = new QListWidget(this);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) { pick(item); });
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this] { accept(); });
    left->addWidget(m_list, 1);
    auto *listButtons = new QHBoxLayout;
    auto *saveButton = new QPushButton(tr("Save profile"), this);
    connect(saveButton, &QPushButton::clicked, this, &ConnectDialog::saveCurrentProfile);
    m_deleteButton = new QPushButton(tr("Delete profile"), this);
    connect(m_deleteButton, &QPushButton::clicked, this, [this] {
        m_store.removeProfile(m_name->text());
        reloadList();
    });
    listButtons->addWidget(saveButton);
    listButtons->addWidget(m_deleteButton);
    left->addLayout(listButtons);
    columns->addLayout(left, 2);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("name to save this profile under"));
    form->addRow(tr("Profile name:"), m_name);
    m_connect = new QLineEdit(this);
    m_connect->setPlaceholderText(QStringLiteral("zk1:2181,zk2:2181,zk3:2181/chroot"));
    form->addRow(tr("Connect string:"), m_connect);
    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("digest auth user (optional)"));
    form->addRow(tr("Digest user:"), m_user);
    m_password = new QLineEdit(this);
    m_password->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Password:"), m_password);
    m_security = new SecurityFields(this);
    form->addRow(m_security);
    // Passwords never go to the plain settings file: into the keyring, or asked each time.
    m_savePassword = new QCheckBox(tr("Keep the passwords in the desktop's keyring"), this);
    if (QString why; !SecretStore().isAvailable(&why)) {
        m_savePassword->setEnabled(false);
        m_savePassword->setToolTip(tr("No desktop keyring answers (%1): passwords are asked for each time").arg(why));
    }
    form->addRow(QString(), m_savePassword);
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1000, 600000);
    m_timeout->setSingleStep(1000);
    m_timeout->setValue(10000);
    m_timeout->setSuffix(tr(" ms"));
    form->addRow(tr("Session timeout:"), m_timeout);
    m_adminPort = new QSpinBox(this);
    m_adminPort->setRange(0, 65535);
    m_adminPort->setValue(8080);
    m_adminPort->setSpecialValueText(tr("none (four-letter words only)"));
    m_adminPort->setToolTip(tr("Asked on every member for the client address behind each session"));
    form->addRow(tr("AdminServer port:"), m_adminPort);
    m_readOnly = new QCheckBox(tr("Read-only: no revoke, no force delete"), this);
    form->addRow(tr("Safety:"), m_readOnly);
    m_roots = new QPlainTextEdit(this);
    m_roots->setPlaceholderText(tr("lock parents to watch, one per line\n/app/locks/orders"));
    m_roots->setTabChangesFocus(true);
    form->addRow(tr("Roots:"), m_roots);
    m_discover = new QPlainTextEdit(this);
    m_discover->setPlaceholderText(tr("subtrees in which every lock is found, one per line\n/app"));
    m_discover->setTabChangesFocus(true);
    form->addRow(tr("Discover under:"), m_discover);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    form->addRow(QString(), m_problem);
    columns->addLayout(form, 3);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connectButton = buttons->addButton(tr("Connect"), QDialogButtonBox::AcceptRole);
    m_connectButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);

    for (QLineEdit *edit : {m_name, m_connect, m_user, m_password})
        connect(edit, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    for (QPlainTextEdit *edit : {m_roots, m_discover})
        connect(edit, &QPlainTextEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_security, &SecurityFields::changed, this, &ConnectDialog::validate);
    reloadList();
    validate();
}

void ConnectDialog::reloadList()
{
    m_list->clear();
    const QList<ConnectionProfile> saved = m_store.profiles();
    for (int i = 0; i < saved.size(); ++i) {
        auto *item =
            new QListWidgetItem(saved.at(i).name + QStringLiteral("  —  ") + saved.at(i).connectString, m_list);
        item->setData(kKindRole, SavedItem);
        item->setData(kIndexRole, i);
    }
    const QList<ConnectionProfile> recent = m_store.recent();
    for (int i = 0; i < recent.size(); ++i) {
        auto *item = new QListWidgetItem(tr("Recent: %1").arg(recent.at(i).displayName()), m_list);
        item->setData(kKindRole, RecentItem);
        item->setData(kIndexRole, i);
        item->setToolTip(recent.at(i).connectString);
    }
}

void ConnectDialog::pick(QListWidgetItem *item)
{
    if (!item)
        return;
    const int i = item->data(kIndexRole).toInt();
    const bool saved = item->data(kKindRole).toInt() == SavedItem;
    const QList<ConnectionProfile> list = saved ? m_store.profiles() : m_store.recent();
    if (i < 0 || i >= list.size())
        return;
    QString why;
    setProfile(saved ? m_store.withStoredPasswords(list.at(i), &why) : list.at(i));
    if (!why.isEmpty())
        m_problem->setText(tr("The keyring would not give the kept passwords: %1").arg(why));
}

void ConnectDialog::setProfile(const ConnectionProfile &p)
{
    m_name->setText(p.name);
    m_connect->setText(p.connectString);
    m_user->setText(p.authUser);
    m_password->setText(p.authPassword);
    m_savePassword->setChecked(p.savePassword && m_savePassword->isEnabled());
    m_security->setSettings(p.tls, p.sasl);
    m_timeout->setValue(p.sessionTimeoutMs);
    m_readOnly->setChecked(p.readOnly);
    m_adminPort->setValue(p.adminPort);
    m_roots->setPlainText(p.roots.join(QLatin1Char('\n')));
    m_discover->setPlainText(p.discover.join(QLatin1Char('\n')));
}

ConnectionProfile ConnectDialog::profile() const
{
    ConnectionProfile p;
    p.name = m_name->text().trimmed();
    p.connectString = m_connect->text().trimmed();
    p.authUser = m_user->text();
    p.authPassword = m_password->text();
    p.savePassword = m_savePassword->isChecked();
    p.tls = m_security->tls();
    p.sasl = m_security->sasl();
    p.sessionTimeoutMs = m_timeout->value();
    p.readOnly = m_readOnly->isChecked();
    p.adminPort = m_adminPort->value();
    p.roots = pathLines(m_roots);
    p.discover = pathLines(m_discover);
    if (p.roots.isEmpty() && p.discover.isEmpty())
        p.discover.append(QStringLiteral("/"));
    return p;
}

void ConnectDialog::validate()
{
    const QString problem = profile().problem();
    m_problem->setText(problem);
    m_connectButton->setEnabled(problem.isEmpty());
    m_deleteButton->setEnabled(!m_name->text().trimmed().isEmpty());
}

bool ConnectDialog::saveCurrentProfile()
{
    const ConnectionProfile p = profile();
    if (p.name.isEmpty()) {
        m_problem->setText(tr("Give the profile a name to save it."));
        return false;
    }
    if (const QString problem = p.problem(); !problem.isEmpty()) {
        m_problem->setText(problem);
        return false;
    }
    const QString problem = m_store.saveProfile(p);
    reloadList();
    m_problem->setText(problem); // saved all the same, without its passwords
    return true;
}

void ConnectDialog::accept()
{
    if (!profile().problem().isEmpty())
        return;
    QDialog::accept();
}

} // namespace lockscope::ui
