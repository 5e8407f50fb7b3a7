#!/usr/bin/env bash
# Installs what lockscope needs on Debian 12, builds it, and then runs what was asked:
#   scripts/bootstrap.sh demo        the GUI in demo mode (a private ZooKeeper and simulated clients)
#   scripts/bootstrap.sh test        the whole test suite
#   scripts/bootstrap.sh test-asan   the test suite built with AddressSanitizer + UBSan
#   scripts/bootstrap.sh test-tsan   the non-GUI tests built with ThreadSanitizer
#   scripts/bootstrap.sh build       install and build only
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-build}
jobs=$(nproc)

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev
  libzookeeper-mt-dev
  zookeeper default-jre-headless default-jdk-headless libservlet-api-java libjetty9-java
  python3 python3-kazoo libcurator-recipes-java libslf4j-java
  qt6-httpserver-dev qt6-websockets-dev prometheus
  xvfb xauth imagemagick
)

install_packages() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() { # build DIR [cmake args...]
  local dir=$1; shift
  cmake -S . -B "$dir" -G Ninja "$@"
  cmake --build "$dir" -j "$jobs"
}

run_tests() { # run_tests DIR
  (cd "$1" && ctest --output-on-failure --timeout 600 -j "$jobs")
}

install_packages
case "$what" in
  build) build build ;;
  test) build build && run_tests build ;;
  test-asan)
    build build-asan -DLOCKSCOPE_SANITIZE=address,undefined -DCMAKE_BUILD_TYPE=Debug
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp" run_tests build-asan ;;
  test-tsan)
    # Qt is not built with TSan: GLib's dispatcher is swapped for Qt's own, and Qt Network's
    # internal HTTP thread is suppressed (tests/tsan.supp). Tests fork ZooKeeper and clients.
    build build-tsan -DLOCKSCOPE_SANITIZE=thread -DLOCKSCOPE_BUILD_GUI=OFF
    QT_NO_GLIB=1 TSAN_OPTIONS="halt_on_error=1:die_after_fork=0:suppressions=$PWD/tests/tsan.supp" \
      run_tests build-tsan ;;
  demo)
    build build
    if [ -x build/app/lockscope ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
      exec build/app/lockscope --demo
    fi
    exec build/app/lockscope-cli demo ;;
  *) echo "usage: $0 [build|test|test-asan|test-tsan|demo]" >&2; exit 2 ;;
esac
