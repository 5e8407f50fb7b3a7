#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Checks JSON that lockscope-cli printed against one of the schemas in docs/schemas/.

Usage: validate_json.py [--lines] SCHEMA FILE...

SCHEMA is a JSON Schema (draft 2020-12); the other *.schema.json files beside it are what its
"$ref"s may name. Each FILE holds one JSON document, or with --lines one per line (watch --json,
an audit log). Prints one line per violation, FILE:LINE: /json/pointer: what is wrong, and exits
1 when there is any (a file with no JSON at all is one); 0 when all is valid; 2 on bad usage or a
schema that is itself invalid.

Needs python3-jsonschema (Debian 12: 4.10; newer versions work too).
"""

import json
import sys
from pathlib import Path

import jsonschema
from jsonschema import Draft202012Validator

MAX_MESSAGE = 240


def load_schemas(schema_path):
    """Every schema beside schema_path by its file URI (given as its "$id", so that relative
    "$ref"s resolve against it in any jsonschema version), and the one asked for."""
    schemas = {}
    for path in sorted(schema_path.parent.glob("*.json")):
        uri = path.resolve().as_uri()
        schema = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        schemas[uri] = dict(schema, **{"$id": uri})
    return schemas, schemas[schema_path.resolve().as_uri()]


def make_validator(schema_path):
    schemas, schema = load_schemas(schema_path)
    checker = getattr(Draft202012Validator, "FORMAT_CHECKER", None) or jsonschema.draft202012_format_checker
    try:  # jsonschema 4.18 and later
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012

        registry = Registry().with_resources(
            (uri, Resource.from_contents(s, default_specification=DRAFT202012)) for uri, s in schemas.items())
        return Draft202012Validator(schema, registry=registry, format_checker=checker)
    except ImportError:  # Debian 12's 4.10
        resolver = jsonschema.RefResolver(schema["$id"], schema, store=schemas)
        return Draft202012Validator(schema, resolver=resolver, format_checker=checker)


def pointer(error):
    return "/" + "/".join(str(part) for part in error.absolute_path) if error.absolute_path else "(top level)"


def rules_out(branch_errors, at):
    """The property (one level below `at`) whose const or enum this oneOf/anyOf branch failed, or None."""
    for e in branch_errors:
        path = list(e.absolute_path)
        if e.validator in ("const", "enum") and len(path) == len(at) + 1 and path[:-1] == at:
            return path[-1]
    return None


def only_wrong_type(branch_errors, at):
    return all(e.validator == "type" and list(e.absolute_path) == at for e in branch_errors)


def leaf_errors(error):
    """The errors a person can act on: for oneOf/anyOf, those of the branch the instance was meant
    for (the one its discriminator, e.g. "event", selects, or the only one of a fitting type)."""
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        yield error
        return
    at = list(error.absolute_path)
    branches = {}
    for e in error.context:
        branches.setdefault(e.relative_schema_path[0], []).append(e)
    keys = [rules_out(errs, at) for errs in branches.values()]
    meant = [errs for errs, key in zip(branches.values(), keys) if key is None]
    if not meant and keys and all(k == keys[0] for k in keys):
        value = error.instance.get(keys[0]) if isinstance(error.instance, dict) else None
        error.message = f"{keys[0]} {value!r} is none of those the schema knows"
        yield error
        return
    if len(meant) > 1:
        meant = [errs for errs in meant if not only_wrong_type(errs, at)]
    if len(meant) != 1:
        yield error
        return
    for e in meant[0]:
        yield from leaf_errors(e)


def instances(path, lines):
    """(line number, parsed JSON or the parse error) of each document in the file."""
    text = Path(path).read_text(encoding="utf-8")
    if not lines:
        try:
            yield 1, json.loads(text), None
        except json.JSONDecodeError as e:
            yield e.lineno, None, f"not JSON: {e.msg} (column {e.colno})"
        return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line), None
        except json.JSONDecodeError as e:
            yield number, None, f"not JSON: {e.msg} (column {e.colno})"


def shortened(message):
    message = " ".join(message.split())
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 1] + "…"


def main(argv):
    lines = "--lines" in argv
    arguments = [a for a in argv if a != "--lines"]
    if len(arguments) < 2 or any(a.startswith("--") for a in arguments):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    try:
        validator = make_validator(Path(arguments[0]))
    except (OSError, ValueError, KeyError, jsonschema.SchemaError) as e:
        print(f"{arguments[0]}: not a usable schema: {shortened(str(e))}", file=sys.stderr)
        return 2
    violations = 0
    for path in arguments[1:]:
        seen = 0
        try:
            for number, document, problem in instances(path, lines):
                seen += 1
                if problem:
                    print(f"{path}:{number}: {problem}")
                    violations += 1
                    continue
                for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
                    for leaf in leaf_errors(error):
                        print(f"{path}:{number}: {pointer(leaf)}: {shortened(leaf.message)}")
                        violations += 1
        except (OSError, UnicodeDecodeError) as e:
            print(f"{path}: cannot read: {e}")
            violations += 1
            continue
        if seen == 0:
            print(f"{path}: no JSON in it")
            violations += 1
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
