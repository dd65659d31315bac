"""The throughput benchmark (tools/bench/throughput.py) against the session's real CPU server:
concurrent agent loops are counted, each call's lease wait is read from the server, and the
rates divide the window's calls by its length and the GPUs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from server_process import REPO, TASKS

sys.path.insert(0, str(REPO / "tools" / "bench"))
import throughput  # noqa: E402


def test_summary_divides_by_window_and_gpus() -> None:
    calls = [throughput.Call("verify", 10.0, 2.0, 1.5, 0.25, True, {"trials": 1.0}),
             throughput.Call("verify", 20.0, 4.0, 3.5, 0.25, False, {"trials": 2.0}),
             throughput.Call("profile", 30.0, 3.0, 2.0, 0.5, True, {"timing": 1.5}),
             throughput.Call("compile", 5.0, 1.0, 1.0, 0.0, True)]
    s = throughput.summarise(calls, window_s=60.0, gpus=2)
    assert s["evaluations_per_hour_per_gpu"] == 90.0  # 3 evaluations in a minute on 2 GPUs
    v = s["tools"]["verify"]
    assert (v["calls"], v["failed"], v["mean_wait_s"], v["mean_harness_s"]) == (2, 1, 0.25, 2.5)
    assert v["mean_rest_s"] == pytest.approx(0.25)
    assert v["stage_seconds_sum"] == {"trials": 3.0}
    assert s["exclusive_lease_busy_pct"] == pytest.approx(100 * 2.0 / 120.0, abs=0.1)
    assert s["compile_harness_s_sum"] == 1.0
    assert "| verify | 2 | 1 |" in throughput.report(s, 4, [])


@pytest.mark.slow
def test_concurrent_loops_through_a_server(endpoint: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "throughput.json"
    code = throughput.main(["--endpoint", endpoint, "--tasks-root", str(TASKS), "--task", "level1/1_ReLU",
                            "--episodes", "2", "--seconds", "40", "--warmup-s", "0", "--profile-every", "1",
                            "--json", str(out)])
    s = json.loads(out.read_text())
    assert code == 0, capsys.readouterr().out
    assert s["errors"] == []
    verify = s["tools"]["verify"]
    assert verify["calls"] >= 1 and verify["failed"] == 0
    assert verify["mean_wait_s"] >= 0.0 and verify["mean_harness_s"] > 0.0
    assert "trials" in verify["stage_seconds_sum"]
    assert s["evaluations_per_hour_per_gpu"] > 0
    assert "evaluations (verify + profile) per hour per GPU" in capsys.readouterr().out
