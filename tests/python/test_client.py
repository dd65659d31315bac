"""warpgym.Client against the real server: ops, errors, retries, envelopes (docs/protocol.md)."""

from __future__ import annotations

import json
import re
import time
import uuid

import msgpack
import pytest
import zmq

from warpgym import Client, errors

TOOLS = {"bash", "read_file", "write_file", "edit_file", "list_files", "compile", "verify",
         "profile", "submit"}
ERROR_CODES = {"invalid_argument", "unsupported_version", "not_found", "failed_precondition",
               "resource_exhausted", "unavailable", "deadline_exceeded", "episode_aborted",
               "internal"}


def raw_socket(endpoint: str) -> zmq.Socket:
    s = zmq.Context.instance().socket(zmq.DEALER)
    s.setsockopt(zmq.LINGER, 0)
    s.connect(endpoint)
    return s


def recv_reply(sock: zmq.Socket, timeout_s: float = 10.0) -> tuple[list[bytes], dict]:
    assert sock.poll(int(timeout_s * 1000)), f"no reply within {timeout_s} s"
    frames = sock.recv_multipart()
    return frames, msgpack.unpackb(frames[-1], raw=False, strict_map_key=False)


def rid() -> str:
    return uuid.uuid4().hex


# ---------------------------------------------------------------------------- hello, tasks

def test_hello_describes_server_and_tools(client: Client):
    h = client.hello()
    assert h["ok"] is True and h["v"] == 1 and h["op"] == "hello"
    assert h["server"] == "warpgym-server"
    assert isinstance(h["server_version"], str) and h["server_version"]
    assert 1 in h["protocol_versions"]
    assert h["backend"] == "cpu"
    caps = h["capabilities"]
    for key, typ in [("max_request_bytes", int), ("max_transport_bytes", int),
                     ("max_episodes", int), ("default_max_turns", int),
                     ("max_turns_limit", int), ("idle_timeout_s", (int, float)),
                     ("output_limit_bytes", int), ("reward_modes", list)]:
        assert isinstance(caps.get(key), typ), f"capabilities.{key}: {caps.get(key)!r}"
    assert {"milestone", "speedup", "correctness"} <= set(caps["reward_modes"])
    names = set()
    for tool in h["tools"]:
        assert tool["type"] == "function", tool
        fn = tool["function"]
        assert isinstance(fn["name"], str) and isinstance(fn["description"], str)
        assert fn["description"], f"{fn['name']} has no description"
        params = fn["parameters"]
        assert params["type"] == "object", (fn["name"], params)
        assert isinstance(params.get("properties", {}), dict)
        for req in params.get("required", []):
            assert req in params["properties"], (fn["name"], req)
        names.add(fn["name"])
    assert names == TOOLS
    by_name = {t["function"]["name"]: t["function"]["parameters"] for t in h["tools"]}
    assert by_name["bash"]["properties"]["command"]["type"] == "string"
    assert "command" in by_name["bash"]["required"]
    assert set(by_name["edit_file"]["required"]) >= {"path", "old", "new"}
    assert set(by_name["write_file"]["required"]) >= {"path", "content"}


def test_list_tasks(client: Client, task_names: list[str]):
    details = client.list_task_details()
    names = client.list_tasks()
    assert names == [d["name"] for d in details] == sorted(names) == task_names
    for d in details:
        m = re.fullmatch(r"level(\d+)/[^/]+", d["name"])
        assert m, d
        assert d["level"] == int(m.group(1)) and isinstance(d["path"], str)


# ---------------------------------------------------------------------------- episodes

def test_reset_step_close(client: Client, task: str):
    eid, obs, info = client.reset(task, seed=7)
    assert isinstance(eid, str) and eid
    assert isinstance(obs, str) and "model.py" in obs
    assert info["task"] == task and info["seed"] == 7 and info["backend"] == "cpu"
    assert info["reward_mode"] == "milestone" and isinstance(info["max_turns"], int)
    assert "model.py" in info["workspace_files"]

    obs, reward, term, trunc, info = client.step(eid, {"tool": "list_files", "args": {}})
    assert "model.py" in obs and reward == 0 and not term and not trunc
    assert info["tool"] == "list_files" and info["turn"] == 1
    assert info["infra_error"] is False and isinstance(info["elapsed_s"], (int, float))

    # JSON-string action, args omitted.
    obs, _, _, _, info = client.step(eid, json.dumps({"tool": "list_files"}))
    assert info["turn"] == 2 and "model.py" in obs and not info.get("error")

    content = "print('hello warpgym')\n"
    _, _, _, _, info = client.step(eid, {"tool": "write_file",
                                         "args": {"path": "sub/x.py", "content": content}})
    assert not info.get("error"), info
    obs, _, _, _, info = client.step(eid, {"tool": "read_file", "args": {"path": "sub/x.py"}})
    assert "hello warpgym" in obs and not info.get("error")
    _, _, _, _, info = client.step(eid, {"tool": "edit_file", "args": {
        "path": "sub/x.py", "old": "hello", "new": "bye"}})
    assert not info.get("error"), info
    obs, _, _, _, info = client.step(eid, {"tool": "bash", "args": {"command": "cat sub/x.py"}})
    assert "bye warpgym" in obs and info["turn"] == 6
    assert client.close(eid) is True


@pytest.mark.parametrize("action, code", [
    ("this is not json", "bad_action"),
    ('["list_files"]', "bad_action"),
    ({"tool": "rm_rf", "args": {}}, "unknown_tool"),
    ({"tool": "read_file", "args": {"path": 5}}, "bad_args"),
    ({"tool": "read_file", "args": {"path": "../etc/passwd"}}, "path_denied"),
    ({"tool": "read_file", "args": {"path": "/etc/passwd"}}, "path_denied"),
    ({"tool": "write_file", "args": {"path": "model.py", "content": "x"}}, "protected_file"),
    ({"tool": "read_file", "args": {"path": "nope.txt"}}, "not_found"),
])
def test_tool_errors_are_observations(client: Client, task: str, action, code):
    eid, _, _ = client.reset(task)
    try:
        obs, reward, term, trunc, info = client.step(eid, action)
        assert isinstance(obs, str) and obs, "the observation must explain the mistake"
        assert reward == 0 and not term and not trunc
        assert info["turn"] == 1, "an invalid action still counts as a turn"
        assert info["error"]["code"] == code, info["error"]
        assert isinstance(info["error"]["message"], str)
    finally:
        client.close(eid)


def test_protected_model_py_is_readable(client: Client, task: str):
    eid, _, _ = client.reset(task)
    try:
        obs, _, _, _, info = client.step(eid, {"tool": "read_file", "args": {"path": "model.py"}})
        assert not info.get("error") and "class Model" in obs
    finally:
        client.close(eid)


# ---------------------------------------------------------------------------- errors

def test_unknown_task_is_not_found(client: Client):
    with pytest.raises(errors.NotFound) as ei:
        client.reset("level9/does_not_exist")
    assert ei.value.code == "not_found" and not ei.value.retryable


def test_step_and_close_after_close_are_not_found(client: Client, task: str):
    eid, _, _ = client.reset(task)
    client.close(eid)
    with pytest.raises(errors.NotFound):
        client.step(eid, {"tool": "list_files", "args": {}})
    with pytest.raises(errors.NotFound):
        client.close(eid)
    with pytest.raises(errors.NotFound):
        client.step("no-such-episode", {"tool": "list_files", "args": {}})


def test_unknown_op_and_bad_fields_are_invalid_argument(client: Client, task: str):
    with pytest.raises(errors.InvalidArgument):
        client.call("frobnicate")
    with pytest.raises(errors.InvalidArgument):
        client.call("reset", task=12345)
    with pytest.raises(errors.InvalidArgument):
        client.call("reset", task=task, seed="not-a-seed")
    with pytest.raises(errors.InvalidArgument):
        client.reset(task, options={"max_turns": 0})
    with pytest.raises(errors.InvalidArgument):
        client.reset(task, options={"reward_mode": "vibes"})
    with pytest.raises(errors.InvalidArgument):
        client.call("step")  # no episode_id


def test_bad_version_is_unsupported_version(endpoint: str):
    s = raw_socket(endpoint)
    try:
        s.send(msgpack.packb({"v": 99, "id": "bad-v", "op": "ping"}))
        _, reply = recv_reply(s)
        assert reply["ok"] is False and reply["id"] == "bad-v"
        err = errors.from_error(reply["error"], reply)
        assert isinstance(err, errors.UnsupportedVersion) and err.code == "unsupported_version"
    finally:
        s.close()


def test_episode_end_then_failed_precondition(client: Client, task: str):
    eid, _, info = client.reset(task, options={"max_turns": 1})
    assert info["max_turns"] == 1
    try:
        obs, reward, term, trunc, info = client.step(eid, {"tool": "list_files", "args": {}})
        assert trunc is True and term is False, "the turn limit must truncate"
        assert "eval" in info, "a truncated episode still gets its final evaluation"
        assert reward == -1 or info["infra_error"], (reward, info.get("eval"))
        with pytest.raises(errors.FailedPrecondition):
            client.step(eid, {"tool": "list_files", "args": {}})
    finally:
        client.close(eid)


def test_error_reply_envelope(endpoint: str):
    s = raw_socket(endpoint)
    try:
        s.send(msgpack.packb({"v": 1, "id": 42, "op": "nope"}))
        _, reply = recv_reply(s)
        assert reply == {**reply, "v": 1, "id": 42, "op": "nope", "ok": False}
        assert reply["error"]["code"] == "invalid_argument"
        assert isinstance(reply["error"]["message"], str)
        s.send(b"\x93\x01\x02\x03")  # msgpack array, not a map
        _, reply = recv_reply(s)
        assert reply["ok"] is False and reply["id"] is None
        assert reply["error"]["code"] == "invalid_argument"
    finally:
        s.close()


# ---------------------------------------------------------------------------- transport

def test_two_frame_envelope_is_mirrored(endpoint: str):
    s = raw_socket(endpoint)
    try:
        s.send_multipart([b"", msgpack.packb({"v": 1, "id": "env2", "op": "ping"})])
        frames, reply = recv_reply(s)
        assert len(frames) == 2 and frames[0] == b""
        assert reply["ok"] is True and reply["pong"] is True and reply["id"] == "env2"
        s.send(msgpack.packb({"v": 1, "id": "env1", "op": "ping"}))
        frames, reply = recv_reply(s)
        assert len(frames) == 1 and reply["id"] == "env1"
    finally:
        s.close()


def test_ping_overtakes_slow_step(client: Client, endpoint: str, task: str):
    eid, _, _ = client.reset(task)
    s = raw_socket(endpoint)
    try:
        s.send(msgpack.packb({"v": 1, "id": "slow", "op": "step", "episode_id": eid,
                              "action": {"tool": "bash", "args": {"command": "sleep 2"}}}))
        time.sleep(0.2)
        s.send(msgpack.packb({"v": 1, "id": "fast", "op": "ping"}))
        _, first = recv_reply(s)
        _, second = recv_reply(s, timeout_s=30)
        assert first["id"] == "fast", "replies must not wait behind a slow step"
        assert second["id"] == "slow" and second["ok"] is True
    finally:
        s.close()
        client.close(eid)


def test_retry_with_same_id_returns_stored_reply(client: Client, endpoint: str, task: str):
    eid, _, _ = client.reset(task)
    s1, s2 = raw_socket(endpoint), raw_socket(endpoint)
    try:
        step_id = rid()
        req = msgpack.packb({"v": 1, "id": step_id, "op": "step", "episode_id": eid,
                             "action": {"tool": "bash", "args": {
                                 "command": "echo run >> counter.txt; wc -l < counter.txt"}}})
        s1.send(req)
        _, first = recv_reply(s1)
        assert first["ok"] is True and first["info"]["turn"] == 1
        s1.send(req)  # same id, same socket
        _, again = recv_reply(s1)
        s2.send(req)  # same id, fresh socket (new identity): the Lazy Pirate case
        _, third = recv_reply(s2)
        for r in (again, third):
            assert r["id"] == step_id
            assert r["observation"] == first["observation"]
            assert r["info"]["turn"] == 1
        obs, _, _, _, info = client.step(eid, {"tool": "read_file",
                                               "args": {"path": "counter.txt"}})
        assert info["turn"] == 2, "a retried step must not count as a new turn"
        assert obs.count("run") == 1, f"the tool ran more than once: {obs!r}"
    finally:
        s1.close()
        s2.close()
        client.close(eid)


def test_client_lazy_pirate_recovers_slow_step(endpoint: str, task: str):
    """Per-attempt timeout shorter than the step: retries with the same id get the stored reply."""
    with Client(endpoint, timeout_s=10, step_timeout_s=0.7, retries=8) as c:
        eid, _, _ = c.reset(task)
        try:
            obs, _, _, _, info = c.step(eid, {"tool": "bash", "args": {
                "command": "sleep 2; echo once >> n.txt; echo done"}})
            assert "done" in obs and info["turn"] == 1
            obs, _, _, _, info = c.step(eid, {"tool": "bash", "args": {"command": "cat n.txt"}})
            assert info["turn"] == 2 and obs.count("once") == 1
        finally:
            c.close(eid)


def test_client_times_out_without_server():
    from server_process import free_port
    with Client(f"tcp://127.0.0.1:{free_port()}", timeout_s=0.2, retries=2) as c:
        t0 = time.monotonic()
        with pytest.raises(errors.ConnectionTimeout) as ei:
            c.ping()
        assert 0.5 < time.monotonic() - t0 < 5
        assert ei.value.retryable


def test_client_close_twice_and_context_manager(endpoint: str):
    c = Client(endpoint)
    assert c.ping() > 0
    c.close_connection()
    c.close_connection()
    with pytest.raises(errors.WarpgymError):
        c.ping()
    with Client(endpoint) as c2:
        s = c2.stats()
        for key in ("episodes_active", "episodes_total", "steps_total", "requests_total",
                    "errors_total", "queue_depth", "workers", "uptime_s", "reaped_total"):
            assert key in s, key


def test_error_classes():
    for code, cls in errors.CODES.items():
        e = errors.from_error({"code": code, "message": "m"})
        assert type(e) is cls and e.code == code and issubclass(cls, errors.WarpgymError)
    assert set(errors.CODES) == ERROR_CODES
    assert errors.from_error({"code": "brand_new", "message": "?"}).code == "brand_new"
    assert errors.ConnectionTimeout("x").code == "connection_timeout"


class _ScriptedEndpoint:
    """A ROUTER that answers the n-th request it receives with replies[n] (an error code, or None
    for a successful pong), echoing the request id; records the ids it saw."""

    def __init__(self, replies: list[str | None]):
        import threading

        from server_process import free_port

        self.endpoint = f"tcp://127.0.0.1:{free_port()}"
        self.replies, self.ids = list(replies), []
        self.sock = zmq.Context.instance().socket(zmq.ROUTER)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.bind(self.endpoint)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while self.replies and self.sock.poll(10_000):
            frames = self.sock.recv_multipart()
            req = msgpack.unpackb(frames[-1], raw=False)
            self.ids.append(req["id"])
            code = self.replies.pop(0)
            body = ({"v": 1, "id": req["id"], "ok": True, "pong": True, "time": 1.0} if code is None else
                    {"v": 1, "id": req["id"], "ok": False, "error": {"code": code, "message": "scripted"}})
            self.sock.send_multipart([frames[0], msgpack.packb(body)])

    def close(self) -> None:
        self.thread.join(timeout=10)
        self.sock.close(linger=0)


def test_client_resends_backoff_errors_with_the_same_id():
    """docs/protocol.md's retry rule: unavailable / deadline_exceeded / internal are resent with
    the same id after a back-off; the third attempt's success is returned."""
    fake = _ScriptedEndpoint(["unavailable", "internal", None])
    try:
        with Client(fake.endpoint, timeout_s=5, retries=3) as c:
            t0 = time.monotonic()
            assert c.ping() == 1.0
            assert time.monotonic() - t0 >= 0.3  # 0.1 s + 0.2 s of back-off
        assert len(fake.ids) == 3 and len(set(fake.ids)) == 1
    finally:
        fake.close()


def test_client_raises_never_and_later_errors_at_once():
    """not_found (never) and resource_exhausted (later: only after closing episodes) are not
    resent; a backoff error that persists is raised after 1 + retries attempts."""
    for code, attempts in (("not_found", 1), ("resource_exhausted", 1), ("unavailable", 3)):
        fake = _ScriptedEndpoint([code] * attempts)
        try:
            with Client(fake.endpoint, timeout_s=5, retries=2) as c:
                with pytest.raises(errors.WarpgymError) as ei:
                    c.ping()
            assert ei.value.code == code and len(fake.ids) == attempts, (code, fake.ids)
        finally:
            fake.close()
