"""The server builds a task's torch.compile baseline ahead, on a shared lease, before the task's
first timed call (``--prepare-baselines``): once per task, however many episodes profile it at
once; the episode whose call ran it says so in ``info.baseline_prepare``; later calls find it
done. Slow: a real server, real harness calls, a real (cold) torch.compile on the CPU.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import sys
import uuid
from pathlib import Path

import pytest

from server_process import REPO, TASKS, start_server
from warpgym import Client

sys.path.insert(0, str(REPO / "env_server" / "harness"))
from warpgym_harness import compile_warmup  # noqa: E402

pytestmark = pytest.mark.slow

TASK = "level1/1_ReLU"


def _task_set(tmp: Path) -> Path:
    """The demo ReLU under another file hash: nothing of it is in any kept cache."""
    root = tmp / "tasks"
    (root / "level1").mkdir(parents=True)
    src = (TASKS / f"{TASK}.py").read_text()
    (root / f"{TASK}.py").write_text(src + f"\n# a copy for the prepare test: {uuid.uuid4()}\n")
    return root


def _profile(endpoint: str) -> dict:
    with Client(endpoint, timeout_s=60, retries=0, step_timeout_s=600) as c:
        eid = c.reset(TASK)[0]
        _, _, _, _, info = c.step(eid, {"tool": "profile", "args": {}})
        c.close(eid)
    return info


def test_first_timed_calls_of_a_task_build_its_baseline_once_on_a_shared_lease(tmp_path: Path):
    tasks = _task_set(tmp_path)
    server = start_server(tmp_path, "--prepare-baselines", "on", tasks=tasks)
    cache = os.environ.get("WARPGYM_CACHE_DIR") or str(server.workdir / "cache")  # start_server's choice
    assert compile_warmup.marker(str(tasks / f"{TASK}.py"), cache, "cpu") is not None, "nothing built yet"
    try:
        with cf.ThreadPoolExecutor(2) as pool:
            first = list(pool.map(lambda _: _profile(server.endpoint), range(2)))
        for info in first:  # both profiles ran (no kernel yet: the times to beat only)
            assert not info["infra_error"] and info["profile"]["eager_ms"] > 0, info
        built = [i["baseline_prepare"] for i in first if "baseline_prepare" in i]
        assert len(built) == 1, f"built once for the two episodes, not {len(built)} times: {first}"
        [b] = built
        assert b["infra_error"] is False and b["text"].startswith("PREPARE: torch.compile baseline built"), b
        assert b["stage_seconds"]["baseline_warmup"] > 0, b
        assert compile_warmup.marker(str(tasks / f"{TASK}.py"), cache, "cpu") is None, "the build is noted"
        later = _profile(server.endpoint)
        assert "baseline_prepare" not in later, later
        assert later["profile"]["eager_ms"] > 0
        with Client(server.endpoint) as c:
            [device] = c.stats()["devices"]["devices"]
        # Three profiles, each alone on the device, and the one build, which shared it.
        assert device["leases_total"] == 4 and device["shared_leases_total"] == 1, device
    finally:
        server.stop()


def test_no_build_ahead_when_off(tmp_path: Path):
    server = start_server(tmp_path, "--prepare-baselines", "off")  # the demo set: cached baselines
    try:
        info = _profile(server.endpoint)
        assert "baseline_prepare" not in info and info["profile"]["eager_ms"] > 0, info
        with Client(server.endpoint) as c:
            [device] = c.stats()["devices"]["devices"]
        assert device["leases_total"] == 1 and device["shared_leases_total"] == 0, device
    finally:
        server.stop()
