"""``warpgym bench`` with the ``openai:`` and ``cmd:`` policies against the real server.

The ``openai:`` policy talks to a real local HTTP server speaking the chat-completions API
(``bench_chat_server.py``) whose scripted replies include malformed tool calls, an unknown
tool, a reply without a tool call, a timeout, HTTP 500 and a non-JSON body. One episode
solves its task; the others end in errors that are reported per episode while the run goes on.
Then the same command resumes (nothing reruns) and ``--retry-errors`` reruns only the errors.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from bench_chat_server import FakeChatServer
from server_process import TASKS
from warpgym.cli import main

# Not marked timing: no check reads a measured time (the solved episode is judged on correctness,
# not speed). The one clock is the 1.5 s policy timeout: the timeout behaviour answers after 4 s
# (load only delays it more) and the in-process chat server's other replies take milliseconds.
# So these run in the parallel part of `make test`.
pytestmark = pytest.mark.slow

BEHAVIOURS = {"return torch.relu(x)": "solve", "return torch.sigmoid(x)": "timeout",
              "return torch.sum(x": "no_tool", "return torch.tanh(": "http500",
              "return torch.softmax(": "garbage"}
TASK_OF = {"solve": "level1/1_ReLU", "timeout": "level1/2_Sigmoid", "no_tool": "level1/4_RowSum",
           "http500": "level2/2_Scale_Bias_Tanh", "garbage": "level1/3_Softmax"}


def _bench(endpoint: str, out: Path, policy: str, tasks: list[str], *extra: str) -> int:
    argv = ["bench", "--server", endpoint, "--tasks", str(TASKS), "--policy", policy,
            "--parallel", "2", "--out", str(out), "--max-turns", "30"]
    for t in tasks:
        argv += ["--task", t]
    return main(argv + list(extra))


def _episodes(out: Path) -> dict[str, dict]:
    results = json.loads((out / "results.json").read_text())
    return {e["task"]: e for e in results["episodes"]}


def _steps(out: Path, slug: str) -> list[dict]:
    lines = [json.loads(x) for x in (out / "trajectories" / f"{slug}.jsonl").read_text().splitlines()]
    return [e for e in lines if e["event"] == "step"]


def test_openai_policy_completes_episodes_and_reports_errors(endpoint: str, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("BENCH_TEST_KEY", "test-key")
    out = tmp_path / "bench"
    solution = TASKS / "solutions" / "level1" / "1_ReLU" / "reference"
    with FakeChatServer(BEHAVIOURS, solution, delay_s=4.0) as chat:
        policy = f"openai:{chat.url}#fake-model"
        opts = ("--policy-timeout-s", "1.5", "--policy-retries", "1", "--api-key-env",
                "BENCH_TEST_KEY")
        rc = _bench(endpoint, out, policy, list(TASK_OF.values()), *opts)
        assert rc == 0, "per-episode errors must not fail the run"
        assert not [r for r in chat.requests if r["status"] == 400], \
            [r for r in chat.requests if r["status"] == 400][:1]
        assert all(r["headers"].get("Authorization") == "Bearer test-key" for r in chat.requests)
        assert all(r["body"]["model"] == "fake-model" for r in chat.requests)
        eps = _episodes(out)
        assert set(eps) == set(TASK_OF.values())

        solved = eps[TASK_OF["solve"]]
        assert solved["status"] == "ok" and solved["ended_by"] == "submit", solved
        assert solved["final"]["correct"] and solved["best"]["correct"], json.dumps(solved)[:4000]
        assert solved["nudges"] == 1
        steps = _steps(out, solved["slug"])
        codes = [(s["info"].get("error") or {}).get("code") for s in steps]
        assert codes[0] == "bad_action", codes      # the malformed tool call, answered by the env
        assert codes[1] == "unknown_tool", codes    # run_tests
        assert steps[2]["tool"] == "list_files" and codes[2] is None
        assert steps[-1]["tool"] == "submit" and steps[-1]["terminated"]

        no_tool = eps[TASK_OF["no_tool"]]
        assert no_tool["status"] == "ok" and no_tool["ended_by"] == "auto_submit", no_tool
        assert no_tool["nudges"] == 3 and no_tool["final"]["correct"] is False

        timeout = eps[TASK_OF["timeout"]]
        assert timeout["status"] == "policy_error" and "no reply" in timeout["error"], timeout
        assert "2 attempts" in timeout["error"]
        assert "HTTP 500" in eps[TASK_OF["http500"]]["error"]
        assert eps[TASK_OF["http500"]]["status"] == "policy_error"
        assert "not a chat-completions reply" in eps[TASK_OF["garbage"]]["error"]
        assert all(e["final"] is None for t, e in eps.items()
                   if e["status"] == "policy_error")

        results = json.loads((out / "results.json").read_text())
        overall = results["metrics"]["final"]["overall"]
        assert overall["n"] == 5 and overall["correct"] == 1 and overall["pass_rate"] == 0.2
        assert results["counts"]["by_status"] == {"ok": 2, "policy_error": 3}
        assert (out / "report.html").is_file() and (out / "report.md").is_file()
        assert (out / "trajectories" / f"{solved['slug']}.html").is_file()

        # Resume: the same command plays nothing again.
        n = len(chat.requests)
        assert _bench(endpoint, out, policy, list(TASK_OF.values()), *opts) == 0
        assert len(chat.requests) == n
        # --retry-errors reruns only the episodes that ended in an error.
        assert _bench(endpoint, out, policy, list(TASK_OF.values()), *opts, "--retry-errors") == 0
        again = {r["behaviour"] for r in chat.requests[n:]}
        assert again == {"timeout", "http500", "garbage"}, again


CMD_PROGRAM = textwrap.dedent("""
    import json, sys
    req = json.load(sys.stdin)
    assert req["messages"][0]["role"] == "system" and req["tools"], req
    if req["task"] == "level1/2_Sigmoid":
        print("policy crashed on purpose", file=sys.stderr)
        sys.exit(3)
    if req["turn"] == 1:
        print(json.dumps({"tool": "list_files", "args": {}}))
    else:
        assert req["messages"][-1]["role"] == "tool", req["messages"][-1]
        print(json.dumps({"role": "assistant", "content": "done", "tool_calls": [{"id": "x1",
              "type": "function", "function": {"name": "submit", "arguments": "{}"}}]}))
""")


def test_cmd_policy(endpoint: str, tmp_path: Path):
    prog = tmp_path / "agent.py"
    prog.write_text(CMD_PROGRAM)
    out = tmp_path / "bench"
    rc = _bench(endpoint, out, f"cmd:{sys.executable} {prog}", ["level1/4_RowSum", "level1/2_Sigmoid"])
    assert rc == 0
    eps = _episodes(out)
    ok = eps["level1/4_RowSum"]
    assert ok["status"] == "ok" and ok["ended_by"] == "submit" and ok["turns"] == 2, ok
    assert ok["final"]["correct"] is False  # an empty workspace does not compile
    bad = eps["level1/2_Sigmoid"]
    assert bad["status"] == "policy_error", bad
    assert "exited with 3" in bad["error"] and "crashed on purpose" in bad["error"]
    assert _bench(endpoint, out, "cmd:other", ["level1/4_RowSum"]) == 2  # another run's dir


def test_trainer_policy_without_a_checkpoint_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    rc = main(["bench", "--server", "tcp://127.0.0.1:1", "--tasks", str(TASKS), "--policy",
               "trainer:/nonexistent/ckpt", "--out", str(tmp_path / "o")])
    assert rc == 2
    err = capsys.readouterr().err
    assert "config.json" in err or "not found" in err, err
    assert not (tmp_path / "o").exists()
