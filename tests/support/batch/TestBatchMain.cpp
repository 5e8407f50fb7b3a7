// SPDX-License-Identifier: Apache-2.0

#include "batch/TestBatch.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    return lockscope::fixtures::runRegisteredTests(argc, argv);
}
