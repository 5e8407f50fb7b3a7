#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The C and C++ sources keep the house style (.clang-format at the root):
#   check_format.sh SOURCE_DIR
# lists every file clang-format would change and fails if there is one. Fix with
#   clang-format -i FILE...
# Build trees inside the source tree (anything with a CMakeCache.txt) and fuzz seeds are skipped.
set -euo pipefail
src=$(cd "${1:?usage: check_format.sh SOURCE_DIR}" && pwd)
format=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$format" ] || { echo "check_format: clang-format is not installed (Debian: clang-format)" >&2; exit 1; }

prune=(-path "$src/.git" -o -path "$src/tests/fuzz/corpus")
while IFS= read -r cache; do
  prune+=(-o -path "$(dirname "$cache")")
done < <(find "$src" -maxdepth 3 -name CMakeCache.txt -not -path "$src/.git/*")

mapfile -t files < <(find "$src" \( "${prune[@]}" \) -prune -o -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.c' \) -print | sort)
# One clang-format per batch of files, a batch per core (a process per file costs 20 s more): it
# names each file it would change, as FILE:LINE:COL: error: code should be clang-formatted.
rc=0
report=$(printf '%s\0' "${files[@]}" \
  | xargs -0 -n 64 -P "$(nproc)" "$format" --style=file --dry-run --Werror 2>&1 >/dev/null) || rc=$?
mapfile -t unformatted < <(sed -n "s|^$src/\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*|\1|p" <<<"$report" | sort -u)
if [ ${#unformatted[@]} -gt 0 ]; then
  printf 'not in the house style (clang-format -i): %s\n' "${unformatted[@]}" >&2
  exit 1
fi
if [ "$rc" -ne 0 ]; then # no file named, yet clang-format failed: its own error
  echo "check_format: clang-format failed: $(head -1 <<<"$report")" >&2
  exit 1
fi
echo "format: ${#files[@]} files in the house style"
