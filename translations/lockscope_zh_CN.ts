<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>no connect string (host:port[,host:port][/chroot])</source>
        <translation>未填写连接串（host:port[,host:port][/chroot]）</translation>
    </message>
    <message>
        <source>the connect string must not contain spaces</source>
        <translation>连接串不能包含空格</translation>
    </message>
    <message>
        <source>the digest user name must not contain &apos;:&apos;</source>
        <translation>digest 用户名不能包含 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a password was given without a user name</source>
        <translation>填写了密码但没有用户名</translation>
    </message>
    <message>
        <source>the AdminServer port must be between 0 and 65535</source>
        <translation>AdminServer 端口必须在 0 到 65535 之间</translation>
    </message>
    <message>
        <source>the session timeout must be between 1000 and 600000 ms</source>
        <translation>会话超时必须在 1000 到 600000 毫秒之间</translation>
    </message>
    <message>
        <source>bad path &quot;%1&quot;: %2</source>
        <translation>路径“%1”无效：%2</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>mutex</source>
        <translation>互斥锁</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>读写锁</translation>
    </message>
    <message>
        <source>semaphore</source>
        <translation>信号量</translation>
    </message>
    <message>
        <source>exclusive</source>
        <translation>独占</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写</translation>
    </message>
    <message>
        <source>lease</source>
        <translation>租约</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>死锁</translation>
    </message>
    <message>
        <source>herd</source>
        <translation>羊群效应</translation>
    </message>
    <message>
        <source>long-held</source>
        <translation>持有过久</translation>
    </message>
    <message>
        <source>persistent node</source>
        <translation>持久节点</translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation>释放请求被忽略</translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation>等待失效</translation>
    </message>
    <message>
        <source>unrecognized</source>
        <translation>无法识别</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>released</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>still held</source>
        <translation>仍被持有</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>进入队列</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>已获取</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>已请求释放</translation>
    </message>
    <message>
        <source>lock appeared</source>
        <translation>锁出现</translation>
    </message>
    <message>
        <source>lock vanished</source>
        <translation>锁消失</translation>
    </message>
    <message>
        <source>connection: connected</source>
        <translation>连接：已连接</translation>
    </message>
    <message>
        <source>connection: reconnected</source>
        <translation>连接：已重连</translation>
    </message>
    <message>
        <source>connection: disconnected</source>
        <translation>连接：已断开</translation>
    </message>
    <message>
        <source>connection: session expired</source>
        <translation>连接：会话已过期</translation>
    </message>
    <message>
        <source>connection: %1</source>
        <translation>连接：%1</translation>
    </message>
    <message>
        <source>election</source>
        <translation>选举</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>无领导者</translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation>领导者不一致</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen</source>
        <translation>
            <numerusform>%n 个未见</numerusform>
        </translation>
    </message>
    <message>
        <source>leader</source>
        <translation>领导者</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>备用</translation>
    </message>
    <message>
        <source>controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <source>active NameNode</source>
        <translation>活动 NameNode</translation>
    </message>
    <message>
        <source>active ResourceManager</source>
        <translation>活动 ResourceManager</translation>
    </message>
    <message>
        <source>active master</source>
        <translation>活动 master</translation>
    </message>
    <message>
        <source>overseer</source>
        <translation>overseer 总管</translation>
    </message>
    <message>
        <source>shard leader</source>
        <translation>分片领导者</translation>
    </message>
    <message>
        <source>table lock</source>
        <translation>表锁</translation>
    </message>
    <message>
        <source>DDL lock</source>
        <translation>DDL 锁</translation>
    </message>
    <message>
        <source>part lock</source>
        <translation>数据分片锁</translation>
    </message>
    <message>
        <source>active replica</source>
        <translation>活动副本</translation>
    </message>
    <message>
        <source>auditor</source>
        <translation>审计器</translation>
    </message>
    <message>
        <source>collection lock</source>
        <translation>集合锁</translation>
    </message>
    <message>
        <source>shard lock</source>
        <translation>分片锁</translation>
    </message>
    <message>
        <source>replica lock</source>
        <translation>副本锁</translation>
    </message>
    <message>
        <source>database lock</source>
        <translation>数据库锁</translation>
    </message>
    <message>
        <source>partition lock</source>
        <translation>分区锁</translation>
    </message>
    <message>
        <source>still there</source>
        <translation>仍在</translation>
    </message>
    <message>
        <source>session ended</source>
        <translation>会话结束</translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation>过期注册</translation>
    </message>
    <message>
        <source>dead holder</source>
        <translation>失联持有者</translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation>领导者频繁切换</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>残留节点</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>persistent</source>
        <translation>持久</translation>
    </message>
    <message>
        <source>container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>TTL node</source>
        <translation>TTL 节点</translation>
    </message>
</context>
<context>
    <name>LockSummary</name>
    <message numerus="yes">
        <source>%n persistent nodes</source>
        <translation>
            <numerusform>%n 个持久节点</numerusform>
        </translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>已请求释放</translation>
    </message>
    <message numerus="yes">
        <source>%n unrecognized children</source>
        <translation>
            <numerusform>%n 个无法识别的子节点</numerusform>
        </translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>死锁</translation>
    </message>
    <message numerus="yes">
        <source>herd: %n watchers</source>
        <translation>
            <numerusform>羊群效应：%n 个监听者</numerusform>
        </translation>
    </message>
    <message>
        <source>held too long</source>
        <translation>持有过久</translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation>释放请求被忽略</translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation>等待失效</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>无领导者</translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation>领导者不一致</translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation>过期注册</translation>
    </message>
    <message>
        <source>holder gone</source>
        <translation>持有者已失联</translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation>领导者频繁切换</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>残留节点</translation>
    </message>
</context>
<context>
    <name>RevocationAdvice</name>
    <message>
        <source>Curator semaphores cannot be revoked: only a force delete frees this lease</source>
        <translation>Curator 信号量无法请求释放：只有强制删除才能释放此租约</translation>
    </message>
    <message>
        <source>a Curator holder releases on __REVOKE__ only if it made its lock revocable</source>
        <translation>Curator 持有者只有在其锁设为可撤回（revocable）时才会在收到 __REVOKE__ 后释放</translation>
    </message>
    <message>
        <source>kazoo locks do not watch for revocation: only a force delete frees this holder (unless its client was written to honour &quot;unlock&quot;)</source>
        <translation>kazoo 锁不监视释放请求：只有强制删除才能让此持有者放手（除非其客户端专门实现了响应 &quot;unlock&quot;）</translation>
    </message>
    <message>
        <source>go-zookeeper locks do not watch for revocation: only a force delete frees this holder</source>
        <translation>go-zookeeper 锁不监视释放请求：只有强制删除才能让此持有者放手</translation>
    </message>
    <message>
        <source>Hive does not watch its lock nodes: UNLOCK TABLE, or a force delete, frees this lock</source>
        <translation>Hive 不监视其锁节点：UNLOCK TABLE 或强制删除才能释放此锁</translation>
    </message>
    <message>
        <source>Solr does not watch its election nodes for revocation: a force delete makes the next candidate lead</source>
        <translation>Solr 不监视其选举节点上的释放请求：强制删除会让下一个候选者成为领导者</translation>
    </message>
    <message>
        <source>the holder releases on &quot;unlock&quot; only if its client watches its node for revocation</source>
        <translation>只有当持有者的客户端监视其节点上的释放请求时，它才会在收到 &quot;unlock&quot; 后释放</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未观察到</translation>
    </message>
</context>
<context>
    <name>lockscope::FindingText</name>
    <message>
        <source>%1 holds %2 and waits in %3</source>
        <translation>%1 持有 %2，并在 %3 中等待</translation>
    </message>
    <message>
        <source>%1 sessions wait for each other and none can proceed: %2; release or delete one of the held nodes (lockscope-cli delete NODE)</source>
        <translation>%1 个会话相互等待，均无法继续：%2；请释放或删除其中一个被持有的节点（lockscope-cli delete NODE）</translation>
    </message>
    <message>
        <source>no member of the ensemble has answered yet</source>
        <translation>集群成员尚未应答</translation>
    </message>
    <message>
        <source>the connect string names no server to ask</source>
        <translation>连接字符串中没有可询问的服务器</translation>
    </message>
    <message>
        <source>client addresses unknown: %1</source>
        <translation>客户端地址未知：%1</translation>
    </message>
    <message>
        <source>watch lists unknown: herds and broken waits not judged, locks known only by their watchers not shown: %1</source>
        <translation>watch 列表未知：未判断羊群效应和失效的等待，仅凭其 watcher 才能识别的锁未显示：%1</translation>
    </message>
    <message>
        <source>client addresses unknown: connected to no member of the connect string (the session ended or is reconnecting, or its server is not listed)</source>
        <translation>客户端地址未知：未连接到连接字符串中的任何成员（会话已结束或正在重连，或其服务器未列出）</translation>
    </message>
    <message>
        <source>%1 held for %2 by %3, over the %4 limit, %5 waiting: ask the client to release (lockscope-cli revoke %1) or find out what it is doing</source>
        <translation>%1 已被 %3 持有 %2，超过 %4 的上限，%5 个等待者：请客户端释放（lockscope-cli revoke %1），或查明它在做什么</translation>
    </message>
    <message>
        <source>its (persistent) creator</source>
        <translation>其（持久节点的）创建者</translation>
    </message>
    <message>
        <source>revocation of %1 was requested %2 ago and %3 still %4 it: its client does not honour revocation (kazoo and go-zk locks never do); force-delete it (lockscope-cli delete %1)</source>
        <translation>%2 前已请求释放 %1，但 %3 仍然%4：其客户端不响应释放请求（kazoo 和 go-zk 的锁从不响应）；请强制删除它（lockscope-cli delete %1）</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>持有它</translation>
    </message>
    <message>
        <source>queues for</source>
        <translation>在排队等待它</translation>
    </message>
    <message>
        <source>its creator %1 is still connected, but the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>其创建者 %1 仍然在线，但该客户端终止后节点会保留；请以 EPHEMERAL_SEQUENTIAL 创建锁节点</translation>
    </message>
    <message>
        <source>its creator %1 is gone and nothing will ever delete it</source>
        <translation>其创建者 %1 已不存在，不会再有任何程序删除它</translation>
    </message>
    <message>
        <source>its creator %1 may be gone (the ensemble did not say) and nothing deletes it then</source>
        <translation>其创建者 %1 可能已不存在（集群未告知），那样就没有程序会删除它</translation>
    </message>
    <message>
        <source>no session owns it, so it outlives its client (created PERSISTENT instead of EPHEMERAL)</source>
        <translation>没有会话拥有它，因此它比其客户端存活得更久（以 PERSISTENT 而非 EPHEMERAL 创建）</translation>
    </message>
    <message>
        <source>; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)</source>
        <translation>；它阻塞了 %1 个等待者：若其客户端已不存在，请删除它（lockscope-cli delete %2）</translation>
    </message>
    <message>
        <source>; if its client is gone, delete it (lockscope-cli delete %1)</source>
        <translation>；若其客户端已不存在，请删除它（lockscope-cli delete %1）</translation>
    </message>
    <message>
        <source>persistent lock node %1: %2%3</source>
        <translation>持久锁节点 %1：%2%3</translation>
    </message>
    <message>
        <source>%1 %2 under %3 match no lock recipe and are not counted as entries (%4): check that they belong there</source>
        <translation>%3 下有 %1 个%2不符合任何锁配方，未计为条目（%4）：请检查它们是否应在那里</translation>
    </message>
    <message>
        <source>child</source>
        <translation>子节点</translation>
    </message>
    <message>
        <source>children</source>
        <translation>子节点</translation>
    </message>
    <message>
        <source>%1 sessions watch %2 (herd effect): every change wakes all of them at once; let each waiter watch only its predecessor (ephemeral sequential nodes, as Curator&apos;s InterProcessMutex or kazoo&apos;s Lock do)</source>
        <translation>%1 个会话监视 %2（羊群效应）：每次变化都会同时唤醒它们全部；请让每个等待者只监视其前一个节点（临时顺序节点，如 Curator 的 InterProcessMutex 或 kazoo 的 Lock）</translation>
    </message>
    <message>
        <source>watches nothing</source>
        <translation>没有监视任何节点</translation>
    </message>
    <message>
        <source>watches %1 but not %2</source>
        <translation>监视 %1 而非 %2</translation>
    </message>
    <message>
        <source>%1 other nodes</source>
        <translation>%1 个其他节点</translation>
    </message>
    <message>
        <source>%1 waits in %2 for %3 but %4: it will never wake; restart that client or delete its node (lockscope-cli delete %5)</source>
        <translation>%1 在 %2 中等待 %3，但%4：它永远不会被唤醒；请重启该客户端或删除其节点（lockscope-cli delete %5）</translation>
    </message>
    <message>
        <source>%1 backup master(s) registered under %2 but no active master: one takes over within the session timeout; if none does, check the backup masters&apos; logs</source>
        <translation>%2 下注册了 %1 个备用 master，但没有活动 master：应有一个在会话超时内接管；若都没有，请检查备用 master 的日志</translation>
    </message>
    <message>
        <source>no active %1 for %2: the breadcrumb names %3, the last active, which may need fencing; the failover controllers elect a new active once one is healthy (%4)</source>
        <translation>%2 没有活动的 %1：breadcrumb 记录的是上一个活动者 %3，它可能需要隔离（fencing）；一旦有健康的节点，故障转移控制器就会选出新的活动者（%4）</translation>
    </message>
    <message>
        <source>an undecodable record</source>
        <translation>一条无法解码的记录</translation>
    </message>
    <message>
        <source>failover under way for %1: %2 holds the lock but the breadcrumb still names %3 (fencing it has not finished; if this lasts, check the failover controllers&apos; logs)</source>
        <translation>%1 正在故障转移：%2 持有锁，但 breadcrumb 仍记录 %3（对它的隔离尚未完成；若持续如此，请检查故障转移控制器的日志）</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>，由 %1 持有</translation>
    </message>
    <message>
        <source>explicit Hive lock (LOCK %1 … %2)%3: persistent by design, it stays until %4 (SHOW LOCKS lists it)</source>
        <translation>显式 Hive 锁（LOCK %1 … %2）%3：按设计为持久节点，会一直保留直到执行 %4（SHOW LOCKS 可列出它）</translation>
    </message>
    <message>
        <source>explicit Hive lock node (%1)%2 that conflicts with a lower lock: its LOCK statement failed and the node was left behind; later requests still see it, release it with %3</source>
        <translation>与更低位置的锁冲突的显式 Hive 锁节点（%1）%2：其 LOCK 语句已失败而节点被遗留；后续请求仍会看到它，请用 %3 释放</translation>
    </message>
    <message>
        <source>the controller node names broker %1, which is not registered under %2: a leftover of a broker that is gone; it vanishes when session %3 expires, else delete it at version %4</source>
        <translation>controller 节点记录的是 broker %1，但它未在 %2 下注册：这是已不存在的 broker 的遗留；会话 %3 过期时它会消失，否则请按版本 %4 删除它</translation>
    </message>
    <message>
        <source>the controller node belongs to session %1, but broker %2 is registered under session %3: a leftover of broker %2&apos;s previous session (&quot;node exists with another owner&quot;); it vanishes when that session expires, else delete it at version %4</source>
        <translation>controller 节点属于会话 %1，但 broker %2 以会话 %3 注册：这是 broker %2 上一个会话的遗留（&quot;node exists with another owner&quot;）；该会话过期时它会消失，否则请按版本 %4 删除它</translation>
    </message>
    <message>
        <source>%1 broker(s) registered under %2 but none is the controller: no partition leader can change until one is elected (see the brokers&apos; controller logs)</source>
        <translation>%2 下注册了 %1 个 broker，但没有一个是 controller：在选出 controller 之前，任何分区的领导者都无法变更（请查看 broker 的 controller 日志）</translation>
    </message>
    <message>
        <source>overseer</source>
        <translation>overseer</translation>
    </message>
    <message>
        <source>leader of shard %1</source>
        <translation>分片 %1 的领导者</translation>
    </message>
    <message>
        <source>no %1 registered in %2 although %3 candidate(s) stand: %4 is next by the election but has not taken over; if this lasts, check that node&apos;s log, %5</source>
        <translation>%2 中没有注册 %1，尽管有 %3 个候选者：按选举应由 %4 接任，但它尚未接管；若持续如此，请检查该节点的日志，%5</translation>
    </message>
    <message>
        <source>then restart it so that the next candidate takes over</source>
        <translation>然后重启它，使下一个候选者接管</translation>
    </message>
    <message>
        <source>then the Collection API&apos;s FORCELEADER can elect a replica</source>
        <translation>然后可用 Collection API 的 FORCELEADER 选出一个副本</translation>
    </message>
    <message>
        <source>%1 names %2 as %3, but the election&apos;s lowest candidate is %4: a leader change under way, or a record left by a previous leader whose session has not expired; if it lasts, %5 (deleting election nodes by hand breaks the watch chain)</source>
        <translation>%1 记录 %2 为 %3，但选举中最低的候选者是 %4：可能领导者正在变更，或者是会话尚未过期的前任领导者留下的记录；若持续如此，请%5（手动删除选举节点会破坏 watch 链）</translation>
    </message>
    <message>
        <source>compare with OVERSEERSTATUS and restart the node the record names</source>
        <translation>与 OVERSEERSTATUS 对照，并重启记录中所指的节点</translation>
    </message>
    <message>
        <source>run the Collection API&apos;s REBALANCELEADERS, or FORCELEADER for the shard</source>
        <translation>运行 Collection API 的 REBALANCELEADERS，或对该分片运行 FORCELEADER</translation>
    </message>
    <message>
        <source>The server with UUID %1 removes it itself when it restarts; any other server for this replica fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation>UUID 为 %1 的服务器重启时会自行删除它；该副本的其他任何服务器都会以 REPLICA_IS_ALREADY_ACTIVE（&quot;appears to be already active&quot;）失败</translation>
    </message>
    <message>
        <source>The node names pid %1; a restarted server writes another pid and random number, so it fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation>该节点记录的是 pid %1；重启后的服务器写入的是另一个 pid 和随机数，因此会以 REPLICA_IS_ALREADY_ACTIVE（&quot;appears to be already active&quot;）失败</translation>
    </message>
    <message>
        <source>A server restarting fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;) unless the node holds its own identifier</source>
        <translation>除非该节点存的是它自己的标识，否则重启的服务器会以 REPLICA_IS_ALREADY_ACTIVE（&quot;appears to be already active&quot;）失败</translation>
    </message>
    <message>
        <source>%1 stands by in %2 behind %3 but %4: it will not take over when the leader goes; restart that candidate</source>
        <translation>%1 在 %2 中排在 %3 之后备用，但%4：领导者离开时它不会接管；请重启该候选者</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>持有 %1</translation>
    </message>
    <message>
        <source>waits with %1</source>
        <translation>以 %1 等待</translation>
    </message>
    <message>
        <source>stands by with %1</source>
        <translation>以 %1 备用</translation>
    </message>
    <message>
        <source>owns %1</source>
        <translation>拥有 %1</translation>
    </message>
    <message>
        <source>its client&apos;s session timeout</source>
        <translation>其客户端的会话超时</translation>
    </message>
    <message>
        <source>the leader expires it at %1 UTC, in %2</source>
        <translation>领导者将在 UTC %1（%2 后）使其过期</translation>
    </message>
    <message>
        <source>the leader&apos;s expiry was due %1 ago</source>
        <translation>领导者的过期时间已过去 %1</translation>
    </message>
    <message>
        <source>wait for the session to expire (%1)</source>
        <translation>等待会话过期（%1）</translation>
    </message>
    <message>
        <source>wait for the session to expire (%1); if that is too long and the process is surely dead, force-delete the node it holds at the version shown (lockscope-cli delete %2 --version %3)</source>
        <translation>等待会话过期（%1）；如果等待太久且确认进程已终止，按显示的版本强制删除它持有的节点（lockscope-cli delete %2 --version %3）</translation>
    </message>
    <message numerus="yes">
        <source>session %1 has been served by no member of the ensemble for %2 (every member answered): its process is gone or cut off, and its %n node(s) stay until the session expires: it %3; %4</source>
        <translation>
            <numerusform>会话 %1 已有 %2 不被集群中任何成员服务（所有成员都已应答）：其进程已不在或被隔断，它的 %n 个节点会保留到会话过期：它%3；%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions wait for each other in a circle of blocked waits: none can proceed.</source>
        <translation>多个会话在阻塞等待中互相等待，形成环：谁都无法继续。</translation>
    </message>
    <message>
        <source>Release or force-delete one of the held nodes of the circle.</source>
        <translation>释放或强制删除环中某个被持有的节点。</translation>
    </message>
    <message>
        <source>A session that holds or queues for locks is served by no member: its process is gone and its nodes stay until the session expires.</source>
        <translation>一个持有锁或排队等锁的会话已不被任何成员服务：其进程已不在，其节点会保留到会话过期。</translation>
    </message>
    <message>
        <source>Wait for the expiry; when it is too long and the process is surely dead, force-delete the exact node it holds.</source>
        <translation>等待会话过期；如果等待太久且确认进程已终止，可强制删除它持有的那个确切节点。</translation>
    </message>
    <message>
        <source>A live waiter watches nothing, or not what it waits for: it will never wake (a standby will never take over).</source>
        <translation>一个存活的等待者没有监视任何节点，或没有监视它所等待的节点：它永远不会被唤醒（备用者永远不会接管）。</translation>
    </message>
    <message>
        <source>Restart that client, or force-delete its node.</source>
        <translation>重启该客户端，或强制删除它的节点。</translation>
    </message>
    <message>
        <source>Many sessions watch one node of a blocking lock: each change wakes them all.</source>
        <translation>许多会话监视阻塞锁的同一个节点：每次变化都会唤醒所有会话。</translation>
    </message>
    <message>
        <source>Have each waiter watch only its predecessor (ephemeral sequential nodes).</source>
        <translation>让每个等待者只监视它的前一个节点（临时顺序节点）。</translation>
    </message>
    <message>
        <source>A task lock has been held past its limit.</source>
        <translation>一个任务锁的持有时间超过了上限。</translation>
    </message>
    <message>
        <source>Request revocation, or find out what its client is doing.</source>
        <translation>请求释放，或查明其客户端在做什么。</translation>
    </message>
    <message>
        <source>A revocation was requested and the entry is still there.</source>
        <translation>已请求释放，但该条目仍然存在。</translation>
    </message>
    <message>
        <source>Its client does not honour revocation: force-delete the entry.</source>
        <translation>其客户端不响应释放请求：请强制删除该条目。</translation>
    </message>
    <message>
        <source>A lock entry no session owns outlives its client.</source>
        <translation>一个不属于任何会话的锁条目会比它的客户端存活更久。</translation>
    </message>
    <message>
        <source>If its client is gone, force-delete it; create lock nodes EPHEMERAL_SEQUENTIAL.</source>
        <translation>如果其客户端已不在，请强制删除它；锁节点应以 EPHEMERAL_SEQUENTIAL 创建。</translation>
    </message>
    <message>
        <source>A queue folder holds children that match no lock shape.</source>
        <translation>一个队列目录中有不符合任何锁形态的子节点。</translation>
    </message>
    <message>
        <source>Check that they belong there.</source>
        <translation>请确认它们应该在那里。</translation>
    </message>
    <message>
        <source>The system&apos;s records say a leader should exist and none holds.</source>
        <translation>系统自身的记录表明应当有领导者，但没有人持有。</translation>
    </message>
    <message>
        <source>Check the system&apos;s candidates; the last leader may need fencing.</source>
        <translation>检查系统的候选者；上一任领导者可能需要隔离（fencing）。</translation>
    </message>
    <message>
        <source>The system&apos;s leader record names someone other than the election&apos;s holder.</source>
        <translation>系统的领导者记录指向的并不是选举的持有者。</translation>
    </message>
    <message>
        <source>A failover is in progress or stuck; watch that it completes.</source>
        <translation>故障切换正在进行或已卡住；请观察它是否完成。</translation>
    </message>
    <message>
        <source>replica %1 stays marked active until then (the server&apos;s zookeeper session_timeout_ms, 30 s by default). %2, its tables read-only, retrying until then (SYSTEM RESTART REPLICA retries at once). Delete its is_active nodes (lockscope-cli delete PATH --version N) only once the old server process is surely dead</source>
        <translation>副本 %1 在此之前一直被标记为活跃（服务器的 zookeeper session_timeout_ms，默认 30 秒）。%2，其表为只读并一直重试到那时（SYSTEM RESTART REPLICA 会立即重试）。只有在确认旧服务器进程已终止后，才删除它的 is_active 节点（lockscope-cli delete PATH --version N）</translation>
    </message>
    <message>
        <source>An election&apos;s holder keeps changing: each hand-over is healthy alone, the rate is not.</source>
        <translation>选举的持有者不断变化：每次交接本身都正常，但频率不正常。</translation>
    </message>
    <message>
        <source>Look at the candidates for session expiries (GC pauses, network, a too short session timeout).</source>
        <translation>检查候选者的会话过期（GC 停顿、网络、会话超时过短）。</translation>
    </message>
    <message>
        <source>the holder of %1 changed %2 times in the last %3 (the latest %4 ago): look at the candidates&apos; logs for session expiries (GC pauses, a lost network, a session timeout too short for them) rather than at the lock</source>
        <translation>%1 的持有者在最近 %3 内变更了 %2 次（最近一次在 %4 前）：请在候选者的日志中查找会话过期（GC 停顿、网络中断、对它们来说过短的会话超时），而不是查看锁本身</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty lock parents that no client has used for a long time: ZooKeeper keeps them for ever unless they are container nodes.</source>
        <translation>长期没有任何客户端使用的空锁父节点：除非是容器节点，否则 ZooKeeper 会永久保留它们。</translation>
    </message>
    <message>
        <source>List them and delete them with lockscope-cli reap (each only while empty and unchanged); create lock parents as containers.</source>
        <translation>用 lockscope-cli reap 列出并删除它们（每个仅在仍为空且未改变时删除）；请将锁父节点创建为容器节点。</translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) under %2 unused for over %3 (%4%5): no client deletes them; lockscope-cli reap --root %2 lists them and, with --yes, deletes each while it is still empty</source>
        <translation>%2 下有 %1 个空锁父节点超过 %3 未被使用（%4%5）：没有客户端会删除它们；lockscope-cli reap --root %2 会列出它们，加 --yes 时在每个节点仍为空时删除</translation>
    </message>
    <message>
        <source>their creators %1 are still connected, but the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>其创建者 %1 仍然在线，但这些客户端终止后节点会保留；请以 EPHEMERAL_SEQUENTIAL 创建锁节点</translation>
    </message>
    <message>
        <source>their creators %1 are gone and nothing will ever delete them</source>
        <translation>其创建者 %1 已不存在，不会再有任何程序删除它们</translation>
    </message>
    <message>
        <source>their creators %1 may be gone (the ensemble did not say) and nothing deletes them then</source>
        <translation>其创建者 %1 可能已不存在（集群未告知），那样就没有程序会删除它们</translation>
    </message>
    <message>
        <source>no session owns them, so they outlive their clients (created PERSISTENT instead of EPHEMERAL)</source>
        <translation>没有会话拥有它们，因此它们比其客户端存活得更久（以 PERSISTENT 而非 EPHEMERAL 创建）</translation>
    </message>
    <message>
        <source>; they block %1 waiting: if their clients are gone, delete them one by one (lockscope-cli delete %2, …)</source>
        <translation>；它们阻塞了 %1 个等待者：若其客户端已不存在，请逐个删除它们（lockscope-cli delete %2，…）</translation>
    </message>
    <message>
        <source>; if their clients are gone, delete them one by one (lockscope-cli delete %1, …)</source>
        <translation>；若其客户端已不存在，请逐个删除它们（lockscope-cli delete %1，…）</translation>
    </message>
    <message numerus="yes">
        <source>%n persistent lock nodes in %1 (%2): %3%4</source>
        <translation>
            <numerusform>%1 中的 %n 个持久锁节点（%2）：%3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>its creator %1 was served by no member in the last round (it may be moving to another member), and the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>其创建者 %1 在最近一轮询问中未由任何集群成员服务（可能正在迁移到另一个成员），该客户端终止后节点会保留；请以 EPHEMERAL_SEQUENTIAL 创建锁节点</translation>
    </message>
    <message>
        <source>their creators %1 were served by no member in the last round (they may be moving to another member), and the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>其创建者 %1 在最近一轮询问中未由任何集群成员服务（可能正在迁移到另一个成员），这些客户端终止后节点会保留；请以 EPHEMERAL_SEQUENTIAL 创建锁节点</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::AuditLogDialog</name>
    <message>
        <source>Audit log</source>
        <translation>审计日志</translation>
    </message>
    <message>
        <source>Filter by node, user, action or result</source>
        <translation>按节点、用户、操作或结果筛选</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>写入内容</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Ensemble</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n records</source>
        <translation>
            <numerusform>%1 — %n 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n damaged lines skipped</source>
        <translation>
            <numerusform>；跳过 %n 行损坏内容</numerusform>
        </translation>
    </message>
    <message>
        <source>; the last line was cut off mid-write and is left out</source>
        <translation>；最后一行在写入中途被截断，已略去</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectDialog</name>
    <message>
        <source>Connect to ZooKeeper</source>
        <translation>连接 ZooKeeper</translation>
    </message>
    <message>
        <source>Profiles and recent connections:</source>
        <translation>配置与最近的连接：</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>删除配置</translation>
    </message>
    <message>
        <source>name to save this profile under</source>
        <translation>保存此配置所用的名称</translation>
    </message>
    <message>
        <source>Profile name:</source>
        <translation>配置名称：</translation>
    </message>
    <message>
        <source>Connect string:</source>
        <translation>连接串：</translation>
    </message>
    <message>
        <source>digest auth user (optional)</source>
        <translation>digest 认证用户（可选）</translation>
    </message>
    <message>
        <source>Digest user:</source>
        <translation>Digest 用户：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Session timeout:</source>
        <translation>会话超时：</translation>
    </message>
    <message>
        <source>none (four-letter words only)</source>
        <translation>无（仅用四字命令）</translation>
    </message>
    <message>
        <source>Asked on every member for the client address behind each session</source>
        <translation>向每个成员查询各会话背后的客户端地址</translation>
    </message>
    <message>
        <source>AdminServer port:</source>
        <translation>AdminServer 端口：</translation>
    </message>
    <message>
        <source>Read-only: no revoke, no force delete</source>
        <translation>只读：不请求释放、不强制删除</translation>
    </message>
    <message>
        <source>Safety:</source>
        <translation>安全：</translation>
    </message>
    <message>
        <source>lock parents to watch, one per line
/app/locks/orders</source>
        <translation>要监视的锁父节点，每行一个
/app/locks/orders</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>根节点：</translation>
    </message>
    <message>
        <source>subtrees in which every lock is found, one per line
/app</source>
        <translation>在其中查找所有锁的子树，每行一个
/app</translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation>在其下发现：</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Recent: %1</source>
        <translation>最近：%1</translation>
    </message>
    <message>
        <source>Give the profile a name to save it.</source>
        <translation>请为配置命名后再保存。</translation>
    </message>
    <message>
        <source>Keep the passwords in the desktop&apos;s keyring</source>
        <translation>将密码保存在桌面密钥环中</translation>
    </message>
    <message>
        <source>No desktop keyring answers (%1): passwords are asked for each time</source>
        <translation>没有可用的桌面密钥环（%1）：每次都会询问密码</translation>
    </message>
    <message>
        <source>The keyring would not give the kept passwords: %1</source>
        <translation>密钥环未能提供已保存的密码：%1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::Connection</name>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>reconnecting (session kept)</source>
        <translation>正在重连（会话保留）</translation>
    </message>
    <message>
        <source>session expired, reconnecting</source>
        <translation>会话已过期，正在重连</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>认证失败</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>closed: %1</source>
        <translation>已关闭：%1</translation>
    </message>
    <message>
        <source>%1; locks as of %2 ago</source>
        <translation>%1；锁为 %2 前的状态</translation>
    </message>
    <message>
        <source>connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>connected to %1, reading locks</source>
        <translation>已连接到 %1，正在读取锁</translation>
    </message>
    <message>
        <source>%1 lost, reconnecting (session kept)</source>
        <translation>与 %1 断开，正在重连（会话保留）</translation>
    </message>
    <message numerus="yes">
        <source>no quorum: %n of %1 members answer, none serves writes</source>
        <translation>
            <numerusform>无法定人数：%1 个成员中 %n 个有响应，均不接受写入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n serve reads only)</source>
        <translation>
            <numerusform>%1（%n 个仅可读）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectionTab</name>
    <message>
        <source>Live events</source>
        <translation>实时事件</translation>
    </message>
    <message>
        <source>Contention</source>
        <translation>争用</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>ZooKeeper connection state</source>
        <translation>ZooKeeper 连接状态</translation>
    </message>
    <message>
        <source>READ-ONLY: revoke and force delete are off</source>
        <translation>只读：请求释放与强制删除已关闭</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n 个锁</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paths cannot be read</source>
        <translation>
            <numerusform>%n 个路径无法读取</numerusform>
        </translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation>未选择锁</translation>
    </message>
    <message>
        <source>%1 — gone</source>
        <translation>%1 — 已消失</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 %3 · %4 · %5</source>
        <comment>lock, recipe, kind, holders, waiters</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <source>%n holding</source>
        <translation>
            <numerusform>%n 个持有者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 个等待者</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>诊断（%1）</translation>
    </message>
    <message>
        <source>Findings (%1, %2 critical)</source>
        <translation>诊断（%1，%2 个严重）</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Systems (%1)</source>
        <translation>系统 (%1)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 未观察到</translation>
    </message>
    <message numerus="yes">
        <source>%n leading</source>
        <translation>
            <numerusform>%n 个领导者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standing by</source>
        <translation>
            <numerusform>%n 个候补</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PAUSED: %n change(s) waiting</source>
        <translation>
            <numerusform>已暂停：%n 项变化待显示</numerusform>
        </translation>
    </message>
    <message>
        <source>Live events (selected range)</source>
        <translation>实时事件（所选时间段）</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ContentionChartView</name>
    <message>
        <source>%1: no samples</source>
        <translation>%1：无样本</translation>
    </message>
    <message>
        <source>%1: %2 samples, min %3, median %4, p95 %5, max %6</source>
        <translation>%1：%2 个样本，最小 %3，中位数 %4，p95 %5，最大 %6</translation>
    </message>
    <message>
        <source>Queue length</source>
        <translation>队列长度</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>Acquisitions per minute</source>
        <translation>每分钟获取次数</translation>
    </message>
    <message>
        <source>Acquisitions</source>
        <translation>获取次数</translation>
    </message>
    <message>
        <source>Hold and wait times</source>
        <translation>持有与等待时间</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>All locks</source>
        <translation>所有锁</translation>
    </message>
    <message>
        <source>No history is being recorded.</source>
        <translation>未记录历史。</translation>
    </message>
    <message>
        <source>No lock activity seen yet.</source>
        <translation>尚未观察到锁活动。</translation>
    </message>
    <message>
        <source>No history for %1. The monitor has not shown this lock, or it was among the least recently changed locks dropped to keep the history within its capacity.</source>
        <translation>%1 没有历史。监视器尚未显示过此锁，或为了让历史不超出容量，它作为最久未变化的锁之一已被丢弃。</translation>
    </message>
    <message>
        <source> · gone from view</source>
        <translation> · 已不在视图中</translation>
    </message>
    <message>
        <source>Hold and wait times: no samples yet</source>
        <translation>持有与等待时间：暂无样本</translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation>未观察到</translation>
    </message>
    <message>
        <source> · %1 more came and went unseen</source>
        <translation> · 另有 %1 个出现又消失，未被观察到</translation>
    </message>
    <message>
        <source>Now %1 holding, %2 waiting · %3, %4%5</source>
        <translation>当前 %1 个持有，%2 个等待 · %3，%4%5</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s)</source>
        <translation>
            <numerusform>获取 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>放弃 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · from %2 to %3 (the range selected in the timeline)</source>
        <translation>%1 · 从 %2 到 %3（在时间线中选择的时间段）</translation>
    </message>
    <message>
        <source>Nothing was recorded in the selected range. Clear the range in the timeline to see the whole history.</source>
        <translation>所选时间段内没有记录。在时间线中清除时间段即可查看全部历史。</translation>
    </message>
    <message>
        <source>Acquisitions per minute: no minute completed yet</source>
        <translation>每分钟获取次数：尚无完整的一分钟</translation>
    </message>
    <message numerus="yes">
        <source> · this minute so far: %n</source>
        <translation>
            <numerusform> · 本分钟目前：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DeadlockGraphView</name>
    <message>
        <source>Select a deadlock finding to see who waits for whom.</source>
        <translation>选择一条死锁诊断，查看谁在等待谁。</translation>
    </message>
    <message numerus="yes">
        <source>%n sessions wait for each other in a circle: an arrow points from a waiting session to the one holding the lock it waits for.</source>
        <translation>
            <numerusform>%n 个会话循环等待：箭头从等待中的会话指向持有其所等待锁的会话。</numerusform>
        </translation>
    </message>
    <message>
        <source>client unknown</source>
        <translation>客户端未知</translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>%1
  %2 waits behind %3</source>
        <translation>%1
  %2 排在 %3 之后等待</translation>
    </message>
    <message>
        <source>Double-click to show the lock.</source>
        <translation>双击以显示该锁。</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DemoMenu</name>
    <message>
        <source>&amp;Demo</source>
        <translation>演示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Launch a client</source>
        <translation>启动客户端(&amp;L)</translation>
    </message>
    <message>
        <source>Could not launch a client: %1</source>
        <translation>无法启动客户端：%1</translation>
    </message>
    <message>
        <source>Launched %1 on %2</source>
        <translation>已在 %2 上启动 %1</translation>
    </message>
    <message>
        <source>&amp;Kill a client (crash)</source>
        <translation>杀死客户端（崩溃）(&amp;K)</translation>
    </message>
    <message>
        <source>%1 — %2 (pid %3)</source>
        <translation>%1 — %2（pid %3）</translation>
    </message>
    <message>
        <source>Killed %1: its session expires on the server shortly</source>
        <translation>已杀死 %1：其会话很快将在服务器上过期</translation>
    </message>
    <message>
        <source>(no client running)</source>
        <translation>（没有运行中的客户端）</translation>
    </message>
    <message>
        <source>Start a scenario:</source>
        <translation>启动场景：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>every kind of client on its own lock, at a realistic pace</source>
        <translation>每种客户端各用自己的锁，节奏贴近真实</translation>
    </message>
    <message>
        <source>busy exclusive and read-write locks with long queues</source>
        <translation>繁忙的互斥锁和读写锁，队列很长</translation>
    </message>
    <message>
        <source>plain-node locks where every waiter watches the holder&apos;s node</source>
        <translation>普通节点锁，每个等待者都监视持有者的节点</translation>
    </message>
    <message>
        <source>a kazoo-style semaphore with two leases and a queue</source>
        <translation>kazoo 风格的信号量，两个租约和一个队列</translation>
    </message>
    <message>
        <source>long holders: some release when revoked, one ignores it</source>
        <translation>长时间持有者：有的收到释放请求时释放，有一个置之不理</translation>
    </message>
    <message>
        <source>a holder that dies every few seconds; its session expires</source>
        <translation>持有者每隔几秒崩溃一次；其会话过期</translation>
    </message>
    <message>
        <source>persistent lock nodes left behind by dead clients block the queue</source>
        <translation>已死客户端遗留的持久锁节点阻塞队列</translation>
    </message>
    <message>
        <source>two clients and a ring of three, each holding what the next wants</source>
        <translation>两个客户端和一个三者环，各自持有下一个想要的锁</translation>
    </message>
    <message>
        <source>Kafka&apos;s controller, HDFS NameNodes failing over, a Solr overseer election, Accumulo&apos;s managers and FATE table locks, a dead nameservice and a Hive lock left behind</source>
        <translation>Kafka 控制器、HDFS NameNode 故障转移、Solr overseer 选举、Accumulo 的 manager 与 FATE 表锁、一个无活动节点的 nameservice 和一个遗留的 Hive 锁</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::EventFeedModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingDetailsPane</name>
    <message>
        <source>Show nodes</source>
        <translation>显示节点</translation>
    </message>
    <message>
        <source>Select the finding&apos;s lock and nodes in the queue</source>
        <translation>在队列中选中该诊断的锁和节点</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>请求释放…</translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation>强制删除…</translation>
    </message>
    <message>
        <source>Filter on session</source>
        <translation>按会话筛选</translation>
    </message>
    <message>
        <source>Show only the locks this session holds or waits for</source>
        <translation>只显示该会话持有或等待的锁</translation>
    </message>
    <message>
        <source>Select a finding to read it in full.</source>
        <translation>选择一条诊断以阅读全文。</translation>
    </message>
    <message>
        <source>What it means:</source>
        <translation>含义：</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>处理办法：</translation>
    </message>
    <message>
        <source>Locks:</source>
        <translation>锁：</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>会话：</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingModel</name>
    <message>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>%1 后过期</translation>
    </message>
    <message>
        <source>expiry overdue by %1</source>
        <translation>已超过过期时间 %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ForceDeleteDialog</name>
    <message>
        <source>latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Force delete a lock node</source>
        <translation>强制删除锁节点</translation>
    </message>
    <message numerus="yes">
        <source>Force delete %n lock nodes</source>
        <translation>
            <numerusform>强制删除 %n 个锁节点</numerusform>
        </translation>
    </message>
    <message>
        <source>The owning client is not told. If it is still alive it will go on believing it holds or waits, and two clients may then hold the lock at once. Each node is deleted only at the version shown: a node that changed meanwhile is left alone.</source>
        <translation>不会通知所属客户端。如果它仍在运行，它会继续认为自己持有或在等待，于是可能有两个客户端同时持有该锁。每个节点只按所示版本删除：期间发生变化的节点不会被删除。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation>记入审计日志</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation>删除节点</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n nodes</source>
        <translation>
            <numerusform>删除 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be deleted.</source>
        <translation>只读模式：不能删除任何内容。</translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3, owned by session %4?</source>
        <translation>删除节点（%1）
%2
版本 %3，属于会话 %4？</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n nodes, each at the version shown and owned by the session shown?</source>
        <translation>
            <numerusform>删除这 %n 个节点（各按所示版本，属于所示会话）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting…</source>
        <translation>正在删除…</translation>
    </message>
    <message>
        <source>audit log not written: %1</source>
        <translation>审计日志未写入：%1</translation>
    </message>
    <message>
        <source>Deleted: %1</source>
        <translation>已删除：%1</translation>
    </message>
    <message>
        <source>%1 of %2 deleted.</source>
        <translation>已删除 %1/%2 个。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3? No session owns it (%4).</source>
        <translation>删除节点（%1）
%2
（版本 %3）？没有会话拥有它（%4）。</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::HistoryWindow</name>
    <message>
        <source>Transaction logs</source>
        <translation>事务日志</translation>
    </message>
    <message>
        <source>Transaction logs — %1</source>
        <translation>事务日志 — %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 · %n locks</source>
        <translation>
            <numerusform>%1 至 %2 · %n 个锁</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to replay: no transactions were read</source>
        <translation>无可重放内容：未读取到任何事务</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not be read:</source>
        <translation>无法读取：</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The language changes when lockscope is restarted.</source>
        <translation>重新启动 lockscope 后语言才会更改。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LockListModel</name>
    <message>
        <source>Unrecognized: %1</source>
        <translation>无法识别：%1</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation>等待者</translation>
    </message>
    <message>
        <source>Longest wait</source>
        <translation>最长等待</translation>
    </message>
    <message>
        <source>Held for</source>
        <translation>已持有</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 未观察到</translation>
    </message>
    <message>
        <source>%1 entries joined and left between two reads, unseen</source>
        <translation>有 %1 个条目在两次读取之间加入又离开，未被观察到</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LocksOverview</name>
    <message>
        <source>Filter locks by path, system, owner or session (Ctrl+F)</source>
        <translation>按路径、系统、所有者或会话筛选锁 (Ctrl+F)</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::MainWindow</name>
    <message>
        <source>&lt;h2&gt;No ensemble connected&lt;/h2&gt;&lt;p&gt;File → Connect… (Ctrl+O) to watch the locks of a ZooKeeper ensemble,&lt;br&gt;or File → Start demo to see simulated clients contend.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;未连接集群&lt;/h2&gt;&lt;p&gt;文件 → 连接…（Ctrl+O）以监视 ZooKeeper 集群中的锁，&lt;br&gt;或 文件 → 启动演示 查看模拟客户端的争用。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>Connect to a ZooKeeper ensemble (Ctrl+O)</source>
        <translation>连接到 ZooKeeper 集群（Ctrl+O）</translation>
    </message>
    <message>
        <source>Start &amp;demo</source>
        <translation>启动演示(&amp;D)</translation>
    </message>
    <message>
        <source>Start a private ZooKeeper with simulated lock clients and watch it</source>
        <translation>启动一个私有 ZooKeeper 及模拟的锁客户端并进行监视</translation>
    </message>
    <message>
        <source>&amp;Close connection</source>
        <translation>关闭连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Revoke…</source>
        <translation>请求释放(&amp;R)…</translation>
    </message>
    <message>
        <source>Ask the selected holder to release its lock (Ctrl+R)</source>
        <translation>请求所选持有者释放其锁（Ctrl+R）</translation>
    </message>
    <message>
        <source>&amp;Force delete…</source>
        <translation>强制删除(&amp;F)…</translation>
    </message>
    <message>
        <source>Delete the selected lock nodes after confirmation (Shift+Del)</source>
        <translation>确认后删除所选锁节点（Shift+Del）</translation>
    </message>
    <message>
        <source>Copy &amp;path</source>
        <translation>复制路径(&amp;P)</translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; paths, or the lock&apos;s path (Ctrl+Shift+C)</source>
        <translation>复制所选节点的路径，或锁的路径（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Copy &amp;session id</source>
        <translation>复制会话 ID(&amp;S)</translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; session ids (Ctrl+Alt+C)</source>
        <translation>复制所选节点的会话 ID（Ctrl+Alt+C）</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>审计日志(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Filter locks</source>
        <translation>筛选锁(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About lockscope</source>
        <translation>关于 lockscope(&amp;A)</translation>
    </message>
    <message>
        <source>About lockscope</source>
        <translation>关于 lockscope</translation>
    </message>
    <message>
        <source>lockscope %1
A live view of the distributed locks a ZooKeeper ensemble coordinates.</source>
        <translation>lockscope %1
实时查看 ZooKeeper 集群所协调的分布式锁。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Recent connections</source>
        <translation>最近的连接(&amp;R)</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>锁(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（只读）</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>The demo is already running.</source>
        <translation>演示已在运行。</translation>
    </message>
    <message>
        <source>No demo scenario &quot;%1&quot;. Known: %2.</source>
        <translation>没有演示场景“%1”。已知场景：%2。</translation>
    </message>
    <message>
        <source>Starting the demo ZooKeeper and its clients…</source>
        <translation>正在启动演示用 ZooKeeper 及其客户端…</translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation>演示无法启动：%1</translation>
    </message>
    <message>
        <source>The demo&apos;s ZooKeeper server stopped.</source>
        <translation>演示用的 ZooKeeper 服务器已停止。</translation>
    </message>
    <message>
        <source>demo: %1</source>
        <translation>演示：%1</translation>
    </message>
    <message>
        <source>Demo running: %1</source>
        <translation>演示运行中：%1</translation>
    </message>
    <message>
        <source>Off: this connection is read-only</source>
        <translation>不可用：此连接为只读</translation>
    </message>
    <message>
        <source>Open &amp;transaction logs…</source>
        <translation>打开事务日志(&amp;T)…</translation>
    </message>
    <message>
        <source>Replay a ZooKeeper data directory: who held and waited for each lock, and when</source>
        <translation>重放 ZooKeeper 数据目录：每个锁何时由谁持有、谁在等待</translation>
    </message>
    <message>
        <source>Reap &amp;leftovers…</source>
        <translation>清理残留节点(&amp;L)…</translation>
    </message>
    <message>
        <source>List the empty lock parents no client uses any more, then delete them after confirmation</source>
        <translation>列出不再被任何客户端使用的空锁父节点，确认后删除它们</translation>
    </message>
    <message>
        <source>&amp;Pause updates</source>
        <translation>暂停更新(&amp;P)</translation>
    </message>
    <message>
        <source>Hold the locks and the queue still; changes are shown on resume (Ctrl+P)</source>
        <translation>让锁列表和队列保持不动；恢复后再显示期间的变化 (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>The recogniser files in force, and reloading them</source>
        <translation>当前生效的识别器文件，以及重新加载它们</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::NodeDetailsView</name>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Session (ephemeralOwner)</source>
        <translation>会话（ephemeralOwner）</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Created (ctime)</source>
        <translation>创建时间（ctime）</translation>
    </message>
    <message>
        <source>Modified (mtime)</source>
        <translation>修改时间（mtime）</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Zxids</source>
        <translation>Zxid</translation>
    </message>
    <message>
        <source>Data / children</source>
        <translation>数据 / 子节点</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>节点元数据 (Stat)</translation>
    </message>
    <message>
        <source>Data (text)</source>
        <translation>数据（文本）</translation>
    </message>
    <message>
        <source>Data (hex)</source>
        <translation>数据（十六进制）</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Same session</source>
        <translation>同一会话</translation>
    </message>
    <message>
        <source>Select a node in the queue to see its details</source>
        <translation>在队列中选择一个节点以查看详情</translation>
    </message>
    <message>
        <source>, revocation requested</source>
        <translation>，已请求释放</translation>
    </message>
    <message>
        <source>none: a persistent node, it outlives its client</source>
        <translation>无：持久节点，会在其客户端之后继续存在</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>data %1 · children %2 · ACL %3</source>
        <translation>数据 %1 · 子节点 %2 · ACL %3</translation>
    </message>
    <message>
        <source>created %1 · modified %2 · children %3</source>
        <translation>创建 %1 · 修改 %2 · 子节点 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source> (first %1 shown)</source>
        <translation>（显示前 %1 个）</translation>
    </message>
    <message numerus="yes">
        <source>%n children</source>
        <translation>
            <numerusform>%n 个子节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::OpenHistoryDialog</name>
    <message>
        <source>Open transaction logs</source>
        <translation>打开事务日志</translation>
    </message>
    <message>
        <source>ZooKeeper&apos;s data directory, its version-2 folder, or a copy</source>
        <translation>ZooKeeper 的数据目录、其 version-2 文件夹或其副本</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Data directory:</source>
        <translation>数据目录：</translation>
    </message>
    <message>
        <source>lock parents, separated by spaces: /app/locks/orders</source>
        <translation>锁的父节点，以空格分隔：/app/locks/orders</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>根路径：</translation>
    </message>
    <message>
        <source>subtrees in which every lock is found: /app</source>
        <translation>在其中查找所有锁的子树：/app</translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation>在此之下发现：</translation>
    </message>
    <message>
        <source>Log directory:</source>
        <translation>日志目录：</translation>
    </message>
    <message>
        <source>the server&apos;s dataLogDir, only when it keeps its logs apart</source>
        <translation>服务器的 dataLogDir，仅当日志单独存放时填写</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::PastLocksModel</name>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>配方</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation>未观察到</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ProfileStore</name>
    <message>
        <source>The passwords were not kept: %1</source>
        <translation>密码未保存：%1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueGraphView</name>
    <message>
        <source>Select a lock to see its queue</source>
        <translation>选择一个锁以查看其队列</translation>
    </message>
    <message>
        <source>Nobody holds this lock</source>
        <translation>无人持有此锁</translation>
    </message>
    <message>
        <source>Holding: %1</source>
        <translation>持有：%1</translation>
    </message>
    <message>
        <source>Nobody waits</source>
        <translation>无人等待</translation>
    </message>
    <message>
        <source>Waiting: %1, in order</source>
        <translation>等待：%1，按顺序</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>已请求释放</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>已持有 %1</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>已等待 %1</translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>No leader</source>
        <translation>无领导者</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>领导者</translation>
    </message>
    <message>
        <source>No standby</source>
        <translation>无备用</translation>
    </message>
    <message>
        <source>Standby: %1, in order</source>
        <translation>备用：%1，按顺序</translation>
    </message>
    <message>
        <source>standing by %1</source>
        <translation>备用 %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueModel</name>
    <message>
        <source>holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>已持有 %1</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>已等待 %1</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>已请求</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Revocation</source>
        <translation>释放请求</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ReapDialog</name>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>kept (changed)</source>
        <translation>保留（已改变）</translation>
    </message>
    <message>
        <source>kept (not empty)</source>
        <translation>保留（非空）</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已不存在</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Reap leftovers</source>
        <translation>清理残留节点</translation>
    </message>
    <message>
        <source>Empty lock parents and a semaphore&apos;s empty lease and lock folders stay in ZooKeeper for ever unless they are container nodes. They are listed first; nothing is deleted until you confirm, and then each only while it is still empty and unchanged.</source>
        <translation>空的锁父节点以及信号量的空 lease 和 lock 文件夹会永久留在 ZooKeeper 中，除非它们是容器节点。它们会先被列出；在您确认之前不会删除任何节点，确认后每个节点也仅在仍为空且未改变时删除。</translation>
    </message>
    <message>
        <source>A whole number and s, m, h or d (30m, 1h, 2d)</source>
        <translation>一个整数加 s、m、h 或 d（30m、1h、2d）</translation>
    </message>
    <message>
        <source>&amp;List</source>
        <translation>列出(&amp;L)</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>根路径：</translation>
    </message>
    <message>
        <source>Idle for at least:</source>
        <translation>至少闲置：</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Idle since</source>
        <translation>闲置起始</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Why (recorded in the audit log)</source>
        <translation>原因（记录在审计日志中）</translation>
    </message>
    <message>
        <source>&amp;Delete listed</source>
        <translation>删除所列节点(&amp;D)</translation>
    </message>
    <message>
        <source>Bad root &quot;%1&quot;: %2</source>
        <translation>根路径“%1”无效：%2</translation>
    </message>
    <message>
        <source>The age takes a whole number and s, m, h or d (30m, 1h, 2d).</source>
        <translation>时长应为一个整数加 s、m、h 或 d（30m、1h、2d）。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 leftover(s) under %2 idle for over %3.</source>
        <translation>%2 下有 %1 个闲置超过 %3 的残留节点。</translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) not shown idle that long are left alone.</source>
        <translation>另有 %1 个空锁父节点无法证明已闲置这么久，保持不动。</translation>
    </message>
    <message>
        <source>Read-only mode: listing only.</source>
        <translation>只读模式：仅列出。</translation>
    </message>
    <message>
        <source>Deleting %1 leftover(s)…</source>
        <translation>正在删除 %1 个残留节点…</translation>
    </message>
    <message>
        <source>%1 of %2 leftover(s) deleted; every attempt is in the audit log.</source>
        <translation>已删除 %2 个残留节点中的 %1 个；每次尝试都记录在审计日志中。</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecogniserListModel</name>
    <message>
        <source>built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecognisersPage</name>
    <message>
        <source>Recogniser files teach lockscope what a system&apos;s ZooKeeper nodes are: its locks, elections and records. The built-in files are read first, then your folder, then each --recognisers folder; a later file for the same system replaces an earlier one.</source>
        <translation>识别器文件告诉 lockscope 某个系统的 ZooKeeper 节点是什么：它的锁、选举和记录。先读取内置文件，再读取你的文件夹，然后是每个 --recognisers 文件夹；同一系统的较晚文件会替换较早的文件。</translation>
    </message>
    <message>
        <source>Files not loaded:</source>
        <translation>未加载的文件：</translation>
    </message>
    <message>
        <source>None: every file loaded.</source>
        <translation>无：所有文件均已加载。</translation>
    </message>
    <message>
        <source>Reload reads every file again; the open connections then rebuild their locks with them. An open transaction log replay keeps the files it was read with.</source>
        <translation>“重新加载”会再次读取所有文件；已打开的连接随后用它们重建各自的锁。已打开的事务日志回放仍使用读取时的文件。</translation>
    </message>
    <message>
        <source>Open my folder</source>
        <translation>打开我的文件夹</translation>
    </message>
    <message>
        <source>Open %1 (made if missing): put your .yaml files there</source>
        <translation>打开 %1（不存在时创建）：把你的 .yaml 文件放在这里</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>Reloaded at %1.</source>
        <translation>已于 %1 重新加载。</translation>
    </message>
    <message>
        <source>Cannot make %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>No program opens folders here: your files go in %1</source>
        <translation>此处没有可打开文件夹的程序：你的文件应放在 %1</translation>
    </message>
    <message>
        <source>the built-in files</source>
        <translation>内置文件</translation>
    </message>
    <message>
        <source>%1 (not there yet)</source>
        <translation>%1（尚不存在）</translation>
    </message>
    <message>
        <source>Read from: %1</source>
        <translation>读取自：%1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RevokeDialog</name>
    <message>
        <source>Revoke lock</source>
        <translation>请求释放锁</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ask the holder of %1 to release it.&lt;/b&gt;&lt;br&gt;Node: %2&lt;br&gt;Version %3 · session %4 · %5 %6</source>
        <translation>&lt;b&gt;请求 %1 的持有者释放它。&lt;/b&gt;&lt;br&gt;节点：%2&lt;br&gt;版本 %3 · 会话 %4 · %5 %6</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <source>unlock (ZooKeeper recipes)</source>
        <translation>unlock（ZooKeeper recipes）</translation>
    </message>
    <message>
        <source>__REVOKE__ (Curator)</source>
        <translation>__REVOKE__（Curator）</translation>
    </message>
    <message>
        <source>Payload:</source>
        <translation>写入内容：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>do not wait</source>
        <translation>不等待</translation>
    </message>
    <message>
        <source>How long to wait for the holder to let go before offering a force delete</source>
        <translation>在提供强制删除之前，等待持有者释放的时长</translation>
    </message>
    <message>
        <source>Wait for release:</source>
        <translation>等待释放：</translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation>记入审计日志</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>请求释放</translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation>强制删除…</translation>
    </message>
    <message>
        <source>Offered when the holder did not let go in time</source>
        <translation>持有者未按时释放时提供</translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be written.</source>
        <translation>只读模式：不能写入任何内容。</translation>
    </message>
    <message>
        <source>Writing the revocation payload…</source>
        <translation>正在写入释放请求…</translation>
    </message>
    <message>
        <source>Payload written at version %1. Waiting for the holder to let go…</source>
        <translation>已在版本 %1 写入内容。正在等待持有者释放…</translation>
    </message>
    <message>
        <source>waited %1 of %2 s</source>
        <translation>已等待 %1/%2 秒</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <source>Released: %1</source>
        <translation>已释放：%1</translation>
    </message>
    <message>
        <source>Still held: %1
You can force-delete the node at version %2.</source>
        <translation>仍被持有：%1
可以强制删除版本 %2 的节点。</translation>
    </message>
    <message>
        <source>(latest)</source>
        <translation>（最新）</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>The audit log could not be written: %1</source>
        <translation>无法写入审计日志：%1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecretStore</name>
    <message>
        <source>the keyring did not answer within %1 s</source>
        <translation>密钥环在 %1 秒内没有应答</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecurityFields</name>
    <message>
        <source>PEM (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM (*.pem *.crt *.key);;所有文件 (*)</translation>
    </message>
    <message>
        <source>TLS CA:</source>
        <translation>TLS CA：</translation>
    </message>
    <message>
        <source>CAs trusted for the server (PEM); empty: no TLS</source>
        <translation>用于验证服务器的受信任 CA（PEM）；留空：不使用 TLS</translation>
    </message>
    <message>
        <source>TLS certificate:</source>
        <translation>TLS 证书：</translation>
    </message>
    <message>
        <source>this client&apos;s certificate (PEM)</source>
        <translation>本客户端的证书（PEM）</translation>
    </message>
    <message>
        <source>TLS key:</source>
        <translation>TLS 私钥：</translation>
    </message>
    <message>
        <source>this client&apos;s private key (PEM)</source>
        <translation>本客户端的私钥（PEM）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Kerberos (GSSAPI)</source>
        <translation>Kerberos（GSSAPI）</translation>
    </message>
    <message>
        <source>SASL:</source>
        <translation>SASL：</translation>
    </message>
    <message>
        <source>SASL user:</source>
        <translation>SASL 用户：</translation>
    </message>
    <message>
        <source>SASL password:</source>
        <translation>SASL 密码：</translation>
    </message>
    <message>
        <source>The service part of the servers&apos; Kerberos principal (SERVICE/host@REALM)</source>
        <translation>服务器 Kerberos 主体中的服务部分（SERVICE/host@REALM）</translation>
    </message>
    <message>
        <source>Kerberos service:</source>
        <translation>Kerberos 服务：</translation>
    </message>
    <message>
        <source>never in the settings file; kept only in the keyring, if asked</source>
        <translation>不写入设置文件；仅在要求时保存在密钥环中</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SessionModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Holding:</source>
        <translation>持有：</translation>
    </message>
    <message>
        <source>Waiting:</source>
        <translation>等待：</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>监听：</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Its oldest monitored node was created at %1</source>
        <translation>其最早的受监控节点创建于 %1</translation>
    </message>
    <message>
        <source>Since the session&apos;s oldest monitored node was created: ZooKeeper does not publish when a session began</source>
        <translation>自该会话最早的受监控节点创建以来的时长：ZooKeeper 不公布会话的开始时间</translation>
    </message>
    <message>
        <source>Since</source>
        <comment>column: how long ago the session&apos;s oldest node was created</comment>
        <translation>已存在</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Recognisers</source>
        <translation>识别器</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsModel</name>
    <message>
        <source>%1 · no %2</source>
        <comment>system, role: e.g. HDFS mycluster · no active NameNode</comment>
        <translation>%1 · 无%2</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <comment>system, role, holder</comment>
        <translation>%1 · %2：%3</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>持有 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n 个锁</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standby</source>
        <translation>
            <numerusform>%n 个备用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 个等待</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Standby</source>
        <translation>备用</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsView</name>
    <message>
        <source>No system recognised yet: Kafka, Hadoop HA, HBase, Solr, Hive, ClickHouse and Curator-based elections show here once their nodes are under a watched path.</source>
        <translation>尚未识别到任何系统：Kafka、Hadoop HA、HBase、Solr、Hive、ClickHouse 以及基于 Curator 的选举，一旦其节点位于被监视的路径下，就会显示在这里。</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelinePanel</name>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Show the whole record (Home)</source>
        <translation>显示整个记录 (Home)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>Follow the present (End)</source>
        <translation>跟随当前时刻 (End)</translation>
    </message>
    <message>
        <source>Queue now</source>
        <translation>当前队列</translation>
    </message>
    <message>
        <source>Queue at %1</source>
        <translation>%1 时的队列</translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation>未选择锁</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n 个条目</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 未观察到</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未观察到</translation>
    </message>
    <message>
        <source>The live events and the charts show only this range. Click to show everything (Escape in the timeline).</source>
        <translation>实时事件和图表只显示这个时间段。点击以显示全部（或在时间线中按 Escape）。</translation>
    </message>
    <message>
        <source>deleted by another session</source>
        <translation>被其他会话删除</translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom, Shift+drag to select a time range for the live events and the charts</source>
        <translation>拖动平移，滚轮缩放，Shift+拖动为实时事件和图表选择时间段</translation>
    </message>
    <message>
        <source>Range %1 – %2 ✕</source>
        <translation>时间段 %1 – %2 ✕</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelineView</name>
    <message numerus="yes">
        <source>%n entries joined and left between two reads, unseen</source>
        <translation>
            <numerusform>有 %n 个条目在两次读取之间加入又离开，未被观察到</numerusform>
        </translation>
    </message>
    <message>
        <source>Session: %1</source>
        <translation>会话：%1</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation>排队：%1</translation>
    </message>
    <message>
        <source>(there before the record began)</source>
        <translation>（记录开始前已存在）</translation>
    </message>
    <message>
        <source>Acquired: %1, after waiting %2</source>
        <translation>获得：%1，等待了 %2</translation>
    </message>
    <message>
        <source>Never held</source>
        <translation>从未持有</translation>
    </message>
    <message>
        <source>Ended: %1, %2 after %3</source>
        <translation>结束：%1，%3 后%2</translation>
    </message>
    <message>
        <source>No entries recorded for this lock yet</source>
        <translation>此锁尚无记录的条目</translation>
    </message>
    <message>
        <source>Select a lock to see its timeline</source>
        <translation>选择一个锁以查看其时间线</translation>
    </message>
    <message>
        <source>Ended: %1, deleted by session %2 after %3</source>
        <translation>结束：%1，%3 后被会话 %2 删除</translation>
    </message>
</context>
</TS>
