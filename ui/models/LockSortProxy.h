// SPDX-License-Identifier: Apache-2.0

#pragma once
// The overview's sorted, filtered view of a LockListModel. Compares rows by their summaries'
// fields instead of through QVariant: sorting 50,000 locks by path or by a count makes about
// a million comparisons, each of which would otherwise build two variants.

#include <QSortFilterProxyModel>

namespace lockscope::ui {

class LockListModel;

class LockSortProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit LockSortProxy(LockListModel *source, QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    LockListModel *m_source;
};

} // namespace lockscope::ui
