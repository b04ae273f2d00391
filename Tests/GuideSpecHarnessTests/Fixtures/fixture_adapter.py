#!/usr/bin/env python3
"""A protocol-1 adapter for harness tests, good or broken on purpose.

Usage: fixture_adapter.py MODE[+MODE...] [GOLDEN.jsonl [PIDS]]

It answers each request with the expected output of the golden case with that id (ids ending in
-fails get a wrong output, -skip a skip, -error an error; unknown ids get {}), lists every
operation except api.method, writes "handling ID" on stderr for each request, and sends a record
of an unknown kind before its hello and before each reply. MODE breaks it on the request whose id
contains "victim" (with no golden file: on the 2nd request):

  good            nothing breaks
  crash           exits with status 3
  hang            never answers
  nonjson         writes a line that is not JSON instead of the reply
  wrongid         answers with another id
  flood           writes 3 MiB on stderr, then answers
  huge-line       writes a 200 MB line instead of the reply
  no-newline      writes the reply without its newline, then waits
  bad-utf8-PLACE  puts the byte 0xFF in the reply: PLACE is kind, id, output, message (an error reply),
                  member (an unknown member) or unknown-kind (a record of an unknown kind before the reply)
  closed-stdout   closes its stdout and keeps running
  child-holds-stdout  starts a child that keeps stdout open, then exits with status 0
  double-reply    answers twice
  deep-unknown    sends a record of an unknown kind nested 100000 levels deep, then answers
  deep-known      answers with an output nested 100 levels deep
  inject          answers with an error whose message holds lines that look like report lines, and
                  writes such lines, escape sequences and invalid UTF-8 on stderr
  forge           answers with an error whose message forges the input and guide lines the JUnit report
                  writes after it (with CR, NEL and DEL), and writes CR, NEL and DEL on stderr
Modes that act at once: exit-early (exits 4 before hello), no-hello (never says hello), protocol99
(hello with protocol 99), bad-exit (exits 2 after bye), sleep-after-hello (says hello, then sleeps),
detached-child (at start, a double-forked child in its own session holds stdout and sleeps), forking
(at start, a child and a detached grandchild sleep), slow (each reply after 0.3 s), pipeline (hello
allows 8 requests in flight; requests that arrive together are answered last first), wide-pipeline
(hello allows 1000), crash-batched (exits 5 when a request arrives while another waits), fail-restarts
(a start after the first exits 4 before hello; needs PIDS), rejects-unknown-kinds (exits 6 on a record
of a kind it does not know), v1-hello (its hello names no platform, as vocabulary v1 did), platform-PLATFORM
(its hello names PLATFORM instead of ios), pages-GLOB (its hello names the pages GLOB), vocabulary-N (its
hello names operation vocabulary N), selector (it also lists api.selector, as vocabulary v1 adapters did),
fork-chain (at start, a process in its own session that forks every millisecond, each generation in a new session
and its parent exiting at once, ignoring SIGTERM, SIGINT and SIGHUP; every 10th generation notes its pid).
With PIDS given, the adapter and the children it starts append their pids to that file.
"""
import json
import os
import signal
import sys
import time

modes = set(sys.argv[1].split("+"))
expected = {}
if len(sys.argv) > 2:
    with open(sys.argv[2], encoding="utf-8") as golden:
        for line in golden:
            if line.strip():
                case = json.loads(line)
                expected[case["id"]] = case["expected"]

OPERATIONS = ["error.code-for-name", "error.name-for-code", "vo.field-names", "vo.field", "vo.decode",
              "url.build", "url.parse", "purchase.scenario"]
out = sys.stdout.buffer


def note_pid():
    if len(sys.argv) > 3:
        with open(sys.argv[3], "a") as pids:
            pids.write("%d\n" % os.getpid())


def send_bytes(data):
    out.write(data)
    out.flush()


def send(record):
    send_bytes(json.dumps(record).encode() + b"\n")


def sleep_forever():
    while True:
        time.sleep(3600)


def start_child(detached):
    """A child (with detached: a grandchild in its own session) that keeps stdout open and sleeps."""
    if os.fork() == 0:
        if detached:
            os.setsid()
            if os.fork() != 0:
                os._exit(0)
        note_pid()
        sleep_forever()


def start_chain():
    """A chain of processes that moves to a new pid every millisecond, each in a session of its own."""
    if os.fork() != 0:
        return
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, signal.SIG_IGN)
    null = os.open(os.devnull, os.O_RDWR)
    for descriptor in (0, 1, 2):
        os.dup2(null, descriptor)
    generation = 0
    while True:
        try:
            os.setsid()
        except OSError:
            pass
        if generation % 10 == 0:
            note_pid()
        time.sleep(0.001)
        generation += 1
        if os.fork() != 0:
            os._exit(0)


if "fail-restarts" in modes and os.path.exists(sys.argv[3]) and os.path.getsize(sys.argv[3]) > 0:
    sys.exit(4)
note_pid()
if "exit-early" in modes:
    sys.stderr.write("fixture: giving up before hello\n")
    sys.exit(4)
if "no-hello" in modes:
    sleep_forever()
if "detached-child" in modes:
    start_child(detached=True)
if "forking" in modes:
    start_child(detached=False)
    start_child(detached=True)
if "fork-chain" in modes:
    start_chain()
send({"kind": "progress", "note": "unknown kinds are ignored, even before hello"})
hello = {"kind": "hello", "protocol": 99 if "protocol99" in modes else 1, "future-member": {"ignored": True},
         "implementation": {"name": "fixture", "version": "1.0", "language": "python"},
         "operations": OPERATIONS + ["x.future-operation"], "platform": "ios"}
if "v1-hello" in modes:
    del hello["platform"]
for mode in modes:
    if mode.startswith("platform-"):
        hello["platform"] = mode[len("platform-"):]
    if mode.startswith("pages-"):
        hello["pages"] = [mode[len("pages-"):]]
    if mode.startswith("vocabulary-"):
        hello["vocabulary"] = int(mode[len("vocabulary-"):])
if "selector" in modes:
    hello["operations"] = hello["operations"] + ["api.selector"]
if "pipeline" in modes:
    hello["pipeline"] = 8
if "wide-pipeline" in modes:
    hello["pipeline"] = 1000
send(hello)
if "sleep-after-hello" in modes:
    sleep_forever()


def nested(depth, inner):
    return "[" * depth + inner + "]" * depth


def reply_to(case_id, victim):
    """Answers one request, broken on the victim as MODE says."""
    sys.stderr.write("handling %s\n" % case_id)
    sys.stderr.flush()
    if victim and "crash" in modes:
        sys.exit(3)
    if victim and "hang" in modes:
        sleep_forever()
    if victim and "nonjson" in modes:
        send_bytes(b"Traceback (most recent call last): oops\n")
        return
    if victim and "wrongid" in modes:
        send({"kind": "result", "id": case_id + "-other", "output": {}})
        return
    if victim and "flood" in modes:
        chunk = "x" * 1023 + "\n"
        for _ in range(3 * 1024):
            sys.stderr.write(chunk)
        sys.stderr.write("flood ends here\n")
        sys.stderr.flush()
    if victim and "huge-line" in modes:
        block = b"x" * (1 << 20)
        for _ in range(200):
            send_bytes(block)
        send_bytes(b"\n")
        return
    if victim and "closed-stdout" in modes:
        os.close(1)
        sleep_forever()
    if victim and "child-holds-stdout" in modes:
        start_child(detached=False)
        os._exit(0)
    if victim and "deep-unknown" in modes:
        send_bytes(('{"kind":"progress","deep":' + nested(100000, "1") + "}\n").encode())
    if victim and "deep-known" in modes:
        send_bytes(('{"kind":"result","id":' + json.dumps(case_id) + ',"output":' + nested(100, "1") + "}\n").encode())
        return
    if victim and "inject" in modes:
        sys.stderr.buffer.write(b"FAILED t/forged: looks like a report line\n\x1b[2J\xff\xfe bad bytes\r"
                                b"5 cases: 5 passed, 0 failed, 0 errored, 0 skipped, 0 expected failures\n")
        sys.stderr.flush()
        send({"kind": "error", "id": case_id, "message": "first line\nFAILED t/forged: injected\n"
              "5 cases: 5 passed, 0 failed, 0 errored, 0 skipped, 0 expected failures\u0007\u2028"})
        return
    if victim and "forge" in modes:
        sys.stderr.write("progress\r\u0085NEL\u007fDEL\n")
        sys.stderr.flush()
        send({"kind": "error", "id": case_id, "message": "timeout in SDK\r\n\ninput: {\"name\":\"somethingElse\"}\n"
              "guide zh guides/zh/other.md:1 (api:forged)\n\u0085NEL\u007fDEL"})
        return
    for place in ("kind", "id", "output", "message", "member", "unknown-kind"):
        if victim and "bad-utf8-" + place in modes:
            send_bytes(bad_utf8_reply(case_id, place))
            return
    send({"kind": "progress", "note": "unknown kinds are ignored"})
    reply = answer(case_id)
    if victim and "no-newline" in modes:
        send_bytes(json.dumps(reply).encode())
        sleep_forever()
    if "slow" in modes:
        time.sleep(0.3)
    send(reply)
    if victim and "double-reply" in modes:
        send(reply)


def answer(case_id):
    if case_id.endswith("-skip"):
        return {"kind": "skip", "id": case_id, "reason": "not implemented here"}
    if case_id.endswith("-error"):
        return {"kind": "error", "id": case_id, "message": "the fixture refuses"}
    if case_id.endswith("-fails"):
        return {"kind": "result", "id": case_id, "output": {"wrong": True}}
    return {"kind": "result", "id": case_id, "output": expected.get(case_id, {})}


def bad_utf8_reply(case_id, place):
    """A reply (or an unknown record before it) with the byte 0xFF in PLACE."""
    quoted = json.dumps(case_id).encode()
    bad = b'"\xff"'
    return {
        "kind": b'{"kind":"res\xffult","id":' + quoted + b',"output":{}}\n',
        "id": b'{"kind":"result","id":"' + case_id.encode() + b'\xff","output":{}}\n',
        "output": b'{"kind":"result","id":' + quoted + b',"output":{"name":' + bad + b'}}\n',
        "message": b'{"kind":"error","id":' + quoted + b',"message":' + bad + b'}\n',
        "member": b'{"kind":"result","id":' + quoted + b',"output":{},"note":' + bad + b'}\n',
        "unknown-kind": b'{"kind":"progress","note":' + bad + b'}\n',
    }[place]


def requests():
    """Each request record, with whether more input was already waiting behind it."""
    pending = b""
    while True:
        lines = pending.split(b"\n")
        pending = lines.pop()
        records = [json.loads(line) for line in lines if line.strip()]
        for position, record in enumerate(records):
            yield record, position + 1 < len(records)
        chunk = os.read(0, 65536)
        if not chunk:
            return
        pending += chunk


count = 0
held = []  # with pipeline: requests that arrived together, answered last first
for record, more in requests():
    if record.get("kind") == "bye":
        break
    if record.get("kind") != "request":
        if "rejects-unknown-kinds" in modes:
            sys.exit(6)
        continue
    count += 1
    if "crash-batched" in modes and (more or held):
        sys.exit(5)
    case_id = record["id"]
    victim = "victim" in case_id if expected else count == 2
    held.append((case_id, victim))
    if "pipeline" in modes and more:
        continue
    while held:
        reply_to(*held.pop())
sys.exit(2 if "bad-exit" in modes else 0)
