// SPDX-License-Identifier: Apache-2.0

#include "systems/SystemTestMain.h"

#include <QCoreApplication>
#include <QtTest>

namespace lockscope::fixtures {

std::vector<TestFactory> &systemTests()
{
    static std::vector<TestFactory> tests;
    return tests;
}

std::vector<TestFactory> &lastSystemTests()
{
    static std::vector<TestFactory> tests;
    return tests;
}

} // namespace lockscope::fixtures

// Runs every registered class, the last ones after the rest; `-functions` and test-function
// arguments apply to each.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int failures = 0;
    for (const auto *tests : {&lockscope::fixtures::systemTests(), &lockscope::fixtures::lastSystemTests()}) {
        for (const lockscope::fixtures::TestFactory &make : *tests) {
            const std::unique_ptr<QObject> test = make();
            failures += QTest::qExec(test.get(), argc, argv);
        }
    }
    return failures == 0 ? 0 : 1;
}
