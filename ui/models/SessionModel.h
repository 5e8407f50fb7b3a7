// SPDX-License-Identifier: Apache-2.0

#pragma once
// The sessions behind the monitored lock nodes, one row each, in session id order: where each
// client connects from, which member serves it, what it holds and waits for. A new list from
// the diagnostics is applied as a diff keyed by session id (removed rows, inserted rows,
// dataChanged), so a table keeps its selection while sessions come and go. The Since column
// ages each second by dataChanged on that column alone. Owner thread only.

#include "types/DiagnosticsTypes.h"

#include <QAbstractTableModel>
#include <QTimer>
#include <functional>
#include <vector>

namespace lockscope::ui {

class SessionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The server last: it is the widest and least read, so it takes the table's spare width.
    enum Column {
        SessionColumn,
        ClientColumn,
        HoldingColumn,
        WaitingColumn,
        SinceColumn,
        ServerColumn,
        ColumnCount
    };
    enum Role {
        SessionIdRole = Qt::UserRole, // qint64
        NodesRole, // QStringList: held nodes, then waiting ones
        SortRole, // raw values: counts as numbers, Since as ms (-1: unknown)
    };

    explicit SessionModel(QObject *parent = nullptr);

    // `sessions` in any order; ids are unique.
    void setSessions(std::vector<SessionInfo> sessions);
    int rowOfSession(qint64 session) const; // -1 when absent
    const SessionInfo &sessionAt(int row) const { return m_rows.at(size_t(row)); }
    // The clock the ages read (ms since the epoch); tests set their own.
    void setClock(std::function<qint64()> nowMs);
    // Emits dataChanged for the Since column (the 1 s timer calls it).
    void refreshAges();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    qint64 ageMs(const SessionInfo &session) const; // -1 when no node's ctime is known

    std::vector<SessionInfo> m_rows; // sessionIdLess order
    std::function<qint64()> m_nowMs;
    QTimer m_ageTimer; // runs while there are rows
};

} // namespace lockscope::ui
