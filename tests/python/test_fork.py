"""The ``fork`` op against a real server (CPU backend): a child starts as a copy of a running
episode (files, turn count, trajectory), children and parent then go on independently, and a fork
copies links as links (never what they point at), refuses ended episodes and counts against the
server's episode limit."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from server_process import REPO, start_server
from warpgym import Client
from warpgym.errors import FailedPrecondition, NotFound, ResourceExhausted

pytestmark = pytest.mark.slow

SOLUTIONS = REPO / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU"
TASK = "level1/1_ReLU"


def _write(c: Client, ep: str, solution: Path) -> None:
    for f in sorted(p for p in solution.rglob("*") if p.is_file()):
        obs, *_ = c.step(ep, {"tool": "write_file", "args": {"path": str(f.relative_to(solution)),
                                                            "content": f.read_text()}})
        assert obs.startswith("Wrote"), obs


def _read(c: Client, ep: str, path: str) -> str:
    obs, *_ = c.step(ep, {"tool": "read_file", "args": {"path": path}})
    return obs


def test_fork_after_five_steps_gives_independent_children(tmp_path: Path) -> None:
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=600) as c:
            parent, _, _ = c.reset(TASK, options={"reward_mode": "correctness"})
            _write(c, parent, SOLUTIONS / "failing")  # steps 1-2
            c.step(parent, {"tool": "bash", "args": {"command": "mkdir -p notes && echo draft > notes/a.txt"}})
            c.step(parent, {"tool": "list_files", "args": {}})
            _, _, _, _, info = c.step(parent, {"tool": "bash", "args": {"command": "true"}})
            assert info["turn"] == 5
            before = c.stats()
            kids = [c.fork(parent) for _ in range(4)]
            assert c.stats()["episodes_active"] == before["episodes_active"] + 4
            assert c.stats()["forks_total"] == before.get("forks_total", 0) + 4
            for kid, kinfo in kids:
                assert kid != parent and kinfo["parent_id"] == parent and kinfo["turn"] == 5
                assert kinfo["task"] == TASK and kinfo["reward_mode"] == "correctness"
                assert kinfo["copy"]["files"] >= 3 and kinfo["copy"]["method"] in ("reflink", "copy")
                assert "notes/a.txt" in kinfo["workspace_files"]
            assert len({k for k, _ in kids}) == 4
            # Four different endings: the honest kernel, the parent's failing one as it is, a kernel
            # that does not compile, and no kernel file at all.
            (a, _), (b, _), (d, _), (e, _) = kids
            _write(c, a, SOLUTIONS / "reference")
            c.step(d, {"tool": "write_file", "args": {"path": "kernels/relu.cpp", "content": "not c++ {"}})
            c.step(e, {"tool": "bash", "args": {"command": "rm kernels/relu.cpp"}})
            verdicts = {}
            for name, kid in (("honest", a), ("failing", b), ("broken", d), ("missing", e)):
                _, reward, terminated, _, info = c.step(kid, {"tool": "submit", "args": {}})
                assert terminated and not info["infra_error"], info
                verdicts[name] = (reward, info["eval"].get("correct"), info["turn"])
            assert verdicts["honest"][0] == 1.0 and verdicts["honest"][1] is True, verdicts
            for name in ("failing", "broken", "missing"):
                assert verdicts[name][0] == -1.0 and not verdicts[name][1], verdicts
            assert verdicts["honest"][2] == 8 and verdicts["failing"][2] == 6  # turns go on from 5
            # The parent is untouched: its own files, its turn count, still running.
            assert "failing" not in _read(c, parent, "notes/a.txt")
            assert _read(c, parent, "kernels/relu.cpp").startswith((SOLUTIONS / "failing" / "kernels" /
                                                                     "relu.cpp").read_text()[:40])
            _, _, terminated, _, info = c.step(parent, {"tool": "bash", "args": {"command": "ls"}})
            assert not terminated and info["turn"] == 8
            # The child's trajectory starts with the parent's history, then names its parent.
            log = [json.loads(line) for line in (server.workdir / "trajectories" /
                                                 f"{a}.jsonl").read_text().splitlines()]
            events = [r["event"] for r in log]
            assert events[:7] == ["reset"] + ["step"] * 5 + ["fork"], events
            assert log[0]["episode_id"] == parent and log[6]["parent_id"] == parent
            with pytest.raises(FailedPrecondition):
                c.fork(b)  # submitted: ended
            with pytest.raises(NotFound):
                c.fork("0" * 24)
    finally:
        server.stop()


def test_fork_copies_links_as_links_and_skips_other_files(tmp_path: Path) -> None:
    secret = tmp_path / "host_secret.txt"
    secret.write_text("host-only\n")
    os.chmod(tmp_path, 0o755)
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=300) as c:
            parent, _, _ = c.reset(TASK)
            obs, *_ = c.step(parent, {"tool": "bash", "args": {
                "command": f"ln -s {secret} leak; ln -s model.py inside; mkfifo pipe; rmdir kernels"}})
            kid, info = c.fork(parent)
            assert info["copy"]["links"] == 2 and info["copy"]["skipped"] == 1, info["copy"]
            child_root = server.workdir / "episodes" / kid
            assert (child_root / "leak").is_symlink() and os.readlink(child_root / "leak") == str(secret)
            assert "pipe" not in os.listdir(child_root)
            assert "kernels" not in os.listdir(child_root)  # the template's directory, removed in the parent
            obs = _read(c, kid, "leak")
            assert "host-only" not in obs and "outside the workspace" in obs, obs
            assert "class Model" in _read(c, kid, "inside")
    finally:
        server.stop()


def test_forks_count_against_the_episode_limit(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--max-episodes", "3")
    try:
        with Client(server.endpoint, timeout_s=60) as c:
            parent, _, _ = c.reset(TASK)
            first, _ = c.fork(parent)
            c.fork(first)  # a fork of a fork
            with pytest.raises(ResourceExhausted, match="forks count"):
                c.fork(parent)
            assert c.close(first)
            c.fork(parent)  # a slot is free again
    finally:
        server.stop()


def test_a_sparse_file_cannot_make_a_fork_fill_the_disk(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--workspace-quota-mb", "64")
    try:
        with Client(server.endpoint, timeout_s=60) as c:
            parent, _, _ = c.reset(TASK)
            obs, *_ = c.step(parent, {"tool": "bash", "args": {"command": "truncate -s 400M h1 h2 h3 h4 && du -ck h1 h2 h3 h4"}})
            assert "[exit code 0]" in obs and "0\ttotal" in obs, obs  # sparse: no block used
            before = c.stats()["episodes_active"]
            with pytest.raises(ResourceExhausted, match="sparse file counts at its full length"):
                c.fork(parent)  # 1.6 GB of zeros would be written out by a copy, over the 64 MB quota
            assert c.stats()["episodes_active"] == before
            assert len(os.listdir(server.workdir / "episodes")) == 1  # the failed child's workspace is gone
            c.step(parent, {"tool": "bash", "args": {"command": "rm h1 h2 h3 h4 && head -c 1M /dev/zero > small"}})
            kid, info = c.fork(parent)
            assert info["copy"]["bytes"] >= 1 << 20
    finally:
        server.stop()
