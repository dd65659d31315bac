#!/usr/bin/env python3
"""A random sample of a GPU-sized task set (``synth resize`` output, e.g. tasks/ops_gpu) copied as
it is into a directory that ``warpgym tasks screen`` and ``tools/device/size_check.py`` read: the
sampled task files, their rows, and a summary holding the set's window.

    python3 tools/device/size_sample.py --dataset tasks/ops_gpu --n 320 --seed 11 --to OUT/sample
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dataset", required=True)
    ap.add_argument("--n", type=int, default=320)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--to", required=True)
    a = ap.parse_args()
    from warpgym.synth import output

    src = Path(a.dataset)
    rows = sorted(output.read_rows(output.dataset_file(src)), key=lambda r: r["name"])
    picked = sorted(random.Random(a.seed).sample(rows, min(a.n, len(rows))), key=lambda r: r["name"])
    dst = Path(a.to)
    dst.mkdir(parents=True, exist_ok=True)
    output.materialize(dst, picked)
    output.write_rows(dst, picked, gz=True)
    summary = json.loads((src / "summary.json").read_text())
    (dst / "summary.json").write_text(json.dumps({"window_ms": summary["window_ms"], "sample": len(picked),
                                                  "seed": a.seed, "from": str(src)}) + "\n")
    shutil.copyfile(src / "size_model.json", dst / "size_model.json")
    print(f"{len(picked)} of {len(rows)} tasks of {src} sampled (seed {a.seed}) into {dst}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
