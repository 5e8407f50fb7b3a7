// SPDX-License-Identifier: Apache-2.0

#pragma once
// Where a test called a helper, so that the helper's QTest::qFail or qSkip points at the test's
// line. As a default argument (`CallSite where = {}`) it takes the caller's file and line in GCC
// and clang alike; std::source_location would do the same, but clang 14 with libstdc++ 12 has
// none (it lacks __builtin_source_location).

namespace lockscope::test {

struct CallSite {
    const char *file = __builtin_FILE();
    int line = __builtin_LINE();
};

} // namespace lockscope::test
