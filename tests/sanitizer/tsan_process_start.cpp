// SPDX-License-Identifier: Apache-2.0

// ThreadSanitizer builds only (cmake/tsan_clone_as_fork.cpp): after the main thread starts a
// child with QProcess while another thread lives, TSan must still see the main thread. The
// child's exit code and a failed start still arrive as QProcess reports them; then the main
// thread writes what another thread writes, unsynchronised, and TSan must report that race
// (the test passes on its report, see tests/sanitizer/CMakeLists.txt). Without the clone
// interposer, the main thread is ignored after the start and no report comes.
#include <QCoreApplication>
#include <QProcess>
#include <chrono>
#include <cstdio>
#include <thread>

// Written by both threads with nothing between them; read at the end so no store is optimised out.
long sharedWord = 0;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::thread other([] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        sharedWord = 1;
    });

    QProcess exits;
    exits.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit 3")});
    const bool finished = exits.waitForFinished(10000);
    QProcess missing;
    missing.start(QStringLiteral("/nonexistent/lockscope-no-such-program"));
    const bool missingStarted = missing.waitForStarted(10000);
    std::fprintf(stderr, "child finished %d with exit code %d; missing program: started %d, error %d\n", int(finished),
                 exits.exitCode(), int(missingStarted), int(missing.error()));
    const bool childrenAsExpected =
        finished && exits.exitCode() == 3 && !missingStarted && missing.error() == QProcess::FailedToStart;
    std::fprintf(stderr, childrenAsExpected ? "children as expected\n" : "children NOT as expected\n");
    std::fflush(stderr);

    sharedWord = 2;
    other.join();
    std::fprintf(stderr, "last write: %ld\n", sharedWord);
    return childrenAsExpected ? 0 : 1;
}
