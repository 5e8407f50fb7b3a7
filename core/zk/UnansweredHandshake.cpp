// SPDX-License-Identifier: Apache-2.0

#include "zk/UnansweredHandshake.h"

#include "zk/EnsembleMembers.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <linux/tcp.h> // tcp_info with tcpi_bytes_received (glibc's lacks it)
#include <netinet/in.h>
#include <sys/socket.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <optional>
#include <set>
#include <string>

namespace lockscope::detail {

namespace {

struct Peer {
    std::string address; // as the C client prints it (no brackets around IPv6)
    int port = 0;
};

std::optional<Peer> peerOf(int fd)
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
    return Peer{address.data(), port};
}

// Nothing received yet, and the last bytes sent (the client's hello) at least `silentForMs` ago.
bool unanswered(int fd, int silentForMs)
{
    tcp_info info{};
    socklen_t size = sizeof info;
    constexpr socklen_t kNeeded = offsetof(tcp_info, tcpi_bytes_received) + sizeof info.tcpi_bytes_received;
    return getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &size) == 0 && size >= kNeeded && info.tcpi_bytes_received == 0
        && info.tcpi_last_data_sent >= unsigned(silentForMs);
}

// Shuts for reading every socket of this process (but `spared`) to a peer `chosen` picks that
// received nothing and sent its last bytes at least `silentForMs` ago.
int endUnanswered(const std::function<bool(const Peer &)> &chosen, int silentForMs, int spared)
{
    DIR *fds = opendir("/proc/self/fd");
    if (!fds)
        return 0;
    int ended = 0;
    while (const dirent *entry = readdir(fds)) {
        char *end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd == dirfd(fds) || fd == spared)
            continue;
        const std::optional<Peer> peer = peerOf(int(fd));
        // Its reading side only: the handshake reads end-of-file and fails. Shut for writing too, the
        // client's TLS writes (which do not ask for MSG_NOSIGNAL) raised SIGPIPE and killed the process.
        if (peer && chosen(*peer) && unanswered(int(fd), silentForMs) && shutdown(int(fd), SHUT_RD) == 0)
            ++ended;
    }
    closedir(fds);
    return ended;
}

} // namespace

int endUnansweredHandshake(zhandle_t *zh, const std::string &server, int silentForMs, int spared)
{
    const int state = zoo_state(zh);
    if (server.empty() || server == "null" || state == ZOO_CONNECTED_STATE || state == ZOO_READONLY_STATE
        || state == ZOO_ASSOCIATING_STATE)
        return 0;
    return endUnanswered([&](const Peer &peer) { return peer.address + ':' + std::to_string(peer.port) == server; },
                         silentForMs, spared);
}

ClosingHandshakeGuard::ClosingHandshakeGuard(const QString &connectString)
{
    std::set<int> ports;
    for (const EnsembleMember &member : ensembleMembers(connectString))
        ports.insert(member.clientPort);
    m_thread = std::thread([this, ports = std::move(ports)] {
        constexpr auto kEvery = std::chrono::milliseconds(50);
        constexpr int kSilentForMs = 100; // a handshake this handle started, not one that just began elsewhere
        while (!m_done.load()) {
            endUnanswered([&](const Peer &peer) { return ports.count(peer.port) > 0; }, kSilentForMs, -1);
            std::this_thread::sleep_for(kEvery);
        }
    });
}

ClosingHandshakeGuard::~ClosingHandshakeGuard()
{
    m_done.store(true);
    m_thread.join();
}

} // namespace lockscope::detail
