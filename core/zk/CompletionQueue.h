#pragma once
// Hands results from the ZooKeeper completion thread to the owner thread, in batches.
// Internal to core/zk.

#include <QObject>
#include <QPointer>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace lockscope::detail {

class CompletionQueue {
public:
    explicit CompletionQueue(QObject *receiver) : m_receiver(receiver) {}

    // Any thread. Never blocks on the owner thread: a short lock, then at most one queued wake-up.
    template <typename F>
    void post(F &&task)
    {
        push(std::make_unique<TaskImpl<std::decay_t<F>>>(std::forward<F>(task)));
    }

    // Owner thread: runs everything queued so far. Stops early if a task destroyed the receiver.
    void drain();

private:
    struct Task {
        virtual ~Task() = default;
        virtual void run() = 0;
    };
    template <typename F>
    struct TaskImpl final : Task {
        explicit TaskImpl(F &&f) : fn(std::move(f)) {}
        void run() override { fn(); }
        F fn;
    };

    void push(std::unique_ptr<Task> task);

    QObject *m_receiver;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Task>> m_tasks;
};

} // namespace lockscope::detail
