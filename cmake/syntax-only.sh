#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The compiler launcher of cmake/IncludeCheck.cmake: runs the compile command it is given as syntax
# only (the dependency file is still written), then leaves an empty object file for the build.
out=
prev=
for arg in "$@"; do
  [ "$prev" = -o ] && out=$arg
  prev=$arg
done
"$@" -fsyntax-only || exit
[ -z "$out" ] || : > "$out"
