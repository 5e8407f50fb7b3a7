// SPDX-License-Identifier: Apache-2.0

#pragma once
// Everything about one lock node: its full stat (times as dates, owner in hex), its data as
// text and as hex, and the other nodes that its session holds or waits for.

#include "recipes/LockTypes.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace lockscope::ui {

class NodeDetailsView : public QWidget {
    Q_OBJECT
public:
    explicit NodeDetailsView(QWidget *parent = nullptr);

    // `sessionNodes`: every entry owned by the same session, with its lock's key. `kind`: the
    // lock's, so that an election's entries read as leader and standby.
    void showEntry(const LockEntry &entry, const QString &client, const QList<QPair<QString, LockEntry>> &sessionNodes,
                   LockKind kind = LockKind::Mutex);
    void clear();
    QString shownPath() const { return m_path; }
    QString shownOwner() const;
    int ownerFieldCount() const;
    int sessionNodeCount() const;

Q_SIGNALS:
    // The operator picked one of the session's other nodes.
    void nodeActivated(const QString &lockKey, const QString &nodePath);

private:
    QLabel *addField(QFormLayout *form, const QString &label);

    QString m_path;
    QLabel *m_title = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_systemOwner = nullptr; // as the node's system names it
    QTreeWidget *m_ownerFields = nullptr; // the fields that name was decoded from
    QLabel *m_owner = nullptr;
    QLabel *m_client = nullptr;
    QLabel *m_created = nullptr;
    QLabel *m_modified = nullptr;
    QLabel *m_versions = nullptr;
    QLabel *m_zxids = nullptr;
    QLabel *m_sizes = nullptr;
    QLabel *m_waitsFor = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QPlainTextEdit *m_hex = nullptr;
    QTreeWidget *m_sessionNodes = nullptr;
};

} // namespace lockscope::ui
