// SPDX-License-Identifier: Apache-2.0

#pragma once
// Tests batched into one executable (lockscope_add_test_batch): the shared headers and templates
// are compiled once per unity batch instead of once per test, and there is one link. Each file
// registers its classes with LOCKSCOPE_TEST; the batch's main runs those of the file its first
// argument names (e.g. tst_findings), or all of them.

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

namespace lockscope::fixtures {

using TestFactory = std::function<std::unique_ptr<QObject>()>;

struct RegisteredTest {
    QString name; // the file's base name: what ctest and the first argument call it
    TestFactory make;
    bool last = false; // runs after every other class: checks over what their fixtures built
};

std::vector<RegisteredTest> &registeredTests();

struct TestRegistration {
    TestRegistration(const char *file, TestFactory factory, bool last = false);
};

// What a batch's main does once it has made the application (TestBatchMain.cpp, or the widget
// tests' own): runs the classes its arguments name, returns the exit code.
int runRegisteredTests(int argc, char **argv);

} // namespace lockscope::fixtures

#define LOCKSCOPE_TEST(Class)                                                                                          \
    static const lockscope::fixtures::TestRegistration registration##Class(                                            \
        __FILE__, [] { return std::unique_ptr<QObject>(new Class); });
#define LOCKSCOPE_LAST_TEST(Class)                                                                                     \
    static const lockscope::fixtures::TestRegistration registration##Class(                                            \
        __FILE__, [] { return std::unique_ptr<QObject>(new Class); }, true);
