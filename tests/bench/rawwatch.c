// SPDX-License-Identifier: Apache-2.0

// rawwatch: the floor of a watcher's change line, as a process. A line that says who queued needs
// the parent's new listing (the child watch names only the parent) and the new node's own stat
// (its session): so on each child watch this re-lists the parent, re-arming the watch, and reads
// every new child, all on the client's completion thread, printing a line per change the moment
// it is known. Nothing is built, judged or formatted beyond that: `lockscope-cli watch`'s change
// lines are measured against these, process against process, in the same run.
//
// Build: gcc -O2 -o rawwatch rawwatch.c -lzookeeper_mt   (Debian: libzookeeper-mt-dev)
// Usage: rawwatch HOST:PORT PARENT...
// Prints "ready" once every parent is listed and watched, then "+PATH SESSION" for a new child
// (its ephemeralOwner in hex) and "-PATH" for a child gone, each flushed at once.
#ifndef THREADED /* the build may define it already */
#define THREADED
#endif
#include <zookeeper/zookeeper.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct parent {
    const char *path;
    struct String_vector known; // its children when last listed (a hot lock has a few)
    int listed;
};

static zhandle_t *zh;
static struct parent *parents;
static int parentCount, listedCount;

static int contains(const struct String_vector *names, const char *name)
{
    for (int i = 0; i < names->count; i++) {
        if (!strcmp(names->data[i], name))
            return 1;
    }
    return 0;
}

static void childRead(int rc, const char *value, int length, const struct Stat *stat, const void *data)
{
    (void)value, (void)length;
    char *path = (char *)data;
    if (rc == ZOK)
        printf("+%s 0x%016llx\n", path, (unsigned long long)stat->ephemeralOwner);
    fflush(stdout);
    free(path);
}

static void listed(int rc, const struct String_vector *names, const struct Stat *stat, const void *data);

static void watcher(zhandle_t *handle, int type, int state, const char *path, void *context)
{
    (void)handle, (void)state;
    if (type == ZOO_CHILD_EVENT)
        zoo_awget_children2(zh, path, watcher, context, listed, context);
}

static void listed(int rc, const struct String_vector *names, const struct Stat *stat, const void *data)
{
    (void)stat;
    struct parent *p = (struct parent *)data;
    if (rc != ZOK)
        return;
    char path[512];
    if (p->listed) {
        for (int i = 0; i < names->count; i++) {
            if (contains(&p->known, names->data[i]))
                continue;
            snprintf(path, sizeof path, "%s/%s", p->path, names->data[i]);
            zoo_aget(zh, path, 0, childRead, strdup(path));
        }
        for (int i = 0; i < p->known.count; i++) {
            if (!contains(names, p->known.data[i]))
                printf("-%s/%s\n", p->path, p->known.data[i]);
        }
        fflush(stdout);
    }
    deallocate_String_vector(&p->known);
    allocate_String_vector(&p->known, names->count);
    for (int i = 0; i < names->count; i++)
        p->known.data[i] = strdup(names->data[i]);
    if (!p->listed && (p->listed = 1) && ++listedCount == parentCount) {
        printf("ready\n");
        fflush(stdout);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: rawwatch HOST:PORT PARENT...\n");
        return 2;
    }
    zoo_set_debug_level(ZOO_LOG_LEVEL_ERROR);
    zh = zookeeper_init(argv[1], NULL, 30000, NULL, NULL, 0);
    for (int i = 0; zoo_state(zh) != ZOO_CONNECTED_STATE; i++) {
        if (i > 10000)
            return 1;
        usleep(1000);
    }
    parentCount = argc - 2;
    parents = calloc((size_t)parentCount, sizeof *parents);
    for (int i = 0; i < parentCount; i++) {
        parents[i].path = argv[i + 2];
        zoo_awget_children2(zh, parents[i].path, watcher, &parents[i], listed, &parents[i]);
    }
    for (;;)
        pause(); // until the bench terminates it
}
