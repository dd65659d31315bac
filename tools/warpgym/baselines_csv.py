"""The eager and ``torch.compile`` times a calibration measured, as a CSV a user can publish.

One row per task of a ``warpgym calibrate --json`` results file, in its order: the baselines the
identity candidate's verdict was scored against (the same cached measurement ``warpgym bench
--policy baselines`` reports), with the GPU, driver, torch and date they were taken on. A task
without a time says why in ``note`` (an infra error, or a record from a calibrate that did not
keep the compile time), so a published file names every task it lacks.
"""
from __future__ import annotations

import csv
from typing import Any

COLUMNS = ("task", "eager_ms", "compile_ms", "noise_pct", "gpu", "driver", "torch", "cuda", "measured", "note")


def row(rec: dict[str, Any]) -> dict[str, Any]:
    ident = rec.get("identity") or {}
    dev = ident.get("device") or {}
    out: dict[str, Any] = {"task": rec.get("task"), "eager_ms": _ms(ident.get("eager_ms")),
                           "compile_ms": _ms(ident.get("compile_ms")), "noise_pct": ident.get("noise_pct"),
                           "gpu": dev.get("gpu") or dev.get("cpu"), "driver": dev.get("driver"),
                           "torch": dev.get("torch"), "cuda": dev.get("cuda_runtime"),
                           "measured": ident.get("measured"), "note": ""}
    if ident.get("infra_error"):
        out["note"] = "infra error: " + " ".join(str(ident.get("error") or ident.get("text") or "").split())[-200:]
    elif out["eager_ms"] is None:
        out["note"] = "no eager time (the identity candidate was not timed)"
    elif out["compile_ms"] is None:
        out["note"] = "no compile time in this record (calibrate it again to add it)"
    return out


def _ms(x: Any) -> float | None:
    return round(float(x), 4) if isinstance(x, (int, float)) else None


def write(records: list[dict[str, Any]], path: str) -> int:
    """Writes one row per record; returns how many rows have both times."""
    rows = [row(r) for r in records]
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        for r in rows:
            w.writerow({k: ("" if v is None else v) for k, v in r.items()})
    return sum(1 for r in rows if r["eager_ms"] is not None and r["compile_ms"] is not None)
