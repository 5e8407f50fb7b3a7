// SPDX-License-Identifier: Apache-2.0

#include "views/FindingDetailsPane.h"

#include "findings/FindingRule.h"
#include "models/DisplayNames.h"
#include "models/FindingModel.h"
#include "zk/ZkTypes.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

QString paragraph(const QString &title, const QString &text)
{
    return QStringLiteral("<p><b>%1</b> %2</p>").arg(title.toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace

QStringList findingNodesUnder(const QString &lockPath, const QStringList &nodes)
{
    QStringList found;
    const QString prefix = lockPath.endsWith(QLatin1Char('/')) ? lockPath : lockPath + QLatin1Char('/');
    for (const QString &node : nodes) {
        if (node.startsWith(prefix))
            found << node;
    }
    return found;
}

FindingDetailsPane::FindingDetailsPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_text = new QLabel(scroll);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setTextFormat(Qt::RichText);
    m_text->setMargin(fontMetrics().height() / 3);
    scroll->setWidget(m_text);
    layout->addWidget(scroll, 1);

    auto *buttons = new QHBoxLayout;
    m_show = new QPushButton(tr("Show nodes"), this);
    m_show->setToolTip(tr("Select the finding's lock and nodes in the queue"));
    m_revoke = new QPushButton(tr("Revoke…"), this);
    m_forceDelete = new QPushButton(tr("Force delete…"), this);
    m_filter = new QPushButton(tr("Filter on session"), this);
    m_filter->setToolTip(tr("Show only the locks this session holds or waits for"));
    for (QPushButton *button : {m_show, m_revoke, m_forceDelete, m_filter}) {
        button->setAutoDefault(false); // Enter never presses them
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_show, &QPushButton::clicked, this, [this] { Q_EMIT showRequested(m_lock, m_nodes); });
    connect(m_revoke, &QPushButton::clicked, this, [this] { Q_EMIT revokeRequested(m_lock, m_nodes); });
    connect(m_forceDelete, &QPushButton::clicked, this, [this] { Q_EMIT forceDeleteRequested(m_lock, m_nodes); });
    connect(m_filter, &QPushButton::clicked, this, [this] { Q_EMIT sessionFilterRequested(m_session); });
    showFinding({});
}

void FindingDetailsPane::showFinding(const QModelIndex &index)
{
    if (!index.isValid()) {
        m_lock.clear();
        m_nodes.clear();
        m_session = 0;
        m_kind = -1;
        m_text->setText(tr("Select a finding to read it in full."));
        updateButtons();
        return;
    }
    const QModelIndex row = index.siblingAtColumn(FindingModel::DetailColumn);
    const auto kind = FindingKind(row.data(FindingModel::KindRole).toInt());
    const auto severity = Severity(row.data(FindingModel::SeverityRole).toInt());
    const QStringList locks = row.data(FindingModel::LocksRole).toStringList();
    const QList<qint64> sessions = row.data(FindingModel::SessionsRole).value<QList<qint64>>();
    m_kind = int(kind);
    m_lock = locks.isEmpty() ? QString() : locks.constFirst();
    m_nodes = findingNodesUnder(m_lock, row.data(FindingModel::NodesRole).toStringList());
    m_session = sessions.isEmpty() ? 0 : sessions.constFirst();

    const FindingRule &rule = findingRule(kind);
    QString html = QStringLiteral("<p><b>%1 · %2</b></p>")
                       .arg(displaySeverity(severity).toHtmlEscaped(), displayFindingKind(kind).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(row.data(Qt::DisplayRole).toString().toHtmlEscaped());
    html += paragraph(tr("What it means:"), QCoreApplication::translate("lockscope::FindingText", rule.summary));
    html += paragraph(tr("What to do:"), QCoreApplication::translate("lockscope::FindingText", rule.remedy));
    if (!locks.isEmpty())
        html += paragraph(tr("Locks:"), locks.join(QStringLiteral(", ")));
    const QStringList nodes = row.data(FindingModel::NodesRole).toStringList();
    if (!nodes.isEmpty())
        html += paragraph(tr("Nodes:"), nodes.join(QStringLiteral(", ")));
    if (!sessions.isEmpty()) {
        QStringList ids;
        for (qint64 session : sessions)
            ids << formatSessionId(session);
        html += paragraph(tr("Sessions:"), ids.join(QStringLiteral(", ")));
    }
    m_text->setText(html);
    updateButtons();
}

void FindingDetailsPane::setWritable(bool writable)
{
    m_writable = writable;
    updateButtons();
}

void FindingDetailsPane::updateButtons()
{
    const bool shown = m_kind >= 0;
    const auto kind = FindingKind(qMax(m_kind, 0));
    m_show->setEnabled(shown && !m_lock.isEmpty());
    m_revoke->setEnabled(shown && m_writable && findingRule(kind).remedyRevokes && !m_nodes.isEmpty());
    m_forceDelete->setEnabled(shown && m_writable && findingRule(kind).remedyDeletes && !m_nodes.isEmpty());
    m_filter->setEnabled(shown && m_session != 0);
}

} // namespace lockscope::ui
