// SPDX-License-Identifier: Apache-2.0

// lockscope: the desktop GUI. Parses the command line before any window exists, so that bad
// arguments exit 2 with a clear message even without a display.
#include "mainwindow/MainWindow.h"
#include "settings/Language.h"
#include "settings/Recognisers.h"
#include "settings/StartupOptions.h"
#include "platform/BuildInfo.h"
#include "platform/StopSignals.h"

#include <QApplication>
#include <QTimer>
#include <cstdio>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (lockscope::asksForVersion(arguments)) {
        std::fputs(qUtf8Printable(lockscope::versionText(QStringLiteral("lockscope"))), stdout);
        return 0;
    }
    const lockscope::ui::StartupParse parsed = lockscope::ui::parseStartupArguments(arguments);
    if (parsed.helpRequested) {
        std::fputs(qUtf8Printable(parsed.helpText), stdout);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "lockscope: %s (see lockscope --help)\n", qUtf8Printable(parsed.error));
        return 2;
    }

    QApplication app(argc, argv); // consumes Qt's standard options (-platform, -geometry, -style, ...)
    QApplication::setOrganizationName(QStringLiteral("lockscope"));
    QApplication::setApplicationName(QStringLiteral("lockscope"));
    QApplication::setApplicationVersion(lockscope::lockscopeVersion());
    QApplication::setDesktopFileName(QStringLiteral("lockscope"));
    lockscope::ui::installTranslations(lockscope::ui::savedLanguage());

    const lockscope::ui::StartupOptions &options = *parsed.options;
    // Before any connection starts: every queue is built with the files in force from the first.
    lockscope::ui::setRecogniserDirectories(options.recogniserDirs);
    for (const lockscope::RecogniserError &error : lockscope::ui::reloadRecognisers()->errors)
        std::fprintf(stderr, "lockscope: warning: %s (file skipped)\n", qUtf8Printable(error.toString()));
    lockscope::ui::MainWindow window(options.auditLog);
    window.show();
    // Ctrl+C or SIGTERM closes the window like the operator would: sessions close, a demo stops.
    lockscope::StopSignals stopSignals;
    QObject::connect(&stopSignals, &lockscope::StopSignals::stopRequested, &window, &QWidget::close);
    if (options.connection)
        window.openConnection(*options.connection);
    if (options.demo)
        QTimer::singleShot(
            0, &window, [&window, options] { window.startDemo(options.scenario, options.readOnly, options.demoTls); });
    return app.exec();
}
