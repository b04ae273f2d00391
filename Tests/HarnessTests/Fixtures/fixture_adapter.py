#!/usr/bin/env python3
"""A protocol-1 adapter for harness tests, good or broken on purpose.

Usage: fixture_adapter.py MODE [GOLDEN.jsonl]

It answers each request with the expected output of the golden case with that id (ids ending in
-fails get a wrong output, -skip a skip, -error an error; unknown ids get {}), lists every
operation except api.selector, and writes "handling ID" on stderr for each request. MODE breaks
it on the request whose id contains "victim" (with no golden file: on the 2nd request):
good, crash, hang, nonjson, wrongid, flood, exit-early, no-hello, protocol99, bad-exit.
"""
import json
import sys
import time

mode = sys.argv[1]
expected = {}
if len(sys.argv) > 2:
    with open(sys.argv[2], encoding="utf-8") as golden:
        for line in golden:
            if line.strip():
                case = json.loads(line)
                expected[case["id"]] = case["expected"]

OPERATIONS = ["error.code-for-name", "error.name-for-code", "vo.field-names", "vo.field", "vo.decode",
              "url.build", "url.parse", "purchase.scenario"]


def send(record):
    sys.stdout.write(json.dumps(record) + "\n")
    sys.stdout.flush()


if mode == "exit-early":
    sys.stderr.write("fixture: giving up before hello\n")
    sys.exit(4)
if mode == "no-hello":
    time.sleep(3600)
send({"kind": "hello", "protocol": 99 if mode == "protocol99" else 1,
      "implementation": {"name": "fixture", "version": "1.0", "language": "python"},
      "operations": OPERATIONS + ["x.future-operation"]})

count = 0
for line in sys.stdin:
    if not line.strip():
        continue
    record = json.loads(line)
    if record.get("kind") == "bye":
        break
    if record.get("kind") != "request":
        continue
    count += 1
    case_id = record["id"]
    sys.stderr.write("handling %s\n" % case_id)
    sys.stderr.flush()
    victim = "victim" in case_id if expected else count == 2
    if victim and mode == "crash":
        sys.exit(3)
    if victim and mode == "hang":
        time.sleep(3600)
    if victim and mode == "nonjson":
        sys.stdout.write("Traceback (most recent call last): oops\n")
        sys.stdout.flush()
        continue
    if victim and mode == "wrongid":
        send({"kind": "result", "id": case_id + "-other", "output": {}})
        continue
    if victim and mode == "flood":
        chunk = "x" * 1023 + "\n"
        for _ in range(3 * 1024):
            sys.stderr.write(chunk)
        sys.stderr.write("flood ends here\n")
        sys.stderr.flush()
    send({"kind": "progress", "note": "unknown kinds are ignored"})
    if case_id.endswith("-skip"):
        send({"kind": "skip", "id": case_id, "reason": "not implemented here"})
    elif case_id.endswith("-error"):
        send({"kind": "error", "id": case_id, "message": "the fixture refuses"})
    elif case_id.endswith("-fails"):
        send({"kind": "result", "id": case_id, "output": {"wrong": True}})
    else:
        send({"kind": "result", "id": case_id, "output": expected.get(case_id, {})})
sys.exit(2 if mode == "bad-exit" else 0)
