// SPDX-License-Identifier: Apache-2.0

#include "batch/TestBatch.h"

#include <QFileInfo>
#include <QTest>
#include <algorithm>
#include <iterator>
#include <tuple>

namespace lockscope::fixtures {

std::vector<RegisteredTest> &registeredTests()
{
    static std::vector<RegisteredTest> tests;
    return tests;
}

TestRegistration::TestRegistration(const char *file, TestFactory factory, bool last)
{
    registeredTests().push_back({QFileInfo(QString::fromUtf8(file)).completeBaseName(), std::move(factory), last});
}

// `BATCH NAME [QtTest arguments]` runs the classes NAME.cpp registered; `BATCH [QtTest
// arguments]` runs every class, in the order of their names and the last ones after the rest.
int runRegisteredTests(int argc, char **argv)
{
    QTest::setMainSourcePath(__FILE__, QT_TESTCASE_BUILDDIR);
    std::vector<RegisteredTest> tests = registeredTests();
    std::stable_sort(tests.begin(), tests.end(), [](const RegisteredTest &a, const RegisteredTest &b) {
        return std::tie(a.last, a.name) < std::tie(b.last, b.name);
    });
    std::vector<char *> arguments(argv, argv + argc);
    if (argc > 1 && argv[1][0] != '-') {
        const QString name = QString::fromLocal8Bit(argv[1]);
        std::vector<RegisteredTest> named; // every class the file registered, so that none is skipped
        std::copy_if(tests.begin(), tests.end(), std::back_inserter(named),
                     [&](const RegisteredTest &t) { return t.name == name; });
        if (!named.empty()) {
            tests = std::move(named);
            arguments.erase(arguments.begin() + 1);
        }
    }
    int failures = 0;
    for (const RegisteredTest &test : tests) {
        const std::unique_ptr<QObject> object = test.make();
        failures += QTest::qExec(object.get(), int(arguments.size()), arguments.data());
    }
    return failures == 0 ? 0 : 1;
}

} // namespace lockscope::fixtures
