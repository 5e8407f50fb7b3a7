// SPDX-License-Identifier: Apache-2.0

#include "views/SystemsView.h"

#include "models/SystemsModel.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace lockscope::ui {

SystemsView::SystemsView(SystemsModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *empty = new QLabel(tr("No system recognised yet: Kafka, Hadoop HA, HBase, Solr, Hive, ClickHouse and "
                                "Curator-based elections show here once their nodes are under a watched path."),
                             this);
    empty->setWordWrap(true);
    empty->setMargin(fontMetrics().height() / 2);
    layout->addWidget(empty);
    m_view = new QTreeView(this);
    m_view->setModel(model);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setTextElideMode(Qt::ElideRight);
    const int ch = fontMetrics().averageCharWidth();
    // Wide enough for a usual line in the language shown, with the tree's indentation.
    const QString sample = QStringLiteral("%1 · %2: %3")
                               .arg(QStringLiteral("HDFS mycluster"), QStringLiteral("active NameNode"),
                                    QStringLiteral("nn1 (nn1.example.com:8020)"))
        + QStringLiteral(" · ")
        + QCoreApplication::translate("lockscope::ui::SystemsModel", "held %1").arg(QStringLiteral("59 min 59 s"));
    m_view->setColumnWidth(SystemsModel::SummaryColumn,
                           qMax(ch * 70, fontMetrics().horizontalAdvance(sample) + ch * 8));
    m_view->setColumnWidth(SystemsModel::StandbyColumn,
                           qMax(ch * 14,
                                fontMetrics().horizontalAdvance(
                                    QCoreApplication::translate("lockscope::ui::SystemsModel", "%n locks", nullptr, 22))
                                    + ch * 3));
    m_view->setColumnWidth(SystemsModel::ProblemsColumn, ch * 24);
    m_view->header()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);

    const auto showRows = [this, empty] {
        m_view->expandAll();
        empty->setVisible(m_model->rowCount() == 0);
        m_view->setVisible(m_model->rowCount() > 0);
    };
    connect(model, &QAbstractItemModel::modelReset, this, [this, showRows] {
        showRows();
        // A reset (a system's lock came or went) keeps the row that was chosen.
        const QModelIndex again = m_model->indexOfKey(m_currentKey);
        if (again.isValid())
            m_view->selectionModel()->setCurrentIndex(again,
                                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString key = current.data(SystemsModel::KeyRole).toString();
                if (key.isEmpty() || key == m_currentKey)
                    return;
                m_currentKey = key;
                Q_EMIT lockSelected(key);
            });
    showRows();
}

} // namespace lockscope::ui
