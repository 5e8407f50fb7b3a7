#pragma once
// The sessions behind the monitored lock nodes, one row each, in session id order: where each
// client connects from, which member serves it, what it holds and waits for. A new list from
// the diagnostics is applied as a diff keyed by session id (removed rows, inserted rows,
// dataChanged), so a table keeps its selection while sessions come and go. Owner thread only.

#include "diagnostics/DiagnosticsTypes.h"

#include <QAbstractTableModel>
#include <vector>

namespace lockscope::ui {

class SessionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The server last: it is the widest and least read, so it takes the table's spare width.
    enum Column { SessionColumn, ClientColumn, HoldingColumn, WaitingColumn, ServerColumn, ColumnCount };
    enum Role {
        SessionIdRole = Qt::UserRole,   // qint64
        NodesRole,                      // QStringList: held nodes, then waiting ones
    };

    explicit SessionModel(QObject *parent = nullptr);

    // `sessions` in any order; ids are unique.
    void setSessions(std::vector<SessionInfo> sessions);
    int rowOfSession(qint64 session) const;   // -1 when absent
    const SessionInfo &sessionAt(int row) const { return m_rows.at(size_t(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<SessionInfo> m_rows;   // sessionIdLess order
};

} // namespace lockscope::ui
