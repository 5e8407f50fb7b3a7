// SPDX-License-Identifier: Apache-2.0

#include "zk/CompletionQueue.h"

#include <QSocketNotifier>
#include <QThread>

#include <cstdint>
#include <sys/eventfd.h>
#include <unistd.h>

namespace lockscope::detail {

CompletionQueue::CompletionQueue(QObject *owner) : m_owner(owner)
{
    m_wakeFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (m_wakeFd < 0)
        qFatal("lockscope: cannot create an eventfd for ZooKeeper completions");
    m_notifier = std::make_unique<QSocketNotifier>(m_wakeFd, QSocketNotifier::Read);
    QObject::connect(m_notifier.get(), &QSocketNotifier::activated, owner, [this] { drain(); });
}

CompletionQueue::~CompletionQueue()
{
    m_notifier.reset();
    ::close(m_wakeFd);
}

void CompletionQueue::push(std::unique_ptr<Task> task)
{
    bool wasEmpty;
    {
        std::lock_guard lock(m_mutex);
        wasEmpty = m_tasks.empty();
        m_tasks.push_back(std::move(task));
    }
    // One wake-up per batch: later results join the batch until the owner drains it.
    if (wasEmpty) {
        const std::uint64_t one = 1;
        [[maybe_unused]] const auto written = ::write(m_wakeFd, &one, sizeof one);
    }
}

void CompletionQueue::drain()
{
    // The hand-over's whole point: tasks run on the owner's thread, never on the one that posted.
    Q_ASSERT_X(QThread::currentThread() == m_owner->thread(), "CompletionQueue", "drained off the owner's thread");
    std::uint64_t wakeups;
    [[maybe_unused]] const auto read = ::read(m_wakeFd, &wakeups, sizeof wakeups);
    std::vector<std::unique_ptr<Task>> batch;
    {
        std::lock_guard lock(m_mutex);
        batch.swap(m_tasks);
    }
    QPointer<QObject> alive(m_owner);
    for (auto &task : batch) {
        task->run();
        if (!alive)
            return; // a callback destroyed the session; `this` is gone too
    }
}

} // namespace lockscope::detail
