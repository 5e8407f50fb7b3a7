// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/ConnectionTab.h"

#include "charts/ContentionChartView.h"
#include "dialogs/ForceDeleteDialog.h"
#include "dialogs/RevokeDialog.h"
#include "mainwindow/Connection.h"
#include "mainwindow/PaneCycle.h"
#include "models/DisplayNames.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "monitor/LockMonitor.h"
#include "timeline/TimelinePanel.h"
#include "views/ColumnFit.h"
#include "views/ElidedLabel.h"
#include "views/LocksOverview.h"
#include "views/NodeDetailsView.h"
#include "views/QueueGraphView.h"
#include "views/StateBadge.h"
#include "zk/ZkSession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

StateBadge::Tone toneOf(ConnectionState state, bool synced)
{
    switch (state) {
    case ConnectionState::Connected: return synced ? StateBadge::Tone::Good : StateBadge::Tone::Warning;
    case ConnectionState::Connecting:
    case ConnectionState::Disconnected: return StateBadge::Tone::Warning;
    case ConnectionState::Expired:
    case ConnectionState::AuthFailed:
    case ConnectionState::Closed: return StateBadge::Tone::Bad;
    }
    return StateBadge::Tone::Neutral;
}

} // namespace

ConnectionTab::ConnectionTab(Connection *connection, QWidget *parent) : QWidget(parent), m_connection(connection)
{
    connection->setParent(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildBanner());

    m_overview = new LocksOverview(connection->locks(), this);
    m_details = new NodeDetailsView(this);
    m_right = new QSplitter(Qt::Vertical, this);
    m_right->addWidget(buildQueueArea());
    m_right->addWidget(m_details);
    m_right->setStretchFactor(0, 3);
    m_right->setStretchFactor(1, 2);
    m_main = new QSplitter(Qt::Horizontal, this);
    m_main->addWidget(m_overview);
    m_main->addWidget(m_right);
    m_main->setStretchFactor(0, 1);
    m_main->setStretchFactor(1, 1);

    QTabWidget *bottom = buildBottomTabs();

    m_outer = new QSplitter(Qt::Vertical, this);
    m_outer->addWidget(m_main);
    m_outer->addWidget(bottom);
    m_outer->setStretchFactor(0, 3);
    m_outer->setStretchFactor(1, 1);
    layout->addWidget(m_outer, 1);

    connect(m_overview, &LocksOverview::currentKeyChanged, this, [this](const QString &key) {
        m_connection->selectLock(key);
        m_charts->setLock(key);
        m_timeline->showLive(m_connection->spans(), key);
        updateQueueTitle();
        Q_EMIT actionStateChanged();
    });
    // The selected lock renamed (a sibling queue came or went): its row stayed selected.
    connect(m_connection->locks(), &LockListModel::lockRenamed, this, [this](const QString &, const QString &to) {
        if (m_connection->selectedLock() == to) {
            m_charts->setLock(to);
            m_timeline->showLive(m_connection->spans(), to);
            updateQueueTitle();
        }
    });
    connect(m_overview, &LocksOverview::contextMenuRequested, this, &ConnectionTab::contextMenuRequested);
    connect(m_details, &NodeDetailsView::nodeActivated, this, &ConnectionTab::jumpToNode);

    QueueModel *queue = connection->queue();
    connect(m_queueSelection, &QItemSelectionModel::selectionChanged, this, [this] {
        showCurrentEntry(true);
        Q_EMIT actionStateChanged();
    });
    connect(m_queueSelection, &QItemSelectionModel::currentChanged, this, [this] { showCurrentEntry(true); });
    const auto queueChanged = [this] {
        updateQueueTitle();
        showCurrentEntry(false);
        Q_EMIT actionStateChanged();
    };
    connect(queue, &QAbstractItemModel::modelReset, this, queueChanged);
    connect(queue, &QAbstractItemModel::rowsRemoved, this, queueChanged);
    connect(queue, &QAbstractItemModel::rowsInserted, this, queueChanged);
    connect(queue, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                const QModelIndex current = m_queueSelection->currentIndex();
                if (!current.isValid() || current.row() < topLeft.row() || current.row() > bottomRight.row())
                    return;
                if (topLeft.column() == 0)
                    showCurrentEntry(false);
                else if (topLeft.column() == QueueModel::ClientColumn) // diagnostics learnt a client address
                    showCurrentEntry(true);
            });

    new PaneCycle(this, [this] {
        return QList<QWidget *>{m_overview->view(), m_queueTabs->currentWidget(), m_details, m_bottom->currentWidget()};
    });

    m_staleTicker.setInterval(1000);
    connect(&m_staleTicker, &QTimer::timeout, this, &ConnectionTab::updateBanner);
    connect(connection, &Connection::stateChanged, this, [this] {
        updateBanner();
        Q_EMIT actionStateChanged();
    });
    connect(connection, &Connection::syncedChanged, this, [this] {
        updateBanner();
        Q_EMIT actionStateChanged();
    });
    connect(connection->locks(), &LockListModel::batchApplied, this, &ConnectionTab::updateBanner);
    connect(connection->locks(), &LockListModel::modelReset, this, &ConnectionTab::updateBanner);
    connect(connection->monitor(), &LockMonitor::errorsChanged, this, &ConnectionTab::updateBanner);
    // Unseen entries change no queue: the title's "+N unseen" follows the events themselves.
    connect(connection->monitor(), &LockMonitor::eventsOccurred, this, [this](const QList<LockEvent> &events) {
        const bool selectedUnseen = std::any_of(events.begin(), events.end(), [this](const LockEvent &e) {
            return e.type == LockEventType::Unseen && e.lockKey() == m_connection->selectedLock();
        });
        if (selectedUnseen)
            updateQueueTitle();
    });
    updateBanner();
    updateQueueTitle();
}

ConnectionTab::~ConnectionTab() = default;

void ConnectionTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_layoutRestored)
        return;
    m_layoutRestored = true;
    // First-run proportions once the layout has given the tab its real size: the queue and the
    // overview get most of the room, the feed a strip at the bottom. The overview is as wide as
    // its columns (waiters, longest wait, held for) need, within a third to two thirds.
    QTimer::singleShot(0, this, [this] {
        const int h = m_outer->height();
        const int w = m_main->width() - m_main->handleWidth();
        m_outer->setSizes({h * 3 / 4, h / 4});
        const int overview = qBound(w / 3, m_overview->fittedWidth(), w * 2 / 3);
        m_main->setSizes({overview, w - overview});
        m_right->setSizes({m_right->height() * 3 / 5, m_right->height() * 2 / 5});
    });
}

QWidget *ConnectionTab::buildBanner()
{
    auto *banner = new QWidget(this);
    auto *row = new QHBoxLayout(banner);
    const int m = fontMetrics().height() / 4;
    row->setContentsMargins(m, m, m, m);
    m_state = new StateBadge(banner);
    m_state->setToolTip(tr("ZooKeeper connection state"));
    row->addWidget(m_state);
    m_readOnly = new StateBadge(banner);
    m_readOnly->setState(tr("READ-ONLY: revoke and force delete are off"), StateBadge::Tone::Warning);
    m_readOnly->setVisible(m_connection->isReadOnly());
    row->addWidget(m_readOnly);
    m_paused = new StateBadge(banner);
    m_paused->setVisible(false);
    row->addWidget(m_paused);
    m_ensemble = new ElidedLabel(banner, Qt::ElideMiddle);
    m_ensemble->setFullText(m_connection->profile().connectString);
    m_ensemble->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_ensemble);
    m_counts = new QLabel(banner);
    row->addWidget(m_counts);
    row->addStretch(1);
    m_errors = new ElidedLabel(banner);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_errors);
    return banner;
}

QWidget *ConnectionTab::buildQueueArea()
{
    auto *area = new QWidget(this);
    auto *layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    m_queueTitle = new QLabel(area);
    m_queueTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_queueTitle->setWordWrap(true);
    layout->addWidget(m_queueTitle);

    QueueModel *queue = m_connection->queue();
    m_queueSelection = new QItemSelectionModel(queue, this);
    m_queueTabs = new QTabWidget(area);
    m_graph = new QueueGraphView(m_queueTabs);
    m_graph->setObjectName(QStringLiteral("queueGraph")); // the focus ring's selector (MainWindow)
    m_graph->setModel(queue, m_queueSelection);
    connect(m_graph, &QueueGraphView::contextMenuRequested, this, &ConnectionTab::contextMenuRequested);
    m_queueTabs->addTab(m_graph, tr("Queue"));

    m_queueTable = new QTableView(m_queueTabs);
    setupRecordTable(m_queueTable);
    m_queueTable->setModel(queue);
    m_queueTable->setSelectionModel(m_queueSelection);
    m_queueTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_queueTable->setTextElideMode(Qt::ElideMiddle);
    const int ch = fontMetrics().averageCharWidth();
    m_queueTable->setColumnWidth(QueueModel::PositionColumn, ch * 7);
    const QFontMetrics cell = m_queueTable->fontMetrics();
    m_queueTable->setColumnWidth(
        QueueModel::StateColumn,
        columnWidthFor(cell,
                       {displayEntryState(EntryState::Holding), displayEntryState(EntryState::Waiting),
                        displayEntryState(EntryState::Waiting, LockKind::Election)},
                       ch * 9));
    m_queueTable->setColumnWidth(
        QueueModel::ModeColumn,
        columnWidthFor(cell, {displayEntryMode(EntryMode::Exclusive), displayEntryMode(EntryMode::Lease)}, ch * 10));
    m_queueTable->setColumnWidth(QueueModel::NodeColumn, ch * 34);
    m_queueTable->setColumnWidth(QueueModel::OwnerColumn, ch * 26);
    m_queueTable->setColumnWidth(QueueModel::SessionColumn, ch * 20);
    m_queueTable->setColumnWidth(QueueModel::ClientColumn, ch * 20);
    m_queueTable->setColumnWidth(QueueModel::AgeColumn, ch * 16);
    m_queueTable->setColumnWidth(QueueModel::WaitsForColumn, ch * 30);
    m_queueTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_queueTable, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { Q_EMIT contextMenuRequested(m_queueTable->viewport()->mapToGlobal(pos)); });
    m_queueTabs->addTab(m_queueTable, tr("Table"));
    layout->addWidget(m_queueTabs, 1);
    return area;
}

void ConnectionTab::updateBanner()
{
    const bool outOfSight = !m_connection->monitor()->outOfSightSince().isNull();
    const bool current = m_connection->isSynced() && !outOfSight;
    m_state->setState(m_connection->stateText(),
                      m_connection->quorumLost() ? StateBadge::Tone::Bad : toneOf(m_connection->state(), current));
    // "locks as of 12 s ago" grows while the locks are out of sight.
    if (outOfSight && !m_staleTicker.isActive())
        m_staleTicker.start();
    else if (!outOfSight)
        m_staleTicker.stop();
    const int locks = m_connection->locks()->rowCount();
    m_counts->setText(tr("%n locks", nullptr, locks));
    const QList<MonitorError> errors = m_connection->monitor()->errors();
    if (errors.isEmpty()) {
        m_errors->setFullText({});
    } else {
        QStringList lines;
        for (const MonitorError &e : errors)
            lines << e.path + QStringLiteral(": ") + e.error;
        m_errors->setFullText(errors.size() == 1 ? lines.constFirst()
                                                 : tr("%n paths cannot be read", nullptr, int(errors.size())),
                              lines.join(QLatin1Char('\n')));
    }
}

void ConnectionTab::updateQueueTitle()
{
    const QString key = m_connection->selectedLock();
    const LockSummary *s = key.isEmpty() ? nullptr : m_connection->locks()->summary(key);
    if (!s) {
        // A lock that went keeps the name it was shown with.
        const QString title = m_titled.first == key ? m_titled.second : key;
        m_queueTitle->setText(key.isEmpty() ? tr("No lock selected") : tr("%1 — gone").arg(title.toHtmlEscaped()));
        return;
    }
    m_titled = {key, s->queue->title()};
    // An election has a leader and candidates standing by, not holders and waiters.
    const bool election = s->queue->kind == LockKind::Election;
    const QString holders = election ? tr("%n leading", nullptr, s->holders) : tr("%n holding", nullptr, s->holders);
    const QString waiters =
        election ? tr("%n standing by", nullptr, s->waiters) : tr("%n waiting", nullptr, s->waiters);
    QString text = tr("<b>%1</b> — %2 %3 · %4 · %5", "lock, recipe, kind, holders, waiters")
                       .arg(s->queue->title().toHtmlEscaped(), displayRecipe(s->queue->recipe),
                            displayLockKind(s->queue->kind), holders, waiters);
    if (const qint64 unseen = m_connection->locks()->unseenCount(key); unseen > 0)
        text += QStringLiteral(" · ") + tr("+%1 unseen").arg(unseen);
    if (s->hasProblem())
        text += QStringLiteral(" · <i>%1</i>").arg(s->problemText().toHtmlEscaped());
    m_queueTitle->setText(text);
}

void ConnectionTab::showCurrentEntry(bool force)
{
    const QModelIndex current = m_queueSelection->currentIndex();
    QueueModel *queue = m_connection->queue();
    if (!current.isValid() || current.row() >= queue->rowCount()) {
        m_details->clear();
        m_shownEntry.reset();
        return;
    }
    const LockEntry &entry = queue->entryAt(current.row());
    // Under churn the queue changes many times a second; the details only when their node does.
    // The owner too: a system may name it only once a related node has been read.
    const auto shown =
        std::make_tuple(entry.node->stat.czxid, entry.node->stat.mzxid, entry.state,
                        QString(entry.waitsFor() + QLatin1Char('\n') + (entry.owner ? entry.owner->text : QString())));
    if (!force && m_shownEntry == shown)
        return;
    m_shownEntry = shown;
    const qint64 session = entry.node->stat.ephemeralOwner;
    m_details->showEntry(entry, m_connection->clientOf(session), m_connection->locks()->entriesOfSession(session),
                         queue->queue() ? queue->queue()->kind : LockKind::Mutex);
}

void ConnectionTab::saveLayout(QSettings &settings) const
{
    settings.setValue(QStringLiteral("tab/outer"), m_outer->saveState());
    settings.setValue(QStringLiteral("tab/main"), m_main->saveState());
    settings.setValue(QStringLiteral("tab/right"), m_right->saveState());
    settings.setValue(QStringLiteral("tab/locksHeader"), m_overview->view()->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("tab/queueHeader"), m_queueTable->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("tab/headerLanguage"), QLocale().name());
    settings.setValue(QStringLiteral("tab/queueView"), m_queueTabs->currentIndex());
    settings.setValue(QStringLiteral("tab/bottomView"), m_bottom->currentIndex());
}

void ConnectionTab::restoreLayout(const QSettings &settings)
{
    m_layoutRestored = settings.contains(QStringLiteral("tab/outer"));
    m_outer->restoreState(settings.value(QStringLiteral("tab/outer")).toByteArray());
    m_main->restoreState(settings.value(QStringLiteral("tab/main")).toByteArray());
    m_right->restoreState(settings.value(QStringLiteral("tab/right")).toByteArray());
    // Column widths chosen in one language would clip another's longer headers: after a change
    // of language the columns are fitted to the new headers instead.
    if (settings.value(QStringLiteral("tab/headerLanguage")).toString() == QLocale().name()) {
        m_overview->view()->horizontalHeader()->restoreState(
            settings.value(QStringLiteral("tab/locksHeader")).toByteArray());
        m_queueTable->horizontalHeader()->restoreState(settings.value(QStringLiteral("tab/queueHeader")).toByteArray());
    }
    m_queueTabs->setCurrentIndex(settings.value(QStringLiteral("tab/queueView"), 0).toInt());
    m_bottom->setCurrentIndex(settings.value(QStringLiteral("tab/bottomView"), 0).toInt());
}

} // namespace lockscope::ui
