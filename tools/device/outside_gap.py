#!/usr/bin/env python3
"""How far the outside time sits from the candidate's own event times, per verdict: a table for
setting the CUDA drift allowance (driven_timing.OUTSIDE_SLACK_*) from honest runs.

    python3 tools/device/outside_gap.py VERDICT.json|DIR|RUN.jsonl ...

Reads each verdict's profile notes ("timed from outside[ in bursts of K calls]: X ms per call
after Y ms of fixed call cost; the candidate's own account Z ms").  Stdlib only.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

NOTE = re.compile(r"timed from outside(?: in bursts of (\d+) calls)?: ([\d.]+) ms per call after ([\d.]+) ms "
                  r"of fixed call cost; the candidate's own account ([\d.]+) ms")


def verdicts(paths: list[str]):
    for p in map(Path, paths):
        files = sorted(p.glob("*.json")) if p.is_dir() else [p]
        for f in files:
            lines = f.read_text().splitlines() if f.suffix == ".jsonl" else [f.read_text()]
            for line in lines:
                if line.strip():
                    rec = json.loads(line)
                    yield str(rec.get("task") or f.stem), rec.get("verdict", rec)


def main() -> int:
    print("| task | reward | burst | outside ms | fixed ms / call | events ms | gap ms | gap % |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, v in verdicts(sys.argv[1:]):
        notes = " ".join((v.get("profile") or {}).get("notes") or [])
        m = NOTE.search(notes)
        if not m:
            continue
        k, out, fixed, own = int(m.group(1) or 1), float(m.group(2)), float(m.group(3)), float(m.group(4))
        print(f"| {name} | {v.get('reward')} | {k} | {out:.4f} | {fixed:.4f} | {own:.4f} | {out - own:+.4f} | "
              f"{100 * (out - own) / own if own else 0:+.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
