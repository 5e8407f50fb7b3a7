// SPDX-License-Identifier: Apache-2.0

#pragma once
// Hands results from another thread to the owner thread, in batches: the ZooKeeper completion
// thread's (core/zk) and the diagnostics' evaluation thread's (BackgroundEvaluation).
//
// The hand-over uses only a std::mutex and an eventfd that a QSocketNotifier on the owner thread
// watches: no Qt call is made from the other thread, and every step is one ThreadSanitizer
// can follow.

#include <QObject>
#include <QPointer>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

class QSocketNotifier;

namespace lockscope::detail {

class CompletionQueue {
public:
    // Owner thread. `owner` is the object whose thread drains the queue; tasks stop running once
    // it is destroyed.
    explicit CompletionQueue(QObject *owner);
    ~CompletionQueue();
    CompletionQueue(const CompletionQueue &) = delete;
    CompletionQueue &operator=(const CompletionQueue &) = delete;

    // Any thread. Never blocks on the owner thread: a short lock, then at most one wake-up.
    template <typename F>
    void post(F &&task)
    {
        push(std::make_unique<TaskImpl<std::decay_t<F>>>(std::forward<F>(task)));
    }

    // Owner thread: runs everything queued so far. Stops early if a task destroyed the owner.
    void drain();

private:
    struct Task {
        virtual ~Task() = default;
        virtual void run() = 0;
    };
    template <typename F>
    struct TaskImpl final : Task {
        explicit TaskImpl(F &&f) : fn(std::move(f)) { }
        void run() override { fn(); }
        F fn;
    };

    void push(std::unique_ptr<Task> task);

    QObject *m_owner;
    int m_wakeFd = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Task>> m_tasks;
};

} // namespace lockscope::detail
