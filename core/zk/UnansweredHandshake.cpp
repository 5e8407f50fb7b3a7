// SPDX-License-Identifier: Apache-2.0

#include "zk/UnansweredHandshake.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <linux/tcp.h> // tcp_info with tcpi_bytes_received (glibc's lacks it)
#include <netinet/in.h>
#include <sys/socket.h>

#include <array>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace lockscope::detail {

namespace {

// "address:port" as the C client prints its current server (no brackets around IPv6).
std::string peerOf(int fd)
{
    sockaddr_storage peer{};
    socklen_t size = sizeof peer;
    if (getpeername(fd, reinterpret_cast<sockaddr *>(&peer), &size) != 0)
        return {}; // not a socket, or not connected
    std::array<char, INET6_ADDRSTRLEN> address{};
    int port = 0;
    if (peer.ss_family == AF_INET) {
        const auto *in = reinterpret_cast<const sockaddr_in *>(&peer);
        inet_ntop(AF_INET, &in->sin_addr, address.data(), address.size());
        port = ntohs(in->sin_port);
    } else if (peer.ss_family == AF_INET6) {
        const auto *in6 = reinterpret_cast<const sockaddr_in6 *>(&peer);
        inet_ntop(AF_INET6, &in6->sin6_addr, address.data(), address.size());
        port = ntohs(in6->sin6_port);
    } else {
        return {};
    }
    return std::string(address.data()) + ':' + std::to_string(port);
}

bool receivedNothing(int fd)
{
    tcp_info info{};
    socklen_t size = sizeof info;
    constexpr socklen_t kNeeded = offsetof(tcp_info, tcpi_bytes_received) + sizeof info.tcpi_bytes_received;
    return getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &size) == 0 && size >= kNeeded && info.tcpi_bytes_received == 0;
}

} // namespace

int endUnansweredHandshake(zhandle_t *zh, const std::string &server)
{
    const int state = zoo_state(zh);
    if (server.empty() || server == "null" || state == ZOO_CONNECTED_STATE || state == ZOO_READONLY_STATE
        || state == ZOO_ASSOCIATING_STATE)
        return 0;
    DIR *fds = opendir("/proc/self/fd");
    if (!fds)
        return 0;
    int ended = 0;
    while (const dirent *entry = readdir(fds)) {
        char *end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd == dirfd(fds))
            continue;
        // Its reading side only: the handshake reads end-of-file and fails. Shut for writing too, the
        // client's TLS writes (which do not ask for MSG_NOSIGNAL) raised SIGPIPE and killed the process.
        if (peerOf(int(fd)) == server && receivedNothing(int(fd)) && shutdown(int(fd), SHUT_RD) == 0)
            ++ended;
    }
    closedir(fds);
    return ended;
}

} // namespace lockscope::detail
