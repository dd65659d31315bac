"""The shipped synthesised dataset (``tasks/ops``) and the dataset-level tools, without torch.

Fast on a 6,000-row set: the whole-set checks read the rows once (counts, names, hashes); the
per-task checks take a fixed random sample.  Also: Parquet / JSONL.gz round trips, the nearest-
problem search against brute force, and ``warpgym synth decontam`` / ``stats`` on the shipped set
with an evaluation directory built here (near-copies of sampled tasks must be reported, unrelated
problems not).
"""
from __future__ import annotations

import hashlib
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))

from ci_skips import require_module  # noqa: E402
from warpgym.synth import decontam, output, pipeline, stats  # noqa: E402

PY = str(REPO / ".venv" / "bin" / "python") if (REPO / ".venv" / "bin" / "python").exists() else sys.executable
OPS = REPO / "tasks" / "ops"
SAMPLE = 40


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return output.read_rows(OPS)


def _sample(rows: list[dict], k: int = SAMPLE) -> list[dict]:
    return random.Random(5).sample(rows, min(k, len(rows)))


def test_shipped_set_is_the_6k_ops_dataset(rows):
    assert len(rows) >= 6000  # issue 5: CUDA-Agent-Ops-6K's size
    s = stats.summarize(rows)
    assert set(s["lengths"]) == {1, 2, 3, 4, 5} and max(s["lengths"].values()) == s["lengths"][2]  # mostly 2-op chains
    assert s["distinct_ops"] >= 300 and {"torch", "transformers"} == {k.split("#")[0] for k in s["sources"]}
    summary = json.loads((OPS / "summary.json").read_text())
    assert summary["complete"] is True and summary["settings"]["harness_check"] is True


def test_shipped_rows_match_the_tree_and_the_summary(rows):
    files = sorted(str(p.relative_to(OPS))[:-3] for p in OPS.glob("level*/*.py"))
    assert sorted(r["name"] for r in rows) == files  # every row is a task file the server serves, and back
    assert len({r["hash"] for r in rows}) == len(rows), "duplicate tasks"
    assert len({pipeline.task_key(r["code"]) for r in rows}) == len(rows), "tasks that differ only in the header"
    summary = json.loads((OPS / "summary.json").read_text())
    assert summary["kept"] == len(rows) == summary["stats"]["tasks"]
    assert [r["index"] for r in rows] == sorted(r["index"] for r in rows)
    for r in rows:
        assert re.fullmatch(rf"level{r['level']}/\d+_[A-Za-z0-9_\-]+", r["name"]), r["name"]
        assert r["data_source"] == f"{r['data_source'].split('#')[0]}#{r['length']}" and len(r["ops"]) == r["length"]


def test_shipped_sample_code_fields_and_verdicts(rows):
    for r in _sample(rows):
        code = (OPS / f"{r['name']}.py").read_text(encoding="utf-8")
        assert code == r["code"] and hashlib.sha256(code.encode()).hexdigest() == r["hash"]
        for key in ("ops", "op_paths", "data_source", "level", "eager_ms", "screen", "harness", "decontam",
                    "input_shapes", "output_shape"):
            assert key in r, key
        assert r["screen"]["flags"] == [] and r["compile_ok"] is True
        assert r["harness"]["identity_correct"] is True and r["harness"]["zero_correct"] is False
        assert r["decontam"]["similarity"] < 0.9
        assert "class Model(nn.Module)" in code and "def get_inputs()" in code and "def get_init_inputs()" in code
        compile(code, r["name"], "exec")


def test_stats_and_plot_of_the_shipped_set(rows, tmp_path):
    s = stats.summarize(rows)
    assert s["tasks"] == len(rows) and sum(s["lengths"].values()) == len(rows) and s["distinct_ops"] > 50
    require_module("matplotlib")
    assert stats.plot(rows, tmp_path / "s.png", "t") and (tmp_path / "s.png").stat().st_size > 10_000


def test_rows_round_trip_through_jsonl_gz_and_parquet(rows, tmp_path):
    some = _sample(rows, 25) + [dict(rows[0], harness=None, eager_ms=None, extra={"a": [1, 2]})]
    output.write_rows(tmp_path, some, gz=True)
    assert output.read_rows(tmp_path / output.ROWS_GZ) == some
    first = (tmp_path / output.ROWS_GZ).read_bytes()
    output.write_rows(tmp_path, some, gz=True)
    assert (tmp_path / output.ROWS_GZ).read_bytes() == first  # reproducible bytes
    require_module("pyarrow")
    assert output.write_parquet(tmp_path, some) == output.PARQUET
    assert output.read_rows(tmp_path / output.PARQUET) == some
    assert output.dataset_file(tmp_path) == tmp_path / output.ROWS_GZ


def test_nearest_equals_brute_force(rows):
    fps = [decontam.fingerprint(r["code"]) for r in _sample(rows, 30)]
    ev = decontam.EvalSet.load([REPO / "tasks" / "demo", REPO / "tasks" / "demo_cuda"])
    rng = random.Random(1)
    for k, fp in enumerate(fps[:15]):  # near and far copies of some of the tasks
        f = list(fp)
        for _ in range(min(len(f) - 1, rng.randrange(0, 10))):
            del f[rng.randrange(len(f))]
        ev.items.append((f"copy{k}", f))
    for fp in fps:
        best, who = 0.0, None
        for name, other in ev.items:
            s = decontam.similarity(fp, other)
            if s > best:
                best, who = s, name
        assert ev.nearest(fp) == (round(best, 4), who)
    assert decontam.nearest_all(ev, fps + [None], jobs=1)[-1] == (0.0, None)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([PY, "-m", "warpgym.cli", "synth", *args], capture_output=True, text=True, timeout=300,
                          cwd=str(REPO), env={"PYTHONPATH": str(REPO / "tools"), "PATH": "/usr/bin:/bin"})


def test_decontam_command_on_the_shipped_set(rows, tmp_path):
    ev = tmp_path / "evalset" / "level1"
    ev.mkdir(parents=True)
    picked = _sample(rows, 3)
    for k, r in enumerate(picked):  # near-copies: other sizes, another variable name, a comment
        code = re.sub(r"\b(\d{2,})\b", lambda m: str(int(m.group(1)) * 2), r["code"]).replace("x = ", "y = x\n        x = ", 1)
        (ev / f"{k + 1}_Copy.py").write_text("# evaluation problem\n" + code)
    for p in sorted((REPO / "tasks" / "demo" / "level1").glob("*.py"))[:3]:  # unrelated problems
        (ev / f"{10 + len(list(ev.iterdir()))}_{p.stem.split('_', 1)[1]}.py").write_text(p.read_text())
    report = tmp_path / "report.json"
    p = _cli("decontam", "--dataset", str(OPS), "--eval", str(tmp_path / "evalset"), "--json", str(report),
             "--jobs", "2")
    assert p.returncode == 0, p.stderr[-3000:]
    rep = json.loads(report.read_text())
    assert rep["tasks"] == len(rows) and rep["eval_problems"] == 6
    found = {d["name"] for d in rep["dropped"]}
    assert {r["name"] for r in picked} <= found, rep["dropped"][:10]
    assert all(d["nearest"].split(":")[1].startswith("level1/") and "_Copy" in d["nearest"] for d in rep["dropped"])
    p = _cli("decontam", "--dataset", str(OPS), "--eval", str(tmp_path / "evalset"), "--fail-on-match")
    assert p.returncode == 1


def test_stats_command_on_the_shipped_set(rows, tmp_path):
    p = _cli("stats", "--dataset", str(OPS))
    assert p.returncode == 0, p.stderr[-3000:]
    assert json.loads(p.stdout)["tasks"] == len(rows)
