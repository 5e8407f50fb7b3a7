#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs what lockscope needs on Debian 12 (from a minbase system up), builds it, and then runs
# what was asked, each build a preset of CMakePresets.json:
#   scripts/bootstrap.sh demo        the GUI in demo mode (a private ZooKeeper and simulated clients)
#   scripts/bootstrap.sh test        the whole test suite
#   scripts/bootstrap.sh test-asan   the test suite built with AddressSanitizer + UBSan
#   scripts/bootstrap.sh test-tsan   the non-GUI tests that run threads, built with ThreadSanitizer
#   scripts/bootstrap.sh package     the Debian package, build/lockscope_<version>_amd64.deb
#   scripts/bootstrap.sh fuzz [SECONDS]  every libFuzzer target for SECONDS each (default 60)
#   scripts/bootstrap.sh tidy        clang-tidy (.clang-tidy) over every product source
#   scripts/bootstrap.sh build [PRESET]  install and build only (the dev preset by default)
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-build}
jobs=$(nproc)
preset=dev # what `build` builds
if [ "$what" = build ] && [ -n "${2:-}" ]; then
  preset=$2
  grep -q "\"name\": \"$preset\"" CMakePresets.json || { echo "bootstrap: no preset $preset in CMakePresets.json" >&2; exit 2; }
fi

# Installed with --no-install-recommends, so every package really needed is named here. The demo
# gets what it builds and runs; the other modes get the tools the tests and the package use too.
packages=(
  # build
  build-essential cmake ninja-build pkg-config
  mold                       # a linker about three times faster than GNU ld (cmake/ProjectSettings.cmake)
  qt6-base-dev qt6-charts-dev qt6-svg-dev libgl-dev
  libqt6opengl6-dev          # Qt6Charts' CMake config needs Qt6OpenGL (only recommended by qt6-charts-dev)
  qt6-tools-dev qt6-l10n-tools    # lupdate/lrelease and their CMake config (Qt6LinguistTools)
  qt6-translations-l10n fonts-wqy-microhei   # Qt's own catalogues; a font for the Chinese GUI
  libzookeeper-mt-dev
  qtkeychain-qt6-dev         # saved profiles' passwords in the desktop's secret store
  libprotobuf-dev protobuf-compiler   # systems' node data (Hadoop, HBase) through their own .proto
  zlib1g-dev libsnappy-dev   # gzip- and snappy-compressed ZooKeeper snapshots (history)
  libyaml-cpp-dev            # recogniser files (core/recognisers)
  # the ZooKeeper C client with TLS and SASL, from Debian's source (dpkg-source unpacks it)
  openssl libssl-dev libsasl2-dev libsasl2-modules libsasl2-modules-gssapi-mit
  # serve: Qt HTTP Server (its CMake config needs Qt WebSockets)
  qt6-httpserver-dev qt6-websockets-dev
  # demo mode: Debian's ZooKeeper server (its AdminServer needs the Servlet API and Jetty); its jar
  # alone, since the zookeeper package depends on the desktop Java runtime (GTK 2 and its icons)
  libzookeeper-java default-jre-headless libservlet-api-java libjetty9-java
)
if [ "$what" != demo ]; then
  packages+=(
    # package (CPack's DEB generator computes dependencies with dpkg-shlibdeps, finding ELF files with file)
    dpkg-dev file
    # integration tests: real kazoo and Curator clients, TLS and Kerberos servers
    default-jdk-headless
    zookeeper                  # zkCli.sh, a real client the tests compare with
    libnetty-java              # the test servers' TLS secureClientPort (Netty)
    krb5-kdc krb5-admin-server krb5-user   # Kerberos (GSSAPI) against a KDC on loopback
    iproute2                   # a network namespace and veth pair to cut lockscope off from one member
    python3 python3-kazoo libcurator-recipes-java libslf4j-java
    prometheus                 # serve's tests scrape it with a real Prometheus and promtool
    # the GUI on a machine without a desktop, and screenshots
    xvfb xauth imagemagick
    # a desktop secret store for the tests: a private D-Bus bus with GNOME Keyring on it
    dbus-daemon dbus-bin gnome-keyring
    # tests of what the package installs: metainfo, desktop file, man pages, bash completion
    appstream desktop-file-utils man-db bash-completion
    clang-format               # the house style (.clang-format), checked by the format test
  )
fi
# the ASan suite and the fuzzers: clang with its sanitizer runtimes (and libFuzzer)
case "$what:$preset" in test-asan:*|fuzz:*|build:asan|build:fuzz) packages+=(clang libclang-rt-14-dev) ;; esac
if [ "$what" = tidy ]; then packages+=(clang clang-tidy); fi
# the test suites only: real systems that coordinate through ZooKeeper, run by the integration
# tests, and a JSON Schema checker (the demo and the package do without them)
case "$what" in
  test|test-asan|test-tsan)
    packages+=(
      clickhouse-server clickhouse-client   # replicated tables: elections, is_active, DDL shard locks
      patroni postgresql                    # an HA system lockscope has no recogniser for (kazoo)
      python3-jsonschema                    # the commands' JSON checked against docs/schemas/
    ) ;;
esac

# apt-get as root, after any other of the project's on this machine: CI checks the .deb (installing
# lintian) beside the ASan suite's own installs, and apt-get fails at once on a lock another holds
# (Debian 12's DPkg::Lock::Timeout waits for dpkg's lock, not for the package lists').
apt_get() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo flock -w 1200 /tmp/lockscope-apt.lock apt-get -o DPkg::Lock::Timeout=600 "$@"
}

install_packages() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  [ -f "$zookeeper_source/.version" ] || add_source_lists || true # one update for both
  apt_get update -q
  apt_get install -y -q --no-install-recommends "${missing[@]}"
}

# --- ZooKeeper C client source (TLS + SASL build) ---------------------------------------------
# Debian's own source package of the installed ZooKeeper, unpacked with Debian's patches once into
# the cache that cmake/ZooKeeperClient.cmake reads, so later builds need no network.
zookeeper_source=${LOCKSCOPE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lockscope}/zookeeper-source
add_source_lists() { # Debian's deb-src lists, for apt-get source; fails when they were there already
  local sudo="" list=/etc/apt/sources.list.d/lockscope-deb-src.sources
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  [ ! -f "$list" ] || return 1
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\nTypes: deb-src\nURIs: http://deb.debian.org/debian-security\nSuites: bookworm-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    | $sudo tee "$list" >/dev/null
}
fetch_zookeeper_source() {
  # The source of the installed C client (the server's jar and the client come from one source).
  local version; version=$(dpkg-query -W -f='${source:Version}' libzookeeper-mt-dev)
  [ "$(cat "$zookeeper_source/.version" 2>/dev/null)" = "$version" ] && return 0
  if add_source_lists; then apt_get update -q; fi
  local work; work=$(mktemp -d)
  (cd "$work" && apt-get source -q --download-only "zookeeper=$version" && dpkg-source -x zookeeper_*.dsc src >/dev/null)
  rm -rf "$zookeeper_source" && mkdir -p "$(dirname "$zookeeper_source")" && mv "$work/src" "$zookeeper_source"
  echo "$version" >"$zookeeper_source/.version"
  rm -rf "$work"
}
# ------------------------------------------------------------------------------------------------

build() { # build PRESET [--target TARGET...]: configures and builds a CMakePresets.json preset
  local preset=$1 t0=$SECONDS targets=(); shift
  if [ "${1:-}" = --target ]; then shift; targets=("$@"); fi
  cmake --preset "$preset"
  cmake --build --preset "$preset" -j "$jobs" ${targets[@]:+--target "${targets[@]}"}
  echo "bootstrap: preset $preset built in $((SECONDS - t0)) s"
}

run_tests() { # run_tests DIR [PARALLEL]
  local t0=$SECONDS
  # Two tests per core by default: the integration tests mostly wait on their servers (at one per
  # core the suite used 45% of the CPU), and each starts servers of its own on free ports.
  (cd "$1" && ctest --output-on-failure --timeout 600 -j "${2:-$((2 * jobs))}")
  echo "bootstrap: tests in $1 ran in $((SECONDS - t0)) s"
}

fuzz_one() { # fuzz_one TARGET: $seconds of libFuzzer from the repository's seeds and its own corpus
  local target=$1 name rc=0 out
  name=$(basename "$target")
  mkdir -p "build-fuzz/corpus/$name"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$target" -seed=1 -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="build-fuzz/artifacts/$name-" \
    "build-fuzz/corpus/$name" "tests/fuzz/corpus/$name" > "build-fuzz/$name.log" 2>&1 || rc=$?
  out="fuzzed $name for $seconds s: $(grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "build-fuzz/$name.log" | tr '\n' ' ')"
  if [ "$rc" -ne 0 ]; then
    out+=$'\n'"$(tail -60 "build-fuzz/$name.log")"$'\n'"fuzz: $name failed (exit $rc)"
  fi
  echo "$out" # one write, so side-by-side targets do not interleave
  [ "$rc" -eq 0 ] # xargs reports any failure as 123, but only statuses 1-125
}

# Runs of this script side by side (CI builds ahead while another runs) set up one at a time:
# apt-get takes one lock at a time, and two would unpack the same ZooKeeper source.
exec {setup_lock}>/tmp/lockscope-setup.lock
flock -w 1800 "$setup_lock"
install_packages
echo "bootstrap: packages in place after $SECONDS s"
fetch_zookeeper_source
flock -u "$setup_lock"
case "$what" in
  build) build "$preset" ;;
  test) build dev && run_tests build ;;
  package)
    build package
    ls build/lockscope_*.deb ;;
  test-asan)
    build asan
    # print_suppressions=0: a suppressed leak must not add lines to a child's stderr, which
    # tests of one-line error messages count.
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" run_tests build-asan ;;
  test-tsan)
    # Qt is not built with TSan: GLib's dispatcher is swapped for Qt's own, and Qt Network's
    # internal HTTP thread is suppressed (tests/tsan.supp). Tests fork ZooKeeper and clients.
    # Three tests per two cores: TSan's processes are CPU-bound, and at two per core clients
    # starved past their tests' waits, while the suite took no less time (337 s against 277).
    build tsan
    QT_NO_GLIB=1 TSAN_OPTIONS="halt_on_error=1:die_after_fork=0:suppressions=$PWD/tests/tsan.supp" \
      run_tests build-tsan "$((3 * jobs / 2))" ;;
  fuzz)
    seconds=${2:-60}
    build fuzz
    # Each target starts from the seeds in the repository and grows a corpus of its own in the build
    # folder (the repository is never written); a crash leaves its input in build-fuzz/artifacts/.
    # A fixed seed: on a fresh clone (CI) a run repeats, input for input, what was run before
    # landing; a developer's corpus kept in build-fuzz/ carries later runs further.
    # Targets run side by side, one per core; each prints its stats when done, or its log's end.
    mkdir -p build-fuzz/artifacts
    export seconds
    export -f fuzz_one
    targets=$(find build-fuzz/tests/fuzz -maxdepth 1 -name 'fuzz_*' -type f -executable | sort)
    [ -n "$targets" ] || { echo "fuzz: no libFuzzer target was built" >&2; exit 1; }
    echo "$targets" | xargs -r -n 1 -P "$jobs" bash -c 'fuzz_one "$0"' \
      || { echo "fuzz: a target failed; its input is in build-fuzz/artifacts/" >&2; exit 1; }
    ;;
  tidy)
    # The product's sources in clang's unity batches of 16 (the tree is kept unity-clean): each
    # batch parses Qt's headers once, so the whole product is read in under three minutes on 2 cores.
    # Nothing is compiled; only the headers the sources include are generated (protoc and Jute,
    # then moc and uic). Their commands are run straight from build.ninja: through ninja, each
    # autogen step would wait for the libraries its target links, i.e. compile the whole product.
    cmake --preset tidy
    generate() { # generate PATTERN: runs, side by side, the commands of the outputs that match
      ninja -C build-tidy -t targets all | sed 's/:.*//' | grep -v '^/' | grep -E "$1" \
        | xargs -r -n 1 ninja -C build-tidy -t commands -s | xargs -r -d '\n' -n 1 -P "$jobs" bash -c
    }
    generate '\.pb\.h$|/zookeeper\.jute\.h$' && generate '_autogen/timestamp$'
    sources=$(sed -n 's/^ *"file": "\(.*\)",*$/\1/p' build-tidy/compile_commands.json \
      | grep -v -e '/mocs_compilation\.cpp$' -e '/qrc_[^/]*\.cpp$' -e '\.c$' -e '/systems/proto/')
    [ -n "$sources" ] || { echo "tidy: no source in build-tidy/compile_commands.json" >&2; exit 1; }
    t0=$SECONDS
    # Only findings are shown: each run's count of warnings in headers outside the filter is not.
    echo "$sources" | xargs -r -n 1 -P "$jobs" clang-tidy -p build-tidy --quiet 2>&1 \
      | { grep -v -E '^[0-9]+ warnings? generated\.$' || true; } \
      || { echo "tidy: the findings above break .clang-tidy's rules" >&2; exit 1; }
    echo "tidy: $(echo "$sources" | wc -l) translation units clean in $((SECONDS - t0)) s" ;;
  demo)
    # Only what the demo runs is built (the tests are not): the GUI where there is a display,
    # else the CLI's text demo; both with the simulated clients. The demo preset (build-demo)
    # optimises less and keeps no debug information: about a sixth less build time.
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
      build demo --target lockscope lockscope-sim
      exec build-demo/app/lockscope --demo
    fi
    build demo --target lockscope-cli lockscope-sim
    exec build-demo/app/lockscope-cli demo ;;
  *) echo "usage: $0 [build [PRESET]|test|test-asan|test-tsan|package|fuzz [SECONDS]|tidy|demo]" >&2; exit 2 ;;
esac
