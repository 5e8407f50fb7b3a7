// SPDX-License-Identifier: Apache-2.0

#pragma once
// The system recognisers' tests are one executable (one link, one ctest): each file registers its
// test class with LOCKSCOPE_SYSTEM_TEST and the shared main runs them all.

#include <QObject>
#include <functional>
#include <memory>
#include <vector>

namespace lockscope::fixtures {

using TestFactory = std::function<std::unique_ptr<QObject>()>;
std::vector<TestFactory> &systemTests();
// Run after every other class: checks over what their fixtures built.
std::vector<TestFactory> &lastSystemTests();

struct SystemTestRegistration {
    explicit SystemTestRegistration(TestFactory factory, bool last = false)
    {
        (last ? lastSystemTests() : systemTests()).push_back(std::move(factory));
    }
};

} // namespace lockscope::fixtures

#define LOCKSCOPE_SYSTEM_TEST(Class)                                                                                   \
    static const lockscope::fixtures::SystemTestRegistration registration##Class(                                      \
        [] { return std::unique_ptr<QObject>(new Class); });
#define LOCKSCOPE_LAST_SYSTEM_TEST(Class)                                                                              \
    static const lockscope::fixtures::SystemTestRegistration registration##Class(                                      \
        [] { return std::unique_ptr<QObject>(new Class); }, true);
