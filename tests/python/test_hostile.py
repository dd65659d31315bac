"""10,000 hostile frames from raw DEALER sockets: every one gets an error reply (or, for frames
over the transport limit, may be dropped), none succeeds, and the server stays up."""

from __future__ import annotations

import random
import time

import msgpack
import pytest
import zmq

from warpgym import Client

KNOWN_CODES = {"invalid_argument", "unsupported_version", "not_found", "failed_precondition",
               "resource_exhausted", "unavailable", "deadline_exceeded", "episode_aborted",
               "internal"}
N_FRAMES = 10_000
N_SOCKETS = 8
WINDOW = 64  # requests in flight per socket
BIG = 10 * 1024 * 1024

WRONG = [None, True, False, -1, 0, 2**63 - 1, -2**63, 1.5, float("nan"), "", "x" * 200,
         b"\x00\xff", [], [1, 2], {}, {"a": 1}, "\udcff".encode("utf-8", "surrogatepass")]
OPS = ["hello", "list_tasks", "reset", "step", "close", "stats", "ping"]


def _p(obj) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


def hostile_messages(rng: random.Random, n: int) -> list[tuple[str, list[bytes]]]:
    """Returns ``(kind, frames)``; every message is invalid or names a missing task/episode."""
    gens = []

    def reg(f):
        gens.append(f)
        return f

    @reg
    def random_bytes():
        return "random_bytes", [rng.randbytes(rng.randint(0, 300))]

    @reg
    def empty_frame():
        return "empty_frame", [b""]

    @reg
    def non_map():
        v = rng.choice([1, "str", [1, "v", "op"], [{"v": 1, "id": 1, "op": "ping"}], None, 3.5,
                        b"bin", True])
        return "non_map", [_p(v)]

    @reg
    def truncated_map():
        b = _p({"v": 1, "id": rng.randint(0, 9999), "op": "ping", "pad": "x" * 50})
        return "truncated_map", [b[:rng.randint(1, len(b) - 1)]]

    @reg
    def trailing_garbage():
        return "trailing_garbage", [_p({"v": 1, "id": 1, "op": "nope"}) + rng.randbytes(5)]

    @reg
    def missing_fields():
        full = {"v": 1, "id": rng.randint(0, 10**6), "op": "ping"}
        drop = rng.sample(list(full), rng.randint(1, 3))
        return "missing_fields", [_p({k: v for k, v in full.items() if k not in drop})]

    @reg
    def wrong_envelope_types():
        m = {"v": 1, "id": rng.randint(0, 10**6), "op": "ping"}
        key = rng.choice(["v", "id", "op"])
        bad = [w for w in WRONG if not (key == "id" and isinstance(w, (str, int))
                                       and not isinstance(w, bool) and len(str(w)) <= 128)]
        if key == "v":
            bad = [w for w in WRONG if w != 1 or isinstance(w, bool)]
        if key == "op":
            bad = [w for w in WRONG if w not in OPS]
        m[key] = rng.choice(bad)
        return "wrong_type_" + key, [_p(m)]

    @reg
    def long_id():
        return "long_id", [_p({"v": 1, "id": "i" * rng.randint(129, 5000), "op": "ping"})]

    @reg
    def non_string_keys():
        return "non_string_keys", [_p({1: 1, 2: "x", b"op": "ping"})]

    @reg
    def unknown_op():
        op = rng.choice(["", "PING", "shutdown", "exec", "reset ", "\x00", "ping\x00", "x" * 1000])
        return "unknown_op", [_p({"v": 1, "id": rng.randint(0, 10**6), "op": op})]

    @reg
    def bad_reset():
        m = {"v": 1, "id": rng.randint(0, 10**6), "op": "reset", "task": "level0/_no_such_task"}
        field = rng.choice(["task", "seed", "options", "options.max_turns",
                            "options.reward_mode", "options.tolerance", "none"])
        if field == "task":
            m["task"] = rng.choice([w for w in WRONG if not isinstance(w, str)]
                                   + ["", "../../etc/passwd", "level1/" + "a" * 4000])
        elif field == "seed":
            m["seed"] = rng.choice(["7", 1.5, [], {}, b"x"])
        elif field == "options":
            m["options"] = rng.choice(["x", 5, [], True])
        elif field.startswith("options."):
            m["options"] = {field.split(".")[1]: rng.choice(WRONG)}
        elif field == "none":
            m.pop("task")
        return "bad_reset", [_p(m)]

    @reg
    def unknown_episode_step():
        action = rng.choice([
            {"tool": "bash", "args": {"command": "rm -rf /"}},
            {"tool": "read_file", "args": {"path": "model.py"}},
            "not json", 5, None, [], {"tool": 5}, {"args": {}}, {"tool": "submit", "args": 3},
        ])
        eid = rng.choice(["", "nope", "0" * 64, "../..", "e" * 300, str(rng.random())])
        return "unknown_episode_step", [_p({"v": 1, "id": rng.randint(0, 10**6), "op": "step",
                                            "episode_id": eid, "action": action})]

    @reg
    def step_wrong_types():
        m = {"v": 1, "id": rng.randint(0, 10**6), "op": "step",
             "episode_id": rng.choice([w for w in WRONG if not isinstance(w, str)]),
             "action": {"tool": "list_files"}}
        if rng.random() < 0.3:
            m.pop("action")
        return "step_wrong_types", [_p(m)]

    @reg
    def bad_close():
        eid = rng.choice([w for w in WRONG if not isinstance(w, str)] + ["missing", ""])
        m = {"v": 1, "id": rng.randint(0, 10**6), "op": "close", "episode_id": eid}
        if rng.random() < 0.2:
            m.pop("episode_id")
        return "bad_close", [_p(m)]

    @reg
    def three_frames():
        body = _p({"v": 1, "id": rng.randint(0, 10**6), "op": "ping"})
        return "three_frames", [b"", b"", body] if rng.random() < 0.5 else [b"x", body, body]

    @reg
    def nonempty_delimiter():
        return "nonempty_delimiter", [b"junk", _p({"v": 1, "id": 1, "op": "ping"})]

    @reg
    def deep_nesting():
        obj: object = "x"
        for _ in range(rng.randint(50, 500)):
            obj = [obj]
        return "deep_nesting", [_p({"v": 1, "id": 1, "op": "nope", "deep": obj})]

    @reg
    def huge_declared_length():
        # map32 header claiming 2**32-1 entries, then nothing.
        return "huge_declared_length", [b"\xdf\xff\xff\xff\xff"
                                        if rng.random() < 0.5 else b"\xdb\xff\xff\xff\xf0ab"]

    msgs = [rng.choice(gens)() for _ in range(n - 5)]
    for i in range(5):  # a few 10 MB payloads
        if i % 2:
            msgs.append(("big_10mb", [_p({"v": 1, "id": f"big{i}", "op": "step",
                                          "episode_id": "nope", "action": "x" * BIG})]))
        else:
            msgs.append(("big_10mb_random", [rng.randbytes(BIG)]))
    rng.shuffle(msgs)
    return msgs


def test_hostile_frames(endpoint: str):
    rng = random.Random(20240601)
    msgs = hostile_messages(rng, N_FRAMES)
    ctx = zmq.Context.instance()
    socks = []
    for _ in range(N_SOCKETS):
        s = ctx.socket(zmq.DEALER)
        s.setsockopt(zmq.LINGER, 0)
        s.connect(endpoint)
        socks.append(s)
    queues = [msgs[i::N_SOCKETS] for i in range(N_SOCKETS)]
    sent = [0] * N_SOCKETS
    inflight = [0] * N_SOCKETS
    replies: list[dict] = []
    bad: list[str] = []
    poller = zmq.Poller()
    for s in socks:
        poller.register(s, zmq.POLLIN)
    t0 = time.monotonic()
    last_progress = t0
    try:
        while True:
            for i, s in enumerate(socks):
                while inflight[i] < WINDOW and sent[i] < len(queues[i]):
                    s.send_multipart(queues[i][sent[i]][1])
                    sent[i] += 1
                    inflight[i] += 1
            if all(sent[i] == len(queues[i]) for i in range(N_SOCKETS)) and not any(inflight):
                break
            events = dict(poller.poll(500))
            if not events:
                # Only unanswered (dropped) messages left in flight: wait a little, then stop.
                if time.monotonic() - last_progress > 5:
                    break
                continue
            last_progress = time.monotonic()
            for i, s in enumerate(socks):
                if s in events:
                    while True:
                        try:
                            frames = s.recv_multipart(zmq.NOBLOCK)
                        except zmq.Again:
                            break
                        inflight[i] = max(0, inflight[i] - 1)
                        try:
                            r = msgpack.unpackb(frames[-1], raw=False, strict_map_key=False)
                        except Exception as exc:  # noqa: BLE001
                            bad.append(f"undecodable reply: {exc}")
                            continue
                        replies.append(r)
            assert time.monotonic() - t0 < 120, "hostile run took more than 120 s"
        elapsed = time.monotonic() - t0
        for r in replies:
            if not isinstance(r, dict) or r.get("ok") is not False:
                bad.append(f"not an error reply: {str(r)[:300]}")
            elif not isinstance(r.get("error"), dict) or r["error"].get("code") not in KNOWN_CODES:
                bad.append(f"unknown error shape/code: {str(r)[:300]}")
            elif r.get("v") != 1:
                bad.append(f"reply without v=1: {str(r)[:300]}")
        assert not bad, f"{len(bad)} bad replies, e.g.:\n" + "\n".join(bad[:10])
        dropped = N_FRAMES - len(replies)
        print(f"\nhostile: {N_FRAMES} frames, {len(replies)} error replies, {dropped} dropped, "
              f"{elapsed:.1f} s")
        assert len(replies) <= N_FRAMES
        # The protocol only allows dropping messages over the 64 MiB transport limit; none of
        # ours are, so every message must be answered.
        assert dropped == 0, f"{dropped} of {N_FRAMES} hostile messages got no reply"
    finally:
        for s in socks:
            s.close()
    with Client(endpoint, timeout_s=5, retries=1) as c:
        assert c.ping() > 0
        assert c.hello()["server"] == "warpgym-server"
