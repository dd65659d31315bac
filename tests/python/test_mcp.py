"""`warpgym mcp`: one episode served as an MCP server, driven by the `mcp` package's own client
over the real protocol (stdio and Streamable HTTP) against a real warpgym-server.

The MCP episode must list exactly hello's tools and schemas, expose the task prompt, and pay the
same reward as the same actions sent through `warpgym.Client`; ending the MCP session closes the
episode; no reachable server is exit 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest

from ci_skips import require_module
from server_process import REPO, TASKS, ServerProcess, free_port, start_server
from warpgym import Client
from warpgym.agents.scripted import solution_files

mcp = require_module("mcp")
from mcp import StdioServerParameters  # noqa: E402

pytestmark = pytest.mark.slow

TASK = "level1/1_ReLU"
SEED = 7
OPTIONS = {"reward_mode": "correctness"}  # no timing: the reward cannot depend on the machine's load
SOLUTION = TASKS / "solutions" / "level1" / "1_ReLU" / "reference"
PYTHON = str(REPO / ".venv" / "bin" / "python") if (REPO / ".venv" / "bin" / "python").exists() else sys.executable


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO / "tools"), env.get("PYTHONPATH")) if p)
    return env


def _bridge_args(endpoint: str, *extra: str) -> list[str]:
    return ["-m", "warpgym.cli", "mcp", "--endpoint", endpoint, "--task", TASK, "--seed", str(SEED),
            "--option", "reward_mode=correctness", *extra]


def _actions() -> list[tuple[str, dict[str, Any]]]:
    writes = [("write_file", {"path": rel, "content": text}) for rel, text in solution_files(SOLUTION)]
    return writes + [("compile", {}), ("verify", {}), ("submit", {})]


def _active(endpoint: str) -> int:
    with Client(endpoint, timeout_s=5.0, retries=1) as c:
        return int(c.stats()["episodes_active"])


def _wait_active(endpoint: str, want: int, within_s: float = 15.0) -> int:
    deadline = time.monotonic() + within_s
    while (n := _active(endpoint)) != want and time.monotonic() < deadline:
        time.sleep(0.2)
    return n


@pytest.fixture(scope="module")
def wg(tmp_path_factory: pytest.TempPathFactory):
    srv = start_server(tmp_path_factory.mktemp("mcp-server"))
    yield srv
    srv.stop()


def test_stdio_episode_pays_what_the_direct_client_is_paid(wg: ServerProcess) -> None:
    with Client(wg.endpoint, timeout_s=15.0, step_timeout_s=600.0) as c:
        hello_tools = {t["function"]["name"]: t["function"] for t in c.hello()["tools"]}
        baseline = int(c.stats()["episodes_active"])
        # The same actions straight through the client: the reference for the MCP episode.
        eid, direct_prompt, _ = c.reset(TASK, seed=SEED, options=OPTIONS)
        direct = [c.step(eid, {"tool": name, "args": args}) for name, args in _actions()]
        c.close(eid)

    params = StdioServerParameters(command=PYTHON, args=_bridge_args(wg.endpoint), env=_env(), cwd=str(REPO))

    async def via_mcp() -> tuple[list[Any], str, str, int]:
        async with mcp.Client(params, read_timeout_seconds=600.0) as session:
            listed = (await session.list_tools()).tools
            assert [t.name for t in listed] == list(hello_tools)
            for t in listed:
                assert t.input_schema == hello_tools[t.name]["parameters"], t.name
                assert t.description == hello_tools[t.name]["description"], t.name
            uris = [r.uri for r in (await session.list_resources()).resources]
            assert "warpgym://episode/prompt" in uris
            prompt = (await session.read_resource("warpgym://episode/prompt")).contents[0].text
            message = (await session.get_prompt("task")).messages[0].content.text
            active = _active(wg.endpoint)
            results = [await session.call_tool(name, args) for name, args in _actions()]
            return results, prompt, message, active

    results, prompt, message, active = anyio.run(via_mcp)
    assert active == baseline + 1, "the bridge holds exactly one episode while the session lasts"
    assert prompt == message == direct_prompt
    for (name, _), r, (obs, reward, terminated, truncated, info) in zip(_actions(), results, direct):
        text = "\n".join(getattr(b, "text", "") for b in r.content)
        assert not r.is_error and not info.get("error"), (name, text[-2000:])
        sc = r.structured_content
        assert (sc["terminated"], sc["truncated"], sc["info"]["tool"]) == (terminated, truncated, name)
        if name == "write_file":
            assert r.content[0].text == obs
    final = results[-1].structured_content
    assert final["terminated"] is True and final["info"]["eval"]["correct"] is True
    assert final["reward"] == direct[-1][1] == 1.0
    assert _wait_active(wg.endpoint, baseline) == baseline, "closing the stdio session closes the episode"


def _wait_listening(proc: subprocess.Popen, port: int, within_s: float = 30.0) -> None:
    import socket
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else proc.returncode
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"warpgym mcp did not listen on {port} within {within_s} s")


def test_http_serves_both_protocol_eras_and_ends_with_the_session(wg: ServerProcess) -> None:
    baseline = _active(wg.endpoint)
    port = free_port()
    proc = subprocess.Popen([PYTHON, *_bridge_args(wg.endpoint, "--transport", "http", "--port", str(port))],
                            env=_env(), cwd=str(REPO), stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        _wait_listening(proc, port)
        url = f"http://127.0.0.1:{port}/mcp"

        async def one(mode: str) -> tuple[list[str], str, Any]:
            async with mcp.Client(url, mode=mode, read_timeout_seconds=60.0) as session:
                names = [t.name for t in (await session.list_tools()).tools]
                prompt = (await session.read_resource("warpgym://episode/prompt")).contents[0].text
                r = await session.call_tool("bash", {"command": "echo mcp-$((6*7))"})
                return names, prompt, r

        # The sessionless 2026 era first: the episode outlives its requests.
        names, prompt, r = anyio.run(one, "auto")
        assert "submit" in names and "model.py" in prompt
        assert "mcp-42" in r.content[0].text and r.structured_content["info"]["turn"] == 1
        assert proc.poll() is None and _active(wg.endpoint) == baseline + 1
        # A handshake-era session on the same episode; its end (DELETE) ends episode and bridge.
        names, _, r = anyio.run(one, "legacy")
        assert r.structured_content["info"]["turn"] == 2
        assert proc.wait(timeout=20) == 0, proc.stderr.read() if proc.stderr else ""
        assert _wait_active(wg.endpoint, baseline) == baseline
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(timeout=20)


def _run_bridge(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([PYTHON, "-m", "warpgym.cli", "mcp", *argv], env=_env(), cwd=str(REPO),
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)


def test_no_server_is_exit_2_with_one_line(tmp_path: Path) -> None:
    done = _run_bridge("--endpoint", f"tcp://127.0.0.1:{free_port()}", "--task", TASK,
                       "--connect-timeout-s", "1")
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("warpgym mcp: error: no warpgym-server"), done.stderr
    assert "Traceback" not in done.stderr


def test_unknown_task_is_exit_2_with_one_line(wg: ServerProcess) -> None:
    done = _run_bridge("--endpoint", wg.endpoint, "--task", "level1/1_Relu")
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "unknown task 'level1/1_Relu'" in lines[0] and "level1/1_ReLU" in lines[0], done.stderr
    assert "Traceback" not in done.stderr
