#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every connection to a functor names a context object:

    check_connections.py SOURCE_DIR

fails on each `connect(sender, &Class::signal, functor)` in the C++ sources. Without a context
the functor outlives whatever it captured once that is gone, and runs on whichever thread emits.
Qt 6.7 refuses the form at compile time under QT_NO_CONTEXTLESS_CONNECT (which the build
defines); Debian 12's Qt 6.4 does not, so this check does it. The fix: the object the functor's
captures live and die with, often the sender itself, as the third argument.
"""
import os
import re
import sys

CONNECT = re.compile(r"\bconnect\s*\(")
OPEN, CLOSE = "([{", ")]}"


def top_level_arguments(text, start):
    """The arguments of the call whose '(' ends just before `start`, split at top-level commas.
    Template argument lists (a '<' right after a name, as in QOverload<int, bool>) count as nesting."""
    depth, angle, args, current = 1, 0, [], []
    i = start
    while i < len(text):
        c = text[i]
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
            if depth == 0:
                break
        elif depth == 1 and c == "<" and i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"):
            angle += 1
        elif depth == 1 and c == ">" and angle > 0 and text[i - 1] != "-":
            angle -= 1
        if c == "," and depth == 1 and angle == 0:
            args.append("".join(current).strip())
            current = []
        else:
            current.append(c)
        i += 1
    args.append("".join(current).strip())
    return args


def contextless(text):
    """(line, call) for every connect(sender, &Class::signal, functor) in `text`."""
    found = []
    for match in CONNECT.finditer(text):
        args = top_level_arguments(text, match.end())
        if len(args) == 3 and args[1].startswith("&"):
            line = text.count("\n", 0, match.start()) + 1
            found.append((line, " ".join(text[match.start():match.end() + 60].split())))
    return found


def self_test():
    bad = [
        "QObject::connect(monitor, &LockMonitor::synced, [&] { done = true; });",
        "connect(&timer, &QTimer::timeout, handOff);",
    ]
    good = [
        "connect(&timer, &QTimer::timeout, this, [this] { tick(); });",
        "QObject::connect(a, &A::changed, b, &B::update);",
        "connect(box, QOverload<int, bool>::of(&Box::changed), this, [](int, bool) {});",
        "connect(a, SIGNAL(x()), b, SLOT(y()));",
        "m_list->connect(this);",
        "session->exists(path, false, [=](ZkError e, const NodeStat &s) { f(e, s); });",
    ]
    failures = [s for s in bad if len(contextless(s)) != 1] + [s for s in good if contextless(s)]
    for sample in failures:
        print(f"check_connections: self-test misjudged: {sample}", file=sys.stderr)
    return not failures


def sources(src):
    """The C++ files under `src`, as check_format.sh finds them: build trees (a CMakeCache.txt),
    .git and the fuzz corpus are skipped. No git: the tree may be an unpacked copy."""
    found = []
    for root, dirs, names in os.walk(src):
        if root != src and "CMakeCache.txt" in names:
            dirs[:] = []
            continue
        corpus = os.path.join(src, "tests", "fuzz", "corpus")
        dirs[:] = sorted(d for d in dirs if d != ".git" and os.path.join(root, d) != corpus)
        found += [os.path.relpath(os.path.join(root, n), src) for n in sorted(names) if n.endswith((".cpp", ".h"))]
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_connections.py SOURCE_DIR")
    if not self_test():
        sys.exit(1)
    src = sys.argv[1]
    files = sources(src)
    problems = []
    for name in files:
        with open(os.path.join(src, name), encoding="utf-8", errors="replace") as f:
            problems += [f"{name}:{line}: {call}" for line, call in contextless(f.read())]
    if problems:
        print("connections without a context object (name the object the functor lives with):", file=sys.stderr)
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"connections: {len(files)} files, every functor connected with a context object")


if __name__ == "__main__":
    main()
