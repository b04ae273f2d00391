#!/usr/bin/env python3
"""GuideSpec adapter (protocol 1) for the Python model of the Gamebase iOS purchase guide.

JSON Lines on stdin/stdout, UTF-8, one object per line:
  adapter -> {"kind": "hello", "protocol": 1, "implementation": {...}, "operations": [...], "platform": "ios", "pages": [...]}
  harness -> {"kind": "request", "id": ID, "operation": OP, "input": {...}}
  adapter -> {"kind": "result", "id": ID, "output": {...}}  or  {"kind": "error", "id": ID, "message": ...}
  harness -> {"kind": "bye"}  (or end of stdin): the adapter exits 0.
Records of other kinds and unknown members are ignored. Diagnostics go to stderr.

Usage: python3 adapters/python/guidespec_adapter.py
"""

import json
import math
import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gamebase_purchase.operations import OPERATIONS, PAGES, PLATFORM, MalformedInput, perform  # noqa: E402

PROTOCOL = 1
IMPLEMENTATION = {"name": "guidespec-python-adapter", "version": "1.0.0", "language": "python"}
_MAX_EXACT_INTEGER = 2 ** 53


def _refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def _finite_float(text):
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is not a finite number")
    return value


def parse_line(line):
    """One JSON value; NaN, Infinity and numbers too large for a double (which Python accepts by
    default) are refused, as the Swift harness refuses them."""
    return json.loads(line, parse_constant=_refuse_constant, parse_float=_finite_float)


def wire_value(value):
    """``value`` ready to write: integral floats become integers (4002, never 4002.0)."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer() and abs(value) <= _MAX_EXACT_INTEGER:
        return int(value)
    if isinstance(value, dict):
        return {key: wire_value(member) for key, member in value.items()}
    if isinstance(value, list):
        return [wire_value(element) for element in value]
    return value


def write(out, record):
    """Writes one record as a UTF-8 line and flushes. A string that cannot be UTF-8 (a lone surrogate
    the harness sent as an escape) is written back as a \\u escape rather than ending the session."""
    record = wire_value(record)
    try:
        data = json.dumps(record, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    except UnicodeEncodeError:
        data = json.dumps(record, ensure_ascii=True, allow_nan=False, separators=(",", ":")).encode("ascii")
    out.write(data + b"\n")
    out.flush()


def answer(record):
    """The reply to one request record."""
    request_id = record.get("id")
    operation = record.get("operation")
    if not isinstance(operation, str):
        return {"kind": "error", "id": request_id, "message": 'request needs a string "operation"'}
    if "input" not in record:
        return {"kind": "error", "id": request_id, "message": f'{operation}: request needs "input"'}
    try:
        return {"kind": "result", "id": request_id, "output": perform(operation, record["input"])}
    except MalformedInput as problem:
        return {"kind": "error", "id": request_id, "message": str(problem)}
    except Exception as problem:  # a bug here must not end the session
        return {"kind": "error", "id": request_id, "message": f"{operation}: internal error: {problem!r}"}


def serve(stdin, stdout):
    write(stdout, {"kind": "hello", "protocol": PROTOCOL, "implementation": IMPLEMENTATION,
                   "operations": list(OPERATIONS), "platform": PLATFORM, "pages": PAGES})
    while True:
        raw = stdin.readline()
        if not raw:
            return
        try:
            line = raw.decode("utf-8").strip()
            if not line:
                continue
            record = parse_line(line)
        except ValueError as problem:  # bad UTF-8 or bad JSON
            print(f"guidespec-python-adapter: unreadable line: {problem}", file=sys.stderr)
            write(stdout, {"kind": "error", "id": None, "message": f"unreadable line: {problem}"})
            continue
        if not isinstance(record, dict):
            write(stdout, {"kind": "error", "id": None, "message": "a record must be a JSON object"})
            continue
        kind = record.get("kind")
        if kind == "bye":
            return
        if kind == "request":
            reply = answer(record)
            try:
                write(stdout, reply)
            except ValueError as problem:  # an output that cannot be JSON
                write(stdout, {"kind": "error", "id": reply.get("id"), "message": f"unwritable output: {problem}"})
        # any other kind is ignored


def main():
    try:
        serve(sys.stdin.buffer, sys.stdout.buffer)
    except (BrokenPipeError, KeyboardInterrupt):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
