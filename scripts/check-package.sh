#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Packaging check: the .deb's dependencies proven, not assumed.
#   scripts/check-package.sh                 build the .deb in a pristine Debian 12 root, then check it
#   scripts/check-package.sh --deb FILE      check a .deb built already (CI builds it in its test root)
# First lintian, on this machine (installed here when missing): any error or warning tag that
# resources/debian/lintian-overrides does not override fails the check.
# Then the check installs the .deb with apt-get in a second pristine root (no build tools, nothing but
# what the package pulls in, recommendations included: ZooKeeper and a Java runtime for demo mode)
# and runs there: every binary's --version, a short `lockscope-cli demo`, and a snapshot of the
# demo's ensemble that must show its locks with holders.
# Inside a root it is called with --inside (not for people).
set -euo pipefail
cd "$(dirname "$0")/.."

fresh=${FRESH_MACHINE_CHECK:-../shared/tools/fresh-machine-check}

if [ "${1:-}" = "--inside" ]; then
  deb=$2
  apt-get update -q > /dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" > /tmp/install.log 2>&1 || { tail -30 /tmp/install.log; exit 1; }
  echo "installed: $(dpkg-query -W -f='${Package} ${Version}' lockscope)"
  echo "depends: $(dpkg-query -W -f='${Depends}' lockscope)"
  echo "recommends: $(dpkg-query -W -f='${Recommends}' lockscope)"
  for binary in lockscope lockscope-cli lockscope-sim; do
    "$binary" --version | head -2 | paste -sd' ' -
  done
  for f in /usr/share/man/man1/lockscope-cli.1.gz /usr/share/man/man1/lockscope.1.gz \
           /usr/share/bash-completion/completions/lockscope-cli /usr/share/applications/lockscope.desktop \
           /usr/share/icons/hicolor/scalable/apps/lockscope.svg /usr/share/metainfo/io.github.lockscope.lockscope.metainfo.xml; do
    [ -s "$f" ] || { echo "FAIL: the package did not install $f"; exit 1; }
  done

  # The GUI starts from the package alone (offscreen: no display here) and draws its SVG icon.
  [ -f /usr/lib/x86_64-linux-gnu/qt6/plugins/iconengines/libqsvgicon.so ] || { echo "FAIL: no Qt SVG icon engine for the icon"; exit 1; }
  gui_exit=0
  QT_QPA_PLATFORM=offscreen timeout --preserve-status -s TERM 15 lockscope > /tmp/gui.log 2>&1 || gui_exit=$?
  [ "$gui_exit" -eq 0 ] || { echo "FAIL: the GUI did not run until SIGTERM (exit $gui_exit)"; cat /tmp/gui.log; exit 1; }
  echo "gui: ran offscreen until SIGTERM, then closed cleanly"

  log=/tmp/demo.log
  : > "$log"   # there before the demo opens it: the loop below may read it first
  lockscope-cli demo > "$log" 2>&1 &
  demo=$!
  ensemble=""
  for _ in $(seq 120); do   # a JVM's first start in a new root may take a while
    ensemble=$(sed -n 's/^demo ensemble: //p' "$log")
    [ -n "$ensemble" ] && break
    kill -0 "$demo" 2> /dev/null || break
    sleep 1
  done
  [ -n "$ensemble" ] || { echo "FAIL: the demo's ensemble did not start"; cat "$log"; exit 1; }
  # Holders appear once the simulated clients have taken their locks.
  for _ in $(seq 60); do
    lockscope-cli snapshot --connect "$ensemble" --discover /demo --json > /tmp/snapshot.json
    grep -q '"state": *"holding"' /tmp/snapshot.json && break
    sleep 1
  done
  locks=$(grep -c '"recipe":' /tmp/snapshot.json || true)
  holding=$(grep -c '"state": *"holding"' /tmp/snapshot.json || true)
  lockscope-cli snapshot --connect "$ensemble" --discover /demo | head -20
  kill -TERM "$demo"
  wait "$demo" && demo_exit=0 || demo_exit=$?
  [ "$locks" -gt 0 ] && [ "$holding" -gt 0 ] || { echo "FAIL: the demo served $locks locks, $holding holders"; cat "$log"; exit 1; }
  [ "$demo_exit" -eq 0 ] || { echo "FAIL: lockscope-cli demo exited $demo_exit on SIGTERM"; tail -20 "$log"; exit 1; }
  echo "package check: the demo served $locks locks with $holding holders; SIGTERM ended it cleanly"
  exit 0
fi

deb=""
if [ "${1:-}" = "--deb" ]; then
  deb=$(realpath "$2")
else
  out=$(mktemp -d)
  bash "$fresh" --out "$out" -- bash -c 'bash scripts/bootstrap.sh package && cp build/lockscope_*.deb /out/'
  deb=$(ls "$out"/lockscope_*_amd64.deb)
fi
[ -f "$deb" ] || { echo "check-package: no .deb at $deb" >&2; exit 1; }

# lintian runs here rather than in the pristine root, where installing it (Perl and some 170
# packages) would add about a minute to every run; here that is paid once per machine, and a run
# takes a few seconds. The tags it prints (informational ones included) go to the log.
# CI runs this beside the ASan suite, whose bootstrap may install packages meanwhile: the two
# apt-get runs take turns (scripts/bootstrap.sh, apt_get) instead of one failing on the other's lock.
if ! command -v lintian > /dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "check-package: installing lintian"
  $sudo flock -w 1200 /tmp/lockscope-apt.lock apt-get -o DPkg::Lock::Timeout=600 update -q > /dev/null
  DEBIAN_FRONTEND=noninteractive $sudo flock -w 1200 /tmp/lockscope-apt.lock \
    apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends lintian > /dev/null
fi
t0=$SECONDS
lint_rc=0
lint=$(lintian --display-info --fail-on error,warning "$deb" 2>&1) || lint_rc=$?
lint=$(grep -vxF "running with root privileges is not recommended!" <<< "$lint" || true)
[ -z "$lint" ] || echo "$lint"
[ "$lint_rc" -eq 0 ] || { echo "FAIL: lintian finds errors or warnings in $(basename "$deb") (exit $lint_rc): fix them, or override a tag that does not apply in resources/debian/lintian-overrides with its reason" >&2; exit 1; }
echo "check-package: lintian finds no error or warning ($((SECONDS - t0)) s)"
echo "check-package: installing $(basename "$deb") ($(du -h "$deb" | cut -f1)) in a pristine root"
bash "$fresh" --put "$deb" -- bash scripts/check-package.sh --inside "/put/$(basename "$deb")"
