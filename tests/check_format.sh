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
unformatted=()
for file in "${files[@]}"; do
  if ! "$format" --style=file --dry-run --Werror "$file" > /dev/null 2>&1; then
    unformatted+=("${file#"$src"/}")
  fi
done
if [ ${#unformatted[@]} -gt 0 ]; then
  printf 'not in the house style (clang-format -i): %s\n' "${unformatted[@]}" >&2
  exit 1
fi
echo "format: ${#files[@]} files in the house style"
