// SPDX-License-Identifier: Apache-2.0

#pragma once
// A real lock client as a child process: kazoo (kazoo_client.py, system Python) or Curator
// (CuratorClient.java), driven by their shared line protocol. It has its own ZooKeeper session,
// so kill() is a real client crash whose session then expires on the server. Waits are bounded.
//
// Commands (one line each; kazoo_client.py and CuratorClient.java document theirs):
//   kazoo:   lock|rlock|wlock PATH [ID], semaphore PATH MAX [ID], watch-revoke PATH,
//            exists-watch PATH, create PATH [DATA], set PATH DATA, get PATH
//   Curator: mutex|revocable-mutex|read|write PATH, semaphore PATH MAX
//   both:    release PATH, session, quit
// Lines back: ready, acquired PATH NODE, waiting PATH NODE, released PATH, revoked PATH,
//   session 0x%016x, error TEXT (kazoo also: created PATH, set PATH, data PATH DATA,
//   event PATH TYPE).

#include "CallSite.h"

#include <QObject>
#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <memory>

class QProcess;

namespace lockscope::test {

class LockClientProcess : public QObject {
    Q_OBJECT
public:
    enum class Kind {
        Kazoo,
        Curator
    };

    explicit LockClientProcess(QObject *parent = nullptr);
    ~LockClientProcess() override; // kills the process if it still runs

    static QString kindName(Kind kind); // "kazoo", "curator"
    static bool isAvailable(Kind kind, QString *whyNot = nullptr);

    // A session that outlives a busy machine's pauses. A test that kills a client and waits
    // for its session to expire passes a short one (kShortSessionTimeoutMs) to that client only.
    static constexpr int kDefaultSessionTimeoutMs = 15000;
    static constexpr int kShortSessionTimeoutMs = 4000;
    // The first request to a Curator client loads and compiles Curator in a fresh JVM.
    static constexpr int kFirstCuratorRequestMs = 30000;

    // Runs the client and waits for its "ready" line (its session is then connected), at most
    // timeoutMs; -1 is the kind's own bound (20 s for kazoo, 60 s for a JVM with Curator).
    bool start(Kind kind, const QString &connectString, int sessionTimeoutMs = kDefaultSessionTimeoutMs,
               int timeoutMs = -1);
    void send(const QString &command);
    // Waits for a line that is `prefix` or starts with `prefix` and a space, and takes it (and
    // only it) out of the unread lines. Returns it, or an empty string on timeout or exit.
    QString waitForLine(const QString &prefix, int timeoutMs = 10000);
    QString waitForLine(const QRegularExpression &pattern, int timeoutMs = 10000);
    // send(command), then waitForLine(prefix).
    QString request(const QString &command, const QString &prefix, int timeoutMs = 10000);
    // Its ZooKeeper session id (asked once with `session`), 0 when it cannot tell.
    qint64 sessionId(int timeoutMs = 5000);

    void kill(); // SIGKILL, waits until the process is gone
    bool quit(int timeoutMs = 5000); // `quit`: closes its session cleanly, then exits
    bool isRunning() const;
    qint64 processId() const;
    Kind kind() const { return m_kind; }
    QStringList lines() const { return m_lines; } // everything it printed, in order
    QStringList unreadLines() const { return m_unread; }
    QString errorString() const; // the last failure with recent output, for messages

private:
    static QString unavailableReason(Kind kind);
    QString waitFor(const std::function<bool(const QString &)> &matches, const QString &what, int timeoutMs);
    void readOutput();

    QProcess *m_process = nullptr;
    Kind m_kind = Kind::Kazoo;
    QByteArray m_partialLine;
    QStringList m_lines;
    QStringList m_unread;
    QByteArray m_stderr;
    QString m_error;
    qint64 m_sessionId = 0;
};

// Starts a client connected to connectString. When its language runtime or library is not
// installed the current test is skipped, when it does not come up the test fails with its
// output; both return nullptr, and the caller returns.
std::unique_ptr<LockClientProcess> startLockClient(LockClientProcess::Kind kind, const QString &connectString,
                                                   int sessionTimeoutMs = LockClientProcess::kDefaultSessionTimeoutMs,
                                                   CallSite where = {});

} // namespace lockscope::test

// Declares `client` and returns from the test function when it could not be started.
#define LOCKSCOPE_START_LOCK_CLIENT(client, ...)                                                                       \
    auto client = ::lockscope::test::startLockClient(__VA_ARGS__);                                                     \
    if (!client)                                                                                                       \
    return
