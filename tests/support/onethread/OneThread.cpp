// SPDX-License-Identifier: Apache-2.0
// Linked into every unit test: a unit test runs its code on one thread, so the ThreadSanitizer
// suite, which finds races between threads, leaves the unit tests out. A unit test that starts a
// thread (its own, or one inside Qt or the ZooKeeper client) fails here with one line instead of
// silently losing TSan's view: such a test belongs with the integration tests. QtTest's own
// watchdog thread, which only aborts a test function that hangs, is let through.
// The definition in the executable comes before libc's (and ASan's) in symbol lookup, for every
// caller, shared libraries included.
#include <dlfcn.h>
#include <execinfo.h>
#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

bool isIn(const Dl_info &frame, const char *library)
{
    return frame.dli_fname != nullptr && std::strstr(frame.dli_fname, library) != nullptr;
}

// True when the first caller of pthread_create outside Qt Core (QThread::start) is QtTest itself.
// The frames before this file's pthread_create are a sanitizer's backtrace or none.
bool startedByQtTest(void *const *frames, int count)
{
    Dl_info self{};
    dladdr(reinterpret_cast<void *>(&startedByQtTest), &self);
    bool pastSelf = false;
    for (int i = 0; i < count; ++i) {
        Dl_info frame{};
        if (dladdr(frames[i], &frame) == 0)
            return false;
        if (!pastSelf) {
            pastSelf = frame.dli_fbase == self.dli_fbase && frame.dli_sname != nullptr
                && std::strcmp(frame.dli_sname, "pthread_create") == 0;
        } else if (!isIn(frame, "libQt6Core.so")) {
            return isIn(frame, "libQt6Test.so");
        }
    }
    return false;
}

} // namespace

extern "C" int pthread_create(pthread_t *__restrict thread, const pthread_attr_t *__restrict attr,
                              void *(*start)(void *), void *__restrict arg) noexcept
{
    void *frames[16];
    if (!startedByQtTest(frames, backtrace(frames, 16))) {
        std::fputs("a unit test started a thread: unit tests run on one thread (ThreadSanitizer "
                   "leaves them out); make it an integration test\n",
                   stderr);
        std::_Exit(70); // not abort(): a test stopped by a signal is no test of this line
    }
    using Create = int (*)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    static const auto next = reinterpret_cast<Create>(dlsym(RTLD_NEXT, "pthread_create"));
    return next(thread, attr, start, arg);
}
