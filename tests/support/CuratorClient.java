// SPDX-License-Identifier: Apache-2.0

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.recipes.leader.LeaderLatch;
import org.apache.curator.framework.recipes.leader.LeaderLatchListener;
import org.apache.curator.framework.recipes.leader.LeaderSelector;
import org.apache.curator.framework.recipes.leader.LeaderSelectorListenerAdapter;
import org.apache.curator.framework.recipes.locks.InterProcessMutex;
import org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock;
import org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2;
import org.apache.curator.framework.recipes.locks.Lease;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.RetryOneTime;
import org.apache.zookeeper.data.Stat;

/**
 * A real Curator lock client driven line by line, for lockscope's tests.
 *
 * <p>Usage: CuratorClient CONNECT [SESSION_TIMEOUT_MS]. Commands on stdin: {@code mutex PATH},
 * {@code revocable-mutex PATH}, {@code read PATH}, {@code write PATH}, {@code semaphore PATH MAX},
 * {@code release PATH}, {@code session}, {@code quit}. Lines out: ready, acquired PATH NODE,
 * waiting PATH NODE, released PATH, revoked PATH, session 0x.., error TEXT. A client holds (or
 * waits for) at most one thing per PATH.
 *
 * <p>Elections, as the systems built on Curator run them: {@code latch ID PATH} (a LeaderLatch
 * with participant id ID) and {@code selector ID PATH} (a LeaderSelector that keeps leadership
 * until the client quits). PATH is the rest of the line and may hold spaces (NiFi's
 * "Primary Node"). Lines out: started ID, leader ID.
 *
 * <p>Curator's mutexes must be released by the thread that acquired them, so every acquisition
 * gets its own thread, which later releases it too (also when revoked).
 */
public final class CuratorClient {
    private static final long POLL_MS = 50;
    private static final long RELEASE_TIMEOUT_S = 10;

    private final CuratorFramework client;
    private final Map<String, Holding> holdings = new ConcurrentHashMap<>();
    private final ScheduledExecutorService waitWatcher =
        Executors.newSingleThreadScheduledExecutor(CuratorClient::daemon);
    private volatile boolean stopping;

    /** One acquisition of PATH by this client, owned by its own thread. */
    private static final class Holding {
        final String path;
        final String kind;
        final ExecutorService owner = Executors.newSingleThreadExecutor(CuratorClient::daemon);
        InterProcessMutex mutex;    // mutex, revocable-mutex, read, write
        Supplier<String> mutexNode; // asked on the owner thread, once acquired
        InterProcessSemaphoreV2 semaphore;
        int maxLeases;
        Lease lease;
        boolean acquired;           // guarded by this
        boolean released;           // guarded by this
        boolean saidWaiting;        // guarded by this

        Holding(String path, String kind) {
            this.path = path;
            this.kind = kind;
        }
    }

    /** The node name of a mutex is only known to the thread that holds it. */
    private static final class NamedMutex extends InterProcessMutex {
        NamedMutex(CuratorFramework client, String path) { super(client, path); }
        String node() { return getLockPath(); }
    }

    private static final class NamedWriteLock extends InterProcessReadWriteLock.WriteLock {
        NamedWriteLock(CuratorFramework client, String path) { super(client, path, null); }
        String node() { return getLockPath(); }
    }

    private static final class NamedReadLock extends InterProcessReadWriteLock.ReadLock {
        NamedReadLock(CuratorFramework client, String path, NamedWriteLock writeLock) {
            super(client, path, null, writeLock);
        }
        String node() { return getLockPath(); }
    }

    private CuratorClient(String connect, int sessionTimeoutMs) {
        client = CuratorFrameworkFactory.builder()
                     .connectString(connect)
                     .sessionTimeoutMs(sessionTimeoutMs)
                     .connectionTimeoutMs(15000)
                     .retryPolicy(new RetryOneTime(100))
                     .build();
    }

    private static Thread daemon(Runnable runnable) {
        Thread thread = new Thread(runnable);
        thread.setDaemon(true);
        return thread;
    }

    static synchronized void say(Object... words) {
        StringBuilder line = new StringBuilder();
        for (Object word : words) {
            if (line.length() > 0)
                line.append(' ');
            line.append(String.valueOf(word).replace('\n', ' '));
        }
        System.out.println(line);
        System.out.flush();
    }

    private static String baseName(String path) {
        return path == null ? "-" : path.substring(path.lastIndexOf('/') + 1);
    }

    private static long sequence(String node) {
        try {
            return Long.parseLong(node.substring(Math.max(0, node.length() - 10)));
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    private long sessionId() throws Exception {
        return client.getZookeeperClient().getZooKeeper().getSessionId();
    }

    private boolean connect() throws InterruptedException {
        client.getConnectionStateListenable().addListener((c, state) -> {
            if (state == ConnectionState.LOST && !stopping)
                say("error", "session lost");
        });
        client.start();
        return client.blockUntilConnected(15, TimeUnit.SECONDS);
    }

    private void acquire(String kind, String path, String max) {
        Holding holding = new Holding(path, kind);
        switch (kind) {
        case "mutex":
        case "revocable-mutex": {
            NamedMutex mutex = new NamedMutex(client, path);
            holding.mutex = mutex;
            holding.mutexNode = mutex::node;
            // The listener runs on the owner thread, the only one allowed to release.
            if (kind.equals("revocable-mutex"))
                mutex.makeRevocable(revoked -> revoke(holding), holding.owner);
            break;
        }
        case "write": {
            NamedWriteLock lock = new NamedWriteLock(client, path);
            holding.mutex = lock;
            holding.mutexNode = lock::node;
            break;
        }
        case "read": {
            NamedReadLock lock = new NamedReadLock(client, path, new NamedWriteLock(client, path));
            holding.mutex = lock;
            holding.mutexNode = lock::node;
            break;
        }
        case "semaphore":
            holding.maxLeases = Integer.parseInt(max);
            holding.semaphore = new InterProcessSemaphoreV2(client, path, holding.maxLeases);
            break;
        default:
            throw new IllegalArgumentException("unknown lock kind " + kind);
        }
        if (holdings.putIfAbsent(path, holding) != null) {
            say("error", path, "already held or pending by this client");
            return;
        }
        holding.owner.execute(() -> acquireOnOwner(holding));
        waitWatcher.schedule(() -> watchForWaiting(holding), POLL_MS, TimeUnit.MILLISECONDS);
    }

    private void acquireOnOwner(Holding holding) {
        try {
            String node;
            if (holding.semaphore != null) {
                holding.lease = holding.semaphore.acquire();
                node = holding.lease.getNodeName();
            } else {
                holding.mutex.acquire();
                node = holding.mutexNode.get();
            }
            synchronized (holding) {
                if (!holding.released) {
                    holding.acquired = true;
                    say("acquired", holding.path, baseName(node));
                    return;
                }
            }
            releaseOnOwner(holding);  // `release` came while we were still acquiring
        } catch (Exception e) {
            synchronized (holding) {
                if (holding.released)
                    return;  // interrupted by `release`: Curator removed our node
            }
            holdings.remove(holding.path, holding);
            say("error", holding.path, e.getClass().getSimpleName(), e.getMessage());
        }
    }

    private static void releaseOnOwner(Holding holding) throws Exception {
        if (holding.lease != null)
            holding.lease.close();
        else if (holding.mutex.isOwnedByCurrentThread())
            holding.mutex.release();
    }

    private void revoke(Holding holding) {
        synchronized (holding) {
            if (!holding.acquired || holding.released)
                return;
            holding.released = true;
        }
        holdings.remove(holding.path, holding);
        try {
            releaseOnOwner(holding);
            say("revoked", holding.path);
            say("released", holding.path);
        } catch (Exception e) {
            say("error", holding.path, "revoke", e.getClass().getSimpleName(), e.getMessage());
        }
        holding.owner.shutdown();
    }

    private void release(String path) throws Exception {
        Holding holding = holdings.remove(path);
        if (holding == null) {
            say("error", path, "not held by this client");
            return;
        }
        boolean wasAcquired;
        synchronized (holding) {
            holding.released = true;
            wasAcquired = holding.acquired;
        }
        if (wasAcquired) {
            holding.owner.submit(() -> { releaseOnOwner(holding); return null; })
                .get(RELEASE_TIMEOUT_S, TimeUnit.SECONDS);
            holding.owner.shutdown();
        } else {
            holding.owner.shutdownNow();  // interrupts the acquire; Curator deletes its node
        }
        holding.owner.awaitTermination(RELEASE_TIMEOUT_S, TimeUnit.SECONDS);
        say("released", path);
    }

    /** Says `waiting` once this client's node queues behind another (polled: Curator has no hook). */
    private void watchForWaiting(Holding holding) {
        synchronized (holding) {
            if (holding.acquired || holding.released || holding.saidWaiting)
                return;
        }
        try {
            String waitingNode = holding.semaphore != null ? waitingSemaphoreNode(holding)
                                                           : waitingMutexNode(holding);
            if (waitingNode != null) {
                synchronized (holding) {
                    if (!holding.acquired && !holding.released) {
                        holding.saidWaiting = true;
                        say("waiting", holding.path, waitingNode);
                    }
                }
                return;
            }
        } catch (Exception e) {
            // The lock's parent may not exist yet: look again.
        }
        waitWatcher.schedule(() -> watchForWaiting(holding), POLL_MS, TimeUnit.MILLISECONDS);
    }

    private List<String> ownChildren(String parent, List<String> children) throws Exception {
        List<String> own = new ArrayList<>();
        long session = sessionId();
        for (String child : children) {
            Stat stat = client.checkExists().forPath(parent + "/" + child);
            if (stat != null && stat.getEphemeralOwner() == session)
                own.add(child);
        }
        return own;
    }

    private String waitingMutexNode(Holding holding) throws Exception {
        List<String> children = client.getChildren().forPath(holding.path);
        for (String mine : ownChildren(holding.path, children)) {
            for (String other : children) {
                boolean blocks = !holding.kind.equals("read") || other.contains("__WRIT__");
                if (blocks && sequence(other) < sequence(mine))
                    return mine;
            }
        }
        return null;
    }

    // Waiting for Curator's semaphore: queued in locks/, or a pending lease beyond the limit.
    private String waitingSemaphoreNode(Holding holding) throws Exception {
        String locks = holding.path + "/locks";
        List<String> lockNodes = client.getChildren().forPath(locks);
        for (String mine : ownChildren(locks, lockNodes)) {
            for (String other : lockNodes) {
                if (sequence(other) < sequence(mine))
                    return mine;
            }
        }
        String leases = holding.path + "/leases";
        List<String> leaseNodes = client.getChildren().forPath(leases);
        List<String> mine = ownChildren(leases, leaseNodes);
        if (!mine.isEmpty() && leaseNodes.size() > holding.maxLeases)
            return mine.get(0);
        return null;
    }

    /** Elections stay open until the client quits: closing the client ends their nodes. */
    private final List<Object> elections = new ArrayList<>();

    private void elect(String kind, String id, String path) throws Exception {
        if (kind.equals("latch")) {
            LeaderLatch latch = new LeaderLatch(client, path, id);
            latch.addListener(new LeaderLatchListener() {
                @Override public void isLeader() { say("leader", id); }
                @Override public void notLeader() {}
            });
            latch.start();
            elections.add(latch);
        } else {
            LeaderSelector selector = new LeaderSelector(client, path, new LeaderSelectorListenerAdapter() {
                @Override public void takeLeadership(CuratorFramework c) throws Exception {
                    say("leader", id);
                    Thread.sleep(Long.MAX_VALUE);   // leads until interrupted by close
                }
            });
            selector.setId(id);
            selector.start();
            elections.add(selector);
        }
        say("started", id);
    }

    private void handle(String[] words) throws Exception {
        switch (words[0]) {
        case "latch":
        case "selector":
            elect(words[0], words[1], String.join(" ", java.util.Arrays.copyOfRange(words, 2, words.length)));
            break;
        case "mutex":
        case "revocable-mutex":
        case "read":
        case "write":
            acquire(words[0], words[1], null);
            break;
        case "semaphore":
            acquire(words[0], words[1], words[2]);
            break;
        case "release":
            release(words[1]);
            break;
        case "session":
            say("session", String.format("0x%016x", sessionId()));
            break;
        default:
            say("error", "unknown command", words[0]);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: CuratorClient CONNECT [SESSION_TIMEOUT_MS]");
            System.exit(2);
        }
        int sessionTimeoutMs = args.length > 1 ? Integer.parseInt(args[1]) : 3000;
        CuratorClient driver = new CuratorClient(args[0], sessionTimeoutMs);
        if (!driver.connect()) {
            say("error", "connect", "timed out");
            System.exit(1);
        }
        say("ready");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {  // EOF (the test went away) ends the client too
            String[] words = line.trim().split("\\s+");
            if (words[0].isEmpty())
                continue;
            if (words[0].equals("quit"))
                break;
            try {
                driver.handle(words);
            } catch (ArrayIndexOutOfBoundsException e) {
                say("error", words[0], "missing argument");
            } catch (Exception e) {
                say("error", words[0], e.getClass().getSimpleName(), e.getMessage());
            }
        }
        driver.stopping = true;
        driver.client.close();
        System.exit(0);
    }
}
