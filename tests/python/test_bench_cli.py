"""The CI run of ``warpgym bench`` (slow: real compiles, real timings):

    warpgym bench --backend cpu --tasks tasks/demo --task T1 --task T2 --task T3 \
                  --policy scripted --parallel 2 --out DIR

starts its own server, plays the reference solutions of one demo task per level (the
end-to-end suite plays every one), writes ``results.json``
with the metrics (per level and overall, final and best) and an HTML report, which is then
opened in a real headless browser (chromium: ``make browser``) to check that it renders and
that its plots are there. A second run of the same command resumes: nothing is played again.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench_browser import find_chromium, inspect_report
from ci_skips import missing
from server_process import REPO, SERVER, TASKS

# timing: its verdicts can change on a loaded machine; `make test` runs it after the parallel part, alone
pytestmark = [pytest.mark.slow, pytest.mark.timing]

METRIC_KEYS = {"n", "tasks", "correct", "pass_rate", "faster_than_eager", "faster_than_compile",
               "geomean_speedup_vs_eager", "geomean_speedup_vs_compile",
               "geomean_speedup_vs_eager_all", "geomean_speedup_vs_compile_all", "mean_reward",
               "fast_p", "pass_at_k"}


# One task per level: every per-level metric group and chart line is there, at a third of the cost.
SELECTED = ["level1/1_ReLU", "level2/2_Scale_Bias_Tanh", "level3/1_TinyMLP"]


def _bench(out: Path) -> tuple[subprocess.CompletedProcess, float]:
    env = dict(os.environ, WARPGYM_ROOT=str(REPO), WARPGYM_SERVER=str(SERVER),
               PYTHONPATH=str(REPO / "tools") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "warpgym.cli", "bench", "--backend", "cpu", "--tasks",
           str(TASKS), "--policy", "scripted", "--parallel", "2", "--out", str(out)]
    for name in SELECTED:
        cmd += ["--task", name]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1500, env=env, cwd=REPO)
    return proc, time.monotonic() - t0


@pytest.fixture(scope="module")
def bench_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    out = tmp_path_factory.mktemp("bench") / "out"
    proc, seconds = _bench(out)
    print(f"\nbench: {seconds:.1f} s\n{proc.stdout}\n{proc.stderr[-3000:]}")
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr[-5000:]}"
    return out


def test_results_json_has_the_metrics(bench_run: Path):
    results = json.loads((bench_run / "results.json").read_text())
    tasks = sorted(SELECTED)
    assert all((TASKS / f"{t}.py").is_file() for t in tasks)
    episodes = results["episodes"]
    assert sorted(e["task"] for e in episodes) == tasks
    for e in episodes:
        assert e["status"] == "ok" and e["ended_by"] == "submit", e
        assert e["final"]["correct"] and e["final"]["reward"] >= 1, e
        assert e["best"]["correct"] and e["best"]["speedup_vs_eager"] >= e["final"]["speedup_vs_eager"]
        assert (bench_run / e["trajectory"]).is_file()
    levels = sorted({f"level{e['level']}" for e in episodes})
    for scoring in ("final", "best"):
        groups = results["metrics"][scoring]
        assert set(groups) == {"overall", *levels}
        for name, g in groups.items():
            assert METRIC_KEYS <= set(g), (scoring, name, METRIC_KEYS - set(g))
            assert g["pass_rate"] == 1.0 and g["pass_at_k"] == {"1": 1.0}
            assert g["geomean_speedup_vs_eager"] > 0
            assert [row["p"] for row in g["fast_p"]] == results["fast_p_grid"]
            assert g["fast_p"][0]["eager"] == 1.0  # fast_0 is the pass rate
        assert groups["overall"]["n"] == len(tasks)
    assert results["counts"] == {"selected": len(tasks), "finished": len(tasks), "missing": 0,
                                 "by_status": {"ok": len(tasks)}}
    md = (bench_run / "report.md").read_text()
    assert "## Metrics: final" in md and "## Metrics: best" in md and "| overall |" in md


def test_html_report_renders_in_a_headless_browser(bench_run: Path, tmp_path: Path):
    chromium = find_chromium()
    if chromium is None:
        pytest.fail("chromium not found: run `make browser` (apt-get install chromium) or set "
                    "WARPGYM_CHROMIUM")
    html = (bench_run / "report.html").read_text()
    # Self-contained: no script, no external resource (only the SVG namespace URI).
    assert "<script" not in html
    assert not re.search(r'(src|href)="(https?:)?//', html)
    results = json.loads((bench_run / "results.json").read_text())
    n = len(results["episodes"])
    probe = inspect_report(bench_run / "report.html", chromium, tmp_path)
    print(json.dumps(probe, indent=1)[:4000])
    assert probe["sections"] == ["summary", "fast-p", "speedups", "episodes"]
    fast_p = [c for c in probe["charts"] if c["section"] == "fast-p"]
    speed = [c for c in probe["charts"] if c["section"] == "speedups"]
    assert len(fast_p) == 2 and len(speed) == 4, probe["charts"]
    for c in probe["charts"]:
        assert c["width"] > 300 and c["height"] > 150, c  # laid out at a real size
    for c in fast_p:  # one line per group (overall + levels) and scoring, actually drawn
        assert c["lines"] >= 2 * 4 and c["line_length"] > 500, c
    for c in speed:  # every correct episode is a visible point
        assert c["points"] == n and c["points_visible"] == n, c
    tables = {t["cls"]: t for t in probe["tables"]}
    assert tables["episodes"]["rows"] == n + 1 and tables["metrics"]["rows"] >= 2
    assert len(probe["links"]) == n
    for href in probe["links"]:
        assert (bench_run / href).is_file(), href
    assert probe["screenshot"] and Path(probe["screenshot"]).stat().st_size > 20_000
    # Nothing wider than the window: no sideways scrolling, no table cut off.
    assert probe["scroll_width"] <= probe["viewport_width"], probe["overflowing"]
    assert not probe["overflowing"], probe["overflowing"]
    # The summary's tables fit whole (the episodes table may scroll inside its own box).
    for t in probe["tables"]:
        if t["cls"] == "metrics":
            assert t["width"] <= t["visible_width"] + 1, t


def test_rerun_resumes_without_playing_again(bench_run: Path):
    before = {p.name: p.stat().st_mtime_ns for p in (bench_run / "episodes").glob("*.json")}
    proc, seconds = _bench(bench_run)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert f"resuming: {len(SELECTED)} already finished" in proc.stderr, proc.stderr[-3000:]
    after = {p.name: p.stat().st_mtime_ns for p in (bench_run / "episodes").glob("*.json")}
    assert after == before  # no episode was played (or rewritten) again
    print(f"resume run: {seconds:.1f} s")
