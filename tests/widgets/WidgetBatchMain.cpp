// SPDX-License-Identifier: Apache-2.0

// The widget tests' main: their environment (offscreen, 96 DPI, a temporary $HOME and settings)
// is set before the application reads it.
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include <QApplication>

int main(int argc, char **argv)
{
    lockscope::test::prepareWidgetTestEnvironment();
    QApplication app(argc, argv);
    return lockscope::fixtures::runRegisteredTests(argc, argv);
}
