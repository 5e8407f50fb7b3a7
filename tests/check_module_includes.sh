#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# No source includes a whole Qt module (<QtTest>, <QtWidgets>...), only the classes it uses:
#   check_module_includes.sh SOURCE_DIR
# moc preprocesses every include of every file it reads, and <QtTest> alone, which brings all of
# QtCore, costs it 1.7 s more per file: for 34 unit tests, half a minute of each build on 2 cores.
set -euo pipefail
src=$(cd "${1:?usage: check_module_includes.sh SOURCE_DIR}" && pwd)
modules='Core|Gui|Widgets|Test|Network|Charts|Concurrent|HttpServer|DBus|Xml|Sql|Svg|PrintSupport|OpenGL'

# Build trees inside the source tree (anything with a CMakeCache.txt) are skipped, as by check_format.sh.
prune=(-path "$src/.git" -o -path "$src/tests/fuzz/corpus")
while IFS= read -r cache; do
  prune+=(-o -path "$(dirname "$cache")")
done < <(find "$src" -maxdepth 3 -name CMakeCache.txt -not -path "$src/.git/*")
found=$(find "$src" \( "${prune[@]}" \) -prune -o -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.c' \) -print0 \
  | xargs -0 -r grep -nE "^\s*#\s*include\s*<Qt($modules)>" | sed "s|^$src/||" || true)
if [ -n "$found" ]; then
  printf 'a whole Qt module included (include the classes used, e.g. <QTest>):\n%s\n' "$found" >&2
  exit 1
fi
echo "module_includes: no source includes a whole Qt module"
