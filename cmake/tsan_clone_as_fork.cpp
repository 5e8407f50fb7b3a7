// SPDX-License-Identifier: Apache-2.0

// Linked into every executable of a ThreadSanitizer build (cmake/ProjectSettings.cmake), nowhere
// else.
//
// QProcess (Qt 6.4, forkfd_linux.c) starts children with glibc's clone(CLONE_VM | CLONE_VFORK):
// the child runs in the parent's memory, with the parent thread's TLS, until it execs. GCC 12's
// libtsan intercepts clone() as if it were fork(): it runs its fork bookkeeping for the child
// (ForkChildAfter) inside that shared memory, so it lands on the parent. The parent's registry
// and report locks are unlocked twice, and when other threads exist the parent thread is left
// ignoring every later memory access and every lock it takes. A mutex that thread initialises
// or takes afterwards is unknown to TSan, and other threads' use of it is reported as a race
// (first seen as a report inside the ZooKeeper C client's completion list, under its own lock).
//
// libtsan turns vfork() into fork() for the same reason (tsan_interceptors_posix.cpp). This
// does the same for vfork-style clones: fork() through TSan's fork interceptor, run the child
// function there, and hand back the pidfd QProcess asked for. Every other clone goes on to
// libtsan's.
#include <cerrno>
#include <cstdarg>
#include <dlfcn.h>
#include <sched.h>
#include <csignal>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x00001000
#endif

extern "C" int clone(int (*fn)(void *), void *stack, int flags, void *arg, ...)
{
    va_list rest;
    va_start(rest, arg);
    pid_t *parentTid = va_arg(rest, pid_t *);
    void *tls = va_arg(rest, void *);
    pid_t *childTid = va_arg(rest, pid_t *);
    va_end(rest);

    const int vforkLike = CLONE_VM | CLONE_VFORK;
    if ((flags & vforkLike) != vforkLike || (flags & CLONE_THREAD)) {
        using Clone = int (*)(int (*)(void *), void *, int, void *, ...);
        static const auto next = reinterpret_cast<Clone>(dlsym(RTLD_NEXT, "clone"));
        if (!next) {
            errno = ENOSYS;
            return -1;
        }
        return next(fn, stack, flags, arg, parentTid, tls, childTid);
    }

    const pid_t pid = fork();
    if (pid == 0)
        _exit(fn(arg));
    if (pid > 0 && (flags & CLONE_PIDFD)) {
        // pidfd_open's descriptor is close-on-exec, as CLONE_PIDFD's is. The child cannot be
        // reaped before this: only its pidfd's owner waits for it.
        const long pidfd = syscall(SYS_pidfd_open, pid, 0);
        if (pidfd < 0) {
            const int error = errno;
            kill(pid, SIGKILL);
            waitpid(pid, nullptr, 0);
            errno = error;
            return -1;
        }
        *reinterpret_cast<int *>(parentTid) = int(pidfd);
    }
    return pid;
}
