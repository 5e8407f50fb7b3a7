#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# What the package installs, checked on a staged install of the build tree (ctest runs one check
# per test; each prints why it failed):
# (every check takes BUILD_DIR VERSION)
#   check_packaging.sh layout BUILD_DIR        every file the package promises lands where Debian looks
#   check_packaging.sh metainfo BUILD_DIR      AppStream metainfo: appstreamcli validate, no remark at all
#   check_packaging.sh desktop BUILD_DIR       the desktop file: desktop-file-validate
#   check_packaging.sh man BUILD_DIR           man pages render without a warning and name every command
#   check_packaging.sh completion BUILD_DIR    bash completion offers commands, options and values
#   check_packaging.sh version BUILD_DIR       every binary answers --version, without a display
#   check_packaging.sh licence BUILD_DIR       copyright file (Debian's format), changelog of this
#                                              version, lintian overrides, metainfo's licence
set -euo pipefail

check=$1 build=$2
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

stage_install() {
  DESTDIR="$stage" cmake --install "$build" --prefix /usr > /dev/null
}

# The commands, as the installed completion lists them (tst_commandtable holds it to the command table).
installed_commands() {
  sed -n 's/^ *local commands="\(.*\)"$/\1/p' "$stage/usr/share/bash-completion/completions/lockscope-cli"
}

case "$check" in
  layout)
    stage_install
    for f in usr/bin/lockscope usr/bin/lockscope-cli usr/bin/lockscope-sim \
             usr/share/applications/lockscope.desktop \
             usr/share/icons/hicolor/scalable/apps/lockscope.svg \
             usr/share/metainfo/io.github.lockscope.lockscope.metainfo.xml \
             usr/share/man/man1/lockscope.1.gz usr/share/man/man1/lockscope-cli.1.gz \
             usr/share/man/man1/lockscope-sim.1.gz \
             usr/share/bash-completion/completions/lockscope-cli \
             usr/share/doc/lockscope/copyright usr/share/doc/lockscope/changelog.gz \
             usr/share/lintian/overrides/lockscope \
             usr/lib/systemd/system/lockscope-serve.service \
             usr/share/lockscope/deploy/prometheus/prometheus.yml \
             usr/share/lockscope/deploy/prometheus/lockscope-rules.yml \
             usr/share/lockscope/deploy/prometheus/lockscope-rules.test.yml \
             usr/share/lockscope/deploy/grafana/lockscope-dashboard.json \
             usr/share/lockscope/recognisers/helix.yaml usr/share/doc/lockscope/recognisers.md; do
      [ -s "$stage/$f" ] || fail "the package would not install /$f"
    done
    # Nothing from the build or the tests slips in.
    extra=$(cd "$stage" && find . -type f | grep -v -E '^\./usr/(bin|lib/systemd/system|share/(applications|icons|metainfo|man|bash-completion|lockscope/deploy|lockscope/recognisers|doc/lockscope|lintian/overrides))/' || true)
    [ -z "$extra" ] || fail "unexpected files would be installed: $extra"
    echo "layout: all files in place" ;;
  metainfo)
    stage_install
    out=$(appstreamcli validate --no-net --pedantic "$stage"/usr/share/metainfo/*.metainfo.xml 2>&1) || fail "$out"
    # "clean": not even a pedantic remark.
    if grep -qE '^[EWIP]: ' <<< "$out"; then fail "$out"; fi
    id=$(sed -n 's:.*<id>\(.*\)</id>.*:\1:p' "$stage"/usr/share/metainfo/*.metainfo.xml)
    launchable=$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$stage"/usr/share/metainfo/*.metainfo.xml)
    [ -f "$stage/usr/share/applications/$launchable" ] || fail "metainfo $id launches $launchable, which is not installed"
    version=$3
    grep -qF "<release version=\"$version\"" "$stage"/usr/share/metainfo/*.metainfo.xml || fail "the metainfo has no release $version"
    echo "metainfo: $out" ;;
  desktop)
    stage_install
    out=$(desktop-file-validate "$stage/usr/share/applications/lockscope.desktop" 2>&1) || fail "$out"
    [ -z "$out" ] || fail "$out"
    icon=$(sed -n 's/^Icon=//p' "$stage/usr/share/applications/lockscope.desktop")
    [ -f "$stage/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "the desktop file's icon $icon is not installed"
    echo "desktop: valid" ;;
  man)
    stage_install
    for page in lockscope lockscope-cli lockscope-sim; do
      file="$stage/usr/share/man/man1/$page.1.gz"
      errors=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$file" 2>&1 > "$stage/$page.txt") || fail "$page(1): $errors"
      [ -z "$errors" ] || fail "$page(1) renders with warnings: $errors"
      grep -q "@" "$stage/$page.txt" && fail "$page(1) has a placeholder left: $(grep "@" "$stage/$page.txt")"
      tail -1 "$stage/$page.txt" | grep -qF "lockscope $3" || fail "$page(1) does not name version $3: $(tail -1 "$stage/$page.txt")"
      grep -q "^NAME" "$stage/$page.txt" || fail "$page(1) has no NAME section"
    done
    [ -n "$(installed_commands)" ] || fail "the completion script lists no command"
    for command in $(installed_commands); do
      grep -qE "lockscope-cli +$command" "$stage/lockscope-cli.txt" || fail "lockscope-cli(1) does not show the $command command"
    done
    echo "man: three pages render cleanly" ;;
  completion)
    stage_install
    script="$stage/usr/share/bash-completion/completions/lockscope-cli"
    # complete LINE...: what bash completion offers after typing LINE (the last word being completed).
    results=$(bash --norc --noprofile -c '
      source /usr/share/bash-completion/bash_completion
      source "$1"
      shift
      for line in "$@"; do
        read -r -a COMP_WORDS <<< "$line"
        [[ $line == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE=$line COMP_POINT=${#line}
        COMPREPLY=()
        _lockscope_cli lockscope-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        echo "$line|${COMPREPLY[*]}"
      done' completion "$script" \
      "lockscope-cli sn" "lockscope-cli " "lockscope-cli snapshot --j" "lockscope-cli revoke --payload " \
      "lockscope-cli demo --scenario d" "lockscope-cli watch --fi" "lockscope-cli delete --connect " \
      "lockscope-cli serve --max" "lockscope-cli history --tx" "lockscope-cli reap --ol")
    expect() { grep -qxF "$1" <<< "$results" || fail "completing \"${1%%|*}\" offers \"$(grep -F "${1%%|*}|" <<< "$results" | cut -d'|' -f2)\", expected \"${1#*|}\""; }
    expect "lockscope-cli sn|snapshot"
    expect "lockscope-cli |$(installed_commands) --version --help"
    expect "lockscope-cli snapshot --j|--json"
    expect "lockscope-cli revoke --payload |auto unlock __REVOKE__"
    expect "lockscope-cli demo --scenario d|default deadlock"
    expect "lockscope-cli watch --fi|--finding-events"
    expect "lockscope-cli delete --connect |"
    expect "lockscope-cli serve --max|--max-locks"
    expect "lockscope-cli history --tx|--txn-log"
    expect "lockscope-cli reap --ol|--older-than"
    echo "completion: $(wc -l <<< "$results") cases" ;;
  version)
    version=$3
    for binary in lockscope lockscope-cli lockscope-sim; do
      [ -x "$build/app/$binary" ] || continue
      # No display and no platform: --version must answer before any window system is needed.
      out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$build/app/$binary" --version 2>&1) || fail "$binary --version: $out"
      head -1 <<< "$out" | grep -qxF "$binary $version" || fail "$binary --version says \"$(head -1 <<< "$out")\""
      grep -qE '^ZooKeeper C client [0-9.]+ \(.+\): TLS (yes|no), SASL (yes|no)$' <<< "$out" \
        || fail "$binary --version does not name the ZooKeeper client: $out"
    done
    echo "version: $out" ;;
  licence)
    stage_install
    version=$3
    copyright="$stage/usr/share/doc/lockscope/copyright"
    head -1 "$copyright" | grep -qxF "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" \
      || fail "the copyright file is not in Debian's machine-readable format: $(head -1 "$copyright")"
    # Files: * is lockscope's own, under Apache-2.0; every licence a Files paragraph names has a
    # paragraph of its own, pointing at Debian's copy of the text or holding it.
    problems=$(awk 'BEGIN { RS = ""; FS = "\n" }
      $1 ~ /^Files: / { for (i = 2; i <= NF; i++) if ($i ~ /^License: /) { used[substr($i, 10)] = 1; if ($1 == "Files: *") star = substr($i, 10) } }
      $1 ~ /^License: / { name = substr($1, 10); if ($0 ~ ("/usr/share/common-licenses/" name) || $0 ~ /Redistribution and use/) text[name] = 1 }
      END {
        if (star != "Apache-2.0") print "Files: * is not under Apache-2.0"
        for (name in used) if (!(name in text)) print "the licence " name " has no paragraph with its text or Debian'"'"'s copy"
      }' "$copyright")
    [ -z "$problems" ] || fail "$problems"
    # The changelog's latest entry is this version (a version bump needs its entry).
    changelog="$stage/usr/share/doc/lockscope/changelog.gz"
    top=$(zcat "$changelog" | head -1)
    [[ $top =~ ^lockscope\ \(([^\)]+)\)\ [a-z-]+\;\ urgency=[a-z]+$ ]] || fail "the changelog's first line is not a Debian changelog entry: $top"
    [ "${BASH_REMATCH[1]}" = "$version" ] || fail "the changelog's latest entry is ${BASH_REMATCH[1]}, the project is $version"
    [ "$(zcat "$changelog" | sed -n '$p' | grep -cE '^ -- .+ <.+>  [A-Z][a-z]{2}, [0-9]{2} [A-Z][a-z]{2} [0-9]{4} [0-9:]{8} [+-][0-9]{4}$')" -eq 1 ] \
      || fail "the changelog's last line is not a trailer: $(zcat "$changelog" | sed -n '$p')"
    grep -qE '^lockscope: [a-z0-9-]+' "$stage/usr/share/lintian/overrides/lockscope" || fail "the lintian overrides name no tag"
    grep -qxF "  <project_license>Apache-2.0</project_license>" "$stage"/usr/share/metainfo/*.metainfo.xml \
      || fail "the metainfo does not give the project's licence"
    echo "licence: copyright file, changelog $version, lintian overrides, metainfo" ;;
  *) fail "unknown check $check" ;;
esac
