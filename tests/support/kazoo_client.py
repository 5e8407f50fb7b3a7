#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""A real kazoo lock client driven line by line, for lockscope's tests.

Usage: kazoo_client.py CONNECT [SESSION_TIMEOUT_MS]

Commands on stdin, one per line:
  lock PATH [IDENTIFIER]        kazoo Lock (exclusive)
  rlock PATH / wlock PATH       kazoo ReadLock / WriteLock
  semaphore PATH MAX [IDENT]    kazoo Semaphore, one lease
  watch-revoke PATH             Lock that releases when its node's data becomes "unlock"
  exists-watch PATH             herd-style waiter: only keeps an exists watch on PATH
  release PATH                  release (or cancel the pending acquire of) what PATH holds
  churn PATH HOLD_MS            hand PATH over and over: acquire, hold HOLD_MS, release, again;
                                a request lost to a failing ensemble is retried
  unchurn PATH                  ends the churn after its current turn: "churned PATH N FAILED"
  create PATH [DATA]            persistent node, parents made as needed
  set PATH DATA                 setData
  get PATH                      prints "data PATH DATA"
  session                       prints "session 0x%016x"
  address                       prints "address IP:PORT", the local end of its server connection
  quit
Lines out: ready, acquired PATH NODE, waiting PATH NODE, released PATH, revoked PATH,
event PATH TYPE (exists-watch), created PATH, set PATH, data PATH DATA, session 0x..,
address IP:PORT, churned PATH ACQUISITIONS FAILURES,
error TEXT. Acquiring runs on its own thread: a blocked waiter still takes commands.
A client holds (or waits for) at most one thing per PATH; `release PATH` names it.
"""

import sys
import threading

from kazoo.client import KazooClient, KazooState
from kazoo.recipe.lock import Lock, ReadLock, Semaphore, WriteLock

_print_lock = threading.Lock()


def say(*words):
    with _print_lock:
        sys.stdout.write(" ".join(str(w) for w in words) + "\n")
        sys.stdout.flush()


def _reporting(base):
    """A kazoo lock class that reports when it queues behind a predecessor.

    kazoo has no public hook for that; _get_predecessor is the step where it finds out."""

    class ReportingLock(base):
        on_wait = None

        def _get_predecessor(self, node):
            predecessor = super()._get_predecessor(node)
            if predecessor is not None and self.on_wait:
                self.on_wait(node)
            return predecessor

    return ReportingLock


REPORTING = {kind: _reporting(kind) for kind in (Lock, ReadLock, WriteLock)}


class _WaitReportingClient:
    """Lends kazoo's Semaphore a client whose internal Lock reports waiting."""

    def __init__(self, client, on_wait):
        self._client = client
        self._on_wait = on_wait

    def Lock(self, path, identifier=None):
        lock = REPORTING[Lock](self._client, path, identifier)
        lock.on_wait = self._on_wait
        return lock

    def __getattr__(self, name):
        return getattr(self._client, name)


class ReportingSemaphore(Semaphore):
    on_wait = None

    def _get_lease(self, data=None):
        got = super()._get_lease(data)
        if not got and self.on_wait:
            self.on_wait(self.create_path.rsplit("/", 1)[1])
        return got


class Holding:
    """One acquisition by this client: a lock, a lease or an exists watch on PATH."""

    def __init__(self, path, recipe, node_of):
        self.path = path
        self.recipe = recipe
        self.node_of = node_of
        self.released = threading.Event()
        self.thread = None


class Driver:
    def __init__(self, connect, session_timeout_ms):
        self.client = KazooClient(hosts=connect, timeout=session_timeout_ms / 1000.0)
        self.holdings = {}
        self.churns = {}
        self.guard = threading.Lock()
        self.stopping = False

    def start(self):
        self.client.start(timeout=15)
        self.client.add_listener(self._on_state)
        say("ready")

    def _on_state(self, state):
        if state == KazooState.LOST and not self.stopping:
            say("error session lost")

    def stop(self):
        self.stopping = True
        self.client.stop()
        self.client.close()

    def _report_wait(self, path):
        """A callback that says `waiting` the first time it is called (retries call it again)."""
        said = threading.Event()

        def report(node):
            if not said.is_set():
                said.set()
                say("waiting", path, node)

        return report

    def _acquire_in_background(self, holding, after=None):
        def run():
            try:
                if holding.recipe.acquire():
                    if holding.released.is_set():  # released while we were acquiring
                        holding.recipe.release()
                        return
                    say("acquired", holding.path, holding.node_of())
                    if after:
                        after()
            except Exception as e:  # CancelledError after `release` is the normal way out
                if not holding.released.is_set():
                    say("error", holding.path, type(e).__name__, e)

        holding.thread = threading.Thread(target=run, daemon=True)
        holding.thread.start()

    def _hold(self, path, holding):
        with self.guard:
            if path in self.holdings:
                say("error", path, "already held or pending by this client")
                return False
            self.holdings[path] = holding
            return True

    def lock(self, kind, path, identifier=None):
        recipe = REPORTING[kind](self.client, path, identifier)
        recipe.on_wait = self._report_wait(path)
        holding = Holding(path, recipe, lambda: recipe.node)
        if self._hold(path, holding):
            self._acquire_in_background(holding)

    def semaphore(self, path, max_leases, identifier=None):
        # Waiting shows either in the semaphore's internal lock or for a free lease.
        report_wait = self._report_wait(path)
        client = _WaitReportingClient(self.client, report_wait)
        recipe = ReportingSemaphore(client, path, identifier, int(max_leases))
        recipe.on_wait = report_wait
        holding = Holding(path, recipe, lambda: recipe.create_path.rsplit("/", 1)[1])
        if self._hold(path, holding):
            self._acquire_in_background(holding)

    def watch_revoke(self, path):
        recipe = REPORTING[Lock](self.client, path)
        recipe.on_wait = self._report_wait(path)
        holding = Holding(path, recipe, lambda: recipe.node)
        if not self._hold(path, holding):
            return

        def watch_own_node():
            node_path = path + "/" + recipe.node

            def on_data(data, _stat):
                if holding.released.is_set():
                    return False  # stops the DataWatch
                if data == b"unlock":
                    # Releasing needs a round trip: never block kazoo's event thread on it.
                    threading.Thread(target=self._revoke, args=(path,), daemon=True).start()
                    return False
                return True

            self.client.DataWatch(node_path, on_data)

        self._acquire_in_background(holding, after=watch_own_node)

    def exists_watch(self, path):
        holding = Holding(path, None, None)
        if not self._hold(path, holding):
            return

        def on_event(event):
            if holding.released.is_set():
                return
            say("event", path, event.type)
            self.client.exists(path, watch=on_event)  # re-arm: one-shot watches

        self.client.exists(path, watch=on_event)
        say("waiting", path, "-")

    def _take(self, path):
        with self.guard:
            holding = self.holdings.pop(path, None)
        if holding is None:
            say("error", path, "not held by this client")
            return None
        holding.released.set()
        if holding.recipe is not None:
            if holding.recipe.is_acquired:
                holding.recipe.release()
            else:
                holding.recipe.cancel()
        if holding.thread is not None and holding.thread is not threading.current_thread():
            holding.thread.join(timeout=5)  # a cancelled acquire removes its node first
        return holding

    def churn(self, path, hold_ms):
        stop = threading.Event()
        counts = [0, 0]

        def run():
            while not stop.is_set():
                lock = Lock(self.client, path)
                try:
                    if lock.acquire(timeout=5):
                        counts[0] += 1
                        stop.wait(int(hold_ms) / 1000.0)
                        lock.release()
                except Exception:  # the ensemble failing under us: try again, as services do
                    counts[1] += 1
                    stop.wait(0.1)
                    try:
                        lock.release()
                    except Exception:
                        pass

        thread = threading.Thread(target=run, daemon=True)
        with self.guard:
            self.churns[path] = (stop, thread, counts)
        thread.start()

    def unchurn(self, path):
        with self.guard:
            stop, thread, counts = self.churns.pop(path)
        stop.set()
        thread.join(timeout=30)
        say("churned", path, counts[0], counts[1])

    def release(self, path):
        if self._take(path):
            say("released", path)

    def _revoke(self, path):
        if self._take(path):
            say("revoked", path)
            say("released", path)

    def create(self, path, data=""):
        self.client.create(path, data.encode(), makepath=True)
        say("created", path)

    def set(self, path, data):
        self.client.set(path, data.encode())
        say("set", path)

    def get(self, path):
        data, _ = self.client.get(path)
        say("data", path, data.decode(errors="replace"))

    def session(self):
        session_id, _ = self.client.client_id
        say("session", "0x%016x" % session_id)

    def address(self):
        # kazoo keeps its one server socket here; the server sees this as the client's address.
        host, port = self.client._connection._socket.getsockname()[:2]
        say("address", "%s:%d" % (host, port))


COMMANDS = {
    "lock": (lambda d, p, i=None: d.lock(Lock, p, i)),
    "rlock": (lambda d, p, i=None: d.lock(ReadLock, p, i)),
    "wlock": (lambda d, p, i=None: d.lock(WriteLock, p, i)),
    "semaphore": Driver.semaphore,
    "watch-revoke": Driver.watch_revoke,
    "exists-watch": Driver.exists_watch,
    "release": Driver.release,
    "churn": Driver.churn,
    "unchurn": Driver.unchurn,
    "create": Driver.create,
    "set": Driver.set,
    "get": Driver.get,
    "session": Driver.session,
    "address": Driver.address,
}


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    timeout_ms = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    driver = Driver(sys.argv[1], timeout_ms)
    try:
        driver.start()
    except Exception as e:
        say("error", "connect", type(e).__name__, e)
        return 1
    for line in sys.stdin:  # EOF (the test went away) ends the client too
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        command = COMMANDS.get(words[0])
        if command is None:
            say("error", "unknown command", words[0])
            continue
        try:
            command(driver, *words[1:])
        except Exception as e:
            say("error", words[0], type(e).__name__, e)
    driver.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
