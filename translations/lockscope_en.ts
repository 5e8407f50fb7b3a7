<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>no connect string (host:port[,host:port][/chroot])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connect string must not contain spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digest user name must not contain &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a password was given without a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the AdminServer port must be between 0 and 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session timeout must be between 1000 and 600000 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad path &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>generic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mutex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semaphore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>herd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>persistent node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecognized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock vanished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection: connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection: reconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection: disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection: session expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unseen</source>
        <translation>
            <numerusform>%n unseen</numerusform>
            <numerusform>%n unseen</numerusform>
        </translation>
    </message>
    <message>
        <source>leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active NameNode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active ResourceManager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overseer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auditor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collection lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leftover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>persistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockSummary</name>
    <message numerus="yes">
        <source>%n persistent nodes</source>
        <translation>
            <numerusform>%n persistent node</numerusform>
            <numerusform>%n persistent nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unrecognized children</source>
        <translation>
            <numerusform>%n unrecognized child</numerusform>
            <numerusform>%n unrecognized children</numerusform>
        </translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>herd: %n watchers</source>
        <translation>
            <numerusform>herd: %n watcher</numerusform>
            <numerusform>herd: %n watchers</numerusform>
        </translation>
    </message>
    <message>
        <source>held too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holder gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leftover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevocationAdvice</name>
    <message>
        <source>Curator semaphores cannot be revoked: only a force delete frees this lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Curator holder releases on __REVOKE__ only if it made its lock revocable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kazoo locks do not watch for revocation: only a force delete frees this holder (unless its client was written to honour &quot;unlock&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go-zookeeper locks do not watch for revocation: only a force delete frees this holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hive does not watch its lock nodes: UNLOCK TABLE, or a force delete, frees this lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solr does not watch its election nodes for revocation: a force delete makes the next candidate lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the holder releases on &quot;unlock&quot; only if its client watches its node for revocation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unseen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::FindingText</name>
    <message>
        <source>%1 holds %2 and waits in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sessions wait for each other and none can proceed: %2; release or delete one of the held nodes (lockscope-cli delete NODE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no member of the ensemble has answered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connect string names no server to ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client addresses unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch lists unknown: herds and broken waits not judged, locks known only by their watchers not shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client addresses unknown: connected to no member of the connect string (the session ended or is reconnecting, or its server is not listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held for %2 by %3, over the %4 limit, %5 waiting: ask the client to release (lockscope-cli revoke %1) or find out what it is doing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its (persistent) creator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation of %1 was requested %2 ago and %3 still %4 it: its client does not honour revocation (kazoo and go-zk locks never do); force-delete it (lockscope-cli delete %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queues for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its creator %1 is still connected, but the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its creator %1 is gone and nothing will ever delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its creator %1 may be gone (the ensemble did not say) and nothing deletes it then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no session owns it, so it outlives its client (created PERSISTENT instead of EPHEMERAL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; if its client is gone, delete it (lockscope-cli delete %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>persistent lock node %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 under %3 match no lock recipe and are not counted as entries (%4): check that they belong there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sessions watch %2 (herd effect): every change wakes all of them at once; let each waiter watch only its predecessor (ephemeral sequential nodes, as Curator&apos;s InterProcessMutex or kazoo&apos;s Lock do)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watches nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watches %1 but not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 other nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits in %2 for %3 but %4: it will never wake; restart that client or delete its node (lockscope-cli delete %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 backup master(s) registered under %2 but no active master: one takes over within the session timeout; if none does, check the backup masters&apos; logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no active %1 for %2: the breadcrumb names %3, the last active, which may need fencing; the failover controllers elect a new active once one is healthy (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an undecodable record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failover under way for %1: %2 holds the lock but the breadcrumb still names %3 (fencing it has not finished; if this lasts, check the failover controllers&apos; logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explicit Hive lock (LOCK %1 … %2)%3: persistent by design, it stays until %4 (SHOW LOCKS lists it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explicit Hive lock node (%1)%2 that conflicts with a lower lock: its LOCK statement failed and the node was left behind; later requests still see it, release it with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the controller node names broker %1, which is not registered under %2: a leftover of a broker that is gone; it vanishes when session %3 expires, else delete it at version %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the controller node belongs to session %1, but broker %2 is registered under session %3: a leftover of broker %2&apos;s previous session (&quot;node exists with another owner&quot;); it vanishes when that session expires, else delete it at version %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 broker(s) registered under %2 but none is the controller: no partition leader can change until one is elected (see the brokers&apos; controller logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overseer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader of shard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 registered in %2 although %3 candidate(s) stand: %4 is next by the election but has not taken over; if this lasts, check that node&apos;s log, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then restart it so that the next candidate takes over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the Collection API&apos;s FORCELEADER can elect a replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names %2 as %3, but the election&apos;s lowest candidate is %4: a leader change under way, or a record left by a previous leader whose session has not expired; if it lasts, %5 (deleting election nodes by hand breaks the watch chain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare with OVERSEERSTATUS and restart the node the record names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the Collection API&apos;s REBALANCELEADERS, or FORCELEADER for the shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server with UUID %1 removes it itself when it restarts; any other server for this replica fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node names pid %1; a restarted server writes another pid and random number, so it fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server restarting fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;) unless the node holds its own identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands by in %2 behind %3 but %4: it will not take over when the leader goes; restart that candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waits with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stands by with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its client&apos;s session timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leader expires it at %1 UTC, in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leader&apos;s expiry was due %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for the session to expire (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for the session to expire (%1); if that is too long and the process is surely dead, force-delete the node it holds at the version shown (lockscope-cli delete %2 --version %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>session %1 has been served by no member of the ensemble for %2 (every member answered): its process is gone or cut off, and its %n node(s) stay until the session expires: it %3; %4</source>
        <translation>
            <numerusform>session %1 has been served by no member of the ensemble for %2 (every member answered): its process is gone or cut off, and its %n node stays until the session expires: it %3; %4</numerusform>
            <numerusform>session %1 has been served by no member of the ensemble for %2 (every member answered): its process is gone or cut off, and its %n nodes stay until the session expires: it %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions wait for each other in a circle of blocked waits: none can proceed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release or force-delete one of the held nodes of the circle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session that holds or queues for locks is served by no member: its process is gone and its nodes stay until the session expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the expiry; when it is too long and the process is surely dead, force-delete the exact node it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A live waiter watches nothing, or not what it waits for: it will never wake (a standby will never take over).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart that client, or force-delete its node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many sessions watch one node of a blocking lock: each change wakes them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Have each waiter watch only its predecessor (ephemeral sequential nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task lock has been held past its limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request revocation, or find out what its client is doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A revocation was requested and the entry is still there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its client does not honour revocation: force-delete the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lock entry no session owns outlives its client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If its client is gone, force-delete it; create lock nodes EPHEMERAL_SEQUENTIAL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queue folder holds children that match no lock shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that they belong there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s records say a leader should exist and none holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the system&apos;s candidates; the last leader may need fencing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s leader record names someone other than the election&apos;s holder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failover is in progress or stuck; watch that it completes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica %1 stays marked active until then (the server&apos;s zookeeper session_timeout_ms, 30 s by default). %2, its tables read-only, retrying until then (SYSTEM RESTART REPLICA retries at once). Delete its is_active nodes (lockscope-cli delete PATH --version N) only once the old server process is surely dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An election&apos;s holder keeps changing: each hand-over is healthy alone, the rate is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the candidates for session expiries (GC pauses, network, a too short session timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the holder of %1 changed %2 times in the last %3 (the latest %4 ago): look at the candidates&apos; logs for session expiries (GC pauses, a lost network, a session timeout too short for them) rather than at the lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty lock parents that no client has used for a long time: ZooKeeper keeps them for ever unless they are container nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List them and delete them with lockscope-cli reap (each only while empty and unchanged); create lock parents as containers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) under %2 unused for over %3 (%4%5): no client deletes them; lockscope-cli reap --root %2 lists them and, with --yes, deletes each while it is still empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their creators %1 are still connected, but the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their creators %1 are gone and nothing will ever delete them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their creators %1 may be gone (the ensemble did not say) and nothing deletes them then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no session owns them, so they outlive their clients (created PERSISTENT instead of EPHEMERAL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; they block %1 waiting: if their clients are gone, delete them one by one (lockscope-cli delete %2, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; if their clients are gone, delete them one by one (lockscope-cli delete %1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n persistent lock nodes in %1 (%2): %3%4</source>
        <translation>
            <numerusform>%n persistent lock node in %1 (%2): %3%4</numerusform>
            <numerusform>%n persistent lock nodes in %1 (%2): %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>its creator %1 was served by no member in the last round (it may be moving to another member), and the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their creators %1 were served by no member in the last round (they may be moving to another member), and the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::AuditLogDialog</name>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by node, user, action or result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ensemble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n records</source>
        <translation>
            <numerusform>%1 — %n record</numerusform>
            <numerusform>%1 — %n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n damaged lines skipped</source>
        <translation>
            <numerusform>; %n damaged line skipped</numerusform>
            <numerusform>; %n damaged lines skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>; the last line was cut off mid-write and is left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectDialog</name>
    <message>
        <source>Connect to ZooKeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles and recent connections:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name to save this profile under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect string:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digest auth user (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (four-letter words only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked on every member for the client address behind each session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdminServer port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: no revoke, no force delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock parents to watch, one per line
/app/locks/orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subtrees in which every lock is found, one per line
/app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the profile a name to save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the passwords in the desktop&apos;s keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No desktop keyring answers (%1): passwords are asked for each time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keyring would not give the kept passwords: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::Connection</name>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting (session kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session expired, reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; locks as of %2 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected to %1, reading locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost, reconnecting (session kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>no quorum: %n of %1 members answer, none serves writes</source>
        <translation>
            <numerusform>no quorum: %n of %1 members answers, none serves writes</numerusform>
            <numerusform>no quorum: %n of %1 members answer, none serves writes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n serve reads only)</source>
        <translation>
            <numerusform>%1 (%n serves reads only)</numerusform>
            <numerusform>%1 (%n serve reads only)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectionTab</name>
    <message>
        <source>Live events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZooKeeper connection state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>READ-ONLY: revoke and force delete are off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n lock</numerusform>
            <numerusform>%n locks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paths cannot be read</source>
        <translation>
            <numerusform>%n path cannot be read</numerusform>
            <numerusform>%n paths cannot be read</numerusform>
        </translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 %3 · %4 · %5</source>
        <comment>lock, recipe, kind, holders, waiters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n holding</source>
        <translation>
            <numerusform>%n holding</numerusform>
            <numerusform>%n holding</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n waiting</numerusform>
            <numerusform>%n waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1, %2 critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leading</source>
        <translation>
            <numerusform>%n leading</numerusform>
            <numerusform>%n leading</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standing by</source>
        <translation>
            <numerusform>%n standing by</numerusform>
            <numerusform>%n standing by</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PAUSED: %n change(s) waiting</source>
        <translation>
            <numerusform>PAUSED: %n change waiting</numerusform>
            <numerusform>PAUSED: %n changes waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>Live events (selected range)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ContentionChartView</name>
    <message>
        <source>%1: no samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 samples, min %3, median %4, p95 %5, max %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisitions per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold and wait times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history is being recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lock activity seen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history for %1. The monitor has not shown this lock, or it was among the least recently changed locks dropped to keep the history within its capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · gone from view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold and wait times: no samples yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 more came and went unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now %1 holding, %2 waiting · %3, %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s)</source>
        <translation>
            <numerusform>%n acquisition</numerusform>
            <numerusform>%n acquisitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandoned</numerusform>
            <numerusform>%n abandoned</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · from %2 to %3 (the range selected in the timeline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was recorded in the selected range. Clear the range in the timeline to see the whole history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisitions per minute: no minute completed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · this minute so far: %n</source>
        <translation>
            <numerusform> · this minute so far: %n</numerusform>
            <numerusform> · this minute so far: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DeadlockGraphView</name>
    <message>
        <source>Select a deadlock finding to see who waits for whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sessions wait for each other in a circle: an arrow points from a waiting session to the one holding the lock it waits for.</source>
        <translation>
            <numerusform>%n session waits for itself in a circle: an arrow points from a waiting session to the one holding the lock it waits for.</numerusform>
            <numerusform>%n sessions wait for each other in a circle: an arrow points from a waiting session to the one holding the lock it waits for.</numerusform>
        </translation>
    </message>
    <message>
        <source>client unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
  %2 waits behind %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the lock.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DemoMenu</name>
    <message>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch a client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not launch a client: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kill a client (crash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (pid %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed %1: its session expires on the server shortly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no client running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every kind of client on its own lock, at a realistic pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy exclusive and read-write locks with long queues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain-node locks where every waiter watches the holder&apos;s node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a kazoo-style semaphore with two leases and a queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long holders: some release when revoked, one ignores it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a holder that dies every few seconds; its session expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>persistent lock nodes left behind by dead clients block the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two clients and a ring of three, each holding what the next wants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka&apos;s controller, HDFS NameNodes failing over, a Solr overseer election, Accumulo&apos;s managers and FATE table locks, a dead nameservice and a Hive lock left behind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::EventFeedModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingDetailsPane</name>
    <message>
        <source>Show nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the finding&apos;s lock and nodes in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter on session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the locks this session holds or waits for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a finding to read it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it means:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingModel</name>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expiry overdue by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ForceDeleteDialog</name>
    <message>
        <source>latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force delete a lock node</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Force delete %n lock nodes</source>
        <translation>
            <numerusform>Force delete %n lock node</numerusform>
            <numerusform>Force delete %n lock nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>The owning client is not told. If it is still alive it will go on believing it holds or waits, and two clients may then hold the lock at once. Each node is deleted only at the version shown: a node that changed meanwhile is left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n nodes</source>
        <translation>
            <numerusform>Delete %n node</numerusform>
            <numerusform>Delete %n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3, owned by session %4?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n nodes, each at the version shown and owned by the session shown?</source>
        <translation>
            <numerusform>Delete this %n node, at the version shown and owned by the session shown?</numerusform>
            <numerusform>Delete these %n nodes, each at the version shown and owned by the session shown?</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit log not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3? No session owns it (%4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::HistoryWindow</name>
    <message>
        <source>Transaction logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transaction logs — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 · %n locks</source>
        <translation>
            <numerusform>%1 to %2 · %n lock</numerusform>
            <numerusform>%1 to %2 · %n locks</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to replay: no transactions were read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when lockscope is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LockListModel</name>
    <message>
        <source>Unrecognized: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries joined and left between two reads, unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LocksOverview</name>
    <message>
        <source>Filter locks by path, system, owner or session (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::MainWindow</name>
    <message>
        <source>&lt;h2&gt;No ensemble connected&lt;/h2&gt;&lt;p&gt;File → Connect… (Ctrl+O) to watch the locks of a ZooKeeper ensemble,&lt;br&gt;or File → Start demo to see simulated clients contend.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a ZooKeeper ensemble (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a private ZooKeeper with simulated lock clients and watch it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the selected holder to release its lock (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected lock nodes after confirmation (Shift+Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; paths, or the lock&apos;s path (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;session id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; session ids (Ctrl+Alt+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About lockscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About lockscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lockscope %1
A live view of the distributed locks a ZooKeeper ensemble coordinates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo is already running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No demo scenario &quot;%1&quot;. Known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the demo ZooKeeper and its clients…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s ZooKeeper server stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: this connection is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;transaction logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a ZooKeeper data directory: who held and waited for each lock, and when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reap &amp;leftovers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the empty lock parents no client uses any more, then delete them after confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the locks and the queue still; changes are shown on resume (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recogniser files in force, and reloading them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::NodeDetailsView</name>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session (ephemeralOwner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created (ctime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified (mtime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zxids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data / children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (hex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node in the queue to see its details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, revocation requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: a persistent node, it outlives its client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data %1 · children %2 · ACL %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 · modified %2 · children %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source> (first %1 shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n children</source>
        <translation>
            <numerusform>%n child</numerusform>
            <numerusform>%n children</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::OpenHistoryDialog</name>
    <message>
        <source>Open transaction logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZooKeeper&apos;s data directory, its version-2 folder, or a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock parents, separated by spaces: /app/locks/orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subtrees in which every lock is found: /app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s dataLogDir, only when it keeps its logs apart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::PastLocksModel</name>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ProfileStore</name>
    <message>
        <source>The passwords were not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueGraphView</name>
    <message>
        <source>Select a lock to see its queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds this lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting: %1, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No standby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standby: %1, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueModel</name>
    <message>
        <source>holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ReapDialog</name>
    <message>
        <source>deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept (changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept (not empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reap leftovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty lock parents and a semaphore&apos;s empty lease and lock folders stay in ZooKeeper for ever unless they are container nodes. They are listed first; nothing is deleted until you confirm, and then each only while it is still empty and unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number and s, m, h or d (30m, 1h, 2d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle for at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (recorded in the audit log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad root &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The age takes a whole number and s, m, h or d (30m, 1h, 2d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leftover(s) under %2 idle for over %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) not shown idle that long are left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: listing only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting %1 leftover(s)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 leftover(s) deleted; every attempt is in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecogniserListModel</name>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecognisersPage</name>
    <message>
        <source>Recogniser files teach lockscope what a system&apos;s ZooKeeper nodes are: its locks, elections and records. The built-in files are read first, then your folder, then each --recognisers folder; a later file for the same system replaces an earlier one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files not loaded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every file loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads every file again; the open connections then rebuild their locks with them. An open transaction log replay keeps the files it was read with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open my folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 (made if missing): put your .yaml files there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program opens folders here: your files go in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the built-in files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not there yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RevokeDialog</name>
    <message>
        <source>Revoke lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ask the holder of %1 to release it.&lt;/b&gt;&lt;br&gt;Node: %2&lt;br&gt;Version %3 · session %4 · %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlock (ZooKeeper recipes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>__REVOKE__ (Curator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long to wait for the holder to let go before offering a force delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for release:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered when the holder did not let go in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the revocation payload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload written at version %1. Waiting for the holder to let go…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waited %1 of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still held: %1
You can force-delete the node at version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(latest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecretStore</name>
    <message>
        <source>the keyring did not answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecurityFields</name>
    <message>
        <source>PEM (*.pem *.crt *.key);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS CA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAs trusted for the server (PEM); empty: no TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this client&apos;s certificate (PEM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this client&apos;s private key (PEM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kerberos (GSSAPI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SASL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SASL user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SASL password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service part of the servers&apos; Kerberos principal (SERVICE/host@REALM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kerberos service:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never in the settings file; kept only in the keyring, if asked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SessionModel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its oldest monitored node was created at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since the session&apos;s oldest monitored node was created: ZooKeeper does not publish when a session began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <comment>column: how long ago the session&apos;s oldest node was created</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognisers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsModel</name>
    <message>
        <source>%1 · no %2</source>
        <comment>system, role: e.g. HDFS mycluster · no active NameNode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <comment>system, role, holder</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n lock</numerusform>
            <numerusform>%n locks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standby</source>
        <translation>
            <numerusform>%n standby</numerusform>
            <numerusform>%n standby</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n waiting</numerusform>
            <numerusform>%n waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsView</name>
    <message>
        <source>No system recognised yet: Kafka, Hadoop HA, HBase, Solr, Hive, ClickHouse and Curator-based elections show here once their nodes are under a watched path.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelinePanel</name>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole record (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the present (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live events and the charts show only this range. Click to show everything (Escape in the timeline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted by another session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom, Shift+drag to select a time range for the live events and the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range %1 – %2 ✕</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelineView</name>
    <message numerus="yes">
        <source>%n entries joined and left between two reads, unseen</source>
        <translation>
            <numerusform>%n entry joined and left between two reads, unseen</numerusform>
            <numerusform>%n entries joined and left between two reads, unseen</numerusform>
        </translation>
    </message>
    <message>
        <source>Session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(there before the record began)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired: %1, after waiting %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1, %2 after %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entries recorded for this lock yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a lock to see its timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1, deleted by session %2 after %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
