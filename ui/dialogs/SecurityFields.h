// SPDX-License-Identifier: Apache-2.0

#pragma once
// The TLS and SASL part of the connect dialog: PEM file paths for a secureClientPort, and the
// SASL mechanism with its user, password and service. The SASL password is typed each time: a
// saved profile keeps everything else (ConnectionProfile, ProfileStore).

#include "zk/ZkSecurity.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace lockscope::ui {

class SecurityFields : public QWidget {
    Q_OBJECT
public:
    explicit SecurityFields(QWidget *parent = nullptr);

    void setSettings(const TlsSettings &tls, const SaslSettings &sasl);
    TlsSettings tls() const;
    SaslSettings sasl() const;

Q_SIGNALS:
    void changed();

private:
    void updateEnabled();

    QLineEdit *m_ca = nullptr;
    QLineEdit *m_cert = nullptr;
    QLineEdit *m_key = nullptr;
    QComboBox *m_mechanism = nullptr;
    QLineEdit *m_saslUser = nullptr;
    QLineEdit *m_saslPassword = nullptr;
    QLineEdit *m_service = nullptr;
};

} // namespace lockscope::ui
