// SPDX-License-Identifier: Apache-2.0
// rawfloor: the physical floor of an initial snapshot, as a process. Start, connect, read every
// lock parent under /bench pipelined (getChildren, then getData of every child, all in flight at
// once), print one line, exit. Nothing is built, judged or printed per node: any monitor's
// end-to-end snapshot of the same data is measured against this, process vs process, same server,
// alternating runs, the median of the pairs' ratios.
//
// Build: gcc -O2 -o rawfloor rawfloor.c -lzookeeper_mt -lpthread   (Debian: libzookeeper-mt-dev)
// Usage: rawfloor HOST:PORT ROOTS PER populate   creates /bench/lock00000 … with PER children each
//        rawfloor HOST:PORT ROOTS PER read       the floor: pipelined read of all of them
//        rawfloor HOST:PORT ROOTS PER sync       context: one synchronous round trip at a time
// The children are named like Curator mutex entries (`_c_<uuid>-lock-<seq>`), data "10.0.0.5".
#ifndef THREADED /* the build may define it already */
#define THREADED
#endif
#include <zookeeper/zookeeper.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static long pending, ops;
static zhandle_t *zh;
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}
static void add(long n)
{
    pthread_mutex_lock(&mu);
    pending += n;
    pthread_mutex_unlock(&mu);
}
static void fin(void)
{
    pthread_mutex_lock(&mu);
    pending--;
    ops++;
    if (!pending)
        pthread_cond_signal(&cv);
    pthread_mutex_unlock(&mu);
}
static void wait_all(void)
{
    pthread_mutex_lock(&mu);
    while (pending > 0)
        pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
}
static void data_cb(int rc, const char *v, int n, const struct Stat *s, const void *d)
{
    fin();
}
static void str_cb(int rc, const char *v, const void *d)
{
    fin();
}
static void kids_cb(int rc, const struct String_vector *sv, const struct Stat *s, const void *d)
{
    const char *root = d;
    char p[512];
    if (rc == ZOK) {
        add(sv->count);
        for (int i = 0; i < sv->count; i++) {
            snprintf(p, sizeof p, "%s/%s", root, sv->data[i]);
            zoo_aget(zh, p, 0, data_cb, NULL);
        }
    }
    fin();
}
int main(int argc, char **argv)
{
    int roots = atoi(argv[2]), per = atoi(argv[3]);
    const char *mode = argv[4];
    zoo_set_debug_level(ZOO_LOG_LEVEL_ERROR);
    zh = zookeeper_init(argv[1], NULL, 30000, NULL, NULL, 0);
    for (int i = 0; zoo_state(zh) != ZOO_CONNECTED_STATE; i++) {
        if (i > 10000)
            return 1;
        usleep(1000);
    }
    char(*rs)[64] = calloc(roots, 64);
    for (int r = 0; r < roots; r++)
        snprintf(rs[r], 64, "/bench/lock%05d", r);
    double t0 = now();
    if (!strcmp(mode, "populate")) {
        zoo_create(zh, "/bench", NULL, 0, &ZOO_OPEN_ACL_UNSAFE, 0, NULL, 0);
        for (int r = 0; r < roots; r++)
            zoo_create(zh, rs[r], NULL, 0, &ZOO_OPEN_ACL_UNSAFE, 0, NULL, 0);
        for (int r = 0; r < roots; r++)
            for (int i = 0; i < per; i++) {
                char p[128];
                snprintf(p, sizeof p, "%s/_c_%08x-0000-0000-0000-%012d-lock-", rs[r], r, i);
                add(1);
                zoo_acreate(zh, p, "10.0.0.5", 8, &ZOO_OPEN_ACL_UNSAFE, ZOO_PERSISTENT_SEQUENTIAL, str_cb, NULL);
                while (pending > 2000)
                    usleep(200);
            }
        wait_all();
    } else if (!strcmp(mode, "read")) {
        add(roots);
        for (int r = 0; r < roots; r++)
            zoo_aget_children2(zh, rs[r], 0, kids_cb, rs[r]);
        wait_all();
    } else {
        for (int r = 0; r < roots; r++) {
            struct String_vector sv;
            if (zoo_get_children(zh, rs[r], 0, &sv) != ZOK)
                continue;
            ops++;
            for (int i = 0; i < sv.count; i++) {
                char p[256], buf[1024];
                int len = sizeof buf;
                struct Stat st;
                snprintf(p, sizeof p, "%s/%s", rs[r], sv.data[i]);
                zoo_get(zh, p, 0, buf, &len, &st);
                ops++;
            }
            deallocate_String_vector(&sv);
        }
    }
    double dt = now() - t0;
    printf("%s ops=%ld seconds=%.3f ops_per_s=%.0f\n", mode, ops, dt, ops / dt);
    zookeeper_close(zh);
    return 0;
}
