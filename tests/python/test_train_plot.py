"""``warpgym train-plot``: a trainer run's metrics.jsonl to a PNG, through the real CLI.

The records are written the way ``warpgym-trainer train`` writes them (stage, step, and the
stage's own fields; docs/trainer.md); the panels drawn must follow the fields present.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))

from warpgym.train_plot import plot_metrics, read_metrics  # noqa: E402


def _ppo(stage: str, step: int, reward: float) -> dict:
    return {"stage": stage, "step": step, "episodes": 16, "reward_mean": reward, "reward_min": -1.0,
            "reward_max": 3.0, "pass_rate": 0.5, "faster_than_eager_rate": 0.25,
            "faster_than_compile_rate": 0.125, "invalid_call_rate": 0.1, "turns_mean": 3.0,
            "length_mean": 60.0, "policy_tokens_mean": 6.0, "policy_loss": -0.01, "value_loss": 0.4,
            "clip_fraction": 0.3, "approx_kl": 0.02, "entropy": 1.5, "explained_variance": 0.5,
            "mismatch_mean_abs": 3e-8, "mismatch_max_abs": 2e-7, "generate_s": 1.0, "env_s": 100.0,
            "train_s": 0.9, "generate_tokens_per_s": 20.0}


def _run_dir(tmp_path: Path, records: list[dict]) -> Path:
    d = tmp_path / "run"
    d.mkdir()
    (d / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return d


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO / "tools"))
    return subprocess.run([sys.executable, "-m", "warpgym.cli", "train-plot", *args],
                          capture_output=True, text=True, timeout=120, env=env, cwd=REPO)


def test_a_whole_run_plots_every_panel(tmp_path: Path):
    records = [_ppo("1", 0, -0.8), _ppo("1", 1, -0.2),
               {"stage": "2", "step": 0, "reward_mean": 0.5, "generate_s": 1.0, "env_s": 90.0},
               {"stage": "3a", "step": 0, "kept": 4},
               {"stage": "3b", "step": 0, "value_loss": 1.3, "explained_variance": 0.4},
               _ppo("4", 0, 0.5), _ppo("4", 1, 1.5)]
    run = _run_dir(tmp_path, records)
    proc = _cli(str(run))
    assert proc.returncode == 0, proc.stderr
    png = run / "metrics.png"
    width, height = _png_size(png)
    assert width > 1000 and height > 1000, (width, height)  # 3 x 3 panels
    assert "7 records" in proc.stdout
    for title in ("reward", "critic", "policy", "step time", "train / inference mismatch"):
        assert title in proc.stdout, proc.stdout


def test_panels_follow_the_fields_present(tmp_path: Path):
    # Stage 2 sampling alone: rewards and timings, no PPO statistics.
    records = [{"stage": "2", "step": 0, "reward_mean": 0.5, "reward_min": -1, "reward_max": 3,
                "generate_s": 1.0, "env_s": 90.0}]
    titles = plot_metrics(records, tmp_path / "p.png")
    assert titles == ["reward", "step time"]
    _png_size(tmp_path / "p.png")


def test_malformed_line_is_named(tmp_path: Path):
    run = _run_dir(tmp_path, [_ppo("1", 0, -1.0)])
    with open(run / "metrics.jsonl", "a") as f:
        f.write("{not json\n")
    with pytest.raises(ValueError, match=r"metrics.jsonl:2: not JSON"):
        read_metrics(run)
    proc = _cli(str(run), "--out", str(tmp_path / "x.png"))
    assert proc.returncode == 1
    assert "metrics.jsonl:2" in proc.stderr
    assert not (tmp_path / "x.png").exists()


def test_missing_file_and_no_metrics_are_errors(tmp_path: Path):
    proc = _cli(str(tmp_path / "nope.jsonl"))
    assert proc.returncode == 1 and "nope.jsonl" in proc.stderr
    run = _run_dir(tmp_path, [{"stage": "3a", "step": 0, "kept": 0}])
    proc = _cli(str(run))
    assert proc.returncode == 1 and "no record has a metric to plot" in proc.stderr
