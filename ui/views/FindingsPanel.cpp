// SPDX-License-Identifier: Apache-2.0

#include "views/FindingsPanel.h"

#include "diagnostics/LockDiagnostics.h"
#include "findings/FindingRule.h"
#include "models/DisplayNames.h"
#include "models/FindingModel.h"
#include "views/ColumnFit.h"
#include "views/DeadlockGraphView.h"
#include "views/FindingDetailsPane.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QSplitter>
#include <QTableView>

namespace lockscope::ui {

namespace {

QList<qint64> sortedSessions(QList<qint64> ids)
{
    std::sort(ids.begin(), ids.end(), sessionIdLess);
    return ids;
}

} // namespace

FindingsPanel::FindingsPanel(FindingModel *model, LockDiagnostics *diagnostics, QWidget *parent)
    : QWidget(parent), m_model(model), m_diagnostics(diagnostics)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_table = new QTableView(m_splitter);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() * 3 / 2);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const int ch = fontMetrics().averageCharWidth();
    // The severity's name follows its icon, about a line high.
    m_table->setColumnWidth(FindingModel::SeverityColumn,
                            columnWidthFor(m_table->fontMetrics(),
                                           {displaySeverity(Severity::Critical), displaySeverity(Severity::Warning)},
                                           ch * 12)
                                + m_table->fontMetrics().height());
    QStringList kindNames;
    for (const FindingRule *rule : findingRules())
        kindNames << displayFindingKind(rule->kind);
    m_table->setColumnWidth(FindingModel::KindColumn, columnWidthFor(m_table->fontMetrics(), kindNames, ch * 19));
    m_table->setColumnWidth(FindingModel::DetailColumn, ch * 60);
    m_table->setColumnWidth(FindingModel::LocksColumn, ch * 30);
    // Beside the table: the selected finding in full, and a deadlock's cycle under it.
    auto *side = new QSplitter(Qt::Vertical, m_splitter);
    m_details = new FindingDetailsPane(side);
    m_graph = new DeadlockGraphView(side);
    m_graph->setVisible(false);
    side->addWidget(m_details);
    side->addWidget(m_graph);
    side->setStretchFactor(0, 3); // the text is read first; the drawing scales
    side->setStretchFactor(1, 2);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    layout->addWidget(m_splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &FindingsPanel::showCurrentCycle);
    // A cycle's members or edges change with the finding (or it clears): redraw from the latest.
    connect(model, &QAbstractItemModel::dataChanged, this, &FindingsPanel::showCurrentCycle);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FindingsPanel::showCurrentCycle);
    connect(model, &QAbstractItemModel::modelReset, this, &FindingsPanel::showCurrentCycle);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QStringList locks = index.data(FindingModel::LocksRole).toStringList();
        if (locks.isEmpty())
            return;
        Q_EMIT lockActivated(locks.constFirst(),
                             findingNodesUnder(locks.constFirst(), index.data(FindingModel::NodesRole).toStringList()));
    });
    connect(m_graph, &DeadlockGraphView::lockActivated, this, [this](const QString &lock, const QString &node) {
        Q_EMIT lockActivated(lock, node.isEmpty() ? QStringList() : QStringList{node});
    });
}

void FindingsPanel::setClientResolver(std::function<QString(qint64)> resolver)
{
    m_graph->setClientResolver(std::move(resolver));
}

void FindingsPanel::showCurrentCycle()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    m_details->showFinding(current);
    if (!current.isValid() || FindingKind(current.data(FindingModel::KindRole).toInt()) != FindingKind::Deadlock) {
        m_graph->setCycle(std::nullopt);
        m_graph->setVisible(false);
        return;
    }
    const QList<qint64> sessions = sortedSessions(current.data(FindingModel::SessionsRole).value<QList<qint64>>());
    std::optional<DeadlockCycle> shown;
    // The cycles are found again from the current edges: a finding carries no edges of its own.
    const QList<DeadlockCycle> cycles = findDeadlocks(m_diagnostics->waitEdges());
    for (const DeadlockCycle &cycle : cycles) {
        if (sortedSessions(cycle.sessions) == sessions) {
            shown = cycle;
            break;
        }
    }
    m_graph->setCycle(shown);
    m_graph->setVisible(true);
}

} // namespace lockscope::ui
