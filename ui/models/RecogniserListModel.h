// SPDX-License-Identifier: Apache-2.0

#pragma once
// The recogniser files of one catalogue, a row per system in the order they recognise: what the
// Settings dialog's Recognisers page lists. Holds the catalogue it shows, so a reload that
// installs another leaves it intact until setCatalogue().

#include "recognisers/RecogniserCatalogue.h"

#include <QAbstractTableModel>

namespace lockscope::ui {

class RecogniserListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        NameColumn,
        RulesColumn,
        OriginColumn,
        SourceColumn,
        ColumnCount
    };

    explicit RecogniserListModel(QObject *parent = nullptr);

    void setCatalogue(std::shared_ptr<const RecogniserCatalogue> catalogue);
    const RecogniserCatalogue *catalogue() const { return m_catalogue.get(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RecogniserCatalogue> m_catalogue;
};

} // namespace lockscope::ui
