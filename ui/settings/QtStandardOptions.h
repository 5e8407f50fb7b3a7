// SPDX-License-Identifier: Apache-2.0

#pragma once
// The options every Qt application accepts (-platform, -geometry, -style, -reverse, ...; see
// QGuiApplication and QApplication). lockscope parses its own options before QApplication exists
// (so that bad arguments exit 2 without a display), so it first sets Qt's aside; QApplication
// then consumes them from argv as usual.

#include <QStringList>

namespace lockscope::ui {

// `arguments` without Qt's standard options and their values (program name kept). Both the
// -option and --option spellings are recognised, as Qt does, and -option=value where Qt takes it.
QStringList withoutQtStandardOptions(const QStringList &arguments);

// One paragraph for --help naming the Qt options that are accepted.
QString qtStandardOptionsHelp();

} // namespace lockscope::ui
