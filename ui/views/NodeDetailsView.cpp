// SPDX-License-Identifier: Apache-2.0

#include "views/NodeDetailsView.h"

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "report/SnapshotJson.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {
constexpr int kLockKeyRole = Qt::UserRole;
constexpr int kNodePathRole = Qt::UserRole + 1;
} // namespace

NodeDetailsView::NodeDetailsView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);

    auto *tabs = new QTabWidget(this);
    // Scrolls when the splitter gives it little room, instead of holding the queue view small.
    auto *statScroll = new QScrollArea(tabs);
    statScroll->setWidgetResizable(true);
    statScroll->setFrameShape(QFrame::NoFrame);
    auto *statPage = new QWidget(statScroll);
    auto *form = new QFormLayout(statPage);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_state = addField(form, tr("Role"));
    m_systemOwner = addField(form, tr("Owner"));
    m_ownerFields = new QTreeWidget(statPage);
    m_ownerFields->setRootIsDecorated(false);
    m_ownerFields->setHeaderLabels({tr("Field"), tr("Value")});
    m_ownerFields->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_ownerFields->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    form->addRow(QString(), m_ownerFields);
    m_waitsFor = addField(form, tr("Waits for"));
    m_owner = addField(form, tr("Session (ephemeralOwner)"));
    m_client = addField(form, tr("Client"));
    m_created = addField(form, tr("Created (ctime)"));
    m_modified = addField(form, tr("Modified (mtime)"));
    m_versions = addField(form, tr("Versions"));
    m_zxids = addField(form, tr("Zxids"));
    m_sizes = addField(form, tr("Data / children"));
    statScroll->setWidget(statPage);
    tabs->addTab(statScroll, tr("Stat"));

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_text = new QPlainTextEdit(tabs);
    m_text->setReadOnly(true);
    tabs->addTab(m_text, tr("Data (text)"));
    m_hex = new QPlainTextEdit(tabs);
    m_hex->setReadOnly(true);
    m_hex->setFont(fixed);
    m_hex->setLineWrapMode(QPlainTextEdit::NoWrap);
    tabs->addTab(m_hex, tr("Data (hex)"));

    m_sessionNodes = new QTreeWidget(tabs);
    m_sessionNodes->setRootIsDecorated(false);
    m_sessionNodes->setHeaderLabels({tr("Node"), tr("Role"), tr("Lock")});
    m_sessionNodes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_sessionNodes, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT nodeActivated(item->data(0, kLockKeyRole).toString(), item->data(0, kNodePathRole).toString());
    });
    tabs->addTab(m_sessionNodes, tr("Same session"));
    layout->addWidget(tabs, 1);
    clear();
}

QLabel *NodeDetailsView::addField(QFormLayout *form, const QString &label)
{
    auto *value = new QLabel(form->parentWidget());
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    form->addRow(label + QLatin1Char(':'), value);
    return value;
}

void NodeDetailsView::clear()
{
    m_path.clear();
    m_title->setText(tr("Select a node in the queue to see its details"));
    m_ownerFields->clear();
    m_ownerFields->setVisible(false);
    for (QLabel *label :
         {m_state, m_systemOwner, m_owner, m_client, m_created, m_modified, m_versions, m_zxids, m_sizes, m_waitsFor})
        label->clear();
    m_text->clear();
    m_hex->clear();
    m_sessionNodes->clear();
}

int NodeDetailsView::sessionNodeCount() const
{
    return m_sessionNodes->topLevelItemCount();
}

QString NodeDetailsView::shownOwner() const
{
    return m_systemOwner->text();
}
int NodeDetailsView::ownerFieldCount() const
{
    return m_ownerFields->topLevelItemCount();
}

void NodeDetailsView::showEntry(const LockEntry &entry, const QString &client,
                                const QList<QPair<QString, LockEntry>> &sessionNodes, LockKind kind)
{
    const NodeStat &s = entry.node->stat;
    m_path = entry.path();
    m_title->setText(m_path);
    m_systemOwner->setText(entry.owner ? entry.owner->text : QStringLiteral("—"));
    m_ownerFields->clear();
    if (entry.owner) {
        const QJsonObject &fields = entry.owner->fields;
        for (auto it = fields.begin(); it != fields.end(); ++it) {
            const QJsonValue v = it.value();
            const QString text = v.isString() ? v.toString()
                : v.isDouble()                ? QString::number(v.toDouble(), 'g', 17)
                : v.isBool()                  ? QString::fromLatin1(v.toBool() ? "true" : "false")
                : v.isNull()                  ? QStringLiteral("null")
                                              : QString::fromUtf8(
                                                  QJsonDocument(v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject()))
                                                      .toJson(QJsonDocument::Compact));
            new QTreeWidgetItem(m_ownerFields, {it.key(), text});
        }
    }
    // As tall as its rows: a small table inside the form, not a scrolling pane.
    const int rows = m_ownerFields->topLevelItemCount();
    m_ownerFields->setVisible(rows > 0);
    if (rows > 0) {
        const int rowH = m_ownerFields->sizeHintForRow(0);
        m_ownerFields->setFixedHeight(m_ownerFields->header()->sizeHint().height() + rows * rowH
                                      + 2 * m_ownerFields->frameWidth());
    }
    m_state->setText(QStringLiteral("%1, %2%3")
                         .arg(displayEntryState(entry.state, kind), displayEntryMode(entry.mode),
                              entry.revocationRequested ? tr(", revocation requested") : QString()));
    m_waitsFor->setText(entry.waitsForNode.isEmpty() ? QStringLiteral("—") : entry.waitsFor());
    m_owner->setText(s.ephemeralOwner == 0 ? tr("none: a persistent node, it outlives its client")
                                           : formatOwner(s.ephemeralOwner));
    m_client->setText(client.isEmpty() ? tr("unknown") : client);
    m_created->setText(formatTimestamp(s.ctimeMs));
    m_modified->setText(formatTimestamp(s.mtimeMs));
    m_versions->setText(tr("data %1 · children %2 · ACL %3").arg(s.version).arg(s.cversion).arg(s.aversion));
    m_zxids->setText(tr("created %1 · modified %2 · children %3")
                         .arg(formatZxid(s.czxid), formatZxid(s.mzxid), formatZxid(s.pzxid)));
    m_sizes->setText(
        QStringLiteral("%1%2 · %3")
            .arg(tr("%n bytes", nullptr, s.dataLength),
                 entry.node->dataTruncated() ? tr(" (first %1 shown)").arg(entry.node->data.size()) : QString(),
                 tr("%n children", nullptr, s.numChildren)));
    m_text->setPlainText(entry.node->data.isEmpty() ? QString() : dataToText(entry.node->data));
    m_hex->setPlainText(hexDump(entry.node->data));

    m_sessionNodes->clear();
    for (const auto &[lockKey, other] : sessionNodes) {
        if (other.path() == m_path)
            continue;
        auto *item = new QTreeWidgetItem(m_sessionNodes, {other.path(), displayEntryState(other.state), lockKey});
        item->setData(0, kLockKeyRole, lockKey);
        item->setData(0, kNodePathRole, other.path());
    }
}

} // namespace lockscope::ui
