// SPDX-License-Identifier: Apache-2.0

#pragma once
// The diagnostics' findings, most urgent first: by severity (critical, warning, info), then kind,
// then id. Kept up to date from LockDiagnostics::findingsChanged as row insertions, removals,
// moves and dataChanged, so a selected finding stays selected while others come and go. A gone
// session's finding counts down to its expiry, each second. Owner (GUI) thread only.

#include "types/DiagnosticsTypes.h"

#include <QAbstractTableModel>
#include <functional>
#include <vector>

class QTimer;

namespace lockscope::ui {

class FindingModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The detail, the line a person acts on, comes before the lists it summarises.
    enum Column {
        SeverityColumn,
        KindColumn,
        DetailColumn,
        LocksColumn,
        SessionsColumn,
        ColumnCount
    };
    enum Role {
        FindingIdRole = Qt::UserRole, // Finding::id()
        SeverityRole, // int(Severity)
        KindRole, // int(FindingKind)
        LocksRole, // QStringList of lock paths
        NodesRole, // QStringList of node paths
        SessionsRole, // QList<qint64>
    };

    explicit FindingModel(QObject *parent = nullptr);

    void applyChanges(const FindingChanges &changes);
    // Replaces everything in one reset (a fresh start).
    void resetFindings(const QList<Finding> &findings);
    int rowOfId(const QString &id) const; // -1 when absent
    const Finding &findingAt(int row) const { return m_rows.at(size_t(row)).finding; }
    int criticalCount() const;
    // The clock the countdowns read (ms since the epoch); tests set their own.
    void setClock(std::function<qint64()> nowMs);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString id; // cached: Finding::id() builds a string
        Finding finding;
    };
    static bool before(const Row &a, const Row &b);
    void insertSorted(Row row);
    void remove(const QString &id);
    void update(const Finding &finding);
    void updateCountdown();
    void tick();

    std::vector<Row> m_rows; // before() order
    std::function<qint64()> m_nowMs;
    QTimer *m_countdown = nullptr; // runs while a finding has an expiry to count down to
};

} // namespace lockscope::ui
