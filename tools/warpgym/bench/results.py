"""``results.json``: the bench's machine-readable result.

Top-level keys: ``schema`` (``"warpgym-bench/1"``), ``generated_at`` (UTC ISO time),
``config`` (the run config, as ``run.json``), ``server`` (backend, version, endpoint),
``counts`` (``selected`` episodes, ``finished``, ``missing``, ``by_status``), ``fast_p_grid``,
``metrics`` (:func:`.metrics.compute_metrics`: ``{final|best: {overall|levelN: {...}}}``) and
``episodes`` (every finished record of the selection; ``trajectory`` is the JSONL path
relative to the output directory).
"""

from __future__ import annotations

import datetime as _dt
from collections import Counter
from typing import Any, Mapping, Sequence

from .metrics import compute_metrics

__all__ = ["build_results", "SCHEMA"]

SCHEMA = "warpgym-bench/1"


def build_results(config: Mapping[str, Any], server: Mapping[str, Any],
                  records: Sequence[Mapping[str, Any]], selected: int,
                  grid: Sequence[float]) -> dict[str, Any]:
    """Assembles the results object from the finished ``records`` of ``selected`` episodes."""
    episodes = []
    for r in records:
        e = dict(r)
        e["trajectory"] = f"trajectories/{r['slug']}.jsonl"
        episodes.append(e)
    return {
        "schema": SCHEMA,
        "generated_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "config": dict(config),
        "server": dict(server),
        "counts": {"selected": selected, "finished": len(records),
                   "missing": selected - len(records),
                   "by_status": dict(Counter(str(r.get("status")) for r in records))},
        "fast_p_grid": list(grid),
        "metrics": compute_metrics(records, grid),
        "episodes": episodes,
    }
