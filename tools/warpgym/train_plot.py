"""``warpgym train-plot``: the metrics of a ``warpgym-trainer train`` run as one PNG.

Reads ``DIR/metrics.jsonl`` (one JSON object per step of any stage; docs/trainer.md) and draws
one panel per group of metrics, each against a global step axis that runs through the stages in
the order they were logged, with the stage boundaries marked. A panel whose metrics no record
has is left out (a run of stage 1 alone has no value-pretraining panel), so the command works
on a run in progress. Malformed lines are an error naming the line: a plot that silently skips
data would misreport the run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

__all__ = ["PANELS", "read_metrics", "plot_metrics", "add_arguments", "run"]

#: (title, [(metric key, label)], y-axis label). Keys are those of the trainer's records.
PANELS: tuple[tuple[str, tuple[tuple[str, str], ...], str], ...] = (
    ("reward", (("reward_mean", "mean"), ("reward_min", "min"), ("reward_max", "max")), "reward"),
    ("pass and speed rates", (("pass_rate", "pass"), ("faster_than_eager_rate", "> eager"),
                              ("faster_than_compile_rate", "> compile"),
                              ("invalid_call_rate", "invalid calls")), "fraction"),
    ("critic", (("explained_variance", "explained variance"),), "explained variance"),
    ("policy", (("entropy", "entropy"), ("approx_kl", "KL to old policy"),
                ("clip_fraction", "clip fraction")), ""),
    ("losses", (("policy_loss", "policy"), ("value_loss", "value")), "loss"),
    ("train / inference mismatch", (("mismatch_mean_abs", "mean |Δ log-prob|"),
                                    ("mismatch_max_abs", "max |Δ log-prob|")), ""),
    ("episodes", (("length_mean", "tokens"), ("policy_tokens_mean", "policy tokens"),
                  ("turns_mean", "turns")), "per episode"),
    ("throughput", (("generate_tokens_per_s", "generated tok/s"),
                    ("train_tokens_per_s", "trained tok/s")), "tokens / s"),
    ("step time", (("generate_s", "generation"), ("env_s", "environment"), ("train_s", "learning")),
     "seconds"),
)


def read_metrics(path: Path) -> list[dict[str, Any]]:
    """The records of ``path`` (a metrics.jsonl, or a run directory holding one), in order.

    Raises:
        FileNotFoundError: no such file.
        ValueError: a line that is not a JSON object, with its line number.
    """
    if path.is_dir():
        path = path / "metrics.jsonl"
    records: list[dict[str, Any]] = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}:{n}: not JSON ({e.msg})") from None
            if not isinstance(rec, dict):
                raise ValueError(f"{path}:{n}: not a JSON object")
            records.append(rec)
    return records


def _number(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def plot_metrics(records: list[dict[str, Any]], out: Path, title: str = "") -> list[str]:
    """Draws the panels that have data to ``out`` (PNG); returns their titles, in order.

    Raises:
        ValueError: no record has any plotted metric.
        ImportError: matplotlib is missing.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(t, [(k, lbl) for k, lbl in series if any(_number(r.get(k)) is not None for r in records)], y)
              for t, series, y in PANELS]
    panels = [p for p in panels if p[1]]
    if not panels:
        raise ValueError("no record has a metric to plot (is this a warpgym-trainer metrics.jsonl?)")
    cols = 3
    rows = (len(panels) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(6 * cols, 3.6 * rows), squeeze=False)
    # Stage boundaries: the first record of each new stage, on the global step axis.
    bounds = [(i, str(r.get("stage", "?"))) for i, r in enumerate(records)
              if i == 0 or r.get("stage") != records[i - 1].get("stage")]
    for ax, (name, series, ylabel) in zip(axes.flat, panels):
        for key, label in series:
            pts = [(i, _number(r.get(key))) for i, r in enumerate(records)]
            pts = [(i, v) for i, v in pts if v is not None]
            ax.plot([i for i, _ in pts], [v for _, v in pts], marker="o", markersize=3, label=label)
        for i, stage in bounds:
            ax.axvline(i - 0.5, color="#999999", linewidth=0.8, linestyle=":")
            ax.text(i - 0.4, 0.98, f"stage {stage}", transform=ax.get_xaxis_transform(),
                    fontsize=7, va="top", rotation=90, color="#555555")  # adjacent stages stay legible
        ax.set_title(name)
        ax.set_xlabel("record (step, in log order)")
        if ylabel:
            ax.set_ylabel(ylabel)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    for ax in list(axes.flat)[len(panels):]:
        ax.axis("off")
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return [p[0] for p in panels]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("metrics", help="a run directory (--out of warpgym-trainer train) or its metrics.jsonl")
    p.add_argument("--out", default=None, help="PNG to write (default: metrics.png beside metrics.jsonl)")
    p.add_argument("--title", default=None, help="figure title (default: the run's path)")


def run(args: argparse.Namespace) -> int:
    src = Path(args.metrics)
    out = Path(args.out) if args.out else (src if src.is_dir() else src.parent) / "metrics.png"
    try:
        records = read_metrics(src)
        titles = plot_metrics(records, out, args.title if args.title is not None else str(src))
    except (OSError, ValueError, ImportError) as e:
        print(f"warpgym train-plot: error: {e}", file=sys.stderr)
        return 1
    print(f"{out}: {len(records)} records, panels: {', '.join(titles)}")
    return 0
