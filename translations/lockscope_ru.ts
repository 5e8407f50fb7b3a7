<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>no connect string (host:port[,host:port][/chroot])</source>
        <translation>не указана строка подключения (host:port[,host:port][/chroot])</translation>
    </message>
    <message>
        <source>the connect string must not contain spaces</source>
        <translation>строка подключения не должна содержать пробелов</translation>
    </message>
    <message>
        <source>the digest user name must not contain &apos;:&apos;</source>
        <translation>имя пользователя digest не должно содержать &apos;:&apos;</translation>
    </message>
    <message>
        <source>a password was given without a user name</source>
        <translation>пароль указан без имени пользователя</translation>
    </message>
    <message>
        <source>the AdminServer port must be between 0 and 65535</source>
        <translation>порт AdminServer должен быть от 0 до 65535</translation>
    </message>
    <message>
        <source>the session timeout must be between 1000 and 600000 ms</source>
        <translation>тайм-аут сессии должен быть от 1000 до 600000 мс</translation>
    </message>
    <message>
        <source>bad path &quot;%1&quot;: %2</source>
        <translation>неверный путь «%1»: %2</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>generic</source>
        <translation>общий</translation>
    </message>
    <message>
        <source>mutex</source>
        <translation>мьютекс</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>чтение-запись</translation>
    </message>
    <message>
        <source>semaphore</source>
        <translation>семафор</translation>
    </message>
    <message>
        <source>exclusive</source>
        <translation>монопольно</translation>
    </message>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>lease</source>
        <translation>аренда</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>владеет</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>критично</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>внимание</translation>
    </message>
    <message>
        <source>info</source>
        <translation>инфо</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>взаимоблокировка</translation>
    </message>
    <message>
        <source>herd</source>
        <translation>стадный эффект</translation>
    </message>
    <message>
        <source>long-held</source>
        <translation>долгое владение</translation>
    </message>
    <message>
        <source>persistent node</source>
        <translation>постоянный узел</translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation>отзыв проигнорирован</translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation>сломанное ожидание</translation>
    </message>
    <message>
        <source>unrecognized</source>
        <translation>не распознано</translation>
    </message>
    <message>
        <source>done</source>
        <translation>выполнено</translation>
    </message>
    <message>
        <source>released</source>
        <translation>освобождена</translation>
    </message>
    <message>
        <source>still held</source>
        <translation>всё ещё занята</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отказано</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>в очереди</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>захвачена</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>брошена</translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>запрошен отзыв</translation>
    </message>
    <message>
        <source>lock appeared</source>
        <translation>блокировка появилась</translation>
    </message>
    <message>
        <source>lock vanished</source>
        <translation>блокировка исчезла</translation>
    </message>
    <message>
        <source>connection: connected</source>
        <translation>соединение: установлено</translation>
    </message>
    <message>
        <source>connection: reconnected</source>
        <translation>соединение: восстановлено</translation>
    </message>
    <message>
        <source>connection: disconnected</source>
        <translation>соединение: разорвано</translation>
    </message>
    <message>
        <source>connection: session expired</source>
        <translation>соединение: сессия истекла</translation>
    </message>
    <message>
        <source>connection: %1</source>
        <translation>соединение: %1</translation>
    </message>
    <message>
        <source>election</source>
        <translation>выборы</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>нет лидера</translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation>расхождение лидера</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen</source>
        <translation>
            <numerusform>%n не замечен</numerusform>
            <numerusform>%n не замечено</numerusform>
            <numerusform>%n не замечено</numerusform>
        </translation>
    </message>
    <message>
        <source>leader</source>
        <translation>лидер</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>резерв</translation>
    </message>
    <message>
        <source>controller</source>
        <translation>контроллер</translation>
    </message>
    <message>
        <source>active NameNode</source>
        <translation>активный NameNode</translation>
    </message>
    <message>
        <source>active ResourceManager</source>
        <translation>активный ResourceManager</translation>
    </message>
    <message>
        <source>active master</source>
        <translation>активный master</translation>
    </message>
    <message>
        <source>overseer</source>
        <translation>overseer</translation>
    </message>
    <message>
        <source>shard leader</source>
        <translation>лидер шарда</translation>
    </message>
    <message>
        <source>table lock</source>
        <translation>блокировка таблицы</translation>
    </message>
    <message>
        <source>DDL lock</source>
        <translation>блокировка DDL</translation>
    </message>
    <message>
        <source>part lock</source>
        <translation>блокировка куска</translation>
    </message>
    <message>
        <source>active replica</source>
        <translation>активная реплика</translation>
    </message>
    <message>
        <source>auditor</source>
        <translation>аудитор</translation>
    </message>
    <message>
        <source>collection lock</source>
        <translation>блокировка коллекции</translation>
    </message>
    <message>
        <source>shard lock</source>
        <translation>блокировка шарда</translation>
    </message>
    <message>
        <source>replica lock</source>
        <translation>блокировка реплики</translation>
    </message>
    <message>
        <source>database lock</source>
        <translation>блокировка базы данных</translation>
    </message>
    <message>
        <source>partition lock</source>
        <translation>блокировка партиции</translation>
    </message>
    <message>
        <source>still there</source>
        <translation>ещё на месте</translation>
    </message>
    <message>
        <source>session ended</source>
        <translation>сессия завершилась</translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation>устаревшая регистрация</translation>
    </message>
    <message>
        <source>dead holder</source>
        <translation>владелец пропал</translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation>частая смена лидера</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>остаток</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 дн %2 ч</translation>
    </message>
    <message>
        <source>persistent</source>
        <translation>постоянный</translation>
    </message>
    <message>
        <source>container</source>
        <translation>контейнер</translation>
    </message>
    <message>
        <source>TTL node</source>
        <translation>узел с TTL</translation>
    </message>
</context>
<context>
    <name>LockSummary</name>
    <message numerus="yes">
        <source>%n persistent nodes</source>
        <translation>
            <numerusform>%n постоянный узел</numerusform>
            <numerusform>%n постоянных узла</numerusform>
            <numerusform>%n постоянных узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>запрошен отзыв</translation>
    </message>
    <message numerus="yes">
        <source>%n unrecognized children</source>
        <translation>
            <numerusform>%n нераспознанный дочерний узел</numerusform>
            <numerusform>%n нераспознанных дочерних узла</numerusform>
            <numerusform>%n нераспознанных дочерних узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>взаимоблокировка</translation>
    </message>
    <message numerus="yes">
        <source>herd: %n watchers</source>
        <translation>
            <numerusform>стадный эффект: %n наблюдатель</numerusform>
            <numerusform>стадный эффект: %n наблюдателя</numerusform>
            <numerusform>стадный эффект: %n наблюдателей</numerusform>
        </translation>
    </message>
    <message>
        <source>held too long</source>
        <translation>занята слишком долго</translation>
    </message>
    <message>
        <source>revocation ignored</source>
        <translation>отзыв проигнорирован</translation>
    </message>
    <message>
        <source>broken wait</source>
        <translation>сломанное ожидание</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>нет лидера</translation>
    </message>
    <message>
        <source>leader mismatch</source>
        <translation>лидер не совпадает</translation>
    </message>
    <message>
        <source>stale registration</source>
        <translation>устаревшая регистрация</translation>
    </message>
    <message>
        <source>holder gone</source>
        <translation>владелец пропал</translation>
    </message>
    <message>
        <source>leader flapping</source>
        <translation>частая смена лидера</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>остаток</translation>
    </message>
</context>
<context>
    <name>RevocationAdvice</name>
    <message>
        <source>Curator semaphores cannot be revoked: only a force delete frees this lease</source>
        <translation>семафоры Curator нельзя отозвать: эту аренду освободит только принудительное удаление</translation>
    </message>
    <message>
        <source>a Curator holder releases on __REVOKE__ only if it made its lock revocable</source>
        <translation>владелец блокировки Curator освобождает её по __REVOKE__, только если сделал её отзываемой</translation>
    </message>
    <message>
        <source>kazoo locks do not watch for revocation: only a force delete frees this holder (unless its client was written to honour &quot;unlock&quot;)</source>
        <translation>блокировки kazoo не следят за отзывом: этого владельца освободит только принудительное удаление (если его клиент не написан так, чтобы выполнять &quot;unlock&quot;)</translation>
    </message>
    <message>
        <source>go-zookeeper locks do not watch for revocation: only a force delete frees this holder</source>
        <translation>блокировки go-zookeeper не следят за отзывом: этого владельца освободит только принудительное удаление</translation>
    </message>
    <message>
        <source>Hive does not watch its lock nodes: UNLOCK TABLE, or a force delete, frees this lock</source>
        <translation>Hive не следит за своими узлами блокировок: эту блокировку освободит UNLOCK TABLE или принудительное удаление</translation>
    </message>
    <message>
        <source>Solr does not watch its election nodes for revocation: a force delete makes the next candidate lead</source>
        <translation>Solr не следит за отзывом на узлах выборов: после принудительного удаления лидером станет следующий кандидат</translation>
    </message>
    <message>
        <source>the holder releases on &quot;unlock&quot; only if its client watches its node for revocation</source>
        <translation>владелец освобождает блокировку по &quot;unlock&quot;, только если его клиент следит за своим узлом в ожидании отзыва</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>незамеченные</translation>
    </message>
</context>
<context>
    <name>lockscope::FindingText</name>
    <message>
        <source>%1 holds %2 and waits in %3</source>
        <translation>%1 удерживает %2 и ждёт в %3</translation>
    </message>
    <message>
        <source>%1 sessions wait for each other and none can proceed: %2; release or delete one of the held nodes (lockscope-cli delete NODE)</source>
        <translation>сессии (%1) ждут друг друга, и ни одна не может продолжить: %2; освободите или удалите один из удерживаемых узлов (lockscope-cli delete NODE)</translation>
    </message>
    <message>
        <source>no member of the ensemble has answered yet</source>
        <translation>ни один член ансамбля ещё не ответил</translation>
    </message>
    <message>
        <source>the connect string names no server to ask</source>
        <translation>в строке подключения нет сервера, которого можно спросить</translation>
    </message>
    <message>
        <source>client addresses unknown: %1</source>
        <translation>адреса клиентов неизвестны: %1</translation>
    </message>
    <message>
        <source>watch lists unknown: herds and broken waits not judged, locks known only by their watchers not shown: %1</source>
        <translation>списки наблюдений (watch) неизвестны: эффект стада и сломанные ожидания не оцениваются, блокировки, известные только по их наблюдателям, не показаны: %1</translation>
    </message>
    <message>
        <source>client addresses unknown: connected to no member of the connect string (the session ended or is reconnecting, or its server is not listed)</source>
        <translation>адреса клиентов неизвестны: сессия не подключена ни к одному члену из строки подключения (сессия завершена или переподключается, либо её сервер не указан)</translation>
    </message>
    <message>
        <source>%1 held for %2 by %3, over the %4 limit, %5 waiting: ask the client to release (lockscope-cli revoke %1) or find out what it is doing</source>
        <translation>%1 удерживается %2 сессией %3, дольше предела %4, ожидающих: %5; попросите клиента освободить блокировку (lockscope-cli revoke %1) или выясните, чем он занят</translation>
    </message>
    <message>
        <source>its (persistent) creator</source>
        <translation>его создатель (узел постоянный)</translation>
    </message>
    <message>
        <source>revocation of %1 was requested %2 ago and %3 still %4 it: its client does not honour revocation (kazoo and go-zk locks never do); force-delete it (lockscope-cli delete %1)</source>
        <translation>отзыв %1 запрошен %2 назад, но %3 всё ещё %4: клиент не выполняет отзыв (блокировки kazoo и go-zk этого никогда не делают); удалите узел принудительно (lockscope-cli delete %1)</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>удерживает её</translation>
    </message>
    <message>
        <source>queues for</source>
        <translation>стоит за ней в очереди</translation>
    </message>
    <message>
        <source>its creator %1 is still connected, but the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>его создатель %1 ещё подключён, но узел останется, когда этот клиент завершится; создавайте узлы блокировок как EPHEMERAL_SEQUENTIAL</translation>
    </message>
    <message>
        <source>its creator %1 is gone and nothing will ever delete it</source>
        <translation>его создателя %1 больше нет, и никто этот узел уже не удалит</translation>
    </message>
    <message>
        <source>its creator %1 may be gone (the ensemble did not say) and nothing deletes it then</source>
        <translation>его создателя %1, возможно, уже нет (ансамбль не сообщил), и тогда узел никто не удалит</translation>
    </message>
    <message>
        <source>no session owns it, so it outlives its client (created PERSISTENT instead of EPHEMERAL)</source>
        <translation>им не владеет ни одна сессия, поэтому он переживёт своего клиента (создан как PERSISTENT вместо EPHEMERAL)</translation>
    </message>
    <message>
        <source>; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)</source>
        <translation>; он блокирует ожидающих: %1; если его клиента больше нет, удалите его (lockscope-cli delete %2)</translation>
    </message>
    <message>
        <source>; if its client is gone, delete it (lockscope-cli delete %1)</source>
        <translation>; если его клиента больше нет, удалите его (lockscope-cli delete %1)</translation>
    </message>
    <message>
        <source>persistent lock node %1: %2%3</source>
        <translation>постоянный узел блокировки %1: %2%3</translation>
    </message>
    <message>
        <source>%1 %2 under %3 match no lock recipe and are not counted as entries (%4): check that they belong there</source>
        <translation>%3: %2 — %1 (%4) — не подходят ни к одному рецепту блокировки и не считаются записями; проверьте, что они должны там быть</translation>
    </message>
    <message>
        <source>child</source>
        <translation>дочерний узел</translation>
    </message>
    <message>
        <source>children</source>
        <translation>дочерние узлы</translation>
    </message>
    <message>
        <source>%1 sessions watch %2 (herd effect): every change wakes all of them at once; let each waiter watch only its predecessor (ephemeral sequential nodes, as Curator&apos;s InterProcessMutex or kazoo&apos;s Lock do)</source>
        <translation>сессий, наблюдающих за %2: %1 (эффект стада): каждое изменение будит их всех разом; пусть каждый ожидающий наблюдает только за своим предшественником (эфемерные последовательные узлы, как в InterProcessMutex из Curator или Lock из kazoo)</translation>
    </message>
    <message>
        <source>watches nothing</source>
        <translation>ни за чем не наблюдает</translation>
    </message>
    <message>
        <source>watches %1 but not %2</source>
        <translation>наблюдает за %1, но не за %2</translation>
    </message>
    <message>
        <source>%1 other nodes</source>
        <translation>другими узлами (%1)</translation>
    </message>
    <message>
        <source>%1 waits in %2 for %3 but %4: it will never wake; restart that client or delete its node (lockscope-cli delete %5)</source>
        <translation>%1 ждёт в %2 узел %3, но %4: он никогда не проснётся; перезапустите этот клиент или удалите его узел (lockscope-cli delete %5)</translation>
    </message>
    <message>
        <source>%1 backup master(s) registered under %2 but no active master: one takes over within the session timeout; if none does, check the backup masters&apos; logs</source>
        <translation>в %2 зарегистрировано резервных мастеров: %1, но активного мастера нет: один из них должен взять управление в пределах тайм-аута сессии; если этого не происходит, проверьте журналы резервных мастеров</translation>
    </message>
    <message>
        <source>no active %1 for %2: the breadcrumb names %3, the last active, which may need fencing; the failover controllers elect a new active once one is healthy (%4)</source>
        <translation>у %2 нет активного %1: breadcrumb называет %3, последний активный, которого, возможно, нужно изолировать (fencing); контроллеры отказоустойчивости выберут новый активный, как только один из них будет исправен (%4)</translation>
    </message>
    <message>
        <source>an undecodable record</source>
        <translation>нераспознаваемую запись</translation>
    </message>
    <message>
        <source>failover under way for %1: %2 holds the lock but the breadcrumb still names %3 (fencing it has not finished; if this lasts, check the failover controllers&apos; logs)</source>
        <translation>у %1 идёт переключение: %2 удерживает блокировку, но breadcrumb всё ещё называет %3 (его изоляция не завершена; если это затянется, проверьте журналы контроллеров отказоустойчивости)</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>, владелец %1</translation>
    </message>
    <message>
        <source>explicit Hive lock (LOCK %1 … %2)%3: persistent by design, it stays until %4 (SHOW LOCKS lists it)</source>
        <translation>явная блокировка Hive (LOCK %1 … %2)%3: постоянна по замыслу и остаётся до %4 (её показывает SHOW LOCKS)</translation>
    </message>
    <message>
        <source>explicit Hive lock node (%1)%2 that conflicts with a lower lock: its LOCK statement failed and the node was left behind; later requests still see it, release it with %3</source>
        <translation>узел явной блокировки Hive (%1)%2, конфликтующий с более ранней блокировкой: её оператор LOCK не выполнился, а узел остался; последующие запросы всё ещё его видят, освободите его через %3</translation>
    </message>
    <message>
        <source>the controller node names broker %1, which is not registered under %2: a leftover of a broker that is gone; it vanishes when session %3 expires, else delete it at version %4</source>
        <translation>узел controller называет брокер %1, который не зарегистрирован в %2: это остаток ушедшего брокера; он исчезнет, когда истечёт сессия %3, иначе удалите его с версией %4</translation>
    </message>
    <message>
        <source>the controller node belongs to session %1, but broker %2 is registered under session %3: a leftover of broker %2&apos;s previous session (&quot;node exists with another owner&quot;); it vanishes when that session expires, else delete it at version %4</source>
        <translation>узел controller принадлежит сессии %1, но брокер %2 зарегистрирован под сессией %3: это остаток предыдущей сессии брокера %2 («node exists with another owner»); он исчезнет, когда та сессия истечёт, иначе удалите его с версией %4</translation>
    </message>
    <message>
        <source>%1 broker(s) registered under %2 but none is the controller: no partition leader can change until one is elected (see the brokers&apos; controller logs)</source>
        <translation>в %2 зарегистрировано брокеров: %1, но ни один не является контроллером: лидер ни одной партиции не сменится, пока контроллер не выбран (см. журналы контроллера у брокеров)</translation>
    </message>
    <message>
        <source>overseer</source>
        <translation>overseer</translation>
    </message>
    <message>
        <source>leader of shard %1</source>
        <translation>лидер шарда %1</translation>
    </message>
    <message>
        <source>no %1 registered in %2 although %3 candidate(s) stand: %4 is next by the election but has not taken over; if this lasts, check that node&apos;s log, %5</source>
        <translation>в %2 не зарегистрирован %1, хотя кандидатов: %3; по выборам следующий %4, но он не принял управление; если это затянется, проверьте журнал этого узла, %5</translation>
    </message>
    <message>
        <source>then restart it so that the next candidate takes over</source>
        <translation>затем перезапустите его, чтобы управление принял следующий кандидат</translation>
    </message>
    <message>
        <source>then the Collection API&apos;s FORCELEADER can elect a replica</source>
        <translation>затем FORCELEADER из Collection API может выбрать реплику</translation>
    </message>
    <message>
        <source>%1 names %2 as %3, but the election&apos;s lowest candidate is %4: a leader change under way, or a record left by a previous leader whose session has not expired; if it lasts, %5 (deleting election nodes by hand breaks the watch chain)</source>
        <translation>%1 называет %2 как %3, но наименьший кандидат выборов — %4: идёт смена лидера, либо это запись прежнего лидера, чья сессия ещё не истекла; если это затянется, %5 (удаление узлов выборов вручную ломает цепочку наблюдений)</translation>
    </message>
    <message>
        <source>compare with OVERSEERSTATUS and restart the node the record names</source>
        <translation>сверьтесь с OVERSEERSTATUS и перезапустите узел, названный в записи</translation>
    </message>
    <message>
        <source>run the Collection API&apos;s REBALANCELEADERS, or FORCELEADER for the shard</source>
        <translation>выполните REBALANCELEADERS из Collection API или FORCELEADER для шарда</translation>
    </message>
    <message>
        <source>The server with UUID %1 removes it itself when it restarts; any other server for this replica fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation>Сервер с UUID %1 удалит его сам при перезапуске; любой другой сервер этой реплики получает REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</translation>
    </message>
    <message>
        <source>The node names pid %1; a restarted server writes another pid and random number, so it fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</source>
        <translation>Узел называет pid %1; перезапущенный сервер пишет другие pid и случайное число, поэтому получает REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;)</translation>
    </message>
    <message>
        <source>A server restarting fails with REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;) unless the node holds its own identifier</source>
        <translation>Перезапускаемый сервер получает REPLICA_IS_ALREADY_ACTIVE (&quot;appears to be already active&quot;), если в узле не его собственный идентификатор</translation>
    </message>
    <message>
        <source>%1 stands by in %2 behind %3 but %4: it will not take over when the leader goes; restart that candidate</source>
        <translation>%1 в резерве в %2 за %3, но %4: он не возьмёт управление, когда лидер уйдёт; перезапустите этого кандидата</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>владеет %1</translation>
    </message>
    <message>
        <source>waits with %1</source>
        <translation>ждёт с %1</translation>
    </message>
    <message>
        <source>stands by with %1</source>
        <translation>в резерве с %1</translation>
    </message>
    <message>
        <source>owns %1</source>
        <translation>владеет также %1</translation>
    </message>
    <message>
        <source>its client&apos;s session timeout</source>
        <translation>тайм-аут сессии его клиента</translation>
    </message>
    <message>
        <source>the leader expires it at %1 UTC, in %2</source>
        <translation>лидер завершит его в %1 UTC, через %2</translation>
    </message>
    <message>
        <source>the leader&apos;s expiry was due %1 ago</source>
        <translation>срок истечения у лидера прошёл %1 назад</translation>
    </message>
    <message>
        <source>wait for the session to expire (%1)</source>
        <translation>дождитесь истечения сессии (%1)</translation>
    </message>
    <message>
        <source>wait for the session to expire (%1); if that is too long and the process is surely dead, force-delete the node it holds at the version shown (lockscope-cli delete %2 --version %3)</source>
        <translation>дождитесь истечения сессии (%1); если это слишком долго и процесс точно мёртв, принудительно удалите узел, которым он владеет, в показанной версии (lockscope-cli delete %2 --version %3)</translation>
    </message>
    <message numerus="yes">
        <source>session %1 has been served by no member of the ensemble for %2 (every member answered): its process is gone or cut off, and its %n node(s) stay until the session expires: it %3; %4</source>
        <translation>
            <numerusform>сессия %1 уже %2 не обслуживается ни одним членом ансамбля (ответили все): её процесса нет или он отрезан, и её %n узел останется до истечения сессии: она %3; %4</numerusform>
            <numerusform>сессия %1 уже %2 не обслуживается ни одним членом ансамбля (ответили все): её процесса нет или он отрезан, и её %n узла останутся до истечения сессии: она %3; %4</numerusform>
            <numerusform>сессия %1 уже %2 не обслуживается ни одним членом ансамбля (ответили все): её процесса нет или он отрезан, и её %n узлов останутся до истечения сессии: она %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions wait for each other in a circle of blocked waits: none can proceed.</source>
        <translation>Сессии ждут друг друга по кругу блокирующих ожиданий: ни одна не может продолжить.</translation>
    </message>
    <message>
        <source>Release or force-delete one of the held nodes of the circle.</source>
        <translation>Освободите или принудительно удалите один из удерживаемых узлов круга.</translation>
    </message>
    <message>
        <source>A session that holds or queues for locks is served by no member: its process is gone and its nodes stay until the session expires.</source>
        <translation>Сессия, которая владеет блокировками или стоит в их очереди, не обслуживается ни одним членом ансамбля: её процесса нет, а её узлы останутся до истечения сессии.</translation>
    </message>
    <message>
        <source>Wait for the expiry; when it is too long and the process is surely dead, force-delete the exact node it holds.</source>
        <translation>Дождитесь истечения; если ждать слишком долго и процесс точно мёртв, принудительно удалите именно тот узел, которым он владеет.</translation>
    </message>
    <message>
        <source>A live waiter watches nothing, or not what it waits for: it will never wake (a standby will never take over).</source>
        <translation>Живой ожидающий ни за чем не следит или следит не за тем, чего ждёт: он никогда не проснётся (резервный никогда не возьмёт управление).</translation>
    </message>
    <message>
        <source>Restart that client, or force-delete its node.</source>
        <translation>Перезапустите этого клиента или принудительно удалите его узел.</translation>
    </message>
    <message>
        <source>Many sessions watch one node of a blocking lock: each change wakes them all.</source>
        <translation>Много сессий следят за одним узлом блокирующей блокировки: каждое изменение будит их всех.</translation>
    </message>
    <message>
        <source>Have each waiter watch only its predecessor (ephemeral sequential nodes).</source>
        <translation>Пусть каждый ожидающий следит только за своим предшественником (эфемерные последовательные узлы).</translation>
    </message>
    <message>
        <source>A task lock has been held past its limit.</source>
        <translation>Блокировка задачи удерживается дольше предела.</translation>
    </message>
    <message>
        <source>Request revocation, or find out what its client is doing.</source>
        <translation>Запросите отзыв или выясните, чем занят её клиент.</translation>
    </message>
    <message>
        <source>A revocation was requested and the entry is still there.</source>
        <translation>Отзыв запрошен, а запись всё ещё на месте.</translation>
    </message>
    <message>
        <source>Its client does not honour revocation: force-delete the entry.</source>
        <translation>Её клиент не выполняет отзыв: принудительно удалите запись.</translation>
    </message>
    <message>
        <source>A lock entry no session owns outlives its client.</source>
        <translation>Запись блокировки, которой не владеет ни одна сессия, переживает своего клиента.</translation>
    </message>
    <message>
        <source>If its client is gone, force-delete it; create lock nodes EPHEMERAL_SEQUENTIAL.</source>
        <translation>Если её клиента больше нет, принудительно удалите её; создавайте узлы блокировок как EPHEMERAL_SEQUENTIAL.</translation>
    </message>
    <message>
        <source>A queue folder holds children that match no lock shape.</source>
        <translation>В папке очереди есть дочерние узлы, не похожие ни на одну блокировку.</translation>
    </message>
    <message>
        <source>Check that they belong there.</source>
        <translation>Проверьте, что им там место.</translation>
    </message>
    <message>
        <source>The system&apos;s records say a leader should exist and none holds.</source>
        <translation>Записи системы говорят, что лидер должен быть, но никто не владеет.</translation>
    </message>
    <message>
        <source>Check the system&apos;s candidates; the last leader may need fencing.</source>
        <translation>Проверьте кандидатов системы; прежнего лидера, возможно, нужно изолировать (fencing).</translation>
    </message>
    <message>
        <source>The system&apos;s leader record names someone other than the election&apos;s holder.</source>
        <translation>Запись лидера в системе называет не того, кто владеет выборами.</translation>
    </message>
    <message>
        <source>A failover is in progress or stuck; watch that it completes.</source>
        <translation>Переключение идёт или застряло; проследите, чтобы оно завершилось.</translation>
    </message>
    <message>
        <source>replica %1 stays marked active until then (the server&apos;s zookeeper session_timeout_ms, 30 s by default). %2, its tables read-only, retrying until then (SYSTEM RESTART REPLICA retries at once). Delete its is_active nodes (lockscope-cli delete PATH --version N) only once the old server process is surely dead</source>
        <translation>реплика %1 до тех пор остаётся отмеченной как активная (zookeeper session_timeout_ms сервера, по умолчанию 30 с). %2, её таблицы только для чтения и повторяют попытки до тех пор (SYSTEM RESTART REPLICA повторяет сразу). Удаляйте её узлы is_active (lockscope-cli delete PATH --version N), только когда старый процесс сервера точно мёртв</translation>
    </message>
    <message>
        <source>An election&apos;s holder keeps changing: each hand-over is healthy alone, the rate is not.</source>
        <translation>Владелец выборов всё время меняется: каждая передача сама по себе нормальна, а их частота — нет.</translation>
    </message>
    <message>
        <source>Look at the candidates for session expiries (GC pauses, network, a too short session timeout).</source>
        <translation>Ищите у кандидатов истечения сессий (паузы GC, сеть, слишком короткий тайм-аут сессии).</translation>
    </message>
    <message>
        <source>the holder of %1 changed %2 times in the last %3 (the latest %4 ago): look at the candidates&apos; logs for session expiries (GC pauses, a lost network, a session timeout too short for them) rather than at the lock</source>
        <translation>владелец %1 сменился %2 раз за последние %3 (последний раз %4 назад): ищите в журналах кандидатов истечения сессий (паузы GC, потерю сети, слишком короткий для них тайм-аут сессии), а не в самой блокировке</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> и ещё %n</numerusform>
            <numerusform> и ещё %n</numerusform>
            <numerusform> и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty lock parents that no client has used for a long time: ZooKeeper keeps them for ever unless they are container nodes.</source>
        <translation>Пустые родительские узлы блокировок, которыми давно не пользуется ни один клиент: ZooKeeper хранит их вечно, если это не узлы-контейнеры.</translation>
    </message>
    <message>
        <source>List them and delete them with lockscope-cli reap (each only while empty and unchanged); create lock parents as containers.</source>
        <translation>Выведите их и удалите командой lockscope-cli reap (каждый — только пока он пуст и не изменился); создавайте родительские узлы блокировок как контейнеры.</translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) under %2 unused for over %3 (%4%5): no client deletes them; lockscope-cli reap --root %2 lists them and, with --yes, deletes each while it is still empty</source>
        <translation>пустых родительских узлов блокировок под %2, не используемых дольше %3: %1 (%4%5); ни один клиент их не удаляет; lockscope-cli reap --root %2 выводит их, а с --yes удаляет каждый, пока он ещё пуст</translation>
    </message>
    <message>
        <source>their creators %1 are still connected, but the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>их создатели %1 ещё подключены, но узлы останутся, когда эти клиенты завершатся; создавайте узлы блокировок как EPHEMERAL_SEQUENTIAL</translation>
    </message>
    <message>
        <source>their creators %1 are gone and nothing will ever delete them</source>
        <translation>их создателей %1 больше нет, и никто эти узлы уже не удалит</translation>
    </message>
    <message>
        <source>their creators %1 may be gone (the ensemble did not say) and nothing deletes them then</source>
        <translation>их создателей %1, возможно, уже нет (ансамбль не сообщил), и тогда эти узлы никто не удалит</translation>
    </message>
    <message>
        <source>no session owns them, so they outlive their clients (created PERSISTENT instead of EPHEMERAL)</source>
        <translation>ими не владеет ни одна сессия, поэтому они переживут своих клиентов (созданы как PERSISTENT вместо EPHEMERAL)</translation>
    </message>
    <message>
        <source>; they block %1 waiting: if their clients are gone, delete them one by one (lockscope-cli delete %2, …)</source>
        <translation>; они блокируют ожидающих: %1; если их клиентов больше нет, удалите их по одному (lockscope-cli delete %2, …)</translation>
    </message>
    <message>
        <source>; if their clients are gone, delete them one by one (lockscope-cli delete %1, …)</source>
        <translation>; если их клиентов больше нет, удалите их по одному (lockscope-cli delete %1, …)</translation>
    </message>
    <message numerus="yes">
        <source>%n persistent lock nodes in %1 (%2): %3%4</source>
        <translation>
            <numerusform>%n постоянный узел блокировки в %1 (%2): %3%4</numerusform>
            <numerusform>%n постоянных узла блокировки в %1 (%2): %3%4</numerusform>
            <numerusform>%n постоянных узлов блокировки в %1 (%2): %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>its creator %1 was served by no member in the last round (it may be moving to another member), and the node will stay when that client dies; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>его создателя %1 в последнем опросе не обслуживал ни один член ансамбля (возможно, он переходит к другому), а узел останется, когда этот клиент завершится; создавайте узлы блокировок как EPHEMERAL_SEQUENTIAL</translation>
    </message>
    <message>
        <source>their creators %1 were served by no member in the last round (they may be moving to another member), and the nodes will stay when those clients die; create lock nodes EPHEMERAL_SEQUENTIAL</source>
        <translation>их создателей %1 в последнем опросе не обслуживал ни один член ансамбля (возможно, они переходят к другому), а узлы останутся, когда эти клиенты завершатся; создавайте узлы блокировок как EPHEMERAL_SEQUENTIAL</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::AuditLogDialog</name>
    <message>
        <source>Audit log</source>
        <translation>Журнал аудита</translation>
    </message>
    <message>
        <source>Filter by node, user, action or result</source>
        <translation>Фильтр по узлу, пользователю, действию или результату</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Ensemble</source>
        <translation>Ансамбль</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Перечитать</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n records</source>
        <translation>
            <numerusform>%1 — %n запись</numerusform>
            <numerusform>%1 — %n записи</numerusform>
            <numerusform>%1 — %n записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n damaged lines skipped</source>
        <translation>
            <numerusform>; пропущена %n повреждённая строка</numerusform>
            <numerusform>; пропущено %n повреждённые строки</numerusform>
            <numerusform>; пропущено %n повреждённых строк</numerusform>
        </translation>
    </message>
    <message>
        <source>; the last line was cut off mid-write and is left out</source>
        <translation>; последняя строка оборвана при записи и не показана</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectDialog</name>
    <message>
        <source>Connect to ZooKeeper</source>
        <translation>Подключение к ZooKeeper</translation>
    </message>
    <message>
        <source>Profiles and recent connections:</source>
        <translation>Профили и недавние подключения:</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Сохранить профиль</translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>Удалить профиль</translation>
    </message>
    <message>
        <source>name to save this profile under</source>
        <translation>имя, под которым сохранить профиль</translation>
    </message>
    <message>
        <source>Profile name:</source>
        <translation>Имя профиля:</translation>
    </message>
    <message>
        <source>Connect string:</source>
        <translation>Строка подключения:</translation>
    </message>
    <message>
        <source>digest auth user (optional)</source>
        <translation>пользователь digest (необязательно)</translation>
    </message>
    <message>
        <source>Digest user:</source>
        <translation>Пользователь digest:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Session timeout:</source>
        <translation>Тайм-аут сессии:</translation>
    </message>
    <message>
        <source>none (four-letter words only)</source>
        <translation>нет (только четырёхбуквенные команды)</translation>
    </message>
    <message>
        <source>Asked on every member for the client address behind each session</source>
        <translation>Запрашивается у каждого члена ансамбля: адрес клиента за каждой сессией</translation>
    </message>
    <message>
        <source>AdminServer port:</source>
        <translation>Порт AdminServer:</translation>
    </message>
    <message>
        <source>Read-only: no revoke, no force delete</source>
        <translation>Только чтение: без отзыва и принудительного удаления</translation>
    </message>
    <message>
        <source>Safety:</source>
        <translation>Безопасность:</translation>
    </message>
    <message>
        <source>lock parents to watch, one per line
/app/locks/orders</source>
        <translation>родительские узлы блокировок, по одному в строке
/app/locks/orders</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>Корни:</translation>
    </message>
    <message>
        <source>subtrees in which every lock is found, one per line
/app</source>
        <translation>поддеревья, где искать все блокировки, по одному в строке
/app</translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation>Искать в:</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Подключиться</translation>
    </message>
    <message>
        <source>Recent: %1</source>
        <translation>Недавнее: %1</translation>
    </message>
    <message>
        <source>Give the profile a name to save it.</source>
        <translation>Чтобы сохранить профиль, дайте ему имя.</translation>
    </message>
    <message>
        <source>Keep the passwords in the desktop&apos;s keyring</source>
        <translation>Хранить пароли в связке ключей рабочего стола</translation>
    </message>
    <message>
        <source>No desktop keyring answers (%1): passwords are asked for each time</source>
        <translation>Связка ключей рабочего стола не отвечает (%1): пароли запрашиваются каждый раз</translation>
    </message>
    <message>
        <source>The keyring would not give the kept passwords: %1</source>
        <translation>Связка ключей не выдала сохранённые пароли: %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::Connection</name>
    <message>
        <source>connecting</source>
        <translation>подключение</translation>
    </message>
    <message>
        <source>reconnecting (session kept)</source>
        <translation>переподключение (сессия сохранена)</translation>
    </message>
    <message>
        <source>session expired, reconnecting</source>
        <translation>сессия истекла, переподключение</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>ошибка аутентификации</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыто</translation>
    </message>
    <message>
        <source>closed: %1</source>
        <translation>закрыто: %1</translation>
    </message>
    <message>
        <source>%1; locks as of %2 ago</source>
        <translation>%1; блокировки показаны по состоянию %2 назад</translation>
    </message>
    <message>
        <source>connected to %1</source>
        <translation>подключено к %1</translation>
    </message>
    <message>
        <source>connected to %1, reading locks</source>
        <translation>подключено к %1, чтение блокировок</translation>
    </message>
    <message>
        <source>%1 lost, reconnecting (session kept)</source>
        <translation>%1 потерян, переподключение (сессия сохранена)</translation>
    </message>
    <message numerus="yes">
        <source>no quorum: %n of %1 members answer, none serves writes</source>
        <translation>
            <numerusform>нет кворума: отвечает %n из %1 узлов, ни один не принимает запись</numerusform>
            <numerusform>нет кворума: отвечают %n из %1 узлов, ни один не принимает запись</numerusform>
            <numerusform>нет кворума: отвечают %n из %1 узлов, ни один не принимает запись</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n serve reads only)</source>
        <translation>
            <numerusform>%1 (%n узел только для чтения)</numerusform>
            <numerusform>%1 (%n узла только для чтения)</numerusform>
            <numerusform>%1 (%n узлов только для чтения)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ConnectionTab</name>
    <message>
        <source>Live events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Contention</source>
        <translation>Конкуренция</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Диагностика</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Сессии</translation>
    </message>
    <message>
        <source>ZooKeeper connection state</source>
        <translation>Состояние подключения к ZooKeeper</translation>
    </message>
    <message>
        <source>READ-ONLY: revoke and force delete are off</source>
        <translation>ТОЛЬКО ЧТЕНИЕ: отзыв и принудительное удаление отключены</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n блокировка</numerusform>
            <numerusform>%n блокировки</numerusform>
            <numerusform>%n блокировок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paths cannot be read</source>
        <translation>
            <numerusform>%n путь не читается</numerusform>
            <numerusform>%n пути не читаются</numerusform>
            <numerusform>%n путей не читаются</numerusform>
        </translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation>Блокировка не выбрана</translation>
    </message>
    <message>
        <source>%1 — gone</source>
        <translation>%1 — исчезла</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 %3 · %4 · %5</source>
        <comment>lock, recipe, kind, holders, waiters</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <source>%n holding</source>
        <translation>
            <numerusform>%n владеет</numerusform>
            <numerusform>%n владеют</numerusform>
            <numerusform>%n владеют</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n ждёт</numerusform>
            <numerusform>%n ждут</numerusform>
            <numerusform>%n ждут</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Диагностика (%1)</translation>
    </message>
    <message>
        <source>Findings (%1, %2 critical)</source>
        <translation>Диагностика (%1, критичных: %2)</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Системы</translation>
    </message>
    <message>
        <source>Systems (%1)</source>
        <translation>Системы (%1)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Хронология</translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 незамеченных</translation>
    </message>
    <message numerus="yes">
        <source>%n leading</source>
        <translation>
            <numerusform>%n лидирует</numerusform>
            <numerusform>%n лидируют</numerusform>
            <numerusform>%n лидируют</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standing by</source>
        <translation>
            <numerusform>%n в резерве</numerusform>
            <numerusform>%n в резерве</numerusform>
            <numerusform>%n в резерве</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PAUSED: %n change(s) waiting</source>
        <translation>
            <numerusform>ПАУЗА: %n изменение ждёт</numerusform>
            <numerusform>ПАУЗА: %n изменения ждут</numerusform>
            <numerusform>ПАУЗА: %n изменений ждут</numerusform>
        </translation>
    </message>
    <message>
        <source>Live events (selected range)</source>
        <translation>События (выбранный интервал)</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ContentionChartView</name>
    <message>
        <source>%1: no samples</source>
        <translation>%1: нет замеров</translation>
    </message>
    <message>
        <source>%1: %2 samples, min %3, median %4, p95 %5, max %6</source>
        <translation>%1: замеров %2, мин. %3, медиана %4, p95 %5, макс. %6</translation>
    </message>
    <message>
        <source>Queue length</source>
        <translation>Длина очереди</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ждут</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>Владеют</translation>
    </message>
    <message>
        <source>Acquisitions per minute</source>
        <translation>Захватов в минуту</translation>
    </message>
    <message>
        <source>Acquisitions</source>
        <translation>Захваты</translation>
    </message>
    <message>
        <source>Hold and wait times</source>
        <translation>Время владения и ожидания</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Владение</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>замеры</translation>
    </message>
    <message>
        <source>All locks</source>
        <translation>Все блокировки</translation>
    </message>
    <message>
        <source>No history is being recorded.</source>
        <translation>История не записывается.</translation>
    </message>
    <message>
        <source>No lock activity seen yet.</source>
        <translation>Активности блокировок пока не было.</translation>
    </message>
    <message>
        <source>No history for %1. The monitor has not shown this lock, or it was among the least recently changed locks dropped to keep the history within its capacity.</source>
        <translation>Нет истории для %1. Монитор ещё не показывал эту блокировку, или она была среди давно не менявшихся блокировок, отброшенных, чтобы история не превысила свой объём.</translation>
    </message>
    <message>
        <source> · gone from view</source>
        <translation> · больше не видна</translation>
    </message>
    <message>
        <source>Hold and wait times: no samples yet</source>
        <translation>Время владения и ожидания: пока нет замеров</translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation>Незамеченные</translation>
    </message>
    <message>
        <source> · %1 more came and went unseen</source>
        <translation> · ещё %1 появились и исчезли незамеченными</translation>
    </message>
    <message>
        <source>Now %1 holding, %2 waiting · %3, %4%5</source>
        <translation>Сейчас владеют: %1, ждут: %2 · %3, %4%5</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s)</source>
        <translation>
            <numerusform>%n захват</numerusform>
            <numerusform>%n захвата</numerusform>
            <numerusform>%n захватов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n брошен</numerusform>
            <numerusform>%n брошено</numerusform>
            <numerusform>%n брошено</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · from %2 to %3 (the range selected in the timeline)</source>
        <translation>%1 · с %2 по %3 (интервал, выбранный на хронологии)</translation>
    </message>
    <message>
        <source>Nothing was recorded in the selected range. Clear the range in the timeline to see the whole history.</source>
        <translation>В выбранном интервале ничего не записано. Сбросьте интервал на хронологии, чтобы увидеть всю историю.</translation>
    </message>
    <message>
        <source>Acquisitions per minute: no minute completed yet</source>
        <translation>Захваты в минуту: ещё ни одна минута не закончилась</translation>
    </message>
    <message numerus="yes">
        <source> · this minute so far: %n</source>
        <translation>
            <numerusform> · за текущую минуту пока: %n</numerusform>
            <numerusform> · за текущую минуту пока: %n</numerusform>
            <numerusform> · за текущую минуту пока: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DeadlockGraphView</name>
    <message>
        <source>Select a deadlock finding to see who waits for whom.</source>
        <translation>Выберите взаимоблокировку, чтобы увидеть, кто кого ждёт.</translation>
    </message>
    <message numerus="yes">
        <source>%n sessions wait for each other in a circle: an arrow points from a waiting session to the one holding the lock it waits for.</source>
        <translation>
            <numerusform>%n сессия ждёт по кругу: стрелка идёт от ждущей сессии к той, что владеет нужной ей блокировкой.</numerusform>
            <numerusform>%n сессии ждут друг друга по кругу: стрелка идёт от ждущей сессии к той, что владеет нужной ей блокировкой.</numerusform>
            <numerusform>%n сессий ждут друг друга по кругу: стрелка идёт от ждущей сессии к той, что владеет нужной ей блокировкой.</numerusform>
        </translation>
    </message>
    <message>
        <source>client unknown</source>
        <translation>клиент неизвестен</translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation>ждёт %1</translation>
    </message>
    <message>
        <source>%1
  %2 waits behind %3</source>
        <translation>%1
  %2 ждёт за %3</translation>
    </message>
    <message>
        <source>Double-click to show the lock.</source>
        <translation>Дважды щёлкните, чтобы показать блокировку.</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::DemoMenu</name>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Демо</translation>
    </message>
    <message>
        <source>&amp;Launch a client</source>
        <translation>&amp;Запустить клиента</translation>
    </message>
    <message>
        <source>Could not launch a client: %1</source>
        <translation>Не удалось запустить клиента: %1</translation>
    </message>
    <message>
        <source>Launched %1 on %2</source>
        <translation>Клиент %1 запущен на %2</translation>
    </message>
    <message>
        <source>&amp;Kill a client (crash)</source>
        <translation>&amp;Убить клиента (сбой)</translation>
    </message>
    <message>
        <source>%1 — %2 (pid %3)</source>
        <translation>%1 — %2 (pid %3)</translation>
    </message>
    <message>
        <source>Killed %1: its session expires on the server shortly</source>
        <translation>Клиент %1 убит: его сессия скоро истечёт на сервере</translation>
    </message>
    <message>
        <source>(no client running)</source>
        <translation>(нет запущенных клиентов)</translation>
    </message>
    <message>
        <source>Start a scenario:</source>
        <translation>Запустить сценарий:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>every kind of client on its own lock, at a realistic pace</source>
        <translation>клиенты всех видов, каждый на своей блокировке, в реалистичном темпе</translation>
    </message>
    <message>
        <source>busy exclusive and read-write locks with long queues</source>
        <translation>загруженные исключительные блокировки и блокировки чтения-записи с длинными очередями</translation>
    </message>
    <message>
        <source>plain-node locks where every waiter watches the holder&apos;s node</source>
        <translation>блокировки на простом узле, где каждый ожидающий следит за узлом владельца</translation>
    </message>
    <message>
        <source>a kazoo-style semaphore with two leases and a queue</source>
        <translation>семафор в стиле kazoo с двумя арендами и очередью</translation>
    </message>
    <message>
        <source>long holders: some release when revoked, one ignores it</source>
        <translation>долгие владельцы: одни освобождают при отзыве, один его игнорирует</translation>
    </message>
    <message>
        <source>a holder that dies every few seconds; its session expires</source>
        <translation>владелец, который падает каждые несколько секунд; его сессия истекает</translation>
    </message>
    <message>
        <source>persistent lock nodes left behind by dead clients block the queue</source>
        <translation>постоянные узлы блокировок, оставленные упавшими клиентами, блокируют очередь</translation>
    </message>
    <message>
        <source>two clients and a ring of three, each holding what the next wants</source>
        <translation>два клиента и кольцо из трёх, каждый держит то, что нужно следующему</translation>
    </message>
    <message>
        <source>Kafka&apos;s controller, HDFS NameNodes failing over, a Solr overseer election, Accumulo&apos;s managers and FATE table locks, a dead nameservice and a Hive lock left behind</source>
        <translation>контроллер Kafka, переключение NameNode в HDFS, выборы overseer в Solr, менеджеры Accumulo и табличные блокировки FATE, nameservice без активного узла и оставленная блокировка Hive</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::EventFeedModel</name>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Блокировка</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingDetailsPane</name>
    <message>
        <source>Show nodes</source>
        <translation>Показать узлы</translation>
    </message>
    <message>
        <source>Select the finding&apos;s lock and nodes in the queue</source>
        <translation>Выбрать в очереди блокировку и узлы этой проблемы</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Отозвать…</translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation>Удалить принудительно…</translation>
    </message>
    <message>
        <source>Filter on session</source>
        <translation>Фильтр по сессии</translation>
    </message>
    <message>
        <source>Show only the locks this session holds or waits for</source>
        <translation>Показать только блокировки, которыми эта сессия владеет или которых ждёт</translation>
    </message>
    <message>
        <source>Select a finding to read it in full.</source>
        <translation>Выберите проблему, чтобы прочитать её целиком.</translation>
    </message>
    <message>
        <source>What it means:</source>
        <translation>Что это значит:</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Что делать:</translation>
    </message>
    <message>
        <source>Locks:</source>
        <translation>Блокировки:</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Узлы:</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>Сессии:</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::FindingModel</name>
    <message>
        <source>Nodes:</source>
        <translation>Узлы:</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>Блокировки</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Сессии</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>истекает через %1</translation>
    </message>
    <message>
        <source>expiry overdue by %1</source>
        <translation>истечение просрочено на %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ForceDeleteDialog</name>
    <message>
        <source>latest</source>
        <translation>последняя</translation>
    </message>
    <message>
        <source>Force delete a lock node</source>
        <translation>Принудительное удаление узла блокировки</translation>
    </message>
    <message numerus="yes">
        <source>Force delete %n lock nodes</source>
        <translation>
            <numerusform>Принудительное удаление %n узла блокировки</numerusform>
            <numerusform>Принудительное удаление %n узлов блокировки</numerusform>
            <numerusform>Принудительное удаление %n узлов блокировки</numerusform>
        </translation>
    </message>
    <message>
        <source>The owning client is not told. If it is still alive it will go on believing it holds or waits, and two clients may then hold the lock at once. Each node is deleted only at the version shown: a node that changed meanwhile is left alone.</source>
        <translation>Клиент-владелец не узнает об этом. Если он ещё жив, он будет считать, что владеет блокировкой или ждёт её, и тогда блокировкой могут владеть два клиента сразу. Каждый узел удаляется только в показанной версии: изменившийся за это время узел не трогается.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation>записывается в журнал аудита</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Причина:</translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation>Удалить узел</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n nodes</source>
        <translation>
            <numerusform>Удалить %n узел</numerusform>
            <numerusform>Удалить %n узла</numerusform>
            <numerusform>Удалить %n узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be deleted.</source>
        <translation>Режим только для чтения: удалять нельзя.</translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3, owned by session %4?</source>
        <translation>Удалить узел (%1)
%2
в версии %3, принадлежащий сессии %4?</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n nodes, each at the version shown and owned by the session shown?</source>
        <translation>
            <numerusform>Удалить выбранные узлы (%n), каждый в показанной версии и принадлежащий показанной сессии?</numerusform>
            <numerusform>Удалить выбранные узлы (%n), каждый в показанной версии и принадлежащий показанной сессии?</numerusform>
            <numerusform>Удалить выбранные узлы (%n), каждый в показанной версии и принадлежащий показанной сессии?</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting…</source>
        <translation>Удаление…</translation>
    </message>
    <message>
        <source>audit log not written: %1</source>
        <translation>журнал аудита не записан: %1</translation>
    </message>
    <message>
        <source>Deleted: %1</source>
        <translation>Удалено: %1</translation>
    </message>
    <message>
        <source>%1 of %2 deleted.</source>
        <translation>Удалено %1 из %2.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Delete the %1 node
%2
at version %3? No session owns it (%4).</source>
        <translation>Удалить узел (%1)
%2
в версии %3? Им не владеет ни одна сессия (%4).</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::HistoryWindow</name>
    <message>
        <source>Transaction logs</source>
        <translation>Журналы транзакций</translation>
    </message>
    <message>
        <source>Transaction logs — %1</source>
        <translation>Журналы транзакций — %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 · %n locks</source>
        <translation>
            <numerusform>%1 — %2 · %n блокировка</numerusform>
            <numerusform>%1 — %2 · %n блокировки</numerusform>
            <numerusform>%1 — %2 · %n блокировок</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to replay: no transactions were read</source>
        <translation>Нечего воспроизводить: не прочитано ни одной транзакции</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not be read:</source>
        <translation>Не удалось прочитать:</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системный</translation>
    </message>
    <message>
        <source>The language changes when lockscope is restarted.</source>
        <translation>Язык сменится после перезапуска lockscope.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LockListModel</name>
    <message>
        <source>Unrecognized: %1</source>
        <translation>Не распознаны: %1</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Блокировка</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Реализация</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>Владельцы</translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation>Ожидающие</translation>
    </message>
    <message>
        <source>Longest wait</source>
        <translation>Макс. ожидание</translation>
    </message>
    <message>
        <source>Held for</source>
        <translation>Занята</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 незамеченных</translation>
    </message>
    <message>
        <source>%1 entries joined and left between two reads, unseen</source>
        <translation>Записей, появившихся и исчезнувших между двумя чтениями незамеченными: %1</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Владелец</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::LocksOverview</name>
    <message>
        <source>Filter locks by path, system, owner or session (Ctrl+F)</source>
        <translation>Фильтр блокировок по пути, системе, владельцу или сессии (Ctrl+F)</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::MainWindow</name>
    <message>
        <source>&lt;h2&gt;No ensemble connected&lt;/h2&gt;&lt;p&gt;File → Connect… (Ctrl+O) to watch the locks of a ZooKeeper ensemble,&lt;br&gt;or File → Start demo to see simulated clients contend.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Нет подключения к ансамблю&lt;/h2&gt;&lt;p&gt;Файл → Подключиться… (Ctrl+O), чтобы следить за блокировками ансамбля ZooKeeper,&lt;br&gt;или Файл → Запустить демо, чтобы увидеть борьбу имитируемых клиентов.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>ТОЛЬКО ЧТЕНИЕ</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Подключиться…</translation>
    </message>
    <message>
        <source>Connect to a ZooKeeper ensemble (Ctrl+O)</source>
        <translation>Подключиться к ансамблю ZooKeeper (Ctrl+O)</translation>
    </message>
    <message>
        <source>Start &amp;demo</source>
        <translation>Запустить &amp;демо</translation>
    </message>
    <message>
        <source>Start a private ZooKeeper with simulated lock clients and watch it</source>
        <translation>Запустить частный ZooKeeper с имитируемыми клиентами блокировок и наблюдать за ним</translation>
    </message>
    <message>
        <source>&amp;Close connection</source>
        <translation>&amp;Закрыть подключение</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Revoke…</source>
        <translation>&amp;Отозвать…</translation>
    </message>
    <message>
        <source>Ask the selected holder to release its lock (Ctrl+R)</source>
        <translation>Попросить выбранного владельца освободить блокировку (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Force delete…</source>
        <translation>&amp;Принудительно удалить…</translation>
    </message>
    <message>
        <source>Delete the selected lock nodes after confirmation (Shift+Del)</source>
        <translation>Удалить выбранные узлы блокировки после подтверждения (Shift+Del)</translation>
    </message>
    <message>
        <source>Copy &amp;path</source>
        <translation>Копировать &amp;путь</translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; paths, or the lock&apos;s path (Ctrl+Shift+C)</source>
        <translation>Копировать пути выбранных узлов или путь блокировки (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Copy &amp;session id</source>
        <translation>Копировать ID &amp;сессии</translation>
    </message>
    <message>
        <source>Copy the selected nodes&apos; session ids (Ctrl+Alt+C)</source>
        <translation>Копировать ID сессий выбранных узлов (Ctrl+Alt+C)</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Журнал аудита</translation>
    </message>
    <message>
        <source>&amp;Filter locks</source>
        <translation>&amp;Фильтр блокировок</translation>
    </message>
    <message>
        <source>&amp;About lockscope</source>
        <translation>&amp;О программе lockscope</translation>
    </message>
    <message>
        <source>About lockscope</source>
        <translation>О программе lockscope</translation>
    </message>
    <message>
        <source>lockscope %1
A live view of the distributed locks a ZooKeeper ensemble coordinates.</source>
        <translation>lockscope %1
Живой обзор распределённых блокировок, которые координирует ансамбль ZooKeeper.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Recent connections</source>
        <translation>&amp;Недавние подключения</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Блокировка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Не удаётся подключиться</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (только чтение)</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>Демо-режим</translation>
    </message>
    <message>
        <source>The demo is already running.</source>
        <translation>Демо уже запущено.</translation>
    </message>
    <message>
        <source>No demo scenario &quot;%1&quot;. Known: %2.</source>
        <translation>Нет демо-сценария «%1». Известные: %2.</translation>
    </message>
    <message>
        <source>Starting the demo ZooKeeper and its clients…</source>
        <translation>Запуск демо-ZooKeeper и его клиентов…</translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation>Не удалось запустить демо: %1</translation>
    </message>
    <message>
        <source>The demo&apos;s ZooKeeper server stopped.</source>
        <translation>Сервер ZooKeeper для демо остановился.</translation>
    </message>
    <message>
        <source>demo: %1</source>
        <translation>демо: %1</translation>
    </message>
    <message>
        <source>Demo running: %1</source>
        <translation>Демо запущено: %1</translation>
    </message>
    <message>
        <source>Off: this connection is read-only</source>
        <translation>Недоступно: подключение только для чтения</translation>
    </message>
    <message>
        <source>Open &amp;transaction logs…</source>
        <translation>Открыть &amp;журналы транзакций…</translation>
    </message>
    <message>
        <source>Replay a ZooKeeper data directory: who held and waited for each lock, and when</source>
        <translation>Воспроизвести каталог данных ZooKeeper: кто и когда держал каждую блокировку и кто её ждал</translation>
    </message>
    <message>
        <source>Reap &amp;leftovers…</source>
        <translation>Убрать &amp;остатки…</translation>
    </message>
    <message>
        <source>List the empty lock parents no client uses any more, then delete them after confirmation</source>
        <translation>Вывести пустые родительские узлы блокировок, которыми больше не пользуется ни один клиент, и удалить их после подтверждения</translation>
    </message>
    <message>
        <source>&amp;Pause updates</source>
        <translation>&amp;Приостановить обновления</translation>
    </message>
    <message>
        <source>Hold the locks and the queue still; changes are shown on resume (Ctrl+P)</source>
        <translation>Остановить список блокировок и очередь; изменения покажутся после возобновления (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>The recogniser files in force, and reloading them</source>
        <translation>Действующие файлы распознавателей и их перечитывание</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::NodeDetailsView</name>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation>Ждёт</translation>
    </message>
    <message>
        <source>Session (ephemeralOwner)</source>
        <translation>Сессия (ephemeralOwner)</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Created (ctime)</source>
        <translation>Создан (ctime)</translation>
    </message>
    <message>
        <source>Modified (mtime)</source>
        <translation>Изменён (mtime)</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Версии</translation>
    </message>
    <message>
        <source>Zxids</source>
        <translation>Zxid</translation>
    </message>
    <message>
        <source>Data / children</source>
        <translation>Данные / потомки</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>Метаданные (Stat)</translation>
    </message>
    <message>
        <source>Data (text)</source>
        <translation>Данные (текст)</translation>
    </message>
    <message>
        <source>Data (hex)</source>
        <translation>Данные (hex)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Блокировка</translation>
    </message>
    <message>
        <source>Same session</source>
        <translation>Та же сессия</translation>
    </message>
    <message>
        <source>Select a node in the queue to see its details</source>
        <translation>Выберите узел в очереди, чтобы увидеть подробности</translation>
    </message>
    <message>
        <source>, revocation requested</source>
        <translation>, запрошен отзыв</translation>
    </message>
    <message>
        <source>none: a persistent node, it outlives its client</source>
        <translation>нет: постоянный узел, он переживёт своего клиента</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>data %1 · children %2 · ACL %3</source>
        <translation>данные %1 · потомки %2 · ACL %3</translation>
    </message>
    <message>
        <source>created %1 · modified %2 · children %3</source>
        <translation>создан %1 · изменён %2 · потомки %3</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байта</numerusform>
            <numerusform>%n байт</numerusform>
        </translation>
    </message>
    <message>
        <source> (first %1 shown)</source>
        <translation> (показаны первые %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n children</source>
        <translation>
            <numerusform>%n потомок</numerusform>
            <numerusform>%n потомка</numerusform>
            <numerusform>%n потомков</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::OpenHistoryDialog</name>
    <message>
        <source>Open transaction logs</source>
        <translation>Открыть журналы транзакций</translation>
    </message>
    <message>
        <source>ZooKeeper&apos;s data directory, its version-2 folder, or a copy</source>
        <translation>каталог данных ZooKeeper, его папка version-2 или их копия</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Data directory:</source>
        <translation>Каталог данных:</translation>
    </message>
    <message>
        <source>lock parents, separated by spaces: /app/locks/orders</source>
        <translation>родительские узлы блокировок через пробел: /app/locks/orders</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>Корни:</translation>
    </message>
    <message>
        <source>subtrees in which every lock is found: /app</source>
        <translation>поддеревья, в которых ищутся все блокировки: /app</translation>
    </message>
    <message>
        <source>Discover under:</source>
        <translation>Искать в:</translation>
    </message>
    <message>
        <source>Log directory:</source>
        <translation>Каталог журналов:</translation>
    </message>
    <message>
        <source>the server&apos;s dataLogDir, only when it keeps its logs apart</source>
        <translation>dataLogDir сервера — только если журналы хранятся отдельно</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::PastLocksModel</name>
    <message>
        <source>Lock</source>
        <translation>Блокировка</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Рецепт</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation>Незамеченные</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ProfileStore</name>
    <message>
        <source>The passwords were not kept: %1</source>
        <translation>Пароли не сохранены: %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueGraphView</name>
    <message>
        <source>Select a lock to see its queue</source>
        <translation>Выберите блокировку, чтобы увидеть её очередь</translation>
    </message>
    <message>
        <source>Nobody holds this lock</source>
        <translation>Блокировкой никто не владеет</translation>
    </message>
    <message>
        <source>Holding: %1</source>
        <translation>Владеют: %1</translation>
    </message>
    <message>
        <source>Nobody waits</source>
        <translation>Никто не ждёт</translation>
    </message>
    <message>
        <source>Waiting: %1, in order</source>
        <translation>Ждут: %1, по порядку</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>владеет</translation>
    </message>
    <message>
        <source>revocation requested</source>
        <translation>запрошен отзыв</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>владеет %1</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>ждёт %1</translation>
    </message>
    <message>
        <source>waits for %1</source>
        <translation>ждёт %1</translation>
    </message>
    <message>
        <source>No leader</source>
        <translation>Нет лидера</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>No standby</source>
        <translation>Нет резерва</translation>
    </message>
    <message>
        <source>Standby: %1, in order</source>
        <translation>В резерве: %1, по порядку</translation>
    </message>
    <message>
        <source>standing by %1</source>
        <translation>в резерве %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::QueueModel</name>
    <message>
        <source>holder</source>
        <translation>владелец</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>владеет %1</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>ждёт %1</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>запрошен</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Waits for</source>
        <translation>Ждёт</translation>
    </message>
    <message>
        <source>Revocation</source>
        <translation>Отзыв</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::ReapDialog</name>
    <message>
        <source>deleted</source>
        <translation>удалён</translation>
    </message>
    <message>
        <source>kept (changed)</source>
        <translation>оставлен (изменён)</translation>
    </message>
    <message>
        <source>kept (not empty)</source>
        <translation>оставлен (не пуст)</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>уже удалён</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отказано</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>Reap leftovers</source>
        <translation>Убрать остатки</translation>
    </message>
    <message>
        <source>Empty lock parents and a semaphore&apos;s empty lease and lock folders stay in ZooKeeper for ever unless they are container nodes. They are listed first; nothing is deleted until you confirm, and then each only while it is still empty and unchanged.</source>
        <translation>Пустые родительские узлы блокировок и пустые папки аренд и блокировок семафоров остаются в ZooKeeper навсегда, если это не узлы-контейнеры. Сначала они выводятся списком; ничего не удаляется, пока вы не подтвердите, и тогда каждый — только пока он ещё пуст и не изменился.</translation>
    </message>
    <message>
        <source>A whole number and s, m, h or d (30m, 1h, 2d)</source>
        <translation>Целое число и s, m, h или d (30m, 1h, 2d)</translation>
    </message>
    <message>
        <source>&amp;List</source>
        <translation>&amp;Вывести</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>Корень:</translation>
    </message>
    <message>
        <source>Idle for at least:</source>
        <translation>Не используется не меньше:</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Idle since</source>
        <translation>Не используется с</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Why (recorded in the audit log)</source>
        <translation>Причина (записывается в журнал аудита)</translation>
    </message>
    <message>
        <source>&amp;Delete listed</source>
        <translation>&amp;Удалить выведенные</translation>
    </message>
    <message>
        <source>Bad root &quot;%1&quot;: %2</source>
        <translation>Неверный корень «%1»: %2</translation>
    </message>
    <message>
        <source>The age takes a whole number and s, m, h or d (30m, 1h, 2d).</source>
        <translation>Возраст — целое число и s, m, h или d (30m, 1h, 2d).</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Нет соединения.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 не существует.</translation>
    </message>
    <message>
        <source>%1 leftover(s) under %2 idle for over %3.</source>
        <translation>Остатков под %2, не используемых дольше %3: %1.</translation>
    </message>
    <message>
        <source>%1 empty lock parent(s) not shown idle that long are left alone.</source>
        <translation>Пустых родительских узлов блокировок, простой которых не доказан на такой срок, оставлено без изменений: %1.</translation>
    </message>
    <message>
        <source>Read-only mode: listing only.</source>
        <translation>Режим только для чтения: только список.</translation>
    </message>
    <message>
        <source>Deleting %1 leftover(s)…</source>
        <translation>Удаление остатков: %1…</translation>
    </message>
    <message>
        <source>%1 of %2 leftover(s) deleted; every attempt is in the audit log.</source>
        <translation>Удалено остатков: %1 из %2; каждая попытка записана в журнал аудита.</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecogniserListModel</name>
    <message>
        <source>built in</source>
        <translation>встроенный</translation>
    </message>
    <message>
        <source>user</source>
        <translation>пользовательский</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RecognisersPage</name>
    <message>
        <source>Recogniser files teach lockscope what a system&apos;s ZooKeeper nodes are: its locks, elections and records. The built-in files are read first, then your folder, then each --recognisers folder; a later file for the same system replaces an earlier one.</source>
        <translation>Файлы распознавателей объясняют lockscope, что означают узлы ZooKeeper той или иной системы: её блокировки, выборы и записи. Сначала читаются встроенные файлы, затем ваша папка, затем каждая папка --recognisers; более поздний файл той же системы заменяет более ранний.</translation>
    </message>
    <message>
        <source>Files not loaded:</source>
        <translation>Не загруженные файлы:</translation>
    </message>
    <message>
        <source>None: every file loaded.</source>
        <translation>Нет: все файлы загружены.</translation>
    </message>
    <message>
        <source>Reload reads every file again; the open connections then rebuild their locks with them. An open transaction log replay keeps the files it was read with.</source>
        <translation>«Перечитать» заново читает все файлы; открытые подключения затем перестраивают по ним свои блокировки. Уже открытое воспроизведение журналов транзакций остаётся с файлами, с которыми оно было прочитано.</translation>
    </message>
    <message>
        <source>Open my folder</source>
        <translation>Открыть мою папку</translation>
    </message>
    <message>
        <source>Open %1 (made if missing): put your .yaml files there</source>
        <translation>Открыть %1 (создаётся, если её нет): положите туда свои файлы .yaml</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Перечитать</translation>
    </message>
    <message>
        <source>Reloaded at %1.</source>
        <translation>Перечитано в %1.</translation>
    </message>
    <message>
        <source>Cannot make %1.</source>
        <translation>Не удаётся создать %1.</translation>
    </message>
    <message>
        <source>No program opens folders here: your files go in %1</source>
        <translation>Здесь нет программы, открывающей папки: ваши файлы кладутся в %1</translation>
    </message>
    <message>
        <source>the built-in files</source>
        <translation>встроенные файлы</translation>
    </message>
    <message>
        <source>%1 (not there yet)</source>
        <translation>%1 (пока нет)</translation>
    </message>
    <message>
        <source>Read from: %1</source>
        <translation>Читаются из: %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::RevokeDialog</name>
    <message>
        <source>Revoke lock</source>
        <translation>Отзыв блокировки</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ask the holder of %1 to release it.&lt;/b&gt;&lt;br&gt;Node: %2&lt;br&gt;Version %3 · session %4 · %5 %6</source>
        <translation>&lt;b&gt;Попросить владельца %1 освободить её.&lt;/b&gt;&lt;br&gt;Узел: %2&lt;br&gt;Версия %3 · сессия %4 · %5 %6</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>Автоматически (%1)</translation>
    </message>
    <message>
        <source>unlock (ZooKeeper recipes)</source>
        <translation>unlock (рецепты ZooKeeper)</translation>
    </message>
    <message>
        <source>__REVOKE__ (Curator)</source>
        <translation>__REVOKE__ (Curator)</translation>
    </message>
    <message>
        <source>Payload:</source>
        <translation>Данные:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>do not wait</source>
        <translation>не ждать</translation>
    </message>
    <message>
        <source>How long to wait for the holder to let go before offering a force delete</source>
        <translation>Сколько ждать, пока владелец отпустит блокировку, прежде чем предложить принудительное удаление</translation>
    </message>
    <message>
        <source>Wait for release:</source>
        <translation>Ждать освобождения:</translation>
    </message>
    <message>
        <source>recorded in the audit log</source>
        <translation>записывается в журнал аудита</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Причина:</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Force delete…</source>
        <translation>Удалить принудительно…</translation>
    </message>
    <message>
        <source>Offered when the holder did not let go in time</source>
        <translation>Предлагается, если владелец не отпустил блокировку вовремя</translation>
    </message>
    <message>
        <source>Read-only mode: nothing can be written.</source>
        <translation>Режим только для чтения: запись невозможна.</translation>
    </message>
    <message>
        <source>Writing the revocation payload…</source>
        <translation>Запись сигнала отзыва…</translation>
    </message>
    <message>
        <source>Payload written at version %1. Waiting for the holder to let go…</source>
        <translation>Данные записаны в версии %1. Ждём, пока владелец отпустит блокировку…</translation>
    </message>
    <message>
        <source>waited %1 of %2 s</source>
        <translation>прошло %1 из %2 с</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Выполнено: %1</translation>
    </message>
    <message>
        <source>Released: %1</source>
        <translation>Освобождена: %1</translation>
    </message>
    <message>
        <source>Still held: %1
You can force-delete the node at version %2.</source>
        <translation>Всё ещё занята: %1
Можно принудительно удалить узел в версии %2.</translation>
    </message>
    <message>
        <source>(latest)</source>
        <translation>(последняя)</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>The audit log could not be written: %1</source>
        <translation>Не удалось записать журнал аудита: %1</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecretStore</name>
    <message>
        <source>the keyring did not answer within %1 s</source>
        <translation>связка ключей не ответила за %1 с</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SecurityFields</name>
    <message>
        <source>PEM (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM (*.pem *.crt *.key);;Все файлы (*)</translation>
    </message>
    <message>
        <source>TLS CA:</source>
        <translation>ЦС TLS:</translation>
    </message>
    <message>
        <source>CAs trusted for the server (PEM); empty: no TLS</source>
        <translation>ЦС, которым доверяем для сервера (PEM); пусто: без TLS</translation>
    </message>
    <message>
        <source>TLS certificate:</source>
        <translation>Сертификат TLS:</translation>
    </message>
    <message>
        <source>this client&apos;s certificate (PEM)</source>
        <translation>сертификат этого клиента (PEM)</translation>
    </message>
    <message>
        <source>TLS key:</source>
        <translation>Ключ TLS:</translation>
    </message>
    <message>
        <source>this client&apos;s private key (PEM)</source>
        <translation>закрытый ключ этого клиента (PEM)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Kerberos (GSSAPI)</source>
        <translation>Kerberos (GSSAPI)</translation>
    </message>
    <message>
        <source>SASL:</source>
        <translation>SASL:</translation>
    </message>
    <message>
        <source>SASL user:</source>
        <translation>Пользователь SASL:</translation>
    </message>
    <message>
        <source>SASL password:</source>
        <translation>Пароль SASL:</translation>
    </message>
    <message>
        <source>The service part of the servers&apos; Kerberos principal (SERVICE/host@REALM)</source>
        <translation>Служебная часть принципала Kerberos серверов (SERVICE/host@REALM)</translation>
    </message>
    <message>
        <source>Kerberos service:</source>
        <translation>Служба Kerberos:</translation>
    </message>
    <message>
        <source>never in the settings file; kept only in the keyring, if asked</source>
        <translation>не в файле настроек; только в связке ключей, если попросить</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SessionModel</name>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Holding:</source>
        <translation>Владеет:</translation>
    </message>
    <message>
        <source>Waiting:</source>
        <translation>Ждёт:</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>Наблюдает:</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>Владеют</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ждут</translation>
    </message>
    <message>
        <source>Its oldest monitored node was created at %1</source>
        <translation>Самый старый отслеживаемый узел сессии создан %1</translation>
    </message>
    <message>
        <source>Since the session&apos;s oldest monitored node was created: ZooKeeper does not publish when a session began</source>
        <translation>Время с создания самого старого отслеживаемого узла сессии: ZooKeeper не сообщает, когда сессия началась</translation>
    </message>
    <message>
        <source>Since</source>
        <comment>column: how long ago the session&apos;s oldest node was created</comment>
        <translation>Возраст</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Recognisers</source>
        <translation>Распознаватели</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsModel</name>
    <message>
        <source>%1 · no %2</source>
        <comment>system, role: e.g. HDFS mycluster · no active NameNode</comment>
        <translation>%1 · %2: нет</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <comment>system, role, holder</comment>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>held %1</source>
        <translation>удерживает %1</translation>
    </message>
    <message numerus="yes">
        <source>%n locks</source>
        <translation>
            <numerusform>%n блокировка</numerusform>
            <numerusform>%n блокировки</numerusform>
            <numerusform>%n блокировок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standby</source>
        <translation>
            <numerusform>%n в резерве</numerusform>
            <numerusform>%n в резерве</numerusform>
            <numerusform>%n в резерве</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n ожидает</numerusform>
            <numerusform>%n ожидают</numerusform>
            <numerusform>%n ожидают</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Standby</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Блокировка</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::SystemsView</name>
    <message>
        <source>No system recognised yet: Kafka, Hadoop HA, HBase, Solr, Hive, ClickHouse and Curator-based elections show here once their nodes are under a watched path.</source>
        <translation>Пока не распознано ни одной системы: Kafka, Hadoop HA, HBase, Solr, Hive, ClickHouse и выборы на Curator появятся здесь, как только их узлы окажутся под наблюдаемым путём.</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelinePanel</name>
    <message>
        <source>Fit</source>
        <translation>Целиком</translation>
    </message>
    <message>
        <source>Show the whole record (Home)</source>
        <translation>Показать всю запись (Home)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Follow the present (End)</source>
        <translation>Следить за текущим моментом (End)</translation>
    </message>
    <message>
        <source>Queue now</source>
        <translation>Очередь сейчас</translation>
    </message>
    <message>
        <source>Queue at %1</source>
        <translation>Очередь на %1</translation>
    </message>
    <message>
        <source>No lock selected</source>
        <translation>Блокировка не выбрана</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n запись</numerusform>
            <numerusform>%n записи</numerusform>
            <numerusform>%n записей</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 unseen</source>
        <translation>+%1 незамеченных</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>удержание</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>незамеченные</translation>
    </message>
    <message>
        <source>The live events and the charts show only this range. Click to show everything (Escape in the timeline).</source>
        <translation>События и графики показывают только этот интервал. Нажмите, чтобы показать всё (Escape на хронологии).</translation>
    </message>
    <message>
        <source>deleted by another session</source>
        <translation>удалён другой сессией</translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom, Shift+drag to select a time range for the live events and the charts</source>
        <translation>Перетаскивание — сдвиг, колесо — масштаб, Shift+перетаскивание — выбрать интервал времени для событий и графиков</translation>
    </message>
    <message>
        <source>Range %1 – %2 ✕</source>
        <translation>Интервал %1 – %2 ✕</translation>
    </message>
</context>
<context>
    <name>lockscope::ui::TimelineView</name>
    <message numerus="yes">
        <source>%n entries joined and left between two reads, unseen</source>
        <translation>
            <numerusform>%n запись появилась и исчезла между двумя чтениями незамеченной</numerusform>
            <numerusform>%n записи появились и исчезли между двумя чтениями незамеченными</numerusform>
            <numerusform>%n записей появились и исчезли между двумя чтениями незамеченными</numerusform>
        </translation>
    </message>
    <message>
        <source>Session: %1</source>
        <translation>Сессия: %1</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Режим: %1</translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation>В очереди с: %1</translation>
    </message>
    <message>
        <source>(there before the record began)</source>
        <translation>(была до начала записи)</translation>
    </message>
    <message>
        <source>Acquired: %1, after waiting %2</source>
        <translation>Получена: %1, после ожидания %2</translation>
    </message>
    <message>
        <source>Never held</source>
        <translation>Ни разу не удерживалась</translation>
    </message>
    <message>
        <source>Ended: %1, %2 after %3</source>
        <translation>Завершилась: %1, %2 через %3</translation>
    </message>
    <message>
        <source>No entries recorded for this lock yet</source>
        <translation>Для этой блокировки ещё нет записей</translation>
    </message>
    <message>
        <source>Select a lock to see its timeline</source>
        <translation>Выберите блокировку, чтобы увидеть её хронологию</translation>
    </message>
    <message>
        <source>Ended: %1, deleted by session %2 after %3</source>
        <translation>Завершилась: %1, узел удалён сессией %2 через %3</translation>
    </message>
</context>
</TS>
