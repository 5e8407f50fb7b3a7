// SPDX-License-Identifier: Apache-2.0

#pragma once
// The run of plain characters (printable ASCII but '"' and '\\') at the start of a string, copied
// to `out` a block at a time (SSE2: 8 UTF-16 units or 16 Latin-1 bytes per step). Paths and node
// names are nothing else, and written byte by byte they were most of a snapshot's instructions.
// Each returns how many it copied, a multiple of its block; the caller escapes from there on.

#include <QtGlobal>

namespace lockscope {

qsizetype copyPlainRun(const char16_t *units, qsizetype size, char *out);
qsizetype copyPlainRun(const char *bytes, qsizetype size, char *out);

} // namespace lockscope
