#pragma once
// The overview of every lock of a connection: a path filter over a sortable table. The view
// sits on a QSortFilterProxyModel, so sorting and filtering survive live updates.

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace lockscope::ui {

class LockListModel;

class LocksOverview : public QWidget {
    Q_OBJECT
public:
    explicit LocksOverview(LockListModel *model, QWidget *parent = nullptr);

    QString currentKey() const;
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
    LockListModel *m_model;
    QLineEdit *m_filter = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace lockscope::ui
