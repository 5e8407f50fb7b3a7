// SPDX-License-Identifier: Apache-2.0

// ConnectionTab's lower panes: the live events, the contention charts, the selected lock's
// timeline (whose selected time range filters the events and the charts), the findings, the
// sessions and the systems, with their tabs' titles counting what they hold.
#include "mainwindow/ConnectionTab.h"

#include "charts/ContentionChartView.h"
#include "mainwindow/Connection.h"
#include "models/DisplayNames.h"
#include "models/EventFeedModel.h"
#include "models/EventWindowFilter.h"
#include "models/FindingModel.h"
#include "models/LockListModel.h"
#include "models/SessionModel.h"
#include "models/SystemsModel.h"
#include "timeline/TimelinePanel.h"
#include "timeline/TimelineView.h"
#include "views/ColumnFit.h"
#include "views/DeadlockGraphView.h"
#include "views/FindingsPanel.h"
#include "views/SystemsView.h"

#include <QHeaderView>
#include <QIcon>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableView>

namespace lockscope::ui {

QTabWidget *ConnectionTab::buildBottomTabs()
{
    auto *bottom = new QTabWidget(this);
    m_bottom = bottom;
    Connection *connection = m_connection;
    m_events = new QTableView(bottom);
    setupRecordTable(m_events);
    m_eventWindow = new EventWindowFilter(this);
    m_eventWindow->setSourceModel(connection->events());
    m_events->setModel(m_eventWindow);
    m_events->setSelectionMode(QAbstractItemView::SingleSelection);
    const int ch = fontMetrics().averageCharWidth();
    m_events->setColumnWidth(EventFeedModel::TimeColumn, ch * 16);
    LockEvent expired;
    expired.type = LockEventType::Connection;
    expired.connection = QStringLiteral("expired");
    m_events->setColumnWidth(EventFeedModel::EventColumn,
                             columnWidthFor(m_events->fontMetrics(), {displayEvent(expired)}, ch * 22));
    m_events->setColumnWidth(EventFeedModel::LockColumn, ch * 36);
    m_events->setColumnWidth(EventFeedModel::NodeColumn, ch * 40);
    connect(m_events, &QTableView::activated, this, [this](const QModelIndex &index) {
        jumpToNode(index.data(EventFeedModel::LockKeyRole).toString(),
                   index.data(EventFeedModel::NodePathRole).toString());
    });
    bottom->addTab(m_events, tr("Live events"));
    // The charts need more height than the feed's strip offers by default: they scroll rather
    // than force their size on the whole window.
    auto *chartsScroll = new QScrollArea(bottom);
    chartsScroll->setWidgetResizable(true);
    chartsScroll->setFrameShape(QFrame::NoFrame);
    m_charts = new ContentionChartView(chartsScroll);
    m_charts->setHistory(connection->history());
    chartsScroll->setWidget(m_charts);
    bottom->addTab(chartsScroll, tr("Contention"));
    m_timeline = new TimelinePanel(bottom);
    bottom->addTab(m_timeline, tr("Timeline"));
    connect(m_timeline->timeline(), &TimelineView::selectedRangeChanged, this, &ConnectionTab::applyTimeRange);
    m_findings = new FindingsPanel(connection->findings(), connection->diagnostics(), bottom);
    m_findings->setClientResolver([this](qint64 session) { return m_connection->clientOf(session); });
    connect(m_findings, &FindingsPanel::lockActivated, this, &ConnectionTab::showLockAt);
    connectFindingActions();
    bottom->addTab(m_findings, tr("Findings"));
    bottom->addTab(buildSessionsView(), tr("Sessions"));
    m_systems = new SystemsView(new SystemsModel(connection->locks(), this), bottom);
    connect(m_systems, &SystemsView::lockSelected, this, &ConnectionTab::selectLock);
    bottom->addTab(m_systems, tr("Systems"));
    connect(m_systems->model(), &QAbstractItemModel::modelReset, this, &ConnectionTab::updateSystemsTitle);
    updateSystemsTitle();
    // The tab's title carries the count, so a new deadlock is seen without opening the tab.
    connect(connection->findings(), &QAbstractItemModel::rowsInserted, this, &ConnectionTab::updateFindingsTitle);
    connect(connection->findings(), &QAbstractItemModel::rowsRemoved, this, &ConnectionTab::updateFindingsTitle);
    connect(connection->findings(), &QAbstractItemModel::rowsMoved, this, &ConnectionTab::updateFindingsTitle);
    connect(connection->findings(), &QAbstractItemModel::modelReset, this, &ConnectionTab::updateFindingsTitle);
    updateFindingsTitle();

    return bottom;
}

QWidget *ConnectionTab::buildSessionsView()
{
    m_sessions = new QTableView(this);
    setupRecordTable(m_sessions);
    m_sessions->setModel(m_connection->sessions());
    m_sessions->setSelectionMode(QAbstractItemView::SingleSelection);
    const int ch = fontMetrics().averageCharWidth();
    m_sessions->setColumnWidth(SessionModel::SessionColumn,
                               fontMetrics().horizontalAdvance(QStringLiteral("0x0000000000000000")) + ch * 3);
    m_sessions->setColumnWidth(SessionModel::ClientColumn, ch * 26);
    m_sessions->setColumnWidth(SessionModel::HoldingColumn, ch * 10);
    m_sessions->setColumnWidth(SessionModel::WaitingColumn, ch * 10);
    // Activating a session shows the first lock it has nodes in, with its nodes there selected.
    connect(m_sessions, &QTableView::activated, this, [this](const QModelIndex &index) {
        const qint64 session = index.data(SessionModel::SessionIdRole).toLongLong();
        const QList<QPair<QString, LockEntry>> entries = m_connection->locks()->entriesOfSession(session);
        if (entries.isEmpty() || !selectLock(entries.constFirst().first))
            return;
        QStringList nodes;
        for (const auto &[key, entry] : entries) {
            if (key == entries.constFirst().first)
                nodes << entry.path();
        }
        selectNodes(nodes);
    });
    // Client addresses arrive with the sessions: the drawn cycle shows them too.
    connect(m_connection->sessions(), &QAbstractItemModel::dataChanged, m_findings->graph(),
            qOverload<>(&QWidget::update));
    connect(m_connection->sessions(), &QAbstractItemModel::rowsInserted, m_findings->graph(),
            qOverload<>(&QWidget::update));
    connectSessionActions();
    return m_sessions;
}

void ConnectionTab::applyTimeRange(std::optional<TimeRange> range)
{
    m_eventWindow->setRange(range);
    m_charts->setSelectedRange(range);
    m_bottom->setTabText(m_bottom->indexOf(m_events), range ? tr("Live events (selected range)") : tr("Live events"));
}

void ConnectionTab::updateFindingsTitle()
{
    const FindingModel *findings = m_connection->findings();
    const int all = findings->rowCount();
    const int critical = findings->criticalCount();
    QString title = all == 0 ? tr("Findings") : tr("Findings (%1)").arg(all);
    if (critical > 0)
        title = tr("Findings (%1, %2 critical)").arg(all).arg(critical);
    const int at = m_bottom->indexOf(m_findings);
    m_bottom->setTabText(at, title);
    m_bottom->setTabIcon(at,
                         critical > 0
                             ? findings->index(0, FindingModel::SeverityColumn).data(Qt::DecorationRole).value<QIcon>()
                             : QIcon());
}

void ConnectionTab::updateSystemsTitle()
{
    const int locks = m_systems->model()->lockCount();
    m_bottom->setTabText(m_bottom->indexOf(m_systems), locks == 0 ? tr("Systems") : tr("Systems (%1)").arg(locks));
}

} // namespace lockscope::ui
