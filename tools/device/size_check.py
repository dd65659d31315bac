#!/usr/bin/env python3
"""Measured against predicted: a GPU screen (`warpgym tasks screen --json`) of a sized sample
(`warpgym synth resize --sample`) read beside the sample's predicted runtimes. Prints the share of
tasks with no error and eager time inside the window, the measured/predicted ratio's quantiles,
the flags found, and draws the scatter plot (log-log, the window marked).

    python3 tools/device/size_check.py --sample DIR --screen screen.json [--plot scatter.png]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sample", required=True, help="the resized sample's directory")
    ap.add_argument("--screen", required=True, help="tasks screen --json output over it")
    ap.add_argument("--plot", default=None)
    a = ap.parse_args()
    from warpgym.synth import output

    rows = {r["name"]: r for r in output.read_rows(output.dataset_file(Path(a.sample)))}
    summ = json.loads((Path(a.sample) / "summary.json").read_text())
    lo, hi = summ["window_ms"]
    recs = [t for t in json.loads(Path(a.screen).read_text())["tasks"] if t["task"] in rows]
    errors = [t for t in recs if t.get("error")]
    pairs = [(rows[t["task"]]["sized"]["predicted_ms"], t["eager_ms"]) for t in recs
             if not t.get("error") and t.get("eager_ms")]
    inside = sum(lo <= m <= hi for _, m in pairs)
    ratios = sorted(m / p for p, m in pairs)
    flags = Counter(f for t in recs for f in t.get("flags", []))
    q = (lambda p: ratios[min(len(ratios) - 1, int(p * len(ratios)))]) if ratios else (lambda p: float("nan"))
    print(f"| screened | error | eager inside {lo:g}-{hi:g} ms, no error | measured/predicted p10 / p50 / p90 "
          f"| within 2x |\n|---:|---:|---:|---|---:|")
    share = inside / len(recs) if recs else 0.0
    within = sum(0.5 <= r <= 2 for r in ratios) / len(ratios) if ratios else 0.0
    print(f"| {len(recs)} | {len(errors)} | {inside} ({share:.1%}) | {q(0.1):.2f} / "
          f"{statistics.median(ratios) if ratios else float('nan'):.2f} / {q(0.9):.2f} | {within:.0%} |")
    print(f"\nflags: {dict(flags.most_common())}")
    for t in errors[:15]:
        print(f"  error {t['task']}: {str(t['error'])[:160]}")
    outside = sorted(((m, p, t) for (p, m), t in zip(pairs, [t for t in recs if not t.get("error") and t.get("eager_ms")])
                      if not lo <= m <= hi), key=lambda x: x[0])
    for m, p, t in outside[:15]:
        print(f"  outside {t['task']}: measured {m:.3g} ms, predicted {p:.3g}")
    if a.plot and pairs:
        try:
            import matplotlib
        except ImportError:
            print("matplotlib is not installed: no plot")
            return 0

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(6.5, 6))
        ax.loglog([p for p, _ in pairs], [m for _, m in pairs], ".", alpha=0.6)
        ends = [min(min(p for p, _ in pairs), lo) / 2, max(max(m for _, m in pairs), hi) * 2]
        ax.plot(ends, ends, "k-", lw=0.8, label="measured = predicted")
        for f in (0.5, 2):
            ax.plot(ends, [e * f for e in ends], "k:", lw=0.6)
        ax.axhspan(lo, hi, color="g", alpha=0.07, label=f"window {lo:g}-{hi:g} ms")
        ax.set_xlabel("predicted eager ms (size model)")
        ax.set_ylabel("measured eager ms (tasks screen)")
        ax.set_title(f"{len(pairs)} sized tasks: {share:.0%} inside the window, median ratio "
                     f"{statistics.median(ratios):.2f}", fontsize=10)
        ax.legend(loc="upper left", fontsize=8)
        fig.tight_layout()
        fig.savefig(a.plot, dpi=90)
    return 0


if __name__ == "__main__":
    sys.exit(main())
