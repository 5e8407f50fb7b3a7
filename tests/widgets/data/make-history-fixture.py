#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Writes zookeeper-history/: the files Debian's ZooKeeper 3.8 keeps while real kazoo clients
use three locks, for tst_timeline's check that the GUI's timeline and `lockscope-cli history`
agree on the same record.

Usage: make-history-fixture.py OUT_DIR

The story (each client is its own session):
  /app/locks/orders     mutex: A holds, B and C wait, C gives up, A releases, B holds, D waits,
                        B's session closes with its node (session-ended), D holds and stays
  /app/locks/inventory  read/write lock: R1 and R2 read together, W waits, both readers
                        release, W writes and releases
  /app/locks/pool       semaphore of 2: S1 and S2 lease, S3 waits, S1 releases, S3 leases
The server rolls its log and writes snapshots on the way (snapCount=10); the logs' preallocated
zero padding is cut off, so the files stay small (the reader stops at the last record either way).
"""

import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

from kazoo.client import KazooClient
from kazoo.exceptions import CancelledError
from kazoo.recipe.lock import Lock, ReadLock, Semaphore, WriteLock


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(data_dir, port):
    config = os.path.join(data_dir, "zoo.cfg")
    with open(config, "w") as f:
        f.write(f"tickTime=200\ndataDir={data_dir}\nclientPort={port}\nclientPortAddress=127.0.0.1\n"
                "admin.enableServer=false\n4lw.commands.whitelist=srvr\n")
    server = subprocess.Popen(
        ["java", "-Dzookeeper.snapCount=10", "-Dzookeeper.preAllocSize=64",
         "-cp", "/etc/zookeeper/conf:/usr/share/java/zookeeper.jar",
         "org.apache.zookeeper.server.quorum.QuorumPeerMain", config],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(150):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(b"srvr")
                if s.recv(64):
                    return server
        except OSError:
            time.sleep(0.2)
    server.kill()
    sys.exit("the server did not start")


def client(port):
    c = KazooClient(hosts=f"127.0.0.1:{port}", timeout=10)
    c.start()
    return c


def waiting(recipe, path, count):
    """Starts recipe.acquire() on a thread and returns once `count` contenders are queued."""
    def acquire():
        try:
            recipe.acquire()
        except CancelledError:
            pass   # gave up waiting: kazoo deletes the node

    thread = threading.Thread(target=acquire, daemon=True)
    thread.start()
    while len(recipe.client.get_children(path)) < count:
        time.sleep(0.02)
    return thread


def pause():
    time.sleep(0.15)   # distinct times, as an operator's record has them


def story(port):
    admin = client(port)
    for path in ("/app/locks/orders", "/app/locks/inventory", "/app/locks/pool"):
        admin.ensure_path(path)
    filler = 0

    def churn():
        nonlocal filler
        for _ in range(6):
            admin.create(f"/app/filler-{filler}")
            filler += 1

    a, b, c, d = (client(port) for _ in range(4))
    lock_a, lock_b, lock_c, lock_d = (Lock(x, "/app/locks/orders", name) for x, name in
                                      ((a, "A"), (b, "B"), (c, "C"), (d, "D")))
    lock_a.acquire()
    pause()
    b_waits = waiting(lock_b, "/app/locks/orders", 2)
    pause()
    c_waits = waiting(lock_c, "/app/locks/orders", 3)
    churn()
    lock_c.cancel()
    c_waits.join()
    pause()
    lock_a.release()
    b_waits.join()
    pause()
    d_waits = waiting(lock_d, "/app/locks/orders", 2)
    churn()
    b.stop()
    b.close()          # closeSession: the server deletes B's node with it
    d_waits.join()

    r1, r2, w = (client(port) for _ in range(3))
    read1, read2 = ReadLock(r1, "/app/locks/inventory"), ReadLock(r2, "/app/locks/inventory")
    write = WriteLock(w, "/app/locks/inventory")
    read1.acquire()
    pause()
    read2.acquire()
    pause()
    w_waits = waiting(write, "/app/locks/inventory", 3)
    churn()
    read1.release()
    pause()
    read2.release()
    w_waits.join()
    pause()
    write.release()

    s1, s2, s3 = (client(port) for _ in range(3))
    sem1, sem2, sem3 = (Semaphore(x, "/app/locks/pool", name, max_leases=2) for x, name in
                        ((s1, "S1"), (s2, "S2"), (s3, "S3")))
    sem1.acquire()
    pause()
    sem2.acquire()
    pause()
    thread = threading.Thread(target=sem3.acquire, daemon=True)
    thread.start()
    # kazoo's semaphore: a waiter holds the sibling lock `pool-__lock__` while it waits for a lease.
    while not s3.exists("/app/locks/pool-__lock__") or not s3.get_children("/app/locks/pool-__lock__"):
        time.sleep(0.02)
    churn()
    pause()
    sem1.release()
    thread.join()
    churn()
    for x in (a, c, r1, r2, w, s1, s2, s3, admin):
        x.stop()
        x.close()
    # d stays connected: its lock is still held when the record ends; the server is stopped first.
    return d


def copy_trimmed(source, out):
    """The files, each log without its trailing zero padding."""
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(source)):
        with open(os.path.join(source, name), "rb") as f:
            data = f.read()
        if name.startswith("log."):
            data = data.rstrip(b"\0")
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    logging.disable(logging.CRITICAL)   # the stopped server makes the last client complain
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("terminated"))   # the server is killed on the way out
    work = tempfile.mkdtemp()
    port = free_port()
    server = start_server(work, port)
    try:
        d = story(port)
        time.sleep(0.5)
    finally:
        server.kill()
        server.wait()
    d.stop()
    out = sys.argv[1]
    shutil.rmtree(out, ignore_errors=True)
    copy_trimmed(os.path.join(work, "version-2"), out)
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
