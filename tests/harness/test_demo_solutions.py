"""The demo's solutions through the harness CLI directly: the reference earns reward >= 1 with a
consistent profile, the failing one -1 with a flag.

One task here; the first task of each level goes through the server in tests/python/test_e2e.py
and every task's reference in tests/python/test_bench_cli.py (`warpgym bench`), so no solution
is evaluated twice per `make test`.
"""
import pytest

from conftest import DEMO, make_workspace

# timing: its verdicts can change on a loaded machine; `make test` runs it after the parallel part, alone
pytestmark = pytest.mark.timing

TASK = "level1/1_ReLU"
SOLUTIONS = [DEMO / "solutions" / TASK / kind for kind in ("reference", "failing")]


def task_for(sol):
    return DEMO / sol.parent.parent.name / (sol.parent.name + ".py")


def test_every_task_has_both_solutions():
    tasks = sorted(DEMO.glob("level*/*.py"))
    assert len(tasks) >= 8
    for t in tasks:
        for kind in ("reference", "failing"):
            d = DEMO / "solutions" / t.parent.name / t.stem / kind
            assert (d / "model_new.py").is_file() and list((d / "kernels").glob("*.cpp")), d


@pytest.mark.parametrize("sol", SOLUTIONS, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_demo_solution(harness, tmp_path, sol):
    task = task_for(sol)
    ws = make_workspace(tmp_path / "ws", task, sol)
    r = harness("evaluate", task, ws, "--profile-target-s", "0.3")
    assert r["infra_error"] is False, r["text"]
    assert r["compiled"] is True, r["text"]
    if sol.name == "reference":
        assert r["correct"] is True, r["text"]
        assert r["reward"] >= 1
        p = r["profile"]
        assert p["candidate_ms"] > 0 and p["eager_ms"] > 0
        assert r["speedup_vs_eager"] == pytest.approx(p["eager_ms"] / p["candidate_ms"])
    else:
        assert r["correct"] is False and r["reward"] == -1
        assert r["flags"], r["text"]
