"""``warpgym tasks screen --json``: rewritten after each task, resumed by a later run, and
``--deadline-s`` leaving tasks for it. Its tasks' flags do not depend on the machine's load (a
wide runtime window), so this runs with the parallel part."""

from __future__ import annotations

from test_screen import TASKS, _by_task, _screen


def test_a_screen_resumes_from_its_results_file_and_stops_at_its_deadline(tmp_path):
    d = tmp_path / "set"
    d.mkdir()
    for name in ("clean_relu", "zeros", "ones"):
        (d / f"{name}.py").write_text(TASKS[name])
    out = tmp_path / "screen.json"
    fast = ("--timing-s", "0.1", "--min-ms", "0.0", "--max-ms", "100000")
    proc, doc = _screen(d, out, "--only", "zeros", *fast)  # one task first
    assert proc.returncode == 0 and list(_by_task(doc)) == ["zeros"], proc.stderr[-2000:]
    first = _by_task(doc)["zeros"]
    # One worker: the first task starts at once and takes seconds (a fresh worker process), so the
    # last one is past the deadline and waits for the next run.
    proc, doc = _screen(d, out, "--deadline-s", "0.5", "--jobs", "1", *fast)
    assert "1 task(s) not started before --deadline-s" in proc.stdout, proc.stdout
    assert list(_by_task(doc)) == ["clean_relu", "zeros"]
    proc, doc = _screen(d, out, *fast)
    assert "2 task(s) already in" in proc.stderr and proc.returncode == 0, proc.stderr[-2000:]
    recs = _by_task(doc)
    assert [r["task"] for r in doc["tasks"]] == ["clean_relu", "ones", "zeros"]
    assert recs["zeros"] == first, "a task already screened is not screened again"
    assert recs["clean_relu"]["flags"] == [] and "zeros_pass" in recs["zeros"]["flags"]
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    proc, _ = _screen(d, bad, *fast)
    assert proc.returncode == 2 and "not a tasks screen results file" in proc.stderr
