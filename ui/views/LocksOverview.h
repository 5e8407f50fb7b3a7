// SPDX-License-Identifier: Apache-2.0

#pragma once
// The overview of every lock of a connection: a path filter over a sortable table. The view
// sits on a QSortFilterProxyModel, so sorting and filtering survive live updates.
// The first screen answers "what is wrong, who holds, how long": the columns read Lock,
// Problems, Holder, Held for, Longest wait, Waiters, Holders, System, Kind, Recipe; the worst lock
// sorts first and is selected; an empty System column is hidden until a system shows up.

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace lockscope::ui {

class ColumnChooser;
class LockListModel;

class LocksOverview : public QWidget {
    Q_OBJECT
public:
    explicit LocksOverview(LockListModel *model, QWidget *parent = nullptr);

    // The selected lock's key; a selected lock that vanished stays the current key (shown as gone)
    // until another is selected.
    QString currentKey() const;
    bool currentIsGone() const { return !m_goneKey.isEmpty(); }
    // Selects the lock with this key (clearing the filter if it hides it); false when absent.
    bool selectKey(const QString &key);
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    // The width that shows every column at its fitted size, without a horizontal scroll.
    int fittedWidth() const;

Q_SIGNALS:
    void currentKeyChanged(const QString &key);
    void contextMenuRequested(const QPoint &globalPos);

private:
    void selectWorst();
    void clearAfterGone();

    LockListModel *m_model;
    ColumnChooser *m_columns = nullptr;
    // The worst lock is selected when the first locks arrive and follows the worst while the
    // first findings settle (a deadlock is known only after a diagnostics round): until the user
    // chooses a lock, a dialog is open, or kSettleMs have passed since the first locks came.
    QString m_autoSelectedKey;
    QString m_goneKey; // the selected lock vanished: still the one shown, as gone
    bool m_clearingGone = false;
    qint64 m_firstRowsAtMs = 0;
    QLineEdit *m_filter = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace lockscope::ui
