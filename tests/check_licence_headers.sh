#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Every source file of lockscope's own carries its licence in its first line (its second after a
# shebang, an XML declaration or an editor's mode line):
#   check_licence_headers.sh SOURCE_DIR
# lists the files without "SPDX-License-Identifier: Apache-2.0" (CC0-1.0 for the AppStream
# metainfo, as its metadata_license says) and fails if there is one.
# Checked: C and C++, CMake, shell and Python scripts, Java, the desktop file, metainfo, Qt resource
# list, icon, man pages, bash completion, systemd unit, Prometheus files, sanitizer suppressions
# and the lintian overrides. Not checked: test fixture data and fuzz seeds (only scripts under
# tests/*/data), the systems' .proto files (message definitions copied from Apache projects: see
# resources/debian/copyright), translations (generated XML), JSON (no comments), build trees.
set -euo pipefail
src=$(cd "${1:?usage: check_licence_headers.sh SOURCE_DIR}" && pwd)

# Build trees inside the source tree hold generated sources: anything with a CMakeCache.txt.
prune=(-path "$src/.git" -o -path "$src/tests/fuzz/corpus" -o -path "$src/tests/*/data")
while IFS= read -r cache; do
  prune+=(-o -path "$(dirname "$cache")")
done < <(find "$src" -maxdepth 3 -name CMakeCache.txt -not -path "$src/.git/*")

mapfile -t files < <(
  {
    find "$src" \( "${prune[@]}" \) -prune -o -type f \( \
        -name '*.cpp' -o -name '*.h' -o -name '*.c' -o -name '*.java' -o -name CMakeLists.txt \
        -o -name '*.cmake' -o -name '*.sh' -o -name '*.py' -o -name '*.desktop' -o -name '*.metainfo.xml' \
        -o -name '*.qrc' -o -name '*.svg' -o -name '*.supp' -o -name '*.yml' -o -name '*.service' \
        -o -name lintian-overrides -o -path "$src/docs/man/*.1" -o -path "$src/.ci/run" \
        -o -path "$src/resources/bash-completion/*" \) -print
    # under tests/*/data only the scripts that write the fixtures are sources
    find "$src"/tests/*/data -type f \( -name '*.py' -o -name '*.sh' \) 2> /dev/null || true
  } | sort)
[ "${#files[@]}" -gt 500 ] || { echo "FAIL: only ${#files[@]} source files found under $src" >&2; exit 1; }

missing=0
for f in "${files[@]}"; do
  # AppStream metadata is under CC0-1.0, as its <metadata_license> says; the rest under Apache-2.0.
  case "$f" in *.metainfo.xml) licence=CC0-1.0 ;; *) licence=Apache-2.0 ;; esac
  first="" second=""
  { IFS= read -r first || true; IFS= read -r second || true; } < "$f"
  case "$first"$'\n'"$second" in
    *"SPDX-License-Identifier: $licence"*) ;;
    *) echo "no \"SPDX-License-Identifier: $licence\" line: ${f#"$src"/}"; missing=$((missing + 1)) ;;
  esac
done
[ "$missing" -eq 0 ] || { echo "FAIL: $missing of ${#files[@]} source files lack their licence line in their first lines" >&2; exit 1; }
echo "licence headers: all ${#files[@]} source files carry their SPDX-License-Identifier line"
