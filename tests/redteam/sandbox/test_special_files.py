"""Red-team: FIFOs, sockets, symlinks and directories where files are expected, through every
file tool and every harness path of a real server. The agent makes them with bash (it cannot make
device nodes: it has no CAP_MKNOD; symlinks to /dev nodes stand in for them). Each of the 100-odd
steps must come back within its time limit with an error charged to the agent (never a hang,
never an infra error, never the content of a host file), while the server keeps answering `ping`
and the honest episode of the arena keeps working.
"""

from __future__ import annotations

import time
from pathlib import Path

from arena import bash
from warpgym import Client

REFERENCE = Path(__file__).resolve().parents[3] / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU" / "reference"

# name -> how bash makes it (in the workspace root)
OBJECTS = {
    "fifo.txt": "mkfifo fifo.txt",
    "sock.txt": "python3 -c \"import socket; socket.socket(socket.AF_UNIX).bind('sock.txt')\"",
    "dir.txt": "mkdir dir.txt",
    "to_zero": "ln -s /dev/zero to_zero",
    "to_urandom": "ln -s /dev/urandom to_urandom",
    "to_mem": "ln -s /proc/self/mem to_mem",
    "to_shadow": "ln -s /etc/shadow to_shadow",
    "to_passwd": "ln -s /etc/passwd to_passwd",
    "to_fifo": "ln -s fifo.txt to_fifo",
    "loop": "ln -s loop loop",
    "dangling": "ln -s /nonexistent/x dangling",
    "to_parent": "ln -s .. to_parent",
    "to_etc": "ln -s /etc to_etc",
    "to_proc": "ln -s /proc/self to_proc",
    "to_null": "ln -s /dev/null to_null",
    "kernels/f.h": "mkdir -p kernels && mkfifo kernels/f.h",
}
# Paths below a symlinked directory: resolved outside the workspace.
THROUGH = ["to_etc/passwd", "to_etc/shadow", "to_etc/hostname", "to_proc/environ", "to_proc/cmdline",
           "to_parent/x.txt", "to_proc/mem"]
FILE_TOOLS = {
    "read_file": lambda p: {"path": p},
    "write_file": lambda p: {"path": p, "content": "x"},
    "edit_file": lambda p: {"path": p, "old": "root", "new": "toor"},
    "list_files": lambda p: {"path": p},
}
AGENT_ERRORS = {"path_denied", "bad_args", "not_found", "protected_file", "not_unique"}
FILE_STEP_LIMIT_S = 15.0


def _timed_step(c: Client, ep: str, tool: str, args: dict, limit_s: float):
    t0 = time.monotonic()
    obs, _r, _term, _trunc, info = c.step(ep, {"tool": tool, "args": args}, timeout_s=limit_s + 30)
    return obs, info, time.monotonic() - t0


def test_special_files_through_every_file_tool_and_harness_path(arena):
    srv, c, _ep, _ = arena
    task = next(t for t in c.list_tasks() if t.endswith("1_ReLU"))
    ep, _obs, _info = c.reset(task, options={"max_turns": 200})
    with Client(srv.endpoint, timeout_s=15.0, retries=1) as pinger:
        obs, info = bash(c, ep, " && ".join(OBJECTS.values()), timeout_s=60)
        assert info["bash"]["exit_code"] == 0, obs
        steps = 0
        for tool, make_args in FILE_TOOLS.items():
            for path in [*OBJECTS, *THROUGH]:
                obs, info, took = _timed_step(c, ep, tool, make_args(path), FILE_STEP_LIMIT_S)
                steps += 1
                where = f"{tool}({path}): {took:.1f} s, {info.get('error')}: {obs[:200]!r}"
                assert took < FILE_STEP_LIMIT_S, where
                if tool == "list_files" and path in ("dir.txt",):
                    assert info.get("error") is None, where  # an ordinary empty directory
                    continue
                assert (info.get("error") or {}).get("code") in AGENT_ERRORS, where
                assert "root:x:0:0" not in obs and "root:" not in obs.split("\n", 1)[0], where
            pinger.ping()
        # The harness paths: the agent's sources and model_new.py replaced by special files.
        for rel, text in (("model_new.py", (REFERENCE / "model_new.py").read_text()),
                          ("kernels/relu.cpp", (REFERENCE / "kernels" / "relu.cpp").read_text())):
            c.step(ep, {"tool": "write_file", "args": {"path": rel, "content": text}})
        harness_tricks = [
            "rm -f model_new.py && mkfifo model_new.py",                # the model is a FIFO
            "rm -f model_new.py && ln -s /dev/zero model_new.py",       # ... an endless device
            "mv build old_build && mkfifo build",                       # the build dir is a FIFO
            "rm build && ln -s .. build",                               # ... a way out for root
            "rm kernels/relu.cpp && mkfifo kernels/relu.cpp",           # the kernel is a FIFO
            "ln -sf /proc/self/mem kernels/mem.h && printf '#include \"mem.h\"\\n' > kernels/use.cpp",
            "ln -sf /etc/shadow kernels/shadow.cpp",                    # a kernel that is a host file
        ]
        for trick in harness_tricks:
            obs, info = bash(c, ep, trick, timeout_s=30)
            assert info["bash"]["exit_code"] == 0, (trick, obs)
            for tool in ("compile", "verify"):
                obs, info, took = _timed_step(c, ep, tool, {}, 600)
                steps += 1
                where = f"{trick} -> {tool}: {took:.1f} s, {info.get('error')}: {obs[:300]!r}"
                assert "INFRA" not in obs, where
                assert "root:" not in obs, where
                if tool == "verify" and "model_new.py" in trick:  # refused at once, not timed out
                    assert "not a regular file" in obs and took < 30, where
            pinger.ping()
        episodes = srv.workdir.resolve() / "episodes"
        assert not list(episodes.glob("*.so")), "the harness wrote through the agent's build symlink"
        assert steps >= 100, steps
    c.close(ep)
