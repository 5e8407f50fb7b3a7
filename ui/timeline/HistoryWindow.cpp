// SPDX-License-Identifier: Apache-2.0

#include "timeline/HistoryWindow.h"

#include "models/Formatting.h"
#include "timeline/PastLocksModel.h"
#include "timeline/TimelinePanel.h"
#include "views/PaletteColors.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

constexpr int kErrorsShown = 5;

QString errorLine(const HistoryError &error)
{
    return error.offset < 0 ? QStringLiteral("%1: %2").arg(error.file, error.error)
                            : QStringLiteral("%1 @ %2: %3").arg(error.file).arg(error.offset).arg(error.error);
}

} // namespace

HistoryWindow::HistoryWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setWindowTitle(tr("Transaction logs"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_errors = new QLabel(this);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errors->setWordWrap(true);
    m_errors->setVisible(false);
    layout->addWidget(m_errors);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_model = new PastLocksModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PastLocksModel::SortRole);
    m_view = new QTableView(splitter);
    m_view->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(PastLocksModel::LockColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setSectionResizeMode(PastLocksModel::LockColumn, QHeaderView::Stretch);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    splitter->addWidget(m_view);
    m_panel = new TimelinePanel(splitter);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    layout->addWidget(splitter, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HistoryWindow::showCurrentLock);
    const QFontMetrics fm = fontMetrics();
    resize(fm.averageCharWidth() * 200, fm.height() * 40);
    splitter->setSizes({fm.averageCharWidth() * 50, fm.averageCharWidth() * 150});
}

void HistoryWindow::load(const HistoryOptions &options, const HistoryReader &reader)
{
    m_loading = true;
    const QString source = options.dataDirs.join(QStringLiteral(", "));
    setWindowTitle(tr("Transaction logs — %1").arg(source));
    m_status->setText(tr("Reading %1…").arg(source));
    m_errors->setVisible(false);
    m_model->setResult(nullptr);
    m_panel->clear();
    // The thread deletes itself when done, also if the window was closed meanwhile; the result
    // is shared so that neither outlives the other's use of it.
    auto result = std::make_shared<HistoryResult>();
    QThread *worker = QThread::create([reader, options, result] { *result = reader(options); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result] { setResult(std::move(*result)); });
    worker->start();
}

void HistoryWindow::setResult(HistoryResult result)
{
    m_loading = false;
    auto shared = std::make_shared<const HistoryResult>(std::move(result));
    if (!shared->source.isEmpty())
        setWindowTitle(tr("Transaction logs — %1").arg(shared->source));
    m_status->setText(shared->recordEndMs > 0
                          ? tr("%1 to %2 · %n locks", nullptr, int(shared->locks.size()))
                                .arg(formatTimestamp(shared->recordStartMs), formatTimestamp(shared->recordEndMs))
                          : tr("Nothing to replay: no transactions were read"));
    QStringList lines;
    for (const HistoryError &error : shared->errors)
        lines << errorLine(error);
    m_errors->setVisible(!lines.isEmpty());
    if (!lines.isEmpty()) {
        QStringList shown = lines.mid(0, kErrorsShown);
        if (lines.size() > kErrorsShown)
            shown << tr("… and %n more", nullptr, int(lines.size() - kErrorsShown));
        m_errors->setText(tr("Could not be read:") + QLatin1Char('\n') + shown.join(QLatin1Char('\n')));
        m_errors->setToolTip(lines.join(QLatin1Char('\n')));
        QPalette warning = m_errors->palette();
        warning.setColor(QPalette::WindowText, PaletteColors::criticalMark(palette()));
        m_errors->setPalette(warning);
    }
    m_model->setResult(std::move(shared));
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_sorted->index(0, 0));
    m_view->resizeColumnToContents(PastLocksModel::EntriesColumn);
    m_view->resizeColumnToContents(PastLocksModel::UnseenColumn);
    Q_EMIT loaded();
}

bool HistoryWindow::selectLock(const QString &key)
{
    const int row = m_model->rowOfKey(key);
    if (row < 0)
        return false;
    m_view->setCurrentIndex(m_sorted->mapFromSource(m_model->index(row, 0)));
    return true;
}

void HistoryWindow::showCurrentLock()
{
    const QModelIndex current = m_sorted->mapToSource(m_view->currentIndex());
    const auto result = m_model->result();
    if (!current.isValid() || !result) {
        m_panel->clear();
        return;
    }
    // The panel shares the record: the lock's spans are not copied.
    const LockPast &lock = m_model->lockAt(current.row());
    m_panel->showPast(std::shared_ptr<const LockPast>(result, &lock), result->recordEndMs);
}

} // namespace lockscope::ui
