"""tools/bench/baselines_plot.py: the latest measurement of a task wins, tasks without both times are
named, and the picture is written."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("baselines_plot", ROOT / "tools" / "bench" / "baselines_plot.py")
baselines_plot = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(baselines_plot)

HEAD = "task,eager_ms,compile_ms,noise_pct,gpu,driver,torch,cuda,measured,note\n"


def test_latest_measurement_wins_and_missing_times_are_named(tmp_path, monkeypatch, capsys) -> None:
    old, new = tmp_path / "a.csv", tmp_path / "b.csv"
    old.write_text(HEAD + "level1/1_A,2.0,1.0,0.5,G1,d,t,c,2026-12-01,\nlevel2/3_C,1.0,,0.5,G1,d,t,c,2026-12-01,no compile\n")
    new.write_text(HEAD + "level1/1_A,4.0,1.0,0.5,G2,d,t,c,2026-12-05,\nlevel3/2_B,3.0,6.0,0.5,G2,d,t,c,2026-12-05,\n")
    rows = baselines_plot.latest_rows([str(old), str(new)])
    assert rows["level1/1_A"]["gpu"] == "G2"
    pts = baselines_plot.timed(rows)
    assert [(t, lv, e, c) for t, lv, e, c, _ in pts] == [("level1/1_A", 1, 4.0, 1.0), ("level3/2_B", 3, 3.0, 6.0)]
    out = tmp_path / "plot.png"
    monkeypatch.setattr("sys.argv", ["baselines_plot.py", str(old), str(new), "--out", str(out)])
    assert baselines_plot.main() == 0
    assert out.stat().st_size > 1000
    said = capsys.readouterr().out
    assert "2 of 3 tasks with both times" in said and "without both times (1): level2/3_C" in said
