// SPDX-License-Identifier: Apache-2.0

#pragma once
// The Systems tab: SystemsModel as a tree, every system expanded. Choosing a lock's row selects
// that lock in the overview, the queue and the details.

#include <QWidget>

class QTreeView;

namespace lockscope::ui {

class SystemsModel;

class SystemsView : public QWidget {
    Q_OBJECT
public:
    explicit SystemsView(SystemsModel *model, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }
    SystemsModel *model() const { return m_model; }

Q_SIGNALS:
    void lockSelected(const QString &key);

private:
    SystemsModel *m_model;
    QTreeView *m_view = nullptr;
    QString m_currentKey; // kept across the model's resets
};

} // namespace lockscope::ui
