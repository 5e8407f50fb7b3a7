// SPDX-License-Identifier: Apache-2.0

#include "dialogs/SettingsDialog.h"

#include "views/RecognisersPage.h"

#include <QDialogButtonBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace lockscope::ui {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent), m_tabs(new QTabWidget(this)), m_recognisers(new RecognisersPage(this))
{
    setWindowTitle(tr("Settings"));
    m_tabs->addTab(m_recognisers, tr("Recognisers"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    // Wide enough for a user file's path beside its system, tall enough for every built-in file
    // under the longest (Russian) introduction.
    resize(880, 620);
}

} // namespace lockscope::ui
